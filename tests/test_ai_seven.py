"""The opponents of Seven-, Nine- and Thirteen-Card Brag: the search finds the arrangement most
likely to scoop (checked against scoring every arrangement), every level declares a legal
arrangement, and Hard beats Easy."""

import random
from itertools import combinations, permutations

import pytest

from casino_brag.engine.ai import ComputerPlayer, TableContext
from casino_brag.engine.ai.difficulty import level
from casino_brag.engine.ai.seven.arrange import best_arrangement, greedy_arrangement, scoop_chance, win_chances
from casino_brag.engine.ai.seven.policy import choose_arrangement
from casino_brag.engine.ai.style import Style
from casino_brag.engine.ai.tournament import run_tournament
from casino_brag.engine.cards import FULL_DECK, parse_cards
from casino_brag.engine.hands import STANDARD
from casino_brag.engine.pub import HouseRules, Table


def every_split(cards, hands):
    """Every way to pick `hands` disjoint hands of three (order ignored), the rest discarded."""
    if hands == 0:
        yield ()
        return
    for trio in combinations(cards, 3):
        rest = [c for c in cards if c not in trio]
        for more in every_split(rest, hands - 1):
            yield (trio, *more)


def product(split):
    chances = win_chances(STANDARD)
    p = 1.0
    for a, b, c in split:
        p *= chances[a.bit | b.bit | c.bit]
    return p


@pytest.mark.parametrize("dealt, hands", [(7, 2), (9, 3), (10, 3)])
def test_the_search_finds_the_best_product_of_every_arrangement(dealt, hands):
    rng = random.Random(dealt)
    chance = win_chances(STANDARD).__getitem__
    for _ in range(12 if dealt < 10 else 3):
        cards = rng.sample(FULL_DECK, dealt)
        found = best_arrangement(cards, hands, chance)
        assert sorted(found) == sorted(cards)
        best = max(product(s) for s in every_split(cards, hands))
        assert scoop_chance(found, hands, 1, STANDARD) == pytest.approx(best)


def test_a_worked_arrangement_keeps_two_pairs_rather_than_a_prial_and_rubbish():
    cards = parse_cards("9s 9d 9c 5h 5d 2s 4c")
    careless = greedy_arrangement(cards, 2, STANDARD)
    exact = best_arrangement(cards, 2, win_chances(STANDARD).__getitem__)
    assert careless[:3] == parse_cards("9s 9d 9c")
    assert scoop_chance(exact, 2, 1, STANDARD) >= scoop_chance(careless, 2, 1, STANDARD)
    first, second = exact[:3], exact[3:6]
    assert scoop_chance(exact, 2, 1, STANDARD) == pytest.approx(
        win_chances(STANDARD)[sum(c.bit for c in first)] * win_chances(STANDARD)[sum(c.bit for c in second)]
    )


@pytest.mark.parametrize("variant", ["seven-card", "nine-card", "thirteen-card"])
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_declares_a_legal_arrangement_the_same_way_for_a_seed(variant, level):
    table = Table(["A", "B", "C"], 50, HouseRules(variant=variant), seed=3, dealer=2)
    context = TableContext(3)
    players = [ComputerPlayer(s, 3, None, level, rng=s, context=context) for s in range(3)]
    twin = ComputerPlayer(0, 3, None, level, rng=0)
    for _ in range(5):
        table.start_hand()
        while not table.hand_over:
            seat = table.to_act
            action = players[seat].decide(table)
            if seat == 0:
                assert twin.decide(table) == action
            assert table.is_legal(action)
            table.apply(action)


def test_the_order_of_the_hands_is_left_to_character():
    table = Table(["A", "B"], 50, HouseRules(variant="nine-card"), seed=8, dealer=1)
    table.start_hand()
    chances = win_chances(STANDARD)
    strongest_last = {}
    for slowplay in (0.0, 1.0):
        last = 0
        for seed in range(40):
            view = ComputerPlayer(0, 2, None, "hard", rng=seed).view(table)
            action = choose_arrangement(view, level("hard"), random.Random(seed), Style(slowplay=slowplay))
            keys = [chances[sum(c.bit for c in action.cards[i : i + 3])] for i in (0, 3, 6)]
            last += keys[-1] == max(keys)
        strongest_last[slowplay] = last
    assert strongest_last[0.0] == 0 and 10 <= strongest_last[1.0] <= 30


def test_hard_scores_what_it_declares_no_worse_than_any_order_of_its_hands():
    table = Table(["A", "B"], 50, HouseRules(variant="nine-card"), seed=8, dealer=1)
    table.start_hand()
    action = ComputerPlayer(0, 2, None, "hard", rng=1).decide(table)
    hands = [action.cards[i : i + 3] for i in (0, 3, 6)]
    assert all(
        scoop_chance(sum(p, ()), 3, 1, STANDARD) == pytest.approx(scoop_chance(action.cards, 3, 1, STANDARD))
        for p in permutations(hands)
    )


@pytest.mark.parametrize("variant", ["seven-card", "nine-card"])
def test_hard_beats_easy(variant):
    result = run_tournament(["hard", "easy"], 1000, seed=2, variant=variant)
    hard, easy = result.seats
    assert (hard.player, easy.player) == ("hard", "easy")
    assert hard.net_per_hand > 0 and hard.ci95[0] > 0 and easy.net_per_hand < 0
