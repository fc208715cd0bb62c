"""The player protocol: a player is handed one seat view, and nothing reachable from it leads to
the table, its generator or seed, or a card the seat may not know; outside players are loaded
from a file or a module, and their faults fold their hand without stopping the tournament."""

import contextlib
import gc
import random
import threading
import time
import types

import pytest
from test_ai_honesty import Witness

from casino_brag.cli import main
from casino_brag.engine.ai import ComputerPlayer, TableContext
from casino_brag.engine.ai import seating as seating_module
from casino_brag.engine.ai.player import CallingStation
from casino_brag.engine.ai.seating import Seat, seat_players
from casino_brag.engine.ai.tournament import parse_entrant, run_tournament
from casino_brag.engine.cards import Card
from casino_brag.engine.pub import Action, HouseRules, Table
from casino_brag.outside import load_player

SEED = 918_273_645_546_372


def reachable(root):
    """Every object reachable from `root` by `gc.get_referents`, not counting code: classes,
    modules and functions are the program, not what it was told."""
    seen, stack, found = set(), [root], []
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, type | types.ModuleType | types.FunctionType | types.BuiltinFunctionType):
            continue
        seen.add(id(obj))
        found.append(obj)
        stack.extend(gc.get_referents(obj))
    return found


class Recorder:
    """A protocol player that keeps every view it is handed and plays like a calling station."""

    label = "recorder"

    def __init__(self, seat, players, rng):
        self.seat, self.views, self.inner = seat, [], CallingStation(seat)

    def decide(self, view):
        self.views.append(view)
        return self.inner.decide(view)


@pytest.mark.parametrize("variant", ["three-card", "five-card", "bastard"])
def test_nothing_reachable_from_a_view_holds_the_table_or_a_hidden_card(variant):
    rules = HouseRules(variant=variant, max_stake=20)
    recorder = Recorder(0, 4, None)
    players = [recorder, ComputerPlayer(1, 4, "prof", "hard", rng=1), ComputerPlayer(2, 4, "ray", rng=2)]
    players.append(ComputerPlayer(3, 4, "maggie", "easy", rng=3))
    seats = seat_players(players)
    table = Table(["A", "B", "C", "D"], 200, rules, seed=SEED, dealer=3)
    witness = Witness()
    checked = 0
    for _ in range(12):
        table.start_hand()
        while True:
            seat = table.to_act if not table.hand_over else table.retain_offer
            if seat is None:
                break
            action = seats[seat].decide(table)
            if seat == 0:
                view = recorder.views[-1]
                allowed = witness.known_to(table, 0)
                for obj in reachable(view):
                    assert not isinstance(obj, Table | random.Random), f"{type(obj).__name__} reachable"
                    assert not (isinstance(obj, Card) and obj not in allowed), f"hidden {obj} reachable"
                    assert not (isinstance(obj, int) and obj == SEED), "the table's seed is reachable"
                checked += 1
            table.apply(action)
    assert checked > 20


def test_a_computer_player_holds_nothing_of_the_table():
    player = ComputerPlayer(0, 3, "prof", "hard", rng=4)
    seat = Seat(0, player, TableContext(3))
    table = Table(["A", "B", "C"], 100, HouseRules(), seed=SEED, dealer=2)
    table.start_hand()
    player.decide(seat.view(table))
    assert not any(isinstance(obj, Table) for obj in reachable(player))


class Faulty:
    """An outside player that fails in the way it is told, then plays sensibly."""

    label = "faulty"
    fault = "raise"

    def __init__(self, seat, players, rng):
        self.seat, self.calls = seat, 0

    def decide(self, view):
        self.calls += 1
        if self.fault == "raise":
            raise RuntimeError("lost my marbles")
        if self.fault == "illegal":
            return Action.bet(10_000)
        if self.fault == "slow":
            time.sleep(0.3)
        return CallingStation(self.seat).decide(view)


@pytest.mark.parametrize("timer", ["alarm", "thread"])
@pytest.mark.parametrize("fault", ["raise", "illegal", "slow"])
def test_an_outside_players_fault_folds_its_hand_and_play_goes_on(fault, timer, monkeypatch):
    monkeypatch.setattr(seating_module, "DECISION_SECONDS", 0.1)
    if timer == "thread":
        monkeypatch.setattr(seating_module, "_alarm_free", lambda: False)
    monkeypatch.setattr(Faulty, "fault", fault)
    lines = []
    seats = seat_players([Faulty(0, 2, None), CallingStation(1)], guarded=[True, False], report=lines.append)
    table = Table(["A", "B"], 100, HouseRules(), seed=3, dealer=1)
    for _ in range(3):
        table.start_hand()
        while not table.hand_over:
            table.apply(seats[table.to_act].decide(table))
        if table.retain_offer is not None:
            table.apply(seats[table.retain_offer].decide(table))
    assert table.hand_number == 3 and seats[0].faults >= 3
    assert len(lines) == seats[0].faults and all("\n" not in line for line in lines)
    assert all("faulty (seat 1, hand" in line and "its hand is folded" in line for line in lines)
    words = {"raise": "raised RuntimeError: lost my marbles", "illegal": "not on offer", "slow": "took more than"}
    assert words[fault] in lines[0]
    if fault == "slow":
        threading.Event().wait(0.4)  # let the last slow answer finish before the test ends


class Stubborn:
    """An outside player that thinks forever and swallows every ordinary exception."""

    label = "stubborn"

    def __init__(self, seat, players, rng):
        self.seat, self.thinking = seat, False

    def decide(self, view):
        self.thinking = True
        try:
            while True:
                with contextlib.suppress(Exception):
                    time.sleep(0.01)
        finally:
            self.thinking = False


def test_the_alarm_stops_a_player_that_swallows_exceptions_and_is_put_away_after(monkeypatch):
    import signal

    monkeypatch.setattr(seating_module, "DECISION_SECONDS", 0.05)
    lines = []
    stubborn = Stubborn(0, 2, None)
    seats = seat_players([stubborn, CallingStation(1)], guarded=[True, False], report=lines.append)
    table = Table(["A", "B"], 100, HouseRules(), seed=3, dealer=1)
    table.start_hand()
    while not table.hand_over:
        table.apply(seats[table.to_act].decide(table))
    assert seats[0].faults == 1 and "took more than 0.05 s" in lines[0]
    assert signal.getsignal(signal.SIGALRM) == signal.SIG_DFL and signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
    assert not stubborn.thinking  # stopped, not left running


def test_a_stuck_player_leaves_its_thinker_behind_and_the_next_seat_gets_a_fresh_one(monkeypatch):
    monkeypatch.setattr(seating_module, "DECISION_SECONDS", 0.05)
    monkeypatch.setattr(seating_module, "_alarm_free", lambda: False)
    monkeypatch.setattr(Faulty, "fault", "slow")
    lines = []
    slow, quick = Faulty(0, 3, None), CallingStation(1)
    seats = seat_players([slow, quick, CallingStation(2)], guarded=[True, True, False], report=lines.append)
    table = Table(["A", "B", "C"], 100, HouseRules(), seed=3, dealer=2)
    table.start_hand()
    while not table.hand_over:
        table.apply(seats[table.to_act].decide(table))
    assert seats[0].faults == 1 and seats[1].faults == 0  # the quick seat was answered meanwhile
    threading.Event().wait(0.4)  # let the slow answer finish before the test ends


def test_the_person_at_the_keyboard_can_stop_a_tournament_during_a_players_turn():
    class Interrupted:
        label = "interrupted"

        def decide(self, view):
            raise KeyboardInterrupt

    seats = seat_players([Interrupted(), CallingStation(1)], guarded=[True, False])
    table = Table(["A", "B"], 100, HouseRules(), seed=3, dealer=1)
    table.start_hand()
    with pytest.raises(KeyboardInterrupt):
        seats[0].decide(table)


BOT = '''
class Minimal:
    """Bets the least it may, looks first, sees when it can."""

    def __init__(self, seat, players, rng):
        self.seat = seat

    def decide(self, view):
        kinds = {a.kind: a for a in view.offers}
        for kind in ("keep", "look", "see"):
            if kind in kinds:
                return kinds[kind]
        bet = kinds.get("bet")
        if bet is not None:
            return type(bet).bet(bet.min)
        return kinds.get("cover") or view.offers[0]


class Broken:
    def __init__(self, seat, players, rng):
        self.seat = seat

    def decide(self, view):
        raise ValueError("no idea")
'''


def test_outside_players_from_a_file_or_a_module_play_a_tournament(tmp_path, capsys):
    bot = tmp_path / "bot.py"
    bot.write_text(BOT)
    assert parse_entrant(f"{bot}:Minimal").kind == "outside"
    assert parse_entrant("tests.test_ai_protocol:Recorder").kind == "outside"
    assert parse_entrant("ray:hard").kind == "computer"
    code = main(
        [
            "tournament",
            "--players",
            f"hard,{bot}:Minimal,{bot}:Broken",
            "--hands",
            "60",
            "--seed",
            "2",
            "--workers",
            "1",
        ]
    )
    out, err = capsys.readouterr()
    assert code == 0
    assert f"{bot}:Minimal" in out and f"{bot}:Broken" in out
    assert "raised ValueError: no idea: its hand is folded" in err
    result = run_tournament(["hard", "test_ai_protocol:Recorder"], 40, seed=1, load=load_player)
    assert result.hands == 40


@pytest.mark.parametrize(
    "spec, words",
    [
        ("nowhere/bot.py:Minimal", "no such file"),
        ("bot.py:Missing", "has no class Missing"),
        ("no_such_module_here:Bot", "cannot import"),
        ("bot.py:NotAPlayer", "decide(view)"),
    ],
)
def test_a_broken_outside_player_is_named_in_one_line(spec, words, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "bot.py").write_text(BOT + "\nclass NotAPlayer:\n    def __init__(self, *a):\n        pass\n")
    assert main(["tournament", "--players", f"hard,{spec}", "--hands", "10"]) == 2
    err = capsys.readouterr().err.strip()
    assert words in err and len(err.splitlines()) == 1 and "--players" in err
