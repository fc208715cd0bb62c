"""What a watcher sees of Three-Stake Brag: the cards turned up, the draw towards 31 and each stake won."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from casino_brag.engine.cards import Card
from casino_brag.engine.pub.actions import Action
from casino_brag.engine.pub.events import Event


@dataclass(frozen=True)
class CardsTurnedUp(Event):
    """`seat`'s cards lying face up: the third card at the deal, all three before the draw to 31."""

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


StakeHow = Literal["face-up card", "folded", "best hand", "exactly 31", "nearest 31", "tie", "all over"]
"""Why a stake went where it did: stake 1 to the best face-up card; stake 2 when the others folded
or to the best hand; stake 3 for exactly 31, nearest 31, a tie shared, or shared by all when
everyone went over."""


@dataclass(frozen=True)
class StakeWon(Event):
    """Stake `number` (1 the face-up card, 2 the brag, 3 the 31) went to `seats`, `amount` in all;
    `card` is the winning face-up card (stake 1), `count` the winning count (stake 3)."""

    number: int
    seats: tuple[int, ...]
    amount: int
    how: StakeHow
    card: Card | None = None
    count: int | None = None
