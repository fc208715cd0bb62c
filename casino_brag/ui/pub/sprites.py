"""What the pub table's choreography moves and shows over time: a card in front of a player,
a pile of chips sliding to or from the pot, and words shown for a while (bubbles, labels, the
table talk). Each is a function of the table's clock, so drawing at any time changes nothing.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from casino_brag.engine.cards import Card

NEVER = math.inf
Point = tuple[float, float]


@dataclass
class CardSprite:
    """One card in front of a player, from the moment it is dealt until it goes under the pack."""

    seat: int
    hand: str
    position: int
    count: int
    dealt_at: float
    src: Point
    fly: float
    face: Card | None = None
    up_at: float = NEVER
    out_at: float = NEVER
    out_to: Point = (0.0, 0.0)
    discard_at: float = NEVER
    carried: bool = False
    """Kept, unseen, for the next deal (a blind hand won when everyone else folded)."""
    used_at: float = NEVER
    unused_at: float = NEVER
    """Bastard Brag's showdown: from when the card is marked as one of the three that count
    (or as one that does not)."""

    def present(self, t: float) -> bool:
        return self.dealt_at <= t < self.out_at + self.fly

    def shown(self, t: float) -> bool:
        """Turned face up (drawn larger, unless it is one of yours)."""
        return t >= self.up_at

    def settled(self, t: float) -> bool:
        """Resting in front of its player (not flying in or out)."""
        return self.dealt_at + self.fly <= t < self.out_at


@dataclass(frozen=True)
class Flight:
    """A little pile of chips sliding between a seat and the pot."""

    chips: tuple[int, ...]
    src: Point
    dst: Point
    start: float
    duration: float

    def visible(self, t: float) -> bool:
        return self.start <= t < self.start + self.duration

    def at(self, t: float) -> Point:
        k = 1.0 if self.duration <= 0 else min(1.0, max(0.0, (t - self.start) / self.duration))
        k = 1 - (1 - k) ** 3
        return self.src[0] + (self.dst[0] - self.src[0]) * k, self.src[1] + (self.dst[1] - self.src[1]) * k


@dataclass(frozen=True)
class Timed:
    """Something shown from `at` until `until`: a bubble, a label, a log line."""

    at: float
    until: float
    seat: int
    text: str
    tone: str = ""


@dataclass(frozen=True)
class HandSummary:
    number: int
    pot: int
    deltas: tuple[int | None, ...]
    """Each seat's result this hand (None: not dealt in)."""


def ease(start: float, duration: float, t: float) -> float:
    if duration <= 0:
        return 1.0
    k = min(1.0, max(0.0, (t - start) / duration))
    return 1 - (1 - k) ** 3
