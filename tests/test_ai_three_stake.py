"""Computer opponents drawing towards 31: exact chances of going over, and play at each level."""

import random

from casino_brag.engine.ai import ComputerPlayer
from casino_brag.engine.ai.difficulty import level
from casino_brag.engine.ai.threestake.draw import DrawSpot, Lookahead, bust_chance, chances, choose_draw
from casino_brag.engine.cards import parse_cards
from casino_brag.engine.pub import Action, HouseRules, Table


def test_the_chance_of_going_over_is_exact_from_the_unseen_cards():
    assert bust_chance(21, frozenset()) == 4 / 52  # only an ace (11) goes over
    assert bust_chance(28, frozenset()) == 44 / 52  # anything but a 2 or a 3
    twos = frozenset(parse_cards("2s 2h 2d 2c"))
    assert bust_chance(28, twos) == 44 / 48
    assert bust_chance(20, frozenset(parse_cards("As Ah Ad Ac"))) == 0.0


def test_hard_must_draw_below_the_best_standing_count_and_stands_on_30_last():
    hard = level("hard")
    seen = frozenset(parse_cards("Kh Qh 2c 9s 8d 3c"))
    behind = DrawSpot(27, 29, (), seen, True)
    assert choose_draw(behind, hard, random.Random(1)) == Action("draw")
    ahead = DrawSpot(30, 22, (), seen, True)
    assert choose_draw(ahead, hard, random.Random(1)) == Action("stand")
    low = DrawSpot(12, 0, (20,), seen, True)
    assert choose_draw(low, hard, random.Random(1)) == Action("draw")


def test_standing_and_drawing_values_are_chances():
    odds = chances(frozenset())
    assert Lookahead(26, (), odds).stand(25) == 0.0
    assert Lookahead(0, (), odds).stand(25) == 1.0
    assert Lookahead(25, (), odds).stand(25) == 0.5
    ahead = Lookahead(0, (18,), odds)
    assert 0.0 < ahead.stand(25) < 1.0 and 0.0 <= ahead.draw(25) <= 1.0
    assert Lookahead(0, (), odds).draw(30) == 0.0  # only a 1 would do, and no card counts 1
    assert Lookahead(0, (), odds).draw(29) == 4 / 52  # a 2 makes exactly 31


def test_easy_looks_only_at_its_own_count():
    easy = level("easy")
    behind = DrawSpot(28, 30, (), frozenset(), True)  # drawing is its only chance, but it stands
    assert choose_draw(behind, easy, random.Random(3)) == Action("stand")
    assert choose_draw(DrawSpot(15, 0, (), frozenset(), True), easy, random.Random(3)) == Action("draw")


def test_computer_players_finish_every_hand_at_every_level():
    seats = 4
    table = Table([f"P{i}" for i in range(seats)], 500, HouseRules(variant="three-stake"), seed=9, dealer=0)
    players = [ComputerPlayer(s, seats, None, ("easy", "normal", "hard")[s % 3], rng=s) for s in range(seats)]
    drew = 0
    for _ in range(30):
        if table.session_over:
            break
        table.start_hand()
        while not table.hand_over:
            action = players[table.to_act].decide(table)
            drew += action.kind == "draw"
            table.apply(action)
    assert drew > 0 and sum(table.chips) == 2000
