"""Betting rules of the pub game, one named test per rule (DESIGN §1, Pub Brag)."""

import pytest
from pub_support import kinds, move, offers, table_with

from casino_brag.engine.errors import IllegalAction
from casino_brag.engine.pub import Action, HouseRules, HouseRulesError, Table
from casino_brag.engine.pub.betting import BettingRound, half_up
from casino_brag.engine.pub.events import HandShown, ToBottom

HANDS4 = {0: "Ah Kh 2c", 1: "3d 5s 9c", 2: "Qs Qd 7h", 3: "4h 4s Jc"}


def test_betting_starts_left_of_the_dealer():
    t = Table(["A", "B", "C"], seed=1, dealer=1)
    t.start_hand()
    assert t.to_act == 2


def test_there_is_no_check_only_fold_or_bet():
    t = table_with(HANDS4)
    move(t, "look")
    assert kinds(t) == {"fold", "bet"}
    with pytest.raises(IllegalAction):
        t.apply(Action.bet(0))


def test_minimum_first_bet_is_a_house_rule():
    t = table_with(HANDS4, min_first_bet=3)
    assert offers(t) == ["look", "fold", "bet 2-10 blind"]  # half of 3, rounded up
    move(t, "look")
    assert offers(t) == ["fold", "bet 3-20"]


def test_to_stay_in_you_put_in_at_least_the_current_stake():
    t = table_with(HANDS4)
    move(t, "look, bet 3, look")
    with pytest.raises(IllegalAction, match="at least 3"):
        t.apply(Action.bet(2))
    move(t, "bet 3")
    assert t.stake == 3


def test_blind_bet_counts_double_and_costs_half_rounded_up():
    t = table_with(HANDS4)
    move(t, "look, bet 5")
    assert t.is_blind(1)
    assert offers(t) == ["look", "fold", "bet 3-10 blind"]  # ceil(5 / 2) in whole chips
    move(t, "bet 3")  # counts as an open 6, above 5: the stake rises
    assert t.stake == 6
    move(t, "bet 3")  # blind 3 again: counts 6, no raise
    assert t.stake == 6
    assert half_up(5) == 3 and half_up(6) == 3 and half_up(1) == 1


def test_open_raise_sets_the_stake():
    t = table_with(HANDS4)
    move(t, "look, bet 2, look, bet 7")
    assert t.stake == 7
    assert offers(t) == ["look", "fold", "bet 4-10 blind"]


def test_blind_raise_sets_the_stake_to_twice_the_blind_bet():
    t = table_with(HANDS4)
    move(t, "bet 4")
    assert (t.stake, t.pot) == (8, 8)
    move(t, "look")
    assert offers(t) == ["fold", "bet 8-20"]


def test_raises_capped_by_maximum_stake():
    t = table_with(HANDS4, max_stake=12)
    assert offers(t)[-1] == "bet 1-6 blind"
    move(t, "look")
    assert offers(t)[-1] == "bet 1-12"
    with pytest.raises(IllegalAction, match="at most 12"):
        t.apply(Action.bet(13))


def test_odd_maximum_stake_still_allows_the_blind_minimum():
    t = table_with(HANDS4, max_stake=11)
    move(t, "look, bet 11")
    assert offers(t)[-1] == "bet 6-6 blind"  # ceil(11/2) = 6 counts 12: whole chips
    move(t, "bet 6")
    assert t.stake == 12
    move(t, "look")
    assert offers(t)[-1] == "bet 12-12"


def test_raises_capped_by_pot_limit():
    t = table_with(HANDS4, max_stake=None, pot_limit=True)
    move(t, "look")
    assert offers(t)[-1] == "bet 1-4"  # four antes in the pot
    move(t, "bet 4")
    assert offers(t)[-1] == "bet 2-4 blind"  # pot 8: a blind bet of 4 counts as 8
    move(t, "look")
    assert offers(t)[-1] == "bet 4-8"


def test_no_maximum_stake_leaves_only_the_chips():
    t = table_with(HANDS4, max_stake=None, chips=50)
    move(t, "look")
    assert offers(t)[-1] == "bet 1-49"


def test_looking_does_not_use_the_turn():
    t = table_with(HANDS4)
    assert t.is_blind(0)
    move(t, "look")
    assert t.to_act == 0 and not t.is_blind(0)
    with pytest.raises(IllegalAction, match="already looked"):
        t.apply(Action.look())


def test_blind_play_off_means_look_before_betting():
    t = table_with(HANDS4, blind_play=False)
    assert offers(t) == ["look", "fold"]
    with pytest.raises(IllegalAction, match="blind play"):
        t.apply(Action.bet(1))
    move(t, "look, bet 1")
    assert t.stake == 1


def test_seeing_only_with_exactly_two_players_left():
    t = table_with(HANDS4)
    move(t, "look, bet 2, look, bet 2, look")
    assert "see" not in kinds(t)
    with pytest.raises(IllegalAction, match="two players"):
        t.apply(Action.see())
    move(t, "fold, look, fold")
    assert t.betting_seats == (0, 1)
    assert offers(t) == ["fold", "bet 2-20", "see 4"]


def test_nothing_to_see_before_the_first_bet():
    t = Table(["A", "B"], seed=1, dealer=1)
    t.start_hand()
    move(t, "look")
    assert kinds(t) == {"fold", "bet"}
    with pytest.raises(IllegalAction, match="nothing has been bet"):
        t.apply(Action.see())


def test_open_player_sees_open_player_for_twice_the_stake():
    t = table_with({0: "Ah Kh 2c", 1: "Qs Qd 7h"}, n=2)
    move(t, "look, bet 3, look, bet 5")
    assert offers(t) == ["fold", "bet 5-20", "see 10"]
    assert Action.see() in t.legal_actions() and Action.fold() in t.legal_actions()  # equal by what they do
    chips = t.chips[0]
    move(t, "see")
    assert t.result.how == "see" and t.result.seer == 0
    assert t.put_in(0) == 1 + 3 + 10 and chips - 10 == t.chips[0]


def test_you_cannot_see_a_blind_man():
    t = table_with({0: "Ah Kh 2c", 1: "Qs Qd 7h"}, n=2)
    move(t, "look, bet 3, bet 2")
    assert t.is_blind(1) and not t.is_blind(0)
    assert offers(t) == ["fold", "bet 4-20"]
    with pytest.raises(IllegalAction, match="cannot see a blind player"):
        t.apply(Action.see())


def test_blind_player_sees_open_player_for_twice_the_blind_stake():
    t = table_with({0: "Ah Kh 2c", 1: "Qs Qd 7h"}, n=2)
    move(t, "look, bet 5")
    assert offers(t) == ["look", "fold", "bet 3-10 blind", "see 6"]  # 2 × ceil(5/2)
    move(t, "see")
    assert t.result.seer == 1 and t.put_in(1) == 1 + 6


def test_blind_player_sees_blind_player():
    t = table_with({0: "Ah Kh 2c", 1: "Qs Qd 7h"}, n=2)
    move(t, "bet 2")
    assert offers(t) == ["look", "fold", "bet 2-10 blind", "see 4"]
    move(t, "see")
    assert t.result.winner == 1 and t.result.shown == {0: t.result.shown[0], 1: t.result.shown[1]}


def test_seen_hand_is_shown_first_and_seer_wins_only_strictly_better():
    t = table_with({0: "Qs Qd 7h", 1: "Ah Kh 2c"}, n=2)
    move(t, "look, bet 2, look, see")
    shown = [e.seat for e in t.events if isinstance(e, HandShown)]
    assert shown == [0]  # the seer lost, so the seer's cards stay face down
    assert t.result.winner == 0 and list(t.result.shown) == [0]


def test_tie_goes_to_the_seen_player():
    t = table_with({0: "Qs Qd 7h", 1: "Qc Qh 7s"}, n=2)
    move(t, "look, bet 2, look, see")
    assert t.result.winner == 0
    assert t.result.seen == 0 and t.result.seer == 1


def test_seer_with_a_better_hand_shows_it_and_wins():
    t = table_with({0: "Qs Qd 7h", 1: "Qc Qh 8s"}, n=2)
    move(t, "look, bet 2, look, see")
    assert t.result.winner == 1 and list(t.result.shown) == [0, 1]


def test_last_player_standing_wins_unshown():
    t = table_with(HANDS4)
    move(t, "bet 2, fold, fold, fold")
    assert t.hand_over and t.to_act is None
    result = t.result
    assert (result.winner, result.how, result.shown) == (0, "fold", {})
    assert not any(isinstance(e, HandShown) for e in t.events)
    assert t.chips == (100 - 1 - 2 + 4 + 2, 99, 99, 99)
    last = [e for e in t.events if isinstance(e, ToBottom)]
    assert not any(e.shown for e in last)


def test_fold_is_always_offered_on_your_turn():
    t = table_with(HANDS4)
    for _ in range(3):
        assert "fold" in kinds(t)
        move(t, "bet 2")


def test_illegal_actions_change_nothing():
    t = table_with(HANDS4)
    move(t, "look, bet 2, look")
    before = (t.events, t.chips, t.pot, t.stake, t.to_act, t.legal_actions())
    for bad in (
        Action.bet(1),
        Action.bet(21),
        Action.look(),
        Action.see(),
        Action.cover(),
        Action.keep(),
        Action.discard("Kh"),
    ):
        with pytest.raises(IllegalAction) as info:
            t.apply(bad)
        assert info.value.reason
    assert (t.events, t.chips, t.pot, t.stake, t.to_act, t.legal_actions()) == before


def test_no_actions_between_hands():
    t = table_with(HANDS4)
    move(t, "fold, fold, fold")  # the dealer wins without looking: only the retain offer is left
    assert t.retain_offer == 3 and offers(t) == ["keep", "fold"]
    t2 = Table(["A", "B"], seed=1, dealer=0, rules=HouseRules(retain_blind_hand=False))
    t2.start_hand()
    move(t2, "fold")
    assert t2.legal_actions() == []
    with pytest.raises(IllegalAction, match="no hand"):
        t2.apply(Action.fold())


def test_cannot_start_a_hand_during_a_hand():
    t = table_with(HANDS4)
    with pytest.raises(IllegalAction, match="in progress"):
        t.start_hand()


def test_answered_tracks_who_met_the_stake_since_the_last_raise():
    rules = HouseRules()
    rnd = BettingRound()
    assert rnd.open_minimum(rules) == 1 and rnd.blind_minimum(rules) == 1
    assert rnd.record_bet(0, 2, blind=False) and rnd.answered == {0}
    assert not rnd.record_bet(1, 1, blind=True) and rnd.answered == {0, 1}
    assert rnd.record_bet(2, 3, blind=True) and rnd.answered == {2} and rnd.stake == 6
    assert rnd.see_cost(blind=False) == 12 and rnd.see_cost(blind=True) == 6


def test_largest_first_bet_limits_only_the_first_bet():
    t = table_with(HANDS4, max_stake=None, max_first_bet=6)
    assert offers(t)[-1] == "bet 1-3 blind"
    move(t, "look")
    assert offers(t)[-1] == "bet 1-6"
    with pytest.raises(IllegalAction, match="at most 6 \\(the largest first bet\\)"):
        t.apply(Action.bet(7))
    move(t, "bet 6, look")
    assert offers(t)[-1] == "bet 6-99"  # after the first bet only the chips limit a raise
    assert sum(t.chips) + t.pot == 400


def test_largest_raise_limits_what_one_bet_adds_to_the_stake():
    t = table_with(HANDS4, max_stake=None, max_raise=4)
    move(t, "look")
    assert offers(t)[-1] == "bet 1-99"  # the first bet raises nothing
    move(t, "bet 5, look")
    assert offers(t)[-1] == "bet 5-9"
    with pytest.raises(IllegalAction, match="at most 9 \\(the largest raise\\)"):
        t.apply(Action.bet(10))
    move(t, "bet 9")
    assert offers(t)[-1] == "bet 5-6 blind"  # a blind bet counts double: at most 13 open
    assert sum(t.chips) + t.pot == 400


def test_the_largest_first_bet_may_not_be_below_the_minimum():
    with pytest.raises(HouseRulesError, match="max_first_bet"):
        HouseRules(min_first_bet=5, max_first_bet=4)
    with pytest.raises(HouseRulesError, match="max_raise"):
        HouseRules(max_raise=0)
