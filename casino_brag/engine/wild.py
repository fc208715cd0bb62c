"""Wild twos: the best value a three-card hand can take when every 2 stands for any card.

A wild card may stand for any card of any rank and suit, so a hand with wild cards is worth the
best hand it could be made into. Two wilds always make a prial of the third card's rank, and
three wilds make the top prial. When two hands are worth the same, the one with fewer wild cards
wins (Brag's traditional convention: a natural hand beats an equal wild one), so `wild_strength`
folds the value and the count of wild cards into one comparable number.

Like `hands.hand_table`, every one of the 22,100 hands is valued once into a cached table, so
play-time evaluation is a dictionary lookup.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from casino_brag.engine.cards import FULL_DECK, JOKER_MASK, Card, Rank
from casino_brag.engine.hands import STANDARD, HandValue, Ranking, best_completion, hand_table

WILD_RANK = Rank.TWO
"""The rank that is wild when twos are wild."""

WILD_MASK = sum(c.bit for c in FULL_DECK if c.rank == WILD_RANK)
"""The 52-bit card mask of the four wild twos."""

ONE_EYED_JACKS = sum(c.bit for c in FULL_DECK if c.code in ("Js", "Jh"))
"""The jacks drawn in profile, J♠ and J♥: the one-eyed jacks of the house rule."""

WILD_SETS: dict[str, int] = {"none": 0, "twos": WILD_MASK, "one-eyed-jacks": ONE_EYED_JACKS, "jokers": JOKER_MASK}
"""The wild cards each choice of the house rule makes wild, as card masks."""


def wild_count(cards: Iterable[Card]) -> int:
    """How many of `cards` are wild twos."""
    return sum(1 for c in cards if c.rank == WILD_RANK)


def _best_completion(natural: list[int], table: dict[int, HandValue]) -> HandValue:
    """The best hand the natural cards (given by index) make with wild cards filling the rest."""
    return best_completion(sum(1 << i for i in natural), 3 - len(natural), table)


@cache
def wild_hand_table(ranking: Ranking = STANDARD) -> dict[int, HandValue]:
    """The value of every three-card hand with twos wild, keyed by the hand's card mask."""
    plain = hand_table(ranking)
    prials = {int(r): plain[sum(1 << (4 * (int(r) - 2) + s) for s in range(3))] for r in Rank}
    top_prial = max(prials.values())
    pairs: dict[int, HandValue] = {}
    table: dict[int, HandValue] = {}
    for mask, value in plain.items():
        wilds = (mask & WILD_MASK).bit_count()
        if wilds == 0:
            table[mask] = value
        elif ranking.lowball:  # a wild makes the best low hand, never simply a prial
            natural = [i for i in range(52) if (mask >> i) & 1 and not (WILD_MASK >> i) & 1]
            key = sum(1 << i for i in natural)
            if key not in pairs:
                pairs[key] = _best_completion(natural, plain)
            table[mask] = pairs[key]
        elif wilds == 3:
            table[mask] = top_prial
        else:
            natural = [i for i in range(52) if (mask >> i) & 1 and not (WILD_MASK >> i) & 1]
            if wilds == 2:
                table[mask] = prials[natural[0] // 4 + 2]
            else:
                key = (1 << natural[0]) | (1 << natural[1])
                if key not in pairs:
                    pairs[key] = _best_completion(natural, plain)
                table[mask] = pairs[key]
    return table


def evaluate_wild(cards: Iterable[Card], ranking: Ranking = STANDARD) -> HandValue:
    """The best value of exactly three distinct cards with twos wild."""
    trio = tuple(cards)
    mask = 0
    for c in trio:
        mask |= c.bit
    value = wild_hand_table(ranking).get(mask)
    if value is not None and len(trio) == 3:
        return value
    raise ValueError(f"a Brag hand is exactly 3 different cards, got {' '.join(map(str, trio)) or 'none'}")


def wild_strength(value: HandValue, wilds: int) -> int:
    """One number ordering hands with wild cards: the value first, then fewer wilds."""
    return value.score * 4 + 3 - wilds
