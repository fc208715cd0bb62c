"""The pub table dresses in the felt's colour as the casino table does: name plates, your own
place, dialogs and the list of keys are red on red felt and blue on blue, not green."""

import pygame
import pytest
from pub_driver import pub_driver

from casino_brag.ui.core import theme
from casino_brag.ui.pub import layout as L
from casino_brag.ui.widgets.dialog import Dialog


def _hue(colour: pygame.Color) -> str:
    """Which of red, green and blue leads in a dark pixel."""
    channels = {"red": colour.r, "green": colour.g, "blue": colour.b}
    return max(channels, key=lambda name: channels[name])


@pytest.mark.parametrize("felt", ["green", "blue", "red"])
def test_plates_and_dialogs_follow_the_felt(tmp_path, felt):
    ui = pub_driver(tmp_path, opponents=7)
    try:
        ui.app.prefs.felt = felt
        ui.app.draw()
        window = ui.app.window
        seats = 8
        for seat in range(1, seats):
            plate = L.plate_rect(seat, seats)
            spot = (plate.x + plate.height, plate.centery)  # between the portrait and the name
            assert _hue(window.get_at(spot)) == felt, (seat, window.get_at(spot))
        you = L.plate_rect(0, seats)
        assert _hue(window.get_at((you.x + 8, you.y + 8))) == felt  # your own place's ground
        ui.key(pygame.K_F1)  # the list of keys
        ui.app.draw()
        assert _hue(window.get_at((theme.WIDTH // 2 - 300, theme.HEIGHT // 2))) == felt
        ui.key(pygame.K_F1)
        ui.app.notify("Title", "Words")
        dialog = ui.top
        assert isinstance(dialog, Dialog)
        ui.app.draw()
        assert _hue(window.get_at((dialog.rect.x + 8, dialog.rect.centery))) == felt
    finally:
        theme.tint("green")
        ui.top.game.close() if hasattr(ui.top, "game") else None
        ui.close()
