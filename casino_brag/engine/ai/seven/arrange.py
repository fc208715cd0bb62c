"""Arranging the cards dealt into the hands most likely to scoop.

A scoop needs every declared hand to beat the hand it is compared with. Each opponent's hand is
taken as a random three-card hand, so a hand's chance of winning its comparison is the share of
the 22,100 hands it beats outright (a tie scoops nothing), and an arrangement's chance of
scooping against `k` opponents is the product of its hands' chances, each to the power `k`.
The power does not change which arrangement is best, so the search maximises the product.

The order of the hands does not change that product, so the stronger hand is declared first.

The search is exact, by branch and bound: the possible hands of three (35 of seven cards, 286 of
thirteen) are tried likeliest first, each next hand among those after it in that order and sharing
no card, and a branch stops once even its best completion (every hand left as likely as the one
being tried) cannot beat the best arrangement found. The last hand needs no search: it is the
first that fits. Whatever cards no hand takes are the discards.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Sequence
from functools import cache
from itertools import combinations

from casino_brag.engine.cards import Card
from casino_brag.engine.hands import Ranking, hand_table

Chance = Callable[[int], float]
"""A hand's chance of winning its comparison, by the hand's 52-bit card mask."""


@cache
def win_chances(ranking: Ranking) -> dict[int, float]:
    """For every three-card hand (by mask), the share of all 22,100 hands it beats outright."""
    table = hand_table(ranking)
    scores = sorted(v.score for v in table.values())
    below = {s: bisect_left(scores, s) / len(scores) for s in set(scores)}
    return {mask: below[value.score] for mask, value in table.items()}


class _Search:
    """The best `hands` disjoint hands among `trios` (chance, mask), sorted likeliest first."""

    def __init__(self, trios: list[tuple[float, int]], hands: int) -> None:
        self.trios = trios
        self.best = -1.0
        self.chosen: list[int] = []
        self._go(0, 0, hands, 1.0, [])

    def _go(self, start: int, used: int, left: int, p: float, chosen: list[int]) -> None:
        trios = self.trios
        for i in range(start, len(trios)):
            q, mask = trios[i]
            if p * q**left <= self.best:
                return
            if mask & used:
                continue
            if left == 1:
                self.best, self.chosen = p * q, [*chosen, mask]
                return
            self._go(i + 1, used | mask, left - 1, p * q, [*chosen, mask])


def best_arrangement(cards: Sequence[Card], hands: int, chance: Chance) -> tuple[Card, ...]:
    """`cards` in the declared order: the hands, likeliest to win first, then the discards."""
    trios = [(chance(a.bit | b.bit | c.bit), a.bit | b.bit | c.bit) for a, b, c in combinations(cards, 3)]
    trios.sort(reverse=True)
    chosen = _Search(trios, hands).chosen
    ordered = [c for trio in chosen for c in cards if c.bit & trio]
    return (*ordered, *(c for c in cards if c not in ordered))


def greedy_arrangement(cards: Sequence[Card], hands: int, ranking: Ranking) -> tuple[Card, ...]:
    """The careless player's way: the best three first, then the best three of the rest, and so on."""
    table = hand_table(ranking)
    left = list(cards)
    ordered: list[Card] = []
    for _ in range(hands):
        trio = max(combinations(left, 3), key=lambda t: table[t[0].bit | t[1].bit | t[2].bit].score)
        ordered += trio
        left = [c for c in left if c not in trio]
    return (*ordered, *left)


def scoop_chance(arranged: Sequence[Card], hands: int, opponents: int, ranking: Ranking) -> float:
    """The chance an arrangement scoops against `opponents` random hands in each comparison."""
    chances = win_chances(ranking)
    p = 1.0
    for i in range(hands):
        a, b, c = arranged[3 * i : 3 * i + 3]
        p *= chances[a.bit | b.bit | c.bit] ** opponents
    return p
