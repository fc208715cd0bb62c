"""Where the save lives and what touches it: the XDG rule for the data folder, a read-only
`stats`, and no connection left open when a save is refused."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from casino_brag import paths
from casino_brag.save.store import DB_NAME, SCHEMA_VERSION, STARTING_BANKROLL, Store, StoreError

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="the XDG rule is for Linux and the BSDs")
def test_a_relative_xdg_data_home_is_ignored(monkeypatch, tmp_path):
    monkeypatch.delenv(paths.DATA_ENV, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", "relative/data")
    assert paths.data_dir() == tmp_path / ".local" / "share" / "casino-brag"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert paths.data_dir() == tmp_path / "xdg" / "casino-brag"
    monkeypatch.setenv("XDG_DATA_HOME", "")
    assert paths.data_dir() == tmp_path / ".local" / "share" / "casino-brag"


def test_stats_on_a_folder_with_no_save_creates_nothing(tmp_path):
    folder = tmp_path / "not-yet"
    result = subprocess.run(
        [sys.executable, "-m", "casino_brag", "--data-dir", str(folder), "stats", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    figures = json.loads(result.stdout)
    assert figures["bankroll"] == STARTING_BANKROLL and figures["hands_played"] == 0
    assert not folder.exists()


def test_a_save_from_a_newer_version_leaves_no_connection_open(tmp_path, monkeypatch):
    import sqlite3

    with Store.open(tmp_path):
        pass
    db = sqlite3.connect(tmp_path / DB_NAME)
    db.execute("UPDATE meta SET value=? WHERE key='schema_version'", (str(SCHEMA_VERSION + 1),))
    db.commit()
    db.close()
    opened = []
    real_connect = sqlite3.connect

    def connect(*args, **kwargs):
        opened.append(real_connect(*args, **kwargs))
        return opened[-1]

    monkeypatch.setattr(sqlite3, "connect", connect)
    with pytest.raises(StoreError, match="newer version"):
        Store.open(tmp_path)
    assert opened
    for connection in opened:  # closed: Python 3.13 warns of (and the suite fails on) an open one
        with pytest.raises(sqlite3.ProgrammingError):
            connection.execute("SELECT 1")
