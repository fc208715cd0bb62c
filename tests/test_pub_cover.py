"""Short of chips: covering the pot with side pots, or the harsh rule that you must fold."""

import pytest
from pub_support import move, offers, table_with

from casino_brag.engine.errors import IllegalAction
from casino_brag.engine.pub import Action, HouseRules, Table
from casino_brag.engine.pub.events import HandShown, PotClosed, SessionEnded
from casino_brag.engine.pub.pots import Pots


def shown_order(t):
    return [e.seat for e in t.events[t.hand_start :] if isinstance(e, HandShown)]


def test_covering_the_pot_makes_a_side_pot_and_the_covered_hand_is_compared_at_the_end():
    hands = {0: "Qs Qd 7h", 1: "Ah Ad 2c", 2: "Kc Kh 3s", 3: "4h 4s Jc"}
    t = table_with(hands, chips=[100, 3, 100, 100])
    move(t, "look, bet 6")
    assert offers(t) == ["look", "fold", "cover 2"]  # needs 3 blind, has 2
    move(t, "cover")
    assert t.status(1) == "covered" and t.chips[1] == 0
    assert [(p.amount, p.closed_by) for p in t.pots] == [(12, 1), (0, None)]
    closed = [e for e in t.events if isinstance(e, PotClosed)]
    assert closed == [PotClosed(0, 1, 12)]
    move(t, "look, bet 6, fold")
    # two players still betting may see, although the covered player is still in
    assert t.betting_seats == (0, 2) and t.active_seats == (0, 1, 2)
    assert offers(t) == ["fold", "bet 6-20", "see 12"]
    move(t, "bet 6, see")
    result = t.result
    assert [(a.pot, a.seat, a.amount) for a in result.awards] == [(1, 2, 24), (0, 1, 12)]
    assert result.winner == 1 and result.how == "see"
    assert shown_order(t) == [0, 2, 1]
    assert t.chips == (87, 12, 105, 99) and t.pot == 0


def test_covered_player_takes_the_old_pot_only_with_a_strictly_better_hand():
    t = Table(["A", "B"], [100, 5], seed=1, dealer=1)
    t.start_hand({0: "Qs Qd 7h", 1: "Qc Qh 7s"})
    move(t, "look, bet 10")
    assert offers(t) == ["look", "fold", "cover 4"]
    move(t, "cover")
    # two players and one ran out: betting ends, the other shows and wins unless beaten
    assert t.hand_over and t.result.how == "cover"
    assert t.result.winner == 0 and shown_order(t) == [0]
    assert t.chips == (105, 0)


def test_heads_up_cover_with_a_better_hand_wins():
    t = Table(["A", "B"], [100, 5], seed=1, dealer=1)
    t.start_hand({0: "Qs Qd 7h", 1: "Qc Qh 8s"})
    move(t, "look, bet 10, cover")
    assert t.result.winner == 1 and shown_order(t) == [0, 1]
    assert t.chips == (89, 16)


def test_betting_your_last_chip_closes_the_pot():
    t = Table(["A", "B", "C"], [100, 4, 6], seed=1, dealer=2)
    t.start_hand({0: "2c 5d 9h", 1: "Ac As 4d", 2: "Kc Kd 3h"})
    move(t, "look, bet 8, cover")
    assert offers(t) == ["look", "fold", "bet 4-5 blind"]
    move(t, "bet 5")  # all C has left: C is covered at once and the betting is over
    assert t.hand_over and t.result.how == "cover"
    assert [(a.pot, a.seat, a.amount) for a in t.result.awards] == [(1, 2, 5), (0, 1, 14)]
    assert shown_order(t) == [0, 2, 1]
    assert t.chips == (91, 14, 5)


def test_later_covers_are_compared_first():
    t = Table(["A", "B", "C"], [100, 4, 6], seed=1, dealer=2)
    t.start_hand({0: "2c 5d 9h", 1: "Kc Kd 3h", 2: "Ac As 4d"})
    move(t, "look, bet 8, cover, bet 5")
    assert [(a.pot, a.seat, a.amount) for a in t.result.awards] == [(1, 2, 5), (0, 2, 14)]
    assert t.result.winner == 2


def test_short_of_ante_covers_at_once():
    t = table_with({0: "2c 5d 9h", 1: "Kc Kd 3h", 2: "Ac As 4d"}, n=3, chips=[100, 1, 100], ante=2)
    assert t.status(1) == "covered"
    assert [(p.amount, p.closed_by) for p in t.pots] == [(5, 1), (0, None)]
    move(t, "look, bet 4, fold")
    assert t.result.how == "cover"
    assert [(a.pot, a.seat, a.amount) for a in t.result.awards] == [(1, 0, 4), (0, 1, 5)]


def test_fold_rule_short_player_must_fold():
    t = table_with({0: "Qs Qd 7h", 1: "Ah Ad 2c", 2: "Kc Kh 3s"}, n=3, chips=[100, 3, 100], short_of_chips="fold")
    move(t, "look, bet 6")
    assert offers(t) == ["look", "fold"]
    with pytest.raises(IllegalAction, match="cover"):
        t.apply(Action.cover())
    with pytest.raises(IllegalAction, match="you must fold"):
        t.apply(Action.bet(2))
    move(t, "fold")
    assert t.status(1) == "folded"


def test_fold_rule_last_chips_bet_leaves_you_to_fold_next_time():
    t = Table(["A", "B", "C"], [100, 5, 100], seed=1, dealer=2, rules=_fold_rules())
    t.start_hand()
    move(t, "look, bet 2, look, bet 4")
    assert t.chips[1] == 0 and t.status(1) == "open"  # not covered: the fold rule has no side pots
    move(t, "look, bet 4, bet 4")
    assert t.to_act == 1 and offers(t) == ["fold"]


def test_fold_rule_player_short_of_the_ante_sits_out():
    t = Table(["A", "B", "C"], [100, 1, 100], seed=1, dealer=2, rules=_fold_rules(ante=2))
    t.start_hand()
    assert t.status(1) == "out" and t.hand_seats == (0, 2)
    assert t.chips[1] == 1


def test_session_ends_when_a_covered_player_loses_everything():
    t = Table(["A", "B"], [100, 5], seed=1, dealer=1)
    t.start_hand({0: "Qs Qd 7h", 1: "2c 4d 6h"})
    move(t, "look, bet 10, cover")
    assert t.session_over
    ended = t.events[-1]
    assert isinstance(ended, SessionEnded) and ended.reason == "one player left"
    assert [(s.name, s.chips, s.net) for s in ended.standings] == [("A", 105, 5), ("B", 0, -5)]
    with pytest.raises(IllegalAction, match="session is over"):
        t.start_hand()


def test_pots_chain_ties_go_to_the_later_pot_winner():
    pots = Pots()
    pots.add(10)
    pots.close(5)
    pots.add(7)
    winner, awards, comparisons = pots.settle(2, beats=lambda a, b: False)
    assert winner == 2 and [(a.pot, a.seat, a.amount) for a in awards] == [(1, 2, 7), (0, 2, 10)]
    assert comparisons == [(2, 5)]
    winner, awards, _ = pots.settle(2, beats=lambda a, b: a == 5)
    assert winner == 5 and [(a.seat, a.amount) for a in awards] == [(2, 7), (5, 10)]


def _fold_rules(**more):
    return HouseRules(short_of_chips="fold", **more)
