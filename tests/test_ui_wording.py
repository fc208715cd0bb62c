"""Words and small looks a player reads: ambiguous discards named in full, Play's odds listing
every win, the felt naming only the Ante Bonus a table pays, history hands named as at the
table, and one menu entry lit at a time."""

import pygame
from ui_driver import Driver

from casino_brag.engine.cards import parse_cards
from casino_brag.ui.casino.panels import ante_bonus_words, pay_rows
from casino_brag.ui.core.paytable_choice import PaytableChoice
from casino_brag.ui.pub.words import discard_words
from casino_brag.ui.screens.history import _stored_hand_name


def test_a_discard_names_its_cards_when_the_rank_alone_is_ambiguous():
    held = parse_cards("5h 5c 9d Ks Qs")
    assert discard_words(parse_cards("5h 9d"), held) == "5 of hearts and 9 of diamonds"
    assert discard_words(parse_cards("Ks 9d"), held) == "K and 9"
    assert discard_words(parse_cards("4d")) == "4 of diamonds"


def _table(key):
    choice = PaytableChoice()
    choice.select(key)
    return choice.current


def test_play_pays_lists_other_wins_and_the_felt_names_only_a_paid_ante_bonus():
    odds = _table("play-pays-odds")
    assert pay_rows("play_odds", odds.play_odds)[-1] == ("Other wins", "1 to 1")
    assert ante_bonus_words(odds) == ""
    assert ante_bonus_words(_table("standard")) == "Ante Bonus pays on prial, running flush and run"


def test_history_names_hands_as_the_table_does():
    assert _stored_hand_name({"category": "high_card", "pattern": "J-3-2"}) == "Jack high, J-3-2"
    assert _stored_hand_name({"category": "pair", "pattern": "6-6-3"}) == "Pair of sixes, 3 kicker"


def test_the_menu_lights_one_entry_at_a_time(tmp_path):
    ui = Driver(tmp_path)
    try:
        menu = ui.top
        ui.move(menu.buttons[4].rect.center)  # the mouse on Rules
        ui.key(pygame.K_DOWN)  # the keys move on to Statistics
        lit = [b for b in menu.buttons if b.primary or b.focused or b.hovered]
        assert lit == [menu.buttons[5]]
    finally:
        ui.close()
