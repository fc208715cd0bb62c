"""A seat's memory of where the cards are: the no-shuffle pack as a player can follow it.

Between shuffles the pack is never mixed: hands are dealt from the top one card at a time, and
folded and finished hands go under the bottom in a public order. A player who remembers the
cards shown at a see (and their own cards) therefore knows where those cards sit in the pack, and
when the deal comes round to them, which player received which. `PackMemory` keeps that picture
as a list of slots, each a remembered card or unknown, for the pack and for every hand in front
of a player. It is fed only events as this seat sees them, so it can never know more than the
seat may. If what it remembers turns out wrong (hands set in advance by a test or a puzzle), it
forgets everything it cannot see and starts again.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

from casino_brag.engine.cards import Card
from casino_brag.engine.pub.actions import HandName
from casino_brag.engine.pub.dealers_choice import PackRemade
from casino_brag.engine.pub.events import (
    BottomCardShown,
    CardDealt,
    CommunityCardDealt,
    CommunityCardTurned,
    CommunityToBottom,
    Event,
    Folded,
    HandKept,
    HandRetained,
    HandStarted,
    Looked,
    PackCut,
    PackShuffled,
    RetainDeclined,
    SessionStarted,
    ToBottom,
)

Slot = Card | None
"""One card position: the card, if this seat knows it, else None."""


class PackMemory:
    """Where this seat knows each card to be: in the pack (by position) or in a player's hand."""

    KINDS: frozenset[type[Event]]
    """The kinds of event the memory follows (set below, with its handlers)."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.size = 52
        """Cards in the whole pack: 54 with the jokers, as the session's rules say."""
        self.pack: deque[Slot] = deque([None] * 52)
        self.hands: dict[int, dict[str, list[Slot]]] = {}
        """Each player's hands as slots, under "new" and "retained" (and "kept" while a won
        blind hand waits for the others to go under the pack before it becomes "retained")."""
        self.known = 0
        """The 52-bit mask of every card whose position this seat knows (its own included)."""
        self._next_down: dict[int, list[HandName]] = {}
        self.board: list[Slot] = []
        """Bastard Brag: the community cards of the hand in play, in the order dealt."""
        self.resets = 0
        """How often the memory found itself wrong and started again."""
        self._in_hand: dict[int, int] = {}
        """`in_hand` answers since the last event: asked at every decision, changed by few events."""

    def in_hand(self, seat: int) -> int:
        """The mask of the cards this seat knows to be in the hand `seat` plays now.

        With two hands in front of a player it is not yet known which one will play, so
        nothing is claimed for either.
        """
        mask = self._in_hand.get(seat)
        if mask is not None:
            return mask
        mask = 0
        hands = self.hands.get(seat)
        if hands and len(hands) == 1:
            for slots in hands.values():
                for card in slots:
                    if card is not None:
                        mask |= card.bit
        self._in_hand[seat] = mask
        return mask

    def hand_masks(self, seat: int) -> tuple[int, ...]:
        """With two hands in front of `seat`: the known cards of each (it will play one of them);
        with one or none, ()."""
        hands = self.hands.get(seat)
        if not hands or len(hands) < 2:
            return ()
        return tuple(sum(card.bit for card in slots if card is not None) for slots in hands.values())

    def board_known(self) -> int:
        """The mask of the community cards this seat knows, face up or not (Bastard Brag)."""
        mask = 0
        for card in self.board:
            if card is not None:
                mask |= card.bit
        return mask

    def observe(self, event: Event) -> None:
        """Take in one event as this seat sees it."""
        if self._in_hand:
            self._in_hand.clear()
        kind = type(event)
        if kind is CardDealt:
            assert isinstance(event, CardDealt)
            slot = self.pack.popleft() if self.pack else self._forget_slot()
            self.hands[event.seat]["new"].append(slot)
            return
        handler = _HANDLERS.get(kind)
        if handler is not None:
            handler(self, event)

    def _session(self, event: SessionStarted) -> None:
        """A pack with jokers holds 54 cards (the `wild = "jokers"` house rule)."""
        self.size = 54 if event.rules.jokers else 52
        self.pack = deque([None] * self.size)

    def _remade(self, event: PackRemade) -> None:
        """The jokers went into the pack or out of it, and it was shuffled (dealer's choice)."""
        self.size = event.size + sum(len(s) for hands in self.hands.values() for s in hands.values())
        self._shuffled()

    def _started(self, event: HandStarted) -> None:
        for seat in event.seats:
            self.hands.setdefault(seat, {})["new"] = []

    def _looked(self, event: Looked) -> None:
        if event.cards is not None:
            self._reveal(self.hands.setdefault(event.seat, {}).setdefault(event.hand, []), event.cards)

    def _folded(self, event: Folded) -> None:
        self._next_down[event.seat] = [event.hand] if event.hand is not None else ["retained", "new"]

    def _kept(self, event: HandKept) -> None:
        self._next_down[event.seat] = ["retained" if event.hand == "new" else "new"]

    def _retained(self, event: HandRetained) -> None:
        held = self.hands.setdefault(event.seat, {})
        held["kept"] = held.pop(event.hand, [None] * 3)
        self._next_down[event.seat] = ["retained", "new"]
        self._settle_kept(event.seat)

    def _declined(self, event: RetainDeclined) -> None:
        self._next_down[event.seat] = ["retained", "new"]

    def _cut(self, event: PackCut) -> None:
        self.pack.rotate(-event.at)

    def _community_dealt(self, event: CommunityCardDealt) -> None:
        self.board.append(self.pack.popleft() if self.pack else self._forget_slot())

    def _community_turned(self, event: CommunityCardTurned) -> None:
        if event.index >= len(self.board):
            self._forget()
            self.board += [None] * (event.index + 1 - len(self.board))
        slot = [self.board[event.index]]
        self._reveal(slot, (event.card,))
        self.board[event.index] = slot[0]

    def _community_to_bottom(self, event: CommunityToBottom) -> None:
        if len(self.board) != event.count:
            self._forget()
            self.board = [None] * event.count
        for i, card in enumerate(event.cards):
            if card is not None:
                slot = [self.board[i]]
                self._reveal(slot, (card,))
                self.board[i] = slot[0]
        self.pack.extend(self.board)
        self.board = []

    def _reveal(self, slots: list[Slot], cards: tuple[Card, ...]) -> None:
        """Cards seen where the slots are: check them against memory, then remember them."""
        known = self.known
        wrong = len(slots) != len(cards) or any(
            (s is not None and s is not c and s != c) or (s is None and known & c.bit)
            for s, c in zip(slots, cards, strict=False)
        )
        if wrong:
            self._forget()
        slots[:] = cards
        for c in cards:
            self.known |= c.bit

    def _take_holding(self, seat: int, count: int) -> list[Slot]:
        held = self.hands.get(seat, {})
        order = self._next_down.pop(seat, None) or ["retained", "new"]
        for i, key in enumerate(order):
            if key in held and len(held[key]) == count:
                if order[i + 1 :]:
                    self._next_down[seat] = order[i + 1 :]
                return held.pop(key)
        self._forget()
        for key in ("retained", "new"):
            if key in held:
                held.pop(key)
                break
        return [None] * count

    def _to_bottom(self, event: ToBottom) -> None:
        slots = self._take_holding(event.seat, event.count)
        if event.cards is not None:
            self._reveal(slots, event.cards)
        self.pack.extend(slots)
        if "kept" in self.hands.get(event.seat, {}):
            self._settle_kept(event.seat)

    def _settle_kept(self, seat: int) -> None:
        """A won blind hand becomes the retained hand once the other hands have gone down."""
        held = self.hands.get(seat, {})
        if "kept" in held and "retained" not in held and "new" not in held:
            held["retained"] = held.pop("kept")
            self._next_down.pop(seat, None)

    def _bottom_shown(self, event: BottomCardShown) -> None:
        """The bottom card of the pack, shown to everyone (the `show_bottom` house rule)."""
        if not self.pack:
            self._forget()
            return
        slot = [self.pack[-1]]
        self._reveal(slot, (event.card,))
        self.pack[-1] = slot[0]

    def _shuffled(self, event: Event | None = None) -> None:
        """The pack is shuffled: every card in it is unknown again; hands held stay known."""
        held = [s for hands in self.hands.values() for slots in hands.values() for s in slots]
        self.known = 0
        for card in held:
            if card is not None:
                self.known |= card.bit
        self.pack = deque([None] * (self.size - len(held)))

    def _forget_slot(self) -> Slot:
        self._forget()
        return None

    def _forget(self) -> None:
        """The memory is wrong somewhere: keep only the cards in this seat's own hands."""
        self.resets += 1
        self.known = 0
        self.pack = deque([None] * len(self.pack))
        self.board = [None] * len(self.board)
        for seat, hands in self.hands.items():
            for slots in hands.values():
                for i, card in enumerate(slots):
                    if seat == self.seat and card is not None:
                        self.known |= card.bit
                    else:
                        slots[i] = None


_HANDLERS: dict[type[Event], Callable[[PackMemory, Any], None]] = {
    ToBottom: PackMemory._to_bottom,
    SessionStarted: PackMemory._session,
    PackRemade: PackMemory._remade,
    BottomCardShown: PackMemory._bottom_shown,
    HandStarted: PackMemory._started,
    Looked: PackMemory._looked,
    Folded: PackMemory._folded,
    HandKept: PackMemory._kept,
    HandRetained: PackMemory._retained,
    RetainDeclined: PackMemory._declined,
    PackShuffled: PackMemory._shuffled,
    PackCut: PackMemory._cut,
    CommunityCardDealt: PackMemory._community_dealt,
    CommunityCardTurned: PackMemory._community_turned,
    CommunityToBottom: PackMemory._community_to_bottom,
}
PackMemory.KINDS = frozenset({CardDealt, *_HANDLERS})
