"""Coming back after leaving a Pub Brag hand in the middle ("Fold and leave"): the hand is played
out without you, the save keeps who took each pot with what and your chips, and resuming says so
once, plainly. Saves from before this keep loading; a damaged note is left out."""

import pygame
from pub_driver import pub_driver, until
from test_ui_pub_table import your_turn

from casino_brag.engine.cards import Rank
from casino_brag.engine.hands import Category, HandValue
from casino_brag.engine.pub.events import PotAwarded
from casino_brag.save.away import Away, Won, away_note, read_away
from casino_brag.save.pub_book import HUMAN, unfinished
from casino_brag.save.shapes import AWAY
from casino_brag.ui.core.text import chips, hand_name, tr
from casino_brag.ui.pub.away import away_words
from casino_brag.ui.pub.scene import PubTableScene
from casino_brag.ui.pub.setup import PubSetupScene
from casino_brag.ui.screens.menu import MenuScene
from casino_brag.ui.widgets.dialog import Dialog


def _leave_mid_hand(ui):
    until(ui, your_turn(ui))
    table = ui.top
    ui.key(pygame.K_b)
    until(ui, your_turn(ui))
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, Dialog)
    ui.key(pygame.K_LEFT)  # "Fold and leave"
    ui.key(pygame.K_RETURN)
    until(ui, lambda: isinstance(ui.top, MenuScene))
    return table.game


def test_resuming_tells_who_won_the_hand_you_left_with_what_and_your_chips(tmp_path):
    ui = pub_driver(tmp_path, opponents=3, seed=4)
    try:
        game = _leave_mid_hand(ui)
        result = game.table.result
        assert result is not None and HUMAN not in result.winners
        saved = unfinished(ui.store)
        assert saved is not None and saved.away is not None
        away = read_away(saved.away, 4)
        assert away is not None and away.hand == 1 and away.chips == game.table.chips[HUMAN]
        awarded = [e for e in game.table.events if isinstance(e, PotAwarded)]
        assert [(w.pot, w.seat, w.amount) for w in away.pots] == [(e.pot, e.seat, e.amount) for e in awarded]
        ui.key(pygame.K_2)
        assert isinstance(ui.top, PubSetupScene)
        ui.key(pygame.K_r)
        told = ui.top
        assert isinstance(told, Dialog) and told.title == tr("away.title")
        winner = list(ui.app.stack)[-2].names[result.winner]
        assert winner in told.message and chips(away.pots[0].amount) in told.message
        assert tr("away.chips", chips=chips(game.table.chips[HUMAN])) in told.message
        shown = {s.seat: s.value for s in result.showdown}
        if result.winner in shown:
            assert hand_name(shown[result.winner]) in told.message
        ui.key(pygame.K_RETURN)
        resumed = ui.top
        assert isinstance(resumed, PubTableScene) and resumed.game.resumed
        assert unfinished(ui.store).away is None  # told once: the next save forgets it
        ui.key(pygame.K_ESCAPE)  # between hands: nothing to play out, and nothing more to tell
        until(ui, lambda: isinstance(ui.top, MenuScene))
        ui.key(pygame.K_2)
        ui.key(pygame.K_r)
        assert isinstance(ui.top, PubTableScene)
    finally:
        ui.close()


def test_a_note_round_trips_and_a_save_without_one_resumes_quietly(tmp_path):
    ui = pub_driver(tmp_path, opponents=2, seed=9)
    try:
        game = _leave_mid_hand(ui)
        note = away_note(game.table)
        assert AWAY(note)
        away = read_away(note, 3)
        assert away is not None and away.chips == game.table.chips[HUMAN] and away.carried == game.table.result.carried
        with ui.store.transaction():  # as a save written before the note existed
            row = ui.store.sessions("pub", limit=1)[0]
            detail = {k: v for k, v in row["detail"].items() if k != "away"}
            ui.store.save_session(int(row["id"]), detail)
        saved = unfinished(ui.store)
        assert saved is not None and saved.away is None
        ui.key(pygame.K_2)
        ui.key(pygame.K_r)
        assert isinstance(ui.top, PubTableScene)
    finally:
        ui.close()


def test_a_damaged_note_is_left_out():
    good = {"hand": 3, "how": "see", "pots": [{"pot": 0, "seat": 1, "amount": 40}], "carried": 0, "chips": 180}
    assert read_away(good, 3) == Away(3, "see", (Won(0, 1, 40, None),), 0, 180)
    assert read_away({**good, "chips": -5}, 3) is None
    assert read_away({**good, "pots": [{"pot": 0, "seat": 7, "amount": 40}]}, 3) is None  # no such seat
    assert read_away({**good, "pots": [{"pot": 0, "seat": 1, "amount": 40, "hand": {"category": "x"}}]}, 3) is None
    assert read_away("nonsense", 3) is None and read_away(None, 3) is None


def test_the_story_names_each_pot_the_hand_it_was_won_with_and_your_chips():
    pair = HandValue(0, Category.PAIR, (Rank.KING, Rank.SEVEN))
    away = Away(5, "cover", (Won(0, 2, 120, pair), Won(1, 1, 30, None)), 0, 64)
    words = away_words(away, ["You", "Edna", "Sid"])
    assert tr("away.intro", number=5) in words
    assert tr("away.pot", name="Sid", amount=chips(120), hand=hand_name(pair)) in words
    assert tr("away.side.plain", name="Edna", number=2, amount=chips(30)) in words
    folded = away_words(Away(6, "fold", (Won(0, 1, 12, None),), 0, 70), ["You", "Edna"])
    assert tr("away.pot.unseen", name="Edna", amount=chips(12)) in folded
    assert words.endswith(tr("away.chips", chips=chips(64)))
    assert "Pair of Kings" in words
