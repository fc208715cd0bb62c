"""What differs between the Brag games played at a pub table.

A variant says how many cards are dealt, how many are thrown away on looking, how many community
cards lie in the middle (Bastard Brag), and how two hands are compared at the end. The table asks
the variant rather than testing names.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from casino_brag.engine.bestof import best_three
from casino_brag.engine.cards import Card
from casino_brag.engine.hands import HandValue, Ranking
from casino_brag.engine.pub.rules import HouseRules
from casino_brag.engine.pub.seats import Holding


@dataclass(frozen=True)
class Showing:
    """A hand as it is shown: its value, the three that count, the discards and the player's own cards."""

    value: HandValue
    cards: tuple[Card, ...]
    discards: tuple[Card, ...]
    own: tuple[Card, ...]


@dataclass(frozen=True)
class Variant:
    """How one game deals and compares hands.

    Three-, Four- and Five-Card Brag have one betting round and play the best three of a player's
    own cards. Bastard Brag (`community` > 0) turns the community cards one at a time with a
    betting round before the first and after each, and plays the best three of a player's own
    cards and the community cards; `wild_twos` makes every 2 wild, and `look_from_round` is the
    first betting round in which players may look (the last one in Blind Bastard).
    """

    name: str
    dealt: int
    discards: int
    discard_breaks_ties: bool
    ranking: Ranking
    community: int = 0
    wild_twos: bool = False
    look_from_round: int = 1

    @property
    def rounds(self) -> int:
        """Betting rounds in a hand."""
        return self.community + 1

    def show(self, holding: Holding, board: Sequence[Card] = ()) -> Showing:
        """The hand `holding` plays, with the community cards `board` in Bastard Brag.

        In Bastard Brag the discards shown are none (a Stud Bastard discard stays face down), and
        among equally good threes the one using most of the player's own cards is shown.
        """
        if not self.community:
            value, cards, discards = holding.best(self.ranking)
            return Showing(value, cards, discards, holding.kept or holding.cards)
        own = holding.kept if holding.kept is not None else holding.cards
        best = best_three((*own, *board), self.ranking, self.wild_twos, own=len(own))
        return Showing(best.value, best.cards, (), own)

    def strength(self, holding: Holding, board: Sequence[Card] = ()) -> tuple[int, ...]:
        """A key that orders hands at a showdown; equal keys are a tie.

        In Four-Card Brag the discarded card breaks a tie between equal hands. In Bastard Brag
        with wild twos, of two equal hands the one with fewer wild cards wins.
        """
        if self.community:
            own = holding.kept if holding.kept is not None else holding.cards
            return (best_three((*own, *board), self.ranking, self.wild_twos).strength,)
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
        community=rules.community,
        wild_twos=rules.wild_twos,
        look_from_round=rules.betting_rounds if rules.blind_bastard else 1,
    )
