"""The language of the command-line reports: English, exactly as it has always been printed, or
with `--lang` the chosen language's words, plural rules and number symbols.

Reports call `say(key, ...)` for a message of `commands.words`, `says(key, count, ...)` for one
whose words follow a number, and `fmt`/`pct` for figures. In English these are plain `str.format`
calls, so a report without `--lang` costs nothing more than before; the gettext catalog and Babel
are loaded only when another language is chosen. The messages share the window's catalogs
(`locale/*/LC_MESSAGES/casino_brag.po`), under keys that start with "cli.".
"""

from __future__ import annotations

from fractions import Fraction

from casino_brag.commands.words import CLI_ENGLISH, CLI_PLURALS

ENGLISH = "en"
_spoken = [ENGLISH]


def speak(code: str) -> None:
    """Make the reports speak `code` (one of the window's languages) from now on."""
    if code != ENGLISH:
        from casino_brag.ui.core.text import use_language

        use_language(code)  # the window's words too: hand names, strategy labels
    _spoken[0] = code


def language() -> str:
    return _spoken[0]


def english() -> bool:
    return _spoken[0] == ENGLISH


def say(key: str, /, **values: object) -> str:
    """The message `key` in the reports' language, its `{name}` fields filled from `values`."""
    template = CLI_ENGLISH[key]
    if _spoken[0] != ENGLISH:
        from casino_brag.ui.core.language import translations

        template = translations(_spoken[0]).pgettext(key, template)
    return template.format(**values) if values else template


def says(key: str, count: int, /, **values: object) -> str:
    """The message `key` in the plural form that `count` takes in the reports' language."""
    singular, plural = CLI_PLURALS[key]
    if _spoken[0] == ENGLISH:
        template = singular if count == 1 else plural
    else:
        from casino_brag.ui.core.language import translations

        template = translations(_spoken[0]).npgettext(key, singular, plural, count)
    return template.format(**values)


def fmt(value: float | int | Fraction, spec: str = ",") -> str:
    """`value` as `format(value, spec)` writes it in English ("+,.4f", ",", ".2f", "g", "d"),
    with the chosen language's decimal mark, grouping and minus sign otherwise."""
    if _spoken[0] == ENGLISH:
        return format(value, spec)
    from babel.numbers import format_decimal

    sign = spec.startswith("+")
    body = spec.lstrip("+")
    grouped = body.startswith(",")
    body = body.lstrip(",")
    if body.endswith("g"):
        pattern = "#,##0.######" if grouped else "0.######"
    else:
        places = int(body[1:-1]) if body.startswith(".") else 0
        pattern = ("#,##0" if grouped else "0") + ("." + "0" * places if places else "")
    number = float(value) if not isinstance(value, int) else value
    text = str(format_decimal(number, format=pattern, locale=_spoken[0]))
    return "+" + text if sign and number >= 0 else text


def pct(rate: float | Fraction, places: int = 4, *, sign: bool = False) -> str:
    """A rate as a percentage with `places` decimals: 3.3740% in English, 3,3740 % in German."""
    value = float(rate)
    if _spoken[0] == ENGLISH:
        return f"{value * 100:{'+' if sign else ''}.{places}f}%"
    from babel import Locale
    from babel.numbers import format_percent

    pattern = str(Locale.parse(_spoken[0]).percent_formats[None].pattern)
    pattern = pattern.replace("#,##0", "#,##0." + "0" * places if places else "#,##0", 1)
    text = str(format_percent(value, format=pattern, locale=_spoken[0]))
    return "+" + text if sign and value >= 0 else text
