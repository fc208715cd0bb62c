"""The 22,100 player hands as 1,755 suit-symmetry classes, with exact dealer counts for each.

Suits never rank, so hands that differ only by renaming suits face the same dealer hands. For a
player class with value v, the analysis needs N(<x): how many of the 18,424 dealer hands that
share no card with the player score below x. That is counted, not compared, by
inclusion–exclusion over the shared cards:

    N(<x) = all(<x) − Σ card(<x) + Σ two cards(<x) − [v < x]

where all/card/two cards count every hand, every hand holding one given card, and every hand
holding two given cards (by suit symmetry only the ranks and whether the two cards are suited
matter). One sweep over the classes from the worst hand up keeps these tallies for every score,
so a class costs a few dozen operations and no dealer hand is ever looked at.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import combinations
from typing import NamedTuple

from casino_brag.engine.cards import Card, Rank
from casino_brag.engine.casino.paytable import Qualifier, pay_key
from casino_brag.engine.hands import STANDARD, Category, HandValue, Ranking, hand_score, pattern_value, score_category

DEALER_HANDS = 18_424
"""Dealer hands from the 49 cards the player does not hold: C(49, 3)."""
PLAYER_HANDS = 22_100
"""Player hands from a full pack: C(52, 3)."""

SUITED = "suited"
RAINBOW = "rainbow"
HIGH_MID = "high-mid"
HIGH_LOW = "high-low"
MID_LOW = "mid-low"
PAIR_MATCHED = "kicker-matched"
PAIR_OFFSUIT = "kicker-offsuit"
PRIAL = "prial"

# Representative suit assignment (high, middle, low card) and class size for each suit pattern.
_DISTINCT_PATTERNS = {
    SUITED: ((0, 0, 0), 4),
    HIGH_MID: ((0, 0, 1), 12),
    HIGH_LOW: ((0, 1, 0), 12),
    MID_LOW: ((0, 1, 1), 12),
    RAINBOW: ((0, 1, 2), 24),
}


class HandClass(NamedTuple):
    """Hands equal up to renaming suits. `ranks` are the three cards' ranks, highest first;
    `suits` names which cards share a suit; `weight` is how many of the 22,100 hands it holds;
    `number` is the class's place in the list of classes."""

    number: int
    ranks: tuple[Rank, Rank, Rank]
    suits: str
    weight: int
    example: tuple[Card, Card, Card]
    value: HandValue

    @property
    def pay_key(self) -> str:
        return pay_key(self.value)

    @property
    def suits_text(self) -> str:
        """How the suits fall, for a strategy chart: "Q and 6 suited", "rainbow"."""
        high, mid, low = (r.symbol for r in self.ranks)
        return {
            SUITED: "all one suit",
            RAINBOW: "three suits",
            HIGH_MID: f"{high} and {mid} suited",
            HIGH_LOW: f"{high} and {low} suited",
            MID_LOW: f"{mid} and {low} suited",
            PAIR_MATCHED: "kicker suited with a pair card",
            PAIR_OFFSUIT: "kicker in the fourth suit",
            PRIAL: "",
        }[self.suits]


class Matchups(NamedTuple):
    """For every class: dealer hands (of 18,424) scoring below the player's hand, and equal to it."""

    ranking: Ranking
    classes: tuple[HandClass, ...]
    below: tuple[int, ...]
    ties: tuple[int, ...]
    pay_keys: tuple[str, ...]
    counter: _Counter

    def below_score(self, score: int) -> tuple[int, ...]:
        """For every class: dealer hands (of 18,424) scoring below `score`."""
        return self.counter.below_score(score)


PairKey = tuple[int, int, bool]
"""Two cards by rank index (low first) and whether they share a suit."""


class _Counter:
    """Running tallies for the inclusion–exclusion count, built from the classes themselves.

    Renaming suits maps a class onto itself, so each of the four cards of a rank lies in the
    same number of a class's hands (weight × copies of the rank ÷ 4), and each specific pair of
    cards with the same ranks and suitedness in the same number (weight × matching pairs per hand
    ÷ how many such card pairs the pack holds). Sweeping the classes from the worst hand up and
    adding each class's shares to running tallies gives, at every score, how many hands score
    below it: in total, holding a given card, and holding two given cards.
    """

    def __init__(self, classes: Sequence[HandClass]) -> None:
        self.classes = classes
        self.scores = [c.value.score for c in classes]
        self.terms: list[tuple[int, int, int, PairKey, PairKey, PairKey]] = []
        self.shares: list[tuple[tuple[int, int], ...]] = []
        self.pair_shares: list[tuple[tuple[PairKey, int], ...]] = []
        for hand_class in classes:
            a, b, c = (divmod(card.index, 4) for card in hand_class.example)
            weight = hand_class.weight
            ranks = [a[0], b[0], c[0]]
            self.shares.append(tuple((r, weight * ranks.count(r) // 4) for r in set(ranks)))
            pairs = (_pair_key(a, b), _pair_key(a, c), _pair_key(b, c))
            self.pair_shares.append(tuple((key, weight * pairs.count(key) // _copies(key)) for key in set(pairs)))
            self.terms.append((a[0], b[0], c[0], *pairs))

    def _tallies(self, below: int) -> tuple[int, list[int], dict[PairKey, int]]:
        """Hands scoring below `below`: in all, holding a given card of each rank, holding two given cards."""
        total, one, two = 0, [0] * 13, dict.fromkeys(_PAIR_KEYS, 0)
        for hand_class, shares, pair_shares in zip(self.classes, self.shares, self.pair_shares, strict=True):
            if hand_class.value.score < below:
                total = self._add(total, one, two, hand_class.weight, shares, pair_shares)
        return total, one, two

    @staticmethod
    def _add(
        total: int,
        one: list[int],
        two: dict[PairKey, int],
        weight: int,
        shares: tuple[tuple[int, int], ...],
        pair_shares: tuple[tuple[PairKey, int], ...],
    ) -> int:
        for rank, share in shares:
            one[rank] += share
        for key, share in pair_shares:
            two[key] += share
        return total + weight

    def below_score(self, score: int) -> tuple[int, ...]:
        """For every class: dealer hands sharing no card with it that score below `score`."""
        total, one, two = self._tallies(score)
        return tuple(
            total - one[a] - one[b] - one[c] + two[ab] + two[ac] + two[bc] - (own < score)
            for (a, b, c, ab, ac, bc), own in zip(self.terms, self.scores, strict=True)
        )

    def below_and_at_most_own(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """For every class: dealer hands sharing no card with it that score below it, and at most equal."""
        n = len(self.classes)
        below, at_most = [0] * n, [0] * n
        total, one, two = 0, [0] * 13, dict.fromkeys(_PAIR_KEYS, 0)
        top = n - 1
        while top >= 0:  # classes run best first, so sweep from the end
            score = self.scores[top]
            end = top
            while end >= 0 and self.scores[end] == score:
                end -= 1
            group = range(top, end, -1)
            for side, shift in ((below, 0), (at_most, 1)):
                if shift:
                    for k in group:
                        total = self._add(total, one, two, self.classes[k].weight, self.shares[k], self.pair_shares[k])
                for k in group:
                    a, b, c, ab, ac, bc = self.terms[k]
                    side[k] = total - one[a] - one[b] - one[c] + two[ab] + two[ac] + two[bc] - shift
            top = end
        if total != PLAYER_HANDS or any(x != 1275 for x in one) or set(two.values()) != {50}:
            raise AssertionError("hand classes do not cover the pack evenly")
        return tuple(below), tuple(at_most)


def _copies(key: PairKey) -> int:
    """How many specific pairs of cards the pack holds with these ranks and suitedness."""
    low, high, suited = key
    return 6 if low == high else 4 if suited else 12


_PAIR_KEYS: tuple[PairKey, ...] = tuple(
    (low, high, suited)
    for low in range(13)
    for high in range(low, 13)
    for suited in (False, True)
    if not (suited and low == high)
)


def _pair_key(a: tuple[int, int], b: tuple[int, int]) -> PairKey:
    """Two cards as (rank index, suit index): their ranks, low first, and whether they are suited."""
    return (a[0], b[0], a[1] == b[1]) if a[0] <= b[0] else (b[0], a[0], a[1] == b[1])


ClassRow = tuple[int, tuple[int, int, int], str, int, tuple[int, int, int]]
"""A class in plain integers: score, ranks (highest first), suit pattern, weight, example card indexes."""


SUIT_PATTERNS = (SUITED, RAINBOW, HIGH_MID, HIGH_LOW, MID_LOW, PAIR_MATCHED, PAIR_OFFSUIT, PRIAL)
"""Every suit pattern, in the order the shipped class rows number them."""

_shipped_rows: list[tuple[ClassRow, ...]] = []


def use_rows(rows: tuple[ClassRow, ...]) -> None:
    """Take the standard ranking's rows from the shipped file, after checking they cover the pack."""
    if len(rows) != 1_755 or sum(row[3] for row in rows) != PLAYER_HANDS:
        raise ValueError("class rows: not the 1,755 classes of the 22,100 hands")
    _shipped_rows[:] = [rows]


def class_rows(ranking: Ranking = STANDARD) -> tuple[ClassRow, ...]:
    """The 1,755 classes as plain rows, best hand first (ties ordered by ranks and suit pattern):
    as shipped (see `counts`) for the standard ranking once installed, else listed here."""
    if _shipped_rows and ranking == STANDARD:
        return _shipped_rows[0]
    return listed_rows(ranking)


@cache
def listed_rows(ranking: Ranking = STANDARD) -> tuple[ClassRow, ...]:
    """The 1,755 classes as plain rows, listed and scored from the ranking.

    Quick to build (no objects per class), so an analysis that needs only weights, scores and
    payout keys never builds the `HandClass` records."""
    found: list[tuple[tuple[int, int, int], str, int, tuple[int, int, int]]] = []
    ranks = range(14, 1, -1)
    for r in ranks:  # a card's index is (rank − 2) × 4 + suit
        base = (r - 2) * 4
        found.append(((r, r, r), PRIAL, 4, (base, base + 1, base + 2)))
        for odd in ranks:
            if odd != r:
                trio = (r, r, odd) if r > odd else (odd, r, r)
                found.append((trio, PAIR_MATCHED, 12, (base, base + 1, (odd - 2) * 4)))
                found.append((trio, PAIR_OFFSUIT, 12, (base, base + 1, (odd - 2) * 4 + 2)))
    for high, mid, low in combinations(ranks, 3):
        for suits, ((a, b, c), weight) in _DISTINCT_PATTERNS.items():
            found.append(((high, mid, low), suits, weight, ((high - 2) * 4 + a, (mid - 2) * 4 + b, (low - 2) * 4 + c)))
    rows = [(hand_score(*trio, suits == SUITED, ranking), trio, suits, weight, ex) for trio, suits, weight, ex in found]
    rows.sort(key=lambda row: (-row[0], row[1], row[2]))
    return tuple(rows)


def hand_classes(ranking: Ranking = STANDARD) -> tuple[HandClass, ...]:
    """The 1,755 classes as records, in `class_rows` order; built once."""
    return _classes(ranking)


@cache
def _classes(ranking: Ranking) -> tuple[HandClass, ...]:
    values: dict[int, HandValue] = {}
    return tuple(_record(i, row, values, ranking) for i, row in enumerate(class_rows(ranking)))


def hand_class(index: int, ranking: Ranking = STANDARD) -> HandClass:
    """One class as a record, without building the others (a strategy in words names only a few)."""
    return (
        _classes(ranking)[index]
        if _classes.cache_info().currsize
        else _record(index, class_rows(ranking)[index], {}, ranking)
    )


def _record(index: int, row: ClassRow, values: dict[int, HandValue], ranking: Ranking) -> HandClass:
    score, (high, mid, low), suits, weight, example = row
    value = values.get(score)
    if value is None:
        value = values[score] = pattern_value(high, mid, low, suits == SUITED, ranking)
    cards = (Card.from_index(example[0]), Card.from_index(example[1]), Card.from_index(example[2]))
    return HandClass(index, (Rank(high), Rank(mid), Rank(low)), suits, weight, cards, value)


@cache
def class_weights(ranking: Ranking = STANDARD) -> tuple[int, ...]:
    """How many of the 22,100 hands each class holds, in class order."""
    return tuple(row[3] for row in class_rows(ranking))


@cache
def class_scores(ranking: Ranking = STANDARD) -> tuple[int, ...]:
    """Each class's hand score, in class order."""
    return tuple(row[0] for row in class_rows(ranking))


def matchups(ranking: Ranking = STANDARD) -> Matchups:
    """Classes (best hand first) with their dealer counts; built once per ranking."""
    return _matchups(ranking)


@cache
def _matchups(ranking: Ranking) -> Matchups:
    classes = _classes(ranking)
    counter = _Counter(classes)
    below, at_most = counter.below_and_at_most_own()
    ties = tuple(b - a for a, b in zip(below, at_most, strict=True))
    return Matchups(ranking, classes, below, ties, tuple(pay_key(c.value) for c in classes), counter)


def qualifier_score(qualifier: Qualifier, ranking: Ranking = STANDARD) -> int:
    """The lowest score with which a dealer qualifies (qualifying is an upper set of values)."""
    return _qualifier_score(qualifier, ranking)


@cache
def _qualifier_score(qualifier: Qualifier, ranking: Ranking) -> int:
    # Every hand value occurs in some class, and the classes run from the best hand down.
    qualifying = [c.value.score for c in hand_classes(ranking) if qualifier.qualifies(c.value)]
    return qualifying[-1]


def not_qualifying(qualifier: Qualifier, ranking: Ranking = STANDARD) -> tuple[int, ...]:
    """For every class: dealer hands (of 18,424) that do not qualify."""
    return _not_qualifying(qualifier, ranking)


@cache
def _not_qualifying(qualifier: Qualifier, ranking: Ranking) -> tuple[int, ...]:
    return matchups(ranking).below_score(qualifier_score(qualifier, ranking))


@cache
def class_pay_keys() -> tuple[str, ...]:
    """The payout key of every class of the standard ranking, in class order."""
    names = [category.key for category in Category]  # by category number: enum hashing is slow
    prial = int(Category.PRIAL)
    keys = []
    for score, (high, _, _), _, _, _ in class_rows(STANDARD):
        category = int(score_category(score))
        keys.append("prial_of_threes" if category == prial and high == 3 else names[category])
    return tuple(keys)


def class_key(cards: Sequence[Card]) -> tuple[tuple[Rank, Rank, Rank], str]:
    """The class of a three-card hand: its ranks, highest first, and how its suits fall."""
    a, b, c = sorted(cards, key=lambda card: card.rank, reverse=True)
    if a.rank == b.rank == c.rank:
        return (a.rank, b.rank, c.rank), PRIAL
    if a.rank == b.rank or b.rank == c.rank:
        pair = (a, b) if a.rank == b.rank else (b, c)
        odd = c if a.rank == b.rank else a
        matched = odd.suit in (pair[0].suit, pair[1].suit)
        return (a.rank, b.rank, c.rank), PAIR_MATCHED if matched else PAIR_OFFSUIT
    if a.suit is b.suit is c.suit:
        suits = SUITED
    elif a.suit is b.suit:
        suits = HIGH_MID
    elif a.suit is c.suit:
        suits = HIGH_LOW
    elif b.suit is c.suit:
        suits = MID_LOW
    else:
        suits = RAINBOW
    return (a.rank, b.rank, c.rank), suits


def class_index(ranking: Ranking = STANDARD) -> dict[tuple[tuple[Rank, Rank, Rank], str], int]:
    """Class key → position in `matchups(ranking).classes`."""
    return _class_index(ranking)


@cache
def _class_index(ranking: Ranking) -> dict[tuple[tuple[Rank, Rank, Rank], str], int]:
    return {(c.ranks, c.suits): c.number for c in hand_classes(ranking)}
