"""Statistics: lifetime results, observed against theoretical return, the bankroll over time,
and the trainer's record. H opens the hand history, P the pub trainer's statistics and G your
Pub Brag record game by game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from casino_brag.save.lifetime import Lifetime, bankroll_series, lifetime
from casino_brag.save.store import STARTING_BANKROLL
from casino_brag.ui.core import theme
from casino_brag.ui.core.scene import Scene
from casino_brag.ui.core.text import chips, fixed, number, percent, signed, tr, trn
from casino_brag.ui.widgets import backdrop
from casino_brag.ui.widgets.button import Button
from casino_brag.ui.widgets.chart import draw_line_chart

if TYPE_CHECKING:
    from casino_brag.engine.casino.analysis.exact import Analysis
    from casino_brag.ui.core.services import Services

CHART = pygame.Rect(470, 130, 770, 300)


class StatisticsScene(Scene):
    def __init__(self, app: Services) -> None:
        self.app = app
        self.figures: Lifetime | None = None
        self.table_figures: Lifetime | None = None
        self.series: list[int] = []
        self.theory: Analysis | None = None
        self.buttons = [
            Button(pygame.Rect(40, 660, 150, 42), tr("common.back"), self.close, key_label="Esc"),
            Button(
                pygame.Rect(1040, 660, 200, 42),
                tr("stats.history"),
                self.open_history,
                key=pygame.K_h,
                key_label="H",
                primary=True,
            ),
            Button(
                pygame.Rect(820, 660, 200, 42),
                tr("stats.pub_trainer"),
                self.open_trainer,
                key=pygame.K_p,
                key_label="P",
            ),
            Button(
                pygame.Rect(600, 660, 200, 42),
                tr("stats.by_game"),
                self.open_by_game,
                key=pygame.K_g,
                key_label="G",
            ),
        ]

    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Read the figures once per visit (drawing never queries the save file)."""
        paytable = self.app.tables.current
        self.figures = lifetime(self.app.store)
        self.table_figures = lifetime(self.app.store, paytable=paytable.key)
        self.series = bankroll_series(self.app.store)
        self.theory = self.app.theory(paytable)

    def close(self) -> None:
        self.app.pop(self)

    def open_history(self) -> None:
        from casino_brag.ui.screens.history import HistoryScene

        self.app.push(HistoryScene(self.app))

    def open_trainer(self) -> None:
        from casino_brag.ui.trainer.stats import TrainerStatsScene

        self.app.push(TrainerStatsScene(self.app))

    def open_by_game(self) -> None:
        from casino_brag.ui.screens.by_game import ByGameScene

        self.app.push(ByGameScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        for button in self.buttons:
            if button.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        backdrop.draw_felt(surface, self.app)
        theme.blit_text(surface, tr("stats.title"), (40, 40), theme.HEADING, theme.GOLD, shadow=True)
        figures = self.figures
        if figures is None:
            return
        self._tiles(surface, figures)
        theme.panel(surface, CHART.inflate(24, 56).move(0, -10))
        theme.blit_text(surface, tr("stats.chart").upper(), (CHART.x, CHART.y - 30), theme.SMALL, theme.GOLD)
        draw_line_chart(surface, CHART, self.series, baseline=STARTING_BANKROLL, empty=tr("stats.chart.empty"))
        self._returns(surface, pygame.Rect(458, 470, 420, 170))
        self._trainer(surface, figures, pygame.Rect(902, 470, 350, 170))
        for button in self.buttons:
            button.draw(surface)

    def _tiles(self, surface: pygame.Surface, figures: Lifetime) -> None:
        tiles = [
            (tr("stats.bankroll"), chips(figures.bankroll), theme.GOLD),
            (tr("stats.hands"), chips(figures.hands_played), theme.CREAM),
            (tr("stats.net"), signed(figures.net), theme.result_color(figures.net)),
            (tr("stats.returned"), percent(figures.observed_return), theme.CREAM),
            (
                tr("stats.record"),
                tr(
                    "stats.record.value",
                    won=chips(figures.wins),
                    lost=chips(figures.losses),
                    pushed=chips(figures.pushes),
                ),
                theme.CREAM,
            ),
            (tr("stats.biggest"), signed(figures.biggest_win), theme.WIN if figures.biggest_win else theme.CREAM),
        ]
        for index, (label, value, color) in enumerate(tiles):
            rect = pygame.Rect(40, 112 + index * 88, 390, 78)
            theme.panel(surface, rect)
            theme.blit_text(surface, label.upper(), (rect.x + 18, rect.y + 14), theme.TINY, theme.DIM)
            theme.blit_text(surface, value, (rect.x + 18, rect.y + 34), theme.LARGE, color)
        if figures.interrupted:
            theme.blit_text(
                surface,
                trn("stats.refunded", figures.interrupted, count=number(figures.interrupted)),
                (40, 642),
                theme.TINY,
                theme.DIM,
            )

    def _returns(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        theme.panel(surface, rect)
        paytable = self.app.tables.current
        table = self.table_figures
        theme.blit_text(
            surface, tr("stats.returns", name=paytable.name).upper(), (rect.x + 18, rect.y + 14), theme.TINY, theme.DIM
        )
        ante_theory = self.theory.ante.house_edge if self.theory is not None else None
        bonus_theory = self.theory.pair_bonus.house_edge if self.theory is not None else None
        bonus_seen = table.pair_bonus_return() if table else None
        rows = [
            (
                tr("stats.ante_game"),
                table.ante_game_net_per_ante() if table else None,
                None if ante_theory is None else -ante_theory,
                True,
            ),
            (  # net per chip, like the Ante game's line beside it
                tr("stats.pair_bonus"),
                None if bonus_seen is None else bonus_seen - 1,
                None if bonus_theory is None else -bonus_theory,
                True,
            ),
        ]
        theme.blit_text(
            surface, tr("stats.observed"), (rect.right - 130, rect.y + 40), theme.TINY, theme.MUTED, anchor="topright"
        )
        theme.blit_text(
            surface, tr("stats.theory"), (rect.right - 18, rect.y + 40), theme.TINY, theme.MUTED, anchor="topright"
        )
        for index, (label, observed, theory, signed_rate) in enumerate(rows):
            y = rect.y + 64 + index * 44
            theme.blit_text(surface, label, (rect.x + 18, y), theme.SMALL, theme.CREAM)
            theme.blit_text(
                surface,
                percent(observed, sign=signed_rate),
                (rect.right - 130, y),
                theme.BODY,
                theme.CREAM,
                anchor="topright",
            )
            theme.blit_text(
                surface,
                percent(theory, sign=signed_rate),
                (rect.right - 18, y),
                theme.BODY,
                theme.GOLD,
                anchor="topright",
            )
        note = tr("stats.returns.note")
        theme.blit_fitted(surface, note, (rect.x + 18, rect.bottom - 26), rect.width - 36, theme.TINY, theme.DIM)

    def _trainer(self, surface: pygame.Surface, figures: Lifetime, rect: pygame.Rect) -> None:
        theme.panel(surface, rect)
        theme.blit_text(surface, tr("stats.trainer").upper(), (rect.x + 18, rect.y + 14), theme.TINY, theme.DIM)
        if not figures.decisions:
            theme.blit_paragraph(
                surface, tr("stats.trainer.none"), rect.inflate(-36, -60).move(0, 10), theme.SMALL, theme.MUTED
            )
            return
        accuracy = theme.blit_text(
            surface, percent(figures.accuracy, 1), (rect.x + 18, rect.y + 36), theme.HEADING, theme.GOLD
        )
        theme.blit_text(
            surface,
            tr("stats.trainer.accuracy"),
            (accuracy.right + 12, accuracy.bottom - 6),
            theme.TINY,
            theme.MUTED,
            anchor="bottomleft",
        )
        theme.blit_text(
            surface,
            tr("stats.trainer.count", right=chips(figures.correct), total=chips(figures.decisions)),
            (rect.x + 18, rect.y + 96),
            theme.SMALL,
            theme.CREAM,
        )
        theme.blit_text(
            surface,
            tr("stats.trainer.cost", mistakes=chips(figures.mistakes), cost=fixed(figures.mistake_cost, 2)),
            (rect.x + 18, rect.y + 124),
            theme.SMALL,
            theme.MUTED,
        )
