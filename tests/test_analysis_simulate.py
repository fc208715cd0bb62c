"""Simulation: it settles deals exactly as the round engine does, and agrees with the exact figures."""

import json
import random
import re
import sys
import types

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from paytable_factory import paytables

from casino_brag import catalog
from casino_brag.cli import main
from casino_brag.commands import analysis_simulate
from casino_brag.engine.cards import FULL_DECK, Card, Deck
from casino_brag.engine.casino.analysis import simulate as simulate_module
from casino_brag.engine.casino.analysis import simulate_numpy
from casino_brag.engine.casino.analysis.sessions import _play_sessions_python, simulate_sessions
from casino_brag.engine.casino.analysis.simulate import simulate, simulate_python
from casino_brag.engine.casino.analysis.simulate_numpy import OUTCOMES, Settler, deal, generator
from casino_brag.engine.casino.analysis.tables import hand_cards, settle_deal, settlement_tables
from casino_brag.engine.casino.ledger import Ledger
from casino_brag.engine.casino.round import CasinoRound

STANDARD = catalog.load("standard")


def round_engine_net(table, cards, ante, pair_bonus, play):
    """Play one round through CasinoRound with a fixed deck; the player's net chips and outcome."""
    ledger = Ledger(10**9)
    rnd = CasinoRound(table, ledger, random.Random(0))
    rnd.place_ante(ante)
    rnd.place_pair_bonus(pair_bonus)
    rest = [c for c in FULL_DECK if c not in cards]
    rnd.deal(Deck([*cards, *rest]))
    rnd.play() if play else rnd.fold()
    result = rnd.settle()
    return ledger.balance - 10**9, result.outcome.value


@settings(max_examples=30, deadline=None)
@given(
    paytables(),
    st.lists(st.permutations(range(52)).map(lambda p: p[:6]), min_size=1, max_size=8),
    st.integers(1, 40),
    st.integers(0, 25),
)
def test_fast_and_reference_settlement_match_the_round_engine(table, deals, ante, pair_bonus):
    tables = settlement_tables(table, ante, pair_bonus)
    ids = {cards: h for h, cards in enumerate(hand_cards())}
    players = np.array([ids[tuple(sorted(d[:3]))] for d in deals], dtype=np.int64)
    dealers = np.array([ids[tuple(sorted(d[3:]))] for d in deals], dtype=np.int64)
    fast_ante, fast_pair, fast_code = Settler(tables).settle(players, dealers)
    for i, d in enumerate(deals):
        cards = [Card.from_index(x) for x in d]
        play = tables.play[int(players[i])]
        net, outcome = round_engine_net(table, cards, ante, pair_bonus, play)
        ref_ante, ref_pair, ref_outcome = settle_deal(tables, int(players[i]), int(dealers[i]))
        assert (ref_ante + ref_pair, ref_outcome) == (net, outcome)
        assert (int(fast_ante[i] + fast_pair[i]), OUTCOMES[fast_code[i]]) == (net, outcome)


def test_the_simulators_play_the_optimal_strategy():
    from casino_brag.engine.casino.analysis.exact import analyse

    strategy = analyse(STANDARD).strategy
    tables = settlement_tables(STANDARD)
    for h, (a, b, c) in enumerate(hand_cards()[::97]):
        cards = [Card.from_index(a), Card.from_index(b), Card.from_index(c)]
        assert tables.play[h * 97] == strategy.decision_for(cards).play


def test_dealt_cards_are_six_different_cards_and_every_card_turns_up():
    gen = generator(random.Random(5))
    players, dealers = deal(gen, 20_000)
    assert len(players) == len(dealers) == 20_000
    trios = np.array(hand_cards(), dtype=np.int64)
    held = np.concatenate([trios[players], trios[dealers]], axis=1)
    assert all(len(set(row)) == 6 for row in held[:2000])
    counts = np.bincount(held.ravel(), minlength=52)
    assert counts.min() > 0.9 * counts.mean() and counts.max() < 1.1 * counts.mean()


@pytest.mark.parametrize("name", ["standard", "play-pays-odds", "prial-of-threes"])
def test_simulation_agrees_with_the_exact_figures(name):
    table = catalog.load(name)
    result = simulate(table, 1_000_000, random.Random(11))
    for estimate in (result.ante, result.pair_bonus):
        assert abs(estimate.mean - estimate.exact) < 4 * estimate.std_dev / 1000
        assert estimate.low < estimate.mean < estimate.high
    assert sum(result.outcomes.values()) == 1_000_000


def test_pure_python_simulation_agrees_too():
    result = simulate_python(STANDARD, 60_000, random.Random(3))
    assert abs(result.ante.mean - result.ante.exact) < 4 * result.ante.std_dev / 60_000**0.5


def test_a_seed_replays_the_same_simulation():
    first = simulate(STANDARD, 50_000, random.Random(9))
    again = simulate(STANDARD, 50_000, random.Random(9))
    other = simulate(STANDARD, 50_000, random.Random(10))
    assert first == again and first != other


def test_progress_is_reported_to_the_end():
    calls = []
    simulate(STANDARD, 600_000, random.Random(1), progress=lambda done, total: calls.append((done, total)))
    assert calls[-1] == (600_000, 600_000) and len(calls) >= 2


def test_sessions_numpy_and_python_agree():
    fast = simulate_sessions(STANDARD, 60, 10, random.Random(2), sessions=4000, max_rounds=200)
    tables = settlement_tables(STANDARD, 10, 0)
    slow = _play_sessions_python(STANDARD, tables, 60, 10, 0, 4000, 200, random.Random(3), None)
    for outcome in (fast, slow):
        assert outcome.doubled + outcome.broke + outcome.unfinished == 4000
        assert outcome.p_broke > outcome.p_doubled > 0.2
    assert abs(fast.p_doubled - slow.p_doubled) < 4 * fast.margin(fast.p_doubled)
    assert abs(fast.mean_rounds - slow.mean_rounds) < 0.15 * slow.mean_rounds


def test_a_one_round_session_ends_after_one_round():
    outcome = simulate_sessions(STANDARD, 20, 10, random.Random(4), sessions=2000, max_rounds=1)
    assert outcome.total_rounds == 2000
    assert outcome.broke > 0 and outcome.doubled > 0


@pytest.mark.parametrize(
    ("bankroll", "ante", "pair_bonus", "message"),
    [(10, 10, 0, "cannot cover one round"), (100, 0, 0, "Ante must be between"), (100, 5, 101, "Pair Bonus")],
)
def test_sessions_refuse_impossible_stakes(bankroll, ante, pair_bonus, message):
    with pytest.raises(ValueError, match=message):
        simulate_sessions(STANDARD, bankroll, ante, random.Random(0), pair_bonus=pair_bonus)


# --- the command's timing: one-off setup is counted apart from the rounds -----------------------


@pytest.fixture
def slow_setup(monkeypatch):
    """Make building the settlement tables take 100 s of the command's clock, at no real cost."""
    real_clock = analysis_simulate.time.perf_counter
    lost = [0.0]
    monkeypatch.setattr(analysis_simulate, "time", types.SimpleNamespace(perf_counter=lambda: real_clock() + lost[0]))

    def patch(module):
        build = module.settlement_tables

        def slow(*args, **kwargs):
            lost[0] += 100.0
            return build(*args, **kwargs)

        monkeypatch.setattr(module, "settlement_tables", slow)

    return lambda numpy: patch(simulate_numpy if numpy else simulate_module)


@pytest.mark.parametrize("numpy", [True, False], ids=["numpy", "pure-python"])
def test_rounds_per_second_leave_the_setup_out(slow_setup, monkeypatch, capsys, numpy):
    slow_setup(numpy)
    if not numpy:
        monkeypatch.setitem(sys.modules, "casino_brag.engine.casino.analysis.simulate_numpy", None)
    assert main(["simulate", "standard", "--hands", "2000", "--seed", "3", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["setup_seconds"] >= 100 > 10 > data["seconds"] > 0
    assert main(["simulate", "standard", "--hands", "2000", "--seed", "3"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    found = re.search(r" ([\d.]+) s \(([\d,]+) rounds/s\) after ([\d.]+) s of setup$", first)
    assert found, first
    playing, rate, setup = float(found[1]), int(found[2].replace(",", "")), float(found[3])
    assert setup >= 100 > 10 > playing and rate > 2000 / 10


def test_timing_the_setup_leaves_the_rounds_as_they_were(capsys):
    assert (
        main(
            [
                "simulate",
                "standard",
                "--hands",
                "30000",
                "--seed",
                "7",
                "--json",
                "--bankroll",
                "60",
                "--sessions",
                "200",
                "--max-rounds",
                "50",
            ]
        )
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    rng = random.Random(7)
    plain = simulate(STANDARD, 30000, rng)
    sessions = simulate_sessions(STANDARD, 60, STANDARD.limits.min_ante, rng, sessions=200, max_rounds=50)
    assert data["ante"]["mean"] == plain.ante.mean and data["pair_bonus"]["mean"] == plain.pair_bonus.mean
    played = data["sessions"]
    assert (played["p_doubled"], played["mean_rounds"]) == (sessions.p_doubled, sessions.mean_rounds)
