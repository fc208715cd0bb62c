"""The ledger must add up each time the save opens: a chain of balances, sealed row by row.

Any single edit of the file's ledger (a cell changed, a row taken out or added) is found, an
older save without seals opens without a false alarm, and a save that does not add up cannot be
played on until the player starts afresh, which keeps the file aside exactly as it was.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from casino_brag.save import ledger
from casino_brag.save.store import DB_NAME, SCHEMA_VERSION, STARTING_BANKROLL, Payout, Store, StoreError

COLUMNS = ("at", "kind", "bet", "amount", "balance", "hand_id")


def play(store: Store, hands: int = 4) -> None:
    for n in range(hands):
        hand = store.begin_hand("casino", {"ante": 10, "pair_bonus": 5})
        store.settle_hand(hand, [Payout("ante", 20)] if n % 2 else [], stakes={"play": 10}, outcome="win")


def edit(folder: Path, script: str, *args: object) -> None:
    db = sqlite3.connect(folder / DB_NAME, isolation_level=None)
    try:
        db.execute("PRAGMA ignore_check_constraints=ON")
        db.execute(script, args)
    finally:
        db.close()


@pytest.fixture(scope="module")
def healthy(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("ledger")
    with Store.open(folder) as store:
        play(store)
        assert store.check_ledger() == []
    return folder


def copy(healthy: Path, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / DB_NAME).write_bytes((healthy / DB_NAME).read_bytes())
    return folder


def rows(folder: Path) -> list[tuple[object, ...]]:
    db = sqlite3.connect(folder / DB_NAME)
    try:
        return db.execute(f"SELECT id, {', '.join(COLUMNS)} FROM ledger ORDER BY id").fetchall()
    finally:
        db.close()


values = st.one_of(
    st.integers(-(10**13), 10**13),
    st.text(max_size=8),
    st.floats(allow_nan=False),
    st.sampled_from(["deposit", "stake", "payout", "refund", None, 1, 2, 3]),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_single_edit_of_the_ledger_is_found(tmp_path_factory, healthy, data):
    folder = copy(healthy, tmp_path_factory.mktemp("edited"))
    table = rows(folder)
    row = data.draw(st.sampled_from(table))
    column = data.draw(st.sampled_from(COLUMNS))
    old = row[1 + COLUMNS.index(column)]
    new = data.draw(
        values.filter(lambda v: (v != old or type(v) is not type(old)) and (v is not None or column == "hand_id"))
    )
    edit(folder, f"UPDATE ledger SET {column}=? WHERE id=?", new, row[0])
    with Store.open(folder) as store:
        if rows(folder) == table:  # SQLite stored the same value (an integer given as 5.0)
            assert store.ledger_problem is None
        else:
            assert store.ledger_problem is not None and str(folder / DB_NAME) in store.ledger_problem


def test_any_row_taken_out_or_added_is_found(tmp_path, healthy):
    count = len(rows(healthy))
    for row_id in range(1, count + 1):
        folder = copy(healthy, tmp_path / f"out{row_id}")
        edit(folder, "DELETE FROM ledger WHERE id=?", row_id)
        with Store.open(folder) as store:
            assert store.ledger_problem is not None, row_id
    folder = copy(healthy, tmp_path / "added")
    edit(
        folder,
        "INSERT INTO ledger(at, kind, bet, amount, balance) SELECT at, 'deposit', 'gift', 100, balance + 100 "
        "FROM ledger ORDER BY id DESC LIMIT 1",
    )
    with Store.open(folder) as store:
        assert store.ledger_problem is not None


def test_a_save_that_does_not_add_up_is_never_written_to(tmp_path, healthy):
    folder = copy(healthy, tmp_path)
    edit(folder, "UPDATE ledger SET balance = balance + 1000 WHERE id = 1")
    before = (folder / DB_NAME).read_bytes()
    with Store.open(folder) as store:
        assert store.ledger_problem is not None
        with pytest.raises(StoreError, match="does not add up"):
            store.begin_hand("casino", {"ante": 10})
        with pytest.raises(StoreError, match="does not add up"):
            store.reset_bankroll()
    assert (folder / DB_NAME).read_bytes() == before


def test_a_hand_in_play_on_a_save_that_does_not_add_up_is_left_as_it_is(tmp_path, healthy):
    folder = copy(healthy, tmp_path)
    with Store.open(folder) as store:
        hand = store.begin_hand("casino", {"ante": 10})  # left in play: normally refunded at the next start
    edit(folder, "UPDATE ledger SET balance = balance + 1000 WHERE id = 1")
    before = (folder / DB_NAME).read_bytes()
    with Store.open(folder) as store:
        assert store.ledger_problem is not None and store.notices == []
        assert store.hand(hand).status == "open"
    assert (folder / DB_NAME).read_bytes() == before


def test_starting_afresh_keeps_the_file_aside_as_it_was_and_the_settings_come_along(tmp_path, healthy):
    folder = copy(healthy, tmp_path)
    with Store.open(folder) as store:
        store.save_settings({"felt": "red", "volume": 0.3})
    edit(folder, "UPDATE ledger SET balance = 1000000000 WHERE id = (SELECT MAX(id) FROM ledger)")
    before = (folder / DB_NAME).read_bytes()
    with Store.open(folder) as store:
        assert store.bankroll == 1_000_000_000 and store.ledger_problem is not None
        aside = store.start_afresh()
        assert aside.read_bytes() == before and aside.name.startswith(DB_NAME + ".unbalanced-")
        assert store.ledger_problem is None and store.bankroll == STARTING_BANKROLL
        assert store.count_hands() == 0 and store.check_ledger() == []
        assert store.settings() == {"felt": "red", "volume": 0.3}
        (notice,) = store.notices
        assert aside.name in notice
        hand = store.begin_hand("casino", {"ante": 10})  # the new save is played on as usual
        store.settle_hand(hand, [Payout("ante", 20)], outcome="win")
    with Store.open(folder) as store:
        assert store.bankroll == STARTING_BANKROLL + 10 and store.ledger_problem is None


def older(folder: Path) -> None:
    """The save as version 1 of the game wrote it: no seals."""
    db = sqlite3.connect(folder / DB_NAME, isolation_level=None)
    try:
        db.executescript(
            "ALTER TABLE ledger DROP COLUMN seal; DELETE FROM meta WHERE key IN ('sealed_from', 'ledger_head'); "
            "UPDATE meta SET value='1' WHERE key='schema_version';"
        )
    finally:
        db.close()


def test_an_older_save_opens_without_alarm_and_is_sealed_from_then_on(tmp_path, healthy):
    folder = copy(healthy, tmp_path / "older")
    older(folder)
    old_rows = len(rows(folder))
    with Store.open(folder) as store:
        assert store.ledger_problem is None and store.notices == []
        play(store, 2)
        assert store.check_ledger() == []
    db = sqlite3.connect(folder / DB_NAME)
    try:
        meta = dict(db.execute("SELECT key, value FROM meta").fetchall())
        unsealed = db.execute("SELECT COUNT(*) FROM ledger WHERE seal IS NULL").fetchone()[0]
    finally:
        db.close()
    assert (meta["schema_version"], meta["sealed_from"], unsealed) == (str(SCHEMA_VERSION), str(old_rows + 1), old_rows)
    for row_id, damage in ((2, "amount = amount - 1"), (old_rows + 2, "at = 'yesterday'")):
        edited = copy(folder, tmp_path / f"edited{row_id}")
        edit(edited, f"UPDATE ledger SET {damage} WHERE id=?", row_id)
        with Store.open(edited) as store:
            assert store.ledger_problem is not None and f"ledger row {row_id}" in store.ledger_problem


def test_an_older_save_that_does_not_add_up_is_found_too(tmp_path, healthy):
    folder = copy(healthy, tmp_path)
    older(folder)
    edit(folder, "UPDATE ledger SET balance = balance + 500 WHERE id = (SELECT MAX(id) FROM ledger)")
    with Store.open(folder) as store:
        assert store.ledger_problem is not None


def test_the_one_line_names_the_file_the_first_problem_and_how_many_more():
    line = ledger.summary("/saves/casino_brag.sqlite3", ["ledger row 3 is a stake of +5 chips", "b", "c"])
    assert line == (
        "the ledger in /saves/casino_brag.sqlite3 does not add up: ledger row 3 is a stake of +5 chips "
        "(and 2 more problems); the bankroll cannot be trusted"
    )
