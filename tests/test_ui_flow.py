"""The window driven by posted events, headless: menu → table → bet → deal → play → result, the
trainer, autoplay, leaving mid-hand, and a broken paytable's error dialog."""

import pygame
import pytest
from ui_driver import Driver

from casino_brag.engine.casino.round import Phase
from casino_brag.engine.casino.settlement import Bet
from casino_brag.save.lifetime import lifetime
from casino_brag.save.store import STARTING_BANKROLL
from casino_brag.ui.casino import layout as L
from casino_brag.ui.casino.scene import CasinoTableScene
from casino_brag.ui.screens.menu import MenuScene
from casino_brag.ui.widgets.dialog import Dialog

ANTE = L.SPOTS[Bet.ANTE]
PAIR_BONUS = L.SPOTS[Bet.PAIR_BONUS]


@pytest.fixture
def ui(tmp_path):
    driver = Driver(tmp_path, seed=11)
    yield driver
    driver.close()


def test_menu_to_table_bet_deal_play_and_result(ui):
    assert isinstance(ui.top, MenuScene)
    ui.key(pygame.K_1)
    table = ui.top
    assert isinstance(table, CasinoTableScene) and not table.practice
    ui.key(pygame.K_3)  # the 25 chip
    ui.click(ANTE)
    ui.key(pygame.K_2)  # the 5 chip
    ui.click(PAIR_BONUS)
    ui.click(ANTE)
    ui.click(ANTE, button=3)  # right-click takes the 5 back off the Ante
    assert (table.session.bet(Bet.ANTE), table.session.bet(Bet.PAIR_BONUS)) == (25, 5)
    ui.key(pygame.K_d)
    assert table.session.phase is Phase.DECIDING
    assert ui.store.bankroll == STARTING_BANKROLL - 30
    ui.wait(2.0)
    assert not table.animating() and table.buttons["play"].enabled
    ui.key(pygame.K_p)
    assert table.session.phase is Phase.SETTLED
    settlement = table.session.settlement
    assert table.reveal is not None and table.animating()
    ui.wait(4.0)
    assert not table.animating()
    assert ui.store.bankroll == STARTING_BANKROLL + settlement.net == table.session.bankroll
    assert ui.store.check_ledger() == []
    (hand,) = ui.store.hands()
    assert hand.net == settlement.net and hand.detail["played"] is True
    ui.key(pygame.K_SPACE)  # Space deals again with the same bets
    assert table.session.phase is Phase.DECIDING
    assert table.session.bet(Bet.ANTE) == 25 and table.session.bet(Bet.PAIR_BONUS) == 5
    ui.key(pygame.K_f)
    ui.key(pygame.K_SPACE)  # skips the animation
    assert not table.animating() and table.session.settlement.outcome.value == "fold"
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, MenuScene)
    assert lifetime(ui.store).hands_played == 2


def test_table_limits_show_a_message_and_change_nothing(ui):
    ui.key(pygame.K_1)
    table = ui.top
    ui.key(pygame.K_5)
    ui.click(PAIR_BONUS)
    assert table.session.bet(Bet.PAIR_BONUS) == 0
    assert "at most 100" in table.message and table.busy()
    ui.wait(MESSAGE_WAIT := 3.5)
    assert not table.t < table.message_until, MESSAGE_WAIT


def test_keyboard_betting_undo_clear_and_rebet(ui):
    ui.key(pygame.K_1)
    table = ui.top
    ui.key(pygame.K_4)
    ui.key(pygame.K_a)
    ui.key(pygame.K_2)
    ui.key(pygame.K_b)
    ui.key(pygame.K_b, pygame.KMOD_SHIFT)
    assert (table.session.bet(Bet.ANTE), table.session.bet(Bet.PAIR_BONUS)) == (100, 0)
    ui.key(pygame.K_u)
    assert table.session.bet(Bet.PAIR_BONUS) == 5
    ui.key(pygame.K_c)
    assert table.session.bet(Bet.ANTE) == 0
    ui.key(pygame.K_z, pygame.KMOD_CTRL)
    assert table.session.bet(Bet.ANTE) == 100
    ui.key(pygame.K_t)  # turbo: everything settles at once
    ui.key(pygame.K_d)
    ui.key(pygame.K_f)
    assert not table.animating()
    ui.key(pygame.K_r)
    assert (table.session.bet(Bet.ANTE), table.session.bet(Bet.PAIR_BONUS)) == (100, 5)


def test_practice_grades_each_decision_against_the_optimal_strategy(ui):
    ui.key(pygame.K_3)
    ui.key(pygame.K_1)
    table = ui.top
    assert table.practice
    ui.key(pygame.K_t)
    ui.key(pygame.K_a)
    mistakes = 0
    for _ in range(6):
        ui.key(pygame.K_d)
        advice = table.session.advice
        assert advice is not None and advice.ev_play != advice.ev_fold
        wrong = pygame.K_f if advice.play else pygame.K_p
        ui.key(wrong)
        mistakes += 1
        graded = table.session.graded
        assert graded.chosen != graded.best and graded.cost > 0
    figures = lifetime(ui.store)
    assert (figures.decisions, figures.mistakes) == (6, mistakes)
    assert table.session_graded == 6 and table.session_correct == 0


def test_autoplay_plays_n_hands_with_the_optimal_strategy_and_stops_on_a_key(ui):
    ui.key(pygame.K_1)
    table = ui.top
    ui.key(pygame.K_t)
    ui.key(pygame.K_a)
    ui.key(pygame.K_o)
    dialog = ui.top
    assert isinstance(dialog, Dialog)
    ui.key(pygame.K_RETURN)  # the first choice: 10 hands
    assert table.autoplay_left == 10
    for _ in range(40):
        ui.step()
    assert table.autoplay_left == 0
    hands = ui.store.hands(limit=20)
    assert len(hands) == 10
    strategy = ui.app.theory(table.session.paytable).strategy
    for hand in hands:
        from casino_brag.engine.cards import parse_cards

        assert hand.detail["played"] == strategy.decision_for(parse_cards(hand.player_cards)).play
    ui.key(pygame.K_o)
    ui.key(pygame.K_RETURN)
    ui.step()
    ui.key(pygame.K_x)  # any key stops
    assert table.autoplay_left == 0 and "stopped" in table.message


def test_leaving_mid_hand_asks_then_folds(ui):
    ui.key(pygame.K_1)
    table = ui.top
    ui.key(pygame.K_a)
    ui.key(pygame.K_d)
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, Dialog)
    ui.key(pygame.K_ESCAPE)  # cancel: still at the table
    assert ui.top is table and table.session.phase is Phase.DECIDING
    ui.key(pygame.K_ESCAPE)
    ui.key(pygame.K_RETURN)  # Enter picks the safe answer: stay
    assert ui.top is table and table.session.phase is Phase.DECIDING
    ui.key(pygame.K_ESCAPE)
    ui.key(pygame.K_LEFT)
    ui.key(pygame.K_RETURN)  # fold and leave
    assert isinstance(ui.top, MenuScene)
    (hand,) = ui.store.hands()
    assert hand.outcome == "fold"
    assert ui.store.check_ledger() == []


def test_closing_the_window_mid_hand_asks_first(ui):
    ui.key(pygame.K_1)
    ui.key(pygame.K_a)
    ui.key(pygame.K_d)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    ui.step()
    assert ui.app.running and isinstance(ui.top, Dialog)
    ui.key(pygame.K_LEFT)
    ui.key(pygame.K_RETURN)
    assert not ui.app.running
    assert ui.store.hands()[0].outcome == "fold"


def test_a_broken_paytable_shows_an_error_dialog_and_the_standard_table_is_used(tmp_path):
    bad = tmp_path / "broken.toml"
    bad.write_text('name = "Broken"\n[rules]\ntie = "coin toss"\n[ante_bonus]\n[pair_bonus]\n', encoding="utf-8")
    driver = Driver(tmp_path / "save", paytable=str(bad))
    try:
        dialog = driver.top
        assert isinstance(dialog, Dialog) and dialog.tone == "error"
        assert "broken.toml" in dialog.message and "rules.tie" in dialog.message
        assert "standard paytable" in dialog.message
        assert driver.app.tables.current.key == "standard"
        driver.key(pygame.K_RETURN)
        assert isinstance(driver.top, MenuScene)
        driver.key(pygame.K_1)
        assert driver.top.session.paytable.key == "standard"
    finally:
        driver.close()


def test_a_paytable_chosen_on_the_command_line_is_used(tmp_path):
    driver = Driver(tmp_path, paytable="prial-of-threes", mode="casino")
    try:
        assert isinstance(driver.top, CasinoTableScene)
        assert driver.top.session.paytable.key == "prial-of-threes"
        assert driver.app.prefs.paytable == "prial-of-threes"
    finally:
        driver.close()


def test_the_menu_steps_through_paytables_and_remembers_the_choice(ui):
    first = ui.app.tables.current.key
    ui.key(pygame.K_RIGHT)
    assert ui.app.tables.current.key != first
    assert ui.store.settings()["paytable"] == ui.app.tables.current.key
    ui.key(pygame.K_LEFT)
    assert ui.app.tables.current.key == first


def test_pub_brag_opens_its_setup_screen(ui):
    from casino_brag.ui.pub.setup import PubSetupScene

    menu = ui.top
    assert menu.buttons[1].enabled
    ui.key(pygame.K_2)
    assert isinstance(ui.top, PubSetupScene)
    ui.key(pygame.K_ESCAPE)
    assert ui.top is menu


def test_the_trainer_grades_the_player_not_the_autoplayer(ui):
    ui.key(pygame.K_3)
    ui.key(pygame.K_1)
    table = ui.top
    ui.key(pygame.K_t)
    ui.key(pygame.K_a)
    ui.key(pygame.K_o)
    ui.key(pygame.K_RETURN)
    for _ in range(40):
        ui.step()
    assert len(ui.store.hands(limit=20)) == 10
    assert lifetime(ui.store).decisions == 0 and table.session_graded == 0


def test_a_paytable_file_dropped_on_the_window_is_loaded_or_explained(ui, tmp_path):
    good = tmp_path / "house.toml"
    good.write_text(
        'name = "House"\n[rules]\nplay_multiplier = 2\n[ante_bonus]\nprial = 4\n[pair_bonus]\npair = 1\n',
        encoding="utf-8",
    )
    bad = tmp_path / "typo.toml"
    bad.write_text('name = "Typo"\n[rules]\n[ante_bonus]\nprial = -3\n[pair_bonus]\n', encoding="utf-8")
    ui.key(pygame.K_4)
    paytables = ui.top
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(good)))
    ui.step()
    assert ui.app.tables.current.name == "House" and paytables.table.name == "House"
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(bad)))
    ui.step()
    dialog = ui.top
    assert isinstance(dialog, Dialog) and "typo.toml" in dialog.message and "ante_bonus.prial" in dialog.message
    assert ui.app.tables.current.key == "standard"


def test_an_empty_bankroll_says_how_to_go_on(ui):
    ui.store.reset_bankroll(1)
    ui.key(pygame.K_1)
    table = ui.top
    assert "Out of chips" in table.buttons["deal"].reason and not table.buttons["deal"].enabled
    ui.key(pygame.K_d)
    assert "Out of chips" in table.message
