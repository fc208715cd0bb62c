"""`casino-brag rtp | strategy | simulate | paytables`: exact paytable analysis.

Only argparse is imported at start-up; the engine and the catalog are imported when a command
runs, and numpy only by `simulate`, so `casino-brag rtp standard` starts in a blink.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from casino_brag.commands.bounds import Bound


def __getattr__(name: str) -> Bound:
    """HANDS, BANKROLL, SESSIONS and MAX_ROUNDS, made when first asked for."""
    found = dict(zip(("HANDS", "BANKROLL", "SESSIONS", "MAX_ROUNDS"), simulate_bounds(), strict=True))
    if name in found:
        return found[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def simulate_bounds() -> tuple[Bound, Bound, Bound, Bound]:
    """The ranges of `simulate`'s counts (--hands, --bankroll, --sessions, --max-rounds), made only
    for `simulate`, so the quick reports never load them. A billion rounds take under a minute."""
    from casino_brag.commands.bounds import Bound

    return (
        Bound("--hands", 1, 1_000_000_000),
        Bound("--bankroll", 1, 1_000_000_000),
        Bound("--sessions", 1, 1_000_000),
        Bound("--max-rounds", 1, 100_000),
    )


def add_arguments(name: str, parser: argparse.ArgumentParser) -> None:
    if name == "rtp":
        parser.add_argument("paytables", nargs="+", metavar="P", help="a shipped paytable's name or a path")
        parser.add_argument("--json", action="store_true", help="print machine-readable JSON")
    elif name == "strategy":
        parser.add_argument("paytable", metavar="P", help="a shipped paytable's name or a path")
        parser.add_argument("--full", action="store_true", help="list every hand class with its EVs")
        parser.add_argument("--json", action="store_true", help="print machine-readable JSON")
    elif name == "simulate":
        hands, bankroll, session_count, max_rounds = simulate_bounds()
        parser.add_argument("paytable", metavar="P", help="a shipped paytable's name or a path")
        parser.add_argument("--hands", type=int, required=True, metavar="N", help=f"rounds to play, {hands.words}")
        parser.add_argument("--seed", type=int, metavar="S", help="seed for a reproducible run")
        parser.add_argument("--json", action="store_true", help="print machine-readable JSON")
        sessions = parser.add_argument_group("sessions (probability of doubling or going broke)")
        sessions.add_argument(
            "--bankroll", type=int, metavar="B", help=f"chips at the start of each session, {bankroll.words}"
        )
        sessions.add_argument(
            "--bet", type=int, metavar="A", help="the Ante every round, within the table's limits (default: its least)"
        )
        sessions.add_argument(
            "--pair-bonus", type=int, default=0, metavar="X", help="Pair Bonus every round, up to the table's limit"
        )
        sessions.add_argument(
            "--sessions", type=int, default=10_000, metavar="K", help=f"sessions to play, {session_count.words}"
        )
        sessions.add_argument(
            "--max-rounds", type=int, default=1_000, metavar="R", help=f"longest session, {max_rounds.words}"
        )
        parser.add_argument("--no-progress", action="store_true", help="never show the progress bar")
    elif name == "paytables":
        parser.add_argument("--json", action="store_true", help="print machine-readable JSON")


def run(name: str, args: argparse.Namespace) -> int:
    if name == "rtp":
        return _rtp(args)
    if name == "strategy":
        return _strategy(args)
    if name == "simulate":
        return _simulate(args)
    return _paytables(args)


def _print_json(data: Any) -> None:
    import json

    print(json.dumps(data, indent=2, ensure_ascii=False))


def _rtp(args: argparse.Namespace) -> int:
    from casino_brag import analysis_data, catalog
    from casino_brag.commands import analysis_report as report
    from casino_brag.engine.casino.analysis.exact import analyse

    tables = [catalog.load(spec) for spec in args.paytables]
    analysis_data.install_shipped_counts()
    analyses = [analyse(table) for table in tables]
    if args.json:  # always a list, one object per paytable in the order given
        _print_json([report.rtp_json(a, spec) for a, spec in zip(analyses, args.paytables, strict=True)])
    else:
        print("\n\n".join(report.rtp_text(a) for a in analyses))
    return 0


def _strategy(args: argparse.Namespace) -> int:
    from casino_brag import catalog
    from casino_brag.commands import analysis_report as report
    from casino_brag.engine.casino.analysis.exact import analyse

    analysis = analyse(catalog.load(args.paytable))
    if args.json:
        _print_json(report.strategy_json(analysis, args.full))
    else:
        print(report.strategy_text(analysis, args.full))
    return 0


def _paytables(args: argparse.Namespace) -> int:
    from casino_brag import catalog
    from casino_brag.commands import analysis_report as report
    from casino_brag.engine.casino.analysis.exact import analyse

    analyses = [analyse(table) for table in catalog.load_shipped()]
    if args.json:
        _print_json([report.rtp_json(a, a.paytable.key) for a in analyses])
    else:
        print(report.paytables_text(analyses))
    return 0


def _simulate(args: argparse.Namespace) -> int:
    from casino_brag.commands.analysis_simulate import simulate_command

    values = (args.hands, args.bankroll, args.sessions, args.max_rounds)
    for bound, value in zip(simulate_bounds(), values, strict=True):
        bound.check(value)
    show = not args.no_progress and sys.stderr.isatty()
    return simulate_command(args, show)
