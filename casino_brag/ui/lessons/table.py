"""What every lesson's table does beside its game (the casino table, the pub's betting table and
Seven-Card Brag's arranging table): it plays on the lesson's own copy of the app, is ticked as
finished in the player's save once, is left with Return when done (and with Escape, where the
table has no use of its own for it) without being asked to confirm, and lets go of the play
chips' save when it leaves the screen."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from casino_brag.lessons.progress import mark_finished
from casino_brag.ui.core.scene import Scene

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services
    from casino_brag.ui.lessons.services import LessonServices


class LessonTable(Scene):
    """Mixed in before a table's scene (see the module's docstring)."""

    app: Services
    owner: Services
    """The real app: the player's own save, where a finished lesson is ticked."""
    services: LessonServices
    done: bool
    show_keys: bool
    escape_leaves: ClassVar[bool] = True

    def finish(self, lesson_id: str) -> None:
        """The lesson is over: say so, and tick it in the player's save."""
        self.done = True
        mark_finished(self.owner.store, lesson_id)

    def handle(self, event: Any) -> None:
        if event.type == pygame.KEYDOWN and self._leaves_on(event.key):
            self.leave()
            return
        super().handle(event)

    def _leaves_on(self, key: int) -> bool:
        if key == pygame.K_ESCAPE:
            return self.escape_leaves and not self.show_keys
        return self.done and key in (pygame.K_RETURN, pygame.K_KP_ENTER)

    def leave(self) -> None:
        self.app.pop(self)

    def confirm_leave(self, then: Callable[[], None]) -> bool:
        return True

    def exit(self) -> None:
        super().exit()
        self.services.close()
