"""How a computer opponent plays Single-Stake Brag at each level, in character.

The dealer's stake is put up before anyone has seen a card, and every hand that meets it has
been chosen, so a blind stake gains nothing by being large: Hard stakes the least it may, Normal
a little more as its character likes, Easy by its character alone.

Meeting and raising rest on the hand's exact strength (`strength.chances`): the share of the
hands left in the pack it beats, ties counted as wins against those who bet after it. Hard and
Normal judge each opponent still in by what they have done this hand: the dealer's stake says
nothing, meeting puts a hand in the better part of the pack, a raise in its top third (for Hard,
each further raise in a narrower top still); a player yet to speak may drop or stay with a
decent hand. The product over the opponents is the
chance of winning, weighed against the price of meeting and the pot. Normal misjudges a little
and now and then blunders. Easy judges its hand against one random opponent with a sizeable
error, ignores the price and the others' raises, and blunders more.

Character: `tightness` sets how much better than the price a hand must be, `aggression` how
readily a strong hand raises and `stake` by how much, `bluff` how often a weak hand raises,
`slowplay` how often a very strong hand only meets, and `stubborn` how much the chips already in
keep a player in.
"""

from __future__ import annotations

import random

from casino_brag.engine.ai.difficulty import Skill
from casino_brag.engine.ai.single.strength import chances
from casino_brag.engine.ai.style import STEADY, Style
from casino_brag.engine.ai.view import DecisionView
from casino_brag.engine.cards import Card
from casino_brag.engine.pub.actions import Action

MET = 0.6
"""The share of the pack a hand that meets a stake is taken to come from (its better part)."""
RAISED = (0.35, 0.2, 0.12)
"""The share after one, two, three or more raises."""
STAYS = 0.6
"""The chance that a player yet to speak stays in."""


def choose_single(view: DecisionView, skill: Skill, rng: random.Random, style: Style = STEADY) -> Action:
    """The decision of the seat to act in Single-Stake Brag."""
    bet = view.offer("bet")
    assert bet is not None and bet.min is not None and bet.max is not None
    if view.offer("fold") is None:
        return Action.bet(_dealers_stake(bet.min, bet.max, skill, rng, style))
    cards = view.hand("new")
    assert cards is not None, "every hand is picked up once the dealer's stake is down"
    share = _judged(view, cards, skill, rng)
    win = _winning(view, share, skill)
    cost, pot = bet.min, view.pot
    raising = bet.max > bet.min and _raises(view, win, skill, rng, style)
    if raising:
        size = max(1, round((pot + cost) * (0.25 + 0.75 * style.stake)))
        return Action.bet(min(bet.max, cost + size))
    if _meets(view, share, win, cost, pot, skill, style):
        return Action.bet(cost)
    return Action.fold()


def _dealers_stake(low: int, high: int, skill: Skill, rng: random.Random, style: Style) -> int:
    if not skill.pot_odds:  # Easy: as its character likes
        extra = round(style.stake * rng.random() * 4 * low)
    elif skill.noise:  # Normal: a little over the least
        extra = round(style.stake * rng.random() * low)
    else:
        extra = 0
    return min(high, low + extra)


def _judged(view: DecisionView, cards: tuple[Card, ...], skill: Skill, rng: random.Random) -> float:
    """The share of hands this one beats, as the level judges it (ties won against later bettors
    count for Hard and Normal; Easy counts them as half)."""
    found = chances(cards)
    if skill.blunder and rng.random() < skill.blunder:
        return rng.random()
    if not skill.counts_the_field:
        share = found.beats + found.ties / 2
    else:
        share = found.beats + found.ties * (1.0 if view.seat == view.dealer else 0.5)
    if skill.noise:
        share += rng.gauss(0.0, skill.noise)
    return min(1.0, max(0.0, share))


def _against_top(share: float, top: float) -> float:
    """The chance of beating a hand from the best `top` share of the pack."""
    return min(1.0, max(0.0, (share - (1.0 - top)) / top))


def _winning(view: DecisionView, share: float, skill: Skill) -> float:
    """The chance of taking the pot against everyone still in, judging each by their betting."""
    opponents = view.opponents
    if not skill.counts_the_field:
        return share
    win = 1.0
    for seat in opponents:
        log = view.logs[seat]
        raises = log.open_raises - (1 if seat == view.dealer else 0)
        meets = log.open_bets - log.open_raises
        if raises > 0 and skill.exploits:  # Hard reads each raise as a narrower hand
            win *= _against_top(share, RAISED[min(raises, len(RAISED)) - 1])
        elif raises > 0:
            win *= _against_top(share, RAISED[0])
        elif meets > 0:
            win *= _against_top(share, MET)
        elif seat == view.dealer:
            win *= share  # the stake was put up blind
        else:
            win *= 1.0 - STAYS * (1.0 - _against_top(share, MET))
    return win


def _raises(view: DecisionView, win: float, skill: Skill, rng: random.Random, style: Style) -> bool:
    raised = sum(log.open_raises for log in view.logs) - 1
    if win > 0.85 and rng.random() < style.slowplay / 2:
        return False
    bar = 0.5 + 0.3 * (1.0 - style.aggression) + 0.1 * raised
    if win > bar:
        return True
    return raised == 0 and len(view.opponents) <= 2 and rng.random() < style.bluff / 2


def _meets(view: DecisionView, share: float, win: float, cost: int, pot: int, skill: Skill, style: Style) -> bool:
    if not skill.pot_odds:  # Easy: a good enough hand stays, whatever the price
        return share > 0.3 + 0.4 * style.tightness
    invested = view.put_in[view.seat]
    margin = 1.0 + 0.6 * (style.tightness - 0.5) - style.stubborn * min(1.0, invested / max(1, cost))
    return win * (pot + cost) > cost * max(0.5, margin)
