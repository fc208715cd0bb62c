"""Damaged and edited saves, each made from a healthy one, and what the game does with each.

Every case is opened twice, on two copies: by `Store.open`, and by the real `casino-brag stats`
in a subprocess. Neither ever shows a traceback, and a healthy save is never lost:

- moved aside: the file is not a readable save; it is renamed with its bytes as they were, the
  notice names the new name, and a new bankroll starts;
- refused: a one-line error naming the file (exit code 2), the file untouched;
- does not add up: the ledger was edited; the save opens only to offer a new bankroll, `stats`
  refuses in one line (exit code 2), and the file is untouched;
- notice: the save opens with its bankroll, and one notice names what could not be read;
- fine: the save opens as it is.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from casino_brag.save.lock import FolderLock
from casino_brag.save.store import DB_NAME, STARTING_BANKROLL, Decision, Payout, Store, StoreError

ROOT = Path(__file__).resolve().parent.parent
DB = DB_NAME


def _play(store: Store) -> None:
    """A little of everything: casino hands with the trainer, a Pub Brag session, settings."""
    for n in range(6):
        hand = store.begin_hand("casino", {"ante": 10, "pair_bonus": 5}, paytable="standard", player_cards="Qs 6h 4d")
        won = n % 2 == 0
        store.settle_hand(
            hand,
            [Payout("ante", 20), Payout("play", 20)] if won else [],
            stakes={"play": 10} if won else None,
            outcome="win" if won else "fold",
            detail={
                "paytable_name": "Standard",
                "practice": False,
                "table": {"dealer": "Ah Kd 2c", "paytable": "standard"},
                "player_hand": {"name": "Queen high", "category": "high_card", "pattern": "Q-6-4"},
                "dealer_hand": {"name": "Ace high", "category": "high_card", "pattern": "A-K-2"},
                "dealer_qualifies": True,
                "lines": [{"bet": "ante", "stake": 10, "result": "win", "odds": "1", "net": 10, "returned": 20}],
            },
            events=[{"kind": "deal", "n": n}],
            decision=Decision("Qs 6h 4d", "play", "play", "1/3", "1/3", 0.0),
        )
    session = store.begin_session("pub", {"format": "casino_brag.pub.saved/1", "stats": {"hands": 1, "net": 1}})
    hand = store.begin_hand("pub", {"ante": 1}, session_id=session, detail={"hand": 1, "players": 3})
    store.settle_hand(
        hand,
        [Payout("pot", 3)],
        stakes={"pot": 1},
        outcome="won",
        detail={"how": "fold", "pot": 3, "winner": "You", "won": 3, "put_in": 1, "shown": {"Edna": "Qs Qd 3c"}},
    )
    standings = [{"place": 1, "name": "You", "chips": 101, "net": 1, "you": True}]
    store.end_session(session, {"hands": 1, "won": 1, "net": 1, "place": 1, "standings": standings})
    store.save_settings({"volume": 0.4, "felt": "blue", "tips_seen": ["deal"]})


@pytest.fixture(scope="module")
def healthy(tmp_path_factory) -> tuple[Path, int]:
    folder = tmp_path_factory.mktemp("healthy")
    with Store.open(folder) as store:
        _play(store)
        bankroll = store.bankroll
    assert not [p for p in folder.iterdir() if p.name != DB]
    return folder, bankroll


# -- the damage -------------------------------------------------------------------------------------


def sql(script: str) -> Callable[[Path], None]:
    def damage(folder: Path) -> None:
        db = sqlite3.connect(folder / DB, isolation_level=None)
        try:
            db.executescript(script)
        finally:
            db.close()

    return damage


def write(data: bytes) -> Callable[[Path], None]:
    def damage(folder: Path) -> None:
        (folder / DB).write_bytes(data)

    return damage


def truncate(keep: Callable[[int], int]) -> Callable[[Path], None]:
    def damage(folder: Path) -> None:
        data = (folder / DB).read_bytes()
        (folder / DB).write_bytes(data[: keep(len(data))])

    return damage


def edit_bytes(start: int, data: bytes) -> Callable[[Path], None]:
    def damage(folder: Path) -> None:
        raw = bytearray((folder / DB).read_bytes())
        raw[start : start + len(data)] = data
        (folder / DB).write_bytes(bytes(raw))

    return damage


def append_bytes(data: bytes) -> Callable[[Path], None]:
    def damage(folder: Path) -> None:
        with open(folder / DB, "ab") as handle:
            handle.write(data)

    return damage


def beside(suffix: str, data: bytes) -> Callable[[Path], None]:
    def damage(folder: Path) -> None:
        (folder / (DB + suffix)).write_bytes(data)

    return damage


def database_is_a_folder(folder: Path) -> None:
    (folder / DB).unlink()
    (folder / DB).mkdir()
    (folder / DB / "note.txt").write_text("not a save")


def lock_is_a_folder(folder: Path) -> None:
    (folder / FolderLock(folder).path.name).mkdir()


def other_program(folder: Path) -> None:
    (folder / DB).unlink()
    sql("CREATE TABLE photos(id INTEGER PRIMARY KEY, name TEXT); INSERT INTO photos(name) VALUES ('cat');")(folder)


def killed_mid_write(folder: Path) -> None:
    """The game was killed after a hand committed to the write-ahead log, before it reached the
    main file: the log and its index are left beside the save."""
    scratch = folder.with_name(folder.name + "-running")
    shutil.copytree(folder, scratch)
    store = Store.open(scratch)
    try:
        hand = store.begin_hand("casino", {"ante": 10})
        store.settle_hand(hand, [Payout("ante", 20)], outcome="win")
        assert (scratch / (DB + "-wal")).stat().st_size > 0
        for name in (DB, DB + "-wal", DB + "-shm"):
            shutil.copyfile(scratch / name, folder / name)
    finally:
        store.close()


def interrupted_hand(folder: Path) -> None:
    with Store.open(folder) as store:
        store.begin_hand("casino", {"ante": 25})


def older_save(folder: Path) -> None:
    """A save from before the ledger was sealed (schema 1)."""
    sql(
        "ALTER TABLE ledger DROP COLUMN seal; DELETE FROM meta WHERE key IN ('sealed_from', 'ledger_head'); "
        "UPDATE meta SET value='1' WHERE key='schema_version';"
    )(folder)


def _rebuild(table: str, keep: str) -> str:
    return (
        f"PRAGMA foreign_keys=OFF; CREATE TABLE spare AS SELECT {keep} FROM {table}; DROP TABLE {table}; "
        f"ALTER TABLE spare RENAME TO {table};"
    )


def _nested(where: str, path: str, value: str, hand: int = 0) -> str:
    """SQL setting one field inside a hand's detail (`where` "hands") or the session's detail or
    result to `value` (SQL)."""
    if where == "hands":
        return f"UPDATE hands SET detail=json_set(detail, '{path}', {value}) WHERE id={hand}"
    return f"UPDATE sessions SET {where}=json_set({where}, '{path}', {value})"


LAST = "(SELECT MAX(id) FROM ledger)"
BAD_UTF8 = "CAST(x'41ff42' AS TEXT)"
HEADER = b"SQLite format 3\x00"


@dataclass(frozen=True)
class Case:
    name: str
    damage: Callable[[Path], None]
    outcome: str
    """aside, refused, unbalanced, notice, fresh or fine"""
    says: str = ""
    """Words the notice or the one line must hold."""


CASES = [
    # not a save SQLite can read: moved aside
    Case("random bytes", write(os.urandom(8192)), "aside", "not a database"),
    Case("a text file", write(b"my bankroll is a million chips\n" * 100), "aside", "not a database"),
    Case("a few bytes", write(b"SQLite"), "aside", "not a database"),
    Case("truncated to half", truncate(lambda n: n // 2), "aside"),
    Case("truncated to the header", truncate(lambda n: 100), "aside"),
    Case("the header's magic edited", edit_bytes(0, b"SQLite format 4\x00"), "aside", "not a database"),
    Case("pages scribbled over", edit_bytes(4096 * 2, b"\xff" * 8192), "aside"),
    Case("another program's database", other_program, "aside", "no casino-brag tables"),
    Case("the schema version in words", sql("UPDATE meta SET value='one' WHERE key='schema_version'"), "aside"),
    Case("a fractional schema version", sql("UPDATE meta SET value='1.5' WHERE key='schema_version'"), "aside"),
    Case("schema version zero", sql("UPDATE meta SET value='0' WHERE key='schema_version'"), "aside"),
    Case("a schema version of bytes", sql("UPDATE meta SET value=x'32' WHERE key='schema_version'"), "aside"),
    Case("no schema version", sql("DELETE FROM meta WHERE key='schema_version'"), "aside", "no schema version"),
    Case("no meta table", sql("DROP TABLE meta"), "aside", "no meta table"),
    Case("no ledger table", sql("DROP TABLE ledger"), "aside", "no ledger table"),
    Case("no hands table", sql("PRAGMA foreign_keys=OFF; DROP TABLE hands"), "aside", "no hands table"),
    Case(
        "ledger and hands swapped",
        sql(
            "ALTER TABLE ledger RENAME TO spare; ALTER TABLE hands RENAME TO ledger; ALTER TABLE spare RENAME TO hands"
        ),
        "aside",
    ),
    Case("the balance column gone", sql(_rebuild("ledger", "id, at, kind, bet, amount, hand_id, seal")), "aside"),
    Case(
        "the hands' status column gone",
        sql(
            _rebuild(
                "hands",
                "id, game, session_id, started_at, finished_at, paytable, player_cards, other_cards, outcome, "
                "wagered, returned, detail, events",
            )
        ),
        "aside",
        "no status column",
    ),
    # healthy, but not one this version can use: refused, untouched
    Case("a newer schema", sql("UPDATE meta SET value='3' WHERE key='schema_version'"), "refused", "newer version"),
    Case("a far newer schema", sql("UPDATE meta SET value='999' WHERE key='schema_version'"), "refused", "newer"),
    Case("a folder where the save goes", database_is_a_folder, "refused", "is a folder"),
    # edited chips: the ledger does not add up
    Case("every balance a billion", sql("UPDATE ledger SET balance=1000000000"), "unbalanced", "ledger row 1"),
    Case("the last balance a billion", sql(f"UPDATE ledger SET balance=1000000000 WHERE id={LAST}"), "unbalanced"),
    Case("a bankroll of 1e30", sql(f"UPDATE ledger SET balance=1e30 WHERE id={LAST}"), "unbalanced", "1e+30"),
    Case("a balance in words", sql(f"UPDATE ledger SET balance='lots' WHERE id={LAST}"), "unbalanced", "'lots'"),
    Case(
        "a negative balance",
        sql(f"PRAGMA ignore_check_constraints=ON; UPDATE ledger SET balance=-5 WHERE id={LAST}"),
        "unbalanced",
    ),
    Case(
        "more chips than exist",
        sql(f"UPDATE ledger SET amount=amount+10000000000000, balance=balance+10000000000000 WHERE id={LAST}"),
        "unbalanced",
    ),
    Case("an amount edited", sql("UPDATE ledger SET amount=500 WHERE id=4"), "unbalanced", "ledger row 4"),
    Case("an amount in words", sql("UPDATE ledger SET amount='ten' WHERE id=4"), "unbalanced", "'ten'"),
    Case("a row taken out", sql("DELETE FROM ledger WHERE id=5"), "unbalanced", "ledger row 6"),
    Case("the last row taken out", sql(f"DELETE FROM ledger WHERE id={LAST}"), "unbalanced"),
    Case("every row taken out", sql("DELETE FROM ledger"), "unbalanced"),
    Case(
        "a deposit raised, every balance after it too",
        sql("UPDATE ledger SET amount=amount+9000 WHERE id=1; UPDATE ledger SET balance=balance+9000"),
        "unbalanced",
        "is not as the game wrote it",
    ),
    Case(
        "a deposit added by hand",
        sql(
            "INSERT INTO ledger(at, kind, bet, amount, balance) SELECT at, 'deposit', 'gift', 5000, balance+5000 "
            f"FROM ledger WHERE id={LAST}"
        ),
        "unbalanced",
    ),
    Case("a loss turned into a win", sql("UPDATE ledger SET kind='payout', amount=-amount WHERE id=2"), "unbalanced"),
    Case("the seals wiped", sql("UPDATE ledger SET seal=NULL"), "unbalanced", "is not as the game wrote it"),
    Case("the seals' start wiped", sql("DELETE FROM meta WHERE key='sealed_from'"), "unbalanced", "seals"),
    Case("a hand's wager edited", sql("UPDATE hands SET wagered=1 WHERE id=1"), "unbalanced", "hand #1"),
    Case("a bet name not UTF-8", sql(f"UPDATE ledger SET bet={BAD_UTF8} WHERE id=2"), "unbalanced"),
    # history and settings that cannot be read: a notice, the bankroll kept
    Case("a hand's events not JSON", sql("UPDATE hands SET events='[oops' WHERE id=2"), "notice", "#2"),
    Case("a hand's detail a list", sql("UPDATE hands SET detail='[1, 2]' WHERE id=3"), "notice", "#3"),
    Case("a hand's cards not UTF-8", sql(f"UPDATE hands SET player_cards={BAD_UTF8} WHERE id=4"), "notice", "#4"),
    Case("a session's detail not JSON", sql("UPDATE sessions SET detail='{' WHERE id=1"), "notice", "session"),
    Case("a session's result not UTF-8", sql(f"UPDATE sessions SET result={BAD_UTF8}"), "notice", "session"),
    Case("a decision's cost in words", sql("UPDATE decisions SET cost='free' WHERE id=1"), "notice", "decision"),
    Case("a setting not JSON", sql("UPDATE settings SET value='{loud' WHERE key='volume'"), "notice", "'volume'"),
    Case("a setting not UTF-8", sql(f"UPDATE settings SET value={BAD_UTF8} WHERE key='felt'"), "notice", "'felt'"),
    Case("a setting's name not UTF-8", sql(f"UPDATE settings SET key={BAD_UTF8} WHERE key='felt'"), "notice"),
    Case("a setting nested too deep", sql(f"UPDATE settings SET value='{'[' * 50000}' WHERE key='felt'"), "notice"),
    Case("a setting of 5,000 digits", sql(f"UPDATE settings SET value='{'7' * 5000}' WHERE key='felt'"), "notice"),
    # a value inside a hand's or a session's JSON out of shape: a notice, the field left out
    Case("a casino line's net in words", sql(_nested("hands", "$.lines[0].net", "'lots'", 2)), "notice", "#2"),
    Case("a casino line's net of 1e30", sql(_nested("hands", "$.lines[0].net", "1e30", 3)), "notice", "#3"),
    Case("a bet no table has", sql(_nested("hands", "$.lines[0].bet", "'jackpot'", 1)), "notice", "#1"),
    Case("odds in words", sql(_nested("hands", "$.lines[0].odds", "'evens'", 1)), "notice", "#1"),
    Case("a hand of no category", sql(_nested("hands", "$.dealer_hand.category", "'royal'", 4)), "notice", "#4"),
    Case("the dealer's cards not cards", sql(_nested("hands", "$.table.dealer", "'Zz 1x'", 5)), "notice", "#5"),
    Case("practice in words", sql(_nested("hands", "$.practice", "'no'", 6)), "notice", "#6"),
    Case("a casino line a number", sql(_nested("hands", "$.lines[0]", "7", 6)), "notice", "#6"),
    Case("a pub pot below zero", sql(_nested("hands", "$.pot", "-3", 7)), "notice", "#7"),
    Case("a shown hand not cards", sql(_nested("hands", "$.shown.Edna", "json('[1]')", 7)), "notice", "#7"),
    Case("a pub winner's name a list", sql(_nested("hands", "$.winner", "json('[\"You\"]')", 7)), "notice", "#7"),
    Case("a pub hand's moves in words", sql(_nested("hands", "$.moves", "'fold'", 7)), "notice", "#7"),
    Case("a standing's chips in words", sql(_nested("result", "$.standings[0].chips", "'101'")), "notice", "session"),
    Case("a standing's name a number", sql(_nested("result", "$.standings[0].name", "5")), "notice", "session"),
    Case("a session's place of 1e30", sql(_nested("result", "$.place", "1e30")), "notice", "session"),
    Case("a session's stats net in words", sql(_nested("detail", "$.stats.net", "'up'")), "notice", "session"),
    Case("a session's stats a list", sql(_nested("detail", "$.stats", "json('[1]')")), "notice", "session"),
    Case("no settings table", sql("DROP TABLE settings"), "notice", "settings"),
    Case("no decisions table", sql("DROP TABLE decisions"), "notice", "trainer"),
    Case("the hands' events column gone", sql("ALTER TABLE hands DROP COLUMN events"), "notice", "events"),
    Case("an interrupted hand", interrupted_hand, "notice", "refunded"),
    Case("an empty file", write(b""), "fresh", "held no saved data"),
    # healthy saves in unusual company: they open as they are
    Case("killed with a hand in the log", killed_mid_write, "fine"),
    Case("a log of garbage beside it", beside("-wal", os.urandom(5000)), "fine"),
    Case("a log index of garbage beside it", beside("-shm", b"\x00" * 100), "fine"),
    Case("garbage after the last page", append_bytes(os.urandom(777)), "fine"),
    Case("a table of its own added", sql("CREATE TABLE notes(text TEXT); INSERT INTO notes VALUES ('hi')"), "fine"),
    Case("a folder where the lock goes", lock_is_a_folder, "fine"),
    Case("a save from before the seals", older_save, "fine"),
]


def test_the_corpus_is_large_and_covers_every_outcome():
    assert len(CASES) >= 30 and len({c.name for c in CASES}) == len(CASES)
    assert {c.outcome for c in CASES} == {"aside", "refused", "unbalanced", "notice", "fresh", "fine"}


def snapshot(folder: Path) -> dict[str, bytes | None]:
    """Every file of the save and its bytes (None for a folder); the window's lock is not the save."""
    lock = FolderLock(folder).path
    return {p.name: None if p.is_dir() else p.read_bytes() for p in sorted(folder.iterdir()) if p != lock}


def assert_untouched(folder: Path, before: dict[str, bytes | None]) -> None:
    """The save and the files beside it as they were; SQLite may have left its empty log and
    index beside a file it only read (it cleans them up the next time the save opens)."""
    after = snapshot(folder)
    for name, data in before.items():
        assert after.get(name) == data, name
    for name in set(after) - set(before):
        assert name in (DB + "-shm", DB + "-wal") and (name.endswith("-shm") or after[name] == b""), name


def made(tmp_path: Path, healthy: tuple[Path, int], case: Case, name: str) -> Path:
    folder = tmp_path / name
    shutil.copytree(healthy[0], folder)
    case.damage(folder)
    return folder


def stats(folder: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "casino_brag", "--data-dir", str(folder), "stats"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def assert_moved_aside(folder: Path, before: dict[str, bytes | None], notice: str) -> None:
    aside = [p for p in folder.iterdir() if ".corrupt-" in p.name and not p.name.endswith(("-wal", "-shm"))]
    assert len(aside) == 1 and aside[0].name in notice
    assert aside[0].read_bytes() == before[DB]
    for suffix in ("-wal", "-shm"):
        if before.get(DB + suffix) is not None:
            assert (folder / (aside[0].name + suffix)).read_bytes() == before[DB + suffix]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_a_damaged_save_opens_as_expected(tmp_path, healthy, case):
    folder = made(tmp_path, healthy, case, "store")
    before = snapshot(folder)
    expected_bankroll = {"fresh": STARTING_BANKROLL, "aside": STARTING_BANKROLL}.get(case.outcome, healthy[1])
    if case.name == "killed with a hand in the log":
        expected_bankroll += 10
    if case.outcome == "refused":
        with pytest.raises(StoreError) as refused:
            Store.open(folder)
        assert str(folder / DB) in str(refused.value) and case.says in str(refused.value)
        assert "\n" not in str(refused.value)
        assert_untouched(folder, before)
    else:
        with Store.open(folder) as store:
            notices, problem, bankroll = list(store.notices), store.ledger_problem, store.bankroll
        if case.outcome == "unbalanced":
            assert problem is not None and str(folder / DB) in problem and case.says in problem
            assert "\n" not in problem and notices == []
            assert_untouched(folder, before)
        else:
            assert problem is None and bankroll == expected_bankroll
            if case.outcome == "fine":
                assert notices == []
            else:
                assert len(notices) == 1 and case.says in notices[0], notices
            if case.outcome == "aside":
                assert_moved_aside(folder, before, notices[0])

    folder = made(tmp_path, healthy, case, "cli")
    before = snapshot(folder)
    result = stats(folder)
    assert "Traceback" not in result.stderr
    if case.outcome in ("refused", "unbalanced"):
        assert result.returncode == 2 and result.stdout == ""
        (line,) = result.stderr.splitlines()
        assert line.startswith("casino-brag: error: ") and str(folder / DB) in line and case.says in line
        assert_untouched(folder, before)
    else:
        assert result.returncode == 0, result.stderr
        (bankroll_line,) = [line for line in result.stdout.splitlines() if line.split()[:1] == ["Bankroll"]]
        assert bankroll_line.split()[1:] == [f"{expected_bankroll:,}", "chips"]
        if case.outcome == "aside":
            assert_moved_aside(folder, before, result.stderr)


@pytest.mark.parametrize(
    ("damage", "left_out"),
    [
        (_nested("hands", "$.lines[0].net", "'lots'", 2), lambda s: "lines" not in s.hand(2).detail),
        (_nested("hands", "$.dealer_hand.category", "'royal'", 4), lambda s: "dealer_hand" not in s.hand(4).detail),
        (_nested("hands", "$.shown.Edna", "5", 7), lambda s: "shown" not in s.hand(7).detail),
        (_nested("hands", "$.pot", "-3", 7), lambda s: "pot" not in s.hand(7).detail and s.hand(7).detail["won"] == 3),
        (_nested("result", "$.standings[0].chips", "'101'"), lambda s: "standings" not in s.sessions()[0]["result"]),
        (_nested("detail", "$.stats.net", "'up'"), lambda s: "stats" not in s.sessions()[0]["detail"]),
    ],
)
def test_a_field_out_of_shape_is_left_out_when_read_and_the_rest_kept(tmp_path, healthy, damage, left_out):
    folder = tmp_path / "save"
    shutil.copytree(healthy[0], folder)
    sql(damage)(folder)
    with Store.open(folder) as store:
        assert left_out(store) and len(store.notices) == 1
