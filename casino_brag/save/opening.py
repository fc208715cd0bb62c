"""Opening the save file, telling a damaged file from a healthy one that cannot be used just now.

Only a file SQLite cannot read as the game's save (not a database, a page failing the integrity
check, a schema version or a table the game never wrote) is moved aside, under a new name the
player is told, and a fresh save started: nothing the player could do would make it readable.
A healthy save that cannot be used at the moment (another program holds it, it is read-only,
the disk is full) is refused in one line and left exactly as it is. The file is first examined
through a read-only connection, so that a file moved aside keeps its bytes as they were found.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import time
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TypeVar

from casino_brag.save import ledger, validate
from casino_brag.save.problems import StoreError
from casino_brag.save.records import SCHEMA, SCHEMA_VERSION, STARTING_BANKROLL

T = TypeVar("T")

BUSY_WAITS: tuple[float, ...] = (1.0, 2.0, 3.0, 4.0)
"""How long each attempt waits for another program's lock: about ten seconds in all."""
SIDE_FILES = ("-wal", "-shm", "-journal")
REQUIRED = ("meta", "ledger", "hands", "sessions")
"""Without these the file holds no bankroll: it is not a save the game can use."""
RECREATED = {"settings": "your settings are back to their defaults", "decisions": "the trainer's record starts afresh"}
RESTORABLE = {
    "hands": {
        "player_cards": "TEXT NOT NULL DEFAULT ''",
        "other_cards": "TEXT NOT NULL DEFAULT ''",
        "outcome": "TEXT NOT NULL DEFAULT ''",
        "detail": "TEXT NOT NULL DEFAULT '{}'",
        "events": "TEXT NOT NULL DEFAULT '[]'",
    },
    "sessions": {"detail": "TEXT NOT NULL DEFAULT '{}'", "result": "TEXT NOT NULL DEFAULT '{}'"},
}
"""Columns of history, not of chips: a save without one is given it back, empty."""
SEALED = 2
"""The first schema version whose ledger rows carry seals (see `ledger`)."""

# SQLite's primary result codes, and the words its messages use for them.
BUSY, LOCKED, READONLY, IOERR, CORRUPT, FULL, CANTOPEN, NOTADB = 5, 6, 8, 10, 11, 13, 14, 26
_WORDS = (
    ("database is locked", BUSY),
    ("database table is locked", LOCKED),
    ("file is not a database", NOTADB),
    ("malformed", CORRUPT),
    ("readonly database", READONLY),
    ("disk is full", FULL),
    ("unable to open database file", CANTOPEN),
    ("disk i/o error", IOERR),
)
ELSEWHERE = "make it writable, or use another --data-dir"
NEARLY_FULL = 1 << 20
"""Less free space than this, and a disk error is reported as a full disk."""


class Unreadable(Exception):
    """The file is not the game's save in any form SQLite can read; the message says why."""


def _code(exc: sqlite3.Error) -> int | None:
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(code, int):
        return code & 0xFF
    message = str(exc).lower()
    return next((found for words, found in _WORDS if words in message), None)


def is_busy(exc: sqlite3.Error) -> bool:
    return _code(exc) in (BUSY, LOCKED)


def refusal(path: Path, exc: sqlite3.Error) -> StoreError:
    """The one line for a healthy save that cannot be used now."""
    code, folder = _code(exc), path.parent
    if code in (BUSY, LOCKED):
        return StoreError(f"{path} is in use by another program; close it and try again")
    if code == FULL or (code == IOERR and _nearly_full(folder)):
        return StoreError(f"{path} cannot be saved: the disk is full; free some space and try again")
    if code in (READONLY, CANTOPEN) and not os.access(folder, os.W_OK):
        return StoreError(f"{path} cannot be used: the folder {folder} is read-only ({exc}); {ELSEWHERE}")
    if code == READONLY or (code == CANTOPEN and path.exists() and not os.access(path, os.W_OK)):
        return StoreError(f"{path} is read-only ({exc}); {ELSEWHERE}")
    if code == CANTOPEN:
        return StoreError(f"{path} cannot be opened ({exc}); check that it and the folder {folder} can be written")
    if code == IOERR:
        return StoreError(f"{path} could not be read or written ({exc}); check the disk and try again")
    return StoreError(f"{path} cannot be used ({exc})")


def _nearly_full(folder: Path) -> bool:
    try:
        return shutil.disk_usage(folder).free < NEARLY_FULL
    except OSError:
        return False


def retrying(path: Path, attempt: Callable[[float], T]) -> T:
    """`attempt(wait)` until no other program holds the file, then its one-line refusal."""
    for number, wait in enumerate(BUSY_WAITS, start=1):
        try:
            return attempt(wait)
        except sqlite3.Error as exc:
            if not is_busy(exc) or number == len(BUSY_WAITS):
                raise refusal(path, exc) from exc
        time.sleep(min(0.05 * number, wait))
    raise AssertionError("BUSY_WAITS is empty")


# -- examining a file before using it ----------------------------------------------------------------


@dataclass
class Found:
    """What an existing file holds: nothing yet (version None), or a save of `version`."""

    version: int | None = None
    restore: dict[str, list[str]] = field(default_factory=dict)
    recreate: list[str] = field(default_factory=list)


_expected_columns: dict[str, set[str]] = {}


def expected_columns() -> dict[str, set[str]]:
    """Each table's columns in the current schema, read from the schema itself."""
    if not _expected_columns:
        db = sqlite3.connect(":memory:")
        try:
            db.executescript(SCHEMA)
            for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type='table'").fetchall():
                _expected_columns[name] = {row[1] for row in db.execute(f"PRAGMA table_info({name})")}
        finally:
            db.close()
    return _expected_columns


def _tables(db: sqlite3.Connection) -> dict[str, set[str]]:
    names = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'").fetchall()]
    quoted = {name: '"' + str(name).replace('"', '""') + '"' for name in names}
    return {str(n): {row[1] for row in db.execute(f"PRAGMA table_info({quoted[n]})")} for n in names}


def examine(db: sqlite3.Connection, path: Path) -> Found:
    """Check a file is the game's save, structure first; raise `Unreadable` if it is not."""
    try:
        check = db.execute("PRAGMA quick_check").fetchone()
        if check is None or check[0] != "ok":
            raise Unreadable(f"SQLite's integrity check failed: {check[0] if check else 'no answer'}")
        tables = _tables(db)
    except sqlite3.DatabaseError as exc:
        if _code(exc) not in (CORRUPT, NOTADB):
            raise
        raise Unreadable(str(exc)) from exc
    if not tables:
        return Found()
    expected = expected_columns()
    if not set(expected) & set(tables):
        raise Unreadable("it holds no casino-brag tables")
    for name in REQUIRED:
        if name not in tables:
            raise Unreadable(f"it has no {name} table")
    if not {"key", "value"} <= tables["meta"]:
        raise Unreadable("its meta table is not the game's")
    row = db.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
    version = validate.schema_version(row[0] if row else None)
    if version is None:
        raise Unreadable(
            f"its schema version {row[0]!r} is not one the game writes" if row else "it has no schema version"
        )
    if version > SCHEMA_VERSION:
        raise StoreError(
            f"{path} was saved by a newer version of casino-brag (schema {version}); "
            "update the game or use another --data-dir"
        )
    found = Found(version)
    for name, columns in expected.items():
        if name not in tables:
            found.recreate.append(name)
            continue
        missing = columns - tables[name] - ({"seal"} if name == "ledger" and version < SEALED else set())
        restorable = sorted(missing & set(RESTORABLE.get(name, {})))
        if missing - set(restorable):
            raise Unreadable(f"its {name} table has no {', '.join(sorted(missing - set(restorable)))} column")
        if restorable:
            found.restore[name] = restorable
    return found


def move_aside(path: Path, label: str) -> Path:
    """Rename a save file (and SQLite's files beside it) out of the way, keeping every byte."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.{label}-{stamp}")
    n = 1
    while aside.exists():
        n += 1
        aside = path.with_name(f"{path.name}.{label}-{stamp}-{n}")
    path.replace(aside)
    for suffix in SIDE_FILES:
        extra = path.with_name(path.name + suffix)
        if extra.exists():
            extra.replace(aside.with_name(aside.name + suffix))
    return aside


def _read_only(path: Path, wait: float) -> sqlite3.Connection:
    uri = "file:" + urllib.parse.quote(str(path.resolve())) + "?mode=ro"
    db = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=wait)
    db.text_factory = validate.decode_text
    return db


def _examined(path: Path, wait: float) -> Found | Unreadable:
    """Examine `path` through a read-only connection, which never writes to the file."""
    db = _read_only(path, wait)
    try:
        return examine(db, path)
    except Unreadable as exc:
        return exc
    finally:
        db.close()


# -- a connection ready for play ------------------------------------------------------------------------


def connect(path: Path | str, wait: float) -> sqlite3.Connection:
    db = sqlite3.connect(path, isolation_level=None, timeout=wait)
    try:
        db.text_factory = validate.decode_text
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")
        db.execute("PRAGMA foreign_keys=ON")
    except BaseException:
        db.close()
        raise
    return db


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def _statements() -> list[str]:
    return [statement for statement in SCHEMA.split(";") if statement.strip()]


def create(db: sqlite3.Connection) -> None:
    """A new save: the schema, its version, and the starting bankroll as the first sealed row."""
    db.execute("BEGIN IMMEDIATE")
    try:
        for statement in _statements():
            db.execute(statement)
        db.executemany(
            "INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)",
            [("schema_version", str(SCHEMA_VERSION)), ("sealed_from", "1"), ("ledger_head", "")],
        )
        ledger.append(db, _now(), "deposit", "bankroll", STARTING_BANKROLL, None)
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def bring_up_to_date(db: sqlite3.Connection, found: Found) -> None:
    """Give an older save the current schema, in one transaction: seals from here on, and any
    missing table or column of history back, empty."""
    if found.version == SCHEMA_VERSION and not found.restore and not found.recreate:
        return
    db.execute("BEGIN IMMEDIATE")
    try:
        for table, columns in found.restore.items():
            for column in columns:
                db.execute(f"ALTER TABLE {table} ADD COLUMN {column} {RESTORABLE[table][column]}")
        for statement in _statements():
            db.execute(statement)
        if "seal" not in {row[1] for row in db.execute("PRAGMA table_info(ledger)")}:
            db.execute("ALTER TABLE ledger ADD COLUMN seal TEXT")
        last = db.execute("SELECT COALESCE(MAX(id), 0) FROM ledger").fetchone()[0]
        db.executemany(
            "INSERT OR IGNORE INTO meta(key, value) VALUES (?, ?)",
            [("sealed_from", str(last + 1)), ("ledger_head", "")],
        )
        db.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),))
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def open_connection(path: Path, wait: float, moved: list[str]) -> tuple[sqlite3.Connection, list[str]]:
    """A connection to the save at `path`, created or brought up to date, and the notices for
    the player. A file that is not a readable save is moved aside first (its notice goes in
    `moved`, which outlives a retried attempt)."""
    if path.is_dir():
        raise StoreError(f"{path} is a folder, not a save file; move it out of the way or use another --data-dir")
    found = Found()
    notices: list[str] = []
    if path.exists():
        examined = _examined(path, wait)
        if isinstance(examined, Unreadable):
            try:
                aside = move_aside(path, "corrupt")
            except OSError as exc:
                raise StoreError(f"{path} cannot be read ({examined}) nor moved aside ({exc.strerror})") from exc
            moved.append(
                f"Your saved data in {path} could not be read ({examined}). It was moved to {aside.name} "
                f"and a new bankroll of {STARTING_BANKROLL:,} chips was started."
            )
        elif examined.version is None:
            notices.append(f"{path} held no saved data, so a new bankroll of {STARTING_BANKROLL:,} chips was started.")
        found = examined if isinstance(examined, Found) else Found()
    db = connect(path, wait)
    try:
        if found.version is None:
            create(db)
        else:
            bring_up_to_date(db, found)
        notices.extend(_repairs(path, found))
        notices.extend(validate.damaged_history(db, path))
        unreadable = validate.readable_settings(db)[1]
        if unreadable:
            names = ", ".join(repr(n) if validate.is_text(n) else "(a name that is not text)" for n in unreadable)
            plural = "s" if len(unreadable) > 1 else ""
            notices.append(f"The setting{plural} {names} in {path} could not be read, so the default is used.")
    except BaseException:
        db.close()
        raise
    return db, notices


def _repairs(path: Path, found: Found) -> list[str]:
    notices = [f"The {table} table was missing from {path}: {RECREATED[table]}." for table in found.recreate]
    for table, columns in found.restore.items():
        what = {"hands": "hand history", "sessions": "Pub Brag sessions"}[table]
        notices.append(f"Part of the {what} in {path} was missing ({', '.join(columns)}); it is shown without it.")
    return notices
