"""A paytable written back as a TOML file that `parse_paytable` reads to the same values.

The solver and the paytable editor save tables with it. Odds are written as whole numbers or
decimals (3, 2.5); a fraction with no finite decimal (1/3) has no exact TOML form and is refused.
"""

from __future__ import annotations

import json
from fractions import Fraction

from casino_brag.engine.casino.paytable import PayScale, Paytable


def odds_text(odds: Fraction) -> str:
    """3 → "3", 5/2 → "2.5"; ValueError for a fraction with no finite decimal."""
    if odds.denominator == 1:
        return str(odds.numerator)
    denominator = odds.denominator
    for prime in (2, 5):
        while denominator % prime == 0:
            denominator //= prime
    if denominator != 1:
        raise ValueError(f"odds of {odds} have no exact decimal form")
    text = repr(float(odds))
    if Fraction(text) != odds:
        raise ValueError(f"odds of {odds} need more digits than a decimal number holds")
    return text


def paytable_toml(paytable: Paytable, note: str = "") -> str:
    """The paytable as TOML text, with `note` as a comment line at the top when given."""
    rules = paytable.rules
    lines = [f"# {line}" for line in note.splitlines()]
    lines += [f"name = {_string(paytable.name)}"]
    if paytable.description:
        lines.append(f"description = {_string(paytable.description)}")
    lines += [
        "",
        "[rules]",
        f"play_multiplier = {rules.play_multiplier}",
        f"dealer_qualifies = {_string(rules.dealer_qualifies.text)}",
        f"tie = {_string(rules.tie)}",
        f"ante_if_dealer_not_qualify = {_string(rules.ante_if_dealer_not_qualify)}",
        f"fold_forfeits_pair_bonus = {'true' if rules.fold_forfeits_pair_bonus else 'false'}",
    ]
    for section, scale in (
        ("ante_bonus", paytable.ante_bonus),
        ("play_odds", paytable.play_odds),
        ("pair_bonus", paytable.pair_bonus),
    ):
        if section == "play_odds" and not scale:
            continue
        lines += ["", f"[{section}]", *_scale(scale)]
    limits = paytable.limits
    lines += [
        "",
        "[limits]",
        f"min_ante = {limits.min_ante}",
        f"max_ante = {limits.max_ante}",
        f"max_pair_bonus = {limits.max_pair_bonus}",
    ]
    return "\n".join(lines) + "\n"


def _scale(scale: PayScale) -> list[str]:
    return [f"{key} = {odds_text(odds)}" for key, odds in scale.odds]


def _string(text: str) -> str:
    """A TOML basic string: JSON's escaping is valid TOML for printable text."""
    return json.dumps(text, ensure_ascii=False)
