"""`casino-brag rtp | strategy | simulate | paytables` as a user and a script see them."""

import json
import subprocess
import sys
from pathlib import Path

import pytest
from paytable_factory import toml_text

from casino_brag.cli import main

ROOT = Path(__file__).resolve().parent.parent


def run(capsys, *args):
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_rtp_json_has_the_documented_keys_as_fractions():
    result = subprocess.run(
        [sys.executable, "-m", "casino_brag", "rtp", "standard", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    (data,) = json.loads(result.stdout)  # a list even for one paytable
    assert data["paytable"] == "Standard" and data["source"] == "standard"
    for key in ("house_edge", "rtp", "element_of_risk", "play_rate", "std_dev"):
        assert isinstance(data["ante"][key], float)
    assert abs(data["ante"]["house_edge"] - 0.0335488) < 1e-7
    assert abs(data["ante"]["element_of_risk"] - 0.0200386) < 1e-7
    assert abs(data["pair_bonus"]["house_edge"] - 472 / 22100) < 1e-12
    assert abs(data["pair_bonus"]["rtp"] - (1 - 472 / 22100)) < 1e-12
    assert data["strategy"]["threshold"] == "Q-6-4"
    assert data["ante"]["exact"]["house_edge"] == "3415021/101792600"
    assert set(data["ante"]["outcomes"]) == {"fold", "dealer_not_qualify", "win", "lose", "tie"}
    assert not [key for key in data if "." in key], "no dotted duplicates of the nested figures"


def test_rtp_of_a_file_and_of_several_tables(capsys, tmp_path):
    path = tmp_path / "mine.toml"
    path.write_text(toml_text(name="Mine", play_multiplier=2, tie="dealer"), encoding="utf-8")
    code, out, _ = run(capsys, "rtp", str(path), "standard", "--json")
    assert code == 0
    first, second = json.loads(out)
    assert first["paytable"] == "Mine" and first["rules"]["play_multiplier"] == 2
    assert first["source"] == str(path) and second["source"] == "standard"
    assert second["key"] == "standard"
    code, out, _ = run(capsys, "rtp", "standard", "us-common")
    assert code == 0
    assert "house edge 3.3549%" in out and "element of risk 2.0039%" in out and "7.0950%" in out
    assert "play Q-6-4 or better" in out


def test_a_bad_paytable_is_one_line_with_exit_2(capsys, tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text(toml_text(play_multiplier=9), encoding="utf-8")
    code, out, err = run(capsys, "rtp", str(path))
    assert code == 2 and out == ""
    assert err.strip() == f"casino-brag: error: {path}: rules.play_multiplier: 9 is out of range (allowed 1 to 4)"
    code, _, err = run(capsys, "strategy", "no-such-table")
    assert code == 2 and "no shipped paytable" in err and len(err.strip().splitlines()) == 1


def test_strategy_text_and_json(capsys):
    code, out, _ = run(capsys, "strategy", "standard")
    assert code == 0
    assert out.startswith("Standard: play Q-6-4 or better")
    assert "Queen high       play Q-6-4 or better, fold the rest" in out
    code, out, _ = run(capsys, "strategy", "standard", "--full")
    assert out.count("PLAY") + out.count(" fold\n") >= 1755
    code, out, _ = run(capsys, "strategy", "standard", "--json")
    brief = json.loads(out)
    assert brief["threshold"] == "Q-6-4" and "hands" not in brief and brief["chart"]
    assert "Q-6-4" in {h["ranks"] for h in brief["near_threshold"]}
    code, out, _ = run(capsys, "strategy", "standard", "--json", "--full")
    data = json.loads(out)
    assert data["threshold"] == "Q-6-4" and len(data["hands"]) == 1755
    assert data["chart"] == brief["chart"]
    assert sum(h["hands"] for h in data["hands"]) == 22100
    q64 = next(h for h in data["hands"] if h["ranks"] == "Q-6-4" and h["suits"] == "rainbow")
    assert q64["decision"] == "play" and q64["ev_fold"] == -1 and q64["ev_play"] > -1


def test_paytables_lists_every_shipped_table_with_its_return(capsys):
    code, out, _ = run(capsys, "paytables")
    assert code == 0
    lines = out.strip().splitlines()
    assert lines[1].startswith("standard ") and len(lines) >= 6
    assert "96.6451%" in lines[1]
    code, out, _ = run(capsys, "paytables", "--json")
    keys = {t["key"] for t in json.loads(out)}
    assert keys >= {"standard", "uk-35-33", "us-common", "play-pays-odds", "prial-of-threes"}


SESSIONS = "simulate standard --hands 200000 --seed 5 --json --bankroll 100 --bet 5 --sessions 500 --max-rounds 100"


def test_simulate_reports_the_interval_and_sessions(capsys):
    code, out, _ = run(capsys, *SESSIONS.split())
    assert code == 0
    data = json.loads(out)
    assert data["rounds"] == 200000 and data["seed"] == 5
    low, high = data["ante"]["ci95"]
    assert low < data["ante"]["mean"] < high
    assert abs(data["ante"]["exact"] + 0.0335488) < 1e-7
    sessions = data["sessions"]
    assert abs(sessions["p_doubled"] + sessions["p_broke"] + sessions["p_unfinished"] - 1) < 1e-12
    code, again, _ = run(capsys, *SESSIONS.split())
    again_data = json.loads(again)
    assert again_data["ante"] == data["ante"] and again_data["sessions"] == sessions
    code, out, _ = run(capsys, "simulate", "standard", "--hands", "1000", "--seed", "1")
    assert code == 0 and "rounds/s" in out and "Ante game" in out and "exact -3.3549%" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--hands", "0"], "--hands"),
        (["--hands", "10", "--bet", "5"], "--bet needs --bankroll"),
        (["--hands", "10", "--bankroll", "5", "--bet", "5"], "cannot cover one round"),
        (["--hands", "10", "--bankroll", "500", "--bet", "9999"], "Ante must be between"),
    ],
)
def test_simulate_mistakes_are_one_line(capsys, args, message):
    code, out, err = run(capsys, "simulate", "standard", *args)
    assert code == 2 and out == ""
    assert message in err and len(err.strip().splitlines()) == 1
