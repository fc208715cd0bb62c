"""`casino-brag compare P Q …`: paytables side by side.

Each figure of the PAR summary per bet, the strategy threshold, and every rule, payout or limit
in which the tables differ.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from casino_brag.engine.casino.analysis.par import Par
    from casino_brag.engine.casino.paytable import Paytable


def add_arguments(name: str, parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paytables", nargs="+", metavar="P", help="two or more shipped paytable names or paths")
    parser.add_argument("--json", action="store_true", help="print machine-readable JSON")


def run(name: str, args: argparse.Namespace) -> int:
    from casino_brag import analysis_data, catalog
    from casino_brag.commands.speech import say
    from casino_brag.engine.casino.analysis.par import par_sheet
    from casino_brag.errors import UserError

    if len(args.paytables) < 2:
        raise UserError(say("cli.compare.two"))
    tables = [catalog.load(spec) for spec in args.paytables]
    analysis_data.install_shipped_counts()
    sheets = [par_sheet(table) for table in tables]
    if args.json:
        import json

        print(json.dumps(compare_json(sheets, args.paytables), indent=2, ensure_ascii=False))
    else:
        print(compare_text(sheets))
    return 0


def _exact(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


FIGURES: tuple[tuple[str, Callable[[Par], Fraction | float | None]], ...] = (
    ("ante_rtp", lambda p: p.summary[0].rtp),
    ("ante_house_edge", lambda p: p.summary[0].house_edge),
    ("element_of_risk", lambda p: p.summary[0].element_of_risk),
    ("play_rate", lambda p: p.analysis.ante.play_rate),
    ("ante_hit_frequency", lambda p: p.summary[0].hit_frequency),
    ("ante_std_dev", lambda p: p.summary[0].std_dev),
    ("ante_largest_win", lambda p: p.summary[0].largest_win),
    ("pair_bonus_rtp", lambda p: p.summary[1].rtp),
    ("pair_bonus_house_edge", lambda p: p.summary[1].house_edge),
    ("pair_bonus_hit_frequency", lambda p: p.summary[1].hit_frequency),
    ("pair_bonus_std_dev", lambda p: p.summary[1].std_dev),
)
"""Each figure by its JSON key (its label is the message "cli.compare.<key>")."""
RATES = {"ante_rtp", "ante_house_edge", "element_of_risk", "play_rate", "ante_hit_frequency"} | {
    "pair_bonus_rtp",
    "pair_bonus_house_edge",
    "pair_bonus_hit_frequency",
}


def settings(table: Paytable) -> dict[str, str]:
    """Every rule, payout and limit of a table as text, by its dotted name ("pair_bonus.flush")."""
    from casino_brag.engine.casino.analysis.variants import all_payout_keys, payout

    rules, limits = table.rules, table.limits
    found = {
        "rules.play_multiplier": str(rules.play_multiplier),
        "rules.dealer_qualifies": rules.dealer_qualifies.text,
        "rules.tie": rules.tie,
        "rules.ante_if_dealer_not_qualify": rules.ante_if_dealer_not_qualify,
        "rules.fold_forfeits_pair_bonus": str(rules.fold_forfeits_pair_bonus).lower(),
    }
    for key in all_payout_keys():
        odds = payout(table, key)
        found[key] = "—" if odds is None else f"{float(odds):g}"
    found |= {
        "limits.min_ante": str(limits.min_ante),
        "limits.max_ante": str(limits.max_ante),
        "limits.max_pair_bonus": str(limits.max_pair_bonus),
    }
    return found


def differences(tables: list[Paytable]) -> dict[str, list[str]]:
    """The settings in which the tables differ, each with its value in every table."""
    every = [settings(t) for t in tables]
    return {key: [s[key] for s in every] for key in every[0] if len({s[key] for s in every}) > 1}


def compare_text(sheets: list[Par]) -> str:
    from casino_brag.commands.speech import fmt, pct, say
    from casino_brag.commands.speech_hands import strategy_words, threshold

    rows: list[tuple[str, ...]] = [("", *(p.paytable.key for p in sheets))]
    for key, get in FIGURES:
        cells = []
        for p in sheets:
            value = get(p)
            if value is None:
                cells.append("")
            elif key in RATES:
                cells.append(pct(value))
            else:
                cells.append(fmt(float(value), ".4f" if "std_dev" in key else "g"))
        rows.append((say(f"cli.compare.{key}"), *cells))
    rows.append((say("cli.compare.threshold"), *(threshold(p.analysis.strategy.threshold) for p in sheets)))
    diff = differences([p.paytable for p in sheets])
    lines = _aligned(rows)
    lines += ["", say("cli.compare.differ") if diff else say("cli.compare.same")]
    if diff:
        lines += _aligned([("", *(p.paytable.key for p in sheets)), *((k, *v) for k, v in diff.items())])
    lines += [
        "",
        say("cli.compare.strategies"),
        *(f"  {p.paytable.key}: {strategy_words(p.analysis.strategy)}" for p in sheets),
    ]
    return "\n".join(lines)


def _aligned(rows: list[tuple[str, ...]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return [
        "  " + "  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths, strict=True)))
        for r in rows
    ]


def compare_json(sheets: list[Par], sources: list[str]) -> dict[str, Any]:
    """{"paytables": [...], "differences": {...}}: each table's figures (floats, with exact
    fractions under "exact"), its strategy, and the settings in which the tables differ."""
    out = []
    for p, source in zip(sheets, sources, strict=True):
        figures: dict[str, Any] = {}
        exact: dict[str, str] = {}
        for key, get in FIGURES:
            value = get(p)
            figures[key] = None if value is None else float(value)
            if isinstance(value, Fraction):
                exact[key] = _exact(value)
        strategy = p.analysis.strategy
        out.append(
            {
                "paytable": p.paytable.name,
                "key": p.paytable.key,
                "source": source,
                **figures,
                "strategy": {"threshold": strategy.threshold_text, "words": strategy.words},
                "exact": exact,
            }
        )
    return {"paytables": out, "differences": differences([p.paytable for p in sheets])}
