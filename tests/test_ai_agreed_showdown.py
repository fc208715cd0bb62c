"""The opponents in an agreed showdown: they answer every proposal in character (a strong hand
agrees, a weak one bets on), a calling station always bets on, and whole sessions stay sound."""

from ai_support import play
from pub_support import move

from casino_brag.engine.ai import CallingStation, ComputerPlayer
from casino_brag.engine.pub import Action, HouseRules, Table
from casino_brag.engine.pub.events import ShowdownAnswered, ShowdownProposed

RULES = HouseRules(agreed_showdown=True)


def proposed(hands):
    """A blind, B looks and bets, C bets blind, then A proposes on its turn: B answers first."""
    t = Table(["A", "B", "C"], 100, RULES, seed=3, dealer=2)
    t.start_hand(hands)
    move(t, "bet 1, look, bet 2, bet 1")
    t.apply(Action.propose())
    assert t.to_act == 1
    return t


def test_an_opponent_holding_the_best_hand_agrees_and_a_weak_one_refuses():
    strong = proposed({0: "9c 5d 2h", 1: "3s 3h 3d", 2: "Ah Kd 4c"})
    player = ComputerPlayer(1, 3, "edna", "hard", rng=1)
    assert player.decide(strong) == Action.agree()
    weak = proposed({0: "Qs Qd 7h", 1: "5c 3d 2h", 2: "Ah Kd 4c"})
    assert ComputerPlayer(1, 3, "edna", "hard", rng=1).decide(weak) == Action.refuse()


def test_a_calling_station_always_bets_on():
    t = proposed({0: "9c 5d 2h", 1: "3s 3h 3d", 2: "Ah Kd 4c"})
    assert CallingStation(1).decide(t) == Action.refuse()


def test_whole_sessions_with_the_agreed_showdown_stay_sound():
    table, _ = play(["edna", "ray:hard", "prof", "bill:easy", "calling-station"], 120, rules=RULES, chips=400)
    events = table.events
    assert any(isinstance(e, ShowdownProposed) for e in events)
    assert any(isinstance(e, ShowdownAnswered) for e in events)
    assert sum(table.chips) + table.pot == 2000
