"""Bastard Brag sessions in the save file: your chips and your bankroll move together through
every sub-variant, a session quit between hands or cut short mid-hand (a real kill -9 of the
running game) resumes with no chip lost or made, and the hand history reads each hand back."""

import os
import random

import pygame
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from pub_driver import save_setup
from pub_support import same_table
from test_ui_pub_save import (
    GAME,
    books_balance,
    kill_mid_hand_and_check_the_books,
    play_hands,
    play_out,
    setup_for,
    step,
)
from test_ui_scenes import assert_draw_is_pure
from ui_driver import Driver

from casino_brag.engine.cards import parse_cards
from casino_brag.save.pub_book import HUMAN, unfinished
from casino_brag.save.store import STARTING_BANKROLL, Store
from casino_brag.ui.pub.history import read_pub_hand
from casino_brag.ui.pub.session import PubGame
from casino_brag.ui.screens import history_pub
from casino_brag.ui.screens.history import HistoryScene

SWITCHES = st.fixed_dictionaries(
    {
        "community_cards": st.sampled_from([3, 4]),
        "wild": st.sampled_from(["none", "twos", "one-eyed-jacks"]),
        "stud": st.booleans(),
        "blind_bastard": st.booleans(),
        "short_of_chips": st.sampled_from(["cover", "fold"]),
    }
)


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10_000), opponents=st.integers(1, 5), switches=SWITCHES, moves=st.integers(0, 10_000))
@example(  # the fourth hand is over at the deal (two players all in on the ante), and so is the session
    seed=2048,
    opponents=2,
    switches={"community_cards": 4, "wild": "twos", "stud": True, "blind_bastard": True, "short_of_chips": "cover"},
    moves=1011,
)
def test_your_chips_and_your_bankroll_move_together_in_bastard_brag(tmp_path_factory, seed, opponents, switches, moves):
    with Store.open(tmp_path_factory.mktemp("save")) as store:
        game = PubGame.new(store, setup_for(opponents, chips=60, hands=6, variant="bastard", **switches), seed=seed)
        rng = random.Random(moves)
        play_out(store, game, rng, chips_in_play=60 * (opponents + 1))
        (session,) = store.sessions("pub")
        assert session["status"] == "finished"
        assert session["result"]["net"] == store.bankroll - STARTING_BANKROLL
        for record in store.hands("pub", limit=100):
            hand = read_pub_hand(record)
            assert hand.variant == "bastard" and hand.result is not None and hand.verdict is not None
            assert len(hand.your_cards) in (0, 3, 4)  # your own cards, never the board's
            if hand.result.how == "showdown":
                assert len(hand.board) == switches["community_cards"]


def test_quitting_a_bastard_session_between_hands_resumes_exactly(tmp_path):
    rng = random.Random(4)
    with Store.open(tmp_path) as store:
        game = PubGame.new(store, setup_for(3, hands=20, variant="bastard", community_cards=4), seed=8)
        play_hands(game, rng, 3)
        left = game.table
        game.close()
    with Store.open(tmp_path) as store:
        saved = unfinished(store)
        assert saved is not None and saved.setup.rules.bastard and saved.setup.rules.community_cards == 4
        game = PubGame.resumed_from(store, saved)
        try:
            same_table(game.table, left)
            play_hands(game, rng, 6)
            books_balance(store, game, STARTING_BANKROLL)
        finally:
            game.close()


def test_the_history_keeps_your_own_cards_and_the_board_apart(tmp_path):
    with Store.open(tmp_path) as store:
        game = PubGame.new(store, setup_for(1, hands=3, variant="bastard"), seed=1)
        deal = game.table.start_hand
        game.table.start_hand = lambda *a, **k: deal({0: "9c 6s Jd", 1: "2h 4d 7c"}, community="Qh Th 3s")
        rng = random.Random(0)
        try:
            while game.table.hand_number < 1 or not game.table.hand_over:
                step(game, rng)
        finally:
            game.close()
        (record,) = store.hands("pub", limit=10)
        hand = read_pub_hand(record)
        assert record.player_cards in ("", "9c 6s Jd")
        assert hand.your_cards in ((), parse_cards("9c 6s Jd"))
        if hand.result.how != "fold":
            assert hand.board == parse_cards("Qh Th 3s")
        assert hand.names == ("You", *game.table.names[1:])


BASTARD_GAME = GAME.replace('"--opponents", "3"', '"--opponents", "4"')


@pytest.mark.skipif(os.name == "nt", reason="uses POSIX signals")
def test_killing_a_bastard_game_mid_hand_loses_and_makes_no_chips(tmp_path):
    save_setup(tmp_path, 4, chips=200, rules={"session_hands": 200, "ante": 2, "variant": "bastard"})
    net = kill_mid_hand_and_check_the_books(tmp_path, BASTARD_GAME, settled_first=2)
    with Store.open(tmp_path) as store:
        saved = unfinished(store)
        assert saved is not None and saved.setup.rules.bastard
        game = PubGame.resumed_from(store, saved)
        try:
            table = game.table
            assert not table.hand_over, "the hand cut short goes on where it stopped"
            assert table.chips[HUMAN] + table.put_in(HUMAN) == 200 + net
            assert sum(table.chips) + table.pot == 200 * 5
            play_hands(game, random.Random(2), game.table.hand_number + 3)
            books_balance(store, game, STARTING_BANKROLL)
        finally:
            game.close()


def test_the_history_screen_shows_pub_hands_as_played(tmp_path):
    with Store.open(tmp_path) as store:
        for variant, seed in (("three-card", 2), ("bastard", 3)):
            game = PubGame.new(store, setup_for(2, hands=3, variant=variant), seed=seed)
            try:
                play_hands(game, random.Random(seed), 3)
            finally:
                game.close()
    ui = Driver(tmp_path, seed=1)
    try:
        ui.key(pygame.K_6)
        ui.key(pygame.K_h)
        screen = ui.top
        assert isinstance(screen, HistoryScene) and len(screen.hands) == 6
        for index, record in enumerate(screen.hands):
            hand = screen.pub(record)
            assert hand.variant == ("bastard" if index < 3 else "three-card")
            assert history_pub.game_title(hand) == ("Bastard Brag" if index < 3 else "Three-Card Brag")
            assert history_pub.outcome(record, hand) in {
                "Won: the others folded",
                "Won at a see",
                "Won after an all-in",
                "Won at the showdown",
                "Split the pot",
                "Lost at a see",
                "Lost after an all-in",
                "Lost at the showdown",
                "Folded",
            }
            assert hand.names == ("You", "Edna", "Reckless Ray")
            assert hand.board == hand.result.community  # all of it, or what was turned before the others folded
            assert index < 3 or not hand.board
            if hand.result.how != "fold":
                assert len(hand.board) == (3 if index < 3 else 0)
            screen.selected = index
            assert_draw_is_pure(ui)
    finally:
        ui.close()
