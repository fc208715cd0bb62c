"""The window on a save whose ledger does not add up: no menu and no table, only the problem in
a dialog with a choice of a new bankroll (the file kept aside as it was) or quitting. And a
setting the game cannot use is named in a notice."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pygame
import pytest
from ui_driver import Driver

from casino_brag.save.store import DB_NAME, STARTING_BANKROLL, Payout, Store
from casino_brag.ui.casino.scene import CasinoTableScene
from casino_brag.ui.screens.menu import MenuScene
from casino_brag.ui.widgets.dialog import Dialog


@pytest.fixture
def edited(tmp_path) -> Path:
    """A save with a hand won, its felt chosen, and its bankroll then edited to a billion."""
    with Store.open(tmp_path) as store:
        hand = store.begin_hand("casino", {"ante": 10})
        store.settle_hand(hand, [Payout("ante", 20)], outcome="win")
        store.save_settings({"felt": "blue"})
    db = sqlite3.connect(tmp_path / DB_NAME, isolation_level=None)
    db.execute("UPDATE ledger SET balance = 1000000000 WHERE id = (SELECT MAX(id) FROM ledger)")
    db.close()
    return tmp_path


def scenes(driver: Driver) -> list[type]:
    return [type(scene) for scene in driver.app.stack]


@pytest.mark.parametrize("mode", [None, "casino", "pub"])
def test_an_edited_save_opens_only_to_the_problem_and_quitting_leaves_it_as_it_was(edited, mode):
    before = (edited / DB_NAME).read_bytes()
    driver = Driver(edited, mode=mode)
    try:
        dialog = driver.top
        assert isinstance(dialog, Dialog) and dialog.tone == "error"
        assert str(edited / DB_NAME) in dialog.message and "does not add up" in dialog.message
        assert [label for label, _ in dialog.choices] == ["New bankroll", "Quit"]
        assert MenuScene not in scenes(driver) and CasinoTableScene not in scenes(driver)
        driver.app.save_prefs()  # what the window does as it closes
        driver.key(pygame.K_ESCAPE)  # Esc picks the last choice: quit
        assert not driver.app.running
    finally:
        driver.close()
    assert (edited / DB_NAME).read_bytes() == before
    assert [p.name for p in edited.iterdir() if ".unbalanced-" in p.name] == []


def test_a_new_bankroll_keeps_the_edited_file_aside_and_the_game_starts(edited):
    before = (edited / DB_NAME).read_bytes()
    driver = Driver(edited, mode="casino")
    try:
        driver.key(pygame.K_RETURN)  # New bankroll
        (aside,) = [p for p in edited.iterdir() if ".unbalanced-" in p.name and not p.name.endswith(("-wal", "-shm"))]
        assert aside.read_bytes() == before
        notice = driver.top
        assert isinstance(notice, Dialog) and aside.name in notice.message
        assert driver.store.bankroll == STARTING_BANKROLL and driver.store.ledger_problem is None
        assert driver.store.settings()["felt"] == "blue" and driver.app.prefs.felt == "blue"
        driver.key(pygame.K_RETURN)
        assert isinstance(driver.top, CasinoTableScene)  # the table asked for, on the new save
        assert scenes(driver)[0] is MenuScene
    finally:
        driver.close()
    with Store.open(edited) as store:
        assert store.bankroll == STARTING_BANKROLL and store.ledger_problem is None


def test_a_setting_the_game_cannot_use_is_named_and_its_default_used(tmp_path):
    with Store.open(tmp_path) as store:
        store.save_settings({"felt": "purple", "volume": "loud", "chip": 25})
    driver = Driver(tmp_path)
    try:
        messages = [driver.top.message]
        driver.key(pygame.K_RETURN)
        messages.append(driver.top.message)
        driver.key(pygame.K_RETURN)
        assert isinstance(driver.top, MenuScene)
        assert driver.app.prefs.felt == "green" and driver.app.prefs.volume == 0.7 and driver.app.prefs.chip == 25
    finally:
        driver.close()
    assert sorted(messages) == [
        f'The setting \'felt\' in {tmp_path / DB_NAME} was "purple", which the game cannot use: it is "green" now.',
        f"The setting 'volume' in {tmp_path / DB_NAME} was \"loud\", which the game cannot use: it is 0.7 now.",
    ]


def test_a_setting_that_is_not_json_is_named_too(tmp_path):
    with Store.open(tmp_path) as store:
        store.save_settings({"felt": "blue"})
    db = sqlite3.connect(tmp_path / DB_NAME, isolation_level=None)
    db.execute("UPDATE settings SET value = '{blue' WHERE key = 'felt'")
    db.close()
    driver = Driver(tmp_path)
    try:
        assert isinstance(driver.top, Dialog) and "'felt'" in driver.top.message
        assert driver.app.prefs.felt == "green"
    finally:
        driver.close()
