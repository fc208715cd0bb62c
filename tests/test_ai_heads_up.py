"""Heads-up judgement: the solved strategy follows real hands through its abstraction (a second
look, bets past its last, raises between its steps), the record notes each move's stake and
every raise answered, and Hard stays in at the stake where Normal can only see or fold."""

import random

from ai_support import heads_up, play

from casino_brag.engine.ai.expert import game
from casino_brag.engine.ai.expert.strategy import node_of
from casino_brag.engine.ai.policy import HandPlan, choose
from casino_brag.engine.ai.reads import HandLog, Tendencies, read_player
from casino_brag.engine.ai.style import STEADY
from casino_brag.engine.cards import parse_cards
from casino_brag.engine.pub import Action, HouseRules
from casino_brag.engine.pub.events import BetPlaced


def test_a_second_look_by_a_player_who_held_two_hands_counts_once():
    once = node_of(heads_up([(1, "look"), (1, "bet")], seat=0, statuses=("blind", "open")))
    twice = node_of(heads_up([(1, "look"), (1, "look"), (1, "bet")], seat=0, statuses=("blind", "open")))
    assert once is not None and twice is not None and once.path == twice.path == "lb"


def test_a_look_at_a_hand_thrown_away_for_the_unseen_one_does_not_count():
    view = heads_up([(0, "look"), (1, "look"), (1, "bet")], seat=0, statuses=("blind", "open"))
    node = node_of(view)
    assert node is not None and node.path == "lb" and not node.open[1]


def test_a_raise_between_the_steps_counts_as_the_nearer_one():
    # seat 1 looks and raises to 2, seat 0 looks and raises to 4, then seat 1 raises to 5 or 7:
    # 5 is nearer 4 than 8 (a bet at the stake), 7 nearer 8 (a raise)
    moves = [(1, "look"), (1, "raise"), (0, "look"), (0, "raise"), (1, "raise")]
    near = node_of(heads_up(moves, stakes=(0, 2, 2, 4, 5), seat=0, statuses=("open", "open")))
    far = node_of(heads_up(moves, stakes=(0, 2, 2, 4, 7), seat=0, statuses=("open", "open")))
    assert near is not None and near.path == "lrlrb" and game.STAKES[near.step] == 4
    assert far is not None and far.path == "lrlrr" and game.STAKES[far.step] == 8
    # a blind bet of 2 at an open stake of 3 counts as 4: the least blind bet, not a raise
    blind = [(1, "look"), (1, "bet"), (0, "bet"), (1, "raise"), (0, "bet")]
    node = node_of(heads_up(blind, stakes=(0, 1, 2, 3, 4), seat=1, statuses=("blind", "open")))
    assert node is not None and node.path == "lbbrb"


def test_bets_past_the_abstractions_last_are_folded_back():
    moves = [(1, "look"), (1, "bet")]
    seat = 0
    for _ in range(game.LAST_BETS + 3):
        moves.append((seat, "bet"))
        seat = 1 - seat
    view = heads_up(moves, seat=seat, statuses=("blind", "open"))
    node = node_of(view)
    assert node is not None and node.player == (0 if seat == 1 else 1)
    assert game.LAST_BETS - 2 <= node.bets <= game.LAST_BETS


def test_the_record_notes_each_moves_stake_and_every_raise_answered():
    seen = []

    def on_decision(table, player, view, action):
        if view is None:  # a baseline player, not handed a view here
            return
        assert len(view.move_stakes) == len(view.moves)
        assert all(a <= b for a, b in zip(view.move_stakes, view.move_stakes[1:], strict=False))
        seen.append(view)

    table, _ = play(["hard", "maggie:hard", "calling-station"], 30, HouseRules(), seed=4, on_decision=on_decision)
    raises = sum(isinstance(e, BetPlaced) and e.raised for e in table.events)
    answered = max(sum(log.answered_raises for log in v.logs) for v in seen)
    assert raises > 0 and answered > 0


def test_answered_raises_narrow_a_read_only_when_asked():
    log = HandLog(looked=True, open_bets=4, open_decisions=4, highest_bet=16, answered_raises=3)
    assert read_player(log, Tendencies(), answers=True).fraction < read_player(log, Tendencies()).fraction


def test_hard_stays_in_at_the_stake_where_normal_sees_or_folds():
    from casino_brag.engine.ai import level

    view = heads_up(
        [(1, "look"), (1, "bet"), (0, "look")],
        stakes=(0, 1, 1),
        seat=0,
        statuses=("open", "open"),
        offers=(Action("fold"), Action("bet", min=1, max=100), Action("see", cost=2)),
        my_hands=(("new", parse_cards("As 9d 6c")),),
        logs=(HandLog(looked=True), HandLog(looked=True, open_bets=1, open_decisions=1, highest_bet=1)),
        pot=3,
        stake=1,
        put_in=(1, 2),
    )
    plan = HandPlan(hand_number=3, misjudge=0.0, bluff=False, slowplay=False, start_blind=False, blind_rounds=1)
    hard = choose(view, STEADY, level("hard"), plan, random.Random(1))
    normal = choose(view, STEADY, level("normal"), plan, random.Random(1))
    assert hard == Action.bet(1)
    assert normal.kind in ("fold", "see")
