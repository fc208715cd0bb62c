"""What a table sees of the app during a lesson: the app itself, except for a save held in
memory with play chips, and a copy of the preferences that is never written, so a lesson
cannot touch the bankroll, the saved pub session or the settings."""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from casino_brag.save.memory import blank_save

if TYPE_CHECKING:
    from casino_brag.engine.casino.analysis.exact import Analysis
    from casino_brag.engine.casino.paytable import Paytable
    from casino_brag.save.store import Store
    from casino_brag.ui.casino.session import Advisor
    from casino_brag.ui.core.assets import Assets
    from casino_brag.ui.core.paytable_choice import PaytableChoice
    from casino_brag.ui.core.prefs import Prefs
    from casino_brag.ui.core.scene import Scene, SceneStack
    from casino_brag.ui.core.services import LaunchOptions, Services


class LessonServices:
    """The app's services for a lesson's table (see the module's docstring)."""

    def __init__(self, app: Services) -> None:
        self.app = app
        self.store: Store = blank_save()
        self.prefs: Prefs = replace(app.prefs, last_bets={}, tips_seen=list(app.prefs.tips_seen), hints=False)
        self.tables: PaytableChoice = copy.copy(app.tables)
        self.tables.index = self.tables.tables.index(self.tables.standard)
        self.options: LaunchOptions = replace(app.options, seed=None, mode=None)
        self.assets: Assets = app.assets
        self.stack: SceneStack = app.stack

    def close(self) -> None:
        """Let go of the play chips' save."""
        self.store.close()

    def push(self, scene: Scene) -> Scene:
        return self.app.push(scene)

    def pop(self, scene: Scene | None = None) -> None:
        self.app.pop(scene)

    def replace(self, scene: Scene) -> Scene:
        return self.app.replace(scene)

    def notify(self, title: str, message: str, *, on_close: Callable[[], None] | None = None) -> None:
        self.app.notify(title, message, on_close=on_close)

    def save_prefs(self) -> None:
        """Nothing: a lesson's choices are not the player's settings."""

    def set_language(self, code: str) -> None:
        self.app.set_language(code)

    def play_sound(self, name: str) -> None:
        self.app.play_sound(name)

    def update_loops(self) -> None:
        self.app.update_loops()

    def step_paytable(self, direction: int) -> None:
        """Nothing: a lesson sits at the standard table."""

    def choose_paytable(self, spec: str) -> bool:
        return False

    @property
    def advisor(self) -> Advisor:
        return self.app.advisor

    def theory(self, paytable: Paytable) -> Analysis:
        return self.app.theory(paytable)

    def set_fullscreen(self, on: bool) -> None:
        self.app.set_fullscreen(on)

    def request_quit(self) -> None:
        self.app.request_quit()

    def __hash__(self) -> int:
        return hash(self.app)

    def __eq__(self, other: object) -> bool:
        return other is self or other is self.app
