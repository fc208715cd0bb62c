"""Why an action is not allowed, in words a player understands.

Only called once `legal_actions()` has refused an action, so it never decides legality itself: it
explains the refusal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from casino_brag.engine.pub.actions import KINDS, Action
from casino_brag.engine.pub.betting import bet_offer

if TYPE_CHECKING:
    from casino_brag.engine.pub.state import TableState


def why_illegal(table: TableState, action: Action) -> str:
    kind = action.kind
    if kind not in KINDS:
        return f"there is no action called {kind!r}"
    if table.hand_over:
        if table.retain_offer is None:
            return "no hand is being played: start the next hand"
        who = table.names[table.retain_offer]
        return f"the hand is over: {who} may keep or fold the blind hand that won"
    seat = table.to_act
    assert seat is not None
    own = table.game.refusal(table, seat, action)
    if own is not None:
        return own
    pending = table.pending_choice
    if pending == "discard":
        n = table.game.discards
        if kind == "discard":
            return f"discard exactly {n} of the cards you looked at"
        return f"first discard {n} of the cards you looked at (or fold)"
    if pending == "keep":
        return "first keep or fold the hand you looked at"
    if kind == "look":
        if not table.is_blind(seat):
            return "you have already looked at your cards"
        if table.betting_round < table.game.look_from_round:
            return "Blind Bastard: nobody may look at their cards until the last community card is turned"
        return f"you have no {action.hand} hand to look at"
    if kind == "fold":
        return "there is only one hand to fold: fold without naming one"
    if kind == "discard":
        return "you discard only straight after looking, in Four- and Five-Card Brag and Stud Bastard"
    if kind == "keep":
        return "there is no hand to keep now"
    if kind in ("agree", "refuse"):
        return "nobody has proposed showing the hands"
    if table._vote.open:
        return "a showdown has been proposed: agree or refuse"
    if kind == "propose":
        if not table.rules.agreed_showdown:
            return "this table does not play the agreed showdown"
        if seat in table._vote.proposed:
            return "you may propose a showdown only once a hand"
        return "a showdown may be proposed only with three or more players betting and nobody all in"
    blind = table.is_blind(seat)
    if blind and not table.rules.blind_play:
        return "blind play is not allowed at this table: look at your cards first"
    chips = table.chips[seat]
    if kind == "bet":
        return _why_not_bet(table, action, chips, blind)
    if kind == "see":
        return _why_not_see(table, seat, chips, blind)
    if not table.rules.covering:
        return "covering the pot is not allowed at this table: bet or fold"
    return "you have the chips to bet, so you cannot cover"


def _why_not_bet(table: TableState, action: Action, chips: int, blind: bool) -> str:
    offer = bet_offer(table._betting, table.rules, chips, blind, table.pot)
    if offer is None or offer.min is None or offer.max is None:
        need = table._betting.blind_minimum(table.rules) if blind else table._betting.open_minimum(table.rules)
        then = "cover the pot or fold" if table.rules.covering else "you must fold"
        return f"you have {chips} chips, short of the {need} you need to stay in: {then}"
    amount = action.amount
    if isinstance(amount, bool) or not isinstance(amount, int):
        return f"a bet is a whole number of chips, not {amount!r}"
    kind = "a blind" if blind else "an open"
    if amount < offer.min:
        return f"{kind} bet must be at least {offer.min} (the stake is {table.stake})"
    if offer.max == chips:
        return f"you have only {chips} chips"
    rules = table.rules
    cap = table._betting.cap(rules, table.pot)
    if rules.pot_limit and cap == table.pot:
        limit = "the pot limit"
    elif rules.max_stake is not None and cap == rules.max_stake:
        limit = "the maximum stake"
    elif table.stake == 0 and cap == rules.max_first_bet:
        limit = "the largest first bet"
    elif rules.max_raise is not None and cap == table.stake + rules.max_raise:
        limit = "the largest raise"
    else:
        limit = "the raise cap for this betting round"
    return f"{kind} bet may be at most {offer.max} ({limit})"


def _why_not_see(table: TableState, seat: int, chips: int, blind: bool) -> str:
    bettors = table.betting_seats
    if len(bettors) != 2:
        return f"you may see only when two players are left betting, not {len(bettors)}"
    if table.stake == 0:
        return "nothing has been bet yet, so there is nothing to pay to see"
    other = bettors[0] if bettors[1] == seat else bettors[1]
    if not blind and table.is_blind(other):
        return "you cannot see a blind player while you are open: bet or fold"
    return f"seeing costs {table._betting.see_cost(blind)} and you have {chips} chips"
