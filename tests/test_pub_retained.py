"""Retaining a blind hand: keep it for the next deal, look at one of two hands, never a third."""

import pytest
from pub_support import kinds, move, offers

from casino_brag.engine.cards import parse_cards
from casino_brag.engine.errors import IllegalAction
from casino_brag.engine.pub import Action, HouseRules, Table
from casino_brag.engine.pub.events import HandRetained, RetainDeclined, RetainOffered, ToBottom

OLD = "Kc Kd 3h"


def blind_win(rules=None, hands=None):
    """Seat 0 bets blind and the others fold, so seat 0 wins without looking."""
    t = Table(["A", "B", "C"], 100, rules or HouseRules(max_stake=20), seed=5, dealer=2)
    t.start_hand(hands or {0: OLD, 1: "2c 5d 9h", 2: "4s 7s Jd"})
    move(t, "bet 1, fold, fold")
    return t


def test_blind_winner_may_retain_the_hand():
    t = blind_win()
    assert t.hand_over and t.to_act is None and t.result.how == "fold"
    assert t.retain_offer == 0 and isinstance(t.events[-1], RetainOffered)
    assert offers(t) == ["keep", "fold"]
    assert t.hands_held(0) == 1  # the cards stay on the table meanwhile
    move(t, "keep")
    assert t.retain_offer is None and isinstance(t.events[-1], HandRetained)
    t.start_hand()
    assert t.hands_held(0) == 2 and t.is_blind(0)
    assert t.cards_of(0)["retained"] == parse_cards(OLD)


def test_two_hands_look_at_one_then_keep_it():
    t = blind_win()
    move(t, "keep")
    t.start_hand()
    # the deal has passed left to seat 0, so seat 1 bets first
    assert t.dealer == 0 and t.to_act == 1
    move(t, "bet 1, bet 1")
    assert t.to_act == 0
    assert offers(t) == ["look new", "look retained", "fold", "bet 1-10 blind"]
    move(t, "look retained")
    assert offers(t) == ["keep retained", "fold retained"]
    with pytest.raises(IllegalAction, match="keep or fold"):
        t.apply(Action.look("new"))
    move(t, "keep")
    assert t.hands_held(0) == 1 and not t.is_blind(0)
    folded = [e for e in t.events if isinstance(e, ToBottom)][-1]
    assert folded.seat == 0 and not folded.looked  # the other hand goes unseen
    assert kinds(t) == {"fold", "bet"}


def test_two_hands_look_at_one_then_fold_it_and_play_the_other_blind():
    t = blind_win()
    move(t, "keep")
    t.start_hand()
    move(t, "bet 1, bet 1, look new, fold new")
    assert t.hands_held(0) == 1 and t.is_blind(0) and t.to_act == 0
    assert offers(t) == ["look", "fold", "bet 1-10 blind"]
    assert "retained" in t.cards_of(0)


def test_playing_two_hands_blind_and_winning_again_keeps_only_one():
    t = blind_win()
    move(t, "keep")
    t.start_hand()
    move(t, "fold, fold")  # seats 1 and 2 fold to seat 0, still holding both hands blind
    assert t.retain_offer == 0 and t.hands_held(0) == 2
    assert offers(t) == ["keep new", "keep retained", "fold"]
    move(t, "keep new")
    assert t.hands_held(0) == 1
    t.start_hand()
    assert t.hands_held(0) == 2  # never a third hand


def test_unresolved_two_hands_play_the_retained_one_at_a_see():
    t = blind_win()
    move(t, "keep")
    t.start_hand({0: "2d 3c 5h", 1: "Qc Qs 9d", 2: "7c 8d Td"})
    move(t, "fold, bet 2, see")  # seat 2 (blind) sees seat 0's two blind hands
    assert t.result.shown[0] == parse_cards(OLD)
    assert t.result.winner == 0  # kings beat 7-8-10


def test_declining_the_offer_or_dealing_on_returns_the_cards():
    t = blind_win()
    move(t, "fold")
    assert t.retain_offer is None and t.hands_held(0) == 0
    assert t.events[-2] == RetainDeclined(0, chosen=True)
    t2 = blind_win()
    t2.start_hand()
    assert any(e == RetainDeclined(0, chosen=False) for e in t2.events)
    assert t2.hands_held(0) == 1


def test_no_offer_to_an_open_winner_or_after_a_see_or_when_the_rule_is_off():
    t = Table(["A", "B", "C"], 100, seed=5, dealer=2)
    t.start_hand()
    move(t, "look, bet 1, fold, fold")
    assert t.retain_offer is None and t.legal_actions() == []
    assert blind_win(HouseRules(retain_blind_hand=False)).retain_offer is None
    t = Table(["A", "B", "C"], 100, HouseRules(blind_play=False), seed=5, dealer=2)
    t.start_hand()
    move(t, "look, fold, look, fold")
    assert t.result.winner == 2 and t.is_blind(2) and t.retain_offer is None
    t = Table(["A", "B"], 100, seed=5, dealer=1)
    t.start_hand({0: "Kc Kd 3h", 1: "2c 5d 9h"})
    move(t, "bet 1, see")
    assert t.result.winner == 0 and t.retain_offer is None


def test_player_who_never_acted_still_wins_blind():
    t = Table(["A", "B", "C"], 100, seed=5, dealer=2)
    t.start_hand()
    move(t, "look, fold, fold")
    assert t.result.winner == 2 and t.retain_offer == 2
