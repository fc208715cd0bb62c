"""The fields inside a saved hand's or session's JSON, read as strictly as a paytable is.

Each field a reader uses has a shape: chips are whole numbers in range, cards are card text, a
name is short text, a list holds items of one shape. A field whose value has another shape is
left out when the row is read (so no screen or report meets a value of the wrong kind), and the
row counts as damaged, so the save's opening notice names it. Fields no reader uses pass as they
are. A Pub Brag session's resumable record is checked in full when it is resumed (checkpoint.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from casino_brag.engine.casino.settlement import Bet, Result
from casino_brag.engine.hands import Category

Check = Callable[[object], bool]

MAX_CHIPS = 10**12
"""More chips than any bankroll, stake or payout can honestly reach."""

_CARDS = re.compile(r"(?:(?:[2-9TJQKA][shdc]|X[12])(?: (?:[2-9TJQKA][shdc]|X[12]))*)?")
_ODDS = re.compile(r"[0-9]{1,9}(?:/[1-9][0-9]{0,8})?")
_SHORT = 200
"""Longer than any name, table title or outcome the game writes."""


def whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_CHIPS


def signed(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and -MAX_CHIPS <= value <= MAX_CHIPS


def flag(value: object) -> bool:
    return isinstance(value, bool)


def words(value: object) -> bool:
    return isinstance(value, str) and len(value) <= _SHORT and "\x00" not in value


def prose(value: object) -> bool:
    return isinstance(value, str) and len(value) <= 4096 and "\x00" not in value


def cards(value: object) -> bool:
    return isinstance(value, str) and len(value) <= 3 * 54 and _CARDS.fullmatch(value) is not None


def one_of(*allowed: str) -> Check:
    def ok(value: object) -> bool:
        return isinstance(value, str) and value in allowed

    return ok


def odds(value: object) -> bool:
    """Odds to 1 as the game writes them: a whole number or a fraction, "3" or "5/2"."""
    return isinstance(value, str) and _ODDS.fullmatch(value) is not None


def list_of(check: Check, most: int = 64) -> Check:
    def ok(value: object) -> bool:
        return isinstance(value, list) and len(value) <= most and all(check(v) for v in value)

    return ok


def table_of(check: Check) -> Check:
    """An object of names (short text) to values of one shape."""

    def ok(value: object) -> bool:
        return isinstance(value, Mapping) and len(value) <= 16 and all(words(k) and check(v) for k, v in value.items())

    return ok


def fields(shape: Mapping[str, Check]) -> Check:
    """An object whose known fields, where present, have their shapes."""

    def ok(value: object) -> bool:
        return isinstance(value, Mapping) and not bad_fields(shape, value)

    return ok


def bad_fields(shape: Mapping[str, Check], value: Mapping[str, Any]) -> list[str]:
    """The known fields of `value` whose values do not have their shapes."""
    return [name for name, check in shape.items() if name in value and not check(value[name])]


HAND_NAME = fields({"name": words, "category": one_of(*(c.key for c in Category)), "pattern": words})
LINE = fields(
    {
        "bet": one_of(*(b.value for b in Bet)),
        "stake": whole,
        "result": one_of(*(r.value for r in Result)),
        "odds": odds,
        "net": signed,
        "returned": whole,
        "reason": prose,
    }
)
MOVE = fields({"seat": whole, "act": words, "amount": whole, "hand": words, "cards": cards})

HAND_DETAIL: dict[str, dict[str, Check]] = {
    "casino": {
        "paytable_name": words,
        "practice": flag,
        "table": fields({"dealer": cards, "paytable": lambda v: prose(v) and bool(v)}),
        "player_hand": HAND_NAME,
        "dealer_hand": HAND_NAME,
        "dealer_qualifies": flag,
        "played": flag,
        "net": signed,
        "lines": list_of(LINE, 8),
    },
    "pub": {
        "hand": whole,
        "players": whole,
        "how": words,
        "pot": whole,
        "winner": words,
        "won": whole,
        "put_in": whole,
        "shown": table_of(cards),
        "variant": words,
        "names": list_of(words, 8),
        "winners": list_of(words, 8),
        "community": cards,
        "moves": list_of(MOVE, 10_000),
    },
}
"""The fields of a hand's detail, by game."""

AWAY_HAND = fields({"category": one_of(*(c.key for c in Category)), "ranks": list_of(words, 5), "wilds": whole})
AWAY_POT = fields({"pot": whole, "seat": whole, "amount": whole, "hand": AWAY_HAND})
AWAY = fields({"hand": whole, "how": words, "pots": list_of(AWAY_POT, 32), "carried": whole, "chips": whole})
"""A hand played out after you left it (save/away.py)."""

STATS = {"hands": whole, "won": whole, "biggest_pot": whole, "net": signed}
STANDING = fields({"place": whole, "name": words, "chips": whole, "net": signed, "you": flag, "owes": whole})
SESSION_DETAIL: dict[str, Check] = {
    "format": words,
    "setup": lambda v: isinstance(v, Mapping),
    "stats": fields(STATS),
    "record": lambda v: isinstance(v, Mapping),
    "away": AWAY,
}
SESSION_RESULT: dict[str, Check] = {
    **STATS,
    "reason": words,
    "chips": whole,
    "place": whole,
    "players": whole,
    "standings": list_of(STANDING, 8),
}


def clean(shape: Mapping[str, Check] | None, value: dict[str, Any]) -> dict[str, Any]:
    """`value` without the known fields whose values do not have their shapes."""
    bad = bad_fields(shape, value) if shape else []
    return {k: v for k, v in value.items() if k not in bad} if bad else value
