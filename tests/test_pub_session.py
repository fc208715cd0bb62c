"""A session: its length, its end, the standings, and the house rules it is played by."""

import dataclasses

import pytest
from pub_support import move

from casino_brag.engine.errors import BragError, IllegalAction
from casino_brag.engine.hands import Ranking
from casino_brag.engine.pub import SWITCHES, Action, HouseRules, HouseRulesError, Table
from casino_brag.engine.pub.events import HandStarted, SessionEnded


def fold_round(t):
    while not t.hand_over:
        move(t, "fold")


def test_session_ends_after_the_agreed_number_of_hands():
    t = Table(["A", "B", "C"], seed=1, dealer=0, rules=HouseRules(session_hands=3))
    for number in (1, 2, 3):
        assert not t.session_over
        t.start_hand()
        assert t.hand_number == number
        fold_round(t)
    assert t.session_over and t.retain_offer is None  # no hand to keep a blind hand for
    ended = t.events[-1]
    assert isinstance(ended, SessionEnded) and ended.reason == "hands played"
    assert ended.standings == tuple(t.standings())
    with pytest.raises(IllegalAction, match="session is over"):
        t.start_hand()


def test_standings_order_by_chips_and_share_places():
    t = Table(["A", "B", "C", "D"], [50, 80, 50, 10], seed=1, dealer=0)
    rows = [(s.place, s.name, s.chips, s.net) for s in t.standings()]
    assert rows == [(1, "B", 80, 0), (2, "A", 50, 0), (2, "C", 50, 0), (4, "D", 10, 0)]


def test_session_of_seeing_ends_with_one_player_holding_every_chip():
    t = Table(["A", "B", "C"], [5, 5, 5], seed=3, dealer=0, rules=HouseRules(ante=1))
    for _ in range(2000):
        if t.session_over:
            break
        t.start_hand()
        while not t.hand_over:
            offered = {a.kind: a for a in t.legal_actions()}
            if "see" in offered:
                t.apply(offered["see"])
            elif len(t.betting_seats) > 2 or "bet" not in offered:
                t.apply(offered.get("cover") or offered["fold"])
            else:
                t.apply(Action.bet(offered["bet"].min))
    assert sorted(t.chips) == [0, 0, 15]
    assert t.standings()[0].chips == 15 and t.events[-1].reason == "one player left"


def test_hands_are_numbered_and_name_their_players():
    t = Table(["A", "B"], seed=1, dealer=0)
    t.start_hand()
    started = t.events[t.hand_start]
    assert started == HandStarted(1, 0, (1, 0))


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"ante": -1}, "ante"),
        ({"ante": True}, "ante"),
        ({"min_first_bet": 0}, "min_first_bet"),
        ({"max_stake": 0}, "max_stake"),
        ({"max_stake": 2, "min_first_bet": 3}, "max_stake"),
        ({"pot_limit": "yes"}, "pot_limit"),
        ({"short_of_chips": "borrow"}, "short_of_chips"),
        ({"shuffle": "never"}, "shuffle"),
        ({"variant": "eleven-card"}, "variant"),
        ({"session_hands": 0}, "session_hands"),
        ({"a23": "middle"}, "a23"),
    ],
)
def test_bad_house_rules_name_the_switch(change, words):
    with pytest.raises(HouseRulesError, match=words) as info:
        HouseRules(**change)
    assert isinstance(info.value, BragError) and isinstance(info.value, ValueError)


def test_house_rules_defaults_and_round_trip():
    rules = HouseRules()
    assert (rules.ante, rules.min_first_bet, rules.max_stake, rules.pot_limit) == (1, 1, None, False)
    assert (rules.blind_play, rules.retain_blind_hand, rules.short_of_chips) == (True, True, "cover")
    assert (rules.shuffle, rules.variant, rules.session_hands) == ("after-prial-see", "three-card", None)
    assert HouseRules.from_dict(rules.to_dict()) == rules
    assert rules.ranking == Ranking()
    with pytest.raises(HouseRulesError, match="colour"):
        HouseRules.from_dict({"colour": "red"})


def test_every_switch_is_described_for_the_settings_screen():
    assert [s.name for s in SWITCHES] == [f.name for f in dataclasses.fields(HouseRules)]
    assert all(s.label and s.help for s in SWITCHES)


def test_ranking_switches_reach_the_showdown():
    t = Table(["A", "B"], seed=1, dealer=1, rules=HouseRules(a23="low"))
    t.start_hand({0: "Ac 2d 3h", 1: "4c 5d 6h"})
    move(t, "look, bet 2, look, see")
    assert t.result.winner == 1  # with A-2-3 low, 4-5-6 is the better run


@pytest.mark.parametrize(
    ("names", "chips"),
    [
        (["A"], 100),
        (["A"] * 9, 100),
        (["A", "B"], [100]),
        (["A", "B"], [100, -1]),
        (["A", ""], 100),
        (["A", "B"], [100, 0]),
    ],
)
def test_bad_tables_are_refused(names, chips):
    with pytest.raises(ValueError):
        Table(names, chips)


def test_bad_dealer_or_seed_is_refused():
    with pytest.raises(ValueError, match="dealer"):
        Table(["A", "B"], dealer=2)
    with pytest.raises(ValueError, match="seed"):
        Table(["A", "B"], seed="x")


def test_bad_fixed_hands_are_refused_and_change_nothing():
    t = Table(["A", "B"], seed=1, dealer=1)
    for hands in ({0: "As Kd"}, {2: "As Kd 3c"}, {0: "As Kd 3c", 1: "As 2d 4c"}, {0: "As Kd Xx"}):
        with pytest.raises(ValueError):
            t.start_hand(hands)
        assert t.hand_number == 0 and len(t.pack) == 52
