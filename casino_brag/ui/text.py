"""Every word the game window shows, in one place, so a translation is one new catalog.

Scenes never hold display strings: they call `tr("key", name=value)`. A translation supplies a
dict with the same keys (missing keys fall back to English) and is installed with
`use_catalog`. Number formatting and hand names live here too, because languages differ on both.
The bundled font has no arrows, ticks or suit symbols: strings use plain punctuation only.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from casino_brag.engine.cards import Rank
from casino_brag.engine.hands import Category, HandValue

ENGLISH: dict[str, str] = {
    # the window
    "app.title": "Casino Brag",
    "app.subtitle": "Three Card Brag",
    "app.no_display": (
        "no display is available to open the game window; the command-line reports still work "
        "(casino-brag stats, rtp, strategy, simulate, paytables; see casino-brag --help)"
    ),
    # main menu
    "menu.casino": "Casino Brag",
    "menu.casino.hint": "You against the dealer: Ante, Pair Bonus and Play",
    "menu.pub": "Pub Brag",
    "menu.pub.hint": "Blind and open betting against computer opponents",
    "menu.pub.unavailable": "Coming in a later version",
    "menu.practice": "Practice",
    "menu.practice.hint": "The trainer shows the best play and grades each decision",
    "menu.paytables": "Paytables",
    "menu.paytables.hint": "Every table's exact return, house edge and strategy",
    "menu.rules": "Rules",
    "menu.rules.hint": "Hand ranking and how each game is played",
    "menu.statistics": "Statistics",
    "menu.statistics.hint": "Your results, the trainer's record and hand history",
    "menu.settings": "Settings",
    "menu.settings.hint": "Sound, animation, cards and table",
    "menu.quit": "Quit",
    "menu.quit.hint": "Your bankroll is saved as you play",
    "menu.bankroll": "Bankroll {chips}",
    "menu.paytable": "Paytable: {name}",
    "menu.paytable.change": "Left / Right to change",
    "menu.keys": "Up / Down and Enter, or the underlined letter",
    # common words
    "common.back": "Back",
    "common.ok": "OK",
    "common.cancel": "Cancel",
    "common.yes": "Yes",
    "common.no": "No",
    "common.on": "On",
    "common.off": "Off",
    "common.close": "Close",
    "common.chips": "{chips} chips",
    "common.esc_back": "Esc: back",
    "common.page": "Page {page} of {pages}",
    "common.prev": "Previous",
    "common.next": "Next",
    # dialogs
    "dialog.notice": "Please note",
    "dialog.error": "Something went wrong",
    "dialog.paytable_error": "That paytable cannot be used",
    "dialog.paytable_fallback": "{problem}\n\nThe table uses the standard paytable instead.",
    "dialog.pub_unavailable": "The Pub Brag table is not part of this version yet.",
    "dialog.leave_hand.title": "Leave the table?",
    "dialog.leave_hand": "Your hand is still in play. Leaving now folds it: the Ante is lost.",
    "dialog.leave_hand.fold": "Fold and leave",
    "dialog.reset.title": "Reset your bankroll?",
    "dialog.reset": "Your bankroll goes back to {chips} chips. Hand history and statistics are kept.",
    "dialog.reset.confirm": "Reset",
    "dialog.busy_store": "The save file could not be written: {problem}",
    # settings
    "settings.title": "Settings",
    "settings.sound": "Sound",
    "settings.volume": "Volume",
    "settings.animation": "Animation speed",
    "settings.animation.slow": "Slow",
    "settings.animation.normal": "Normal",
    "settings.animation.fast": "Fast",
    "settings.animation.turbo": "Turbo (instant)",
    "settings.four_colour": "Four-colour deck",
    "settings.four_colour.hint": "Clubs green and diamonds blue, so suits are told apart at a glance",
    "settings.card_back": "Card back",
    "settings.felt": "Table felt",
    "settings.felt.green": "Green",
    "settings.felt.blue": "Blue",
    "settings.felt.red": "Red",
    "settings.fullscreen": "Fullscreen",
    "settings.fullscreen.hint": "F11 switches at any time",
    "settings.hints": "Trainer hints at the practice table",
    "settings.tips": "Show tips again",
    "settings.tips.done": "Tips will show again",
    "settings.reset_bankroll": "Reset bankroll",
    "settings.data_dir": "Saved in {path}",
    "settings.keys": "Up / Down to choose, Left / Right to change, Esc to go back",
}

_catalog: dict[str, str] = dict(ENGLISH)


def use_catalog(catalog: Mapping[str, str]) -> None:
    """Install a translation; keys it lacks keep their English text."""
    unknown = set(catalog) - set(ENGLISH)
    if unknown:
        raise KeyError(f"the catalog has keys the game does not use: {', '.join(sorted(unknown))}")
    _catalog.clear()
    _catalog.update(ENGLISH)
    _catalog.update(catalog)


def tr(key: str, /, **values: object) -> str:
    """The text for `key`, with `{name}` fields filled from `values`."""
    template = _catalog[key]
    return template.format(**values) if values else template


def has(key: str) -> bool:
    return key in _catalog


# -- numbers ---------------------------------------------------------------------------------

MINUS = "\u2212"


def chips(amount: int) -> str:
    """1,250"""
    return f"{amount:,}" if amount >= 0 else f"{MINUS}{-amount:,}"


def signed(amount: int) -> str:
    """+1,250, 0 or −40 (a true minus sign, which the font has)."""
    return f"+{amount:,}" if amount > 0 else chips(amount)


def percent(rate: Fraction | float | None, places: int = 2, *, sign: bool = False) -> str:
    if rate is None:
        return "-"
    value = float(rate) * 100
    body = f"{abs(value):.{places}f}%"
    if value < 0 and round(abs(value), places) != 0:
        return MINUS + body
    return ("+" + body) if sign and value > 0 else body
