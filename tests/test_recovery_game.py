"""kill -9 of the real game in the middle of a hand, then a restart: the bankroll balances, and a
dealt hand is no free fold: it comes back with the same cards for the player to decide.

The game runs in a subprocess on the dummy video driver; posted key presses bet and deal (and
for the second case play), the test waits until the save file shows that moment, kills the
process, and starts the game again.
"""

import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from casino_brag.save.store import DB_NAME, STARTING_BANKROLL, Store

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(os.name == "nt", reason="uses POSIX signals")

GAME = textwrap.dedent(
    """
    import os, sys
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    import pygame
    from casino_brag.cli import main
    from casino_brag.ui.core import app as window

    keys = {
        "deal": [pygame.K_1, pygame.K_t, pygame.K_a, pygame.K_b, pygame.K_d],
        "play": [pygame.K_1, pygame.K_t, pygame.K_a, pygame.K_b, pygame.K_d, pygame.K_p],
        "resume": [pygame.K_ESCAPE, pygame.K_t, pygame.K_p],  # the notice first, then play
    }[sys.argv[2]]
    start = window.App.start

    def start_and_press(self):
        start(self)
        for key in keys:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))

    window.App.start = start_and_press
    sys.exit(main(["--data-dir", sys.argv[1]]))
    """
)


def game_env():
    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def wait_for(folder, query, timeout=60):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            db = sqlite3.connect(f"file:{folder / DB_NAME}?mode=ro", uri=True, timeout=1)
            try:
                row = db.execute(query).fetchone()
            finally:
                db.close()
            if row and row[0]:
                return
        except sqlite3.Error:
            pass
        time.sleep(0.05)
    pytest.fail(f"the game never reached: {query}")


def kill_mid_hand(folder, how):
    game = subprocess.Popen(
        [sys.executable, "-c", GAME, str(folder), how],
        cwd=ROOT,
        env=game_env(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        status = "open" if how == "deal" else "settled"
        wait_for(folder, f"SELECT COUNT(*) FROM hands WHERE status='{status}'")
    finally:
        game.send_signal(signal.SIGKILL)
        game.wait(timeout=10)


def restart(folder):
    """Start the game again until its first frame is on screen (the save file is recovered by then)."""
    result = subprocess.run(
        [sys.executable, "-m", "casino_brag", "--data-dir", str(folder)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={**game_env(), "CASINO_BRAG_EXIT_AFTER_FIRST_FRAME": "1"},
    )
    assert result.returncode == 0, result.stderr
    return result


def test_a_game_killed_after_the_deal_resumes_the_same_hand(tmp_path):
    kill_mid_hand(tmp_path, "deal")
    with Store.open(tmp_path, recover=False) as store:
        (dealt,) = store.open_hands("casino")
        staked = store.stakes(dealt.id)
        assert store.bankroll == STARTING_BANKROLL - sum(staked.values())
    restart(tmp_path)  # the first frame: nothing refunded, the hand still waits
    with Store.open(tmp_path, recover=False) as store:
        (waiting,) = store.open_hands("casino")
        assert waiting.id == dealt.id and store.bankroll == STARTING_BANKROLL - sum(staked.values())
    kill_mid_hand(tmp_path, "resume")  # the player plays it
    with Store.open(tmp_path, recover=False) as store:
        (hand,) = store.hands()
        assert hand.id == dealt.id and hand.status == "settled" and hand.detail["played"] is True
        assert hand.player_cards == dealt.player_cards
        assert hand.other_cards == dealt.detail["table"]["dealer"]
        assert store.bankroll == STARTING_BANKROLL + hand.net
        assert store.check_ledger() == []
        assert not store.query("SELECT COUNT(*) FROM ledger WHERE kind='refund'")[0][0]


def test_a_game_killed_while_the_dealer_reveals_keeps_the_settled_result(tmp_path):
    kill_mid_hand(tmp_path, "play")
    restart(tmp_path)
    with Store.open(tmp_path, recover=False) as store:
        (hand,) = store.hands()
        assert hand.status == "settled"
        assert store.bankroll == STARTING_BANKROLL + hand.net
        assert store.check_ledger() == []


def test_the_stats_command_reports_a_balanced_bankroll_after_a_kill(tmp_path):
    kill_mid_hand(tmp_path, "deal")
    result = subprocess.run(
        [sys.executable, "-m", "casino_brag", "--data-dir", str(tmp_path), "stats", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0
    figures = json.loads(result.stdout)
    assert figures["hands_played"] == 0 and figures["net"] == 0 and figures["in_play"] > 0
    assert figures["bankroll"] == STARTING_BANKROLL - figures["in_play"]
    assert figures["interrupted_hands_refunded"] == 0
    assert "waits at the table" in result.stderr
