"""The end of a hand: showing, comparing, paying the pots and gathering the cards.

After a see the seen hand is shown first and the seer shows only a strictly better hand. Players
who covered are compared with the winner of the later pot, latest first, and take their pot only
with a strictly better hand. A player left alone wins without showing. (Bastard Brag ends its
hands in `board_showdown.py`, and both end in `close_hand`.)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from casino_brag.engine.cards import Card
from casino_brag.engine.hands import Category
from casino_brag.engine.pub.events import HandEnded, HandShown, PotAwarded, RetainOffered, SessionEnded
from casino_brag.engine.pub.results import HandResult, HowWon, PotAward, ShownHand

if TYPE_CHECKING:
    from casino_brag.engine.pub.state import TableState


@dataclass(frozen=True)
class Outcome:
    result: HandResult
    prial_won: bool
    """A pot was won at a showdown by a prial, so the pack is shuffled before the next deal."""
    retain_offer: int | None


def show_hand(table: TableState, seat: int, shown: list[ShownHand], board: tuple[Card, ...] = ()) -> None:
    """Turn `seat`'s hand face up (once), recording it in `shown` and as an event."""
    if any(s.seat == seat for s in shown):
        return
    showing = table.variant.show(table._seats[seat].playing_holding()[1], board)
    shown.append(ShownHand(seat, showing.cards, showing.discards, showing.value, showing.own))
    table._emit(HandShown(seat, showing.cards, showing.discards, showing.value, showing.own))


def finish_hand(table: TableState, how: HowWon, live_winner: int | None, seer: int | None, seen: int | None) -> Outcome:
    """Settle the hand that just stopped betting, emitting what a watcher sees in order."""
    seats = table._seats
    variant = table.variant

    def beats(challenger: int, holder: int) -> bool:
        a = variant.strength(seats[challenger].playing_holding()[1])
        b = variant.strength(seats[holder].playing_holding()[1])
        return a > b

    shown: list[ShownHand] = []
    if seer is not None and seen is not None:
        show_hand(table, seen, shown)
        live_winner = seen
        if beats(seer, seen):
            show_hand(table, seer, shown)
            live_winner = seer
    winner, awards, comparisons = table._pots.settle(live_winner, beats)
    for holder, challenger in comparisons:
        show_hand(table, holder, shown)
        if beats(challenger, holder):
            show_hand(table, challenger, shown)
    rules = table.rules
    offer: int | None = None
    if (
        how == "fold"
        and rules.retain_blind_hand
        and rules.blind_play
        and not seats[winner].open
        and not table.session_over
    ):
        offer = winner
    return close_hand(table, how, awards, shown, (winner,), seer, seen, offer)


def close_hand(
    table: TableState,
    how: HowWon,
    awards: list[PotAward],
    shown: list[ShownHand],
    winners: tuple[int, ...],
    seer: int | None,
    seen: int | None,
    offer: int | None = None,
    community: tuple[Card, ...] = (),
) -> Outcome:
    """Pay the awards, gather the cards under the pack and record the end of the hand.

    Shown hands go under the pack in the order shown, then the others in deal order (all but a
    blind hand offered for keeping), then any community cards.
    """
    seats = table._seats
    for award in awards:
        seats[award.seat].chips += award.amount
        table._emit(PotAwarded(award.pot, award.seat, award.amount))
    prials = {s.seat for s in shown if s.value.category is Category.PRIAL}
    prial_won = any(a.seat in prials for a in awards)
    shown_seats = [s.seat for s in shown]
    for seat in shown_seats + [s for s in table.hand_seats if s not in shown_seats]:
        if seat != offer:
            table._return_cards(seat, shown=seat in shown_seats)
    table._board_to_bottom()
    result = HandResult(
        table.hand_number, winners[0], how, tuple(awards), tuple(shown), seer, seen, winners, community
    )
    table._emit(HandEnded(result))
    if table.session_over:
        limit = table.rules.session_hands
        reason: Literal["hands played", "one player left"] = (
            "hands played" if limit is not None and table.hand_number >= limit else "one player left"
        )
        table._emit(SessionEnded(reason, tuple(table.standings())))
    elif offer is not None:
        table._emit(RetainOffered(offer))
    return Outcome(result, prial_won, offer)
