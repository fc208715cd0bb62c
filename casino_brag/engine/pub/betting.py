"""Brag betting arithmetic: the stake, blind and open prices, raise caps and the cost of a see.

Kept apart from the table so that any variant's betting rounds use the same rules: there is no
check; to stay in you put in at least the current stake S; a blind bet b counts as an open 2b, so
a blind player must bet at least ceil(S/2); and only with two players left may one pay to see.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from casino_brag.engine.pub.actions import Action, offer
from casino_brag.engine.pub.rules import HouseRules


def half_up(n: int) -> int:
    """Half of n in whole chips, rounded up: the blind price of an open stake."""
    return -(-n // 2)


@dataclass
class BettingRound:
    """The stake of a betting round and who has answered it.

    `stake` is in open terms and 0 until the first bet. `answered` holds the players who have put
    in at least the stake since it last rose; traditional Brag never needs it (its betting ends by
    folding or seeing), but Bastard Brag ends a round once every player still betting has
    answered. `base` is the stake the round began with: the stake carries from one round to the
    next, and the raise cap per round is a multiple of it.
    """

    stake: int = 0
    answered: set[int] = field(default_factory=set)
    base: int = 0

    def next_round(self) -> BettingRound:
        """The next betting round: the same stake, and nobody has answered it yet."""
        return BettingRound(stake=self.stake, base=self.stake)

    def cap(self, rules: HouseRules, pot: int) -> int | None:
        """The highest stake a raise may reach now, in open terms (None: only chips limit it):
        the house caps, the largest first bet before anyone has bet, and after that the stake
        plus the largest raise."""
        caps = [rules.stake_cap(pot, self.base)]
        if self.stake == 0:
            caps.append(rules.max_first_bet)
        elif rules.max_raise is not None:
            caps.append(self.stake + rules.max_raise)
        known = [c for c in caps if c is not None]
        return min(known) if known else None

    def open_minimum(self, rules: HouseRules) -> int:
        return max(self.stake, rules.min_first_bet)

    def blind_minimum(self, rules: HouseRules) -> int:
        return half_up(self.open_minimum(rules))

    def see_cost(self, blind: bool) -> int:
        """An open seer pays 2S; a blind seer pays twice the blind stake, 2 × ceil(S/2)."""
        return 2 * half_up(self.stake) if blind else 2 * self.stake

    def record_bet(self, seat: int, amount: int, blind: bool) -> bool:
        """Take a bet into account; returns whether it raised the stake."""
        counts_as = 2 * amount if blind else amount
        raised = counts_as > self.stake
        if raised:
            self.stake = counts_as
            self.answered = {seat}
        else:
            self.answered.add(seat)
        return raised


def bet_offer(betting: BettingRound, rules: HouseRules, chips: int, blind: bool, pot: int) -> Action | None:
    """The bet a player may make now, or None if they have too few chips to stay in.

    A raise may not take the stake past the house cap (maximum stake, the pot under pot limit,
    or the raise cap per round); for a blind player the cap is halved, because the bet counts double. The minimum is
    always allowed, so whole chips can carry the stake one past an odd cap.
    """
    low = betting.blind_minimum(rules) if blind else betting.open_minimum(rules)
    if chips < low:
        return None
    cap = betting.cap(rules, pot)
    high = chips if cap is None else min(chips, max(low, cap // 2 if blind else cap))
    return offer("bet", low, high, None, blind)


def may_see(betting: BettingRound, seer_blind: bool, seen_blind: bool) -> bool:
    """Whether the seer's kind of player may see the other: nobody sees a blind player while open.

    Nothing can be seen before a first bet, because a see costs twice the stake.
    """
    return betting.stake > 0 and (seer_blind or not seen_blind)
