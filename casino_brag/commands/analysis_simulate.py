"""`casino-brag simulate`: random rounds against the exact figures, and bankroll sessions.

The rounds-per-second figure is of rounds alone: the one-off setup before the first round (the
exact analysis, the settlement tables, loading numpy) is timed apart and shown beside it.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any

from casino_brag import catalog
from casino_brag.commands.bounds import shown
from casino_brag.commands.progress import ProgressBar
from casino_brag.engine.casino.analysis.sessions import SessionOutcome, simulate_sessions
from casino_brag.engine.casino.analysis.simulate import simulate
from casino_brag.engine.casino.analysis.tables import Estimate, SimulationResult
from casino_brag.engine.casino.paytable import Paytable
from casino_brag.errors import UserError

LONG_RUN = 1_000_000
"""Runs at least this long show a progress bar on a terminal."""


class _PlayClock(random.Random):
    """The run's random numbers, noting when the first is drawn: the moment play starts.

    Everything before the first draw (the exact analysis, the settlement tables, loading numpy)
    is one-off setup; timing it apart keeps the rounds-per-second figure about rounds alone.
    Overriding `getrandbits` leaves every number drawn as it was.
    """

    started: float | None = None

    def getrandbits(self, k: int, /) -> int:
        if self.started is None:
            self.started = time.perf_counter()
        return super().getrandbits(k)


def _timed_simulate(
    table: Paytable, rounds: int, rng: random.Random, show: bool
) -> tuple[SimulationResult, float, float]:
    """The simulation, its setup time and its playing time; `rng` carries on from where it ended."""
    clock = _PlayClock()
    clock.setstate(rng.getstate())
    bar = ProgressBar("simulating", show and rounds >= LONG_RUN)
    start = time.perf_counter()
    try:
        result = simulate(table, rounds, clock, progress=bar)
    finally:
        bar.close()
    end = time.perf_counter()
    rng.setstate(clock.getstate())
    started = end if clock.started is None else clock.started
    return result, started - start, end - started


def _estimate_json(estimate: Estimate) -> dict[str, Any]:
    return {
        "mean": estimate.mean,
        "ci95": [estimate.low, estimate.high],
        "std_dev": estimate.std_dev,
        "exact": estimate.exact,
        "agrees": estimate.agrees,
    }


def _estimate_text(name: str, estimate: Estimate) -> str:
    verdict = "inside" if estimate.agrees else "OUTSIDE"
    return (
        f"  {name:<11} mean {estimate.mean * 100:+.4f}% ± {estimate.half_width * 100:.4f}% (95%)   "
        f"exact {estimate.exact * 100:+.4f}%   {verdict} the interval"
    )


def _sessions_json(outcome: SessionOutcome) -> dict[str, Any]:
    return {
        "sessions": outcome.sessions,
        "bankroll": outcome.bankroll,
        "bet": outcome.ante,
        "pair_bonus": outcome.pair_bonus,
        "max_rounds": outcome.max_rounds,
        "p_doubled": outcome.p_doubled,
        "p_broke": outcome.p_broke,
        "p_unfinished": outcome.p_unfinished,
        "mean_rounds": outcome.mean_rounds,
        "mean_final_bankroll": outcome.mean_final,
    }


def _sessions_text(outcome: SessionOutcome) -> list[str]:
    o = outcome
    stake = f"Ante {o.ante}" + (f" + Pair Bonus {o.pair_bonus}" if o.pair_bonus else "")
    return [
        f"Sessions: {o.sessions:,} sessions from {o.bankroll:,} chips, {stake} a round, "
        f"at most {o.max_rounds:,} rounds",
        f"  doubled    {o.p_doubled * 100:6.2f}% ± {o.margin(o.p_doubled) * 100:.2f}%",
        f"  broke      {o.p_broke * 100:6.2f}% ± {o.margin(o.p_broke) * 100:.2f}%",
        f"  neither    {o.p_unfinished * 100:6.2f}%  (still playing after {o.max_rounds:,} rounds)",
        f"  average    {o.mean_rounds:,.1f} rounds, ending with {o.mean_final:,.1f} chips",
    ]


def _run_sessions(table: Paytable, args: argparse.Namespace, rng: random.Random, show: bool) -> SessionOutcome:
    bet = args.bet if args.bet is not None else table.limits.min_ante
    limits = table.limits
    if not limits.min_ante <= bet <= limits.max_ante:
        raise UserError(
            f"--bet: the Ante must be between {limits.min_ante:,} and {limits.max_ante:,} at this table, "
            f"got {shown(bet)}"
        )
    if not 0 <= args.pair_bonus <= limits.max_pair_bonus:
        raise UserError(
            f"--pair-bonus: the Pair Bonus must be between 0 and {limits.max_pair_bonus:,} at this table, "
            f"got {shown(args.pair_bonus)}"
        )
    bar = ProgressBar("sessions", show and args.sessions * 50 >= LONG_RUN)
    try:
        return simulate_sessions(
            table,
            args.bankroll,
            bet,
            rng,
            pair_bonus=args.pair_bonus,
            sessions=args.sessions,
            max_rounds=args.max_rounds,
            progress=bar,
        )
    except ValueError as exc:
        raise UserError(f"--bankroll/--bet: {exc}") from None
    finally:
        bar.close()


def simulate_command(args: argparse.Namespace, show: bool) -> int:
    table = catalog.load(args.paytable)
    if args.bankroll is None and args.bet is not None:
        raise UserError("--bet needs --bankroll: sessions start from a bankroll")
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    rng = random.Random(seed)
    result, setup, playing = _timed_simulate(table, args.hands, rng, show)
    sessions = _run_sessions(table, args, rng, show) if args.bankroll is not None else None
    if args.json:
        data: dict[str, Any] = {
            "paytable": table.name,
            "key": table.key,
            "seed": seed,
            "rounds": result.rounds,
            "ante": _estimate_json(result.ante),
            "pair_bonus": _estimate_json(result.pair_bonus),
            "outcomes": {k: v / result.rounds for k, v in result.outcomes.items()},
            "seconds": playing,
            "setup_seconds": setup,
        }
        if sessions is not None:
            data["sessions"] = _sessions_json(sessions)
        print(json.dumps(data, indent=2))
        return 0
    rate = result.rounds / playing if playing > 0 else float("inf")
    lines = [
        f"{table.name}: {result.rounds:,} rounds with the optimal strategy (seed {seed}), "
        f"{playing:.3f} s ({rate:,.0f} rounds/s) after {setup:.3f} s of setup",
        "  Result per unit stake; the exact value should lie inside the 95% interval 19 times in 20.",
        _estimate_text("Ante game", result.ante),
        _estimate_text("Pair Bonus", result.pair_bonus),
        "  Outcomes    "
        + "   ".join(f"{k.replace('_', ' ')} {v / result.rounds * 100:.2f}%" for k, v in result.outcomes.items()),
    ]
    if sessions is not None:
        lines += ["", *_sessions_text(sessions)]
    print("\n".join(lines))
    return 0
