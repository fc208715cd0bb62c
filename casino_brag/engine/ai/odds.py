"""What every strength model answers in: card masks, the odds of one hand against one unknown
holding, and the `StrengthModel` protocol the decisions ask.

Shared by the traditional games' model (`strength`) and Bastard Brag's (`bastard.strength`), so
neither needs the other.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from casino_brag.engine.cards import FULL_DECK, JOKERS, Card
from casino_brag.engine.hands import Ranking
from casino_brag.engine.records import quick_init

ALL_CARDS_MASK = (1 << 52) - 1


def card_mask(cards: Iterable[Card]) -> int:
    """The 52-bit mask of some cards."""
    mask = 0
    for c in cards:
        mask |= c.bit
    return mask


def mask_cards(mask: int) -> tuple[Card, ...]:
    """The cards of a mask, lowest index first (bits 52 and 53: the jokers of a 54-card pack)."""
    return tuple(c for c in (FULL_DECK + JOKERS if mask >> 52 else FULL_DECK) if mask & c.bit)


@quick_init
@dataclass(frozen=True)
class Odds:
    """My counting hand against one unknown holding, counted exactly (or over samples).

    Of `holdings` equally likely holdings, `worse` lose to mine and `ties` equal it. A tie at a
    see goes to the player seen, so the seer wins only the `worse` ones.
    """

    holdings: int
    worse: int
    ties: int

    def win(self, seer: bool) -> float:
        """P(win) against a holding drawn uniformly (a half when nothing fits what is known)."""
        if self.holdings == 0:
            return 0.5
        return (self.worse if seer else self.worse + self.ties) / self.holdings

    def win_against_top(self, fraction: float, seer: bool) -> float:
        """P(win) against a holding drawn from the best `fraction` of the possible holdings.

        A player who bets after looking keeps roughly the top part of what they might hold, so
        this is the chance against a range. Mine beats a range hand only where the range reaches
        down below my hand: of its f·N hands, all but the N - worse that are not worse than mine.
        """
        n = self.holdings
        if n == 0:
            return 0.5
        top = max(fraction, 1e-6) * n
        beaten = self.worse if seer else self.worse + self.ties
        return min(1.0, max(0.0, (top - (n - beaten)) / top))


class StrengthModel(Protocol):
    """What the decision logic asks of a game's hand strength."""

    ranking: Ranking
    dealt: int

    def counting_score(self, cards: Sequence[Card]) -> int:
        """The comparison score of the best three of `cards` (3 or more)."""
        ...

    def percentile(self, score: int) -> float:
        """The share of all possible holdings that `score` beats (ties count half)."""
        ...

    def odds(self, score: int, dead: int, pinned: int = 0) -> Odds:
        """`score` against one holding of `pinned` cards plus cards drawn from outside `dead`.

        `dead` is every card known to be elsewhere (the seat's own, those it saw shown or
        remembers in the pack); `pinned` are cards known to be in this opponent's hand.
        """
        ...
