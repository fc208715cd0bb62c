"""Numbers as each language writes them: digit grouping, decimal mark and percent sign from CLDR
(through Babel), so 1,250 reads 1.250 in German and 1 250 in Russian."""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from babel import Locale
from babel.numbers import format_decimal, format_percent

from casino_brag.ui.core.language import current

MINUS = "\u2212"
_UNDRAWN_SPACES = str.maketrans({"\u00a0": " ", "\u202f": " "})
"""No-break spaces CLDR puts in numbers, which the bundled font cannot draw."""


@cache
def _decimal(value: int | float, code: str, pattern: str | None) -> str:
    return str(format_decimal(value, format=pattern, locale=code)).translate(_UNDRAWN_SPACES)


def decimal(value: int | float, pattern: str | None = None) -> str:
    """`value` in the current language's digits, by a CLDR number pattern ("#,##0.##")."""
    return _decimal(value, current(), pattern)


def fixed(value: float, places: int, *, sign: bool = False) -> str:
    """`value` with `places` decimals in the current language: 0.125 / 0,125; with `sign`, +0.125
    or −0.125 (a true minus sign)."""
    body = decimal(abs(value), "#,##0." + "0" * places)
    if value < 0 and round(abs(value), places) != 0:
        return MINUS + body
    return ("+" + body) if sign and value >= 0 else body


def number(value: int | float) -> str:
    """A count or amount in the current language's digits: 1,250 / 1.250 / 1 250."""
    return _decimal(value, current(), None)


def chips(amount: int) -> str:
    """1,250 (in English; 1.250 in German)"""
    return number(amount) if amount >= 0 else MINUS + number(-amount)


def signed(amount: int) -> str:
    """+1,250, 0 or −40 (a true minus sign, which the font has)."""
    return f"+{number(amount)}" if amount > 0 else chips(amount)


@cache
def _percent_pattern(code: str, places: int) -> str:
    """The language's percent pattern ("#,##0%", "#,##0 %") with `places` decimals."""
    pattern = str(Locale.parse(code).percent_formats[None].pattern)
    return pattern.replace("#,##0", "#,##0." + "0" * places if places else "#,##0", 1)


def percent(rate: Fraction | float | None, places: int = 2, *, sign: bool = False) -> str:
    if rate is None:
        return "-"
    value = float(rate)
    body = str(format_percent(abs(value), format=_percent_pattern(current(), places), locale=current()))
    body = body.translate(_UNDRAWN_SPACES)
    if value < 0 and round(abs(value) * 100, places) != 0:
        return MINUS + body
    return ("+" + body) if sign and value > 0 else body
