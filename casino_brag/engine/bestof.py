"""The best three of several cards, with or without wild twos.

Bastard Brag plays the best three of a player's own cards and the community cards, from none to
all of the player's own: the best of up to 56 three-card choices (8 cards at most, in Stud
Bastard with four community cards). Each choice is one lookup in a cached table of
`strength` numbers, so the search is cheap enough for computer opponents to run in their
equity loops.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from itertools import combinations

from casino_brag.engine.cards import Card
from casino_brag.engine.hands import STANDARD, HandValue, Ranking, hand_table
from casino_brag.engine.wild import WILD_MASK, wild_hand_table, wild_strength

MAX_CARDS = 8


@cache
def strength_table(ranking: Ranking = STANDARD, wild_twos: bool = False) -> dict[int, int]:
    """A comparable number for every three-card hand, keyed by card mask.

    The number is `wild.wild_strength(value, wilds)`: the hand's score first, then (with twos
    wild) fewer wild cards. Without wild cards it orders hands exactly as their scores do.
    """
    if ranking.wilds:  # the ranking's own wild cards: its scores already put fewer wilds first
        return {mask: value.score for mask, value in hand_table(ranking).items()}
    if not wild_twos:
        return {mask: wild_strength(value, 0) for mask, value in hand_table(ranking).items()}
    return {
        mask: wild_strength(value, (mask & WILD_MASK).bit_count()) for mask, value in wild_hand_table(ranking).items()
    }


@dataclass(frozen=True)
class BestThree:
    """The best three cards of a larger set: their value, the cards, and how many are wild."""

    value: HandValue
    cards: tuple[Card, Card, Card]
    wilds: int
    strength: int
    """Orders hands: higher is better, equal is a tie (see `strength_table`)."""


def _bits(cards: Iterable[Card]) -> list[int]:
    """The cards' bits, checking there are 3 to 8 different cards."""
    bits = [c.bit for c in cards]
    mask = 0
    for bit in bits:
        mask |= bit
    if not 3 <= len(bits) <= MAX_CARDS or mask.bit_count() != len(bits):
        raise ValueError(f"the best three are chosen from 3 to {MAX_CARDS} different cards, got {len(bits)}")
    return bits


def best_three(cards: Iterable[Card], ranking: Ranking = STANDARD, wild_twos: bool = False, own: int = 0) -> BestThree:
    """The best three of 3–8 distinct cards.

    `own` says that the first `own` cards are the player's own (the rest are community cards):
    among equally good choices, the one using more of the player's own cards is chosen, so the
    hand shown is the player's where it can be; after that, the earliest in the order given.
    """
    held = tuple(cards)
    bits = _bits(held)
    table = strength_table(ranking, wild_twos)
    best = (-1, -1)
    chosen = (0, 1, 2)
    for trio in combinations(range(len(held)), 3):
        key = (table[bits[trio[0]] | bits[trio[1]] | bits[trio[2]]], sum(1 for i in trio if i < own))
        if key > best:
            best, chosen = key, trio
    picked = (held[chosen[0]], held[chosen[1]], held[chosen[2]])
    mask = picked[0].bit | picked[1].bit | picked[2].bit
    values = wild_hand_table(ranking) if wild_twos else hand_table(ranking)
    wilds = (mask & WILD_MASK).bit_count() if wild_twos else values[mask].wilds
    return BestThree(values[mask], picked, wilds, best[0])


def best_strength(cards: Iterable[Card], ranking: Ranking = STANDARD, wild_twos: bool = False) -> int:
    """Only the strength of the best three (`BestThree.strength`), for fast comparisons."""
    table = strength_table(ranking, wild_twos)
    return max(table[a | b | c] for a, b, c in combinations(_bits(cards), 3))
