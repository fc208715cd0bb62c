"""Bastard Brag decisions: legal over long random sessions, reproducible, and read from the board."""

import dataclasses
import random
from itertools import combinations

import pytest
from ai_support import play
from hypothesis import given, settings
from hypothesis import strategies as st

from casino_brag.engine.ai import LEVELS, ComputerPlayer, level
from casino_brag.engine.ai.bastard.estimate import assess_board
from casino_brag.engine.ai.bastard.policy import choose_board
from casino_brag.engine.ai.bastard.view import BoardView
from casino_brag.engine.ai.characters import character
from casino_brag.engine.ai.policy import HandPlan
from casino_brag.engine.ai.reads import HandLog, Tendencies
from casino_brag.engine.ai.view import DecisionView
from casino_brag.engine.cards import parse_cards
from casino_brag.engine.hands import Category
from casino_brag.engine.pub import Action, HouseRules
from casino_brag.engine.pub.events import BetPlaced, Discarded, Looked

PLAYERS = [
    "edna",
    "ray",
    "prof",
    "bill",
    "nell",
    "sid",
    "maggie",
    "lou",
    "easy",
    "normal",
    "hard",
    "random",
    "calling-station",
]

bastard_rules = st.builds(
    HouseRules,
    variant=st.just("bastard"),
    ante=st.integers(0, 3),
    min_first_bet=st.integers(1, 3),
    max_stake=st.one_of(st.none(), st.integers(3, 40)),
    pot_limit=st.booleans(),
    short_of_chips=st.sampled_from(["cover", "fold"]),
    shuffle=st.sampled_from(["after-prial-see", "every-hand"]),
    round_raise_cap=st.one_of(st.none(), st.integers(1, 5)),
    community_cards=st.sampled_from([3, 4]),
    wild=st.sampled_from(["none", "twos", "one-eyed-jacks"]),
    stud=st.booleans(),
    blind_bastard=st.booleans(),
    threes_top=st.booleans(),
)


# --- whole sessions ------------------------------------------------------------------------------


@settings(max_examples=12, deadline=None)
@given(
    rules=bastard_rules,
    specs=st.lists(st.sampled_from(PLAYERS), min_size=2, max_size=6),
    levels=st.sampled_from(list(LEVELS)),
    seed=st.integers(0, 10_000),
    chips=st.integers(5, 300),
)
def test_every_decision_is_legal_and_no_chip_is_lost_under_any_bastard_rules(rules, specs, levels, seed, chips):
    specs = [s if s in LEVELS or s in ("random", "calling-station") else f"{s}:{levels}" for s in specs]
    decisions = [0]
    total = chips * len(specs)

    def on_decision(table, player, view, action):
        assert table.is_legal(action), (action, table.legal_actions())
        assert sum(table.chips) + table.pot == total
        if view is not None and not table.hand_over:
            assert view.board is not None and view.board.cards == table.community_cards
            assert view.board.round == table.betting_round and view.board.rounds == table.betting_rounds
            if rules.blind_bastard and table.betting_round < table.betting_rounds:
                assert action.kind != "look"
        decisions[0] += 1

    table, _ = play(specs, 10, rules, seed=seed, chips=chips, on_decision=on_decision)
    assert decisions[0] > 0
    assert sum(table.chips) + table.pot == total


@pytest.mark.parametrize(
    ("switches", "hands"),
    [
        ({"max_stake": 40}, 150),
        ({"stud": True}, 60),
        ({"wild": "twos", "community_cards": 4}, 60),
        ({"blind_bastard": True, "round_raise_cap": 3}, 60),
        ({"stud": True, "wild": "twos", "pot_limit": True, "short_of_chips": "fold"}, 60),
    ],
)
def test_a_long_session_of_every_level_and_character_stays_legal(switches, hands):
    rules = HouseRules(variant="bastard", **switches)
    checked = [0]

    def on_decision(table, player, view, action):
        assert table.is_legal(action)
        checked[0] += 1

    specs = ["hard", "normal", "easy", "ray:hard", "maggie:easy", "edna"]
    table, _ = play(specs, hands, rules, seed=31, chips=2000, on_decision=on_decision)
    assert checked[0] > 5 * hands and sum(table.chips) == 6 * 2000


def test_a_seed_replays_every_decision():
    rules = HouseRules(variant="bastard", stud=True, wild="twos")
    runs = [play(["hard", "ray", "bill:easy", "lou:hard"], 25, rules, seed=21)[0].events for _ in range(2)]
    assert runs[0] == runs[1]


def test_stud_players_look_then_discard_and_blind_bastard_players_look_only_at_the_end():
    table, _ = play(["hard", "easy", "ray", "normal"], 30, HouseRules(variant="bastard", stud=True), seed=3)
    looked = {(e.seat, i) for i, e in enumerate(table.events) if isinstance(e, Looked)}
    discards = [(e.seat, i) for i, e in enumerate(table.events) if isinstance(e, Discarded)]
    assert discards and all(any(s == seat and j < i for s, j in looked) for seat, i in discards)

    rounds_looked = []

    def on_decision(table, player, view, action):
        if action.kind == "look":
            rounds_looked.append(table.betting_round)

    play(
        ["hard", "prof:normal", "edna", "easy"],
        40,
        HouseRules(variant="bastard", blind_bastard=True),
        seed=4,
        on_decision=on_decision,
    )
    assert rounds_looked and set(rounds_looked) == {4}


def test_computer_players_bet_on_after_the_first_round():
    table, _ = play(["hard", "normal", "easy", "prof"], 60, HouseRules(variant="bastard"), seed=8, chips=1000)
    later = [e for e in table.events if isinstance(e, BetPlaced)]
    assert len(later) > 120


# --- single decisions from a hand-made view ------------------------------------------------------


def make_view(board="", size=3, **changes):
    """A Bastard Brag decision view at a three-player table: seat 0 to act, open."""
    n = changes.pop("players", 3)
    cards = parse_cards(board) if board else ()
    rules = changes.pop("rules", HouseRules(variant="bastard", community_cards=size))
    turned = BoardView(cards, size, len(cards) + 1, size + 1, 0, 4, 2, changes.pop("last_raiser", None))
    fields = dict(
        seat=0,
        rules=rules,
        hand_number=30,
        dealer=n - 1,
        between_hands=False,
        pending=None,
        offers=(Action("fold"), Action("bet", min=4, max=400)),
        chips=(400,) * n,
        put_in=(10,) * n,
        statuses=("open",) * n,
        hands_held=(1,) * n,
        pot=40,
        live_pot=40,
        stake=4,
        my_hands=(("new", parse_cards("Ks Qd 9c")),),
        my_kept=None,
        known=0,
        pinned=(0,) * n,
        logs=(HandLog(looked=True, open_bets=1, open_decisions=1, highest_bet=4),) * n,
        habits=(Tendencies(),) * n,
        turns=6,
        tilt=0.0,
        session_net=0,
        starting_chips=500,
        board=turned,
    )
    fields.update(changes)
    return DecisionView(**fields)


def hand(text):
    return (("new", parse_cards(text)),)


BLIND_OPPONENTS = dict(statuses=("open", "blind", "blind"), logs=(HandLog(looked=True), HandLog(), HandLog()))


def decide(view, who="prof", lvl="hard", seed=1, skill=None, **plan_changes):
    plan = dict(hand_number=30, misjudge=0.0, bluff=False, slowplay=False, start_blind=False, blind_rounds=3)
    plan.update(plan_changes)
    return choose_board(view, character(who).style, skill or level(lvl), HandPlan(**plan), random.Random(seed))


def test_the_view_judges_the_hand_with_the_board_and_its_texture():
    judged = assess_board(make_view("Kh", my_hands=hand("Ks Kd 5c")), level("hard"))
    assert judged.judged.category is Category.PRIAL and judged.judged.win > 0.95
    waiting = assess_board(make_view("8h", my_hands=hand("Qs Qd 4c")), level("hard")).texture
    assert waiting.prial_waiting and waiting.made is Category.PAIR and waiting.own_used == 2
    paired = assess_board(make_view("Qh 7c", my_hands=hand("Qs 9d 4c")), level("hard")).texture
    assert paired.prial_waiting and not paired.board_plays  # a pair matching a turned card
    theirs = assess_board(make_view("Kh Ks", my_hands=hand("9d 5c 4h")), level("hard")).texture
    assert theirs.made is Category.PAIR and not theirs.prial_waiting  # the board's pair is everyone's
    gone = assess_board(
        make_view("Qh 7c", my_hands=hand("Qs 9d 4c"), known=(1 << 40) | (1 << 41)), level("hard")
    ).texture
    assert not gone.prial_waiting  # the other two queens are known to be out of play
    plays = assess_board(make_view("As Ad Ac", size=4, my_hands=hand("4c 7d 9h")), level("hard")).texture
    assert plays.board_plays and plays.own_used == 0
    drawing = assess_board(make_view("Kd", my_hands=hand("7h 8h 2c")), level("hard")).texture
    assert drawing.drawing and drawing.made is Category.HIGH_CARD


def test_a_beginner_judges_the_hand_as_it_stands_and_a_reader_by_the_cards_to_come():
    # A pair of queens is a fine three-card hand, but among six cards a pair is a poor final hand.
    view = make_view("8h", my_hands=hand("Qs Qd 4c"))
    assert assess_board(view, level("easy")).judged.win > 0.6 > assess_board(view, level("hard")).judged.win


def test_a_pair_waiting_for_its_third_card_is_bet_small_until_it_comes():
    waiting = make_view("8h", my_hands=hand("Qs Qd 4c"), **BLIND_OPPONENTS)
    assert decide(waiting, "maggie") == Action.bet(4)
    assert decide(waiting, "maggie", "easy").amount > 4  # a beginner raises the pair it holds
    arrived = make_view("8h 3c Qh", my_hands=hand("Qs Qd 4c"), **BLIND_OPPONENTS)
    assert decide(arrived, "maggie").amount > 4 and decide(arrived, "prof").amount > 4


def test_a_made_prial_is_slow_played_while_the_pot_is_small_and_cards_are_to_come():
    early = make_view("Kh", my_hands=hand("Ks Kd 5c"), pot=20, **BLIND_OPPONENTS)
    assert decide(early, "sid", slowplay=True) == Action.bet(4)
    assert decide(early, "sid", slowplay=False).amount > 4
    last = make_view("Kh 7c 2d", my_hands=hand("Ks Kd 5c"), pot=20, **BLIND_OPPONENTS)
    assert decide(last, "sid", slowplay=True).amount > 4


def test_a_middling_hand_with_a_card_to_come_is_bet_at_the_minimum():
    view = make_view("2c 4d", my_hands=hand("8h 9s Td"))
    judged = assess_board(view, level("hard")).judged
    assert 0.5 < judged.win < 0.75
    assert decide(view, "maggie") == Action.bet(4)
    assert decide(view, "maggie", "easy").amount > 4


def test_a_board_that_plays_for_everyone_is_not_bet_on():
    view = make_view("As Ad Ac", size=4, my_hands=hand("4c 7d 9h"))
    assert decide(view, "maggie") in (Action.bet(4), Action.fold())


def test_a_draw_stays_in_cheaply_but_a_weak_hand_folds_to_a_big_raise():
    cheap = make_view(
        "Kd", my_hands=hand("7h 8h 2c"), pot=60, stake=2, offers=(Action("fold"), Action("bet", min=2, max=400))
    )
    assert decide(cheap, "prof") == Action.bet(2)
    raiser = HandLog(looked=True, open_bets=3, open_raises=2, open_decisions=3, highest_bet=80)
    dear = make_view(
        "Ks Qs Jd",
        my_hands=hand("5c 3d 8h"),
        players=2,
        statuses=("open", "open"),
        logs=(HandLog(looked=True), raiser),
        stake=80,
        pot=200,
        offers=(Action("fold"), Action("bet", min=80, max=400), Action("see", cost=160)),
    )
    assert decide(dear, "prof") == Action.fold() and decide(dear, "lou") == Action.fold()


def test_a_strong_hand_the_board_has_revealed_bets_hard_into_blind_players():
    strong = dict(my_hands=hand("Ah Kd 7h"), pot=40)
    into_blind = make_view("Qs 9h", **strong, **BLIND_OPPONENTS)
    into_open = make_view("Qs 9h", **strong)
    assert decide(into_blind, "prof").amount > decide(into_open, "prof").amount > 4


def test_stud_bastard_keeps_the_cards_that_go_with_the_board():
    cards = parse_cards("As Ad 6h 7h")  # with 5h 8h turned, 6h 7h make a running flush
    offers = (*(Action.discard(c) for c in combinations(cards, 1)), Action("fold"))
    view = make_view(
        "5h 8h",
        rules=HouseRules(variant="bastard", stud=True),
        pending="discard",
        offers=offers,
        my_hands=(("new", cards),),
    )
    assert decide(view, "prof", "hard").cards[0].rank == 14
    assert decide(view, "prof", "normal").cards[0].rank == 14
    unseeing = dataclasses.replace(level("normal"), reads_board=False)
    assert decide(view, skill=unseeing) == Action.discard("6h")  # the best three of its own: A-A-7


def test_blind_bastard_looks_at_the_last_card_and_folds_an_unseen_hand_when_the_price_is_steep():
    rules = HouseRules(variant="bastard", blind_bastard=True)
    blind = dict(statuses=("blind", "blind", "blind"), my_hands=(), logs=(HandLog(blind_bets=2),) * 3)
    last = make_view(
        "Kh 7c 2d",
        rules=rules,
        **blind,
        offers=(Action("look"), Action("fold"), Action("bet", min=2, max=200, blind=True)),
    )
    assert decide(last, "prof").kind == "look"
    steep = make_view(
        "Kh",
        rules=rules,
        **blind,
        chips=(100, 400, 400),
        pot=30,
        stake=120,
        offers=(Action("fold"), Action("bet", min=60, max=100, blind=True)),
    )
    assert decide(steep, "prof") == Action.fold()
    cheap = make_view(
        "Kh", rules=rules, **blind, pot=30, stake=4, offers=(Action("fold"), Action("bet", min=2, max=200, blind=True))
    )
    assert decide(cheap, "prof").kind == "bet"


def test_a_computer_player_decides_a_bastard_hand_through_decide():
    from casino_brag.engine.pub import Table

    table = Table(["A", "B", "C"], 200, HouseRules(variant="bastard"), seed=2, dealer=2)
    table.start_hand({0: "Ks Kd 5c"}, community="Kh 7c 2d")
    player = ComputerPlayer(0, 3, "prof", "hard", rng=1)
    action = player.decide(table)
    assert table.is_legal(action)
    view = player.view(table)
    assert view.board is not None and view.board.round == 1 and view.board.cards == ()
