"""Your Pub Brag record game by game: figures from the saved sessions, the Statistics page that
shows them (G), and `casino-brag stats`."""

from __future__ import annotations

import json
import random
from fractions import Fraction

import pygame
import pytest
from test_ui_pub_save import setup_for, step
from ui_driver import Driver

from casino_brag.save.by_game import GameRecord, records_by_game
from casino_brag.save.pub_book import pub_record
from casino_brag.save.store import Store
from casino_brag.ui.core import footprint
from casino_brag.ui.core.text import chips, signed
from casino_brag.ui.pub.session import PubGame
from casino_brag.ui.screens.by_game import ByGameScene
from casino_brag.ui.screens.statistics import StatisticsScene

GAMES = (("three-card", 3), ("bastard", 2), ("three-card", 2), ("single-stake", 2))
"""Sessions to play: the game and its number of hands (Three-Card Brag twice)."""


def play_sessions(store: Store) -> list[dict]:
    """Play each of `GAMES` to its end with a seeded script; the finished sessions' results."""
    for seed, (variant, hands) in enumerate(GAMES, start=1):
        game = PubGame.new(store, setup_for(1, chips=30, hands=hands, variant=variant), seed=seed)
        rng = random.Random(seed)
        try:
            while not game.over:
                step(game, rng)
        finally:
            game.close()
    return [s["result"] for s in reversed(store.sessions("pub"))]


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    folder = tmp_path_factory.mktemp("by_game")
    with Store.open(folder) as store:
        results = play_sessions(store)
    return folder, results


def test_each_game_adds_up_its_own_sessions(played):
    folder, results = played
    with Store.open(folder) as store:
        records = records_by_game(store)
        assert [r.variant for r in records] == ["three-card", "bastard", "single-stake"]
        for record in records:
            mine = [r for (variant, _), r in zip(GAMES, results, strict=True) if variant == record.variant]
            assert record.sessions == len(mine) == pub_record(store, record.variant).sessions
            assert record.hands == sum(r["hands"] for r in mine) == pub_record(store, record.variant).hands
            assert record.won == sum(r["won"] for r in mine)
            assert record.net == sum(r["net"] for r in mine) == pub_record(store, record.variant).net
            assert record.won <= record.hands
        assert sum(r.net for r in records) == pub_record(store).net
        assert records[0].hands == 5


def test_net_per_hand_is_exact_and_absent_without_hands():
    assert GameRecord("bastard", sessions=1, hands=3, won=1, net=-7).net_per_hand == Fraction(-7, 3)
    assert GameRecord("bastard").net_per_hand is None
    assert GameRecord("bastard", hands=4, net=6).as_json()["net_per_hand"] == 1.5


def test_an_unfinished_session_and_an_old_save_without_rules(tmp_path):
    with Store.open(tmp_path) as store:
        assert records_by_game(store) == []
        open_one = store.begin_session("pub")
        old = store.begin_session("pub")  # a save from before the game was recorded in the session
        store.end_session(old, {"hands": 2, "won": 1, "biggest_pot": 9, "net": 4})
        assert open_one != old
        assert records_by_game(store) == [GameRecord("three-card", 1, 2, 1, 4)]


def shown_words(driver: Driver) -> list[str]:
    screen = footprint.RecordingSurface((1280, 720))
    with footprint.recording() as recorder:
        driver.app.stack.draw(screen)
    return [m.what for m in recorder.marks if m.kind == "text"]


def test_g_on_statistics_shows_each_game(played, tmp_path):
    folder, _ = played
    driver = Driver(folder)
    try:
        driver.key(pygame.K_6)
        assert isinstance(driver.top, StatisticsScene)
        driver.key(pygame.K_g)
        page = driver.top
        assert isinstance(page, ByGameScene)
        words = shown_words(driver)
        for title in ("Three-Card Brag", "Bastard Brag", "Single-Stake Brag"):
            assert title in words
        assert "Five-Card Brag" not in words
        three = page.records[0]
        assert signed(three.net) in words and chips(three.hands) in words
        driver.key(pygame.K_ESCAPE)
        assert isinstance(driver.top, StatisticsScene)
    finally:
        driver.close()
    empty = Driver(tmp_path)
    try:
        empty.key(pygame.K_6)
        empty.key(pygame.K_g)
        assert isinstance(empty.top, ByGameScene) and empty.top.records == []
        assert any(w.startswith("No Pub Brag session") for w in shown_words(empty))
    finally:
        empty.close()


def test_the_stats_command_lists_each_game(played, capsys):
    from casino_brag.cli import main

    folder, _ = played
    with Store.open(folder) as store:
        records = records_by_game(store)
    assert main(["--data-dir", str(folder), "stats", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [g["variant"] for g in data["by_game"]] == ["three-card", "bastard", "single-stake"]
    assert data["by_game"][1] == records[1].as_json() | {"title": "Bastard Brag"}
    assert main(["--data-dir", str(folder), "stats"]) == 0
    text = capsys.readouterr().out
    assert "Pub Brag by game" in text
    assert "Single-Stake Brag" in text
