"""Statistics, by game: your Pub Brag record at each game you have played, side by side
(sessions, hands, hands won, net chips and net per hand), opened from Statistics with G."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from casino_brag.engine.pub.games import game_names
from casino_brag.save.by_game import GameRecord, records_by_game
from casino_brag.ui.core import theme
from casino_brag.ui.core.scene import Scene
from casino_brag.ui.core.text import chips, fixed, signed, tr
from casino_brag.ui.widgets import backdrop
from casino_brag.ui.widgets.button import Button

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services

TABLE = pygame.Rect(40, 100, 1200, 540)
NAME_WIDTH = 440
COLUMN = 140
"""Each figure's column: its right edge steps this far from the one before."""
ROW_H = 42


def game_title(variant: str) -> str:
    """The game's name in the window's language (a game this version does not know, as saved)."""
    if variant not in game_names():
        return variant
    return tr(f"pub.rule.variant.{variant.replace('-', '_')}")


def figures(record: GameRecord) -> list[tuple[str, theme.Color]]:
    per_hand = record.net_per_hand
    return [
        (chips(record.sessions), theme.CREAM),
        (chips(record.hands), theme.CREAM),
        (chips(record.won), theme.CREAM),
        (signed(record.net), theme.result_color(record.net)),
        ("-" if per_hand is None else fixed(float(per_hand), 2, sign=True), theme.result_color(record.net)),
    ]


class ByGameScene(Scene):
    def __init__(self, app: Services) -> None:
        self.app = app
        self.records: list[GameRecord] = []
        self.back = Button(pygame.Rect(40, 660, 150, 42), tr("common.back"), self.close, key_label="Esc")

    def enter(self) -> None:
        self.records = records_by_game(self.app.store)

    def close(self) -> None:
        self.app.pop(self)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_g):
            self.close()
            return
        self.back.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        backdrop.draw_felt(surface, self.app)
        theme.blit_text(surface, tr("stats.by_game.title"), (40, 40), theme.HEADING, theme.GOLD, shadow=True)
        theme.panel(surface, TABLE)
        if not self.records:
            theme.blit_paragraph(
                surface, tr("stats.by_game.empty"), TABLE.inflate(-240, -200), theme.BODY, theme.MUTED, align="center"
            )
        else:
            self._table(surface)
        self.back.draw(surface)

    def _table(self, surface: pygame.Surface) -> None:
        left, top = TABLE.x + 24, TABLE.y + 20
        heads = ("sessions", "hands", "won", "net", "per_hand")
        right_edges = [TABLE.right - 24 - COLUMN * (len(heads) - 1 - i) for i in range(len(heads))]
        theme.blit_fitted(surface, tr("stats.by_game.game").upper(), (left, top), NAME_WIDTH, theme.TINY, theme.DIM)
        for head, right in zip(heads, right_edges, strict=True):
            words = tr(f"stats.by_game.{head}").upper()
            theme.blit_fitted(surface, words, (right, top), COLUMN - 12, theme.TINY, theme.DIM, anchor="topright")
        y = top + 32
        for record in self.records:
            pygame.draw.line(surface, theme.DIM, (left, y - 6), (TABLE.right - 24, y - 6))
            theme.blit_fitted(surface, game_title(record.variant), (left, y), NAME_WIDTH, theme.BODY, theme.CREAM)
            for (value, color), right in zip(figures(record), right_edges, strict=True):
                theme.blit_fitted(surface, value, (right, y), COLUMN - 12, theme.BODY, color, anchor="topright")
            y += ROW_H
        note = tr("stats.by_game.note")
        theme.blit_fitted(surface, note, (left, TABLE.bottom - 30), TABLE.width - 48, theme.TINY, theme.DIM)
