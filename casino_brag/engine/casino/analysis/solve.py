"""Which payout values bring a bet's return closest to a target.

A bet's return under its optimal strategy is piecewise linear in any one payout: each hand
class's EV of playing is linear in it, and the strategy changes only where a class's EV crosses
folding's −1. So for one payout the breakpoints are found exactly, the segment holding the target
by bisection over them, and the exact value inside it by solving a linear equation; the grid
values (whole units or halves) on either side are then weighed exactly. With more payouts, the
others step through a small window around their listed values and the last is solved so.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import product

from casino_brag.engine.casino.analysis.exact import Analysis, analyse
from casino_brag.engine.casino.analysis.variants import SECTION_TITLES, bet_of, payout, split_key, with_payout
from casino_brag.engine.casino.paytable import MAX_ODDS, Paytable

MAX_KEYS = 3
"""Payouts varied at once: the window search grows sevenfold with each."""
WINDOW = 3
"""Steps either side of a listed value tried for all but the last varied payout."""


@dataclass(frozen=True)
class Candidate:
    """A paytable with the varied payouts set, and the exact return of the targeted bet."""

    values: tuple[tuple[str, Fraction], ...]
    paytable: Paytable
    rtp: Fraction
    target: Fraction

    @property
    def miss(self) -> Fraction:
        """How far the return lies from the target (positive: above it)."""
        return self.rtp - self.target

    @property
    def analysis(self) -> Analysis:
        return analyse(self.paytable)


@dataclass(frozen=True)
class Solution:
    """The best candidates, closest first; `exact` is the single payout value (before rounding to
    the step) that meets the target, when one payout is varied and the target is reachable."""

    bet: str
    target: Fraction
    candidates: tuple[Candidate, ...]
    exact: Fraction | None


def solve(
    paytable: Paytable, target: Fraction, keys: Sequence[str], step: Fraction = Fraction(1), best: int = 5
) -> Solution:
    """Search the payouts `keys` ("pair_bonus.flush" …) for the return `target` of their bet."""
    if not keys:
        raise ValueError("name at least one payout to vary")
    if len(set(keys)) != len(keys):
        raise ValueError("a payout is named twice")
    if len(keys) > MAX_KEYS:
        raise ValueError(f"vary at most {MAX_KEYS} payouts at once")
    for key in keys:
        split_key(key)
    bets = {bet_of(key) for key in keys}
    if len(bets) > 1:
        raise ValueError(
            "the varied payouts must all belong to one bet: Pair Bonus payouts, or Ante Bonus and Play odds"
        )
    bet = bets.pop()
    *window_keys, last = keys
    windows = [_window(payout(paytable, key) or Fraction(0), step) for key in window_keys]
    found: dict[tuple[Fraction, ...], Candidate] = {}
    exact: Fraction | None = None
    for values in product(*windows):
        table = paytable
        for key, value in zip(window_keys, values, strict=True):
            table = with_payout(table, key, value)
        x = exact_value(table, last, target)
        if not window_keys:
            exact = x
        for y in _around(x, step):
            full = (*values, y)
            if full not in found:
                chosen = with_payout(table, last, y)
                found[full] = Candidate(tuple(zip(keys, full, strict=True)), chosen, _rtp(chosen, bet), target)
    ranked = sorted(found.values(), key=lambda c: (abs(c.miss), _distance(paytable, c)))
    return Solution(bet, target, tuple(ranked[:best]), exact)


def exact_value(paytable: Paytable, key: str, target: Fraction) -> Fraction:
    """The payout value (0 … 1,000,000) whose return is nearest `target`: exact where reachable."""
    bet = bet_of(key)
    low, high = Fraction(0), Fraction(MAX_ODDS)
    f_low, f_high = _rtp(with_payout(paytable, key, low), bet), _rtp(with_payout(paytable, key, high), bet)
    if target <= f_low:
        return low
    if target >= f_high:
        return high
    points = [low, *_breakpoints(paytable, key, bet), high]
    values = {0: f_low, len(points) - 1: f_high}
    a, b = 0, len(points) - 1
    while b - a > 1:  # bisection over the breakpoints: the return never falls as a payout rises
        mid = (a + b) // 2
        values[mid] = _rtp(with_payout(paytable, key, points[mid]), bet)
        if values[mid] <= target:
            a = mid
        else:
            b = mid
    x0, x1, y0, y1 = points[a], points[b], values[a], values[b]
    return x0 if y1 == y0 else x0 + (target - y0) * (x1 - x0) / (y1 - y0)


def _breakpoints(paytable: Paytable, key: str, bet: str) -> list[Fraction]:
    """Where a class's EV of playing crosses −1 as the payout moves (the Ante game only: a Pair
    Bonus payout never changes the strategy)."""
    if bet == "pair_bonus":
        return []
    zero = analyse(with_payout(paytable, key, Fraction(0))).strategy.plan
    one = analyse(with_payout(paytable, key, Fraction(1))).strategy.plan
    found = set()
    for t0, t1 in zip(zero.totals, one.totals, strict=True):
        ev0, ev1 = Fraction(t0, zero.per), Fraction(t1, one.per)
        slope = ev1 - ev0
        if slope > 0:
            x = (-1 - ev0) / slope
            if 0 < x < MAX_ODDS:
                found.add(x)
    return sorted(found)


def _rtp(paytable: Paytable, bet: str) -> Fraction:
    analysis = analyse(paytable)
    return analysis.pair_bonus.rtp if bet == "pair_bonus" else analysis.ante.rtp


def _window(value: Fraction, step: Fraction) -> list[Fraction]:
    centre = round(value / step)
    return [k * step for k in range(centre - WINDOW, centre + WINDOW + 1) if 0 <= k * step <= MAX_ODDS]


def _around(x: Fraction, step: Fraction) -> list[Fraction]:
    """Grid values either side of `x`, three deep."""
    below = math.floor(x / step)
    return [k * step for k in range(below - 2, below + 4) if 0 <= k * step <= MAX_ODDS]


def _distance(paytable: Paytable, candidate: Candidate) -> Fraction:
    """How far a candidate moves the listed payouts: ties go to the smaller change."""
    return sum((abs(value - (payout(paytable, key) or 0)) for key, value in candidate.values), Fraction(0))


def describe(key: str) -> str:
    """ "Pair Bonus flush" for "pair_bonus.flush"."""
    section, hand = split_key(key)
    return f"{SECTION_TITLES[section]} {hand.replace('_', ' ')}"
