"""What a watcher sees of an arranged game: the declarations, each comparison and a carried pot."""

from __future__ import annotations

from dataclasses import dataclass

from casino_brag.engine.cards import Card
from casino_brag.engine.hands import HandValue
from casino_brag.engine.pub.actions import Action
from casino_brag.engine.pub.events import Event, PrivateEvent


@dataclass(frozen=True)
class HandsArranged(PrivateEvent):
    """A player declared the order of their hands, face down: the others learn only that they did.

    `cards` are every card dealt in the declared order (hands of three, then the discards)."""

    seat: int
    cards: tuple[Card, ...] | None

    def decision(self) -> tuple[int, Action]:
        """The action this declaration records, for replaying it."""
        assert self.cards is not None, "a redacted declaration replays nothing"
        return self.seat, Action.arrange(self.cards)


@dataclass(frozen=True)
class ComparisonHandShown(Event):
    """In comparison `number` (1 first), `seat` turned over that hand."""

    number: int
    seat: int
    cards: tuple[Card, ...]
    value: HandValue


@dataclass(frozen=True)
class ComparisonWon(Event):
    """The best hand of comparison `number`: `seats` holds one seat, or several with identical hands."""

    number: int
    seats: tuple[int, ...]


@dataclass(frozen=True)
class PotCarried(Event):
    """Nobody won every comparison: `amount` stays in the middle for the next deal."""

    amount: int
