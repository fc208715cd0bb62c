"""The paytable editor: change any rule, payout or limit and watch the return, the house edge, the
strategy and the charts follow at once.

Up / Down (or a click) picks a field, Left / Right (or the mouse wheel, or the − and + on its
row) moves it, Shift moves a payout by ½ and a limit by 10, Delete stops listing a payout. S
saves the table as a new file in the player's paytables folder; Enter saves it and sits down to
play it. A change the paytable loader would refuse is refused, with the loader's message.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from casino_brag.engine.casino.paytable import Paytable
from casino_brag.ui.core import theme
from casino_brag.ui.core.paytable_choice import SAVED_FOLDER
from casino_brag.ui.core.scene import Scene
from casino_brag.ui.core.text import percent, tr
from casino_brag.ui.screens.paytable_draft import (
    FIELDS,
    LIMIT_FIELDS,
    RULE_FIELDS,
    Draft,
    Figures,
    figure_tiles,
    figures,
)
from casino_brag.ui.widgets import backdrop
from casino_brag.ui.widgets.analysis_charts import draw_distribution, draw_strategy, draw_tornado
from casino_brag.ui.widgets.button import Button

if TYPE_CHECKING:
    from pathlib import Path

    from casino_brag.ui.core.services import Services

FIELD_PANEL = pygame.Rect(40, 96, 560, 552)
FIGURE_PANEL = pygame.Rect(616, 96, 624, 552)
ROW_H = 22
COLUMN_W = 270
GROUPS = (
    ("editor.rules", RULE_FIELDS, 0),
    ("editor.limits", LIMIT_FIELDS, 0),
    ("paytable.ante_bonus", tuple(f for f in FIELDS if f.startswith("ante_bonus.")), 0),
    ("paytable.play_odds", tuple(f for f in FIELDS if f.startswith("play_odds.")), 1),
    ("paytable.pair_bonus", tuple(f for f in FIELDS if f.startswith("pair_bonus.")), 1),
)


def _layout() -> tuple[dict[str, pygame.Rect], list[tuple[str, tuple[int, int]]]]:
    """Each field's row, and each group's heading position, in two columns."""
    rows: dict[str, pygame.Rect] = {}
    headings: list[tuple[str, tuple[int, int]]] = []
    y = [FIELD_PANEL.y + 16, FIELD_PANEL.y + 16]
    for title, fields, column in GROUPS:
        x = FIELD_PANEL.x + 14 + column * (COLUMN_W + 6)
        headings.append((title, (x, y[column])))
        y[column] += 26
        for field in fields:
            rows[field] = pygame.Rect(x, y[column], COLUMN_W, ROW_H - 2)
            y[column] += ROW_H
        y[column] += 10
    return rows, headings


ROWS, HEADINGS = _layout()


def field_label(field: str) -> str:
    section, _, key = field.partition(".")
    if section in ("rules", "limits"):
        return tr(f"editor.{key}")
    return tr(f"paykey.{key}")


class PaytableEditorScene(Scene):
    """Edits a copy of a paytable; the original file is never changed."""

    def __init__(self, app: Services, table: Paytable) -> None:
        self.app = app
        self.draft = Draft(table)
        self.selected = FIELDS.index("pair_bonus.flush")
        self.figures: Figures = figures(self.draft.table)
        self.message = ""
        self.buttons = [
            Button(pygame.Rect(40, 660, 150, 42), tr("common.back"), self.close, key_label="Esc"),
            Button(pygame.Rect(780, 660, 200, 42), tr("editor.save"), self.save, key=pygame.K_s, key_label="S"),
            Button(
                pygame.Rect(1000, 660, 240, 42),
                tr("editor.play"),
                self.play,
                key=pygame.K_RETURN,
                key_label="Enter",
                primary=True,
            ),
        ]

    @property
    def field(self) -> str:
        return FIELDS[self.selected]

    def close(self) -> None:
        self.app.pop(self)

    def change(self, field: str, direction: int, fine: bool = False) -> None:
        """Step a field and, when the loader accepts the result, analyse it again."""
        if self.draft.step(field, direction, fine):
            self.refresh()
        self.message = self.draft.problem

    def refresh(self) -> None:
        self.figures = figures(self.draft.table)

    def save(self) -> None:
        self._saved()

    def _saved(self) -> Path | None:
        """Save the table (once per version) and say where; None when it could not be written."""
        if self.draft.saved is not None:
            return self.draft.saved
        folder = self.app.options.data_dir / SAVED_FOLDER
        try:
            path = self.draft.save(folder)
        except OSError as exc:
            self.message = tr("editor.cannot_save", folder=str(folder), problem=exc.strerror or str(exc))
            return None
        self.app.tables.offer(path)  # listed on the Paytables screen from now on
        self.message = tr("editor.saved", path=str(path))
        return path

    def play(self) -> None:
        path = self._saved()
        if path is None or not self.app.choose_paytable(str(path)):
            return
        self.app.pop(self)
        below = self.app.stack.top  # the Paytables screen: select the new table and sit down
        select, play = getattr(below, "select", None), getattr(below, "play", None)
        if select is not None and play is not None:
            select(self.app.tables.index)
            play()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            fine = bool(event.mod & pygame.KMOD_SHIFT)
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key in (pygame.K_UP, pygame.K_DOWN):
                self.selected = (self.selected + (1 if event.key == pygame.K_DOWN else -1)) % len(FIELDS)
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_MINUS, pygame.K_EQUALS, pygame.K_PLUS):
                self.change(
                    self.field, 1 if event.key in (pygame.K_RIGHT, pygame.K_EQUALS, pygame.K_PLUS) else -1, fine
                )
            elif event.key in (pygame.K_DELETE, pygame.K_BACKSPACE):
                if self.draft.clear(self.field):
                    self.refresh()
                self.message = self.draft.problem
            else:
                self._buttons(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, field in enumerate(FIELDS):
                row = ROWS[field]
                if row.collidepoint(event.pos):
                    self.selected = index
                    if event.pos[0] >= row.right - 56:  # the − and + at the row's end
                        self.change(field, 1 if event.pos[0] >= row.right - 28 else -1)
                    return
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            for index, field in enumerate(FIELDS):
                if ROWS[field].collidepoint(pos):
                    self.selected = index
                    self.change(field, 1 if event.y > 0 else -1)
                    return
        self._buttons(event)

    def _buttons(self, event: pygame.event.Event) -> None:
        for button in self.buttons:
            if button.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        backdrop.draw_felt(surface, self.app)
        title = tr("editor.title", name=self.draft.table.name)
        theme.blit_text(surface, title, (40, 30), theme.LARGE, theme.GOLD, shadow=True)
        theme.panel(surface, FIELD_PANEL)
        theme.panel(surface, FIGURE_PANEL)
        for key, pos in HEADINGS:
            theme.blit_text(surface, tr(key).upper(), pos, theme.SMALL, theme.GOLD)
        for index, field in enumerate(FIELDS):
            self._draw_row(surface, field, index == self.selected)
        self._draw_figures(surface, self.figures)
        colour = theme.LOSS if self.draft.problem and self.message == self.draft.problem else theme.MUTED
        status = pygame.Rect(FIELD_PANEL.x + 14, FIELD_PANEL.bottom - 50, FIELD_PANEL.width - 28, 44)
        theme.blit_paragraph(surface, self.message or tr("editor.keys"), status, theme.TINY, colour, spacing=1.1)
        for button in self.buttons:
            button.draw(surface)

    def _draw_row(self, surface: pygame.Surface, field: str, selected: bool) -> None:
        row = ROWS[field]
        if selected:
            surface.blit(theme.rounded(row.size, 6, (255, 255, 255, 26), theme.GOLD, 1), row)
        theme.blit_text(surface, field_label(field), (row.x + 8, row.y + 1), theme.TINY, theme.CREAM)
        value = self.draft.value(field)
        shade = theme.DIM if value == "—" else theme.GOLD
        theme.blit_text(surface, value, (row.right - 64, row.y + 1), theme.TINY, shade, anchor="topright")
        for offset, sign in ((56, "−"), (28, "+")):
            theme.blit_text(surface, sign, (row.right - offset + 12, row.y), theme.SMALL, theme.MUTED, anchor="midtop")

    def _draw_figures(self, surface: pygame.Surface, shown: Figures) -> None:
        x, y = FIGURE_PANEL.x + 16, FIGURE_PANEL.y + 14
        for index, (label, value) in enumerate(figure_tiles(shown.analysis)):
            tile = pygame.Rect(x + index * 99, y, 94, 56)
            surface.blit(theme.rounded(tile.size, 8, (255, 255, 255, 16), (226, 186, 92, 70), 1), tile)
            theme.blit_fitted(
                surface, label, (tile.centerx, tile.y + 8), tile.width - 8, 14, theme.DIM, anchor="midtop", floor=11
            )
            theme.blit_text(surface, value, (tile.centerx, tile.y + 28), theme.SMALL, theme.CREAM, anchor="midtop")
        strategy = shown.analysis.strategy
        words = (
            tr("strategy.always")
            if strategy.plays_every_hand()
            else tr("strategy.headline", hand=strategy.threshold_text)
        )
        summary = shown.par.summary[0]
        theme.blit_text(surface, words, (x, y + 66), theme.BODY, theme.CREAM)
        extra = tr("editor.summary", hit=percent(summary.hit_frequency, 2), sd=f"{summary.std_dev:.3f}")
        theme.blit_text(surface, extra, (FIGURE_PANEL.right - 16, y + 72), theme.TINY, theme.MUTED, anchor="topright")
        half = (FIGURE_PANEL.width - 40) // 2
        top = y + 104
        draw_distribution(surface, pygame.Rect(x, top, half, 168), shown.distribution, tr("chart.distribution"))
        draw_strategy(surface, pygame.Rect(x + half + 8, top, half, 168), shown.strategy, tr("chart.strategy"))
        draw_tornado(
            surface, pygame.Rect(x, top + 178, FIGURE_PANEL.width - 32, 242), shown.swings, tr("chart.tornado")
        )
