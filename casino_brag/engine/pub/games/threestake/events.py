"""What a watcher sees of Three-Stake Brag: the cards turned up, the draw towards 31 and each stake won."""

from __future__ import annotations

from dataclasses import dataclass

from casino_brag.engine.cards import Card
from casino_brag.engine.pub.actions import Action
from casino_brag.engine.pub.events import Event


@dataclass(frozen=True)
class CardsTurnedUp(Event):
    """`seat`'s cards laid face up: the third card at the deal, the other two before the draw to 31."""

    seat: int
    cards: tuple[Card, ...]
    count: int
    """The seat's count towards 31 with every card it has turned up so far."""


@dataclass(frozen=True)
class CardDrawn(Event):
    """`seat` drew `card` face up towards 31, making `count` (over 31: out)."""

    seat: int
    card: Card
    count: int

    def decision(self) -> tuple[int, Action]:
        """The action this draw records, for replaying it."""
        return self.seat, Action("draw")


@dataclass(frozen=True)
class Stood(Event):
    """`seat` drew no more, standing on `count`."""

    seat: int
    count: int

    def decision(self) -> tuple[int, Action]:
        """The action this stand records, for replaying it."""
        return self.seat, Action("stand")


@dataclass(frozen=True)
class StakeWon(Event):
    """Stake `number` (1 the face-up card, 2 the brag, 3 the 31) went to `seats`, `amount` in all.

    `how` says why in a few words, e.g. "best face-up card K♠", "exactly 31", "nearest 31 (29)",
    "a tie on 28, shared", "everyone over 31, shared"."""

    number: int
    seats: tuple[int, ...]
    amount: int
    how: str
