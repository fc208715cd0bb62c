"""The retained hand shown face up (`retained_face_up`, seed 003's variation).

A player who kept a blind hand won unseen is dealt the usual second hand, but face up for all to
see. Every other player must look, and whoever cannot beat the face-up hand must fold at once. If
all fold, the blind player collects the antes and may keep the blind hand again, and the next
player deals; otherwise the face-up hand goes under the pack and play goes on as usual, the blind
player holding only the hand kept.

The looks and folds happen at the deal, made by the rule and not chosen, so they are bracketed by
`FaceUpDealt` and `FaceUpCleared`, and a replay does not mistake them for players' decisions.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from casino_brag.engine.cards import Card
from casino_brag.engine.hands import HandValue
from casino_brag.engine.pub.events import Event, Folded
from casino_brag.engine.pub.games.base import Game
from casino_brag.engine.pub.rules import HouseRules
from casino_brag.engine.pub.seats import SeatState

if TYPE_CHECKING:
    from casino_brag.engine.pub.actions import HandName
    from casino_brag.engine.pub.seats import Holding
    from casino_brag.engine.pub.state import TableState


class DealingTable(Protocol):
    """What the rule needs of the table dealing (a `Table`)."""

    @property
    def rules(self) -> HouseRules: ...

    game: Game
    _seats: list[SeatState]
    _hand_seats: tuple[int, ...]

    def _emit(self, event: Event) -> None: ...

    def _look(self, seat: int, hand: HandName | None) -> None: ...

    def _to_bottom(self, seat: int, holding: Holding, shown: bool = False) -> None: ...

    def _seats_changed(self) -> None: ...


@dataclass(frozen=True)
class FaceUpDealt(Event):
    """`seat`, holding a blind hand kept from the last deal, was dealt `cards` face up; everyone
    else must look, and whoever cannot beat `value` folds."""

    seat: int
    cards: tuple[Card, ...]
    value: HandValue


@dataclass(frozen=True)
class FaceUpCleared(Event):
    """The face-up hand went under the pack; `folded` are the players who could not beat it, and
    `beaten` says whether anyone did (if not, the blind player takes the antes)."""

    seat: int
    folded: tuple[int, ...]
    beaten: bool


def deal_face_up(table: DealingTable) -> None:
    """Under the rule, turn the kept-hand holder's new hand face up and make the others look and,
    if they cannot beat it, fold (called once the cards are dealt)."""
    if not table.rules.retained_face_up:
        return
    seats = table._seats
    holder = next((s for s in table._hand_seats if {"retained", "new"} <= set(seats[s].holdings)), None)
    if holder is None:
        return
    face_up = seats[holder].holdings.pop("new")
    target = table.game.strength(face_up)
    table._emit(FaceUpDealt(holder, face_up.cards, table.game.show(face_up).value))
    folded: list[int] = []
    for seat in table._hand_seats:
        st = seats[seat]
        if seat == holder or st.folded:
            continue
        table._look(seat, None)
        if table.game.strength(st.holdings["new"]) <= target:
            st.folded = True
            st.pending = None
            st.looking_at = None
            table._emit(Folded(seat, None))
            table._to_bottom(seat, st.holdings.pop("new"))
            folded.append(seat)
    table._seats_changed()
    table._to_bottom(holder, face_up, shown=True)
    beaten = any(seats[s].active for s in table._hand_seats if s != holder)
    table._emit(FaceUpCleared(holder, tuple(folded), beaten))


def face_up_shown(table: TableState) -> HandValue | None:
    """The value of the face-up hand dealt this hand, if there was one (what the players still in
    are known to beat)."""
    if not table.rules.retained_face_up:
        return None
    for event in table.events_since(table.hand_start):
        if isinstance(event, FaceUpDealt):
            return event.value
    return None


def made_by_rule(events: Sequence[Event]) -> list[bool]:
    """For each event, whether the rule made it at the deal (a look or fold nobody chose)."""
    flags: list[bool] = []
    inside = False
    for event in events:
        if isinstance(event, FaceUpDealt | FaceUpCleared):
            inside = isinstance(event, FaceUpDealt)
            flags.append(True)
        else:
            flags.append(inside)
    return flags


def chosen(events: Sequence[Event]) -> list[Event]:
    """The events that may record a player's decision: those the rule made at the deal left out."""
    return [e for e, forced in zip(events, made_by_rule(events), strict=True) if not forced]
