"""Going all in says that it covers the pot: the raise control at its top, and the table talk."""

import pygame
from pub_driver import pub_driver, until
from test_ui_pub_table import your_turn

from casino_brag.engine.pub.events import PotClosed
from casino_brag.ui.core.text import tr
from casino_brag.ui.pub.words import log_line


def test_the_raise_control_says_all_in_covers_the_pot(tmp_path):
    ui = pub_driver(tmp_path, opponents=2, seed=5, chips=50)
    try:
        until(ui, your_turn(ui))
        table = ui.top
        ui.key(pygame.K_r)
        stepper = table.stepper
        assert stepper is not None
        assert [label for label, _ in stepper.quick][-1] == tr("pub.raise.all_in")
        assert "covers the pot" not in stepper.caption
        ui.key(pygame.K_END)
        assert stepper.value == table.game.table.chips[0]
        assert stepper.caption.startswith("All in: covers the pot")
        assert stepper.confirm == tr("pub.raise.confirm_all_in", amount=stepper.value)
    finally:
        ui.close()


def test_the_table_talk_says_who_covered_and_which_pot_they_can_win():
    line = log_line(PotClosed(0, 2, 30), ["You", "Edna", "Ray"])
    assert "Ray is all in and covers the pot" in str(line) and "only this pot of 30" in str(line)
