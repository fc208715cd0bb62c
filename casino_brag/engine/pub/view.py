"""What one seat may know: the only thing a computer opponent decides from.

A `SeatView` is a frozen snapshot. It holds the public state of the table, the cards this seat has
looked at (never the faces of a hand it is playing blind), the current hand's events with
everything this seat may not know removed, and the pack's public history since the last shuffle.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from casino_brag.engine.cards import Card
from casino_brag.engine.pub.actions import Action, HandName
from casino_brag.engine.pub.events import Event, ToBottom
from casino_brag.engine.pub.pots import Pot
from casino_brag.engine.pub.results import HandResult
from casino_brag.engine.pub.rules import HouseRules
from casino_brag.engine.pub.seats import Status

if TYPE_CHECKING:
    from casino_brag.engine.pub.state import TableState


@dataclass(frozen=True)
class SeatView:
    """The table as `seat` sees it.

    `my_cards` maps each hand this seat has looked at to its cards as dealt; `my_kept` and
    `my_discards` are set once it has discarded (Four- and Five-Card Brag, Stud Bastard).
    `legal_actions` is empty unless the decision is this seat's.

    Bastard Brag: `community` are the community cards face up (in the order turned) and
    `community_size` how many the hand deals; `betting_round` runs from 1 (before any is turned)
    to `betting_rounds`.
    """

    seat: int
    names: tuple[str, ...]
    rules: HouseRules
    hand_number: int
    dealer: int
    to_act: int | None
    hand_over: bool
    chips: tuple[int, ...]
    put_in: tuple[int, ...]
    statuses: tuple[Status, ...]
    hands_held: tuple[int, ...]
    pot: int
    pots: tuple[Pot, ...]
    stake: int
    legal_actions: tuple[Action, ...]
    my_cards: dict[HandName, tuple[Card, ...]]
    my_kept: tuple[Card, ...] | None
    my_discards: tuple[Card, ...]
    hand_events: tuple[Event, ...]
    pack_history: tuple[ToBottom, ...]
    pack_size: int
    result: HandResult | None
    retain_offer: int | None
    community: tuple[Card, ...] = ()
    community_size: int = 0
    betting_round: int = 0
    betting_rounds: int = 1

    @property
    def my_turn(self) -> bool:
        return bool(self.legal_actions)

    def is_blind(self, seat: int) -> bool:
        return self.statuses[seat] == "blind"

    @property
    def opponents_in(self) -> tuple[int, ...]:
        """Other players still in the hand (betting or covered)."""
        return tuple(s for s, st in enumerate(self.statuses) if s != self.seat and st in ("blind", "open", "covered"))


def seat_view(table: TableState, seat: int, offers: tuple[Action, ...] = ()) -> SeatView:
    """`seat`'s view of the table; `offers` are its legal actions when the decision is its own."""
    n = len(table.names)
    if not 0 <= seat < n:
        raise ValueError(f"there is no seat {seat}")
    st = table._seats[seat]
    mine = {k: h.cards for k, h in st.holdings.items() if h.seen}
    kept: tuple[Card, ...] | None = None
    discards: tuple[Card, ...] = ()
    for holding in st.holdings.values():
        if holding.seen and holding.kept is not None:
            kept, discards = holding.kept, holding.discards
    seen = table._seen_log(seat)
    return SeatView(
        seat=seat,
        names=table.names,
        rules=table.rules,
        hand_number=table.hand_number,
        dealer=table.dealer,
        to_act=table.to_act,
        hand_over=table.hand_over,
        chips=table.chips,
        put_in=tuple(table.put_in(s) for s in range(n)),
        statuses=tuple(table.status(s) for s in range(n)),
        hands_held=tuple(table.hands_held(s) for s in range(n)),
        pot=table.pot,
        pots=table.pots,
        stake=table.stake,
        legal_actions=offers,
        my_cards=mine,
        my_kept=kept,
        my_discards=discards,
        hand_events=tuple(seen.since(table.hand_start)),
        pack_history=tuple(seen.bottoms_since(table._history_start)),
        pack_size=len(table.pack),
        result=table.result,
        retain_offer=table.retain_offer,
        community=table.community_cards,
        community_size=table.community_size,
        betting_round=table.betting_round,
        betting_rounds=table.betting_rounds,
    )
