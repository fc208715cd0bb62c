"""A player at the table: chips, the cards in front of them, and where they stand in the hand."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from casino_brag.engine.cards import Card
from casino_brag.engine.hands import HandValue, Ranking, best_hand, evaluate
from casino_brag.engine.pub.actions import HandName


@dataclass
class Holding:
    """One set of cards face down in front of a player.

    `kept` and `discards` are set when a player who looked in Four- or Five-Card Brag has thrown
    cards away; until then (and always for a blind player) the best three count.
    """

    cards: tuple[Card, ...]
    seen: bool = False
    kept: tuple[Card, ...] | None = None
    discards: tuple[Card, ...] = ()

    def best(self, ranking: Ranking) -> tuple[HandValue, tuple[Card, ...], tuple[Card, ...]]:
        """(value, the three that count, the cards set aside)."""
        if self.kept is not None:
            return evaluate(self.kept, ranking), self.kept, self.discards
        if len(self.cards) == 3:
            return evaluate(self.cards, ranking), self.cards, ()
        best = best_hand(self.cards, ranking)
        return best.value, best.cards, best.discards


Status = Literal["out", "blind", "open", "folded", "covered"]


@dataclass
class SeatState:
    """Everything the table tracks about one seat."""

    name: str
    chips: int
    in_hand: bool = False
    folded: bool = False
    covered: bool = False
    open: bool = False
    holdings: dict[HandName, Holding] = field(default_factory=dict)
    pending: Literal["discard", "keep"] | None = None
    looking_at: HandName | None = None
    put_in: int = 0

    @property
    def active(self) -> bool:
        """Still in the hand (not folded), whether betting or covered."""
        return self.in_hand and not self.folded

    @property
    def betting(self) -> bool:
        """Still in the hand with chips behind: the betting goes round these players."""
        return self.in_hand and not self.folded and not self.covered

    @property
    def status(self) -> Status:
        if not self.in_hand:
            return "out"
        if self.folded:
            return "folded"
        if self.covered:
            return "covered"
        return "open" if self.open else "blind"

    def playing_holding(self) -> tuple[HandName, Holding]:
        """The hand that counts at a showdown. Of two hands still both unseen, the retained one plays."""
        if "retained" in self.holdings:
            return "retained", self.holdings["retained"]
        return "new", self.holdings["new"]

    def reset_for_hand(self) -> None:
        self.in_hand = True
        self.folded = False
        self.covered = False
        self.open = False
        self.pending = None
        self.looking_at = None
        self.put_in = 0
