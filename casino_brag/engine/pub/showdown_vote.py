"""The agreed showdown (the `agreed_showdown` house rule, seed 003): with three or more players
in, a player may propose on their turn that every hand be shown. Each other player still in
answers in turn. If all agree, the best hand takes the pot and identical best hands split it; a
refusal costs nothing, the proposer's turn goes on, and each player may propose once a hand.

Offered only while nobody has covered, so the hand has a single pot to settle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from casino_brag.engine.pub.actions import Action, offer
from casino_brag.engine.pub.events import ShowdownAnswered, ShowdownProposed
from casino_brag.engine.pub.games.base import Outcome
from casino_brag.engine.pub.games.bastard import share
from casino_brag.engine.pub.results import PotAward, ShownHand
from casino_brag.engine.pub.showdown import close_hand, show_hand
from casino_brag.engine.pub.vote import Vote

__all__ = ["ANSWERS", "Vote", "answer", "may_propose", "propose", "settle_agreed"]

if TYPE_CHECKING:
    from casino_brag.engine.pub.state import TableState as Table


ANSWERS: tuple[Action, ...] = (offer("agree"), offer("refuse"))


def may_propose(table: Table, seat: int) -> bool:
    """Whether `seat` may propose the agreed showdown on this turn."""
    rules = table.rules
    if not rules.agreed_showdown or rules.bastard or seat in table._vote.proposed:
        return False
    bettors = table.betting_seats
    return len(bettors) >= 3 and len(table.active_seats) == len(bettors)


def propose(table: Table, seat: int) -> None:
    """`seat` proposes: the others still betting answer in turn from its left."""
    vote = table._vote
    table._emit(ShowdownProposed(seat))
    vote.proposed.add(seat)
    vote.proposer = seat
    bettors = table.betting_seats
    at = bettors.index(seat)
    vote.waiting = [*bettors[at + 1 :], *bettors[:at]]
    table._to_act = vote.waiting[0]


def answer(table: Table, seat: int, agreed: bool) -> bool:
    """`seat` answers; returns True when everyone has agreed and the hands are to be shown."""
    vote = table._vote
    table._emit(ShowdownAnswered(seat, agreed))
    if not agreed:
        vote.waiting = []
        table._to_act = vote.proposer
        return False
    vote.waiting.pop(0)
    if vote.waiting:
        table._to_act = vote.waiting[0]
        return False
    return True


def settle_agreed(table: Table) -> Outcome:
    """Show every hand still in, from the dealer's left; the best takes the pot, equal best split it."""
    seats = table._seats
    game = table.game
    contenders = list(table.betting_seats)
    dealer = table.dealer
    n = len(seats)
    contenders.sort(key=lambda s: (s - dealer - 1) % n)
    strength = {s: game.strength(seats[s].playing_holding()[1]) for s in contenders}
    best = max(strength.values())
    winners = [s for s in contenders if strength[s] == best]
    shown: list[ShownHand] = []
    for seat in contenders:
        show_hand(table, seat, shown)
    amount = table._pots.total
    awards = [PotAward(0, s, a) for s, a in zip(winners, share(amount, winners), strict=True) if a]
    return close_hand(table, "showdown", awards, shown, tuple(winners), None, None)
