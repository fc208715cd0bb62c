"""What one seat knows privately: its own cards, and (if it keeps count) where the cards are.

`SeatKnowledge.observe` is the only way in, and it takes events as this seat may see them (see
`TableFeed`): the faces of cards dealt face down, other players' looks and unshown hands never
reach it. A seat that keeps count also follows the pack's public history (`PackMemory`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Any

from casino_brag.engine.ai.pack_memory import PackMemory
from casino_brag.engine.cards import Card
from casino_brag.engine.pub.actions import HandName
from casino_brag.engine.pub.events import Discarded, Event, Folded, HandKept, HandStarted, Looked
from casino_brag.engine.pub.games.single.events import HandPickedUp


class SeatKnowledge:
    """One seat's private knowledge of the session."""

    def __init__(self, seat: int, keeps_count: bool = True) -> None:
        self.seat = seat
        self.memory: PackMemory | None = PackMemory(seat) if keeps_count else None
        self.my_hands: dict[HandName, tuple[Card, ...]] = {}
        """The hands this seat has looked at this deal, as dealt."""
        self.my_kept: tuple[Card, ...] | None = None
        """The three it kept after discarding (Four- and Five-Card Brag)."""
        self._pinned: tuple[Sequence[str], tuple[int, ...]] | None = None
        """The last `pinned_in` asked and its answer, until the next event."""

    @property
    def kinds(self) -> frozenset[type[Event]]:
        """The kinds of event this seat's knowledge takes in (the feed passes it no others)."""
        own = frozenset(_HANDLERS)
        return own | PackMemory.KINDS if self.memory is not None else own

    def observe(self, events: Collection[Event]) -> None:
        """Take in events (as this seat sees them), oldest first."""
        memory = self.memory
        if events:
            self._pinned = None
        for event in events:
            if memory is not None:
                memory.observe(event)
            handler = _HANDLERS.get(type(event))
            if handler is not None:
                handler(self, event)

    def _started(self, event: HandStarted) -> None:
        self.my_hands = {}
        self.my_kept = None

    def _looked(self, event: Looked) -> None:
        if event.seat == self.seat and event.cards is not None:
            self.my_hands[event.hand] = event.cards

    def _discarded(self, event: Discarded) -> None:
        if event.seat == self.seat and event.cards is not None:
            thrown = set(event.cards)
            for hand in self.my_hands.values():
                if thrown <= set(hand):
                    self.my_kept = tuple(c for c in hand if c not in thrown)

    def _kept(self, event: HandKept) -> None:
        if event.seat == self.seat:
            self.my_hands = {k: v for k, v in self.my_hands.items() if k == event.hand}

    def _folded(self, event: Folded) -> None:
        if event.seat == self.seat and event.hand is not None:
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

    def pinned_in(self, statuses: Sequence[str]) -> tuple[int, ...]:
        """`pinned(s)` for every seat `s` still in the hand (by `statuses`), 0 for the others."""
        memory = self.memory
        if memory is not None:
            if self._pinned is not None and self._pinned[0] == statuses:
                return self._pinned[1]
            pinned = tuple([memory.in_hand(s) if st in _IN_HAND else 0 for s, st in enumerate(statuses)])
            self._pinned = (statuses, pinned)
            return pinned
        own = self.seat
        mask = self._own_mask() if statuses[own] in _IN_HAND else 0
        return tuple([mask if s == own else 0 for s in range(len(statuses))])

    def split_in(self, statuses: Sequence[str], hands_held: Sequence[int]) -> tuple[tuple[int, ...], ...]:
        """For every player still in with two hands in front of them, the known cards of each
        hand (`PackMemory.hand_masks`); () for everyone else, and for everyone if not counting."""
        memory = self.memory
        if memory is None or all(h < 2 for h in hands_held):
            return ()
        return tuple([memory.hand_masks(s) if st in _IN_HAND else () for s, st in enumerate(statuses)])

    def pinned(self, seat: int) -> int:
        """The mask of the cards this seat knows to be in front of `seat`."""
        if self.memory is not None:
            return self.memory.in_hand(seat)
        return self._own_mask() if seat == self.seat else 0


_IN_HAND = frozenset({"blind", "open", "covered"})

_HANDLERS: dict[type[Event], Callable[[SeatKnowledge, Any], None]] = {
    HandStarted: SeatKnowledge._started,
    Looked: SeatKnowledge._looked,
    HandPickedUp: SeatKnowledge._looked,  # Single-Stake Brag: every hand is picked up, none played blind
    Discarded: SeatKnowledge._discarded,
    HandKept: SeatKnowledge._kept,
    Folded: SeatKnowledge._folded,
}
