"""The end of a hand: showing, comparing, paying the pots and gathering the cards.

After a see the seen hand is shown first and the seer shows only a strictly better hand. Players
who covered are compared with the winner of the later pot, latest first, and take their pot only
with a strictly better hand. A player left alone wins without showing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from ..hands import Category
from .events import HandEnded, HandShown, PotAwarded, RetainOffered, SessionEnded
from .results import HandResult, HowWon, ShownHand

if TYPE_CHECKING:
    from .state import TableState


@dataclass(frozen=True)
class Outcome:
    result: HandResult
    prial_won: bool
    """A pot was won at a showdown by a prial, so the pack is shuffled before the next deal."""
    retain_offer: int | None


def finish_hand(table: TableState, how: HowWon, live_winner: int | None, seer: int | None, seen: int | None) -> Outcome:
    """Settle the hand that just stopped betting, emitting what a watcher sees in order."""
    seats = table._seats
    variant = table.variant

    def beats(challenger: int, holder: int) -> bool:
        a = variant.strength(seats[challenger].playing_holding()[1])
        b = variant.strength(seats[holder].playing_holding()[1])
        return a > b

    shown: list[ShownHand] = []

    def show(seat: int) -> None:
        if any(s.seat == seat for s in shown):
            return
        value, cards, discards = seats[seat].playing_holding()[1].best(variant.ranking)
        shown.append(ShownHand(seat, cards, discards, value))
        table._emit(HandShown(seat, cards, discards, value))

    if seer is not None and seen is not None:
        show(seen)
        live_winner = seen
        if beats(seer, seen):
            show(seer)
            live_winner = seer
    winner, awards, comparisons = table._pots.settle(live_winner, beats)
    for holder, challenger in comparisons:
        show(holder)
        if beats(challenger, holder):
            show(challenger)
    for award in awards:
        seats[award.seat].chips += award.amount
        table._emit(PotAwarded(award.pot, award.seat, award.amount))
    prials = {s.seat for s in shown if s.value.category is Category.PRIAL}
    prial_won = any(a.seat in prials for a in awards)

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
    shown_seats = [s.seat for s in shown]
    for seat in shown_seats + [s for s in table.hand_seats if s not in shown_seats]:
        if seat != offer:
            table._return_cards(seat, shown=seat in shown_seats)
    result = HandResult(table.hand_number, winner, how, tuple(awards), tuple(shown), seer, seen)
    table._emit(HandEnded(result))
    if table.session_over:
        limit = rules.session_hands
        reason: Literal["hands played", "one player left"] = (
            "hands played" if limit is not None and table.hand_number >= limit else "one player left"
        )
        table._emit(SessionEnded(reason, tuple(table.standings())))
    elif offer is not None:
        table._emit(RetainOffered(offer))
    return Outcome(result, prial_won, offer)
