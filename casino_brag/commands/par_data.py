"""A PAR sheet as data and as text: the sections of `casino-brag par`, for its table, JSON and CSV.

Each section is a list of rows with the same columns. Numbers are exact where they can be:
combinations are integers, and every rate is given as a float with its exact "n/d" fraction
beside it in JSON.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any

from casino_brag.commands.speech import fmt, pct, say, says
from casino_brag.commands.speech_hands import bet, outcome, par_hands, strategy_words
from casino_brag.engine.casino.analysis.classes import DEALER_HANDS, PLAYER_HANDS
from casino_brag.engine.casino.analysis.par import DEALS, OUTCOME_TITLES, BetSummary, Par, ParLine

LINE_COLUMNS = ("outcome", "hands", "combinations", "of", "probability", "net", "contribution")
SUMMARY_COLUMNS = (
    "bet",
    "rtp",
    "house_edge",
    "hit_frequency",
    "std_dev",
    "volatility_index",
    "element_of_risk",
    "largest_win",
    *(f"range_{n}_{end}" for n in (1_000, 10_000, 100_000) for end in ("low", "high")),
)


def exact(rate: Fraction) -> str:
    return f"{rate.numerator}/{rate.denominator}"


def sections(par: Par) -> dict[str, tuple[ParLine, ...]]:
    """The line sections a table has, in report order (Ante Bonus and Play at odds only when listed)."""
    found = {"ante": par.ante, "ante_bonus": par.ante_bonus, "play_odds": par.play_odds, "pair_bonus": par.pair_bonus}
    return {name: lines for name, lines in found.items() if lines or name in ("ante", "pair_bonus")}


def section_title(name: str) -> str:
    """A section's heading: "Pair Bonus (per unit bet), out of 22,100 hands"."""
    return say(f"cli.par.section.{name}", players=fmt(PLAYER_HANDS), dealers=fmt(DEALER_HANDS))


def line_row(line: ParLine) -> dict[str, Any]:
    return {
        "outcome": OUTCOME_TITLES.get(line.outcome, line.outcome.capitalize()),
        "hands": line.hands,
        "combinations": line.combinations,
        "of": line.of,
        "probability": float(line.probability),
        "net": float(line.net),
        "contribution": float(line.contribution),
        "exact": {
            "probability": exact(line.probability),
            "net": exact(line.net),
            "contribution": exact(line.contribution),
        },
    }


def summary_row(summary: BetSummary) -> dict[str, Any]:
    rates = {"rtp": summary.rtp, "house_edge": summary.house_edge, "hit_frequency": summary.hit_frequency}
    if summary.element_of_risk is not None:
        rates["element_of_risk"] = summary.element_of_risk
    rates["variance"] = summary.variance
    rates["largest_win"] = summary.largest_win
    return {
        "bet": summary.name,
        **{k: float(v) for k, v in rates.items()},
        "element_of_risk": float(summary.element_of_risk) if summary.element_of_risk is not None else None,
        "std_dev": summary.std_dev,
        "volatility_index": summary.volatility_index,
        "ranges_95": [{"rounds": r.rounds, "low": r.low, "high": r.high} for r in summary.ranges],
        "exact": {k: exact(v) for k, v in rates.items()},
    }


def par_json(par: Par, source: str) -> dict[str, Any]:
    """The whole sheet as JSON data (see README, "Paytable analysis")."""
    table = par.paytable
    data: dict[str, Any] = {
        "paytable": table.name,
        "key": table.key,
        "source": source,
        "deals": DEALS,
        "player_hands": PLAYER_HANDS,
        "strategy": par.analysis.strategy.words,
    }
    for name, lines in sections(par).items():
        data[name] = [line_row(line) for line in lines]
    data["totals"] = {
        name: {
            "combinations": sum(line.combinations for line in lines),
            "contribution": float(total := sum((line.contribution for line in lines), Fraction(0))),
            "exact": {"contribution": exact(total)},
        }
        for name, lines in sections(par).items()
    }
    data["summary"] = [summary_row(s) for s in par.summary]
    return data


def csv_rows(par: Par) -> dict[str, list[list[object]]]:
    """One table per section (header first): the lines with exact fractions, and the summary."""
    out: dict[str, list[list[object]]] = {}
    for name, lines in sections(par).items():
        rows: list[list[object]] = [[*LINE_COLUMNS, "probability_exact", "net_exact", "contribution_exact"]]
        for line in lines:
            row = line_row(line)
            rows.append([*(row[c] for c in LINE_COLUMNS), *row["exact"].values()])
        out[name] = rows
    rows = [list(SUMMARY_COLUMNS)]
    for s in par.summary:
        ranges = [x for r in s.ranges for x in (r.low, r.high)]
        eor = float(s.element_of_risk) if s.element_of_risk is not None else ""
        rows.append(
            [
                s.name,
                float(s.rtp),
                float(s.house_edge),
                float(s.hit_frequency),
                s.std_dev,
                s.volatility_index,
                eor,
                float(s.largest_win),
                *ranges,
            ]
        )
    out["summary"] = rows
    return out


def par_text(par: Par) -> str:
    """The sheet as aligned tables for a terminal."""
    table = par.paytable
    strategy = strategy_words(par.analysis.strategy)
    out = [say("cli.par.title", name=table.name, key=table.key, strategy=strategy)]
    columns = ("outcome", "hands", "combinations", "probability", "net", "contribution")
    total_word = say("cli.par.total")
    for name, lines in sections(par).items():
        rows: list[tuple[str, ...]] = [tuple(say(f"cli.par.column.{c}") for c in columns)]
        for line in lines:
            row = line_row(line)
            rows.append(
                (
                    outcome(line.outcome),
                    par_hands(line.hands),
                    fmt(line.combinations),
                    fmt(row["probability"], ".8f"),
                    _signed(line.net),
                    fmt(row["contribution"], "+.8f"),
                )
            )
        total = sum((line.contribution for line in lines), Fraction(0))
        combinations = fmt(sum(line.combinations for line in lines))
        rows.append((total_word, "", combinations, fmt(1, ".8f"), "", fmt(float(total), "+.8f")))
        if name in ("ante_bonus", "play_odds"):
            rows[-1] = (total_word, "", "", "", "", fmt(float(total), "+.8f"))
        out += ["", section_title(name), *_aligned(rows)]
    out += ["", say("cli.par.summary", share=pct(0.95, 0))]
    rows = [("", *(bet(s.name) for s in par.summary))]  # the same name, a new table
    figures: list[tuple[str, Callable[[BetSummary], str]]] = [
        ("rtp", lambda s: pct(s.rtp)),
        ("house_edge", lambda s: pct(s.house_edge)),
        ("hit_frequency", lambda s: pct(s.hit_frequency)),
        ("std_dev", lambda s: fmt(s.std_dev, ".4f")),
        ("volatility", lambda s: fmt(s.volatility_index, ".4f")),
        ("risk", lambda s: "" if s.element_of_risk is None else pct(s.element_of_risk)),
        ("largest_win", lambda s: say("cli.par.to_one", odds=_signed(s.largest_win))),
    ]
    for label, show in figures:
        rows.append((say(f"cli.par.{label}"), *(show(s) for s in par.summary)))
    for i, n in enumerate(par.summary[0].ranges):
        rows.append(
            (
                says("cli.par.rounds", n.rounds, count=fmt(n.rounds)),
                *(
                    say("cli.par.range", low=fmt(s.ranges[i].low, "+,.1f"), high=fmt(s.ranges[i].high, "+,.1f"))
                    for s in par.summary
                ),
            )
        )
    out += _aligned(rows)
    return "\n".join(out)


def _signed(value: Fraction) -> str:
    if value == 0:
        return "0"
    return fmt(value.numerator, "+d") if value.denominator == 1 else fmt(float(value), "+.4f")


def _aligned(rows: Sequence[tuple[str, ...]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = []
    for r in rows:
        cells = [c.ljust(w) if i < 2 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths, strict=True))]
        lines.append("  " + "  ".join(cells).rstrip())
    return lines
