"""The agreed showdown (`agreed_showdown`): with three or more players in, a player proposes that
every hand be shown; all the others answer; if all agree the best hand takes the pot and equal
best hands split it; a refusal costs nothing; each player proposes once a hand."""

import pytest
from pub_support import offers

from casino_brag.engine.errors import IllegalAction
from casino_brag.engine.pub import Action, HouseRules, HouseRulesError, Table, replay
from casino_brag.engine.pub.events import HandShown, ShowdownAnswered, ShowdownProposed

HANDS = {0: "Qs Qd 7h", 1: "9c 5d 2h", 2: "Ah Kd 4c", 3: "8s 8d 3c"}


def table(hands=HANDS, n=4, **rules):
    t = Table(["A", "B", "C", "D"][:n], 100, HouseRules(agreed_showdown=True, **rules), seed=3, dealer=n - 1)
    t.start_hand(hands)
    return t


def test_a_player_may_propose_on_their_turn_with_three_or_more_in():
    t = table()
    assert "propose" in offers(t)
    t.apply(Action.propose())
    assert t.events[-1] == ShowdownProposed(0) and t.to_act == 1
    assert offers(t) == ["agree", "refuse"] and t.showdown_proposer == 0


def test_if_everyone_agrees_every_hand_is_shown_and_the_best_takes_the_pot():
    t = table()
    t.apply(Action.bet(2))
    t.apply(Action.propose())  # seat 1 proposes on its turn
    for _ in range(3):
        t.apply(Action.agree())
    assert t.hand_over and t.result.how == "showdown" and t.result.winner == 0
    assert {e.seat for e in t.events if isinstance(e, HandShown)} == {0, 1, 2, 3}
    assert t.chips == (103, 99, 99, 99) and t.pot == 0  # four antes and A's blind 2


def test_a_refusal_costs_nothing_and_the_proposers_turn_goes_on():
    t = table()
    t.apply(Action.propose())
    t.apply(Action.agree())
    t.apply(Action.refuse())
    assert t.events[-1] == ShowdownAnswered(2, False)
    assert t.to_act == 0 and "propose" not in offers(t) and "fold" in offers(t)
    assert t.showdown_proposer is None
    with pytest.raises(IllegalAction, match="once a hand"):
        t.apply(Action.propose())
    assert sum(t.chips) + t.pot == 400


def test_equal_best_hands_split_the_pot():
    t = table({0: "Qs Qd 7h", 1: "Qc Qh 7s", 2: "Ah Kd 4c"}, n=3)
    t.apply(Action.propose())
    t.apply(Action.agree())
    t.apply(Action.agree())
    assert t.result.winners == (0, 1) and [a.amount for a in t.result.awards] == [2, 1]
    assert sum(t.chips) == 300


def test_not_offered_with_two_players_or_without_the_rule():
    assert "propose" not in offers(table(n=2, hands={0: "Qs Qd 7h", 1: "9c 5d 2h"}))
    t = Table(["A", "B", "C"], 100, HouseRules(), seed=3, dealer=2)
    t.start_hand()
    assert "propose" not in offers(t)
    with pytest.raises(IllegalAction, match="does not play the agreed showdown"):
        t.apply(Action.propose())
    with pytest.raises(HouseRulesError, match="agreed_showdown"):
        HouseRules(variant="bastard", agreed_showdown=True)


def test_an_agreed_showdown_replays_from_its_events():
    t = table()
    t.apply(Action.propose())
    for _ in range(3):
        t.apply(Action.agree())
    assert replay(t.events).events == t.events
