"""Bastard Brag tournaments: Hard beats Easy, and the command plays the variant and its switches."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from casino_brag.cli import main
from casino_brag.commands.tournament import house_rules
from casino_brag.engine.ai.tournament import run_tournament
from casino_brag.engine.pub import HouseRules
from casino_brag.errors import UserError

ROOT = Path(__file__).resolve().parent.parent


def test_hard_beats_a_field_of_easy_players_at_bastard_brag():
    result = run_tournament(["hard", "easy", "easy", "easy"], 800, seed=205, variant="bastard")
    assert result.seats[0].ci95[0] > 0
    assert result.seats[0].net_per_hand > max(s.net_per_hand for s in result.seats[1:])


@pytest.mark.parametrize(("switches", "seed"), [({"stud": True}, 202), ({"blind_bastard": True}, 204)])
def test_hard_beats_easy_at_the_sub_variants(switches, seed):
    rules = HouseRules(variant="bastard", **switches)
    result = run_tournament(["hard", "easy", "easy"], 600, seed=seed, rules=rules)
    assert result.seats[0].ci95[0] > 0


def test_the_rules_given_decide_the_game():
    rules = HouseRules(variant="bastard", community_cards=4)
    result = run_tournament(["normal", "random"], 20, seed=3, rules=rules)
    assert result.hands == 20 and sum(s.net for s in result.seats) == 0
    with pytest.raises(ValueError, match="house rules are for bastard"):
        run_tournament(["normal", "random"], 20, seed=3, variant="three-card", rules=rules)


def test_bastard_brag_ranks_a_23_low_in_tournaments_too():
    assert house_rules("bastard", []).a23 == "low"
    assert house_rules("three-card", []).a23 == "high"


def test_house_rules_from_the_command_line():
    rules = house_rules(
        "bastard", ["community_cards=4", "wild=twos", "stud=true", "max_stake=none", "round_raise_cap=4"]
    )
    assert (rules.community_cards, rules.wild == "twos", rules.stud, rules.max_stake, rules.round_raise_cap) == (
        4,
        True,
        True,
        None,
        4,
    )
    for bad in (["wild_twos"], ["variant=bastard"], ["colour=red"], ["wild=maybe"]):
        with pytest.raises(UserError, match="--rules"):
            house_rules("bastard", bad)


def test_the_json_report_of_a_bastard_tournament(capsys):
    code = main(
        [
            "tournament",
            "--players",
            "hard,easy,random",
            "--hands",
            "30",
            "--seed",
            "5",
            "--variant",
            "bastard",
            "--rules",
            "community_cards=4",
            "--json",
        ]
    )
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    assert [s["player"] for s in data["seats"]] == ["hard", "easy", "random"] and data["hands"] == 30


def test_the_text_report_names_the_switches(capsys):
    assert (
        main(
            [
                "tournament",
                "--players",
                "prof,nell",
                "--hands",
                "12",
                "--seed",
                "2",
                "--variant",
                "bastard",
                "--rules",
                "wild=twos",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "Bastard Brag (wild=twos)" in out and "prof" in out


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--variant", "bastard", "--rules", "stud=perhaps"], "--rules: house rule stud"),
        (["--variant", "three-card", "--rules", "stud=on"], "only for Bastard Brag"),
        (["--rules", "nonsense"], "KEY=VALUE"),
    ],
)
def test_bad_rules_are_one_line_with_exit_2(args, words):
    command = [sys.executable, "-m", "casino_brag", "tournament", *args]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and words in result.stderr and "Traceback" not in result.stderr
