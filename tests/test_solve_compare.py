"""`casino-brag solve` finds payouts for a target return; `compare` sets tables side by side."""

import json
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from paytable_factory import make_table

from casino_brag import analysis_data, catalog
from casino_brag.cli import main
from casino_brag.engine.casino.analysis.exact import analyse
from casino_brag.engine.casino.analysis.solve import exact_value, solve
from casino_brag.engine.casino.analysis.variants import payout, with_payout
from casino_brag.engine.casino.paytable import load_paytable, parse_paytable
from casino_brag.engine.casino.paytable_toml import paytable_toml


def run(capsys, *args):
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.fixture(autouse=True)
def _counts():
    analysis_data.install_shipped_counts()


@pytest.mark.parametrize("key", ["pair_bonus.flush", "pair_bonus.run", "ante_bonus.run", "ante_bonus.prial"])
def test_solve_finds_a_known_payout_of_standard_from_its_own_return(key):
    table = catalog.load("standard")
    analysis = analyse(table)
    target = analysis.pair_bonus.rtp if key.startswith("pair") else analysis.ante.rtp
    best = solve(table, target, [key]).candidates[0]
    assert best.values == ((key, payout(table, key)),) and best.miss == 0


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 30), st.sampled_from(["ante_bonus.run", "ante_bonus.flush", "play_odds.pair", "pair_bonus.pair"]))
def test_the_exact_value_meets_the_target_where_the_return_is_piecewise_linear(value, key):
    table = make_table(play_multiplier=2)
    known = with_payout(table, key, Fraction(value))
    bet = "pair_bonus" if key.startswith("pair") else "ante"
    figures = analyse(known)
    target = figures.pair_bonus.rtp if bet == "pair_bonus" else figures.ante.rtp
    x = exact_value(table, key, target)
    solved = analyse(with_payout(table, key, x))
    assert (solved.pair_bonus.rtp if bet == "pair_bonus" else solved.ante.rtp) == target
    assert solve(table, target, [key]).candidates[0].miss == 0


def test_solve_writes_a_table_the_loader_reads_back(capsys, tmp_path):
    path = tmp_path / "solved.toml"
    code, out, _ = run(
        capsys,
        "solve",
        "standard",
        "--target-rtp",
        "97%",
        "--vary",
        "ante_bonus.run",
        "--step",
        "0.5",
        "--write",
        str(path),
    )
    assert code == 0 and "wrote" in out
    table = load_paytable(path)
    assert payout(table, "ante_bonus.run") in (Fraction(1), Fraction(3, 2))
    assert table.pair_bonus == catalog.load("standard").pair_bonus


def test_solve_json_lists_candidates_with_exact_figures(capsys):
    code, out, _ = run(capsys, "solve", "standard", "--target-rtp", "0.95", "--vary", "pair_bonus.flush", "--json")
    data = json.loads(out)
    assert code == 0 and data["bet"] == "pair_bonus" and len(data["candidates"]) == 5
    first = data["candidates"][0]
    assert Fraction(first["exact"]["rtp"]) == Fraction(first["rtp"]).limit_denominator(10**9)
    assert data["exact"]["target_rtp"] == "19/20"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--target-rtp", "lots", "--vary", "pair_bonus.flush"], "--target-rtp lots"),
        (["--target-rtp", "0.97", "--vary", "pair_bonus.flush", "--vary", "ante_bonus.run"], "one bet"),
        (["--target-rtp", "0.97", "--vary", "flush"], "unknown payout 'flush'"),
        (["--target-rtp", "0.97", "--vary", "pair_bonus.flush", "--write", "nofolder/x.toml"], "does not exist"),
    ],
)
def test_solve_mistakes_are_one_line(capsys, args, message):
    code, _, err = run(capsys, "solve", "standard", *args)
    assert code == 2 and message in err and err.count("\n") == 1


def test_every_shipped_table_round_trips_through_toml():
    for table in catalog.load_shipped():
        back = parse_paytable(paytable_toml(table).encode(), source=table.source, key=table.key)
        assert back == table
    assert "2.5" in paytable_toml(make_table(pair_bonus={"flush": 2.5}))


def test_compare_shows_figures_threshold_and_differences(capsys):
    code, out, _ = run(capsys, "compare", "standard", "uk-35-33")
    assert code == 0
    assert "Pair Bonus house edge" in out and "2.1357%" in out and "2.6606%" in out
    assert "pair_bonus.prial" in out and "ante_bonus.run" not in out.split("Where they differ")[1]
    code, out, _ = run(capsys, "compare", "standard", "play-pays-odds", "--json")
    data = json.loads(out)
    assert [t["key"] for t in data["paytables"]] == ["standard", "play-pays-odds"]
    assert data["paytables"][0]["exact"]["ante_house_edge"] == "3415021/101792600"
    assert data["paytables"][1]["strategy"]["threshold"] == "K-3-2"
    assert data["differences"]["rules.play_multiplier"] == ["1", "2"]


def test_compare_needs_two_tables(capsys):
    code, _, err = run(capsys, "compare", "standard")
    assert code == 2 and "at least two" in err
