"""A paytable being edited: every rule, payout and limit as a field that steps up or down.

Each change is written out as the TOML file it would be and read back through the paytable
loader, so a table the editor accepts is exactly one the game can load, and a change the loader
would refuse is refused with the loader's own one-line message. The figures of the edited table
come from the fast exact analysis (`Figures`), all of them within a frame.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from casino_brag.engine.casino.analysis.charts import Bar, Swing, net_distribution, strategy_points, tornado
from casino_brag.engine.casino.analysis.counts import QUALIFIER_NAMES
from casino_brag.engine.casino.analysis.exact import Analysis, analyse
from casino_brag.engine.casino.analysis.par import Par, par_sheet
from casino_brag.engine.casino.analysis.variants import PAY_SECTIONS, payout, with_payout
from casino_brag.engine.casino.paytable import PAY_KEYS, Paytable, PaytableError, Qualifier, parse_paytable
from casino_brag.engine.casino.paytable_toml import paytable_toml
from casino_brag.ui.core.text import percent, tr

RULE_FIELDS = (
    "rules.play_multiplier",
    "rules.dealer_qualifies",
    "rules.tie",
    "rules.ante_if_dealer_not_qualify",
    "rules.fold_forfeits_pair_bonus",
)
LIMIT_FIELDS = ("limits.min_ante", "limits.max_ante", "limits.max_pair_bonus")
PAYOUT_FIELDS = tuple(f"{section}.{key}" for section in PAY_SECTIONS for key in PAY_KEYS)
FIELDS = (*RULE_FIELDS, *LIMIT_FIELDS, *PAYOUT_FIELDS)
CHOICES = {
    "rules.dealer_qualifies": QUALIFIER_NAMES,
    "rules.tie": ("push", "dealer"),
    "rules.ante_if_dealer_not_qualify": ("win", "push"),
    "rules.fold_forfeits_pair_bonus": ("false", "true"),
}


@dataclass(frozen=True)
class Figures:
    """Everything the editor shows of a table: the analysis, its PAR sheet and the chart data."""

    analysis: Analysis
    par: Par
    distribution: tuple[Bar, ...]
    strategy: tuple[tuple[float, bool], ...]
    swings: tuple[Swing, ...]


def figure_tiles(analysis: Analysis) -> list[tuple[str, str]]:
    """The headline figures as (label, value) tiles, shared by the Paytables screen and the editor."""
    ante, bonus = analysis.ante, analysis.pair_bonus
    return [
        (tr("paytables.ante_rtp"), percent(ante.rtp, 3)),
        (tr("paytables.house_edge"), percent(ante.house_edge, 3)),
        (tr("paytables.risk"), percent(ante.element_of_risk, 3)),
        (tr("paytables.play_rate"), percent(ante.play_rate, 1)),
        (tr("paytables.bonus_rtp"), percent(bonus.rtp, 3)),
        (tr("paytables.bonus_edge"), percent(bonus.house_edge, 3)),
    ]


def figures(table: Paytable) -> Figures:
    """The exact figures and charts of a table (a few tens of milliseconds at most)."""
    analysis = analyse(table)
    par = par_sheet(table)
    return Figures(analysis, par, net_distribution(par), strategy_points(analysis), tornado(table))


class Draft:
    """The table being edited, with the last refused change's message."""

    def __init__(self, table: Paytable) -> None:
        name = table.name if table.name.endswith("(edited)") else f"{table.name} (edited)"
        self.table = table._replace(name=name[:200], key=_slug(name), source=f"{_slug(name)}.toml")
        self.problem = ""
        self.saved: Path | None = None

    def value(self, field: str) -> str:
        """A field's value as shown: "—" for a payout the table does not list."""
        table = self.table
        section, _, key = field.partition(".")
        if section == "rules":
            rules = table.rules
            values = {
                "play_multiplier": str(rules.play_multiplier),
                "dealer_qualifies": rules.dealer_qualifies.text,
                "tie": rules.tie,
                "ante_if_dealer_not_qualify": rules.ante_if_dealer_not_qualify,
                "fold_forfeits_pair_bonus": "true" if rules.fold_forfeits_pair_bonus else "false",
            }
            return values[key]
        if section == "limits":
            return str(getattr(table.limits, key))
        odds = payout(table, field)
        return "—" if odds is None else f"{float(odds):g}"

    def step(self, field: str, direction: int, fine: bool = False) -> bool:
        """Move a field one step (payouts by 1, or ½ when `fine`; limits by 1, or 10 when `fine`).
        False, with `problem` set to the loader's message, when the result is not a valid table."""
        section, _, key = field.partition(".")
        if section == "rules":
            return self._try(lambda: self._rule(key, direction))
        if section == "limits":
            return self._try(lambda: self._limit(key, direction * (10 if fine else 1)))
        odds = payout(self.table, field)
        size = Fraction(1, 2) if fine else Fraction(1)
        if odds is None:
            moved: Fraction | None = Fraction(0) if direction > 0 else None
        elif odds == 0 and direction < 0:
            moved = None
        else:
            moved = max(odds + direction * size, Fraction(0))
        return self._try(lambda: with_payout(self.table, field, moved))

    def clear(self, field: str) -> bool:
        """Stop listing a payout (Delete)."""
        if field.partition(".")[0] not in PAY_SECTIONS:
            return False
        return self._try(lambda: with_payout(self.table, field, None))

    def _limit(self, key: str, amount: int) -> Paytable:
        limits = self.table.limits
        if key == "min_ante":
            limits = limits._replace(min_ante=limits.min_ante + amount)
        elif key == "max_ante":
            limits = limits._replace(max_ante=limits.max_ante + amount)
        else:
            limits = limits._replace(max_pair_bonus=limits.max_pair_bonus + amount)
        return self.table._replace(limits=limits)

    def _rule(self, key: str, direction: int) -> Paytable:
        rules = self.table.rules
        if key == "play_multiplier":
            return self.table._replace(rules=rules._replace(play_multiplier=rules.play_multiplier + direction))
        field = f"rules.{key}"
        options = CHOICES[field]
        now = options.index(self.value(field))
        chosen = options[(now + direction) % len(options)]
        if key == "dealer_qualifies":
            return self.table._replace(rules=rules._replace(dealer_qualifies=Qualifier.parse(chosen)))
        if key == "tie":
            return self.table._replace(rules=rules._replace(tie="push" if chosen == "push" else "dealer"))
        if key == "ante_if_dealer_not_qualify":
            return self.table._replace(
                rules=rules._replace(ante_if_dealer_not_qualify="win" if chosen == "win" else "push")
            )
        return self.table._replace(rules=rules._replace(fold_forfeits_pair_bonus=chosen == "true"))

    def _try(self, make: Callable[[], Paytable]) -> bool:
        """Accept the changed table only if its file reads back through the loader."""
        try:
            text = toml_text(make())
            read = parse_paytable(text.encode(), source=self.table.source, key=self.table.key)
        except PaytableError as exc:
            self.problem = str(exc)
            return False
        except ValueError as exc:  # a rule value no file can hold (a play multiplier of 0)
            self.problem = f"{self.table.source}: {exc}"
            return False
        self.table = read._replace(source=self.table.source)
        self.problem = ""
        self.saved = None
        return True

    def save(self, folder: Path) -> Path:
        """Write the table into `folder` (created if missing) under a name not yet taken."""
        folder.mkdir(parents=True, exist_ok=True)
        stem = _slug(self.table.name)
        path = folder / f"{stem}.toml"
        n = 2
        while path.exists():
            path = folder / f"{stem}-{n}.toml"
            n += 1
        path.write_text(toml_text(self.table), encoding="utf-8")
        self.saved = path
        return path


def toml_text(table: Paytable) -> str:
    return paytable_toml(table, "Made in the casino_brag paytable editor.")


def _slug(name: str) -> str:
    """A file name from a table's name: "Standard (edited)" → "standard-edited"."""
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return slug[:60] or "paytable"
