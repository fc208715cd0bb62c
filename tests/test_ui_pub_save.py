"""A Pub Brag session in the save file: your chips move through the bankroll hand by hand, the
session resumes after quitting and after a crash (a real kill -9 of the running game), and no
chip is ever lost or made."""

import os
import random
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pub_driver import save_setup
from pub_support import hand_as_seen, same_table

from casino_brag.engine.pub import Action
from casino_brag.save.pub_book import HUMAN, ResumeError, close_unfinished, resume, unfinished
from casino_brag.save.pub_setup import PubSetup
from casino_brag.save.store import DB_NAME, STARTING_BANKROLL, Store
from casino_brag.ui.pub.session import PubGame

ROOT = Path(__file__).resolve().parent.parent


def setup_for(opponents=2, chips=100, hands=8, **rules):
    setup = PubSetup().with_count(opponents)
    return replace(setup, chips=chips, rules=replace(setup.rules, session_hands=hands, **rules))


def your_move(game, rng):
    offers = game.offers()
    offer = rng.choice(offers)
    if offer.kind == "bet":
        return Action.bet(min(offer.max, offer.min + rng.choice([0, 0, 2])))
    return offer


def step(game, rng):
    """One move of the session: deal, your move, or (waiting on the worker) an opponent's."""
    if game.can_deal:
        game.deal()
    elif game.your_turn:
        game.act(your_move(game, rng))
    elif not game.play_opponent():
        time.sleep(0.0005)


def books_balance(store, game, bankroll_before):
    """Your bankroll moved exactly as your chips at the table did."""
    assert store.check_ledger() == []
    if game.table.hand_over:
        assert store.bankroll - bankroll_before == game.table.chips[HUMAN] - game.setup.chips


def play_out(store, game, rng, chips_in_play=None):
    """Play the session to its end, the books balancing after every move (and, given
    `chips_in_play`, no chip made or lost at the table), then close it."""
    try:
        while not game.over:
            step(game, rng)
            books_balance(store, game, STARTING_BANKROLL)
            if chips_in_play is not None:
                assert sum(game.table.chips) + game.table.pot == chips_in_play
    finally:
        game.close()


@settings(max_examples=8, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    opponents=st.integers(1, 5),
    variant=st.sampled_from(["three-card", "five-card"]),
    moves=st.integers(0, 10_000),
)
def test_your_chips_at_the_table_and_your_bankroll_move_together(tmp_path_factory, seed, opponents, variant, moves):
    with Store.open(tmp_path_factory.mktemp("save")) as store:
        game = PubGame.new(store, setup_for(opponents, variant=variant), seed=seed)
        rng = random.Random(moves)
        play_out(store, game, rng)
        sessions = store.sessions("pub")
        assert sessions[0]["status"] == "finished"
        assert sessions[0]["result"]["net"] == store.bankroll - STARTING_BANKROLL
        assert len(store.hands("pub", limit=100)) == sessions[0]["result"]["hands"]


def play_hands(game, rng, hands):
    while not game.over and (game.table.hand_number < hands or not game.table.hand_over):
        step(game, rng)


def test_quitting_between_hands_resumes_exactly_where_it_was(tmp_path):
    rng = random.Random(1)
    with Store.open(tmp_path) as store:
        game = PubGame.new(store, setup_for(3, hands=20), seed=5)
        play_hands(game, rng, 3)
        left = game.table
        game.close()
    with Store.open(tmp_path) as store:
        saved = unfinished(store)
        assert saved is not None and saved.hands_played == 3 and saved.chips == left.chips[HUMAN]
        game = PubGame.resumed_from(store, saved)
        try:
            same_table(game.table, left)
            play_hands(game, rng, 6)
            books_balance(store, game, STARTING_BANKROLL)
        finally:
            game.close()


def test_a_hand_cut_short_goes_on_from_where_it_stopped(tmp_path):
    """No free fold and no fresh deal: the same cards, your bet and the opponents' decisions so
    far all stand, and the hand is played on to its end."""
    rng = random.Random(3)
    with Store.open(tmp_path) as store:
        game = PubGame.new(store, setup_for(2, hands=20), seed=9)
        play_hands(game, rng, 2)
        chips_before = game.table.chips
        game.deal()
        while not game.your_turn:
            step(game, rng)
        bet = next(o for o in game.offers() if o.kind == "bet")
        game.act(Action.bet(bet.min))
        staked = game.table.put_in(HUMAN)
        cut = (hand_as_seen(game.table), {s: game.table.cards_of(s) for s in range(3)}, game.table.to_act)
        left = game.table
        assert store.bankroll == STARTING_BANKROLL + chips_before[HUMAN] - 100 - staked
        game.close()  # the game stops here, its hand open in the save file
    with Store.open(tmp_path) as store:
        assert any("interrupted" in n and "goes on from where it stopped" in n for n in store.notices)
        assert not any("refunded" in n for n in store.notices)
        assert store.bankroll == STARTING_BANKROLL + chips_before[HUMAN] - 100 - staked
        game = PubGame.resumed_from(store, unfinished(store))
        try:
            table = game.table
            assert not table.hand_over and table.hand_number == 3 and table.put_in(HUMAN) == staked
            assert (hand_as_seen(table), {s: table.cards_of(s) for s in range(3)}, table.to_act) == cut
            same_table(table, left)
            play_hands(game, rng, 4)
            books_balance(store, game, STARTING_BANKROLL)
        finally:
            game.close()


def test_a_hand_cut_short_and_never_resumed_is_folded(tmp_path):
    rng = random.Random(4)
    with Store.open(tmp_path) as store:
        game = PubGame.new(store, setup_for(2, hands=20), seed=2)
        game.deal()
        while not game.your_turn:
            step(game, rng)
        staked = game.table.put_in(HUMAN)
        game.close()
    with Store.open(tmp_path) as store:
        close_unfinished(store, unfinished(store))
        (hand,) = store.hands("pub")
        assert hand.status == "settled" and hand.outcome == "fold" and hand.net == -staked
        assert store.bankroll == STARTING_BANKROLL - staked and store.check_ledger() == []
        assert store.open_hands("pub") == []


def test_a_bankroll_spent_elsewhere_cannot_carry_the_old_stack_and_the_game_is_closed(tmp_path):
    with Store.open(tmp_path) as store:
        game = PubGame.new(store, setup_for(2, chips=500), seed=2)
        game.close()
        store.reset_bankroll(100)
        saved = unfinished(store)
        with pytest.raises(ResumeError, match="no longer covers"):
            resume(store, saved)
        close_unfinished(store, saved)
        assert unfinished(store) is None
        (session,) = store.sessions("pub")
        assert session["status"] == "finished" and session["result"]["reason"] == "left"
        assert store.check_ledger() == []


def test_a_damaged_record_is_refused_with_a_reason(tmp_path):
    with Store.open(tmp_path) as store:
        game = PubGame.new(store, setup_for(2), seed=2)
        game.close()
        saved = unfinished(store)
        broken = replace(saved, record={**saved.record, "inputs": [{"seat": 3, "act": "bet", "amount": 5}]})
        with pytest.raises(ResumeError, match="does not replay"):
            resume(store, broken)


# -- a real kill -9 of the running game ------------------------------------------------------------------

GAME = textwrap.dedent(
    """
    import os, random, sys
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from casino_brag.cli import main
    from casino_brag.engine.pub import Action
    from casino_brag.ui.pub import scene as pub_table

    rng = random.Random(7)
    update = pub_table.PubTableScene.update

    def update_and_play(self, dt):
        update(self, dt)
        game = self.game
        if self.show.busy(self.t) or game.over:
            return
        if game.can_deal:
            self.deal()
        elif game.your_turn:
            offer = rng.choice(game.offers())
            if offer.kind == "bet":
                offer = Action.bet(min(offer.max, offer.min + rng.choice([0, 1, 3])))
            self.act(offer)

    pub_table.PubTableScene.update = update_and_play
    sys.exit(main(["--data-dir", sys.argv[1], "play", "--mode", "pub", "--opponents", "3"]))
    """
)


def query(folder, sql):
    try:
        db = sqlite3.connect(f"file:{folder / DB_NAME}?mode=ro", uri=True, timeout=1)
        try:
            return db.execute(sql).fetchone()
        finally:
            db.close()
    except sqlite3.Error:
        return None


def kill_mid_hand_and_check_the_books(folder, script, settled_first):
    """Run the game in a process, kill it with SIGKILL once `settled_first` hands are settled and
    chips of an unsettled hand are in the pot, then check nothing was lost or made. Returns the
    player's net over the settled hands."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    game = subprocess.Popen(
        [sys.executable, "-c", script, str(folder)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 90
        caught = False
        while time.monotonic() < deadline and game.poll() is None:
            row = query(
                folder,
                "SELECT (SELECT COUNT(*) FROM hands WHERE game='pub' AND status='settled'), "
                "(SELECT COUNT(*) FROM ledger l JOIN hands h ON h.id = l.hand_id "
                "WHERE h.status='open' AND l.bet='pot')",
            )
            if row and row[0] >= settled_first and row[1] >= 1:
                caught = True
                break
            time.sleep(0.01)
        assert caught, game.stderr.read().decode() if game.poll() is not None else "the game never got there"
        os.kill(game.pid, signal.SIGKILL)
    finally:
        if game.poll() is None:
            game.kill()
        game.wait(10)
        game.stderr.close()
    with Store.open(folder) as store:
        assert any("interrupted" in n for n in store.notices) and not any("refunded" in n for n in store.notices)
        assert store.check_ledger() == []
        net = sum(h.net for h in store.hands("pub", limit=1000) if h.status == "settled")
        (in_play,) = store.open_hands("pub")  # the hand cut short, its stakes still on the table
        assert store.bankroll == STARTING_BANKROLL + net - in_play.wagered
    return net


@pytest.mark.skipif(os.name == "nt", reason="uses POSIX signals")
def test_killing_the_game_mid_hand_loses_and_makes_no_chips(tmp_path):
    save_setup(tmp_path, 3, chips=200, rules={"session_hands": 200, "ante": 2})
    net = kill_mid_hand_and_check_the_books(tmp_path, GAME, settled_first=3)
    with Store.open(tmp_path) as store:
        saved = unfinished(store)
        assert saved is not None
        game = PubGame.resumed_from(store, saved)
        try:
            table = game.table
            assert not table.hand_over, "the hand cut short goes on where it stopped"
            assert table.chips[HUMAN] + table.put_in(HUMAN) == 200 + net
            assert sum(table.chips) + table.pot == 200 * 4
            rng = random.Random(2)
            play_hands(game, rng, game.table.hand_number + 3)
            books_balance(store, game, STARTING_BANKROLL)
        finally:
            game.close()
