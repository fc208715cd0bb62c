"""How a hand and a session ended: typed outcomes rather than loose tuples."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..cards import Card
from ..hands import HandValue

HowWon = Literal["fold", "see", "cover"]
"""fold: everyone else folded; see: two players and one paid to see; cover: betting ended because
at most one player with chips was left against players who had covered the pot."""


@dataclass(frozen=True)
class PotAward:
    pot: int
    seat: int
    amount: int


@dataclass(frozen=True)
class ShownHand:
    seat: int
    cards: tuple[Card, ...]
    discards: tuple[Card, ...]
    value: HandValue


@dataclass(frozen=True)
class HandResult:
    """The end of one hand.

    `winner` took the main pot (the first one, which every player still in contested); `how` is
    "fold", "see" or "cover"; `awards` lists every pot paid. `shown` maps each seat whose hand was
    turned face up to its three counting cards, in the order shown (empty when the last player
    standing won unseen), and `showdown` gives the details: values and Four-Card discards. After
    a see, `seer` paid to see `seen`.
    """

    number: int
    winner: int
    how: HowWon
    awards: tuple[PotAward, ...]
    showdown: tuple[ShownHand, ...]
    seer: int | None = None
    seen: int | None = None

    @property
    def shown(self) -> dict[int, tuple[Card, ...]]:
        return {s.seat: s.cards for s in self.showdown}

    @property
    def values(self) -> dict[int, HandValue]:
        """The value of each shown hand, by seat."""
        return {s.seat: s.value for s in self.showdown}

    @property
    def winnings(self) -> dict[int, int]:
        """Chips won by each seat that won something."""
        won: dict[int, int] = {}
        for award in self.awards:
            won[award.seat] = won.get(award.seat, 0) + award.amount
        return won


@dataclass(frozen=True)
class Standing:
    """One line of the session table: `place` 1 is the leader; equal chips share a place."""

    place: int
    seat: int
    name: str
    chips: int
    net: int
