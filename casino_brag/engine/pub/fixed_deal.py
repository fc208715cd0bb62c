"""Hands and community cards fixed in advance (tests, puzzles, a resumed hand): read and checked
against the players dealt in, the pack, and a blind hand kept from the last deal."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from casino_brag.engine.cards import Card, parse_cards

if TYPE_CHECKING:
    from casino_brag.engine.pub.state import TableState


def parse_fixed(
    table: TableState, hands: Mapping[int, str | Iterable[Card]] | None, players: list[int]
) -> dict[int, tuple[Card, ...]]:
    """Each seat's fixed cards, checked: dealt in, the right number, no card twice or kept."""
    if not hands:
        return {}
    fixed: dict[int, tuple[Card, ...]] = {}
    for seat, given in hands.items():
        if seat not in players:
            raise ValueError(f"seat {seat!r} is not dealt in this hand")
        cards = parse_cards(given) if isinstance(given, str) else tuple(given)
        if len(cards) != table.game.dealt:
            raise ValueError(f"seat {seat} must be given {table.game.dealt} cards, not {len(cards)}")
        fixed[seat] = cards
    everything = [c for cards in fixed.values() for c in cards]
    if len(set(everything)) != len(everything):
        raise ValueError("the fixed hands give the same card twice")
    kept = {
        c
        for i, seat in enumerate(table._seats)
        if i != table._retain_offer
        for h in seat.holdings.values()
        for c in h.cards
    }
    clash = [c for c in everything if c in kept]
    if clash:
        raise ValueError(f"{clash[0]} is in a blind hand kept from the last deal")
    return fixed


def parse_community(
    table: TableState, given: str | Iterable[Card] | None, fixed: Mapping[int, tuple[Card, ...]]
) -> tuple[Card, ...]:
    """Bastard Brag's fixed community cards, checked against the pack and the fixed hands."""
    if given is None:
        return ()
    want = table.game.community
    if not want:
        raise ValueError(f"{table.game.title} deals no community cards: only Bastard Brag does")
    cards = parse_cards(given) if isinstance(given, str) else tuple(given)
    if len(cards) != want:
        raise ValueError(f"give {want} community cards, not {len(cards)}")
    if len(set(cards)) != len(cards):
        raise ValueError("the community cards give the same card twice")
    in_hands = {c for hand in fixed.values() for c in hand}
    for card in cards:
        if card in in_hands:
            raise ValueError(f"{card} is given both to a player and to the middle")
        if card not in table._pack:
            raise ValueError(f"{card} is not in the pack")
    return cards
