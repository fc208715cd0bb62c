"""Wild cards, or floaters: none, twos or one-eyed jacks stand for any card; of otherwise equal
hands, fewer wilds win; the hand names say what the wilds became (DESIGN §1, More house rules)."""

import pytest
from pub_support import move

from casino_brag.engine.ai.strength import strength_model
from casino_brag.engine.cards import parse_cards
from casino_brag.engine.hands import Category, evaluate
from casino_brag.engine.pub import HouseRules, HouseRulesError, Table, table_from_record
from casino_brag.engine.pub.replay import session_record
from casino_brag.save.pub_setup import PubSetup


def table(hands, **rules):
    t = Table(["A", "B"], seed=4, dealer=1, rules=HouseRules(**rules))
    t.start_hand(hands)
    return t


def test_one_eyed_jacks_are_wild_and_a_natural_prial_beats_the_same_prial_with_wilds():
    t = table({0: "7s 7h 7d", 1: "7c Js Jh"}, wild="one-eyed-jacks")
    move(t, "look, bet 2, look, see")
    natural = t.result.showdown[0].value
    wild = evaluate(parse_cards("7c Js Jh"), t.rules.ranking)
    assert (natural.name, wild.name) == ("Prial of 7s", "Prial of 7s, 2 wilds")
    assert t.result.winner == 0 and len(t.result.showdown) == 1  # the seer had no better hand to show
    assert sum(t.chips) + t.pot == 200


def test_two_eyed_jacks_are_not_wild():
    rules = HouseRules(wild="one-eyed-jacks")
    assert evaluate(parse_cards("Jd Jc 4s"), rules.ranking).name == "Pair of Jacks, 4 kicker"
    assert evaluate(parse_cards("Jh Jc 4s"), rules.ranking).name == "Pair of Jacks, 4 kicker, one wild"


def test_wild_twos_in_three_card_brag_make_the_best_hand_they_can():
    t = table({0: "Kd Kc 9h", 1: "2s 8c 6c"}, wild="twos")
    move(t, "look, bet 2, look, see")
    assert t.result.showdown[1].value.name == "Running flush 8-7-6, one wild"
    assert t.result.winner == 1 and t.chips == (97, 103)


def test_five_card_brag_plays_the_best_three_with_wilds():
    t = table({0: "Ks Kd 4h 9c 6d", 1: "2s 2h Qc 8d 5s"}, variant="five-card", wild="twos")
    move(t, "bet 1, see")  # nobody looked: each plays the best three of five
    assert t.result.showdown[1].value.name == "Prial of Queens, 2 wilds"
    assert t.result.winner == 1


def test_wild_cards_must_be_a_known_choice():
    with pytest.raises(HouseRulesError, match="wild"):
        HouseRules(wild="jacks")


def test_old_saves_with_wild_twos_still_load():
    assert HouseRules.from_dict({"variant": "bastard", "wild_twos": True}).wild == "twos"
    assert HouseRules.from_dict({"variant": "bastard", "wild_twos": False}).wild == "none"
    setup = PubSetup.from_dict({"rules": {"variant": "bastard", "wild_twos": True, "community_cards": 4}})
    assert (setup.rules.wild, setup.rules.community_cards) == ("twos", 4)
    t = Table(["A", "B"], seed=4, dealer=1, rules=HouseRules(variant="bastard", wild="twos"))
    t.start_hand()
    record = session_record(t)
    old = dict(record, rules={**{k: v for k, v in record["rules"].items() if k != "wild"}, "wild_twos": True})
    assert table_from_record(old).rules.wild == "twos"


def test_the_opponents_count_wild_cards_in_their_strength_model():
    plain = strength_model(HouseRules())
    wild = strength_model(HouseRules(wild="twos"))
    twos = parse_cards("2s 2h 5d")
    dead = sum(c.bit for c in twos)
    assert plain.odds(plain.counting_score(twos), dead).win(False) < 0.95
    assert wild.odds(wild.counting_score(twos), dead).win(False) > 0.98  # a prial of 5s at least
    assert evaluate(twos, HouseRules(wild="twos").ranking).category is Category.PRIAL
