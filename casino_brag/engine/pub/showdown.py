"""The end of a hand, shared by every game: showing a hand, paying the pots, gathering the cards.

Each game settles its hands in its own module of `games` (who shows, who wins which pot), and
every game ends them in `close_hand`: the awards paid, the cards gathered under the pack in the
order the no-shuffle rule needs, and the end of the hand (and of the session) recorded.
"""

from __future__ import annotations

from typing import Literal

from casino_brag.engine.cards import Card
from casino_brag.engine.hands import Category
from casino_brag.engine.pub.events import HandEnded, HandShown, PotAwarded, RetainOffered, SessionEnded
from casino_brag.engine.pub.games.base import HandTable, Outcome
from casino_brag.engine.pub.lending import repay
from casino_brag.engine.pub.results import NOBODY, HandResult, HowWon, PotAward, ShownHand


def show_hand(table: HandTable, seat: int, shown: list[ShownHand], board: tuple[Card, ...] = ()) -> None:
    """Turn `seat`'s hand face up (once), recording it in `shown` and as an event."""
    if any(s.seat == seat for s in shown):
        return
    showing = table.game.show(table._seats[seat].playing_holding()[1], board)
    shown.append(ShownHand(seat, showing.cards, showing.discards, showing.value, showing.own))
    table._emit(HandShown(seat, showing.cards, showing.discards, showing.value, showing.own))


def close_hand(
    table: HandTable,
    how: HowWon,
    awards: list[PotAward],
    shown: list[ShownHand],
    winners: tuple[int, ...],
    seer: int | None,
    seen: int | None,
    offer: int | None = None,
    community: tuple[Card, ...] = (),
    carried: int = 0,
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
    repay(table, awards)  # a borrower's winnings pay back what was lent (`short_of_chips = "lend"`)
    first = winners[0] if winners else NOBODY
    result = HandResult(
        table.hand_number, first, how, tuple(awards), tuple(shown), seer, seen, winners, community, carried
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
    return Outcome(result, prial_won, offer, carried)
