"""A healthy save that cannot be used just now is refused in one line and left as it is: another
program holding it (retried for about ten seconds first), a read-only file or folder, a full
disk, a folder where the lock file goes. Only an unreadable file is ever moved aside.

Where the real condition can be made (a lock held from another connection or process, a small
tmpfs filled up or mounted read-only) the tests make it; where it cannot as root (a file whose
mode forbids writing), SQLite's exact error is raised through `sqlite3.connect`.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from casino_brag.save import opening
from casino_brag.save.lock import FolderLock
from casino_brag.save.store import DB_NAME, STARTING_BANKROLL, Payout, Store, StoreError

ROOT = Path(__file__).resolve().parent.parent


def played(folder: Path) -> int:
    """A save with one hand won; its bankroll."""
    with Store.open(folder) as store:
        hand = store.begin_hand("casino", {"ante": 10})
        store.settle_hand(hand, [Payout("ante", 20)], outcome="win")
        return store.bankroll


def stats(folder: Path, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "casino_brag", "--data-dir", str(folder), "stats"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def assert_one_line(result: subprocess.CompletedProcess[str], *words: str) -> str:
    assert result.returncode == 2 and result.stdout == "" and "Traceback" not in result.stderr
    (line,) = result.stderr.splitlines()
    assert line.startswith("casino-brag: error: ")
    for word in words:
        assert word in line
    return line


def only_the_save(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith(DB_NAME) and ".corrupt-" not in p.name)


# -- another program holds the save -------------------------------------------------------------


def test_a_save_another_program_holds_is_retried_then_refused_untouched(tmp_path, monkeypatch):
    played(tmp_path)
    before = (tmp_path / DB_NAME).read_bytes()
    monkeypatch.setattr(opening, "BUSY_WAITS", (0.1, 0.2, 0.3))
    holder = sqlite3.connect(tmp_path / DB_NAME, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    started = time.monotonic()
    try:
        with pytest.raises(StoreError) as refused:
            Store.open(tmp_path)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert time.monotonic() - started >= 0.6  # every attempt waited its turn
    assert str(refused.value) == (f"{tmp_path / DB_NAME} is in use by another program; close it and try again")
    assert (tmp_path / DB_NAME).read_bytes() == before
    assert not [p for p in tmp_path.iterdir() if ".corrupt-" in p.name]


def test_a_save_held_for_a_moment_opens_once_it_is_free(tmp_path):
    bankroll = played(tmp_path)
    held = threading.Event()

    def hold() -> None:
        holder = sqlite3.connect(tmp_path / DB_NAME, isolation_level=None)
        holder.execute("BEGIN EXCLUSIVE")
        held.set()
        time.sleep(1.5)  # longer than the first attempt waits
        holder.execute("ROLLBACK")
        holder.close()

    thread = threading.Thread(target=hold)
    thread.start()
    try:
        held.wait(10)
        with Store.open(tmp_path) as store:
            assert store.bankroll == bankroll and store.notices == [] and store.ledger_problem is None
    finally:
        thread.join()


HOLDER = textwrap.dedent(
    """
    import sqlite3, sys, time
    db = sqlite3.connect(sys.argv[1], isolation_level=None)
    db.execute("BEGIN EXCLUSIVE")
    print("held", flush=True)
    time.sleep(float(sys.argv[2]))
    """
)


def test_stats_on_a_save_another_process_holds_is_one_line_after_about_ten_seconds(tmp_path):
    played(tmp_path)
    before = (tmp_path / DB_NAME).read_bytes()
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(tmp_path / DB_NAME), "60"], stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        started = time.monotonic()
        result = stats(tmp_path)
        waited = time.monotonic() - started
    finally:
        holder.kill()
        holder.wait()
        assert holder.stdout is not None
        holder.stdout.close()
    assert_one_line(result, f"{tmp_path / DB_NAME} is in use by another program; close it and try again")
    assert 9 <= waited < 30, waited
    assert (tmp_path / DB_NAME).read_bytes() == before


def test_every_attempt_closes_its_connection(tmp_path, monkeypatch):
    played(tmp_path)
    monkeypatch.setattr(opening, "BUSY_WAITS", (0.05, 0.05))
    opened = []
    real_connect = sqlite3.connect

    def connect(*args, **kwargs):
        opened.append(real_connect(*args, **kwargs))
        return opened[-1]

    holder = real_connect(tmp_path / DB_NAME, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    monkeypatch.setattr(sqlite3, "connect", connect)
    try:
        with pytest.raises(StoreError, match="in use"):
            Store.open(tmp_path)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert len(opened) >= 4  # a read-only look and a connection for play, per attempt
    for connection in opened:
        with pytest.raises(sqlite3.ProgrammingError):
            connection.execute("SELECT 1")


# -- a file or folder that cannot be written ------------------------------------------------------


def fail_to_connect(monkeypatch, path: Path, message: str, *, read_only_too: bool = False) -> None:
    """`sqlite3.connect` raising SQLite's own error for the save (its connection for play, and with
    `read_only_too` its read-only look as well)."""
    real_connect = sqlite3.connect

    def connect(database, *args, **kwargs):
        target = str(database)
        if target == str(path) or (read_only_too and target.startswith("file:") and path.name in target):
            raise sqlite3.OperationalError(message)
        return real_connect(database, *args, **kwargs)

    monkeypatch.setattr(sqlite3, "connect", connect)


@pytest.mark.parametrize(
    "message, says",
    [
        ("attempt to write a readonly database", "is read-only (attempt to write a readonly database)"),
        ("unable to open database file", "cannot be opened (unable to open database file); check that it"),
        ("database or disk is full", "cannot be saved: the disk is full; free some space and try again"),
        ("disk I/O error", "could not be read or written (disk I/O error)"),
    ],
)
def test_a_save_that_cannot_be_written_is_one_line_naming_it(tmp_path, monkeypatch, message, says):
    played(tmp_path)
    before = (tmp_path / DB_NAME).read_bytes()
    fail_to_connect(monkeypatch, tmp_path / DB_NAME, message, read_only_too=True)
    with pytest.raises(StoreError) as refused:
        Store.open(tmp_path)
    assert str(refused.value).startswith(str(tmp_path / DB_NAME)) and says in str(refused.value)
    assert (tmp_path / DB_NAME).read_bytes() == before and only_the_save(tmp_path) == [DB_NAME]


def test_a_read_only_file_is_not_moved_aside_by_the_read_only_look(tmp_path, monkeypatch):
    """SQLite opens a file it may not write for reading only, so the look succeeds and the first
    write fails: that failure is the refusal, not a reason to move the file."""
    played(tmp_path)
    before = (tmp_path / DB_NAME).read_bytes()
    fail_to_connect(monkeypatch, tmp_path / DB_NAME, "attempt to write a readonly database")
    with pytest.raises(StoreError, match="is read-only"):
        Store.open(tmp_path)
    assert (tmp_path / DB_NAME).read_bytes() == before
    assert not [p for p in tmp_path.iterdir() if ".corrupt-" in p.name]


@pytest.fixture
def small_disk(tmp_path):
    """A 2 MiB tmpfs (mounting needs root; skipped where it is not allowed)."""
    disk = tmp_path / "disk"
    disk.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(disk)], capture_output=True, text=True
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here: {mounted.stderr.strip() or mounted.returncode}")
    try:
        yield disk
    finally:
        subprocess.run(["umount", "-l", str(disk)], check=False)


def fill(disk: Path) -> Path:
    filler = disk / "filler"
    with open(filler, "wb", buffering=0) as handle:
        try:
            while True:
                handle.write(b"\0" * 4096)
        except OSError:
            pass
    return filler


def test_a_full_disk_is_refused_in_one_line_and_the_save_opens_once_there_is_room(small_disk):
    folder = small_disk / "save"
    bankroll = played(folder)
    before = (folder / DB_NAME).read_bytes()
    filler = fill(small_disk)
    with pytest.raises(StoreError) as refused:
        Store.open(folder)
    assert str(refused.value) == f"{folder / DB_NAME} cannot be saved: the disk is full; free some space and try again"
    assert_one_line(stats(folder), str(folder / DB_NAME), "the disk is full")
    assert (folder / DB_NAME).read_bytes() == before
    assert not [p for p in folder.iterdir() if ".corrupt-" in p.name]
    filler.unlink()
    with Store.open(folder) as store:
        assert store.bankroll == bankroll and store.notices == [] and store.ledger_problem is None


def test_a_read_only_folder_is_refused_in_one_line(small_disk):
    folder = small_disk / "save"
    bankroll = played(folder)
    before = (folder / DB_NAME).read_bytes()
    subprocess.run(["mount", "-o", "remount,ro", str(small_disk)], check=True)
    with pytest.raises(StoreError) as refused:
        Store.open(folder)
    assert str(refused.value).startswith(f"{folder / DB_NAME} cannot be used: the folder {folder} is read-only")
    assert_one_line(stats(folder), str(folder), "read-only")  # the folder check speaks first
    assert (folder / DB_NAME).read_bytes() == before
    subprocess.run(["mount", "-o", "remount,rw", str(small_disk)], check=True)
    with Store.open(folder) as store:
        assert store.bankroll == bankroll


# -- the lock file ------------------------------------------------------------------------------------


def test_a_folder_where_the_lock_goes_is_one_line(tmp_path):
    FolderLock(tmp_path).path.mkdir()
    with pytest.raises(StoreError) as refused:
        FolderLock(tmp_path).acquire()
    assert str(FolderLock(tmp_path).path) in str(refused.value) and "is a folder" in str(refused.value)


def test_the_window_names_a_folder_where_the_lock_goes(tmp_path):
    FolderLock(tmp_path).path.mkdir()
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    result = subprocess.run(
        [sys.executable, "-m", "casino_brag", "--data-dir", str(tmp_path)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert_one_line(result, str(FolderLock(tmp_path).path), "is a folder")
    assert not (tmp_path / DB_NAME).exists()


# -- what is moved aside ------------------------------------------------------------------------------


def test_only_an_unreadable_file_is_moved_aside_and_its_notice_names_the_new_name(tmp_path):
    (tmp_path / DB_NAME).write_bytes(b"\x00" * 4096)
    with Store.open(tmp_path) as store:
        (notice,) = store.notices
        assert store.bankroll == STARTING_BANKROLL
    (aside,) = [p for p in tmp_path.iterdir() if ".corrupt-" in p.name and not p.name.endswith(("-wal", "-shm"))]
    assert aside.name in notice and aside.read_bytes() == b"\x00" * 4096


def test_refusal_words_come_from_sqlites_result_codes():
    busy = sqlite3.OperationalError("database is locked")
    assert opening.is_busy(busy) and not opening.is_busy(sqlite3.OperationalError("disk I/O error"))
    path = Path("/nowhere/casino_brag.sqlite3")
    assert "in use by another program" in str(opening.refusal(path, busy))
    assert str(opening.refusal(path, sqlite3.OperationalError("something new"))).startswith(str(path))
