"""Saved values read as strictly as a paytable is: chips are whole numbers in range, JSON columns
parse to the shape the game wrote, and text is valid UTF-8.

A save file can be edited by hand or damaged on disk, and a value of the wrong kind must never
stop the game from opening. So reading never fails: text that is not UTF-8 comes back marked as
`Garbled`, and every reader falls back to an empty value for anything that does not pass; the
fields inside a hand's or a session's JSON have shapes too (shapes.py), and one out of shape is
left out when the row is read. When
the save opens, `damaged_history` finds the rows that did not pass, so the player is told once.
"""

from __future__ import annotations

import json
import re
import sqlite3
from typing import Any, TypeGuard

from casino_brag.save import shapes
from casino_brag.save.shapes import MAX_CHIPS as MAX_CHIPS


class Garbled(str):
    """Text whose bytes were not valid UTF-8, decoded with replacement characters: readable, so
    nothing crashes, but never accepted as a saved value."""


def decode_text(raw: bytes) -> str:
    """The connection's text factory: UTF-8, or `Garbled` text when the bytes are not UTF-8."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return Garbled(raw.decode("utf-8", "replace"))


def is_text(value: object) -> TypeGuard[str]:
    return isinstance(value, str) and not isinstance(value, Garbled)


def text(value: object, default: str = "") -> str:
    return value if is_text(value) else default


def chips(value: object, *, signed: bool = False) -> int | None:
    """A whole number of chips within 0..MAX_CHIPS (-MAX_CHIPS.. when `signed`), else None."""
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return value if (-MAX_CHIPS if signed else 0) <= value <= MAX_CHIPS else None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def parse_json(value: object) -> tuple[bool, Any]:
    """(True, value) for valid JSON text, (False, None) for anything else (NaN included)."""
    if not is_text(value):
        return False, None
    try:
        return True, json.loads(value, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        return False, None


def json_object(value: object) -> dict[str, Any]:
    """A JSON object column; {} when the text is not one."""
    ok, parsed = parse_json(value)
    return parsed if ok and isinstance(parsed, dict) else {}


def json_array(value: object) -> list[Any]:
    """A JSON array column; [] when the text is not one."""
    ok, parsed = parse_json(value)
    return parsed if ok and isinstance(parsed, list) else []


def schema_version(value: object) -> int | None:
    """The save's schema version: a positive whole number written in digits, else None."""
    if not is_text(value) or not re.fullmatch(r"[0-9]{1,9}", value):
        return None
    return int(value) or None


# -- the history, checked when the save opens -------------------------------------------------------


def _utf8(*values: object) -> int:
    for value in values:
        if isinstance(value, bytes):
            try:
                value.decode("utf-8")
            except UnicodeDecodeError:
                return 0
    return 1


def _text(raw: object) -> object:
    """A column passed to a check as bytes (so bytes that are not UTF-8 reach it), as text."""
    return decode_text(raw) if isinstance(raw, bytes) else raw


def _sound_hand(game: object, detail: object) -> int:
    """1 unless a hand's detail is a JSON object with a known field out of shape."""
    ok, parsed = parse_json(_text(detail))
    game = _text(game)
    shape = shapes.HAND_DETAIL.get(game) if isinstance(game, str) else None
    return int(not ok or not isinstance(parsed, dict) or not shape or not shapes.bad_fields(shape, parsed))


def _sound_session(detail: object, result: object) -> int:
    """1 unless a session's detail or result is a JSON object with a known field out of shape."""
    for value, shape in ((detail, shapes.SESSION_DETAIL), (result, shapes.SESSION_RESULT)):
        ok, parsed = parse_json(_text(value))
        if ok and isinstance(parsed, dict) and shapes.bad_fields(shape, parsed):
            return 0
    return 1


def hand_detail(game: str, value: object) -> dict[str, Any]:
    """A hand's detail column without the fields out of shape."""
    return shapes.clean(shapes.HAND_DETAIL.get(game), json_object(value))


def session_part(value: object, shape: dict[str, shapes.Check]) -> dict[str, Any]:
    """A session's detail or result column without the fields out of shape."""
    return shapes.clean(shape, json_object(value))


def _all_utf8(columns: str) -> str:
    return "brag_utf8(" + ", ".join(f"CAST({c} AS BLOB)" for c in columns.split()) + ")"


def _json(column: str, kind: str) -> str:
    return f"(typeof({column}) = 'text' AND CASE WHEN json_valid({column}) THEN json_type({column}) = '{kind}' END)"


_WHOLE = "(typeof({0}) = 'integer' AND {0} BETWEEN 0 AND " + str(MAX_CHIPS) + ")"
_SOUND_ROWS = {
    "hands": " AND ".join(
        (
            "typeof(game) = 'text' AND status IN ('open', 'settled', 'void') AND typeof(started_at) = 'text'",
            "typeof(finished_at) IN ('text', 'null') AND typeof(paytable) IN ('text', 'null')",
            "typeof(session_id) IN ('integer', 'null') AND typeof(player_cards) = 'text'",
            "typeof(other_cards) = 'text' AND typeof(outcome) = 'text'",
            _WHOLE.format("wagered"),
            _WHOLE.format("returned"),
            _json("detail", "object"),
            "brag_sound_hand(CAST(game AS BLOB), CAST(detail AS BLOB))",
            _json("events", "array"),
            _all_utf8("game started_at finished_at paytable player_cards other_cards outcome detail events"),
        )
    ),
    "sessions": " AND ".join(
        (
            "typeof(game) = 'text' AND status IN ('open', 'finished', 'interrupted')",
            "typeof(started_at) = 'text' AND typeof(finished_at) IN ('text', 'null')",
            _json("detail", "object"),
            _json("result", "object"),
            "brag_sound_session(CAST(detail AS BLOB), CAST(result AS BLOB))",
            _all_utf8("game started_at finished_at detail result"),
        )
    ),
    "decisions": " AND ".join(
        (
            "typeof(hand_id) = 'integer' AND typeof(cost) IN ('real', 'integer') AND cost BETWEEN 0 AND 1e9",
            "typeof(paytable) = 'text' AND typeof(cards) = 'text' AND typeof(chosen) = 'text'",
            "typeof(best) = 'text' AND typeof(ev_chosen) = 'text' AND typeof(ev_best) = 'text'",
            _all_utf8("at paytable cards chosen best ev_chosen ev_best"),
        )
    ),
}
_WHAT = {
    "hands": ("hand", "the history shows what could be read"),
    "sessions": ("Pub Brag session", "what could not be read is left out, and such a session cannot be carried on"),
    "decisions": ("trainer decision", "the trainer's record may be off by what could not be read"),
}


def _ids(ids: list[int]) -> str:
    shown = ", ".join(f"#{i}" for i in ids[:5])
    return shown + (f" and {len(ids) - 5} more" if len(ids) > 5 else "")


def damaged_history(db: sqlite3.Connection, path: object) -> list[str]:
    """One notice for each table of history holding rows the readers cannot use in full."""
    db.create_function("brag_utf8", -1, _utf8, deterministic=True)
    db.create_function("brag_sound_hand", 2, _sound_hand, deterministic=True)
    db.create_function("brag_sound_session", 2, _sound_session, deterministic=True)
    notices = []
    for table, sound in _SOUND_ROWS.items():
        ids = [row[0] for row in db.execute(f"SELECT id FROM {table} WHERE NOT COALESCE({sound}, 0) ORDER BY id")]
        if ids:
            noun, effect = _WHAT[table]
            plural = "s" if len(ids) > 1 else ""
            notices.append(f"{len(ids)} {noun}{plural} in {path} could not be read in full ({_ids(ids)}); {effect}.")
    return notices


def readable_settings(db: sqlite3.Connection) -> tuple[dict[str, Any], list[str]]:
    """The settings whose key and value can be read, and the names of those that cannot."""
    found: dict[str, Any] = {}
    unreadable = []
    for key, value in db.execute("SELECT key, value FROM settings ORDER BY key"):
        ok, parsed = parse_json(value)
        if is_text(key) and ok:
            found[key] = parsed
        else:
            unreadable.append(key if isinstance(key, str) else repr(key))
    return found, unreadable
