"""The decision view: the one thing a computer opponent decides from.

`DecisionView` is what one seat may know at its turn: the table's public state (chips, pot,
stake, who is blind, open or out, the actions on offer), its own cards once looked at, the cards
it knows the whereabouts of from the pack's public history, and what every player's betting has
shown this hand and this session. The seat's knowledge comes from the table's events as that seat
may see them (see `TableFeed`); the rest is public table queries. Nothing else of the table
reaches a decision.

`decision_view` gives a frozen snapshot of plain values: it is all a player receives (see
`seating.py`), and nothing reachable from it leads back to the table or to a hidden card.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from functools import lru_cache
from typing import TYPE_CHECKING

from casino_brag.engine.ai.bastard.view import BoardView, board_view
from casino_brag.engine.ai.feed import TableFeed
from casino_brag.engine.ai.knowledge import SeatKnowledge
from casino_brag.engine.ai.odds import mask_cards
from casino_brag.engine.ai.poker.spot import PokerSpot, poker_spot
from casino_brag.engine.ai.reads import HandLog, Tendencies
from casino_brag.engine.ai.record import TableRecord
from casino_brag.engine.ai.strength import strength_model
from casino_brag.engine.ai.threestake.draw import DrawSpot, spot_at
from casino_brag.engine.cards import Card
from casino_brag.engine.hands import HandValue
from casino_brag.engine.pub.actions import Action, HandName
from casino_brag.engine.pub.face_up import face_up_shown
from casino_brag.engine.pub.rules import HouseRules
from casino_brag.engine.pub.seats import Status

if TYPE_CHECKING:
    from casino_brag.engine.pub.table import Table


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
    - `split[s]`: when player `s` holds two hands (a blind hand kept from the last deal and a new
      one), the mask of the cards this seat knows in each, since either may be the one played;
      () when nobody holds two (or this seat does not follow the pack).
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
    split: tuple[tuple[int, ...], ...] = ()
    calm: int = 0
    """Betting decisions since the stake last rose: a pot that has stalled for a round or more."""
    draw: DrawSpot | None = None
    """Three-Stake Brag's draw towards 31, all face up, when this seat is to draw or stand."""
    poker: PokerSpot | None = None
    """3 Card Brag Poker: the round, its bet size and the draw, when this seat is to decide."""
    moves: tuple[tuple[int, str], ...] = ()
    """This hand's public moves in order: (seat, "look" | "bet" | "raise" | "see" | "fold" | "cover"),
    a "bet" being the least the player could bet and a "raise" anything more."""
    face_up: HandValue | None = None
    """The face-up hand dealt this hand under `retained_face_up`: every player still in beats it."""
    move_stakes: tuple[int, ...] = ()
    """The stake, in open terms, after each of `moves`."""
    dealt_two: tuple[bool, ...] = ()
    """Whether each player began this hand with two hands (a blind hand kept from the last deal)."""

    @property
    def blind(self) -> bool:
        """Whether this seat is playing blind (it has not looked at the hand it plays)."""
        return self.statuses[self.seat] == "blind"

    @property
    def opponents(self) -> tuple[int, ...]:
        """The other players still in the hand (betting, or covered and waiting)."""
        return _others(self.statuses, self.seat)[0]

    @property
    def betting_opponents(self) -> tuple[int, ...]:
        """The other players still betting (not covered)."""
        return _others(self.statuses, self.seat)[1]

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


@lru_cache(maxsize=4096)
def _others(statuses: tuple[Status, ...], seat: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(players still in, players still betting) other than `seat`: asked several times a decision."""
    still_in = tuple(s for s, st in enumerate(statuses) if s != seat and st in ("blind", "open", "covered"))
    return still_in, tuple(s for s in still_in if statuses[s] != "covered")


class TableContext:
    """What the computer players at one table share: the redacted event feed and the public record.

    Sharing saves each player redoing the same public bookkeeping. Nothing private is shared:
    both hold only what a spectator sees, and each player's own cards reach only that player's
    `SeatKnowledge`.
    """

    def __init__(self, players: int) -> None:
        self.feed = TableFeed()
        self.record = TableRecord(players)
        self._rules: HouseRules | None = None
        self.feed.watch(self.record.observe, TableRecord.KINDS)

    def join(self, knowledge: SeatKnowledge) -> None:
        self.feed.join(knowledge, knowledge.kinds, knowledge.seat)

    def sync(self, table: Table) -> None:
        """Bring the record up to date with the table's events."""
        if self.record.percentile is None or self._rules is not table.rules:  # dealer's choice changes the game
            self.record.percentile = strength_model(table.rules).percentile
            self._rules = table.rules
        self.feed.sync(table)  # the record watches the feed

    def catch_up(self, table: Table, knowledge: SeatKnowledge) -> None:
        """Bring a seat's knowledge up to date (the record must be already)."""
        knowledge.observe(self.feed.read(knowledge, table, synced=True))


def decision_view(table: Table, context: TableContext, knowledge: SeatKnowledge) -> DecisionView:
    """The decision view of the seat `knowledge` belongs to, as a snapshot of plain values.

    It is all a player is handed: it holds no reference to the table, the shared record or the
    seat's knowledge, only values copied out of them, so nothing reachable from it can say more
    than the seat may know. It stays as it is however the table goes on.
    """
    context.sync(table)
    context.catch_up(table, knowledge)
    record = context.record
    seat = knowledge.seat
    between = table.hand_over
    mine = (table.retain_offer if between else table.to_act) == seat
    statuses = table.statuses
    _, put_in, _, hands_held = table.seat_figures()
    view = _new(DecisionView)
    # A frozen dataclass's __init__ sets its fields one at a time through object.__setattr__, which
    # costs more than gathering them; a view is made for every decision, so its fields are set at once.
    _set(
        view,
        "__dict__",
        {
            "seat": seat,
            "rules": table.rules,
            "hand_number": table.hand_number,
            "dealer": table.dealer,
            "between_hands": between,
            "pending": table.pending_choice if mine and not between else None,
            "offers": table.offers if mine else (),
            "chips": table.chips,
            "put_in": put_in,
            "statuses": statuses,
            "hands_held": hands_held,
            "pot": table.pot,
            "live_pot": table.live_pot,
            "stake": table.stake,
            "my_hands": tuple(knowledge.my_hands.items()),
            "my_kept": knowledge.my_kept,
            "known": knowledge.known,
            "pinned": knowledge.pinned_in(statuses),
            "logs": record.logs,
            "habits": record.habits,
            "turns": record.turns,
            "tilt": record.tilt[seat],
            "session_net": record.session_net[seat],
            "starting_chips": record.starting_chips[seat],
            "board": board_view(table, knowledge) if table.rules.bastard else None,
            "split": knowledge.split_in(statuses, hands_held),
            "calm": record.calm,
            "moves": record.moves,
            "face_up": face_up_shown(table),
            "move_stakes": record.move_stakes,
            "dealt_two": record.dealt_two,
            "draw": spot_at(table, seat) if mine and table.offers and table.offers[-1].kind == "stand" else None,
            "poker": poker_spot(table, seat) if mine and table.rules.variant == "brag-poker" else None,
        },
    )
    return view


FIELDS = tuple(f.name for f in fields(DecisionView))
"""The names of a view's fields."""

_new = object.__new__
_set = object.__setattr__
