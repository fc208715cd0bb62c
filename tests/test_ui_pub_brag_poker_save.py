"""3 Card Brag Poker sessions in the save file: your chips and your bankroll move together, a
session resumes mid-hand with the same cards and turn, and the hand history reads each hand back
with its verdict."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from test_ui_pub_save import play_out, setup_for, step

from casino_brag.save.pub_book import HUMAN, unfinished
from casino_brag.save.store import Store
from casino_brag.ui.pub.history import read_pub_hand
from casino_brag.ui.pub.session import PubGame


@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 10_000), opponents=st.integers(1, 5), moves=st.integers(0, 10_000))
def test_your_chips_and_your_bankroll_move_together_in_brag_poker(tmp_path_factory, seed, opponents, moves):
    with Store.open(tmp_path_factory.mktemp("save")) as store:
        game = PubGame.new(store, setup_for(opponents, chips=60, hands=5, variant="brag-poker"), seed=seed)
        rng = random.Random(moves)
        play_out(store, game, rng, chips_in_play=60 * (opponents + 1))
        for record in store.hands("pub", limit=100):
            hand = read_pub_hand(record)
            assert hand.variant == "brag-poker" and hand.result is not None and hand.verdict is not None
            assert hand.verdict.headline and hand.verdict.rule


def test_a_session_quit_at_your_draw_resumes_with_the_same_cards_and_turn(tmp_path):
    rng = random.Random(2)
    with Store.open(tmp_path) as store:
        game = PubGame.new(store, setup_for(2, chips=80, hands=20, variant="brag-poker"), seed=4)
        try:
            while not (game.your_turn and game.table.pending_choice == "discard" and game.table.hand_number > 1):
                assert not game.over
                step(game, rng)
            before = (game.table.chips, game.table.pot, game.table.to_act, game.table.cards_of(HUMAN))
        finally:
            game.close()
    with Store.open(tmp_path) as store:
        saved = unfinished(store)
        assert saved is not None and saved.setup.rules.variant == "brag-poker"
        resumed = PubGame.resumed_from(store, saved)
        try:
            table = resumed.table
            assert (table.chips, table.pot, table.to_act, table.cards_of(HUMAN)) == before
            assert table.game.deal.phase == "draw"
        finally:
            resumed.close()
