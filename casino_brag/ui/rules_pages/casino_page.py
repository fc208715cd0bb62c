"""The Casino Brag rules page: the rules in brief, then three worked rounds drawn with chips. Each
round is settled by the engine with the paytable the table uses, so the piles show what that
table pays: the stake on each bet, and what comes back (winnings in gold, a push returned, a
loss taken)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from casino_brag.engine.cards import parse_cards
from casino_brag.engine.casino.settlement import Bet, Result, Settlement, settle
from casino_brag.engine.hands import evaluate
from casino_brag.ui.casino.session import break_into_chips
from casino_brag.ui.core import theme
from casino_brag.ui.core.text import chips, hand_name, odds_text, signed, tr
from casino_brag.ui.rules_pages.strip import draw_strip, picked, strip_rects
from casino_brag.ui.widgets import sprites
from casino_brag.ui.widgets.chips import draw_stack

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services

PARTS = ("rules", "payouts")
ANTE, PAIR_BONUS = 10, 5
ROUNDS = (
    ("win", "7h 8s 9d", "Qc 6d 4s", True),
    ("not_qualify", "Kc 8d 3h", "Jc 9s 2d", True),
    ("lose", "5c 5d 9h", "Ac Ad 7s", True),
)
"""The worked rounds: (name, your cards, the dealer's, whether you play)."""
BETS = (Bet.ANTE, Bet.PLAY, Bet.ANTE_BONUS, Bet.PAIR_BONUS)
CARD = (40, 56)


class CasinoPage:
    def __init__(self, app: Services, body: pygame.Rect) -> None:
        self.app = app
        self.body = body
        self.part = 0
        self.strip = strip_rects(body, len(PARTS))

    def key(self, key: int) -> bool:
        """Left / Right (or Up / Down) move between the parts; False past either end."""
        step = {pygame.K_RIGHT: 1, pygame.K_DOWN: 1, pygame.K_LEFT: -1, pygame.K_UP: -1}.get(key)
        if step is None or not 0 <= self.part + step < len(PARTS):
            return False
        self.part += step
        return True

    def click(self, pos: tuple[int, int]) -> bool:
        index = picked(self.strip, pos)
        if index is not None:
            self.part = index
        return index is not None

    def settlements(self) -> list[Settlement]:
        paytable = self.app.tables.current
        ante = max(paytable.limits.min_ante, min(ANTE, paytable.limits.max_ante))
        bonus = min(PAIR_BONUS, paytable.limits.max_pair_bonus)
        return [
            settle(paytable, evaluate(parse_cards(mine)), evaluate(parse_cards(dealer)), played, ante, bonus)
            for _, mine, dealer, played in ROUNDS
        ]

    def draw(self, surface: pygame.Surface, text_page: Callable[[pygame.Surface], object]) -> None:
        if self.part == 0:
            text_page(surface)
        else:
            width = (self.body.width - 48) // len(ROUNDS)
            for index, settled in enumerate(self.settlements()):
                box = pygame.Rect(self.body.x + 24 + index * width, self.body.y + 8, width - 16, self.body.height - 60)
                self._round(surface, box, ROUNDS[index], settled)
        draw_strip(surface, self.strip, [tr(f"rules.casino_part.{part}") for part in PARTS], self.part)

    def _round(
        self, surface: pygame.Surface, box: pygame.Rect, worked: tuple[str, str, str, bool], settled: Settlement
    ) -> None:
        surface.blit(theme.rounded(box.size, 12, (255, 255, 255, 14), (226, 186, 92, 70), 1), box)
        name, mine, dealer, _ = worked
        theme.blit_fitted(
            surface, tr(f"rules.worked.{name}"), (box.x + 14, box.y + 10), box.width - 28, theme.BODY, theme.GOLD
        )
        for column, (label, cards, value) in enumerate(
            ((tr("history.you"), mine, settled.player), (tr("history.dealer"), dealer, settled.dealer))
        ):
            x = box.x + 14 + column * (box.width - 28) // 2
            half = (box.width - 28) // 2 - 8
            theme.blit_fitted(surface, label, (x, box.y + 40), half, theme.TINY, theme.MUTED)
            for n, card in enumerate(parse_cards(cards)):
                sprites.draw_card_at(surface, self.app, card, pygame.Rect(x + n * 26, box.y + 60, *CARD))
            theme.blit_fitted(surface, hand_name(value), (x, box.y + 122), half, theme.TINY, theme.CREAM)
        for row, bet in enumerate(BETS):
            line = settled.line(bet)
            y = box.y + 152 + row * 56
            theme.blit_fitted(surface, tr(f"bet.{bet.value}"), (box.x + 14, y), 110, theme.SMALL, theme.CREAM)
            if line is None or line.result is Result.NONE:
                theme.blit_fitted(surface, tr("rules.worked.none"), (box.x + 14, y + 22), 110, theme.TINY, theme.DIM)
                continue
            if bet is not Bet.ANTE_BONUS:
                draw_stack(surface, self.app, break_into_chips(line.stake), (box.x + 160, y + 34), 28)
                theme.blit_text(surface, chips(line.stake), (box.x + 184, y + 24), theme.TINY, theme.MUTED)
            won = line.net if line.result is Result.WIN else 0
            if won:
                draw_stack(surface, self.app, break_into_chips(won), (box.right - 130, y + 34), 28)
            words, color = self._result(line.result, line.odds, line.net)
            theme.blit_fitted(surface, words, (box.right - 14, y + 4), 96, theme.SMALL, color, anchor="topright")
        net = tr("rules.worked.net", net=signed(settled.net))
        theme.blit_fitted(
            surface, net, (box.x + 14, box.bottom - 28), box.width - 28, theme.SMALL, theme.result_color(settled.net)
        )

    @staticmethod
    def _result(result: Result, odds: object, net: int) -> tuple[str, theme.Color]:
        if result is Result.WIN:
            return f"{signed(net)} ({odds_text(odds)})", theme.WIN
        if result is Result.PUSH:
            return tr("rules.worked.push"), theme.PUSH
        return tr("rules.worked.lost", net=signed(net)), theme.LOSS
