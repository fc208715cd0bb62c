"""The community cards of Bastard Brag: dealt face down to the middle and turned one at a time."""

from __future__ import annotations

from casino_brag.engine.cards import Card


class Board:
    """The community cards of one hand, in the order dealt; the first `turned` are face up."""

    def __init__(self, cards: tuple[Card, ...] = ()) -> None:
        self.cards: tuple[Card, ...] = cards
        self.turned = 0

    @property
    def face_up(self) -> tuple[Card, ...]:
        """The cards turned so far: what every player may use and see."""
        return self.cards[: self.turned]

    @property
    def face_down(self) -> int:
        """How many are still to be turned."""
        return len(self.cards) - self.turned

    def turn(self) -> tuple[int, Card]:
        """Turn the next card face up: returns (its index, the card)."""
        if not self.face_down:
            raise ValueError("every community card is already face up")
        index = self.turned
        self.turned += 1
        return index, self.cards[index]
