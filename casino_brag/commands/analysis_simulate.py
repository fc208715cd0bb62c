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
from casino_brag.commands.speech import english, fmt, pct, say, says
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
    bar = ProgressBar(say("cli.progress.simulating"), show and rounds >= LONG_RUN)
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


def _estimate_text(name: str, estimate: Estimate, width: int = 11) -> str:
    figures = say(
        "cli.simulate.estimate_inside" if estimate.agrees else "cli.simulate.estimate_outside",
        mean=pct(estimate.mean, sign=True),
        margin=pct(estimate.half_width),
        exact=pct(estimate.exact, sign=True),
        share=pct(0.95, 0),
    )
    return f"  {name:<{width}} {figures}"


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
    stake = say("cli.simulate.ante", ante=fmt(o.ante, "d"))
    if o.pair_bonus:
        stake += say("cli.simulate.pair_bonus", pair_bonus=fmt(o.pair_bonus, "d"))
    labels = [say(f"cli.simulate.{name}") for name in ("doubled", "broke", "neither", "average")]
    width = max(9, *map(len, labels))
    doubled, broke, neither, average = (f"  {label:<{width}}  " for label in labels)
    return [
        says("cli.simulate.sessions", o.sessions, sessions=fmt(o.sessions), bankroll=fmt(o.bankroll), stake=stake)
        + says("cli.simulate.at_most", o.max_rounds, rounds=fmt(o.max_rounds)),
        f"{doubled}{pct(o.p_doubled, 2):>7} ± {pct(o.margin(o.p_doubled), 2)}",
        f"{broke}{pct(o.p_broke, 2):>7} ± {pct(o.margin(o.p_broke), 2)}",
        f"{neither}{pct(o.p_unfinished, 2):>7}  " + says("cli.simulate.still", o.max_rounds, rounds=fmt(o.max_rounds)),
        average + say("cli.simulate.mean", rounds=fmt(o.mean_rounds, ",.1f"), chips=fmt(o.mean_final, ",.1f")),
    ]


def _run_sessions(table: Paytable, args: argparse.Namespace, rng: random.Random, show: bool) -> SessionOutcome:
    bet = args.bet if args.bet is not None else table.limits.min_ante
    limits = table.limits
    if not limits.min_ante <= bet <= limits.max_ante:
        raise UserError(say("cli.simulate.bet", low=fmt(limits.min_ante), high=fmt(limits.max_ante), got=shown(bet)))
    if not 0 <= args.pair_bonus <= limits.max_pair_bonus:
        raise UserError(
            say("cli.simulate.pair_bonus_limit", high=fmt(limits.max_pair_bonus), got=shown(args.pair_bonus))
        )
    bar = ProgressBar(say("cli.progress.sessions"), show and args.sessions * 50 >= LONG_RUN)
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
        raise UserError(say("cli.simulate.bankroll_bet", problem=exc)) from None
    finally:
        bar.close()


def simulate_command(args: argparse.Namespace, show: bool) -> int:
    table = catalog.load(args.paytable)
    if args.bankroll is None and args.bet is not None:
        raise UserError(say("cli.simulate.bet_needs_bankroll"))
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
    names = [say("cli.bet.ante"), say("cli.bet.pair_bonus"), say("cli.simulate.outcomes")]
    width = max(11, *map(len, names))
    lines = [
        f"{table.name}: "
        + says(
            "cli.simulate.head",
            result.rounds,
            rounds=fmt(result.rounds),
            seed=seed,
            seconds=fmt(playing, ".3f"),
            rate=fmt(rate, ",.0f"),
            setup=fmt(setup, ".3f"),
        ),
        "  " + say("cli.simulate.note", share=pct(0.95, 0)),
        _estimate_text(names[0], result.ante, width),
        _estimate_text(names[1], result.pair_bonus, width),
        f"  {names[2]:<{width}} "
        + "   ".join(f"{_outcome(k)} {pct(v / result.rounds, 2)}" for k, v in result.outcomes.items()),
    ]
    if sessions is not None:
        lines += ["", *_sessions_text(sessions)]
    print("\n".join(lines))
    return 0


def _outcome(key: str) -> str:
    """An outcome's name in the simulation's line: "dealer not qualify"."""
    return key.replace("_", " ") if english() else say(f"cli.simulate.outcome.{key}")
