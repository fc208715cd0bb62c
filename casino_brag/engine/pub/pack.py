"""The pub pack: shuffled rarely, cut after a shuffle, dealt one card at a time.

Between most hands the pack is not shuffled: folded hands go under it as they are folded and the
last hands at the end, so the order of the cards carries from one deal to the next.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from casino_brag.engine.cards import FULL_DECK, Card, Rank, pack_cards


class PubPack:
    """An ordered pack of the cards not in front of a player, index 0 on top.

    It keeps a bit mask of the cards it holds, so returning a hand under the pack checks for
    duplicates in constant time (a hand is returned on every fold).
    """

    def __init__(self, jokers: bool = False) -> None:
        self._cards: list[Card] = list(pack_cards(jokers))
        self._held = sum(c.bit for c in self._cards)

    @property
    def cards(self) -> tuple[Card, ...]:
        """Top to bottom."""
        return tuple(self._cards)

    def __len__(self) -> int:
        return len(self._cards)

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and bool(self._held & card.bit)

    def shuffle(self, rng: random.Random) -> None:
        rng.shuffle(self._cards)

    def cut(self, rng: random.Random) -> int:
        """Cut at a random depth, leaving at least four cards in each part when it can."""
        n = len(self._cards)
        margin = 4 if n > 8 else 1
        at = rng.randint(margin, n - margin)
        self._cards = self._cards[at:] + self._cards[:at]
        return at

    def deal(
        self, order: Sequence[int], per_seat: int, fixed: Mapping[int, Sequence[Card]] | None = None
    ) -> list[tuple[int, Card, int]]:
        """Deal `per_seat` cards one at a time round `order`: [(seat, card, round), …].

        Seats in `fixed` get the given cards in the given order; the others are dealt from the top
        of what is left once the fixed cards are taken out.
        """
        fixed = fixed or {}
        taken = [c for cards in fixed.values() for c in cards]
        missing = [c for c in taken if c not in self]
        if missing:
            raise ValueError(f"{missing[0]} is not in the pack")
        for card in taken:
            self._cards.remove(card)
        dealt: list[tuple[int, Card, int]] = []
        top = 0
        for rnd in range(per_seat):
            for seat in order:
                if seat in fixed:
                    card = fixed[seat][rnd]
                else:
                    card = self._cards[top]
                    top += 1
                dealt.append((seat, card, rnd))
        del self._cards[:top]
        for _seat, card, _rnd in dealt:
            self._held &= ~card.bit
        return dealt

    def take_out(self, cards: Sequence[Card]) -> tuple[Card, ...]:
        """Take the given cards out of the pack (community cards fixed in advance)."""
        missing = [c for c in cards if c not in self]
        if missing:
            raise ValueError(f"{missing[0]} is not in the pack")
        for card in cards:
            self._cards.remove(card)
            self._held &= ~card.bit
        return tuple(cards)

    def draw(self, count: int) -> tuple[Card, ...]:
        """Take `count` cards off the top."""
        drawn = tuple(self._cards[:count])
        del self._cards[:count]
        for card in drawn:
            self._held &= ~card.bit
        return drawn

    def to_top(self, cards: Sequence[Card]) -> None:
        """Put cards of the pack on top of it in the order given (a resumed hand's draws)."""
        self.take_out(cards)
        self._cards[:0] = cards
        self._held |= sum(c.bit for c in cards)

    def to_bottom(self, cards: Sequence[Card]) -> None:
        """Put cards under the pack in the order given."""
        mask = 0
        for card in cards:
            if (self._held | mask) & card.bit:
                raise ValueError(f"{card} is already in the pack")
            mask |= card.bit
        self._held |= mask
        self._cards.extend(cards)


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
