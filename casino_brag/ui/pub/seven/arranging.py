"""Your cards being placed into hand slots before you declare them.

A click on one of your loose cards puts it into the chosen slot (the first with room, if that one
is full); a click on a placed card takes it back. The discard slot takes the cards left over in
Seven- and Thirteen-Card Brag. Once every card is placed, the declaration is the hands in slot
order, then the discards.
"""

from __future__ import annotations

from casino_brag.engine.cards import Card
from casino_brag.engine.hands import HandValue, Ranking, evaluate


class Arranging:
    """The slots of one deal: `hands` hands of three, and a discard slot when cards are left over."""

    def __init__(self, dealt: tuple[Card, ...], hands: int) -> None:
        self.dealt = dealt
        self.hands = hands
        self.discards = len(dealt) - 3 * hands
        self.slots: list[list[Card]] = [[] for _ in range(hands + (1 if self.discards else 0))]
        self.target = 0

    def room(self, slot: int) -> int:
        size = 3 if slot < self.hands else self.discards
        return size - len(self.slots[slot])

    @property
    def loose(self) -> list[Card]:
        """Your cards not yet placed, in the order dealt."""
        placed = {c for slot in self.slots for c in slot}
        return [c for c in self.dealt if c not in placed]

    @property
    def complete(self) -> bool:
        return not self.loose

    def choose(self, slot: int) -> None:
        """The slot your next card goes into."""
        if 0 <= slot < len(self.slots):
            self.target = slot

    def place(self, card: Card) -> None:
        if card not in self.loose:
            return
        order = [self.target, *(s for s in range(len(self.slots)) if s != self.target)]
        slot = next(s for s in order if self.room(s) > 0)
        self.slots[slot].append(card)
        if self.room(slot) == 0:
            free = [s for s in range(len(self.slots)) if self.room(s) > 0]
            self.target = next((s for s in free if s > slot), free[0] if free else self.target)

    def take_back(self, card: Card) -> None:
        for index, slot in enumerate(self.slots):
            if card in slot:
                slot.remove(card)
                self.target = index

    def clear(self) -> None:
        for slot in self.slots:
            slot.clear()
        self.target = 0

    def fill(self, declared: tuple[Card, ...]) -> None:
        """Place every card as `declared` orders them (the advisor's best split)."""
        self.clear()
        for index in range(len(self.slots)):
            self.slots[index] = list(declared[3 * index : 3 * index + 3]) if index < self.hands else []
        self.slots[-1] += list(declared[3 * self.hands :]) if self.discards else []
        self.target = len(self.slots) - 1

    def declared(self) -> tuple[Card, ...]:
        """The declaration: the hands in slot order, then the discards."""
        return tuple(c for slot in self.slots for c in slot)

    def value(self, slot: int, ranking: Ranking) -> HandValue | None:
        """The value of a full hand slot (None while it is not full, or for the discards)."""
        if slot >= self.hands or len(self.slots[slot]) != 3:
            return None
        return evaluate(self.slots[slot], ranking)
