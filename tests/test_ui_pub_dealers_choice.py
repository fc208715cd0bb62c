"""Dealer's choice at the table: your choice in a dialog, the opponents' in character, and the
table talk saying who chose what."""

import pygame
import pytest
from layout_battery import a_circle_then, everyone_folds, keys, pub_state, pub_table, your_choice_of_game

from casino_brag.engine.pub.dealers_choice import GameChosen
from casino_brag.save.pub_book import HUMAN
from casino_brag.ui.pub.dealers_choice import GameChoiceDialog
from casino_brag.ui.pub.scene import PubTableScene
from casino_brag.ui.pub.words import log_line


@pytest.fixture
def driver(tmp_path):
    """The window at your choice of game, closed after the test."""
    build = pub_state(
        2, "three-card", everyone_folds, then=a_circle_then(your_choice_of_game), rules={"dealers_choice": True}
    )
    with build(tmp_path) as driver:
        yield driver


def test_the_opponents_choose_in_turn_and_the_table_talk_says_what(driver):
    scene = next(s for s in driver.app.stack if isinstance(s, PubTableScene))
    table = scene.game.table
    chosen = [e for e in table.events if isinstance(e, GameChosen)]
    assert chosen and all(e.seat != HUMAN for e in chosen)
    for event in chosen:
        line = log_line(event, table.names)
        assert line.startswith(table.names[event.seat]) and f"next {event.hands} deals" in line


def test_your_choice_in_the_dialog_deals_the_new_game(driver):
    assert isinstance(driver.top, GameChoiceDialog)
    driver.top.picked = [0, 0]  # from Three-Card Brag without wild cards, whatever was played before
    keys(driver, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RETURN)
    scene = pub_table(driver)
    table = scene.game.table
    assert (table.rules.variant, table.rules.wild) == ("five-card", "jokers")
    assert not table.hand_over and len(table.cards_of(1)["new"]) == 5
    chosen = [e for e in table.events if isinstance(e, GameChosen)][-1]
    assert log_line(chosen, table.names) == "You choose Five-Card Brag, wild cards: Two jokers, for the next 3 deals"
    scene._absorb()
    assert scene.show.dealt == 5


def test_the_header_says_whose_choice_by_the_name_the_window_shows():
    from casino_brag.engine.pub import HouseRules, Table
    from casino_brag.ui.pub.header import game_line

    table = Table(["P0", "P1"], [6, 6], HouseRules(ante=0, blind_play=False, dealers_choice=True), 0, 0)
    for _ in range(100):  # deal until the other player has the choice of game
        if table.game_choice == 1:
            break
        if table.game_choice == HUMAN:
            table.choose_game("three-card", "none")
        table.start_hand()
        while not table.hand_over:
            table.apply(next(a for a in table.legal_actions() if a.kind == "fold"))
    assert table.game_choice == 1
    table.choose_game("three-card", "none")
    line = game_line(table, False, 2000, ["Sie", "Bluff-Bill"])
    assert "Bluff-Bill" in line and "P1" not in line
