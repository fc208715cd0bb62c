"""Style statistics: how a player actually played, counted from what everyone at the table saw.

These are the figures that tell the characters apart: how often a player bets blind, looks,
folds, raises and pays to see, how big their bets are, and how often they win the pot.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, fields

from casino_brag.engine.ai.poker.tally import POKER_KINDS, tally_poker
from casino_brag.engine.pub.events import (
    AntePaid,
    BetPlaced,
    Covered,
    Event,
    Folded,
    HandEnded,
    HandStarted,
    Looked,
    Saw,
)
from casino_brag.engine.pub.games.single.events import StakeBet


@dataclass
class StyleCounts:
    """Raw counts for one player; `rates()` turns them into the published statistics."""

    hands: int = 0
    blind_hands: int = 0
    looked_hands: int = 0
    folded_hands: int = 0
    sees: int = 0
    bets: int = 0
    raises: int = 0
    staked: int = 0
    """The sum of every bet in open terms (a blind bet counts double), for the average stake."""
    put_in: int = 0
    won_hands: int = 0

    def merge(self, other: StyleCounts) -> None:
        for f in fields(self):
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))

    def rates(self) -> dict[str, float]:
        """The style statistics: shares of hands dealt, except where named per bet."""
        hands = max(1, self.hands)
        return {
            "hands": self.hands,
            "blind_play_rate": self.blind_hands / hands,
            "look_rate": self.looked_hands / hands,
            "fold_rate": self.folded_hands / hands,
            "see_rate": self.sees / hands,
            "raise_rate": self.raises / max(1, self.bets),
            "average_stake": self.staked / max(1, self.bets),
            "chips_in_per_hand": self.put_in / hands,
            "win_rate": self.won_hands / hands,
        }


class StyleTally:
    """Counts per seat over a session, from spectator events."""

    KINDS = (
        frozenset({HandStarted, BetPlaced, StakeBet, AntePaid, Looked, Folded, Saw, Covered, HandEnded}) | POKER_KINDS
    )
    """The kinds of event the tally counts."""

    def __init__(self, seats: int) -> None:
        self.counts = [StyleCounts() for _ in range(seats)]
        self._blind: set[int] = set()
        self._looked: set[int] = set()

    def observe(self, events: Iterable[Event]) -> None:
        counts = self.counts
        for e in events:
            kind = type(e)
            if kind is HandStarted:
                assert isinstance(e, HandStarted)
                self._blind.clear()
                self._looked.clear()
                for seat in e.seats:
                    counts[seat].hands += 1
            elif kind is BetPlaced or kind is StakeBet:  # Single-Stake Brag's bets count alike
                assert isinstance(e, BetPlaced)
                c = counts[e.seat]
                c.bets += 1
                c.raises += int(e.raised)
                c.staked += 2 * e.amount if e.blind else e.amount
                c.put_in += e.amount
                if e.blind and e.seat not in self._blind:
                    self._blind.add(e.seat)
                    c.blind_hands += 1
            elif kind is AntePaid:
                assert isinstance(e, AntePaid)
                counts[e.seat].put_in += e.amount
            elif kind is Looked:
                assert isinstance(e, Looked)
                if e.seat not in self._looked:
                    self._looked.add(e.seat)
                    counts[e.seat].looked_hands += 1
            elif kind is Folded:
                assert isinstance(e, Folded)
                if e.hand is None:
                    counts[e.seat].folded_hands += 1
            elif kind is Saw:
                assert isinstance(e, Saw)
                counts[e.seer].sees += 1
                counts[e.seer].put_in += e.cost
            elif kind is Covered:
                assert isinstance(e, Covered)
                counts[e.seat].put_in += e.amount
            elif kind is HandEnded:
                assert isinstance(e, HandEnded)
                counts[e.result.winner].won_hands += 1
            elif kind in POKER_KINDS:
                tally_poker(counts, self._blind, e)
