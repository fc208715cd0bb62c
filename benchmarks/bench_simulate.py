"""Simulation speed: rounds per second in pure Python and with numpy, and bankroll sessions.

Run: python -m benchmarks.bench_simulate
"""

from __future__ import annotations

import random
import statistics
import time

from casino_brag import catalog
from casino_brag.engine.casino.analysis.sessions import simulate_sessions
from casino_brag.engine.casino.analysis.simulate import simulate_python
from casino_brag.engine.casino.analysis.simulate_numpy import simulate_numpy

RUNS = 5


def _rate(run: object, rounds: int) -> list[float]:
    rates = []
    for seed in range(RUNS):
        start = time.perf_counter()
        run(rounds, random.Random(seed))  # type: ignore[operator]
        rates.append(rounds / (time.perf_counter() - start))
    return rates


def _report(label: str, rates: list[float], unit: str) -> None:
    print(f"{label:<44} best {max(rates):>12,.0f} {unit}   median {statistics.median(rates):>12,.0f} {unit}")


def main() -> None:
    table = catalog.load("standard")
    simulate_numpy(table, 10_000, random.Random(0))  # build the per-hand tables once
    python = _rate(lambda n, rng: simulate_python(table, n, rng), 200_000)
    fast = _rate(lambda n, rng: simulate_numpy(table, n, rng), 4_000_000)
    print(f"{RUNS} runs each; this machine is shared, so the best run is the fairest figure.")
    _report("simulate, pure Python (one deal at a time)", python, "rounds/s")
    _report("simulate, numpy (262,144 deals per batch)", fast, "rounds/s")
    print(f"{'numpy speed-up':<44} {max(fast) / max(python):>17.1f}×")
    sessions = []
    for seed in range(RUNS):
        start = time.perf_counter()
        outcome = simulate_sessions(table, 200, 5, random.Random(seed), sessions=10_000, max_rounds=1_000)
        sessions.append(outcome.total_rounds / (time.perf_counter() - start))
    _report("sessions (200 chips, Ante 5, up to 1,000 rounds)", sessions, "rounds/s")


if __name__ == "__main__":
    main()
