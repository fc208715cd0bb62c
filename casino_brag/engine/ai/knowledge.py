"""What one seat knows privately: its own cards, and (if it keeps count) where the cards are.

`SeatKnowledge.observe` is the only way in, and it takes events as this seat may see them (see
`TableFeed`): the faces of cards dealt face down, other players' looks and unshown hands never
reach it. A seat that keeps count also follows the pack's public history (`PackMemory`).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..cards import Card
from ..pub.actions import HandName
from ..pub.events import Discarded, Event, Folded, HandKept, HandStarted, Looked
from .pack_memory import PackMemory


class SeatKnowledge:
    """One seat's private knowledge of the session."""

    def __init__(self, seat: int, keeps_count: bool = True) -> None:
        self.seat = seat
        self.memory: PackMemory | None = PackMemory(seat) if keeps_count else None
        self.my_hands: dict[HandName, tuple[Card, ...]] = {}
        """The hands this seat has looked at this deal, as dealt."""
        self.my_kept: tuple[Card, ...] | None = None
        """The three it kept after discarding (Four- and Five-Card Brag)."""

    def observe(self, events: Iterable[Event]) -> None:
        """Take in events (as this seat sees them), oldest first."""
        memory = self.memory
        seat = self.seat
        for event in events:
            if memory is not None:
                memory.observe(event)
            kind = type(event)
            if kind is HandStarted:
                self.my_hands = {}
                self.my_kept = None
            elif kind is Looked:
                assert isinstance(event, Looked)
                if event.seat == seat and event.cards is not None:
                    self.my_hands[event.hand] = event.cards
            elif kind is Discarded:
                assert isinstance(event, Discarded)
                if event.seat == seat and event.cards is not None:
                    thrown = set(event.cards)
                    for hand in self.my_hands.values():
                        if thrown <= set(hand):
                            self.my_kept = tuple(c for c in hand if c not in thrown)
            elif kind is HandKept:
                assert isinstance(event, HandKept)
                if event.seat == seat:
                    self.my_hands = {k: v for k, v in self.my_hands.items() if k == event.hand}
            elif kind is Folded:
                assert isinstance(event, Folded)
                if event.seat == seat and event.hand is not None:
                    self.my_hands.pop(event.hand, None)

    def _own_mask(self) -> int:
        mask = 0
        for hand in self.my_hands.values():
            for c in hand:
                mask |= c.bit
        return mask

    @property
    def known(self) -> int:
        """The mask of every card whose whereabouts this seat knows."""
        if self.memory is not None:
            return self.memory.known
        return self._own_mask()

    def board_known(self) -> int:
        """The mask of the community cards this seat knows (only by following the pack)."""
        return self.memory.board_known() if self.memory is not None else 0

    def pinned(self, seat: int) -> int:
        """The mask of the cards this seat knows to be in front of `seat`."""
        if self.memory is not None:
            return self.memory.in_hand(seat)
        return self._own_mask() if seat == self.seat else 0
