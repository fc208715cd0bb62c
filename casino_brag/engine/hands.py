"""Brag hand ranking.

Every three-card hand is valued once, into a table over all 22,100 hands, so evaluation at play
time is a dictionary lookup. House rules differ on three points (A-2-3 as the top or the bottom run,
whether 3-3-3 beats A-A-A, and lowball, which turns the whole order upside down), so each `Ranking`
gets its own table.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import IntEnum
from functools import cache
from itertools import combinations
from typing import Literal, NamedTuple

from casino_brag.engine.cards import FULL_DECK, Card, Rank


class Category(IntEnum):
    """Hand categories, lowest first. Note that a run beats a flush in Brag."""

    HIGH_CARD = 0
    PAIR = 1
    FLUSH = 2
    RUN = 3
    RUNNING_FLUSH = 4
    PRIAL = 5

    @property
    def key(self) -> str:
        """The name used in paytable files, e.g. "running_flush"."""
        return self.name.lower()

    @property
    def title(self) -> str:
        """The name shown to players, e.g. "Running flush"."""
        return self.name.replace("_", " ").capitalize()


class Ranking:
    """The ranking options that house rules and Bastard Brag change.

    `a23` is "high" when A-2-3 is the best run (the traditional rule) or "low" when it is the
    worst (Bastard Brag). `threes_top` puts 3-3-3 above A-A-A. `lowball` reverses the whole
    order exactly, so the hand that would lose at Brag wins: 5-3-2 of mixed suits is the best.
    `wilds` is the mask of the wild cards (0: none; bits 52 and 53 are the jokers of a 54-card
    pack): each stands for any card, and of two hands that are otherwise equal the one with fewer
    wild cards wins.

    A plain frozen class rather than a dataclass, so the quick reports never import dataclasses.
    """

    __slots__ = ("a23", "lowball", "threes_top", "wilds")
    a23: Literal["high", "low"]
    threes_top: bool
    lowball: bool
    wilds: int

    def __init__(
        self, a23: Literal["high", "low"] = "high", threes_top: bool = True, lowball: bool = False, wilds: int = 0
    ) -> None:
        if a23 not in ("high", "low"):
            raise ValueError(f"a23 must be 'high' or 'low', not {a23!r}")
        if not isinstance(lowball, bool):
            raise ValueError(f"lowball must be True or False, not {lowball!r}")
        if isinstance(wilds, bool) or not isinstance(wilds, int) or not 0 <= wilds < 1 << 54:
            raise ValueError(f"wilds must be a mask of cards, not {wilds!r}")
        setter = object.__setattr__
        setter(self, "a23", a23)
        setter(self, "threes_top", threes_top)
        setter(self, "lowball", lowball)
        setter(self, "wilds", wilds)

    def _key(self) -> tuple[str, bool, bool, int]:
        return self.a23, self.threes_top, self.lowball, self.wilds

    def with_wilds(self, wilds: int) -> Ranking:
        """The same ranking with the wild cards of the mask `wilds` (0: none)."""
        return Ranking(self.a23, self.threes_top, self.lowball, wilds)

    def without_wilds(self) -> Ranking:
        """The same ranking with no wild cards."""
        return self.with_wilds(0)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a ranking cannot change: cannot assign to {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a ranking cannot change: cannot delete {name!r}")

    def __reduce__(self) -> tuple[type[Ranking], tuple[str, bool, bool, int]]:
        return Ranking, self._key()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Ranking) and other.__class__ is self.__class__:
            return self._key() == other._key()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (
            f"Ranking(a23={self.a23!r}, threes_top={self.threes_top!r}, lowball={self.lowball!r}, wilds={self.wilds!r})"
        )


STANDARD = Ranking()
"""Traditional Brag and Casino Brag: A-2-3 is the top run and 3-3-3 the top prial."""
BASTARD = Ranking(a23="low", threes_top=False)
"""Bastard Brag as its rules describe it: A-2-3 is the lowest run, prials in plain rank order."""

_CATEGORY_STEP = 1 << 12
_LOWBALL_FLIP = (Category.PRIAL + 1) * _CATEGORY_STEP
"""Lowball scores are this minus the Brag score: every score stays positive and the order turns over."""


class HandValue:
    """The value of a three-card hand. Values compare by `score` alone, so equal hands tie.

    `category` and `ranks` always describe the cards as Brag names them; under lowball only the
    score is reversed, so a prial is still called a prial while it is the worst hand.

    `ranks` are the ranks that decide between hands of one category, most significant first:
    the prial's rank, a run's cards from the top (A-2-3 as 3, 2, A), a pair then its odd card, or
    a flush or high card from the highest card down. `wilds` is how many wild cards the hand
    holds; `category` and `ranks` say what they became.

    A plain frozen class rather than a dataclass, so the quick reports never import dataclasses.
    """

    __slots__ = ("category", "ranks", "score", "wilds")
    score: int
    category: Category
    ranks: tuple[Rank, ...]
    wilds: int

    def __init__(self, score: int, category: Category, ranks: tuple[Rank, ...], wilds: int = 0) -> None:
        setter = object.__setattr__
        setter(self, "score", score)
        setter(self, "category", category)
        setter(self, "ranks", ranks)
        setter(self, "wilds", wilds)

    def without_wilds(self) -> HandValue:
        """The same value named as a natural hand (its score unchanged)."""
        return HandValue(self.score, self.category, self.ranks)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a hand's value cannot change: cannot assign to {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a hand's value cannot change: cannot delete {name!r}")

    def __reduce__(self) -> tuple[type[HandValue], tuple[int, Category, tuple[Rank, ...], int]]:
        return HandValue, (self.score, self.category, self.ranks, self.wilds)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, HandValue) and other.__class__ is self.__class__:
            return self.score == other.score
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.score,))

    def __lt__(self, other: HandValue) -> bool:
        if isinstance(other, HandValue) and other.__class__ is self.__class__:
            return self.score < other.score
        return NotImplemented

    def __le__(self, other: HandValue) -> bool:
        if isinstance(other, HandValue) and other.__class__ is self.__class__:
            return self.score <= other.score
        return NotImplemented

    def __gt__(self, other: HandValue) -> bool:
        if isinstance(other, HandValue) and other.__class__ is self.__class__:
            return self.score > other.score
        return NotImplemented

    def __ge__(self, other: HandValue) -> bool:
        if isinstance(other, HandValue) and other.__class__ is self.__class__:
            return self.score >= other.score
        return NotImplemented

    def __repr__(self) -> str:
        return (
            f"HandValue(score={self.score!r}, category={self.category!r}, ranks={self.ranks!r}, wilds={self.wilds!r})"
        )

    @property
    def is_a23(self) -> bool:
        is_run = self.category in (Category.RUN, Category.RUNNING_FLUSH)
        return is_run and Rank.ACE in self.ranks and Rank.TWO in self.ranks

    @property
    def pattern(self) -> str:
        """The ranks as players write them: "A-2-3", "Q-6-4", "9-9-3"."""
        if self.is_a23:
            return "A-2-3"
        if self.category is Category.PRIAL:
            return "-".join([self.ranks[0].symbol] * 3)
        if self.category is Category.PAIR:
            pair, odd = self.ranks
            return f"{pair.symbol}-{pair.symbol}-{odd.symbol}"
        return "-".join(r.symbol for r in self.ranks)

    @property
    def name(self) -> str:
        """A name for players: "Prial of threes", "Run A-2-3", "Pair of 9s, King kicker"."""
        c = self.category
        if self.wilds:
            natural = self.without_wilds().name
            return f"{natural}, {'one wild' if self.wilds == 1 else f'{self.wilds} wilds'}"
        if c is Category.PRIAL:
            return f"Prial of {self.ranks[0].plural}"
        if c is Category.PAIR:
            return f"Pair of {self.ranks[0].plural}, {self.ranks[1].noun} kicker"
        if c is Category.HIGH_CARD:
            return f"{self.ranks[0].noun} high, {self.pattern}"
        return f"{c.title} {self.pattern}"

    def __str__(self) -> str:
        return self.name


def _score(high: int, mid: int, low: int, flush: bool, ranking: Ranking) -> int:
    """The comparison score of a hand with ranks high >= mid >= low (integers 2…14)."""
    if high == low:
        top = 15 if ranking.threes_top and high == 3 else high
        return Category.PRIAL * _CATEGORY_STEP + top
    if high - mid == 1 and mid - low == 1:
        cat = Category.RUNNING_FLUSH if flush else Category.RUN
        return cat * _CATEGORY_STEP + high
    if high == 14 and mid == 3 and low == 2:
        cat = Category.RUNNING_FLUSH if flush else Category.RUN
        return cat * _CATEGORY_STEP + (15 if ranking.a23 == "high" else 3)
    if high == mid or mid == low:
        pair, odd = (high, low) if high == mid else (mid, high)
        return Category.PAIR * _CATEGORY_STEP + pair * 15 + odd
    cat = Category.FLUSH if flush else Category.HIGH_CARD
    return cat * _CATEGORY_STEP + high * 225 + mid * 15 + low


_CATEGORIES = tuple(Category)
_RANKS: dict[int, Rank] = {int(rank): rank for rank in Rank}


def _value(score: int, high: int, mid: int, low: int, natural: int) -> HandValue:
    """The full value record for a score (built once per distinct hand value); `natural` is the
    hand's Brag score, which names its category even when lowball reverses `score`."""
    category = _CATEGORIES[natural // _CATEGORY_STEP]
    r = _RANKS
    if category is Category.PRIAL:
        ranks: tuple[Rank, ...] = (r[high],)
    elif category is Category.PAIR:
        ranks = (r[mid], r[high if mid == low else low])
    elif category in (Category.RUN, Category.RUNNING_FLUSH) and (high, mid, low) == (14, 3, 2):
        ranks = (Rank.THREE, Rank.TWO, Rank.ACE)
    else:
        ranks = (r[high], r[mid], r[low])
    return HandValue(score, category, ranks)


def hand_score(high: int, mid: int, low: int, flush: bool, ranking: Ranking = STANDARD) -> int:
    """The comparison score of any hand with these ranks (high >= mid >= low, 2…14) and flushness,
    in Brag order (the casino game's; `score_category` reads it back). Lowball is `hand_table`'s."""
    return _score(high, mid, low, flush, ranking)


def score_category(score: int) -> Category:
    """The category of a hand with this score."""
    return _CATEGORIES[score // _CATEGORY_STEP]


def pattern_value(high: int, mid: int, low: int, flush: bool, ranking: Ranking = STANDARD) -> HandValue:
    """The value of any hand with these ranks (high >= mid >= low, 2…14) and flushness, without
    building the whole hand table (the casino analysis needs only one hand per suit pattern).
    Lowball reverses its score as in `hand_table`; wild cards need the cards themselves, so a
    ranking's wild cards play no part here."""
    natural = _score(high, mid, low, flush, ranking)
    return _value(_LOWBALL_FLIP - natural if ranking.lowball else natural, high, mid, low, natural)


@cache
def hand_table(ranking: Ranking = STANDARD) -> dict[int, HandValue]:
    """The value of every one of the 22,100 hands, keyed by the hand's 52-bit card mask.

    A hand's value depends only on its ranks and whether it is a flush, so each of those 741
    patterns is scored once and the hands are filled in from them, in combination order.
    With wild cards, each hand is worth the best hand its wild cards can make (`wild_table`).
    """
    if ranking.wilds:
        return wild_table(hand_table(ranking.without_wilds()), ranking.wilds)
    interned: dict[int, HandValue] = {}
    patterns: dict[int, HandValue] = {}
    for high in range(2, 15):
        for mid in range(2, high + 1):
            for low in range(2, mid + 1):
                for flush in (False, True) if high != mid != low else (False,):
                    natural = _score(high, mid, low, flush, ranking)
                    score = _LOWBALL_FLIP - natural if ranking.lowball else natural
                    value = interned.get(score)
                    if value is None:
                        value = interned[score] = _value(score, high, mid, low, natural)
                    patterns[_pattern(high, mid, low, flush)] = value
    # Card index i is rank (i // 4) + 2, suit i % 4; combinations are ascending, so c is highest.
    rank = [i // 4 + 2 for i in range(52)]
    suit = [i % 4 for i in range(52)]
    bit = [1 << i for i in range(52)]
    return {  # _pattern written out: this runs 22,100 times
        bit[a] | bit[b] | bit[c]: patterns[
            (rank[c] * 16 + rank[b]) * 32 + rank[a] * 2 + (suit[a] == suit[b] == suit[c])
        ]
        for a, b, c in combinations(range(52), 3)
    }


def best_completion(natural: int, free: int, table: dict[int, HandValue]) -> HandValue:
    """The best hand the `natural` cards (a card mask) make with `free` wild cards filling the
    rest. A wild may be any card, even one of a rank or suit already held; the best hand can
    always be made from cards other than the naturals, so `table` values every completion."""
    others = [1 << i for i in range(52) if not (natural >> i) & 1]
    return max(table[natural | sum(extra)] for extra in combinations(others, free))


def wild_table(plain: dict[int, HandValue], wilds: int) -> dict[int, HandValue]:
    """Every hand valued with the cards of `wilds` wild, from the table without them.

    A wild hand is worth its best completion; its score puts fewer wild cards first among equal
    completions (score × 4 + 3 − wilds), so scores order hands exactly as the rule says.
    """
    completions: dict[int, HandValue] = {}
    out: dict[int, HandValue] = {}
    for mask, value in plain.items():
        count = (mask & wilds).bit_count()
        if count:
            natural = mask & ~wilds
            if natural not in completions:
                completions[natural] = best_completion(natural, count, plain)
            value = completions[natural]
        out[mask] = HandValue(value.score * 4 + 3 - count, value.category, value.ranks, count)
    jokers = [1 << i for i in (52, 53) if (wilds >> i) & 1]
    if jokers:  # hands holding a joker: one joker and two cards, or both jokers and one card
        for free, naturals in ((1, 2), (2, 1)):
            for held in combinations(jokers, free):
                for cards in combinations(range(52), naturals):
                    natural = sum(1 << i for i in cards)
                    count = (natural & wilds).bit_count() + free
                    best = best_completion(natural & ~wilds, count, plain)
                    out[natural | sum(held)] = HandValue(best.score * 4 + 3 - count, best.category, best.ranks, count)
    return out


def _pattern(high: int, mid: int, low: int, flush: bool) -> int:
    """One integer for a hand's ranks (high >= mid >= low) and whether it is a flush."""
    return (high * 16 + mid) * 32 + low * 2 + flush


def all_hands() -> Iterator[tuple[Card, Card, Card]]:
    """Every three-card hand once, in a fixed order."""
    return combinations(FULL_DECK, 3)


def evaluate(cards: Iterable[Card], ranking: Ranking = STANDARD) -> HandValue:
    """The value of exactly three distinct cards."""
    trio = tuple(cards)
    mask = 0
    for c in trio:
        mask |= c.bit
    value = hand_table(ranking).get(mask)
    if value is not None and len(trio) == 3:
        return value
    raise ValueError(f"a Brag hand is exactly 3 different cards, got {' '.join(map(str, trio)) or 'none'}")


class BestHand(NamedTuple):
    """The best three cards from a larger holding, and the cards set aside."""

    value: HandValue
    cards: tuple[Card, Card, Card]
    discards: tuple[Card, ...]

    @property
    def discard_ranks(self) -> tuple[Rank, ...]:
        """The discards' ranks, highest first: Four-Card Brag breaks ties on these."""
        return tuple(sorted((c.rank for c in self.discards), reverse=True))


def best_hand(cards: Iterable[Card], ranking: Ranking = STANDARD) -> BestHand:
    """The best three of 3–6 distinct cards.

    Among equally good choices, the one keeping the highest discards wins (the lowest under
    lowball), because Four-Card Brag settles a tie on the discarded card.
    """
    held = tuple(cards)
    if not 3 <= len(held) <= 6 or len(set(held)) != len(held):
        raise ValueError(f"best_hand takes 3 to 6 different cards, got {len(held)}")
    table = hand_table(ranking)
    sign = -1 if ranking.lowball else 1
    best: tuple[int, tuple[int, ...], tuple[int, ...]] | None = None
    chosen: tuple[Card, Card, Card] = held[0], held[1], held[2]
    for trio in combinations(held, 3):
        rest = [c for c in held if c not in trio]
        key = (
            table[trio[0].bit | trio[1].bit | trio[2].bit].score,
            tuple(sorted((sign * int(c.rank) for c in rest), reverse=True)),
            tuple(sorted(-c.index for c in trio)),
        )
        if best is None or key > best:
            best, chosen = key, trio
    discards = tuple(c for c in held if c not in chosen)
    return BestHand(table[chosen[0].bit | chosen[1].bit | chosen[2].bit], chosen, discards)


def category_counts(ranking: Ranking = STANDARD) -> dict[Category, int]:
    """How many of the 22,100 hands fall in each category."""
    counts = dict.fromkeys(Category, 0)
    for value in hand_table(ranking).values():
        counts[value.category] += 1
    return counts
