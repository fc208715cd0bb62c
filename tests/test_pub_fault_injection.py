"""Stop the game after any move of a Pub Brag session, as a kill would: every move is a
transaction boundary, and from each one the session resumes exactly where it stopped, with the
same cards and every decision made so far, and the books balance to the chip."""

import random

from hypothesis import event, given, settings
from hypothesis import strategies as st
from pub_support import hand_as_seen, same_table
from test_ui_pub_save import books_balance, setup_for, step

from casino_brag.save.pub_book import HUMAN, unfinished
from casino_brag.save.store import STARTING_BANKROLL, Store
from casino_brag.ui.pub.session import PubGame


@settings(max_examples=20, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    opponents=st.integers(1, 4),
    variant=st.sampled_from(["three-card", "four-card", "bastard"]),
    stop_after=st.integers(1, 120),
    moves=st.integers(0, 10_000),
)
def test_a_session_stopped_after_any_move_resumes_there(tmp_path_factory, seed, opponents, variant, stop_after, moves):
    folder = tmp_path_factory.mktemp("save")
    rng = random.Random(moves)
    with Store.open(folder) as store:
        game = PubGame.new(store, setup_for(opponents, chips=60, hands=6, variant=variant), seed=seed)
        made = 0
        while not game.over and made < stop_after:
            before = len(game.table.events)
            step(game, rng)
            made += len(game.table.events) > before
        table = game.table
        stopped = (table.chips, table.pot, None if table.hand_over else table.put_in(HUMAN), table.hand_over)
        seen = hand_as_seen(table) if not table.hand_over else None
        game.close()  # no settling, no goodbye: the process is gone
    with Store.open(folder) as store:
        assert store.check_ledger() == []
        assert not any("refunded" in n for n in store.notices)
        saved = unfinished(store)
        if saved is None:  # the session had ended before the stop
            assert stopped[-1]
            event("stopped after the session ended")
            return
        event("stopped mid-hand" if not stopped[-1] else "stopped between hands")
        game = PubGame.resumed_from(store, saved)
        try:
            resumed = game.table
            same_table(resumed, table)
            in_pot = None if resumed.hand_over else resumed.put_in(HUMAN)  # between hands none is in play
            assert (resumed.chips, resumed.pot, in_pot, resumed.hand_over) == stopped
            assert seen is None or hand_as_seen(resumed) == seen
            table = resumed
            # your chips at the table are your bankroll's, the ones in the pot staked and in play
            assert store.bankroll - STARTING_BANKROLL == table.chips[HUMAN] - 60
            assert sum(h.wagered for h in store.open_hands("pub")) == (0 if table.hand_over else table.put_in(HUMAN))
            while not game.over:
                step(game, rng)
                books_balance(store, game, STARTING_BANKROLL)
        finally:
            game.close()
