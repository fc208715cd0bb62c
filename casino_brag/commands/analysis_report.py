"""What `rtp`, `strategy` and `paytables` print: plain text for people, JSON for programs.

Rates in JSON are fractions (0.0335…), never percents, and each figure also comes as an exact
"numerator/denominator" string under "exact", so an analyst can check the arithmetic.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from casino_brag.engine.casino.analysis.exact import Analysis
from casino_brag.engine.casino.analysis.strategy import HandDecision, Strategy
from casino_brag.engine.casino.paytable import Paytable


def percent(rate: Fraction | float, places: int = 4) -> str:
    return f"{float(rate) * 100:.{places}f}%"


def exact(rate: Fraction) -> str:
    return f"{rate.numerator}/{rate.denominator}"


def rules_text(paytable: Paytable) -> str:
    rules = paytable.rules
    parts = [
        f"Play = {rules.play_multiplier} × Ante",
        "the dealer always qualifies"
        if rules.dealer_qualifies.kind == "none"
        else f"dealer qualifies with {rules.dealer_qualifies.words}",
        "ties push" if rules.tie == "push" else "ties go to the dealer",
        "Ante pays 1 to 1 when the dealer does not qualify"
        if rules.ante_if_dealer_not_qualify == "win"
        else "Ante pushes when the dealer does not qualify",
    ]
    if rules.fold_forfeits_pair_bonus:
        parts.append("folding forfeits the Pair Bonus")
    return "; ".join(parts)


def rtp_text(analysis: Analysis) -> str:
    table, ante, pair = analysis.paytable, analysis.ante, analysis.pair_bonus
    out = ante.outcomes
    lines = [
        f"{table.name} ({table.key})" + (f": {table.description}" if table.description else ""),
        f"  Rules        {rules_text(table)}",
        f"  Ante game    house edge {percent(ante.house_edge)}   RTP {percent(ante.rtp)}   "
        f"element of risk {percent(ante.element_of_risk)}",
        f"               play rate {percent(ante.play_rate)}   std dev {ante.std_dev:.4f} per Ante   "
        f"average bet {float(ante.average_bet):.4f} Antes",
        f"  Outcomes     fold {percent(out.fold, 2)}   dealer does not qualify {percent(out.dealer_not_qualify, 2)}   "
        f"win {percent(out.win, 2)}   lose {percent(out.lose, 2)}   tie {percent(out.tie, 2)}",
        f"  Pair Bonus   house edge {percent(pair.house_edge)}   RTP {percent(pair.rtp)}   std dev {pair.std_dev:.4f}"
        + ("   (lost on a fold)" if pair.forfeited_on_fold else ""),
        f"  Strategy     {analysis.strategy.words}",
    ]
    return "\n".join(lines)


def rtp_json(analysis: Analysis, source: str) -> dict[str, Any]:
    """The analysis as JSON data, in nested sections; `source` is the paytable as the user named it."""
    return _rtp_sections(analysis, source)


def _rtp_sections(analysis: Analysis, source: str) -> dict[str, Any]:
    table, ante, pair = analysis.paytable, analysis.ante, analysis.pair_bonus
    rules = table.rules
    ante_rates = {
        "house_edge": ante.house_edge,
        "rtp": ante.rtp,
        "element_of_risk": ante.element_of_risk,
        "play_rate": ante.play_rate,
        "average_bet": ante.average_bet,
        "variance": ante.variance,
    }
    pair_rates = {"house_edge": pair.house_edge, "rtp": pair.rtp, "variance": pair.variance}
    return {
        "paytable": table.name,
        "key": table.key,
        "source": source,
        "rules": {
            "play_multiplier": rules.play_multiplier,
            "dealer_qualifies": rules.dealer_qualifies.text,
            "tie": rules.tie,
            "ante_if_dealer_not_qualify": rules.ante_if_dealer_not_qualify,
            "fold_forfeits_pair_bonus": rules.fold_forfeits_pair_bonus,
        },
        "ante": {
            **{k: float(v) for k, v in ante_rates.items()},
            "std_dev": ante.std_dev,
            "outcomes": {k: float(v) for k, v in ante.outcomes.as_dict().items()},
            "exact": {
                **{k: exact(v) for k, v in ante_rates.items()},
                "outcomes": {k: exact(v) for k, v in ante.outcomes.as_dict().items()},
            },
        },
        "pair_bonus": {
            **{k: float(v) for k, v in pair_rates.items()},
            "std_dev": pair.std_dev,
            "forfeited_on_fold": pair.forfeited_on_fold,
            "exact": {k: exact(v) for k, v in pair_rates.items()},
        },
        "strategy": strategy_summary_json(analysis.strategy),
    }


def strategy_summary_json(strategy: Strategy) -> dict[str, Any]:
    return {
        "threshold": strategy.threshold_text,
        "threshold_hand": strategy.threshold.name,
        "words": strategy.words,
        "exceptions": [decision_json(d) for d in strategy.exceptions],
    }


def decision_json(decision: HandDecision) -> dict[str, Any]:
    c = decision.hand_class
    return {
        "hand": c.value.name,
        "ranks": "-".join(r.symbol for r in c.ranks),
        "suits": c.suits,
        "example": " ".join(card.code for card in c.example),
        "hands": c.weight,
        "decision": "play" if decision.play else "fold",
        "ev_play": float(decision.ev_play),
        "ev_fold": float(decision.ev_fold),
        "exact": {"ev_play": exact(decision.ev_play), "ev_fold": exact(decision.ev_fold)},
    }


def strategy_text(analysis: Analysis, full: bool) -> str:
    strategy = analysis.strategy
    lines = [f"{analysis.paytable.name}: {strategy.words}", ""]
    width = max(len(row.hands) for row in strategy.chart())
    lines += [f"  {row.hands:<{width}}  {row.action}" for row in strategy.chart()]
    if full:
        lines += ["", f"  {'hand':<32} {'suits':<32} {'hands':>5} {'EV play':>9} {'EV fold':>8}  decision"]
        for d in strategy.decisions:
            c = d.hand_class
            lines.append(
                f"  {c.value.name:<32} {c.suits_text:<32} {c.weight:>5} {float(d.ev_play):>+9.4f} "
                f"{float(d.ev_fold):>+8.4f}  {'PLAY' if d.play else 'fold'}"
            )
    else:
        lines += ["", "  Near the threshold (EV per unit Ante; --full lists every hand):"]
        lines += [f"  {name:<32} {evs}" for name, evs in _near_threshold(strategy)]
    return "\n".join(lines)


def _near_groups(strategy: Strategy, reach: int = 3) -> list[list[HandDecision]]:
    """The decisions of the hand values just above and below the threshold, value by value."""
    by_value: dict[int, list[HandDecision]] = {}
    for d in strategy.decisions:
        by_value.setdefault(d.value.score, []).append(d)
    scores = list(by_value)
    at = scores.index(strategy.threshold.score)
    return [by_value[score] for score in scores[max(0, at - reach) : at + reach + 1]]


def _near_threshold_decisions(strategy: Strategy) -> list[HandDecision]:
    return [d for group in _near_groups(strategy) for d in group]


def _near_threshold(strategy: Strategy) -> list[tuple[str, str]]:
    """The hand values just above and below the threshold, with the EV of playing each."""
    rows = []
    for group in _near_groups(strategy):
        low, high = min(d.ev_play for d in group), max(d.ev_play for d in group)
        ev = f"{float(low):+.4f}" if low == high else f"{float(low):+.4f} to {float(high):+.4f}"
        plays = {d.play for d in group}
        action = "PLAY" if plays == {True} else "fold" if plays == {False} else "depends on suits"
        rows.append((group[0].value.name, f"play {ev}   fold -1.0000   {action}"))
    return rows


def strategy_json(analysis: Analysis, full: bool) -> dict[str, Any]:
    """What `strategy` prints, as data: the chart and the hands near the threshold, and with
    `full` every hand class with its EVs (1,755 of them)."""
    strategy = analysis.strategy
    data = {
        "paytable": analysis.paytable.name,
        "key": analysis.paytable.key,
        **strategy_summary_json(strategy),
        "chart": [{"hands": row.hands, "action": row.action} for row in strategy.chart()],
        "near_threshold": [decision_json(d) for d in _near_threshold_decisions(strategy)],
    }
    if full:
        data["hands"] = [decision_json(d) for d in strategy.decisions]
    return data


def paytables_text(analyses: list[Analysis]) -> str:
    rows = [("name", "table", "Ante edge", "Ante RTP", "risk", "Pair Bonus edge", "strategy")]
    for a in analyses:
        rows.append(
            (
                a.paytable.key,
                a.paytable.name,
                percent(a.ante.house_edge),
                percent(a.ante.rtp),
                percent(a.ante.element_of_risk),
                percent(a.pair_bonus.house_edge),
                a.strategy.words,
            )
        )
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join("  ".join(cell.ljust(w) for cell, w in zip(r, widths, strict=True)).rstrip() for r in rows)
