"""What `rtp`, `strategy` and `paytables` print: plain text for people, JSON for programs.

Rates in JSON are fractions (0.0335…), never percents, and each figure also comes as an exact
"numerator/denominator" string under "exact", so an analyst can check the arithmetic.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from casino_brag.commands.speech import fmt, pct, say
from casino_brag.commands.speech_hands import chart, hand, qualifier, strategy_words, suits
from casino_brag.engine.casino.analysis.exact import Analysis
from casino_brag.engine.casino.analysis.strategy import HandDecision, Strategy
from casino_brag.engine.casino.paytable import Paytable


def percent(rate: Fraction | float, places: int = 4) -> str:
    return pct(rate, places)


def exact(rate: Fraction) -> str:
    return f"{rate.numerator}/{rate.denominator}"


def rules_text(paytable: Paytable) -> str:
    rules = paytable.rules
    parts = [
        say("cli.rules.play", multiplier=rules.play_multiplier),
        say("cli.rules.always_qualifies")
        if rules.dealer_qualifies.kind == "none"
        else say("cli.rules.qualifies", words=qualifier(rules.dealer_qualifies)),
        say("cli.rules.ties_push") if rules.tie == "push" else say("cli.rules.ties_dealer"),
        say("cli.rules.ante_wins") if rules.ante_if_dealer_not_qualify == "win" else say("cli.rules.ante_pushes"),
    ]
    if rules.fold_forfeits_pair_bonus:
        parts.append(say("cli.rules.forfeit"))
    return "; ".join(parts)


def rtp_text(analysis: Analysis) -> str:
    table, ante, pair = analysis.paytable, analysis.ante, analysis.pair_bonus
    out = ante.outcomes
    labels = [say(f"cli.rtp.{name}") for name in ("rules", "ante", "outcomes", "pair", "strategy")]
    width = max(13, *(len(label) + 2 for label in labels))
    rules, ante_game, outcomes, pair_bonus, strategy = (f"  {label:<{width}}" for label in labels)
    lines = [
        f"{table.name} ({table.key})" + (f": {table.description}" if table.description else ""),
        f"{rules}{rules_text(table)}",
        ante_game
        + say(
            "cli.rtp.ante_figures",
            edge=percent(ante.house_edge),
            rtp=percent(ante.rtp),
            risk=percent(ante.element_of_risk),
        ),
        " " * (width + 2)
        + say(
            "cli.rtp.ante_more",
            rate=percent(ante.play_rate),
            std=fmt(ante.std_dev, ".4f"),
            bet=fmt(float(ante.average_bet), ".4f"),
        ),
        outcomes
        + say(
            "cli.rtp.outcome_figures",
            fold=percent(out.fold, 2),
            not_qualify=percent(out.dealer_not_qualify, 2),
            win=percent(out.win, 2),
            lose=percent(out.lose, 2),
            tie=percent(out.tie, 2),
        ),
        pair_bonus
        + say(
            "cli.rtp.pair_figures", edge=percent(pair.house_edge), rtp=percent(pair.rtp), std=fmt(pair.std_dev, ".4f")
        )
        + ("   " + say("cli.rtp.lost_on_fold") if pair.forfeited_on_fold else ""),
        f"{strategy}{strategy_words(analysis.strategy)}",
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
    lines = [f"{analysis.paytable.name}: {strategy_words(strategy)}", ""]
    rows = chart(strategy)
    width = max(len(hands) for hands, _ in rows)
    lines += [f"  {hands:<{width}}  {action}" for hands, action in rows]
    if full:
        head = [
            say(f"cli.strategy.column.{name}") for name in ("hand", "suits", "hands", "ev_play", "ev_fold", "decision")
        ]
        lines += ["", f"  {head[0]:<32} {head[1]:<32} {head[2]:>5} {head[3]:>9} {head[4]:>8}  {head[5]}"]
        for d in strategy.decisions:
            c = d.hand_class
            lines.append(
                f"  {hand(c.value):<32} {suits(c):<32} {fmt(c.weight, 'd'):>5} {fmt(float(d.ev_play), '+.4f'):>9} "
                f"{fmt(float(d.ev_fold), '+.4f'):>8}  {say('cli.strategy.PLAY' if d.play else 'cli.strategy.fold')}"
            )
    else:
        lines += ["", "  " + say("cli.strategy.near")]
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
        ev = fmt(float(low), "+.4f")
        if low != high:
            ev = say("cli.strategy.ev_range", low=ev, high=fmt(float(high), "+.4f"))
        plays = {d.play for d in group}
        action = say(
            "cli.strategy.PLAY"
            if plays == {True}
            else "cli.strategy.fold"
            if plays == {False}
            else "cli.strategy.depends"
        )
        rows.append((hand(group[0].value), say("cli.strategy.near_row", ev=ev, fold=fmt(-1.0, ".4f"), action=action)))
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
    rows = [
        tuple(
            say(f"cli.paytables.{name}")
            for name in ("name", "table", "ante_edge", "ante_rtp", "risk", "pair_edge", "strategy")
        )
    ]
    for a in analyses:
        rows.append(
            (
                a.paytable.key,
                a.paytable.name,
                percent(a.ante.house_edge),
                percent(a.ante.rtp),
                percent(a.ante.element_of_risk),
                percent(a.pair_bonus.house_edge),
                strategy_words(a.strategy),
            )
        )
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join("  ".join(cell.ljust(w) for cell, w in zip(r, widths, strict=True)).rstrip() for r in rows)
