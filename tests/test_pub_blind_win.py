"""A blind winner's pot carried forward (`blind_win = "carry"`): when everyone folds to a blind
player, nothing is paid, everyone antes again into the same pot, and the blind player may keep
the hand under the retained-blind-hand rules (DESIGN §1, More house rules)."""

import pytest
from pub_support import move, offers

from casino_brag.engine.pub import HouseRules, HouseRulesError, Table
from casino_brag.engine.pub.events import PotAwarded

OLD = "Kc Kd 3h"


def carried_table(**rules):
    t = Table(["A", "B", "C"], 100, HouseRules(max_stake=20, blind_win="carry", **rules), seed=5, dealer=2)
    t.start_hand({0: OLD, 1: "2c 5d 9h", 2: "4s 7s Jd"})
    move(t, "bet 1, fold, fold")  # seat 0 bets blind and the others fold
    return t


def test_everyone_folding_to_a_blind_player_carries_the_pot():
    t = carried_table()
    assert t.hand_over and t.result.how == "fold" and t.result.carried == 4  # three antes and the blind bet
    assert t.result.awards == () and not any(isinstance(e, PotAwarded) for e in t.events)
    assert t.pot == 4 and sum(t.chips) + t.pot == 300
    assert t.retain_offer == 0 and offers(t) == ["keep", "fold"]


def test_the_next_deal_antes_into_the_carried_pot_and_the_blind_hand_may_be_kept():
    t = carried_table()
    move(t, "keep")
    t.start_hand()
    assert t.pot == 4 + 3 and t.hands_held(0) == 2
    assert sum(t.chips) + t.pot == 300


def test_the_winner_of_the_next_pot_takes_the_carried_chips_too():
    t = carried_table()
    move(t, "fold")
    t.start_hand({0: "Ah Ad As", 1: "2d 6c 9s", 2: "3c 8h Qd"})
    move(t, "look, bet 2, fold, look, bet 2, see")  # seat 1 first (the deal passed to seat 0)
    assert t.result.carried == 0 and t.result.winner == 0
    assert sum(a.amount for a in t.result.awards) == 4 + 3 + 2 + 2 + 4
    assert sum(t.chips) + t.pot == 300 and t.pot == 0


def test_an_open_winner_takes_the_pot_as_usual():
    t = Table(["A", "B"], 100, HouseRules(blind_win="carry"), seed=5, dealer=1)
    t.start_hand()
    move(t, "look, bet 2, fold")
    assert t.result.carried == 0 and t.result.awards and t.pot == 0


def test_the_last_hand_of_a_session_never_carries():
    t = carried_table(session_hands=1)
    assert t.session_over and t.result.carried == 0 and t.pot == 0
    assert sum(t.chips) == 300


def test_bastard_brag_has_no_carried_pot():
    with pytest.raises(HouseRulesError, match="blind_win"):
        HouseRules(variant="bastard", blind_win="carry")
