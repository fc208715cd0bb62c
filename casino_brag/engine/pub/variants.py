"""What differs between the Brag games played at a pub table.

A variant says how many cards are dealt, how many are thrown away on looking and how two hands
are compared at the end. The table asks the variant rather than testing names, so a further game
(such as Bastard Brag, with community cards and several betting rounds that end once every player
has answered the stake, see `BettingRound.answered`) is added as another `Variant`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..hands import Ranking
from .rules import HouseRules
from .seats import Holding


@dataclass(frozen=True)
class Variant:
    """Three-, Four- or Five-Card Brag: one betting round, best three cards, discards on looking."""

    name: str
    dealt: int
    discards: int
    discard_breaks_ties: bool
    ranking: Ranking

    def strength(self, holding: Holding) -> tuple[int, ...]:
        """A key that orders hands at a showdown; equal keys are a tie, won by the seen player.

        In Four-Card Brag the discarded card breaks a tie between equal hands.
        """
        value, _cards, discards = holding.best(self.ranking)
        if self.discard_breaks_ties:
            return (value.score, *sorted((int(c.rank) for c in discards), reverse=True))
        return (value.score,)


def variant_for(rules: HouseRules) -> Variant:
    return Variant(
        name=rules.variant,
        dealt=rules.cards_dealt,
        discards=rules.discards,
        discard_breaks_ties=rules.variant == "four-card",
        ranking=rules.ranking,
    )
