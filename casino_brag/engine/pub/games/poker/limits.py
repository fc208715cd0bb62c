"""Fixed-limit betting in 3 Card Brag Poker: the blinds, the bet size of each round, the raise
cap, and what each choice costs a player.

Everything is in chips. The stake of a round (`level`) is what every player still betting must
have matched; a player's `matched` is how much of it they have. A blind player (one who has not
looked) calls at half price, rounded up, but is then counted as having matched the stake in
full; bets and raises cost everyone the full amount.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from casino_brag.engine.pub.betting import half_up

RAISE_CAP = 3
"""Raises allowed in a round while more than two players are in the hand."""


def blinds(ante: int) -> tuple[int, int]:
    """The small and the big blind: the ante and twice the ante (at least one chip each)."""
    small = max(1, ante)
    return small, 2 * small


def bet_size(ante: int, round: int) -> int:
    """Bets and raises: twice the big blind in the first round, twice that after the draw."""
    return 2 * blinds(ante)[1] * (2 if round == 2 else 1)


@dataclass
class LimitRound:
    """One betting round: the stake, who has matched how much, the raises, and who has acted."""

    number: int
    size: int
    level: int = 0
    raises: int = 0
    matched: dict[int, int] = field(default_factory=dict)
    acted: set[int] = field(default_factory=set)
    """Seats that have acted since the stake last rose (a blind posted is not acting)."""

    def owed(self, seat: int) -> int:
        """The part of the stake `seat` has still to match."""
        return self.level - self.matched.get(seat, 0)

    def price(self, seat: int, blind: bool) -> int:
        """What a call costs `seat`: the part owed, or half of it (rounded up) while blind."""
        owed = self.owed(seat)
        return half_up(owed) if blind else owed

    def may_raise(self, in_hand: int) -> bool:
        """Whether the stake may rise again: always with two players in, else up to the cap."""
        return in_hand <= 2 or self.raises < RAISE_CAP

    def raise_cost(self, seat: int) -> int:
        """A bet or raise at full price: what is owed, and the round's bet size on top."""
        return self.owed(seat) + self.size

    def called(self, seat: int) -> None:
        self.matched[seat] = self.level
        self.acted.add(seat)

    def part_called(self, seat: int, chips: int, blind: bool) -> None:
        """`seat` called all in with fewer chips than the price: it matched what they pay for."""
        self.matched[seat] = self.matched.get(seat, 0) + (2 * chips if blind else chips)
        self.acted.add(seat)

    def raised(self, seat: int) -> None:
        if self.level:
            self.raises += 1
        self.level += self.size
        self.matched[seat] = self.level
        self.acted = {seat}

    def posted(self, seat: int, amount: int) -> None:
        """A blind posted: the stake rises to it, but the poster has not yet acted."""
        self.matched[seat] = amount
        self.level = max(self.level, amount)

    def over(self, bettors: tuple[int, ...]) -> bool:
        """Whether every player still betting has acted and matched the stake."""
        return all(s in self.acted and self.owed(s) <= 0 for s in bettors)
