"""What a computer opponent does at its turn: look or stay blind, bet, raise, see, cover or fold.

Every decision weighs the hand's chances (see `estimate.py`) against the price: the pot odds of
staying in, the stake against the chips behind, how many are still in and whether they are blind
or open. Style bends the thresholds (a tight player needs more, a stubborn one finds folding hard
once chips are in), and a `HandPlan` made at the first turn of each hand keeps a player
consistent within the hand: whether to try a bluff, to slow-play a monster, how long to stay
blind. The seeds' advice is here: blind early for cheap pressure, look once the stake grows,
slow-play a prial until the pot is big, see a bluffer sooner than a tight player.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from casino_brag.engine.ai.difficulty import Skill
from casino_brag.engine.ai.estimate import Assessment, assess
from casino_brag.engine.ai.reach import reach
from casino_brag.engine.ai.strength import strength_model
from casino_brag.engine.ai.style import Style
from casino_brag.engine.ai.view import DecisionView
from casino_brag.engine.hands import best_hand
from casino_brag.engine.pub.actions import Action
from casino_brag.engine.records import quick_init

LONG_HAND = 40
"""Betting turns after which a player stops building the pot with less than a strong hand."""

STRONG = 0.7
"""Chances of winning at which a hand is strong enough to keep raising however long the hand."""

CHEAP = 0.12
"""A price this share of the pot (or less) is cheap: a loose, aggressive player stays in for it."""

NEVER_FOLDS = 0.12
"""A player read as folding to a raise less often than this is treated as one who never folds."""

BLUNDER_SPREAD = 0.3
"""How far off a careless decision's idea of the hand's chances may be."""


@quick_init
@dataclass(frozen=True)
class HandPlan:
    """Choices made once per hand so that a player plays the hand consistently."""

    hand_number: int
    misjudge: float
    """How far off this player's judgement of its chances is this hand."""
    bluff: bool
    """If the hand turns out weak, bet it anyway to make the others fold."""
    slowplay: bool
    """If the hand turns out very strong, bet small until the pot is big."""
    start_blind: bool
    blind_rounds: int
    """Blind bets to make before looking, unless the price forces a look sooner."""


def make_plan(view: DecisionView, style: Style, skill: Skill, rng: random.Random) -> HandPlan:
    """The plan for a new hand; it draws the same random numbers whatever happens later."""
    misjudge = rng.gauss(0.0, skill.noise) if skill.noise else 0.0
    bluff_roll, slow_roll, blind_roll, rounds_roll = rng.random(), rng.random(), rng.random(), rng.random()
    early = 0.15 if view.hand_number <= 10 else 0.0  # "play blind early in a session"
    blind_chance = 0.0 if style.blind == 0 else min(1.0, style.blind + early)
    return HandPlan(
        hand_number=view.hand_number,
        misjudge=misjudge,
        bluff=bluff_roll < style.bluff,
        slowplay=slow_roll < style.slowplay,
        start_blind=blind_roll < blind_chance,
        blind_rounds=1 + int(rounds_roll * (1 + 5 * style.blind)),
    )


def choose(view: DecisionView, style: Style, skill: Skill, plan: HandPlan, rng: random.Random) -> Action:
    """The action for this seat now; `view.offers` must not be empty."""
    style = style.tilted(view.tilt)
    if view.between_hands:
        return _retain(view, style, skill, rng)
    if view.pending == "discard":
        return _discard(view, skill, rng)
    if view.pending == "keep":
        return _keep_or_fold(view, assess(view, skill), style, plan)
    if view.blind:
        return _blind_turn(view, _Judge(view, skill), style, skill, plan, rng)
    if skill.blunder and rng.random() < skill.blunder:
        # A careless moment: this one decision is made on a badly wrong idea of the hand.
        plan = replace(plan, misjudge=plan.misjudge + rng.gauss(0.0, BLUNDER_SPREAD))
    return _open_turn(view, assess(view, skill), style, skill, plan, rng)


class _Judge:
    """An assessment made only if a decision needs it (most looks do not)."""

    def __init__(self, view: DecisionView, skill: Skill) -> None:
        self._view, self._skill = view, skill
        self._done: Assessment | None = None

    def __call__(self) -> Assessment:
        if self._done is None:
            self._done = assess(self._view, self._skill)
        return self._done


# --- between hands and while looking -------------------------------------------------------------


def _retain(view: DecisionView, style: Style, skill: Skill, rng: random.Random) -> Action:
    """A blind hand won unseen: keeping it gives two hands to choose from next deal."""
    keep = view.offer("keep")
    if keep is None or style.blind == 0:
        return Action.fold()
    chance = 1.0 if skill.pot_odds else 0.4 + 0.6 * style.blind
    return keep if rng.random() < chance else Action.fold()


def _discard(view: DecisionView, skill: Skill, rng: random.Random) -> Action:
    """Throw away the card(s) that leave the best three; a careless player keeps high cards."""
    held = view.my_hands[-1][1] if view.my_hands else ()
    choices = [a for a in view.offers if a.kind == "discard"]
    if not held or not choices:
        return Action.fold()
    if skill.discard_slip and rng.random() < skill.discard_slip:
        lowest = sorted(held, key=lambda c: (c.rank, c.index))[: len(held) - 3]
        return Action.discard(lowest)
    return Action.discard(best_hand(held, view.rules.ranking).discards)


def _keep_or_fold(view: DecisionView, judged: Assessment, style: Style, plan: HandPlan) -> Action:
    """Of two hands, the one looked at is kept only if it beats what an unseen hand promises."""
    strength = judged.strength
    looked = next((cards for _, cards in view.my_hands if cards), ())
    if judged.blind and looked:  # still counted blind until the choice is made: judge the hand seen
        model = strength_model(view.rules)
        strength = model.percentile(model.counting_score(looked))
    strength += plan.misjudge
    bar = 0.5 + 0.2 * (style.tightness - 0.5)
    keep = next((a for a in view.offers if a.kind == "keep"), None)
    fold = next((a for a in view.offers if a.kind == "fold"), None)
    if keep is not None and (strength >= bar or fold is None):
        return keep
    return fold if fold is not None else Action.fold()


# --- sizing ---------------------------------------------------------------------------------


def _open_minimum(view: DecisionView) -> int:
    return max(view.stake, view.rules.min_first_bet)


def _bet_to(offer: Action, target_open: int, chips: int | None = None) -> Action:
    """A bet reaching the open stake `target_open`, within what is offered.

    Given the seat's `chips`, a raise never puts in every chip when less keeps the seat in:
    betting all one's chips covers the pot, and nobody need match any of it.
    """
    assert offer.min is not None and offer.max is not None
    amount = -(-target_open // 2) if offer.blind else target_open
    amount = max(offer.min, min(offer.max, amount))
    if chips is not None and amount >= chips > offer.min:
        amount = max(offer.min, chips - offer.min)
    return Action.bet(amount)


def _raise_target(view: DecisionView, offer: Action, style: Style, push: float) -> int:
    """The open stake to raise to: a share of the pot, bigger for a bigger-betting style and a
    stronger `push` (0…1), within the house's cap (which `offer.max` carries)."""
    assert offer.max is not None and offer.min is not None
    low = _open_minimum(view)
    most = offer.max
    chips = view.chips[view.seat]
    if most >= chips > offer.min:
        most = max(offer.min, chips - offer.min)  # all in would cover the pot: keep a bet behind
    top = most * 2 if offer.blind else most
    top = min(top, max(low, reach(view) or top))  # nobody could follow a raise past this
    if top <= low:
        return low
    share = 0.15 + 0.6 * style.stake * max(0.0, min(1.0, push))
    cap = view.rules.stake_cap(view.pot)
    if cap is not None and cap <= 4 * view.rules.min_first_bet + view.rules.ante * len(view.statuses):
        share = max(share, 0.12 + 0.88 * style.stake * push)  # a low cap: raise by a share of the room
        return low + max(1, round((top - low) * share))
    return min(top, low + max(1, round(view.pot * share)))


# --- blind ----------------------------------------------------------------------------------


def _blind_turn(
    view: DecisionView, judge: _Judge, style: Style, skill: Skill, plan: HandPlan, rng: random.Random
) -> Action:
    looks = [a for a in view.offers if a.kind == "look"]
    if looks and _should_look(view, judge, style, skill, plan):
        return next((a for a in looks if a.hand == "new"), looks[0])
    bet, see, cover = view.offer("bet"), view.offer("see"), view.offer("cover")
    pot = view.pot
    if see is not None and see.cost is not None:
        cost = see.cost
        gain = judge().win_seeing * (pot + cost) - cost
        patience = 1 + 3 * (1 - style.see)
        if gain > 0 and (pot >= cost * patience or view.turns > LONG_HAND):
            return see
    if bet is not None:
        pressure = style.aggression * style.blind
        if any(view.statuses[s] == "open" for s in view.betting_opponents):
            pressure *= 1.5  # an open player cannot see a blind one: raising blind squeezes them
        if bet.max is not None and bet.min is not None and bet.max > bet.min and rng.random() < 0.35 * pressure:
            return _bet_to(bet, _raise_target(view, bet, style, 0.5), view.chips[view.seat])
        return Action.bet(bet.min) if bet.min is not None else Action.fold()
    if looks:  # nothing to bet blind with (or blind betting is not allowed): look first
        return next((a for a in looks if a.hand == "new"), looks[0])
    if cover is not None and rng.random() < 0.3 + 0.7 * style.stubborn:
        return cover
    return Action.fold()


def _should_look(view: DecisionView, judge: _Judge, style: Style, skill: Skill, plan: HandPlan) -> bool:
    """Stay blind only while it is cheap pressure; look once the stake makes it a real risk."""
    if not plan.start_blind or style.blind == 0 or not view.rules.blind_play:
        return True
    me = view.seat
    if view.logs[me].blind_bets >= plan.blind_rounds:
        return True
    bet = view.offer("bet")
    if bet is None or bet.min is None:
        return skill.pot_odds  # short of chips: a careful player looks before covering
    chips = view.chips[me]
    if bet.min > chips * (0.03 + 0.12 * style.blind):
        return True
    least = -(-max(view.stake, view.rules.min_first_bet) // 2) if view.logs[me].blind_bets == 0 else 0
    if bet.min > max(least, view.pot * (0.1 + 0.35 * style.blind)):
        return True  # the stake has grown against the pot: blind pressure is no longer cheap
    if skill.pot_odds:
        judged = judge()
        squeeze = 1.0
        for opponent in judged.opponents:
            squeeze *= opponent.win / 0.5
        if squeeze < 0.6 - 0.45 * style.blind:
            return True  # open players' betting has made an unseen hand a poor bet: look
        top = view.rules.stake_cap(view.pot)
        if top is not None and view.stake >= top * (0.4 + 0.6 * style.blind) and style.blind < 0.9:
            return True
        if len(view.betting_opponents) == 1 and style.blind < 0.9:
            last = judged.opponents[0] if judged.opponents else None
            if last is not None and not last.blind and last.read.fraction < 0.45:
                return True  # an open opponent who keeps betting: a random hand is not enough
    return False


# --- open -----------------------------------------------------------------------------------


def _open_turn(
    view: DecisionView, judged: Assessment, style: Style, skill: Skill, plan: HandPlan, rng: random.Random
) -> Action:
    me = view.seat
    bet, see, cover = view.offer("bet"), view.offer("see"), view.offer("cover")
    pot = view.pot
    chips = view.chips[me]
    win = _clamp(judged.win + plan.misjudge)
    win_seeing = _clamp(judged.win_seeing + plan.misjudge)
    long_hand = view.turns > LONG_HAND

    if bet is None or bet.min is None:
        return _short(view, style, win, win_seeing, see, cover)
    cost = bet.min
    need = cost / (pot + cost) if skill.pot_odds else 0.3
    need *= 0.7 + 0.8 * style.tightness
    need += 0.3 * cost / max(chips, 1) + 0.01 * max(0, view.turns - LONG_HAND)
    need -= style.stubborn * 0.25 * min(1.0, view.put_in[me] / max(pot, 1))

    if see is not None and see.cost is not None:
        gain = win_seeing * (pot + see.cost) - see.cost
        value_line = 0.55 + 0.35 * style.see
        if win >= value_line and not long_hand:
            return _value_bet(view, judged, bet, style, skill, plan, win)
        if gain > 0:
            return see
        if _bluffing(view, judged, skill, plan, rng):
            return _bet_to(bet, _raise_target(view, bet, style, 0.6))
        if skill.stays_in and win >= need and not long_hand:
            return Action.bet(cost)  # too weak to pay for a see, good enough to stay in at the stake
        return Action.fold()

    if win < need and not _cheap_for(view, judged, style, cost):
        if _bluffing(view, judged, skill, plan, rng):
            return _bet_to(bet, _raise_target(view, bet, style, 0.6))
        return Action.fold()
    return _value_bet(view, judged, bet, style, skill, plan, win)


def _cheap_for(view: DecisionView, judged: Assessment, style: Style, cost: int) -> bool:
    """A loose, aggressive player stays in for a cheap price with a fair hand, whatever the
    crowd: a maniac or a bluffer at a full table does not fold to one chip in a pot of eight."""
    loose = (1 - style.tightness) * max(style.aggression, style.bluff * 2)
    if loose < 0.35 or len(view.opponents) < 3:
        return False
    return cost <= view.pot * CHEAP * (1 + loose) and judged.strength >= 0.75 - 0.5 * loose


def _value_bet(
    view: DecisionView, judged: Assessment, bet: Action, style: Style, skill: Skill, plan: HandPlan, win: float
) -> Action:
    """Stay in, raising when the hand is good enough for this player's aggression."""
    assert bet.min is not None
    monster = judged.prial or judged.strength > 0.985
    minimum = _open_minimum(view)
    if monster and plan.slowplay and view.pot < minimum * (6 + 2 * len(view.opponents)):
        return Action.bet(bet.min)
    raise_line = 0.45 + 0.4 * (1 - style.aggression)
    if _stalled(view) and win >= _fair_share(view, style):
        # Everyone keeps paying the same stake: a hand better than its share forces the pace.
        return _bet_to(bet, _raise_target(view, bet, style, 0.4 + 0.4 * style.aggression), view.chips[view.seat])
    if win < raise_line or (view.turns > LONG_HAND and win < STRONG):
        return Action.bet(bet.min)
    mine = view.logs[view.seat]
    if mine.open_raises and mine.highest_bet >= view.stake > 0 and win < 0.9 - 0.25 * style.aggression:
        return Action.bet(bet.min)  # the stake is still my own raise: no need to raise myself again
    push = (win - raise_line) / max(1e-6, 1 - raise_line)
    if skill.exploits and win > 0.7:
        callers = [o for o in judged.opponents if o.read.folds < NEVER_FOLDS]
        if callers and len(callers) == len(judged.opponents):
            # Nobody left ever folds: they will pay to see whatever is bet, so bet the edge.
            edge = round(view.chips[view.seat] * (win - 0.5))
            target = max(_raise_target(view, bet, style, 1.0), _open_minimum(view) + edge)
            return _bet_to(bet, target, view.chips[view.seat])
        if callers:
            push = 1.0  # players who never fold pay off the biggest bets
    return _bet_to(bet, _raise_target(view, bet, style, 0.3 + 0.7 * push))


def _stalled(view: DecisionView) -> bool:
    """The stake has not risen for two full rounds of the players still betting."""
    return len(view.betting_opponents) >= 2 and view.calm >= 2 * (len(view.betting_opponents) + 1)


def _fair_share(view: DecisionView, style: Style) -> float:
    """The chance of winning among everyone still in that an average hand would have, a little
    more (less for an aggressive player, who forces the pace with less)."""
    return 1.2 * (1 - 0.4 * style.aggression) / (len(view.opponents) + 1)


def _bluffing(view: DecisionView, judged: Assessment, skill: Skill, plan: HandPlan, rng: random.Random) -> bool:
    """Bet a weak hand to make the others fold: with few opponents, and not for ever."""
    if not plan.bluff or len(view.betting_opponents) > 2 or view.turns > LONG_HAND // 2:
        return False
    if view.logs[view.seat].open_raises >= 3:
        return False
    folds = [o.read.folds for o in judged.opponents]
    if skill.exploits and min(folds, default=0.0) < 0.2:
        return False  # nobody bluffs a player who never folds
    return rng.random() < 0.5 + 0.5 * sum(folds) / max(1, len(folds))


def _short(
    view: DecisionView, style: Style, win: float, win_seeing: float, see: Action | None, cover: Action | None
) -> Action:
    """Too few chips to bet: see if that is possible and good, cover the pot, or fold."""
    chips = view.chips[view.seat]
    if see is not None and see.cost is not None and win_seeing * (view.pot + see.cost) - see.cost > 0:
        return see
    if cover is not None:
        price = chips / max(1, view.pot + chips)
        if win >= price * (0.8 + 0.6 * style.tightness) - 0.3 * style.stubborn:
            return cover
    return Action.fold()


def _clamp(p: float) -> float:
    return 0.0 if p < 0 else 1.0 if p > 1 else p
