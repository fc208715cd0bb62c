"""The exact strength of a hand under the braggers' ranking.

`chances(cards)` counts, over every hand an opponent could hold from the 49 cards left, how many
the hand beats and how many it ties: exact, not sampled. The counts come from sorted score lists
by inclusion and exclusion (all hands, less those sharing a card with ours, plus those sharing two,
less our own), so each hand costs a few binary searches, and each answer is kept.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from functools import cache
from itertools import combinations

from casino_brag.engine.cards import Card
from casino_brag.engine.pub.games.single.ranking import bragger_table

OPPONENT_HANDS = 18_424
"""Three-card hands from the 49 cards a player does not hold: C(49, 3)."""


@dataclass(frozen=True)
class Chances:
    """Against one opponent's hand dealt from the rest of the pack: the share it beats and ties."""

    beats: float
    ties: float

    def against(self, first: bool) -> float:
        """The chance of winning: ties go to the player who bet first."""
        return self.beats + (self.ties if first else 0.0)


class _Scores:
    """Every hand's score, sorted: overall, by each card it holds and by each pair of its cards."""

    def __init__(self) -> None:
        table = bragger_table()
        self.score = {mask: value.score for mask, value in table.items()}
        everything: list[int] = []
        by_card: dict[int, list[int]] = {}
        by_pair: dict[int, list[int]] = {}
        for mask, score in self.score.items():
            everything.append(score)
            bits = _bits(mask)
            for bit in bits:
                by_card.setdefault(bit, []).append(score)
            for a, b in combinations(bits, 2):
                by_pair.setdefault(a | b, []).append(score)
        self.all = sorted(everything)
        self.by_card = {k: sorted(v) for k, v in by_card.items()}
        self.by_pair = {k: sorted(v) for k, v in by_pair.items()}


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


@cache
def _scores() -> _Scores:
    return _Scores()


def _count(sorted_scores: list[int], score: int) -> tuple[int, int]:
    """(how many are below `score`, how many equal it)."""
    below = bisect_left(sorted_scores, score)
    return below, bisect_right(sorted_scores, score) - below


@cache
def mask_chances(mask: int) -> Chances:
    """`chances` of the hand with this card mask."""
    s = _scores()
    score = s.score[mask]
    below, equal = _count(s.all, score)
    bits = _bits(mask)
    for bit in bits:
        b, e = _count(s.by_card[bit], score)
        below, equal = below - b, equal - e
    for a, b in combinations(bits, 2):
        pb, pe = _count(s.by_pair[a | b], score)
        below, equal = below + pb, equal + pe
    # Our own hand was taken away three times (once per card) and put back three times (once per
    # pair), so it is still among the ties: the last term of the inclusion and exclusion removes it.
    return Chances(below / OPPONENT_HANDS, (equal - 1) / OPPONENT_HANDS)


def chances(cards: tuple[Card, ...]) -> Chances:
    """The exact share of the opponent hands left that `cards` beat and tie."""
    mask = 0
    for card in cards:
        mask |= card.bit
    return mask_chances(mask)


def field_chance(cards: tuple[Card, ...], opponents: int) -> float:
    """The chance of beating `opponents` unknown hands, ties counted half, taking each opponent's
    hand as drawn apart from the others (the advisor's figure; the exact share is for one)."""
    found = chances(cards)
    return (found.beats + found.ties / 2) ** max(opponents, 0)
