"""Paytables: every shipped or loaded table with its exact return, house edge and optimal
strategy from the engine's analysis. Enter plays the selected table; a .toml file dropped on
the window is loaded (a broken one is explained in a dialog)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from casino_brag.engine.casino.analysis.exact import Analysis
from casino_brag.engine.casino.analysis.strategy import HandDecision, threshold_label
from casino_brag.engine.casino.paytable import Paytable
from casino_brag.engine.hands import Category
from casino_brag.ui.casino.panels import limits_text, pay_rows, paytable_rules
from casino_brag.ui.core import theme
from casino_brag.ui.core.scene import Scene
from casino_brag.ui.core.text import fixed, percent, rank_noun, tr
from casino_brag.ui.screens.paytable_draft import figure_tiles, figures
from casino_brag.ui.widgets import backdrop
from casino_brag.ui.widgets.analysis_charts import draw_distribution, draw_strategy, draw_tornado
from casino_brag.ui.widgets.button import Button

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services

LIST = pygame.Rect(40, 112, 320, 530)
DETAIL = pygame.Rect(384, 112, 856, 530)
ROW_H = 62


def strategy_rows(decisions: tuple[HandDecision, ...]) -> list[tuple[str, str]]:
    """The strategy as players learn it, by category and, for high cards, by the top card; each
    group says play, fold, or play from a threshold up."""
    groups: dict[str, list[HandDecision]] = {}
    for decision in decisions:
        value = decision.value
        if value.category is Category.HIGH_CARD:
            label = tr("strategy.high", rank=rank_noun(value.ranks[0]))
        else:
            label = tr(f"strategy.{value.category.key}")
        groups.setdefault(label, []).append(decision)
    rows = []
    for label, members in groups.items():
        if all(d.play for d in members):
            action = tr("strategy.play")
        elif not any(d.play for d in members):
            action = tr("strategy.fold")
        else:
            folded = max(d.value.score for d in members if not d.play)
            above = [d for d in members if d.value.score > folded]
            action = tr("strategy.from", hand=threshold_label(above[-1].value)) if above else tr("strategy.fold")
            if any(d.play and d.value.score <= folded for d in members):
                action += tr("strategy.some_suited")
        rows.append((label, action))
    return _merge(rows)


def _merge(rows: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Neighbouring groups with the same action share a line: "Prials to pairs: play"."""
    merged: list[tuple[str, str, str]] = []
    for label, action in rows:
        if merged and merged[-1][2] == action:
            first, _, _ = merged[-1]
            merged[-1] = (first, label, action)
        else:
            merged.append((label, label, action))
    return [
        (first if first == last else tr("strategy.range", first=first, last=last), action)
        for first, last, action in merged
    ]


class PaytablesScene(Scene):
    def __init__(self, app: Services) -> None:
        self.app = app
        self.selected = app.tables.index
        self.analysis: Analysis | None = None
        self.charts = False
        """Show the three analysis charts in place of the rules and strategy."""
        self.buttons = [
            Button(pygame.Rect(40, 660, 150, 42), tr("common.back"), self.close, key_label="Esc"),
            Button(pygame.Rect(560, 660, 190, 42), tr("paytables.edit"), self.edit, key=pygame.K_e, key_label="E"),
            Button(
                pygame.Rect(766, 660, 150, 42),
                tr("paytables.charts"),
                self.toggle_charts,
                key=pygame.K_c,
                key_label="C",
            ),
            Button(
                pygame.Rect(1000, 660, 240, 42),
                tr("paytables.play"),
                self.play,
                key=pygame.K_RETURN,
                key_label="Enter",
                primary=True,
            ),
        ]

    def enter(self) -> None:
        self.select(self.selected)

    def select(self, index: int) -> None:
        tables = self.app.tables.tables
        self.selected = index % len(tables)
        self.analysis = self.app.theory(tables[self.selected])

    @property
    def table(self) -> Paytable:
        return self.app.tables.tables[self.selected]

    def close(self) -> None:
        self.app.pop(self)

    def edit(self) -> None:
        """Open the editor on a copy of the selected table."""
        from casino_brag.ui.screens.paytable_editor import PaytableEditorScene

        self.app.push(PaytableEditorScene(self.app, self.table))

    def resume(self) -> None:
        self.select(self.selected)

    def toggle_charts(self) -> None:
        self.charts = not self.charts
        self.buttons[2].label = tr("paytables.details" if self.charts else "paytables.charts")

    def play(self) -> None:
        self.app.choose_paytable(self.app.tables.spec_of(self.table))
        self.app.pop(self)
        menu = self.app.stack.top
        opener = getattr(menu, "open_casino", None)
        if opener is not None:
            opener()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
                return
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                self.select(self.selected + (1 if event.key == pygame.K_DOWN else -1))
                return
        if event.type == pygame.DROPFILE:
            if self.app.choose_paytable(event.file):
                self.select(self.app.tables.index)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index in range(len(self.app.tables.tables)):
                if self._row(index).collidepoint(event.pos):
                    self.select(index)
                    return
        for button in self.buttons:
            if button.handle(event):
                return

    @staticmethod
    def _row(index: int) -> pygame.Rect:
        return pygame.Rect(LIST.x + 6, LIST.y + 40 + index * ROW_H, LIST.width - 12, ROW_H - 6)

    def draw(self, surface: pygame.Surface) -> None:
        backdrop.draw_felt(surface, self.app)
        theme.blit_text(surface, tr("paytables.title"), (40, 40), theme.HEADING, theme.GOLD, shadow=True)
        theme.panel(surface, LIST)
        theme.panel(surface, DETAIL)
        theme.blit_text(surface, tr("paytables.tables").upper(), (LIST.x + 18, LIST.y + 14), theme.TINY, theme.DIM)
        for index, table in enumerate(self.app.tables.tables):
            self._draw_row(surface, index, table)
        theme.blit_paragraph(
            surface,
            tr("paytables.drop"),
            pygame.Rect(LIST.x + 18, LIST.bottom - 58, LIST.width - 36, 50),
            theme.TINY,
            theme.DIM,
            spacing=1.1,
        )
        if self.analysis is not None:
            self._draw_detail(surface, self.table, self.analysis)
        theme.blit_text(surface, tr("paytables.keys"), (540, 681), theme.SMALL, theme.MUTED, anchor="midright")
        for button in self.buttons:
            button.draw(surface)

    def _draw_row(self, surface: pygame.Surface, index: int, table: Paytable) -> None:
        row = self._row(index)
        if index == self.selected:
            surface.blit(theme.rounded(row.size, 8, (255, 255, 255, 26), theme.GOLD, 1), row)
        theme.blit_fitted(surface, table.name, (row.x + 14, row.y + 8), row.width - 90, theme.BODY, theme.CREAM)
        edge = self.app.theory(table).ante.house_edge
        theme.blit_text(
            surface, tr("paytables.row", edge=percent(edge)), (row.x + 14, row.y + 34), theme.TINY, theme.MUTED
        )
        if index == self.app.tables.index:
            theme.blit_text(
                surface, tr("paytables.in_use"), (row.right - 12, row.y + 10), theme.TINY, theme.GOLD, anchor="topright"
            )
        if not self.app.tables.is_shipped(table):
            theme.blit_text(
                surface, tr("paytables.loaded"), (row.right - 12, row.y + 34), theme.TINY, theme.DIM, anchor="topright"
            )

    def _draw_detail(self, surface: pygame.Surface, table: Paytable, analysis: Analysis) -> None:
        x, y = DETAIL.x + 24, DETAIL.y + 18
        theme.blit_fitted(surface, table.name, (x, y), DETAIL.width - 48, theme.LARGE, theme.GOLD)
        theme.blit_fitted(surface, table.description, (x, y + 36), DETAIL.width - 48, theme.SMALL, theme.MUTED)
        tiles = figure_tiles(analysis)
        for index, (label, value) in enumerate(tiles):
            tile = pygame.Rect(x + index * 136, y + 70, 128, 64)
            surface.blit(theme.rounded(tile.size, 10, (255, 255, 255, 16), (226, 186, 92, 70), 1), tile)
            theme.blit_fitted(
                surface,
                label,
                (tile.centerx, tile.y + 12),
                tile.width - 10,
                theme.TINY,
                theme.DIM,
                anchor="midtop",
                floor=12,
            )
            theme.blit_text(surface, value, (tile.centerx, tile.y + 32), theme.BODY, theme.CREAM, anchor="midtop")
        top = y + 154
        column = x
        for name, scale in (
            ("ante_bonus", table.ante_bonus),
            ("pair_bonus", table.pair_bonus),
            ("play_odds", table.play_odds),
        ):
            if not scale:
                continue
            theme.blit_text(surface, tr(f"paytable.{name}").upper(), (column, top), theme.SMALL, theme.GOLD)
            for n, (title, odds) in enumerate(pay_rows(name, scale)):
                line_y = top + 28 + n * 22
                theme.blit_text(surface, title, (column, line_y), theme.SMALL, theme.CREAM)
                theme.blit_text(surface, odds, (column + 200, line_y), theme.SMALL, theme.GOLD, anchor="topright")
            column += 230
        self._draw_outcomes(surface, analysis, pygame.Rect(DETAIL.x + 560, top, 272, 180))
        rules_y = top + 200
        if self.charts:
            self._draw_charts(surface, table, pygame.Rect(DETAIL.x + 16, rules_y - 10, DETAIL.width - 32, 160))
            return
        theme.blit_text(surface, tr("paytables.rules").upper(), (x, rules_y), theme.SMALL, theme.GOLD)
        for n, line in enumerate([*paytable_rules(table), limits_text(table)]):
            theme.blit_text(surface, line, (x, rules_y + 28 + n * 22), theme.SMALL, theme.MUTED)
        self._draw_strategy(surface, analysis, pygame.Rect(DETAIL.x + 480, top + 200, 350, 160))

    def _draw_charts(self, surface: pygame.Surface, table: Paytable, box: pygame.Rect) -> None:
        """The three charts of the HTML report, side by side."""
        shown = figures(table)
        third = (box.width - 16) // 3
        draw_distribution(
            surface, pygame.Rect(box.x, box.y, third, box.height), shown.distribution, tr("chart.distribution")
        )
        draw_strategy(
            surface, pygame.Rect(box.x + third + 8, box.y, third, box.height), shown.strategy, tr("chart.strategy")
        )
        draw_tornado(
            surface, pygame.Rect(box.x + 2 * (third + 8), box.y, third, box.height), shown.swings, tr("chart.tornado")
        )

    def _draw_outcomes(self, surface: pygame.Surface, analysis: Analysis, box: pygame.Rect) -> None:
        """How often rounds end each way under the optimal strategy."""
        theme.blit_text(surface, tr("paytables.outcomes").upper(), box.topleft, theme.SMALL, theme.GOLD)
        for n, (key, share) in enumerate(analysis.ante.outcomes.as_dict().items()):
            line_y = box.y + 28 + n * 22
            theme.blit_text(surface, tr(f"paytables.outcome.{key}"), (box.x, line_y), theme.SMALL, theme.CREAM)
            theme.blit_text(surface, percent(share, 2), (box.right, line_y), theme.SMALL, theme.GOLD, anchor="topright")
        deviation = fixed(analysis.ante.std_dev, 3)
        theme.blit_text(
            surface, tr("paytables.std_dev", value=deviation), (box.x, box.y + 28 + 5 * 22 + 8), theme.TINY, theme.MUTED
        )

    def _draw_strategy(self, surface: pygame.Surface, analysis: Analysis, box: pygame.Rect) -> None:
        strategy = analysis.strategy
        theme.blit_text(surface, tr("paytables.strategy").upper(), box.topleft, theme.SMALL, theme.GOLD)
        if all(d.play for d in strategy.decisions):
            headline = tr("strategy.always")
        else:
            headline = tr("strategy.headline", hand=strategy.threshold_text)
        theme.blit_text(surface, headline, (box.x, box.y + 26), theme.BODY, theme.CREAM)
        rows = strategy_rows(strategy.decisions)
        for n, (label, action) in enumerate(rows[:6]):
            line_y = box.y + 58 + n * 21
            theme.blit_text(surface, label, (box.x, line_y), theme.TINY, theme.MUTED)
            theme.blit_text(surface, action, (box.right, line_y), theme.TINY, theme.CREAM, anchor="topright")
