"""What a watcher sees of Single-Stake Brag: its bets, the cards picked up once the dealer's stake is
down, a stake nobody met, and a tie settled for the first bettor."""

from __future__ import annotations

from dataclasses import dataclass

from casino_brag.engine.cards import Card
from casino_brag.engine.pub.actions import HandName
from casino_brag.engine.pub.events import BetPlaced, Event, PrivateEvent


@dataclass(frozen=True)
class StakeBet(BetPlaced):
    """A bet of Single-Stake Brag: the dealer's stake (`opening`), meeting the stake or raising it.
    `amount` is the chips put in now and `stake` what everyone still in must have put in after it."""

    opening: bool = False


@dataclass(frozen=True)
class HandPickedUp(PrivateEvent):
    """`seat` picked up its cards once the dealer's stake was down; only that seat learns them."""

    seat: int
    cards: tuple[Card, ...] | None
    hand: HandName = "new"


@dataclass(frozen=True)
class StakeUnmet(Event):
    """Nobody met the dealer's stake: the dealer takes back `stake` and one ante from each player,
    `antes` in all."""

    dealer: int
    stake: int
    antes: int


@dataclass(frozen=True)
class FirstBettorWins(Event):
    """The best hands at the showdown were equal in every way (`tied`); `seat`, who bet first of
    them, takes the pot."""

    seat: int
    tied: tuple[int, ...]
