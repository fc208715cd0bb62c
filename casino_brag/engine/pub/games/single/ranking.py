"""The old game's ranking: the braggers A♦, J♣ and 9♦ are wild, and only prials and pairs count.

A prial beats a pair, which beats a high card; flushes and runs count for nothing. Prials go from
aces down to twos (3-3-3 is not on top here). A bragger may stand for any card or for itself: A♦
with two other aces is three natural aces, as the old rule says. A natural hand beats the same hand
made with braggers, and only the same: three kings with a bragger still beat three natural queens.
Pairs compare by the pair, then natural over bragger, then the odd card; high cards from the top.

Every hand is valued once into a table of all 22,100, as `engine.hands` does for Brag.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from itertools import combinations

from casino_brag.engine.cards import FULL_DECK, Card, Rank, parse_cards
from casino_brag.engine.hands import Category, HandValue

BRAGGERS: tuple[Card, ...] = parse_cards("Ad Jc 9d")
"""The three wild cards of the old game."""
BRAGGER_MASK = sum(c.bit for c in BRAGGERS)


def is_bragger(card: Card) -> bool:
    return bool(card.bit & BRAGGER_MASK)


def _score(category: Category, first: int, natural: bool, second: int = 0, third: int = 0) -> int:
    """One integer ordering hands: category, the deciding rank, natural over bragger, the rest."""
    return ((((int(category) * 16 + first) * 2 + natural) * 16 + second) * 16) + third


def _plain(ranks: list[int]) -> HandValue:
    """Three cards as they are, none standing for another."""
    high, mid, low = sorted(ranks, reverse=True)
    if high == low:
        return HandValue(_score(Category.PRIAL, high, True), Category.PRIAL, (Rank(high),))
    if high == mid or mid == low:
        pair, odd = (high, low) if high == mid else (mid, high)
        return HandValue(_score(Category.PAIR, pair, True, odd), Category.PAIR, (Rank(pair), Rank(odd)))
    return HandValue(
        _score(Category.HIGH_CARD, high, True, mid, low), Category.HIGH_CARD, (Rank(high), Rank(mid), Rank(low))
    )


def _with_braggers(fixed: list[int], wild: int) -> HandValue:
    """The best hand `wild` braggers make with the cards `fixed` (ranks, standing as themselves)."""
    ranks = sorted(fixed, reverse=True)
    if wild == 3:
        top = int(Rank.ACE)
        return HandValue(_score(Category.PRIAL, top, False), Category.PRIAL, (Rank.ACE,), wild)
    if wild == 2 or ranks[0] == ranks[1]:
        return HandValue(_score(Category.PRIAL, ranks[0], False), Category.PRIAL, (Rank(ranks[0]),), wild)
    pair, odd = ranks
    return HandValue(_score(Category.PAIR, pair, False, odd), Category.PAIR, (Rank(pair), Rank(odd)), wild)


def _best(cards: tuple[Card, ...]) -> HandValue:
    braggers = [c for c in cards if is_bragger(c)]
    best = _plain([int(c.rank) for c in cards])
    for size in range(1, len(braggers) + 1):
        for wild in combinations(braggers, size):
            fixed = [int(c.rank) for c in cards if c not in wild]
            value = _with_braggers(fixed, size)
            if value.score > best.score:
                best = value
    return best


@cache
def bragger_table() -> dict[int, HandValue]:
    """The value of every three-card hand under the old game's ranking, by card mask."""
    return {a.bit | b.bit | c.bit: _best((a, b, c)) for a, b, c in combinations(FULL_DECK, 3)}


def bragger_value(cards: Iterable[Card]) -> HandValue:
    """The value of a three-card hand with the braggers wild."""
    mask = 0
    for card in cards:
        mask |= card.bit
    return bragger_table()[mask]


def natural(value: HandValue) -> bool:
    """Whether the hand is made without a bragger standing for another card."""
    return value.wilds == 0
