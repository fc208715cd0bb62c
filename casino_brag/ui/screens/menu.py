"""The main menu: the games, the trainer, the reference screens, settings and quit."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from casino_brag.ui.core import theme
from casino_brag.ui.core.scene import Scene
from casino_brag.ui.core.text import chips, percent, tr
from casino_brag.ui.widgets import backdrop
from casino_brag.ui.widgets.button import Button, draw_key_cap
from casino_brag.ui.widgets.controls import arrow

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services

MENU_X = 96
MENU_TOP = 228
ITEM_HEIGHT = 44
ITEM_GAP = 6
ITEM_WIDTH = 400


@dataclass(frozen=True)
class Entry:
    key: str
    """The text key, e.g. "menu.casino" (its hint is "menu.casino.hint")."""
    shortcut: int
    open: Callable[[], None]
    unavailable: str = ""
    cap: str = ""
    """The key's name on the button when it is not a number key."""


class MenuScene(Scene):
    """Buttons down the left, a fan of cards and the chosen table on the right."""

    def __init__(self, app: Services) -> None:
        self.app = app
        self.entries = [
            Entry("menu.casino", pygame.K_1, self.open_casino),
            Entry("menu.pub", pygame.K_2, self.open_pub),
            Entry("menu.practice", pygame.K_3, self.open_practice),
            Entry("menu.paytables", pygame.K_4, self.open_paytables),
            Entry("menu.rules", pygame.K_5, self.open_rules),
            Entry("menu.statistics", pygame.K_6, self.open_statistics),
            Entry("menu.settings", pygame.K_7, self.open_settings),
            Entry("menu.lessons", pygame.K_l, self.open_lessons, cap="L"),
            Entry("menu.quit", pygame.K_8, app.request_quit),
        ]
        self.buttons: list[Button] = []
        for index, entry in enumerate(self.entries):
            rect = pygame.Rect(MENU_X, MENU_TOP + index * (ITEM_HEIGHT + ITEM_GAP), ITEM_WIDTH, ITEM_HEIGHT)
            self.buttons.append(
                Button(
                    rect,
                    tr(entry.key),
                    entry.open,
                    key=entry.shortcut,
                    key_label=entry.cap or str(entry.shortcut - pygame.K_0),
                    primary=index == 0,
                    enabled=not entry.unavailable,
                    size=theme.LARGE - 2,
                    tip=tr(f"{entry.key}.hint"),
                    reason=entry.unavailable,
                    show_reason=True,
                )
            )
        self.focus = 0
        self._refocus()
        self.summary = ""
        self.summary_for: object = None
        self._pub_opened = False

    def busy(self) -> bool:
        return self.summary_for is not self.app.tables.current

    def update(self, dt: float) -> None:
        """The chosen table's exact figures, worked out after the first frame is on screen."""
        current = self.app.tables.current
        if self.summary_for is not current:
            figures = self.app.theory(current)
            self.summary = tr(
                "menu.paytable.summary",
                edge=percent(figures.ante.house_edge),
                bonus=percent(figures.pair_bonus.house_edge),
                threshold=figures.strategy.threshold_text,
            )
            self.summary_for = current

    def relabelled(self) -> MenuScene:
        fresh = MenuScene(self.app)
        fresh.focus = self.focus
        fresh._refocus()
        return fresh

    def _refocus(self) -> None:
        """One entry is lit at a time: the focused one, which the mouse moves too."""
        for index, button in enumerate(self.buttons):
            button.focused = button.primary = index == self.focus
            button.hovered = button.hovered and index == self.focus

    # -- opening the other screens ---------------------------------------------------------------

    def open_casino(self, practice: bool = False) -> None:
        from casino_brag.ui.casino.scene import CasinoTableScene

        self.app.push(CasinoTableScene(self.app, practice=practice))

    def open_practice(self) -> None:
        from casino_brag.ui.trainer.practice import PracticeScene

        self.app.push(PracticeScene(self.app))

    def open_pub(self) -> None:
        """The setup screen; the first time from `--mode pub`, straight to a table."""
        from casino_brag.ui.pub.setup import open_pub

        straight = self.app.options.mode == "pub" and not self._pub_opened
        self._pub_opened = True
        open_pub(self.app, straight=straight)

    def open_paytables(self) -> None:
        from casino_brag.ui.screens.paytables import PaytablesScene

        self.app.push(PaytablesScene(self.app))

    def open_rules(self) -> None:
        from casino_brag.ui.screens.rules import RulesScene

        self.app.push(RulesScene(self.app))

    def open_statistics(self) -> None:
        from casino_brag.ui.screens.statistics import StatisticsScene

        self.app.push(StatisticsScene(self.app))

    def open_lessons(self) -> None:
        from casino_brag.ui.lessons.screen import LessonsScene

        self.app.push(LessonsScene(self.app))

    def open_settings(self) -> None:
        from casino_brag.ui.screens.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    # -- input ------------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                step = 1 if event.key == pygame.K_DOWN else -1
                self.focus = (self.focus + step) % len(self.buttons)
                while not self.buttons[self.focus].enabled:
                    self.focus = (self.focus + step) % len(self.buttons)
                self._refocus()
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.buttons[self.focus].action()
                return
            if event.key == pygame.K_ESCAPE:
                self.focus = len(self.buttons) - 1
                self._refocus()
                return
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.app.step_paytable(1 if event.key == pygame.K_RIGHT else -1)
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for direction, rect in self._paytable_arrows():
                if rect.collidepoint(event.pos):
                    self.app.step_paytable(direction)
                    return
        for index, button in enumerate(self.buttons):
            if event.type == pygame.MOUSEMOTION and button.rect.collidepoint(event.pos) and button.enabled:
                self.focus = index
                self._refocus()
            if button.handle(event):
                return

    # -- drawing ----------------------------------------------------------------------------------

    def _paytable_arrows(self) -> list[tuple[int, pygame.Rect]]:
        box = self._table_box()
        return [(-1, pygame.Rect(box.x + 8, box.y + 44, 36, 40)), (1, pygame.Rect(box.right - 44, box.y + 44, 36, 40))]

    @staticmethod
    def _table_box() -> pygame.Rect:
        return pygame.Rect(700, 520, 480, 142)

    def draw(self, surface: pygame.Surface) -> None:
        backdrop.draw_felt(surface, self.app)
        theme.blit_text(surface, tr("app.title"), (MENU_X - 4, 84), theme.TITLE, theme.GOLD, shadow=True)
        theme.blit_text(surface, tr("app.subtitle").upper(), (MENU_X, 160), theme.BODY, theme.MUTED)
        pygame.draw.rect(surface, theme.GOLD, (MENU_X, 192, 64, 3), border_radius=2)
        for button in self.buttons:
            button.draw(surface)
        focused = self.buttons[self.focus]
        hovered = next((b for b in self.buttons if b.hovered), focused)
        note = hovered.reason or hovered.tip
        theme.blit_text(
            surface,
            note,
            (MENU_X, MENU_TOP + len(self.buttons) * (ITEM_HEIGHT + ITEM_GAP) + 2),
            theme.SMALL,
            theme.MUTED,
        )
        backdrop.draw_showcase(surface, self.app, (940, 270))
        self._draw_table_box(surface)
        theme.blit_text(
            surface,
            tr(
                "menu.bankroll.practice" if self.app.store.practice else "menu.bankroll",
                chips=chips(self.app.store.bankroll),
            ),
            (1180, 40),
            theme.LARGE,
            theme.GOLD,
            anchor="topright",
            shadow=True,
        )
        theme.blit_text(surface, tr("menu.keys"), (1180, 684), theme.TINY, theme.DIM, anchor="midright")
        theme.blit_text(surface, tr("menu.fullscreen"), (1180, 706), theme.TINY, theme.DIM, anchor="midright")
        width = theme.text(tr("menu.fullscreen"), theme.TINY).get_width()
        draw_key_cap(surface, "F11", (1180 - width - 8, 706))

    def _draw_table_box(self, surface: pygame.Surface) -> None:
        box = self._table_box()
        theme.panel(surface, box)
        chosen = self.app.tables.current
        arrows = self._paytable_arrows()
        room = arrows[1][1].left - arrows[0][1].right - 12
        theme.blit_fitted(
            surface,
            tr("menu.paytable", name=chosen.name),
            (box.centerx, box.y + 64),
            room,
            theme.LARGE - 4,
            anchor="center",
        )
        for direction, rect in self._paytable_arrows():
            arrow(surface, rect.center, direction, theme.GOLD, 11)
        summary = self.summary if self.summary_for is chosen else chosen.description
        theme.blit_fitted(
            surface, summary, (box.centerx, box.y + 100), box.width - 24, theme.SMALL, theme.MUTED, anchor="center"
        )
        theme.blit_text(
            surface, tr("menu.paytable.change"), (box.centerx, box.y + 22), theme.TINY, theme.DIM, anchor="center"
        )
