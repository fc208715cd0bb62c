"""The language the window speaks: which catalogs exist, which one the player chose or the system
asks for, and the compiled gettext catalog (`.mo`) that `text.tr` looks words up in.

Catalogs live in `locale/<code>/LC_MESSAGES/casino_brag.mo`, compiled from the `.po` files beside
them by `tools/catalogs.py`. Every message carries its key as the gettext context and its English
text as the msgid, so a missing translation falls back to English by itself.
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Callable, Mapping
from functools import cache

from casino_brag.paths import asset_dir

DOMAIN = "casino_brag"
ENGLISH = "en"
NAMES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "nl": "Nederlands",
    "fr": "Français",
    "ru": "Русский",
}
"""Each language by its own name, so a player can find theirs whatever language is showing."""
SYSTEM_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@cache
def available() -> tuple[str, ...]:
    """The languages with a compiled catalog (English always), in the order of `NAMES`."""
    try:
        folder = asset_dir("locale")
    except FileNotFoundError:
        return (ENGLISH,)
    found = {code for code in NAMES if (folder / code / "LC_MESSAGES" / f"{DOMAIN}.mo").is_file()}
    return tuple(code for code in NAMES if code == ENGLISH or code in found)


def known(code: str) -> str | None:
    """`code` ("de", "de_DE.UTF-8", "DE") as one of the available languages, or None."""
    base = code.strip().split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    return base if base in available() else None


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the system asks for (LANGUAGE, LC_ALL, LC_MESSAGES, then LANG, as gettext
    reads them), or English when it names none the game has."""
    env = os.environ if environ is None else environ
    for variable in SYSTEM_VARIABLES:
        value = env.get(variable, "")
        if not value:
            continue
        for part in value.split(":"):  # LANGUAGE may list several, best first
            if part in ("C", "POSIX"):
                return ENGLISH
            code = known(part)
            if code is not None:
                return code
        if variable != "LANGUAGE":
            return ENGLISH  # the first locale variable set decides, as in C's setlocale
    return ENGLISH


_current = [ENGLISH]
_forget: list[Callable[[], None]] = []


def use(code: str) -> None:
    """Make `code` the language the window speaks (text.use_language also loads its catalog),
    and drop every cached picture of words in the language before."""
    if code != _current[0]:
        for forget in _forget:
            forget()
    _current[0] = code


def forget_on_change(forget: Callable[[], None]) -> None:
    """Call `forget` (a cache's `cache_clear`) whenever the language changes: for caches of
    drawn words whose keys do not name the words themselves."""
    _forget.append(forget)


def current() -> str:
    return _current[0]


@cache
def translations(code: str) -> gettext.NullTranslations:
    """The compiled catalog of `code`; English needs none, since its msgids are its words."""
    if code == ENGLISH or code not in available():
        return gettext.NullTranslations()
    with (asset_dir("locale") / code / "LC_MESSAGES" / f"{DOMAIN}.mo").open("rb") as file:
        return gettext.GNUTranslations(file)
