"""Bastard Brag decisions: betting round by round as the community cards are turned.

The shape is that of the other games (`policy.py`): stay blind or look, stay in when the hand's
chances beat the price, raise a good hand, see or fold with two left. What differs:

- The chances are those of the best three at the end, over the cards still to come
  (`estimate.py`), and the price of staying in counts the rounds still to come, since the
  stake carries into each of them and there is no check.
- The board's texture shapes the betting, as the seed's tips advise: a pair waiting for a third
  card of its rank is bet small until the card comes; a made monster is slow-played while cards
  are to come and pushed on the last round; a middling hand (a pair of kings, a king-high flush)
  is bet at the minimum rather than raised, since the board may be making someone a prial or a
  running flush; a draw is kept in cheaply; a board that plays for everyone is not bet on; and a
  strong hand that the board has revealed bets hard into blind players.
- With two left, a see is only worth its double price when staying in is not: a round ends once
  everyone has answered the stake, so simply answering it is the cheaper way to the showdown.
- Stud Bastard: the card to throw away is the one whose loss leaves the best chances with the
  board so far. Blind Bastard: with no look allowed before the last round, a blind hand stays in
  while the price is fair, and a careful player looks as soon as it may.
"""

from __future__ import annotations

import random
from dataclasses import replace

from casino_brag.engine.ai.bastard.estimate import BoardJudgement, assess_board
from casino_brag.engine.ai.bastard.strength import BoardStrength
from casino_brag.engine.ai.bastard.view import BoardView
from casino_brag.engine.ai.difficulty import Skill
from casino_brag.engine.ai.estimate import assess
from casino_brag.engine.ai.odds import card_mask
from casino_brag.engine.ai.policy import (
    BLUNDER_SPREAD,
    NEVER_FOLDS,
    HandPlan,
    _bet_to,
    _blind_turn,
    _bluffing,
    _clamp,
    _Judge,
    _keep_or_fold,
    _open_minimum,
    _raise_target,
    _retain,
    _short,
)
from casino_brag.engine.ai.strength import strength_model
from casino_brag.engine.ai.style import Style
from casino_brag.engine.ai.view import DecisionView
from casino_brag.engine.hands import Category, best_hand
from casino_brag.engine.pub.actions import Action

LONG_ROUND = 24
"""Betting decisions in one round after which a player stops raising and settles the round."""

LATER_ROUNDS = 0.3
"""The share of the stake in each round still to come that counts in the price of staying in
(a player may still fold later, so not all of it is committed)."""

LATER_CALLERS = 0.6
"""The share of the other players still betting who are expected to pay into those rounds too."""

MIDDLING = 0.75
"""Below this chance, with cards still to come, a reader of the board bets the minimum."""


def choose_board(view: DecisionView, style: Style, skill: Skill, plan: HandPlan, rng: random.Random) -> Action:
    """The action for this seat at a Bastard Brag table; `view.offers` must not be empty."""
    style = style.tilted(view.tilt)
    if view.between_hands:
        return _retain(view, style, skill, rng)
    if view.pending == "discard":
        return _stud_discard(view, skill, rng)
    if view.pending == "keep":
        return _keep_or_fold(view, assess(view, skill), style, plan)
    if view.blind:
        return _blind(view, style, skill, plan, rng)
    if skill.blunder and rng.random() < skill.blunder:
        plan = replace(plan, misjudge=plan.misjudge + rng.gauss(0.0, BLUNDER_SPREAD))
    return _open(view, assess_board(view, skill), style, skill, plan, rng)


def _board(view: DecisionView) -> BoardView:
    assert view.board is not None
    return view.board


# --- blind ----------------------------------------------------------------------------------------


def _blind(view: DecisionView, style: Style, skill: Skill, plan: HandPlan, rng: random.Random) -> Action:
    board = _board(view)
    looks = [a for a in view.offers if a.kind == "look"]
    judge = _Judge(view, skill)
    if looks and view.rules.blind_bastard and skill.pot_odds and style.blind < 0.9:
        return looks[0]  # Blind Bastard: a careful player looks as soon as the last card is turned
    bet = view.offer("bet")
    if not looks and skill.pot_odds and bet is not None and bet.min is not None:
        # No look allowed yet: an unseen hand stays in only while the price is fair.
        cost = bet.min
        pot = view.pot
        if cost > view.chips[view.seat] * 0.25 and judge().win * (pot + cost) < cost * (1 + board.rounds_left / 2):
            return Action.fold()
    return _blind_turn(view, judge, style, skill, plan, rng)


# --- looking: Stud Bastard's discard ----------------------------------------------------------------


def _stud_discard(view: DecisionView, skill: Skill, rng: random.Random) -> Action:
    """Throw away the card whose loss leaves the best chances with the board so far."""
    held = view.my_hands[-1][1] if view.my_hands else ()
    choices = [a for a in view.offers if a.kind == "discard"]
    if not held or not choices:
        return Action.fold()
    if skill.discard_slip and rng.random() < skill.discard_slip:
        return Action.discard(sorted(held, key=lambda c: (c.rank, c.index))[: len(held) - 3])
    if not skill.reads_board:
        return Action.discard(best_hand(held, view.rules.ranking).discards)
    model = strength_model(view.rules)
    assert isinstance(model, BoardStrength)
    board = _board(view)
    on_board = board.mask | (board.known if skill.card_memory else 0)
    known = view.known if skill.card_memory else 0

    def chances(choice: Action) -> float:
        kept = tuple(c for c in held if c not in choice.cards)
        own = card_mask(kept)
        dead = (known | card_mask(choice.cards)) & ~own & ~on_board
        return model.chances(own, on_board, dead).win()

    return max(choices, key=chances)


# --- open -----------------------------------------------------------------------------------------


def _open(
    view: DecisionView, judgement: BoardJudgement, style: Style, skill: Skill, plan: HandPlan, rng: random.Random
) -> Action:
    judged = judgement.judged
    board = _board(view)
    bet, see, cover = view.offer("bet"), view.offer("see"), view.offer("cover")
    pot = view.pot
    faith = skill.flush_faith if judged.category is Category.FLUSH else 0.0
    win = _clamp(judged.win + plan.misjudge + faith)
    win_seeing = _clamp(judged.win_seeing + plan.misjudge + faith)
    if bet is None or bet.min is None:
        return _short(view, style, win, win_seeing, see, cover)
    need = _need(view, style, skill, bet.min)
    if see is not None and see.cost is not None:
        gain = win_seeing * (pot + see.cost) - see.cost
        if win >= need and board.round_turns <= LONG_ROUND:
            return _value_bet(view, judgement, bet, style, skill, plan, win)
        if gain > 0:
            return see
        if win >= need:
            return Action.bet(bet.min)
    elif win >= need:
        return _value_bet(view, judgement, bet, style, skill, plan, win)
    if _bluffing(view, judged, skill, plan, rng):
        return _bet_to(bet, _raise_target(view, bet, style, 0.6))
    return Action.fold()


def _need(view: DecisionView, style: Style, skill: Skill, cost: int) -> float:
    """The chance of winning that staying in for `cost` needs, for this player's style."""
    board = _board(view)
    me = view.seat
    pot = view.pot
    if skill.pot_odds:
        later = LATER_ROUNDS * max(view.stake, view.rules.min_first_bet) * board.rounds_left
        callers = 1 + LATER_CALLERS * len(view.betting_opponents)
        need = (cost + later) / (pot + cost + later * callers)
    else:
        need = 0.3
    need *= 0.7 + 0.8 * style.tightness
    need += 0.3 * cost / max(view.chips[me], 1) + 0.01 * max(0, board.round_turns - LONG_ROUND)
    need -= style.stubborn * 0.25 * min(1.0, view.put_in[me] / max(pot, 1))
    return need


def _value_bet(
    view: DecisionView,
    judgement: BoardJudgement,
    bet: Action,
    style: Style,
    skill: Skill,
    plan: HandPlan,
    win: float,
) -> Action:
    """Stay in, raising when the hand and the board call for it."""
    assert bet.min is not None
    judged, texture = judgement.judged, judgement.texture
    board = _board(view)
    me = view.seat
    minimum = Action.bet(bet.min)
    if board.round_turns > LONG_ROUND:
        return minimum
    monster = judged.prial or win > 0.9
    small_pot = view.pot < _open_minimum(view) * (6 + 2 * len(view.opponents))
    if monster and board.rounds_left and plan.slowplay and small_pot:
        return minimum  # slow-play: let the others stay in while the cards are turned
    reading = skill.reads_board and texture is not None
    if (
        reading
        and texture is not None
        and board.rounds_left
        and not monster
        and (texture.prial_waiting or texture.board_plays or texture.drawing or win < MIDDLING)
    ):
        return minimum  # keep the pot small until the board says more
    raise_line = 0.45 + 0.4 * (1 - style.aggression)
    if win < raise_line:
        return minimum
    if board.last_raiser == me and win < 0.9 - 0.25 * style.aggression:
        return minimum  # the stake is still my own raise this round
    push = (win - raise_line) / max(1e-6, 1 - raise_line)
    if reading and texture is not None and texture.own_used and win > 0.7 and any(o.blind for o in judged.opponents):
        push = max(push, 0.8)  # the board has shown a strong hand: make the blind players pay
    if skill.exploits and win > 0.7:
        callers = [o for o in judged.opponents if o.read.folds < NEVER_FOLDS]
        if callers and len(callers) == len(judged.opponents):
            edge = round(view.chips[me] * (win - 0.5) / (1 + board.rounds_left))
            target = max(_raise_target(view, bet, style, 1.0), _open_minimum(view) + edge)
            return _bet_to(bet, target, view.chips[view.seat])
        if callers:
            push = 1.0
    return _bet_to(bet, _raise_target(view, bet, style, 0.3 + 0.7 * push))
