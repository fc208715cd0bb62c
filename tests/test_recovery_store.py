"""kill -9 at any moment leaves a save that reopens balanced, with the interrupted hand refunded."""

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from casino_brag.save.store import STARTING_BANKROLL, Store

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(os.name == "nt", reason="uses POSIX signals")

CHILD = textwrap.dedent(
    """
    import random, sys
    from casino_brag.save.store import Payout, Store
    store = Store.open(sys.argv[1])
    rng = random.Random(7)
    n = 0
    while True:
        hand = store.begin_hand("casino", {"ante": rng.randint(1, 5), "pair_bonus": rng.randint(0, 2)})
        n += 1
        if n == 20:
            print("playing", flush=True)
        ante = store.hand(hand).wagered
        store.settle_hand(hand, [Payout("ante", rng.choice([0, 2 * ante]))], stakes={"play": 1}, outcome="win")
    """
)

HOLD = textwrap.dedent(
    """
    import sys, time
    from casino_brag.save.store import Store
    store = Store.open(sys.argv[1])
    store.begin_hand("casino", {"ante": 40, "pair_bonus": 10})
    print("dealt", flush=True)
    time.sleep(60)
    """
)


def spawn(script, folder):
    return subprocess.Popen([sys.executable, "-c", script, str(folder)], cwd=ROOT, stdout=subprocess.PIPE, text=True)


def test_a_hand_killed_after_the_deal_is_refunded(tmp_path):
    child = spawn(HOLD, tmp_path)
    assert child.stdout.readline().strip() == "dealt"
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=10)
    child.stdout.close()
    with Store.open(tmp_path) as store:
        assert store.bankroll == STARTING_BANKROLL
        assert store.check_ledger() == []
        assert any("refunded: 50 chips" in notice for notice in store.notices)


def test_a_kill_in_the_middle_of_busy_play_leaves_the_books_balanced(tmp_path):
    child = spawn(CHILD, tmp_path)
    assert child.stdout.readline().strip() == "playing"
    time.sleep(0.3)
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=10)
    child.stdout.close()
    with Store.open(tmp_path) as store:
        assert store.check_ledger() == []
        settled = store.query("SELECT COALESCE(SUM(returned - wagered), 0) FROM hands WHERE status='settled'")[0][0]
        assert store.bankroll == STARTING_BANKROLL + settled
        assert store.query("SELECT COUNT(*) FROM hands WHERE status='open'")[0][0] == 0
        assert store.count_hands() >= 20
