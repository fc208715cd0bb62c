"""Lend or show at the table: your buttons when the player across is short of chips, the table
talk for the loan, and what is owed in the standings."""

import pygame
import pytest
from layout_battery import keys, lend_or_show_state, pub_table

from casino_brag.engine.pub.lending import LoanMade, ShowCalled
from casino_brag.ui.pub.lending import owes_words
from casino_brag.ui.pub.words import log_line


@pytest.fixture
def at_the_choice(tmp_path):
    """The window and its table at your choice to lend or call for a show, closed after the test."""
    with lend_or_show_state(tmp_path) as driver:
        yield driver, pub_table(driver)


def test_your_buttons_lend_or_show_and_the_hint_says_why(at_the_choice):
    _driver, scene = at_the_choice
    table = scene.game.table
    assert [o.kind for o in table.legal_actions()] == ["lend", "show"]
    assert scene.bar_hint().startswith("Edna cannot afford the next bet")
    lend = table.legal_actions()[0].cost
    assert [(b.label, b.enabled) for b in scene.bar_buttons] == [(f"Lend {lend}", True), ("Show", True)]


def test_lending_with_the_key_moves_the_chips_and_the_table_says_so(at_the_choice):
    driver, scene = at_the_choice
    table = scene.game.table
    before = table.chips
    keys(driver, pygame.K_l)
    loan = next(e for e in table.events if isinstance(e, LoanMade))
    assert table.chips[1] == before[1] + loan.amount and table.chips[0] == before[0] - loan.amount
    assert log_line(loan, table.names) == f"You lend Edna {loan.amount} to bet"
    assert next(s for s in table.standings() if s.seat == 1).owes == loan.amount
    assert owes_words(loan.amount) == f"owes {loan.amount}"


def test_calling_for_a_show_ends_the_hand(at_the_choice):
    driver, scene = at_the_choice
    keys(driver, pygame.K_s)
    table = scene.game.table
    assert any(isinstance(e, ShowCalled) for e in table.events) and table.hand_over
