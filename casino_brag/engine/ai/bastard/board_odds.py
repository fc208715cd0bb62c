"""Bastard Brag odds: a hand against unknown holdings while community cards are still to come.

A Bastard Brag hand is worth the best three of a player's own cards and the whole board, so its
chances depend on the community cards not yet turned as much as on the opponents' cards. They are
counted over *scenarios* (see `board_count.py`): a way the rest of the board may fall, and a
holding an opponent may have. `BoardOdds` is the answer: how many scenarios were counted, how many
my hand beats or ties, board by board, and how it fares against the best part of the holdings.
This module needs no numpy; the counting does, and is imported only when a question is asked.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from math import comb

from casino_brag.engine.hands import Ranking

RANGE_POINTS = 40
"""How finely the chances against the best part of the holdings are kept (see `BoardOdds.curve`)."""


@dataclass(frozen=True)
class BoardGame:
    """What the odds depend on: the ranking, wild twos, community cards and cards per holding."""

    ranking: Ranking
    wild_twos: bool
    community: int
    holding: int
    """Cards an opponent plays from: 3, or 4 in Stud Bastard (valued at the best of all four)."""


@dataclass(frozen=True)
class BoardOdds:
    """My hand against one unknown holding, over the ways the board may still fall.

    Of `holdings` scenarios counted, `worse` lose to mine and `ties` equal it. A tie at a
    showdown splits the pot, so it is worth half; at a see it goes to the player seen. `boards`
    holds, per way the board may fall, how many of its `per_board` holdings are worse than mine
    and how many tie (one entry when the board is complete).
    """

    holdings: int
    worse: int
    ties: int
    boards: tuple[tuple[int, int], ...]
    per_board: int
    exact: bool
    improves: float = 0.0
    """The share of the ways the board may fall that lift my hand into a better category."""
    curve: tuple[float, ...] = ()
    """My chance against the best 1/R, 2/R, … R/R of the holdings, as their player judges them now
    (R = `RANGE_POINTS`; ties half)."""
    curve_seer: tuple[float, ...] = ()
    """The same with ties lost."""

    def _beaten(self, seer: bool) -> float:
        return self.worse if seer else self.worse + self.ties / 2

    def win(self, seer: bool = False) -> float:
        """P(win) against one holding (a half when nothing fits what is known)."""
        if self.holdings == 0:
            return 0.5
        return self._beaten(seer) / self.holdings

    def win_against_top(self, fraction: float, seer: bool = False) -> float:
        """P(win) against a holding from the best `fraction` of the possible ones, best as their
        player can judge it now: by its best three with the community cards turned so far.

        A player who bets after looking keeps roughly the top part of what they might hold, but
        in Bastard Brag they can only judge it by the board so far, so their range is the top of
        the holdings by that, and my chances are counted against those holdings' final hands.
        """
        curve = self.curve_seer if seer else self.curve
        if self.holdings == 0 or not curve:
            return 0.5
        x = min(1.0, max(0.0, fraction)) * len(curve) - 1
        if x <= 0:
            return curve[0]
        i = min(int(x), len(curve) - 2)
        return curve[i] + (curve[i + 1] - curve[i]) * min(1.0, x - i)

    def share(self, opponents: int, seer: bool = False) -> float:
        """My expected share of the pot against `opponents` holdings drawn independently.

        The board is shared, so it is averaged board by board: against k holdings I take the pot
        when all are worse and split it with those that tie (a see's ties are lost). On each board
        this is counted over every k of its holdings, which is exact for its sample rather than
        the k-th power of a noisy share.
        """
        k = max(opponents, 0)
        if k == 0:
            return 1.0
        if self.holdings == 0:
            return 0.5**k
        n = self.per_board
        counted = Counter(self.boards)
        total = sum(times * _subset_share(worse, 0 if seer else ties, n, k) for (worse, ties), times in counted.items())
        return total / len(self.boards)

    def field_factor(self, opponents: int, seer: bool = False) -> float:
        """How far my share against `opponents` holdings is from the product of the one-holding
        chances (a shared board that falls my way beats everyone at once; several may tie)."""
        if opponents <= 1:
            return 1.0
        single = self.win(seer)
        if single <= 0:
            return 1.0
        return self.share(opponents, seer) / single**opponents

    def against(self, opponents: int, seer: bool = False) -> float:
        """P(beating `opponents` unknown holdings), a split pot counted as its share."""
        return self.share(opponents, seer)


@lru_cache(maxsize=65_536)
def _subset_share(worse: int, ties: int, n: int, k: int) -> float:
    """My average share of the pot over every k of `n` holdings, `worse` of them worse than mine and
    `ties` equal (with more opponents than holdings, as if drawn with replacement)."""
    if k > n:
        w, t = worse / n, ties / n
        if t == 0:
            return float(w**k)
        return float(((w + t) ** (k + 1) - w ** (k + 1)) / ((k + 1) * t))
    total = sum(comb(ties, j) * comb(worse, k - j) / (j + 1) for j in range(min(ties, k) + 1))
    return total / comb(n, k)


# --- the strength of a row of cards ---------------------------------------------------------------
