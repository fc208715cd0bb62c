"""`casino-brag solve P --target-rtp R --vary KEY …`: payout values that bring a bet's return to R.

The varied payouts are named as in the file ("pair_bonus.flush", "ante_bonus.run"); they all
move one bet's return, the Pair Bonus's or the Ante game's, and R is that bet's target. The best
few candidates are shown with their exact return; `--write FILE` saves the best as a paytable.
"""

from __future__ import annotations

import argparse
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

from casino_brag.commands.speech import fmt, pct, say
from casino_brag.errors import UserError

if TYPE_CHECKING:
    from casino_brag.engine.casino.analysis.solve import Solution


def add_arguments(name: str, parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paytable", metavar="P", help="a shipped paytable's name or a path")
    parser.add_argument(
        "--target-rtp", required=True, metavar="R", help="the return to reach: a fraction (0.97) or a percent (97%%)"
    )
    parser.add_argument(
        "--vary",
        action="append",
        required=True,
        metavar="KEY",
        help="a payout to change, as section.hand (pair_bonus.flush, ante_bonus.run, play_odds.prial); up to 3",
    )
    parser.add_argument("--step", choices=("1", "0.5"), default="1", help="payout values in whole units or halves")
    parser.add_argument("--write", metavar="FILE", help="save the best candidate as a paytable file")
    parser.add_argument("--json", action="store_true", help="print machine-readable JSON")


def target_rtp(text: str) -> Fraction:
    """ "0.97" or "97%" as an exact fraction; anything else is a one-line mistake."""
    raw = text.strip()
    percent = raw.endswith("%")
    try:
        value = Fraction(raw[:-1] if percent else raw)
    except (ValueError, ZeroDivisionError):
        raise UserError(say("cli.solve.target_form", text=text, percent="97%")) from None
    value = value / 100 if percent else value
    if not 0 < value <= 2:
        raise UserError(say("cli.solve.target_range", text=text, most="200%"))
    return value


def run(name: str, args: argparse.Namespace) -> int:
    from casino_brag import analysis_data, catalog
    from casino_brag.engine.casino.analysis.solve import solve

    target = target_rtp(args.target_rtp)
    out = _write_path(args.write) if args.write is not None else None
    table = catalog.load(args.paytable)
    analysis_data.install_shipped_counts()
    try:
        solution = solve(table, target, args.vary, Fraction(args.step))
    except ValueError as exc:
        raise UserError(say("cli.solve.vary", problem=exc)) from None
    if out is not None:
        _save(solution, out, args.paytable)
    if args.json:
        import json

        print(json.dumps(solution_json(solution, args.paytable, out), indent=2, ensure_ascii=False))
    else:
        print(solution_text(solution, args.paytable, out))
    return 0


def _write_path(text: str) -> Path:
    if not text:
        raise UserError(say("cli.path.empty", flag="--write"))
    path = Path(text).expanduser()
    if path.is_dir():
        raise UserError(say("cli.path.folder", flag="--write", path=text))
    if not path.parent.is_dir():
        raise UserError(say("cli.path.no_folder", flag="--write", path=text, folder=path.parent))
    return path


def _save(solution: Solution, path: Path, source: str) -> None:

    from casino_brag.engine.casino.paytable import parse_paytable
    from casino_brag.engine.casino.paytable_toml import paytable_toml

    best = solution.candidates[0]
    changes = ", ".join(f"{key} = {float(value):g}" for key, value in best.values)
    table = best.paytable._replace(name=f"{best.paytable.name} ({changes})"[:200], description="")
    note = f"Solved from {source} for a return of {float(solution.target) * 100:.4f}%: {changes}"
    text = paytable_toml(table, note)
    read_back = parse_paytable(text.encode(), source=str(path))
    if read_back.game != best.paytable.game:
        raise AssertionError("the written paytable does not read back to the solved one")
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise UserError(say("cli.path.cannot_write", flag="--write", path=path, reason=exc.strerror or exc)) from None


def _bet_title(bet: str) -> str:
    return say("cli.bet.pair_bonus") if bet == "pair_bonus" else say("cli.bet.ante")


def solution_text(solution: Solution, source: str, written: Path | None) -> str:
    from casino_brag.commands.speech_hands import payout, strategy_words

    head = say("cli.solve.head", bet=_bet_title(solution.bet), target=pct(solution.target), source=source)
    lines = [head]
    if solution.exact is not None:
        key = solution.candidates[0].values[-1][0]
        lines.append("  " + say("cli.solve.exact", payout=payout(key), value=fmt(float(solution.exact), ".6f")))
    lines.append("")
    shown = [", ".join(f"{key} = {fmt(float(value), 'g')}" for key, value in c.values) for c in solution.candidates]
    width = max(map(len, shown), default=0)
    for rank, (c, values) in enumerate(zip(solution.candidates, shown, strict=True), 1):
        figures = say(
            "cli.solve.candidate",
            rtp=pct(c.rtp),
            edge=pct(1 - c.rtp, sign=True),
            miss=fmt(float(c.miss) * 100, "+.4f"),
            exact=f"{c.rtp.numerator}/{c.rtp.denominator}",
        )
        lines.append(f"  {rank}. {values:<{width}}  {figures}")
        lines.append("     " + say("cli.solve.strategy", words=strategy_words(c.analysis.strategy)))
    if written is not None:
        lines += ["", say("cli.solve.wrote", path=written)]
    return "\n".join(lines)


def solution_json(solution: Solution, source: str, written: Path | None) -> dict[str, Any]:
    def exact(value: Fraction) -> str:
        return f"{value.numerator}/{value.denominator}"

    return {
        "source": source,
        "bet": solution.bet,
        "target_rtp": float(solution.target),
        "exact_value": None if solution.exact is None else float(solution.exact),
        "candidates": [
            {
                "payouts": {key: float(value) for key, value in c.values},
                "rtp": float(c.rtp),
                "house_edge": float(1 - c.rtp),
                "miss": float(c.miss),
                "strategy": c.analysis.strategy.words,
                "exact": {"rtp": exact(c.rtp), "house_edge": exact(1 - c.rtp), "miss": exact(c.miss)},
            }
            for c in solution.candidates
        ],
        "exact": {
            "target_rtp": exact(solution.target),
            **({} if solution.exact is None else {"exact_value": exact(solution.exact)}),
        },
        "written": None if written is None else str(written),
    }
