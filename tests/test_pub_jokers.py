"""Jokers (`wild = "jokers"`): two jokers join the pack, 54 cards; each stands for any card, of
otherwise equal hands fewer wilds win, and the hand names say what the jokers became."""

from math import comb

import pytest
from pub_support import move

from casino_brag.engine.ai.knowledge import SeatKnowledge
from casino_brag.engine.ai.odds import mask_cards
from casino_brag.engine.ai.strength import strength_model, win_probability
from casino_brag.engine.cards import JOKER_MASK, JOKERS, Card, parse_cards
from casino_brag.engine.hands import best_hand, evaluate
from casino_brag.engine.pub import HouseRules, HouseRulesError, Table, table_from_record
from casino_brag.engine.pub.events import CardDealt, HandShown
from casino_brag.engine.pub.replay import replay, session_record

JOKERS_ON = HouseRules(wild="jokers")


def table(hands, players=2, **rules):
    t = Table(["A", "B", "C", "D"][:players], seed=4, dealer=players - 1, rules=HouseRules(wild="jokers", **rules))
    t.start_hand(hands)
    return t


def test_the_jokers_are_two_cards_of_their_own():
    x1, x2 = JOKERS
    assert (x1.code, x2.code, x1.index, x2.index) == ("X1", "X2", 52, 53)
    assert Card.parse("x1") is x1 and Card.parse("JK2") is x2 and Card.from_index(53) is x2
    assert x1 != Card.parse("Ac") and len({x1, x2, Card.parse("Ac"), Card.parse("Ah")}) == 4
    assert parse_cards("X1 X2 7s") == (x1, x2, Card.parse("7s"))


def test_the_pack_has_54_cards_and_only_with_the_rule():
    t = Table(["A", "B"], rules=JOKERS_ON, seed=1, dealer=0)
    assert len(t.pack) == 54 and set(JOKERS) <= set(t.pack)
    plain = Table(["A", "B"], seed=1, dealer=0)
    assert len(plain.pack) == 52 and not set(JOKERS) & set(plain.pack)
    t.start_hand()
    dealt = [e.card for e in t.events if isinstance(e, CardDealt)]
    assert len(t.pack) + len(dealt) == 54


def test_hand_names_say_what_the_jokers_became_and_fewer_wilds_win():
    ranking = JOKERS_ON.ranking
    names = {h: evaluate(parse_cards(h), ranking).name for h in ("7s 7d 7c", "X1 7s 7d", "X1 X2 7d", "X2 Ks Qs")}
    assert names == {
        "7s 7d 7c": "Prial of 7s",
        "X1 7s 7d": "Prial of 7s, one wild",
        "X1 X2 7d": "Prial of 7s, 2 wilds",
        "X2 Ks Qs": "Running flush A-K-Q, one wild",
    }
    natural, one, two = (evaluate(parse_cards(h), ranking) for h in ("7s 7d 7c", "X1 7s 7d", "X1 X2 7d"))
    assert natural > one > two
    two_jokers = evaluate(parse_cards("X1 X2 3c"), ranking)  # the jokers follow the third card's rank
    assert two_jokers.name == "Prial of threes, 2 wilds" and two_jokers > evaluate(parse_cards("As Ad Ah"), ranking)
    assert evaluate(parse_cards("X1 X2 2c"), ranking) < evaluate(parse_cards("Ks Kd Kh"), ranking)


def test_a_showdown_with_a_joker_through_the_table():
    t = table({0: "Qs Qd 9h", 1: "X1 9c 9d"})
    move(t, "look, bet 2, look, see")
    shown = [e for e in t.events if isinstance(e, HandShown)]
    assert shown[-1].seat == 1 and shown[-1].value.name == "Prial of 9s, one wild"
    assert t.result.winner == 1 and sum(t.chips) + t.pot == 200


def test_a_natural_hand_beats_the_same_hand_with_a_joker_at_a_see():
    t = table({0: "9s 9h 9d", 1: "X2 9c 4s"})
    move(t, "look, bet 2, look, see")
    assert t.result.winner == 0 and len(t.result.showdown) == 1  # the seer had nothing better to show
    assert sum(t.chips) + t.pot == 200


def test_four_card_brag_keeps_the_joker_and_breaks_a_tie_on_the_discard():
    ranking = JOKERS_ON.ranking
    assert best_hand(parse_cards("X1 Ks 5d 2c"), ranking).discards == (Card.parse("2c"),)
    t = table({0: "X1 8s 8d 3c", 1: "Kh Kd Kc 4s"}, variant="four-card")
    move(t, "bet 1, see")  # nobody looked: each plays the best three of four
    assert t.result.winner == 1 and sum(t.chips) + t.pot == 200  # a natural prial of Kings beats 8s with a joker


def test_the_rule_is_for_the_traditional_games_only():
    for variant in ("bastard", "seven-card", "three-stake"):
        with pytest.raises(HouseRulesError, match="jokers"):
            HouseRules(variant=variant, wild="jokers")


def test_the_opponents_count_the_jokers_among_the_cards_they_cannot_see():
    model = strength_model(JOKERS_ON)
    own = parse_cards("Ks Kd 4c")
    odds = model.odds(model.counting_score(own), sum(c.bit for c in own))
    assert odds.holdings == comb(51, 3)  # three of the 51 other cards of a 54-card pack
    assert win_probability(JOKERS_ON, own) < win_probability(HouseRules(), own)  # the jokers make others stronger
    assert mask_cards(JOKER_MASK | Card.parse("2c").bit) == (Card.parse("2c"), *JOKERS)
    four = strength_model(HouseRules(wild="jokers", variant="four-card"))
    assert any(mask & JOKER_MASK for mask in _sampled(four))


def _sampled(model):
    order = model.order
    return [order.holding[52], order.holding[53]]


def test_the_pack_memory_follows_a_54_card_pack():
    t = table({0: "X1 9c 9d", 1: "Qs Qd 9h"})
    move(t, "look, bet 2, look, see")
    seat = SeatKnowledge(1)
    seat.observe(t.events_for(1))
    assert seat.memory.size == 54
    assert seat.known & JOKERS[0].bit  # shown at the see, then followed under the pack
    assert len(seat.memory.pack) == len(t.pack)


def test_a_session_with_jokers_replays_and_a_saved_hand_resumes():
    t = Table(["A", "B", "C"], 100, JOKERS_ON, seed=9, dealer=0)
    for _ in range(3):
        t.start_hand()
        move(t, "look, bet 2, fold, look, see")
        if t.retain_offer is not None:
            move(t, "fold")
    t.start_hand({0: "X1 X2 Ah"})
    again = replay(t.events)
    assert again.chips == t.chips and again.pack == t.pack
    resumed = table_from_record(session_record(t), seed=1)
    assert resumed.cards_of(0)["new"] == parse_cards("X1 X2 Ah") and len(resumed.pack) == len(t.pack)


def test_a_saved_setup_with_jokers_loads_and_bastard_brag_drops_them():
    from casino_brag.save.pub_setup import PubSetup, rules_with

    rules = HouseRules(variant="five-card", wild="jokers")
    assert PubSetup.from_dict(PubSetup(rules=rules).to_dict()).rules == rules
    assert rules_with(rules, "variant", "bastard").wild == "none"
    assert rules_with(rules, "variant", "four-card").wild == "jokers"


def test_the_command_line_takes_jokers_and_a_tournament_plays_them():
    from casino_brag.commands.tournament import house_rules
    from casino_brag.engine.ai.tournament import run_tournament

    rules = house_rules("five-card", ["wild=jokers"])
    assert rules.jokers and len(Table(["A", "B"], rules=rules, seed=1, dealer=0).pack) == 54
    assert run_tournament(["hard", "easy", "easy"], 60, seed=2, rules=rules).hands == 60
