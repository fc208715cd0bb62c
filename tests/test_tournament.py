"""Tournaments: the levels rank as they should, the characters play visibly differently, and the
`casino-brag tournament` command reports it all (also as JSON)."""

import io
import json
import math
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from casino_brag import __version__
from casino_brag.cli import main
from casino_brag.commands.tournament import report
from casino_brag.engine.ai.characters import CHARACTERS
from casino_brag.engine.ai.tournament import Entrant, TournamentResult, parse_entrant, run_tournament, t95
from casino_brag.engine.pub.rules import HouseRules

ROOT = Path(__file__).resolve().parent.parent


def lower_bound(result, player_index=0):
    return result.seats[player_index].ci95[0]


# --- strength: small fixed-seed runs that still separate the levels clearly ---------------------


def test_hard_beats_a_calling_station():
    result = run_tournament(["hard", "calling-station"], 1500, seed=101)
    assert lower_bound(result) > 0


def test_hard_beats_a_random_player():
    result = run_tournament(["hard", "random"], 1000, seed=102)
    assert lower_bound(result) > 0


def test_hard_beats_a_field_of_easy_players():
    result = run_tournament(["hard", "easy", "easy", "easy", "easy", "easy"], 900, seed=103)
    assert lower_bound(result) > 0
    assert result.seats[0].net_per_hand > max(s.net_per_hand for s in result.seats[1:])


def test_normal_beats_easy():
    result = run_tournament(["normal", "easy"], 6000, seed=104)  # the edge is a few chips a hand, in 50-hand sessions
    assert lower_bound(result) > 0


# --- style -------------------------------------------------------------------------------------


def test_the_characters_play_visibly_differently():
    result = run_tournament([c.id for c in CHARACTERS], 800, seed=105, chips=2000)
    stats = {s.player: s.stats for s in result.seats}
    blind = {who: st["blind_play_rate"] for who, st in stats.items()}
    assert blind["edna"] == 0.0
    assert blind["ray"] == max(blind.values()) and blind["ray"] > 0.6
    assert blind["maggie"] > blind["prof"] > blind["nell"]
    fold = {who: st["fold_rate"] for who, st in stats.items()}
    assert min(fold["edna"], fold["nell"], fold["sid"]) > max(fold["ray"], fold["maggie"], fold["lou"])
    stake = {who: st["average_stake"] for who, st in stats.items()}
    assert stake["maggie"] > 1.5 * stake["nell"]
    see = {who: st["see_rate"] for who, st in stats.items()}
    assert see["lou"] > see["edna"]
    raises = {who: st["raise_rate"] for who, st in stats.items()}
    assert raises["maggie"] > raises["lou"]


# --- the runner ------------------------------------------------------------------------------------


def test_every_player_sits_every_hand_and_the_chips_balance():
    result = run_tournament(["hard", "ray", "random"], 100, seed=7)
    assert result.hands == 100  # 33 rotations of the three seats, and one more hand
    assert all(s.stats["hands"] == result.hands for s in result.seats)
    assert sum(s.net for s in result.seats) == 0
    assert result.blocks >= 2


def test_a_seed_reproduces_a_tournament():
    a = run_tournament(["normal", "lou", "calling-station"], 60, seed=9)
    b = run_tournament(["normal", "lou", "calling-station"], 60, seed=9)
    assert [(s.net, s.stats) for s in a.seats] == [(s.net, s.stats) for s in b.seats]


def test_the_interval_is_a_t_interval_over_blocks():
    assert t95(1) == pytest.approx(12.706)
    assert t95(10) == pytest.approx(2.228)
    assert 1.96 < t95(200) < 1.98
    assert t95(0) == math.inf
    one_block = run_tournament(["easy", "easy"], 2, seed=1)
    assert one_block.blocks == 1 and one_block.seats[0].ci95 == (-math.inf, math.inf)
    odd = run_tournament(["easy", "hard", "random", "lou"], 5, seed=1)
    assert odd.hands == 5 and all(s.stats["hands"] == 5 for s in odd.seats)


def test_a_side_of_several_seats_has_the_interval_of_its_own_net():
    result = run_tournament(["random", "hard", "hard", "hard"], 400, seed=3)
    bot, side = result.seats[0], (1, 2, 3)
    assert result.together([0]) == (bot.net_per_hand, bot.ci95)
    # chips are only passed round the table, so the three's side is exactly the bot's loss
    net, (low, high) = result.together(side)
    assert net == pytest.approx(-bot.net_per_hand / 3)
    assert (low, high) == pytest.approx((-bot.ci95[1] / 3, -bot.ci95[0] / 3))
    everyone = result.together(range(4))
    assert everyone[0] == pytest.approx(0) and everyone[1] == pytest.approx((0, 0))
    # the side's interval is narrower than the average of its seats' own intervals
    halves = [(result.seats[s].ci95[1] - result.seats[s].ci95[0]) / 2 for s in side]
    assert (high - low) / 2 < sum(halves) / 3


def test_blocks_played_in_several_processes_give_the_same_result():
    players = ["hard", "ray:easy", "random"]
    one = run_tournament(players, 120, seed=11, workers=1).to_json()
    two = run_tournament(players, 120, seed=11, workers=2).to_json()
    del one["seconds"], two["seconds"]
    assert one == two and one["hands"] == 120


@pytest.mark.parametrize("workers", [1, 2])
def test_progress_counts_every_hand_without_changing_the_result(workers):
    players = ["hard", "ray:easy", "random"]
    calls = []
    result = run_tournament(players, 120, seed=11, workers=workers, progress=lambda *a: calls.append(a))
    told, quiet = result.to_json(), run_tournament(players, 120, seed=11, workers=workers).to_json()
    del told["seconds"], quiet["seconds"]
    assert told == quiet
    done = [d for d, _ in calls]
    assert done == sorted(done) and done[0] > 0 and calls[-1] == (120, 120)
    assert all(total == 120 for _, total in calls) and len(calls) >= result.blocks >= 2
    if workers > 1:  # told in this process as each block's result comes back
        assert len(calls) == result.blocks


def test_the_command_gives_the_same_report_for_any_number_of_workers(capsys):
    reports = []
    for workers in ("1", "2"):
        args = ["--players", "normal,maggie", "--hands", "60", "--seed", "4", "--variant", "four-card"]
        assert main(["tournament", *args, "--workers", workers, "--json"]) == 0
        data = json.loads(capsys.readouterr().out)
        del data["seconds"]
        reports.append(data)
    assert reports[0] == reports[1]


@pytest.mark.parametrize(
    ("spec", "entrant"),
    [
        ("hard", Entrant("hard", "computer", None, "hard")),
        ("calling-station", Entrant("calling-station", "calling-station")),
        ("Random", Entrant("Random", "random")),
        ("ray", Entrant("ray", "computer", "ray", "normal")),
        ("Mad Maggie:easy", Entrant("Mad Maggie:easy", "computer", "maggie", "easy")),
    ],
)
def test_players_are_named_by_level_character_or_baseline(spec, entrant):
    assert parse_entrant(spec) == entrant


@pytest.mark.parametrize("spec", ["nobody", "ray:grandmaster", ""])
def test_unknown_players_are_refused(spec):
    with pytest.raises(ValueError, match="unknown player"):
        parse_entrant(spec)


# --- the command ---------------------------------------------------------------------------------


def test_the_json_report_has_one_entry_per_player_in_the_order_given(capsys):
    code = main(["tournament", "--players", "hard,ray:easy,random", "--hands", "30", "--seed", "5", "--json"])
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {
        "version",
        "seed",
        "variant",
        "rules",
        "players",
        "chips",
        "session",
        "blocks",
        "seats",
        "hands",
        "seconds",
    }
    assert [s["player"] for s in data["seats"]] == ["hard", "ray:easy", "random"]
    assert data["hands"] == 30 and data["seconds"] >= 0
    for seat in data["seats"]:
        assert set(seat) == {"player", "net_per_hand", "ci95", "stats"}
        low, high = seat["ci95"]
        assert low <= seat["net_per_hand"] <= high
        assert {"blind_play_rate", "fold_rate", "see_rate", "average_stake"} <= set(seat["stats"])


def test_the_json_report_says_what_was_played(capsys):
    args = [
        "--players",
        "Mad Maggie:easy, normal",
        "--hands",
        "12",
        "--seed",
        "8",
        "--variant",
        "four-card",
        "--rules",
        "a23=low",
        "--chips",
        "300",
        "--session",
        "20",
    ]
    assert main(["tournament", *args, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["version"] == __version__ and data["seed"] == 8 and data["variant"] == "four-card"
    assert data["rules"] == HouseRules.from_dict({"variant": "four-card", "a23": "low"}).to_dict()
    assert data["players"] == ["Mad Maggie:easy", "normal"]
    assert (data["chips"], data["session"]) == (300, 20)
    assert data["blocks"] >= 1


def without_seconds(out):
    """The JSON report as printed, less its one line that differs between runs."""
    lines = out.splitlines()
    kept = [line for line in lines if not line.startswith('  "seconds": ')]
    assert len(kept) == len(lines) - 1
    return "\n".join(kept)


def test_the_same_command_and_seed_print_the_same_json_byte_for_byte():
    args = [
        sys.executable,
        "-m",
        "casino_brag",
        "tournament",
        "--players",
        "hard,lou,random",
        "--hands",
        "45",
        "--seed",
        "12",
        "--json",
    ]
    outs = []
    for workers in ("1", "1", "2"):
        result = subprocess.run([*args, "--workers", workers], cwd=ROOT, capture_output=True, text=True, timeout=120)
        assert result.returncode == 0, result.stderr
        outs.append(without_seconds(result.stdout))
    assert outs[0] == outs[1] == outs[2]
    assert json.loads(result.stdout)["blocks"] >= 2  # so that two processes did share the blocks


def test_a_seed_chosen_at_random_is_reported_and_repeats_the_run(capsys):
    args = ["tournament", "--players", "normal,random", "--hands", "16", "--json"]
    assert main(args) == 0
    first = json.loads(capsys.readouterr().out)
    assert isinstance(first["seed"], int)
    assert main([*args, "--seed", str(first["seed"])]) == 0
    again = json.loads(capsys.readouterr().out)
    assert again["seats"] == first["seats"]


@pytest.mark.parametrize(
    ("hands", "blocks", "words"),
    [
        (1, 1, "1 hand of Three-Card Brag in 1 duplicate block,"),
        (4, 2, "4 hands of Three-Card Brag in 2 duplicate blocks,"),
        (2000, 1000, "2,000 hands of Three-Card Brag in 1,000 duplicate blocks,"),
    ],
)
def test_the_text_report_counts_in_good_english(hands, blocks, words):
    result = TournamentResult(seats=(), hands=hands, blocks=blocks, seconds=1.0)
    assert report(result, 6, "three-card").startswith(words)


def test_a_one_block_run_says_block(capsys):
    assert main(["tournament", "--players", "easy,easy", "--hands", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "in 1 duplicate block, seed 1," in out


class Terminal(io.StringIO):
    def isatty(self):
        return True


def test_a_terminal_sees_a_bar_that_fits_and_is_erased(monkeypatch, capsys):
    monkeypatch.delenv("COLUMNS", raising=False)
    monkeypatch.setattr(shutil, "get_terminal_size", lambda fallback=(80, 24): os.terminal_size((40, 24)))
    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(["tournament", "--players", "hard,easy", "--hands", "40", "--seed", "3", "--workers", "1"]) == 0
    drawn = terminal.getvalue()
    lines = drawn.split("\r")
    assert any(line.startswith("playing ") for line in lines)
    assert "\n" not in drawn and all(len(line) < 40 for line in lines)
    assert drawn.endswith("\r" + " " * max(len(line) for line in lines) + "\r")
    assert "playing" not in capsys.readouterr().out


def test_no_bar_with_no_progress_or_off_a_terminal(monkeypatch, capsys):
    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(["tournament", "--players", "hard,easy", "--hands", "10", "--seed", "3", "--no-progress"]) == 0
    assert terminal.getvalue() == ""
    monkeypatch.undo()
    assert main(["tournament", "--players", "hard,easy", "--hands", "10", "--seed", "3"]) == 0
    assert capsys.readouterr().err == ""


def test_the_text_report_names_every_player(capsys):
    assert main(["tournament", "--players", "prof,nell", "--hands", "20", "--seed", "2", "--variant", "five-card"]) == 0
    out = capsys.readouterr().out
    assert "Five-Card Brag" in out and "prof" in out and "nell" in out and "seed 2" in out


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--players", "hard"], "--players"),
        (["--players", "hard,wizard"], "unknown player"),
        (["--hands", "0"], "--hands"),
        (["--variant", "eleven-card"], "--variant"),
        (["--chips", "0"], "--chips"),
        (["--workers", "0"], "--workers"),
    ],
)
def test_bad_flags_are_one_line_with_exit_2(args, words):
    command = [sys.executable, "-m", "casino_brag", "tournament", *args]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and words in result.stderr and "Traceback" not in result.stderr


def test_hard_beats_easy_at_five_card_brag_too():
    result = run_tournament(["hard", "easy", "easy"], 600, seed=106, variant="five-card")
    assert lower_bound(result) > 0
