"""Movement over time, as pure functions of a clock: where a thing is at time `t`.

A scene keeps one clock, advanced in `update`; `draw` asks each motion where its sprite is
now, so drawing changes nothing and any frame can be drawn again. A duration of 0 (turbo)
puts everything at its destination at once.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

Point = tuple[float, float]


def ease_out_cubic(x: float) -> float:
    return 1 - (1 - x) ** 3


def ease_in_out(x: float) -> float:
    return 3 * x * x - 2 * x * x * x


def ease_out_back(x: float) -> float:
    """Overshoots a little and settles: a chip landing on a stack."""
    c = 1.4
    return 1 + (c + 1) * (x - 1) ** 3 + c * (x - 1) ** 2


def linear(x: float) -> float:
    return x


EASINGS = {"out": ease_out_cubic, "inout": ease_in_out, "back": ease_out_back, "linear": linear}


def progress(t: float, start: float, duration: float) -> float:
    """0 before `start`, 1 after `start + duration`, linear in between."""
    if duration <= 0:
        return 0.0 if t < start else 1.0
    return min(1.0, max(0.0, (t - start) / duration))


@dataclass(frozen=True)
class Motion:
    """A slide from `src` to `dst` starting at `start`, lasting `duration` seconds."""

    src: Point
    dst: Point
    start: float = 0.0
    duration: float = 0.0
    ease: str = "out"

    def at(self, t: float) -> Point:
        k = EASINGS[self.ease](progress(t, self.start, self.duration))
        return (self.src[0] + (self.dst[0] - self.src[0]) * k, self.src[1] + (self.dst[1] - self.src[1]) * k)

    def started(self, t: float) -> bool:
        return t >= self.start

    @property
    def end(self) -> float:
        return self.start + self.duration

    def arc_at(self, t: float, lift: float) -> Point:
        """Like `at`, raised by up to `lift` pixels mid-way: a card tossed rather than pushed."""
        x, y = self.at(t)
        k = progress(t, self.start, self.duration)
        return x, y - lift * math.sin(math.pi * k)


@dataclass(frozen=True)
class Flip:
    """A card turning over: its width narrows to nothing and opens again showing the other side."""

    start: float
    duration: float

    def at(self, t: float) -> tuple[float, bool]:
        """(horizontal scale 0…1, whether the new side shows yet)."""
        k = progress(t, self.start, self.duration)
        if self.duration <= 0:
            return 1.0, k >= 1
        if k < 0.5:
            return math.cos(k * math.pi), False
        return -math.cos(k * math.pi), True

    @property
    def end(self) -> float:
        return self.start + self.duration
