"""The pub pack: shuffled rarely, cut after a shuffle, dealt one card at a time.

Between most hands the pack is not shuffled: folded hands go under it as they are folded and the
last hands at the end, so the order of the cards carries from one deal to the next.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from ..cards import FULL_DECK, Card, Deck, Rank


class PubPack:
    """An ordered pack of the cards not in front of a player."""

    def __init__(self) -> None:
        self._deck = Deck(FULL_DECK)

    @property
    def cards(self) -> tuple[Card, ...]:
        """Top to bottom."""
        return self._deck.cards

    def __len__(self) -> int:
        return len(self._deck)

    def __contains__(self, card: object) -> bool:
        return card in self._deck

    def shuffle(self, rng: random.Random) -> None:
        self._deck.shuffle(rng)

    def cut(self, rng: random.Random) -> int:
        """Cut at a random depth, leaving at least four cards in each part when it can."""
        n = len(self._deck)
        margin = 4 if n > 8 else 1
        at = rng.randint(margin, n - margin)
        self._deck.cut(at)
        return at

    def deal(
        self, order: Sequence[int], per_seat: int, fixed: Mapping[int, Sequence[Card]] | None = None
    ) -> list[tuple[int, Card, int]]:
        """Deal `per_seat` cards one at a time round `order`: [(seat, card, round), …].

        Seats in `fixed` get the given cards in the given order; the others are dealt from the top
        of what is left once the fixed cards are taken out.
        """
        fixed = fixed or {}
        self._deck.remove([c for cards in fixed.values() for c in cards])
        dealt: list[tuple[int, Card, int]] = []
        for rnd in range(per_seat):
            for seat in order:
                card = fixed[seat][rnd] if seat in fixed else self._deck.draw_one()
                dealt.append((seat, card, rnd))
        return dealt

    def to_bottom(self, cards: Sequence[Card]) -> None:
        self._deck.return_to_bottom(cards)


def cut_for_dealer(seats: Sequence[int], rng: random.Random) -> tuple[list[list[tuple[int, Card]]], int]:
    """Each seat cuts a card from a shuffled pack; the highest rank deals, ties cut again.

    Returns every round of cuts and the dealer. Suits do not rank, so equal ranks must cut again.
    """
    rounds: list[list[tuple[int, Card]]] = []
    contenders = list(seats)
    while True:
        cards = list(FULL_DECK)
        rng.shuffle(cards)
        cuts = [(seat, cards.pop(rng.randrange(len(cards)))) for seat in contenders]
        rounds.append(cuts)
        top: Rank = max(card.rank for _, card in cuts)
        contenders = [seat for seat, card in cuts if card.rank == top]
        if len(contenders) == 1:
            return rounds, contenders[0]
