"""Why the casino table's Deal cannot go ahead right now, in the player's words: no chips for
even the smallest hand, no bet to repeat, or too few chips left to back the Play bet."""

from __future__ import annotations

from casino_brag.engine.casino.round import Phase
from casino_brag.ui.casino.session import CasinoSession
from casino_brag.ui.core.text import chips, tr


def deal_rebets(s: CasinoSession) -> bool:
    """Deal repeats the last bets when the circles are empty (or a hand has just ended)."""
    return (s.phase is Phase.SETTLED or not any(s.stacks.values())) and bool(s.last_bets)


def smallest_hand(s: CasinoSession) -> int:
    return s.paytable.limits.min_ante * (1 + s.paytable.rules.play_multiplier)


def _spendable(s: CasinoSession) -> int:
    return s.bankroll + (s.round.on_table if s.phase is Phase.BETTING else 0)


def broke(s: CasinoSession) -> bool:
    """Too few chips left for the smallest hand: only a reset of the bankroll helps."""
    return s.phase is not Phase.DECIDING and _spendable(s) < smallest_hand(s)


def deal_refusal(s: CasinoSession) -> str:
    """Why Deal is refused ("" when it may go ahead)."""
    if broke(s):
        return tr("table.broke", chips=chips(smallest_hand(s)))
    if s.phase is Phase.SETTLED or (s.phase is Phase.BETTING and not any(s.stacks.values())):
        if not s.last_bets:
            return tr("table.deal.place_bet")
        play = s.last_bets.get("ante", 0) * s.paytable.rules.play_multiplier
        if sum(s.last_bets.values()) + play > _spendable(s):
            return tr("table.deal.keep_play", chips=chips(play))
        return ""
    return s.deal_refusal()
