"""Practice: the choice of trainer, the casino game against the dealer (graded Play or Fold) or
the pub game against the Expert (graded by its solved strategy, with practice chips)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from casino_brag.ui.core import theme
from casino_brag.ui.core.scene import Scene
from casino_brag.ui.core.text import tr
from casino_brag.ui.widgets import backdrop
from casino_brag.ui.widgets.button import Button

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services


class PracticeScene(Scene):
    """Two trainers, one above the other: 1 Casino Brag, 2 Pub Brag (Up / Down and Enter too)."""

    def __init__(self, app: Services) -> None:
        self.app = app
        self.choices = [
            Button(
                pygame.Rect(96, 228, 460, 56),
                tr("practice.casino"),
                self.casino,
                key=pygame.K_1,
                key_label="1",
                primary=True,
                size=theme.LARGE - 2,
            ),
            Button(
                pygame.Rect(96, 340, 460, 56),
                tr("practice.pub"),
                self.pub,
                key=pygame.K_2,
                key_label="2",
                size=theme.LARGE - 2,
            ),
        ]
        self.back = Button(pygame.Rect(40, 660, 150, 42), tr("common.back"), self.close, key_label="Esc")

    def casino(self) -> None:
        from casino_brag.ui.casino.scene import CasinoTableScene

        self.app.replace(CasinoTableScene(self.app, practice=True))

    def pub(self) -> None:
        from casino_brag.ui.trainer.scene import PubTrainerScene

        self.app.replace(PubTrainerScene(self.app))

    def close(self) -> None:
        self.app.pop(self)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            for button in self.choices:
                button.primary = not button.primary
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            next(b for b in self.choices if b.primary).action()
            return
        for button in (*self.choices, self.back):
            if button.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        backdrop.draw_felt(surface, self.app)
        theme.blit_text(surface, tr("practice.title"), (96, 100), theme.HEADING, theme.GOLD, shadow=True)
        for button, key in zip(self.choices, ("practice.casino.hint", "practice.pub.hint"), strict=True):
            button.draw(surface)
            hint = pygame.Rect(button.rect.x, button.rect.bottom + 10, 1000, 40)
            theme.blit_paragraph(surface, tr(key), hint, theme.SMALL, theme.MUTED)
        backdrop.draw_showcase(surface, self.app, (940, 270))
        self.back.draw(surface)
