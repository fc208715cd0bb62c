"""The Seven-, Nine- and Thirteen-Card Brag table driven by posted events: placing cards into hand
slots by clicking, the advisor's best split, declaring, the comparisons turned over one by one to
the session's result, leaving mid-hand and resuming, and a table too big for the pack refused."""

import pygame
import pytest
from pub_driver import pub_driver, until
from test_ui_scenes import assert_draw_is_pure

from casino_brag.engine.ai.seven.arrange import best_arrangement, win_chances
from casino_brag.engine.hands import STANDARD
from casino_brag.engine.pub.games.seven.events import ComparisonWon, HandsArranged
from casino_brag.save.pub_book import HUMAN, unfinished
from casino_brag.save.store import STARTING_BANKROLL
from casino_brag.ui.pub.result import PubResultScene
from casino_brag.ui.pub.setup import PubSetupScene
from casino_brag.ui.pub.seven import view
from casino_brag.ui.pub.seven.scene import ArrangeScene
from casino_brag.ui.screens.menu import MenuScene
from casino_brag.ui.widgets.dialog import Dialog


def your_turn(ui):
    def check():
        top = ui.top
        return isinstance(top, ArrangeScene) and top.game.your_turn and top.arranging is not None

    return check


@pytest.mark.parametrize("variant, opponents", [("seven-card", 2), ("nine-card", 4), ("thirteen-card", 3)])
def test_a_hand_is_arranged_by_clicks_declared_and_compared_to_the_result(tmp_path, variant, opponents):
    ui = pub_driver(
        tmp_path, opponents=opponents, seed=7, rules={"variant": variant, "session_hands": 1}, animation="normal"
    )
    try:
        until(ui, your_turn(ui))
        scene = ui.top
        arranging = scene.arranging
        assert not scene.buttons["declare"].enabled and "still loose" in scene.buttons["declare"].reason
        assert scene.buttons["deal"].label.startswith("Deal: ante")
        first, rect = view.loose_rects(scene)[0]
        ui.click(rect.center)
        assert arranging.slots[0] == [first]
        (_slot, placed, spot) = next(p for p in view.placed_rects(scene) if p[1] is not None)
        assert placed == first
        ui.click(spot.center)
        assert arranging.slots[0] == [] and first in arranging.loose
        ui.key(pygame.K_b)
        best = best_arrangement(arranging.dealt, scene.hands, win_chances(STANDARD).__getitem__)
        assert arranging.complete and arranging.declared() == best and scene.chance() > 0
        assert_draw_is_pure(ui)
        ui.key(pygame.K_RETURN)
        table = scene.game.table
        mine = [e for e in table.events if isinstance(e, HandsArranged) and e.seat == HUMAN]
        assert mine and mine[0].cards == best
        until(ui, lambda: table.hand_over)
        assert scene.revealing()
        turned = [s.at for s in scene.settlement if isinstance(s.event, ComparisonWon)]
        assert turned == sorted(turned) and scene.step > 0
        assert turned[-1] - turned[0] == pytest.approx((scene.hands - 1) * scene.step) or (
            turned[-1] - turned[0] > (scene.hands - 1) * scene.step
        )
        won = [e for e in table.events if isinstance(e, ComparisonWon)]
        assert len(won) == scene.hands
        assert_draw_is_pure(ui)
        until(ui, lambda: isinstance(ui.top, PubResultScene), seconds=90)
        result = ui.top.result
        assert result["hands"] == 1 and ui.store.check_ledger() == []
        assert ui.store.bankroll == STARTING_BANKROLL + result["net"]
        (hand,) = ui.store.hands("pub")
        assert hand.status == "settled" and hand.detail["variant"] == variant
    finally:
        ui.close()


def test_leaving_mid_hand_declares_your_cards_as_they_lie_and_the_game_resumes(tmp_path):
    ui = pub_driver(tmp_path, opponents=2, seed=4, rules={"variant": "seven-card"})
    try:
        until(ui, your_turn(ui))
        scene = ui.top
        dealt = scene.arranging.dealt
        ui.key(pygame.K_ESCAPE)
        until(ui, lambda: isinstance(ui.top, MenuScene))
        table = scene.game.table
        mine = [e for e in table.events if isinstance(e, HandsArranged) and e.seat == HUMAN]
        assert mine[0].cards == dealt and table.hand_over
        assert ui.store.check_ledger() == []
        saved = unfinished(ui.store)
        assert saved is not None and saved.hands_played == 1
        ui.key(pygame.K_2)
        assert isinstance(ui.top, PubSetupScene)
        ui.key(pygame.K_r)
        assert isinstance(ui.top, Dialog)  # how the hand went without you (tests/test_pub_away.py)
        ui.key(pygame.K_RETURN)
        resumed = ui.top
        assert isinstance(resumed, ArrangeScene) and resumed.game.resumed
        assert resumed.game.table.chips == table.chips and resumed.game.table.pot == table.pot
        ui.key(pygame.K_n)
        assert resumed.game.table.hand_number == 2
    finally:
        ui.close()


def test_a_table_bigger_than_the_pack_deals_is_refused_in_words(tmp_path):
    ui = pub_driver(tmp_path, opponents=4, seed=1, rules={"variant": "thirteen-card"})
    try:
        assert isinstance(ui.top, Dialog)
        assert not any(isinstance(s, ArrangeScene) for s in ui.app.stack)
    finally:
        ui.close()
