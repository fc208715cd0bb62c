"""The decision view: the one thing a computer opponent decides from.

`DecisionView` is a frozen snapshot of what one seat may know at its turn: the table's public
state (chips, pot, stake, who is blind, open or out, the actions on offer), its own cards once
looked at, the cards it knows the whereabouts of from the pack's public history, and what every
player's betting has shown this hand and this session. `decision_view` brings the seat's
knowledge up to date from the table's events as that seat may see them (see `TableFeed`) and adds
the public table queries. Nothing else of the table reaches a decision.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..cards import Card
from ..pub.actions import Action, HandName
from ..pub.rules import HouseRules
from ..pub.seats import Status
from .bastard_view import BoardView, board_view
from .feed import TableFeed
from .knowledge import SeatKnowledge
from .reads import HandLog, Tendencies
from .record import TableRecord
from .strength import mask_cards, strength_model

if TYPE_CHECKING:
    from ..pub.table import Table


@dataclass(frozen=True)
class DecisionView:
    """What `seat` may know when it is asked to decide.

    - `offers`: the legal actions (empty when the decision is not this seat's).
    - `pending`: "discard" or "keep" while this seat must finish looking, else None.
    - `between_hands`: the decision is whether to keep a blind hand won unseen.
    - `my_hands`: each hand this seat has looked at this deal, as dealt; `my_kept` is the three
      it kept after discarding (Four- and Five-Card Brag).
    - `known`: the cards (as a 52-bit mask, see `known_cards`) whose whereabouts this seat knows:
      its own looked-at cards, cards shown at a see, and where those went in the unshuffled
      pack. `pinned[s]`: the mask of those known to be in front of player `s` now.
    - `logs`, `habits`: every player's betting this hand, and their habits this session.
    - `board`: in Bastard Brag, the community cards and the betting round (None in other games).
    """

    seat: int
    rules: HouseRules
    hand_number: int
    dealer: int
    between_hands: bool
    pending: str | None
    offers: tuple[Action, ...]
    chips: tuple[int, ...]
    put_in: tuple[int, ...]
    statuses: tuple[Status, ...]
    hands_held: tuple[int, ...]
    pot: int
    live_pot: int
    stake: int
    my_hands: tuple[tuple[HandName, tuple[Card, ...]], ...]
    my_kept: tuple[Card, ...] | None
    known: int
    pinned: tuple[int, ...]
    logs: tuple[HandLog, ...]
    habits: tuple[Tendencies, ...]
    turns: int
    tilt: float
    session_net: int
    starting_chips: int
    board: BoardView | None = None

    @property
    def blind(self) -> bool:
        """Whether this seat is playing blind (it has not looked at the hand it plays)."""
        return self.statuses[self.seat] == "blind"

    @property
    def opponents(self) -> tuple[int, ...]:
        """The other players still in the hand (betting, or covered and waiting)."""
        return tuple(
            s for s, st in enumerate(self.statuses) if s != self.seat and st in ("blind", "open", "covered")
        )

    @property
    def betting_opponents(self) -> tuple[int, ...]:
        """The other players still betting (not covered)."""
        return tuple(s for s, st in enumerate(self.statuses) if s != self.seat and st in ("blind", "open"))

    def offer(self, kind: str) -> Action | None:
        """The offered action of a kind, if any (the first, for kinds offered per hand)."""
        for a in self.offers:
            if a.kind == kind:
                return a
        return None

    @property
    def known_cards(self) -> tuple[Card, ...]:
        """The cards whose whereabouts this seat knows."""
        return mask_cards(self.known)

    def pinned_cards(self, seat: int) -> tuple[Card, ...]:
        """The cards this seat knows to be in front of player `seat`."""
        return mask_cards(self.pinned[seat])

    def hand(self, name: HandName) -> tuple[Card, ...] | None:
        for key, cards in self.my_hands:
            if key == name:
                return cards
        return None


class TableContext:
    """What the computer players at one table share: the redacted event feed and the public record.

    Sharing saves each player redoing the same public bookkeeping. Nothing private is shared:
    both hold only what a spectator sees, and each player's own cards reach only that player's
    `SeatKnowledge`.
    """

    def __init__(self, players: int) -> None:
        self.feed = TableFeed()
        self.record = TableRecord(players)
        self.feed.join(self.record)

    def join(self, knowledge: SeatKnowledge) -> None:
        self.feed.join(knowledge)

    def sync(self, table: Table, knowledge: SeatKnowledge | None = None) -> None:
        """Bring the record (and a seat's knowledge) up to date with the table's events."""
        if self.record.percentile is None:
            self.record.percentile = strength_model(table.rules).percentile
        self.record.observe(self.feed.read(self.record, table, None))
        if knowledge is not None:
            knowledge.observe(self.feed.read(knowledge, table, knowledge.seat))


def decision_view(table: Table, context: TableContext, knowledge: SeatKnowledge) -> DecisionView:
    """The decision view of the seat `knowledge` belongs to: its events and public table queries."""
    context.sync(table, knowledge)
    record = context.record
    seat = knowledge.seat
    seats = range(len(table.names))
    between = table.hand_over
    deciding = table.retain_offer if between else table.to_act
    mine = deciding == seat
    pots = table.pots
    statuses = tuple(map(table.status, seats))
    return DecisionView(
        seat,
        table.rules,
        table.hand_number,
        table.dealer,
        between,
        table.pending_choice if mine and not between else None,
        tuple(table.legal_actions()) if mine else (),
        table.chips,
        tuple(map(table.put_in, seats)),
        statuses,
        tuple(map(table.hands_held, seats)),
        table.pot,
        pots[-1].amount if pots else 0,
        table.stake,
        tuple(knowledge.my_hands.items()),
        knowledge.my_kept,
        knowledge.known,
        tuple(knowledge.pinned(s) if statuses[s] in _IN_HAND else 0 for s in seats),
        record.logs,
        record.habits,
        record.turns,
        record.tilt[seat],
        record.session_net[seat],
        record.starting_chips[seat],
        board=board_view(table, knowledge) if table.rules.bastard else None,
    )


_IN_HAND = frozenset({"blind", "open", "covered"})
