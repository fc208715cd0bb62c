"""The outside-style pool and its matrix: every bot plays only legal moves through the public
protocol, and the matrix measures a side of several seats as one."""

import sys
from dataclasses import replace
from pathlib import Path

import pytest

from casino_brag.engine.ai.tournament import run_tournament
from casino_brag.engine.pub import HouseRules
from casino_brag.outside import load_player

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def bench():
    """`benchmarks.bench_pool`, which lives beside the package, not in it."""
    sys.path.insert(0, str(ROOT))
    try:
        import benchmarks.bench_pool as bench_pool

        yield bench_pool
    finally:
        sys.path.remove(str(ROOT))


@pytest.mark.parametrize("shuffle", ["after-prial-see", "every-hand"])
@pytest.mark.parametrize("seats", [2, 4])
def test_every_bot_of_the_pool_plays_without_a_fault(bench, shuffle, seats):
    faults = []
    for spec in bench.BOTS.values():
        players = ["hard"] + [spec] * (seats - 1)
        rules = replace(HouseRules(), shuffle=shuffle)
        result = run_tournament(
            players, 60, seed=5, chips=200, session_hands=20, rules=rules, load=load_player, report=faults.append
        )
        assert result.hands == 60
    assert faults == []


def test_the_bot_with_three_of_the_level_is_measured_as_the_three_s_side(bench):
    spec = bench.BOTS["tight-open"]
    net, low, high, _ = bench.measure([spec, "hard", "hard", "hard"], {1, 2, 3}, 400, "every-hand", 200, 20, 3)
    rules = replace(HouseRules(), shuffle="every-hand")
    bot = run_tournament(
        [spec, "hard", "hard", "hard"], 400, seed=3, chips=200, session_hands=20, rules=rules, load=load_player
    ).seats[0]
    assert net == pytest.approx(-bot.net_per_hand / 3)
    assert (low, high) == pytest.approx((-bot.ci95[1] / 3, -bot.ci95[0] / 3))


def test_the_ladder_alone_plays_only_the_levels_against_each_other(bench, monkeypatch, capsys):
    argv = ["bench_pool", "--hands", "40", "--ladder-only", "--settings", "default", "--shuffles", "every-hand"]
    monkeypatch.setattr(sys, "argv", argv)
    bench.main()
    rows = capsys.readouterr().out.splitlines()[1:]
    assert [r.split(",")[0] for r in rows] == ["expert vs hard", "hard vs normal", "normal vs easy"]


def test_the_ladder_plays_only_the_pairs_asked_for(bench, monkeypatch, capsys):
    argv = ["bench_pool", "--hands", "40", "--ladder-only", "--pairs", "expert-hard", "--settings", "default"]
    monkeypatch.setattr(sys, "argv", [*argv, "--shuffles", "every-hand"])
    bench.main()
    rows = capsys.readouterr().out.splitlines()[1:]
    assert [r.split(",")[0] for r in rows] == ["expert vs hard"]
