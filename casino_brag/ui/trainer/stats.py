"""The pub trainer's statistics: accuracy and cost per hand over every hand kept, the accuracy
over time, and the recent hands (opened from Statistics with P)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from casino_brag.save.pub_trainer import TrainerRecord, trainer_record
from casino_brag.ui.core import theme
from casino_brag.ui.core.scene import Scene
from casino_brag.ui.core.text import chips, fixed, percent, tr
from casino_brag.ui.widgets import backdrop
from casino_brag.ui.widgets.button import Button
from casino_brag.ui.widgets.chart import draw_line_chart

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services

CHART = pygame.Rect(470, 130, 770, 300)


class TrainerStatsScene(Scene):
    def __init__(self, app: Services) -> None:
        self.app = app
        self.record = TrainerRecord(())
        self.back = Button(pygame.Rect(40, 660, 150, 42), tr("common.back"), self.close, key_label="Esc")

    def enter(self) -> None:
        self.record = trainer_record(self.app.store)

    def close(self) -> None:
        self.app.pop(self)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        self.back.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        backdrop.draw_felt(surface, self.app)
        theme.blit_text(surface, tr("pubtrainer.stats.title"), (40, 40), theme.HEADING, theme.GOLD, shadow=True)
        record = self.record
        cost = record.cost_per_hand
        tiles = [
            (tr("pubtrainer.stats.hands"), chips(len(record.hands))),
            (tr("pubtrainer.stats.accuracy"), percent(record.accuracy, 1)),
            (tr("pubtrainer.stats.cost"), "-" if cost is None else fixed(cost, 2)),
            (tr("pubtrainer.stats.ungraded"), chips(record.ungraded)),
        ]
        for index, (label, value) in enumerate(tiles):
            rect = pygame.Rect(40, 112 + index * 88, 390, 78)
            theme.panel(surface, rect)
            theme.blit_text(surface, label.upper(), (rect.x + 18, rect.y + 14), theme.TINY, theme.DIM)
            theme.blit_text(surface, value, (rect.x + 18, rect.y + 34), theme.LARGE, theme.GOLD)
        theme.panel(surface, CHART.inflate(24, 56).move(0, -10))
        theme.blit_text(surface, tr("pubtrainer.stats.chart").upper(), (CHART.x, CHART.y - 30), theme.SMALL, theme.GOLD)
        draw_line_chart(surface, CHART, record.running_accuracy(), baseline=0, empty=tr("pubtrainer.stats.empty"))
        recent = pygame.Rect(458, 470, 794, 170)
        theme.panel(surface, recent)
        theme.blit_text(
            surface, tr("pubtrainer.stats.recent").upper(), (recent.x + 18, recent.y + 14), theme.TINY, theme.DIM
        )
        for index, hand in enumerate(record.hands[::-1][:8]):
            column, row = divmod(index, 4)
            words = tr("pubtrainer.stats.row", right=hand.right, total=hand.decisions, cost=fixed(hand.cost, 2))
            at = (recent.x + 18 + column * 390, recent.y + 42 + row * 30)
            theme.blit_fitted(surface, words, at, 370, theme.SMALL, theme.CREAM)
        self.back.draw(surface)
