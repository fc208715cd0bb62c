"""The casino table's finish: a deal pressed while the last hand is shown only finishes
showing it, questions default to the safe answer, an empty bankroll says what to do, the trainer
says whose chips it plays with, and the stepper's "+" steps by one."""

import contextlib

import pygame
import pytest
from ui_driver import Driver

from casino_brag.engine.casino.round import Phase
from casino_brag.engine.casino.settlement import Bet
from casino_brag.save.store import Store
from casino_brag.ui.casino.coach import TIPS
from casino_brag.ui.casino.scene import CasinoTableScene
from casino_brag.ui.widgets.dialog import Dialog
from casino_brag.ui.widgets.stepper import ChipStepper


def _no_tips(folder) -> None:
    with Store.open(folder) as store:
        store.save_settings({"tips_seen": [tip.key for tip in TIPS]})


@pytest.fixture
def ui(tmp_path):
    _no_tips(tmp_path)
    driver = Driver(tmp_path, seed=11, mode="casino")
    yield driver
    driver.close()


def _table(ui) -> CasinoTableScene:
    table = ui.top
    assert isinstance(table, CasinoTableScene)
    return table


def test_d_pressed_while_the_dealer_shows_finishes_the_reveal_and_deals_only_when_pressed_again(ui):
    table = _table(ui)
    table.add_chip(Bet.ANTE, 5)
    table._refresh_buttons()
    ui.key(pygame.K_d)
    ui.wait(3.0)
    ui.key(pygame.K_p)
    settled = table.session.settlement
    ui.key(pygame.K_d)  # at once: the dealer's cards and the result are shown, nothing is dealt
    assert table.session.phase is Phase.SETTLED and table.session.settlement is settled
    assert not table.animating() and len(ui.store.hands()) == 1
    ui.key(pygame.K_d)
    assert table.session.phase is Phase.DECIDING  # the next hand is dealt


def test_enter_in_the_leave_question_keeps_you_at_the_table(ui):
    table = _table(ui)
    table.add_chip(Bet.ANTE, 5)
    table._refresh_buttons()
    ui.key(pygame.K_d)
    ui.key(pygame.K_ESCAPE)
    dialog = ui.top
    assert isinstance(dialog, Dialog) and dialog.focus == 1
    assert [b.key_label for b in dialog.buttons] == ["", "Enter"]
    ui.key(pygame.K_RETURN)
    assert ui.top is table and table.session.phase is Phase.DECIDING


@contextlib.contextmanager
def _table_with(folder, bankroll: int):
    """The casino table with a bankroll of `bankroll` chips."""
    with Store.open(folder) as store:
        store.reset_bankroll(bankroll)
    ui = Driver(folder, mode="casino")
    try:
        yield _table(ui)
    finally:
        ui.close()


def test_an_empty_bankroll_greys_the_rack_and_rebet_and_says_how_to_reset(tmp_path):
    with _table_with(tmp_path, 1) as table:
        assert table.broke()
        assert not table.buttons["deal"].enabled and not table.buttons["rebet"].enabled
        assert "Settings" in table.buttons["deal"].reason


def test_keep_back_names_the_play_bet(tmp_path):
    with _table_with(tmp_path, 1_000) as table:
        table.session.last_bets = {"ante": 500, "pair_bonus": 100}
        table._refresh_buttons()
        assert table.buttons["deal"].reason == "Keep 500 chips back for the Play bet"


def test_the_trainer_says_it_plays_with_real_chips(ui):
    ui.key(pygame.K_ESCAPE)
    ui.key(pygame.K_3)
    ui.key(pygame.K_1)
    table = _table(ui)
    assert table.practice
    words = []
    from casino_brag.ui.core import footprint

    screen = footprint.RecordingSurface((1280, 720))
    with footprint.recording() as recorder:
        ui.app.stack.draw(screen)
    words = [m.what for m in recorder.marks if m.kind == "text"]
    assert any("REAL CHIPS" in w for w in words)


@pytest.mark.parametrize(
    ("key", "mod", "value"),
    [
        (pygame.K_EQUALS, pygame.KMOD_SHIFT, 3),  # "+" typed with Shift
        (pygame.K_PLUS, 0, 3),
        (pygame.K_KP_PLUS, 0, 3),
        (pygame.K_RIGHT, pygame.KMOD_SHIFT, 12),
        (pygame.K_MINUS, 0, 1),
    ],
)
def test_the_steppers_plus_steps_by_one(key, mod, value):
    stepper = ChipStepper(pygame.Rect(0, 600, 900, 80), 1, 40, 2)
    stepper.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    assert stepper.value == value


def test_a_stack_of_small_chips_is_coloured_up(ui, monkeypatch):
    from casino_brag.ui.casino import view

    table = _table(ui)
    for _ in range(20):
        table.add_chip(Bet.ANTE, 25)
    table.skip()
    assert table.session.bet(Bet.ANTE) == 500
    piles = []
    monkeypatch.setattr(view, "draw_stack", lambda surface, app, chips, *rest, **kw: piles.append(list(chips)))
    ui.step()
    assert piles == [[500]]  # one 500 chip, not two towers of twenty 25s


@pytest.mark.parametrize("felt", ["blue", "red"])
def test_buttons_and_panels_take_the_felts_colour(ui, felt):
    from casino_brag.ui.core import theme

    try:
        ui.app.prefs.felt = felt
        ui.app.draw()
        assert theme.FELT_SHADES[felt] == (theme.BUTTON, theme.BUTTON_HOVER, theme.PANEL)
    finally:
        theme.tint("green")
