"""How good a 3 Card Brag Poker hand is, before and after the draw, and which cards to change.

A hand is judged against the hands it will meet at the showdown: every opponent has drawn too,
so a dealt hand's percentile flatters it. `DrawOdds` holds the showdown field: the hands of a
sampled opponent who drew sensibly (by the dealt percentile), in all and by how many cards they
changed, since standing pat says a hand is made and changing three says it was nothing.

The draw is judged exactly for keeping two or three cards (every replacement card is tried), and
from tables made once for keeping one card (by its rank: suits are alike) or none, which ignore
only which of the other cards are already out of the pack.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from functools import cache
from itertools import combinations

from casino_brag.engine.cards import FULL_DECK, Card, Rank, Suit
from casino_brag.engine.hands import Ranking, hand_table

FIELD_SAMPLES = 3000
"""Sampled opponents whose draw makes the showdown field (seeded: every run alike)."""
MAX_OPPONENTS = 7


class Field:
    """Scores of hands sorted, so a score's percentile (ties half) is two bisections."""

    def __init__(self, scores: Sequence[int]) -> None:
        self.scores = sorted(scores)

    def percentile(self, score: int) -> float:
        low = bisect_left(self.scores, score)
        high = bisect_right(self.scores, score)
        return (low + (high - low) / 2) / len(self.scores) if self.scores else 0.5


class DrawOdds:
    """The showdown field of one ranking and the tables that judge a draw against it."""

    def __init__(self, ranking: Ranking) -> None:
        self.score_of: dict[int, int] = {mask: v.score for mask, v in hand_table(ranking).items()}
        self.dealt = Field(list(self.score_of.values()))
        dealt_at = {score: self.dealt.percentile(score) for score in set(self.score_of.values())}
        rng = random.Random(3)
        by_count: list[list[int]] = [[], [], [], []]
        for _ in range(FIELD_SAMPLES):
            pack = rng.sample(FULL_DECK, 6)
            hand = tuple(pack[:3])
            keep = self.best_keep(hand, dealt_at.__getitem__)
            drawn = pack[3 : 3 + 3 - len(keep)]
            by_count[3 - len(keep)].append(self.score((*keep, *drawn)))
        self.after = Field([s for group in by_count for s in group])
        """The showdown field: an opponent's hand after a sensible draw."""
        self.after_drawing = tuple(Field(group or self.after.scores) for group in by_count)
        """The showdown field of an opponent known to have changed 0, 1, 2 or 3 cards."""
        self._one = {rank: self._keeping_one(rank) for rank in Rank}
        self._none = [self.after.percentile(s) for s in self._sample_fresh(rng)]

    def score(self, cards: Sequence[Card]) -> int:
        return self.score_of[cards[0].bit | cards[1].bit | cards[2].bit]

    def _keeping_one(self, rank: Rank) -> list[float]:
        kept = Card(rank, Suit.SPADES)
        rest = [c for c in FULL_DECK if c != kept]
        return [self.after.percentile(self.score((kept, a, b))) for a, b in combinations(rest, 2)]

    def _sample_fresh(self, rng: random.Random) -> list[int]:
        return [self.score(rng.sample(FULL_DECK, 3)) for _ in range(2000)]

    def expected(self, kept: Sequence[Card], dead: Sequence[Card], power: int, exact: bool = True) -> float:
        """The mean of (showdown percentile)^`power` after keeping `kept` and drawing the rest:
        the chance of beating `power` opponents who drew. `dead` are cards that cannot come."""
        if len(kept) == 3:
            return self.after.percentile(self.score(kept)) ** power
        if len(kept) == 2 and exact:
            gone = _mask((*kept, *dead))
            base = kept[0].bit | kept[1].bit
            at = self.after.percentile
            score_of = self.score_of
            values = [at(score_of[base | c.bit]) ** power for c in FULL_DECK if not c.bit & gone]
            return sum(values) / len(values)
        if len(kept) == 1:
            return _mean_power(tuple(self._one[kept[0].rank]), power)
        return _mean_power(tuple(self._none), power)

    def best_keep(self, hand: Sequence[Card], value: Callable[[int], float]) -> tuple[Card, ...]:
        """The cards an opponent of the model keeps: the best mean `value` (the dealt percentile)
        over every third card, or when no two are worth it the highest card or none."""
        best: tuple[float, tuple[Card, ...]] = (value(self.score(hand)), tuple(hand))
        gone = _mask(hand)
        fill = [c.bit for c in FULL_DECK if not c.bit & gone]
        score_of = self.score_of
        for pair in combinations(hand, 2):
            base = pair[0].bit | pair[1].bit
            mean = sum(map(value, [score_of[base | bit] for bit in fill])) / len(fill)
            if mean > best[0]:
                best = (mean, pair)
        high = max(hand, key=lambda c: c.rank)
        if best[0] < 0.45:  # nothing worth two cards: keep the highest, or change all three
            best = (0.0, (high,)) if high.rank >= Rank.QUEEN else (0.0, ())
        return best[1]


def _mask(cards: Sequence[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= card.bit
    return mask


@cache
def _mean_power(values: tuple[float, ...], power: int) -> float:
    return sum(v**power for v in values) / len(values)


@cache
def draw_odds(ranking: Ranking) -> DrawOdds:
    """The draw odds of a ranking, made once."""
    return DrawOdds(ranking)


def keeps(hand: Sequence[Card]) -> list[tuple[Card, ...]]:
    """Every choice of cards to keep, from all three to none."""
    return [kept for n in (3, 2, 1, 0) for kept in combinations(hand, n)]


def draw_chances(odds: DrawOdds, hand: Sequence[Card], opponents: int) -> list[tuple[float, tuple[Card, ...]]]:
    """For each choice of cards to keep, the chance of beating `opponents` opponents after the
    draw, best first (exact for keeping two or three)."""
    power = max(1, min(opponents, MAX_OPPONENTS))
    judged = [(odds.expected(kept, hand, power), kept) for kept in keeps(hand)]
    judged.sort(key=lambda item: -item[0])
    return judged
