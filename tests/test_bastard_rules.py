"""Bastard Brag rules, one named test per rule (DESIGN §1, Bastard Brag; seed 002)."""

from dataclasses import fields

import pytest
from pub_support import bastard_with, kinds, move, offers, shown_cards

from casino_brag.engine.cards import parse_cards
from casino_brag.engine.errors import IllegalAction
from casino_brag.engine.hands import BASTARD, Ranking
from casino_brag.engine.pub import SWITCHES, Action, HouseRules, HouseRulesError, Table
from casino_brag.engine.pub.events import CommunityCardTurned, CommunityToBottom, HandShown, Saw


def play_out(t):
    """Every player still in puts in the least they may until the hand ends."""
    while not t.hand_over:
        low = next(o for o in t.legal_actions() if o.kind == "bet").min
        t.apply(Action.bet(low))


# --- the rules as house rules --------------------------------------------------------------------


def test_bastard_ranking_puts_a23_lowest_and_keeps_threes_on_top_as_a_switch():
    rules = HouseRules(variant="bastard")
    assert rules.ranking == Ranking(a23="low", threes_top=True)
    assert HouseRules(variant="bastard", threes_top=False).ranking == BASTARD
    assert HouseRules(variant="bastard", a23="high").ranking.a23 == "high"
    assert HouseRules().ranking.a23 == "high"
    assert (rules.a23, HouseRules().a23) == ("low", "high")  # an unset a23 becomes the game's own
    assert rules == HouseRules(variant="bastard", a23="low")
    assert HouseRules.from_dict(rules.to_dict()) == rules


def test_every_switch_has_a_line_for_the_settings_screen():
    assert [s.name for s in SWITCHES] == [f.name for f in fields(HouseRules)]
    assert all(s.label and s.help and len(s.help) < 110 for s in SWITCHES)


@pytest.mark.parametrize(
    ("rules", "switch"),
    [
        ({"stud": True}, "stud"),
        ({"blind_bastard": True}, "blind_bastard"),
        ({"community_cards": 4}, "community_cards"),
        ({"variant": "bastard", "community_cards": 5}, "community_cards"),
        ({"variant": "bastard", "blind_bastard": True, "blind_play": False}, "blind_bastard"),
        ({"variant": "bastard", "round_raise_cap": 0}, "round_raise_cap"),
        ({"variant": "bastard", "a23": "middle"}, "a23"),
    ],
)
def test_bastard_switches_that_make_no_sense_are_refused(rules, switch):
    with pytest.raises(HouseRulesError, match=switch):
        HouseRules(**rules)


# --- the ranking ---------------------------------------------------------------------------------


def test_a23_is_the_lowest_run():
    t = bastard_with({0: "Ah 2s 3c", 1: "4d 3h 2c"}, "Kh 9c 6s", n=2)
    play_out(t)
    assert t.result.winner == 1 and shown_cards(t) == {0: "Ah 2s 3c", 1: "4d 3h 2c"}
    assert t.result.values[0].pattern == "A-2-3" and t.result.values[0] < t.result.values[1]
    t = bastard_with({0: "Ah 2s 3c", 1: "4d 3h 2c"}, "Kh 9c 6s", n=2, a23="high")
    play_out(t)
    assert t.result.winner == 0


def test_three_threes_beat_three_aces_unless_the_house_says_otherwise():
    hands = {0: "As Ah Ad", 1: "3s 3h 3d"}
    t = bastard_with(hands, "Kc 9d 5h", n=2)
    play_out(t)
    assert t.result.winner == 1
    t = bastard_with(hands, "Kc 9d 5h", n=2, threes_top=False)
    play_out(t)
    assert t.result.winner == 0


def test_a_run_beats_a_flush_made_with_the_community_cards():
    t = bastard_with({0: "9h 4h 2d", 1: "Jc Td 3s"}, "Kh 9c Qs", n=2)
    play_out(t)
    assert shown_cards(t) == {0: "9h 4h Kh", 1: "Jc Kh Qs"} and t.result.winner == 1  # K-Q-J beats a flush


# --- betting rounds ------------------------------------------------------------------------------


def test_a_round_ends_when_everyone_has_answered_the_stake_since_the_last_raise():
    t = bastard_with({0: "Ah Kd 4c", 1: "Qs Qd 2c", 2: "9c 8d 7h"}, "5c 5d 5h")
    move(t, "look, bet 2, look, bet 2, look, bet 5")
    assert (t.round, t.to_act) == (1, 0)  # Chris raised: Andy and Bill must answer again
    move(t, "bet 5, bet 8")
    assert (t.round, t.to_act, t.stake) == (1, 2, 8)
    move(t, "bet 8")
    assert (t.round, t.to_act) == (1, 0)
    move(t, "bet 8")
    assert (t.round, t.community_cards, t.stake) == (2, parse_cards("5c"), 8)


def test_a_fold_can_end_the_round():
    t = bastard_with({0: "Ah Kd 4c", 1: "Qs Qd 2c", 2: "9c 8d 7h"}, "5c 5d 5h")
    move(t, "look, bet 2, look, bet 4, look, bet 4, bet 4")
    assert (t.round, t.to_act) == (2, 0)
    move(t, "bet 4, bet 4, fold")
    assert (t.round, t.to_act, t.active_seats) == (3, 0, (0, 1))


def test_every_round_starts_on_the_dealers_left_among_players_still_in():
    t = bastard_with({0: "Ah Kd 4c", 1: "Qs Qd 2c", 2: "9c 8d 7h", 3: "Jc Jd 3h"}, "5c 5d 5h", n=4, dealer=1)
    assert t.to_act == 2
    move(t, "fold, bet 1, bet 1, bet 1")
    assert (t.round, t.to_act) == (2, 3)
    move(t, "fold, bet 1, bet 1")
    assert (t.round, t.to_act) == (3, 0)


def test_there_is_no_check_in_any_round():
    t = bastard_with({0: "Ah Kd 4c", 1: "Qs Qd 2c", 2: "9c 8d 7h"}, "5c 5d 5h")
    move(t, "look, bet 2, bet 1, bet 1")
    assert t.round == 2 and kinds(t) == {"fold", "bet"}
    with pytest.raises(IllegalAction, match="at least 2"):
        t.apply(Action.bet(1))
    with pytest.raises(IllegalAction):
        t.apply(Action.bet(0))


def test_raise_cap_per_round_multiplies_the_stake_the_round_began_with():
    t = bastard_with({0: "Ah Kd 4c", 1: "Qs Qd 2c"}, "5c 5d 5h", n=2, min_first_bet=2, round_raise_cap=3)
    assert offers(t)[-1] == "bet 1-3 blind"  # round 1: three times the minimum first bet, 6
    move(t, "look")
    assert offers(t)[-1] == "bet 2-6"
    with pytest.raises(IllegalAction, match="raise cap for this betting round"):
        t.apply(Action.bet(7))
    move(t, "bet 4, look, bet 6")
    assert offers(t) == ["fold", "bet 6-6", "see 12"]  # capped: Andy may only answer
    move(t, "bet 6")
    assert (t.round, t.stake) == (2, 6)
    assert offers(t) == ["fold", "bet 6-18", "see 12"]  # round 2 began at 6: up to 18


def test_raise_cap_per_round_in_traditional_brag_caps_its_one_round():
    t = Table(["A", "B"], rules=HouseRules(min_first_bet=2, round_raise_cap=4), seed=1, dealer=1)
    t.start_hand()
    move(t, "look")
    assert offers(t) == ["fold", "bet 2-8"]
    move(t, "bet 8, look")
    assert offers(t) == ["fold", "bet 8-8", "see 16"]


def test_pot_limit_caps_the_stake_at_the_pot():
    t = bastard_with({0: "Ah Kd 4c", 1: "Qs Qd 2c"}, "5c 5d 5h", n=2, pot_limit=True)
    move(t, "look")
    assert offers(t) == ["fold", "bet 1-2"]
    move(t, "bet 2, look")
    assert offers(t) == ["fold", "bet 2-4", "see 4"]


# --- seeing --------------------------------------------------------------------------------------


def test_a_see_in_a_middle_round_turns_the_rest_of_the_board_and_compares_whole_hands():
    t = bastard_with({0: "Qs Qd 7h", 1: "Kc 9d 4s"}, "5h Kh Kd", n=2)
    move(t, "look, bet 2, look, bet 2")
    assert (t.round, t.community_cards) == (2, parse_cards("5h"))
    assert offers(t) == ["fold", "bet 2-97", "see 4"]
    move(t, "bet 3, see")  # Bill pays twice the stake of 3
    saw = next(i for i, e in enumerate(t.events) if isinstance(e, Saw))
    assert t.events[saw] == Saw(1, 0, 6, False)
    turned = [e for e in t.events[saw:] if isinstance(e, CommunityCardTurned)]
    assert [(e.index, e.round) for e in turned] == [(1, None), (2, None)]
    result = t.result
    assert (result.how, result.seer, result.seen, result.winner) == ("see", 1, 0, 1)
    # with only the 5h turned Andy's queens were ahead; the whole board gives Bill a prial
    assert shown_cards(t) == {0: "7h 5h Kh", 1: "Kc Kh Kd"}  # the seen hand is shown first
    assert result.community == parse_cards("5h Kh Kd")
    assert t.chips == (94, 106)


def test_the_seer_loses_a_tie():
    t = bastard_with({0: "2h 5d 9s", 1: "3s 6h 8d"}, "Qc Kc Ac", n=2)
    move(t, "look, bet 2, look, bet 2, bet 2, see")
    assert t.result.winner == 0 and t.result.seer == 1
    assert [e.seat for e in t.events if isinstance(e, HandShown)] == [0]  # the losing seer does not show
    assert not t.result.split


def test_an_open_player_cannot_see_a_blind_player_in_any_round():
    t = bastard_with({0: "Qs Qd 7h", 1: "Kc 9d 4s"}, "5h Kh Kd", n=2)
    move(t, "bet 1, look, bet 2")
    assert t.round == 2 and t.is_blind(0) and not t.is_blind(1)
    move(t, "bet 1")
    assert t.to_act == 1 and kinds(t) == {"fold", "bet"}
    with pytest.raises(IllegalAction, match="cannot see a blind player"):
        t.apply(Action.see())


def test_a_blind_player_sees_for_twice_the_blind_stake():
    t = bastard_with({0: "Qs Qd 7h", 1: "Kc 9d 4s"}, "5h Kh Kd", n=2)
    move(t, "look, bet 3, bet 2")  # Bill's blind 2 counts as an open 4: a raise Andy must answer
    assert t.round == 1 and t.stake == 4
    move(t, "bet 4")
    assert t.round == 2
    move(t, "bet 5")
    assert offers(t) == ["look", "fold", "bet 3-97 blind", "see 6"]
    move(t, "see")
    assert t.result.how == "see" and t.result.winner == 1


def test_seeing_needs_exactly_two_players_betting():
    t = bastard_with({0: "Qs Qd 7h", 1: "Kc 9d 4s", 2: "9c 8d 7c"}, "5h Kh Kd")
    move(t, "look, bet 2, look, bet 2, look, bet 2")
    assert t.round == 2 and "see" not in kinds(t)
    move(t, "fold")
    assert "see" in kinds(t)


# --- the end of a hand -----------------------------------------------------------------------------


def test_the_last_player_standing_wins_unseen_and_unturned_cards_stay_secret():
    t = bastard_with({0: "Qs Qd 7h", 1: "Kc 9d 4s", 2: "9c 8d 7c"}, "5h Kh Kd")
    move(t, "look, bet 2, bet 1, bet 1, fold, fold")
    result = t.result
    assert (result.how, result.winner, result.showdown, result.community) == ("fold", 2, (), parse_cards("5h"))
    board = next(e for e in t.events if isinstance(e, CommunityToBottom))
    assert board.turned == 1 and board.seen_by(0).cards == (parse_cards("5h")[0], None, None)
    assert t.retain_offer is None and t.legal_actions() == []  # no kept blind hands in Bastard Brag


def test_every_hand_still_in_is_shown_at_the_showdown_from_the_dealers_left():
    hands = {0: "Qs Qd 7h", 1: "Kc 9d 4s", 2: "9c 8d 7c", 3: "Ac Jd 6s"}
    t = bastard_with(hands, "5h Kh 2d", n=4, dealer=2)
    play_out(t)
    assert [e.seat for e in t.events if isinstance(e, HandShown)] == [3, 0, 1, 2]
    values = t.result.values
    assert values[0].name == "Flush K-7-5" and values[1].name == "Pair of Kings, 9 kicker"
    assert t.result.winner == 2 and values[2].name == "Run 9-8-7"


def test_three_way_split_shares_odd_chips_from_the_dealers_left():
    hands = {0: "2h 5d 9s", 1: "3s 6h 8d", 2: "4h 7s Td", 3: "Jh 3c 4d"}
    t = bastard_with(hands, "Qc Kc Ac", n=4, dealer=0, ante=0)
    move(t, "fold, bet 1, bet 2")  # Bill folds; Chris blind 1; Dan blind 2 (an open 4)
    play_out(t)
    result = t.result
    assert t.pot == 0 and result.winners == (2, 3, 0) and result.winner == 2
    # 25 chips: 7 in round 1, then three blind 2s in each later round; Chris takes the odd chip
    assert [(a.pot, a.seat, a.amount) for a in result.awards] == [(0, 2, 9), (0, 3, 8), (0, 0, 8)]
    assert result.winnings == {2: 9, 3: 8, 0: 8}


def test_covered_player_is_compared_at_the_end_and_identical_hands_split_the_side_pot():
    t = bastard_with({0: "2h 5d 9s", 1: "3s 6h 8d", 2: "5s 5h 5c"}, "Qc Kc Ac", chips=[100, 100, 3])
    move(t, "look, bet 6, look, bet 6")
    assert offers(t) == ["look", "fold", "cover 2"]
    move(t, "cover")
    assert [(p.amount, p.closed_by) for p in t.pots] == [(17, 2), (0, None)]
    assert (t.round, t.betting_seats, t.active_seats) == (2, (0, 1), (0, 1, 2))
    move(t, "bet 6, bet 6, bet 6, bet 7, bet 7, bet 7, bet 7")
    result = t.result
    assert result.how == "showdown" and [e.seat for e in t.events if isinstance(e, HandShown)] == [0, 1, 2]
    assert result.winner == 2 and result.winners == (2,)  # the prial of fives takes the pot it covered
    assert [(a.pot, a.seat, a.amount) for a in result.awards] == [(1, 0, 23), (1, 1, 23), (0, 2, 17)]
    assert t.chips == (90, 96, 17) and sum(t.chips) == 203


def test_after_a_see_the_winner_and_a_covered_player_split_the_pot_they_share():
    t = bastard_with({0: "2h 5d 9s", 1: "3s 6h 8d", 2: "4h 7s Td"}, "Qc Kc Ac", chips=[100, 100, 3])
    move(t, "look, bet 6, look, bet 6, cover")
    assert t.round == 2
    move(t, "bet 6, see")  # everyone plays the board: the seer loses the tie and is out
    result = t.result
    assert (result.how, result.seer, result.seen) == ("see", 1, 0)
    assert [e.seat for e in t.events if isinstance(e, HandShown)] == [0, 2]
    assert [(a.pot, a.seat, a.amount) for a in result.awards] == [(1, 0, 18), (0, 0, 9), (0, 2, 8)]
    assert result.winners == (0, 2) and result.split
    assert t.chips == (114, 81, 8)


def test_when_nobody_is_left_to_bet_against_the_board_is_turned_and_hands_compared():
    t = bastard_with({0: "Qs Qd 7h", 1: "Kc 9d 4s", 2: "Ac Ad 5c"}, "Kh 3c Kd", chips=[100, 100, 3])
    move(t, "look, bet 6, look, bet 6, cover, bet 6")
    assert t.round == 2
    move(t, "fold")
    result = t.result
    assert result.how == "cover" and result.community == parse_cards("Kh 3c Kd")
    assert shown_cards(t) == {0: "Qs Kh Kd", 2: "Ac 5c 3c"}  # kings with a queen; a flush
    assert [(a.pot, a.seat, a.amount) for a in result.awards] == [(1, 0, 6), (0, 2, 17)]
    assert result.winner == 2 and t.chips == (93, 93, 17)


# --- the sub-variants ----------------------------------------------------------------------------


def test_wild_twos_stand_for_any_card_and_fewer_wilds_win_equal_hands():
    t = bastard_with({0: "Qs Qd 9h", 1: "2s Qc 9c"}, "Qh 4c 7d", n=2, wild="twos")
    play_out(t)
    natural, wild = t.result.values[0], t.result.values[1]
    assert (natural.name, wild.name) == ("Prial of Queens", "Prial of Queens, one wild")
    assert natural > wild
    assert t.result.winner == 0 and not t.result.split  # the natural prial beats the wild one
    assert shown_cards(t) == {0: "Qs Qd Qh", 1: "2s Qc Qh"}


def test_wild_twos_complete_a_running_flush():
    t = bastard_with({0: "Kd Kc 9h", 1: "2s 8c 6d"}, "7c 9c Js", n=2, wild="twos")
    play_out(t)
    assert t.result.values[1].name == "Running flush 10-9-8, one wild" and t.result.winner == 1
    assert shown_cards(t)[1] == "2s 8c 9c"


def test_stud_bastard_deals_four_and_a_look_means_discarding_one_face_down():
    t = bastard_with({0: "Qs Qd 7h 2c", 1: "Kc 9d 4s 5h"}, "5c 5d Kh", n=2, stud=True)
    move(t, "look")
    assert t.pending_choice == "discard"
    assert offers(t) == ["discard Qs", "discard Qd", "discard 7h", "discard 2c", "fold"]
    move(t, "discard 7h, bet 2")
    play_out(t)
    shown = {s.seat: s for s in t.result.showdown}
    assert shown[0].own == parse_cards("Qs Qd 2c") and shown[0].discards == ()
    assert shown[1].own == parse_cards("Kc 9d 4s 5h")  # blind: all four, best three with the board
    assert shown_cards(t) == {0: "Qs Qd Kh", 1: "5h 5c 5d"} and t.result.winner == 1


def test_blind_bastard_nobody_looks_until_the_last_card_is_turned():
    t = bastard_with({0: "Qs Qd 7h", 1: "Kc 9d 4s"}, "5h Kh Kd", n=2, blind_bastard=True)
    for _ in range(3):
        assert "look" not in kinds(t)
        with pytest.raises(IllegalAction, match="last community card"):
            t.apply(Action.look())
        move(t, "bet 1, bet 1")
    assert t.round == 4 and "look" in kinds(t)
    assert offers(t) == ["look", "fold", "bet 1-96 blind", "see 2"]
    move(t, "look")
    assert not t.is_blind(0) and t.view(0).my_cards == {"new": parse_cards("Qs Qd 7h")}


def test_blind_players_may_see_each_other_in_blind_bastard():
    t = bastard_with({0: "Qs Qd 7h", 1: "Kc 9d 4s"}, "5h Kh Kd", n=2, blind_bastard=True)
    move(t, "bet 2, see")
    assert t.result.how == "see" and t.result.winner == 1


# --- dealing -------------------------------------------------------------------------------------


def test_community_cards_can_be_fixed_for_tests_and_puzzles():
    t = Table(["A", "B"], rules=HouseRules(variant="bastard"), seed=2, dealer=1)
    t.start_hand({0: "As Kd 3c", "community": "Qh 7c 2d"})
    assert t.community_dealt == parse_cards("Qh 7c 2d")
    assert t.cards_of(0)["new"] == parse_cards("As Kd 3c")
    assert len(set(t.pack) | set(t.community_dealt) | set(t.cards_of(0)["new"]) | set(t.cards_of(1)["new"])) == 52


@pytest.mark.parametrize(
    ("hands", "community", "problem"),
    [
        ({}, "Qh 7c", "give 3"),
        ({}, "Qh Qh 2d", "twice"),
        ({0: "Qh Kd 3c"}, "Qh 7c 2d", "both"),
        ({"community": "Qh 7c 2d"}, "Qh 7c 2d", "twice"),
        ({"dealer": "Qh 7c 2d"}, None, "not dealt"),
    ],
)
def test_fixed_community_cards_are_checked_before_anything_changes(hands, community, problem):
    t = Table(["A", "B"], rules=HouseRules(variant="bastard"), seed=2, dealer=1)
    before = t.events
    with pytest.raises(ValueError, match=problem):
        t.start_hand(hands, community)
    assert t.events == before and t.hand_over and len(t.pack) == 52


def test_only_bastard_brag_has_community_cards():
    t = Table(["A", "B"], seed=2, dealer=1)
    with pytest.raises(ValueError, match="only Bastard Brag"):
        t.start_hand(community="Qh 7c 2d")
    t.start_hand()
    assert (t.community_size, t.community_cards, t.betting_round, t.betting_rounds) == (0, (), 1, 1)
