"""Lowball: the Brag ranking reversed exactly, at the table and in the opponents' judgement
(DESIGN §1, More house rules)."""

from itertools import pairwise

import pytest
from pub_support import move

from casino_brag.engine.ai.strength import strength_model
from casino_brag.engine.bestof import best_three
from casino_brag.engine.cards import parse_cards
from casino_brag.engine.hands import Category, Ranking, best_hand, evaluate, hand_table
from casino_brag.engine.pub import HouseRules, HouseRulesError, Table
from casino_brag.engine.wild import evaluate_wild

LOW = Ranking(lowball=True)


def chips_kept(t: Table, total: int) -> bool:
    return sum(t.chips) + t.pot == total


def test_lowball_reverses_every_comparison_exactly():
    high, low = hand_table(), hand_table(LOW)
    masks = sorted(high, key=lambda m: high[m].score)
    for a, b in pairwise(masks):
        assert (high[a] < high[b]) == (low[a] > low[b])
        assert (high[a] == high[b]) == (low[a] == low[b])


def test_five_three_two_of_mixed_suits_is_the_best_and_three_threes_the_worst():
    best = max(hand_table(LOW).values())
    assert best == evaluate(parse_cards("5s 3h 2d"), LOW)
    assert min(hand_table(LOW).values()) == evaluate(parse_cards("3s 3h 3d"), LOW)
    plain = Ranking(threes_top=False, lowball=True)
    assert min(hand_table(plain).values()) == evaluate(parse_cards("As Ah Ad"), plain)


def test_hands_keep_their_brag_names_under_lowball():
    value = evaluate(parse_cards("7s 7h 7d"), LOW)
    assert value.category is Category.PRIAL and value.name == "Prial of 7s"


def test_four_card_keeps_the_lowest_three_and_the_lowest_discard_breaks_ties():
    best = best_hand(parse_cards("9s 9h 5d 2c"), LOW)
    assert sorted(c.rank for c in best.cards) == sorted(c.rank for c in parse_cards("9s 5d 2c"))
    t = Table(["A", "B"], seed=4, dealer=1, rules=HouseRules(variant="four-card", lowball=True))
    t.start_hand({0: "7s 4d 2h Kc", 1: "7c 4h 2d 9s"})
    move(t, "look, discard Kc, bet 2, look, discard 9s, see")
    assert t.result.winner == 1  # equal 7-4-2, and the seer's lower discard wins under lowball
    assert chips_kept(t, 200)


def test_a_see_is_won_by_the_lower_brag_hand():
    t = Table(["A", "B"], seed=3, dealer=1, rules=HouseRules(lowball=True))
    t.start_hand({0: "As Ad Ah", 1: "7c 4h 2d"})
    move(t, "look, bet 4, look, see")
    assert t.result.winner == 1 and t.result.how == "see"
    assert t.chips == (95, 105)


def test_lowball_in_bastard_brag_plays_the_lowest_three_of_six():
    t = Table(["A", "B"], seed=5, dealer=1, rules=HouseRules(variant="bastard", lowball=True))
    t.start_hand({0: "Kc Kd Ks", 1: "9h 8d 6c"}, "5s 3h 2c")
    move(t, "look, bet 2, look, see")
    assert t.result.winner == 0  # both play 5-3-2 from the board: a tie, and the seer loses ties
    assert chips_kept(t, 200)


def test_wild_cards_make_the_best_low_hand():
    assert evaluate_wild(parse_cards("2s 2h 9d"), LOW) == evaluate(parse_cards("9d 3h 2c"), LOW)
    assert evaluate_wild(parse_cards("2s 2h 2d"), LOW) == max(hand_table(LOW).values())
    assert best_three(parse_cards("2s Kd Qc 9h"), LOW, wild_twos=True).value.category is Category.HIGH_CARD


def test_the_opponents_strength_model_is_reversed():
    high = strength_model(HouseRules())
    low = strength_model(HouseRules(lowball=True))
    prial = parse_cards("As Ad Ah")
    junk = parse_cards("5s 3h 2d")
    dead = sum(c.bit for c in (*prial, *junk))
    assert high.odds(high.counting_score(prial), dead).win(False) > 0.99
    assert low.odds(low.counting_score(prial), dead).win(False) < 0.01
    assert low.odds(low.counting_score(junk), dead).win(False) > 0.99


def test_lowball_must_be_on_or_off():
    with pytest.raises(HouseRulesError, match="lowball"):
        HouseRules(lowball="yes")  # type: ignore[arg-type]
