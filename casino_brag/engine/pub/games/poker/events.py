"""What a watcher sees of 3 Card Brag Poker: the blinds, each round's bets, and the draw."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from casino_brag.engine.cards import Card
from casino_brag.engine.pub.actions import Action
from casino_brag.engine.pub.events import Event, PrivateEvent


@dataclass(frozen=True)
class BlindPosted(Event):
    """`seat` posted the small or the big blind before any card was looked at; `all_in` when
    that took the last of its chips."""

    seat: int
    amount: int
    big: bool
    all_in: bool = False


@dataclass(frozen=True)
class LimitRoundStarted(Event):
    """Betting round `round` (1 before the draw, 2 after it) begins: bets and raises are `size`
    chips, and `first` acts first."""

    round: int
    size: int
    first: int


class PokerDecision(Event):
    """A player's decision in 3 Card Brag Poker, replayed from its event."""

    seat: int

    def decision(self) -> tuple[int, Action]:
        raise NotImplementedError


@dataclass(frozen=True)
class Checked(PokerDecision):
    """`seat` had nothing to call and bet nothing."""

    seat: int

    def decision(self) -> tuple[int, Action]:
        return self.seat, Action("check")


@dataclass(frozen=True)
class Called(PokerDecision):
    """`seat` matched the stake `level` for `cost` chips: half price while `blind`; `all_in`
    when those were its last chips (and perhaps fewer than the price)."""

    seat: int
    cost: int
    blind: bool
    level: int
    all_in: bool = False

    def decision(self) -> tuple[int, Action]:
        return self.seat, Action("call")


@dataclass(frozen=True)
class Raised(PokerDecision):
    """`seat` bet (the first bet of a round) or raised for `cost` chips, taking the stake to
    `level`; `raises` counts the raises of this round so far."""

    seat: int
    kind: Literal["bet", "raise"]
    cost: int
    level: int
    raises: int

    def decision(self) -> tuple[int, Action]:
        return self.seat, Action.bet(self.cost) if self.kind == "bet" else Action("raise")


@dataclass(frozen=True)
class DrawStarted(Event):
    """The first betting round is over: each player still in may now change 0 to 3 cards,
    `first` first."""

    first: int


@dataclass(frozen=True)
class Drew(PrivateEvent, PokerDecision):
    """`seat` threw `count` cards under the pack and drew as many from the top. Only the player
    knows which: `discarded`, `drawn`, and the three it now holds (`cards`)."""

    seat: int
    count: int
    discarded: tuple[Card, ...] | None
    drawn: tuple[Card, ...] | None
    cards: tuple[Card, ...] | None
    hidden = ("discarded", "drawn", "cards")

    def decision(self) -> tuple[int, Action]:
        assert self.discarded is not None, "a redacted draw replays nothing"
        return self.seat, Action.discard(self.discarded)
