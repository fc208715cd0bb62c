"""The casino felt's curved lettering in a resized window: printed afresh at the window's scale,
so it stays as crisp as the words drawn straight onto the screen."""

import pygame
from ui_driver import Driver

from casino_brag.ui.casino.view import bent_words
from casino_brag.ui.core import footprint, viewport


def _lettering(ui: Driver) -> list[footprint.Line]:
    """The felt's printed lines of a frame, as the window draws them when it is scaled."""
    with footprint.recording(layout=False, keep_lines=True) as drawn:
        ui.app.stack.draw(ui.app.screen)
    return [line for line in drawn.lines if footprint.redraw_of(line.image) is not None]


def test_a_resize_prints_the_lettering_afresh_at_the_new_size(tmp_path) -> None:
    ui = Driver(tmp_path, mode="casino", seed=7)
    try:
        lines = _lettering(ui)
        assert lines  # the dealer's qualifier, set along the arc
        first = lines[0]
        assert footprint.words_of(first.image).isupper()
        pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
        ui.step()
        assert ui.app.viewport.scale == 1.5
        (again, *_) = _lettering(ui)
        reprint = viewport.reprinted(again.image, ui.app.viewport.scale)
        w, h = again.image.get_size()
        assert reprint.get_size() == (round(1.5 * w), round(1.5 * h))
        stretched = pygame.transform.smoothscale(again.image, reprint.get_size())
        assert pygame.image.tobytes(reprint, "RGBA") != pygame.image.tobytes(stretched, "RGBA")
    finally:
        ui.close()


def test_the_lettering_printed_larger_is_the_same_arc_in_larger_type() -> None:
    small, sag, width, height = bent_words("DEALER PLAYS WITH QUEEN HIGH", 1328, (226, 206, 150), 20, 1000)
    large, *_ = bent_words("DEALER PLAYS WITH QUEEN HIGH", 1328, (226, 206, 150), 20, 2000)
    assert abs(large.get_width() - 2 * small.get_width()) <= 2
    assert abs(large.get_height() - 2 * small.get_height()) <= 3
    assert sag > 0 and abs(width - small.get_width()) <= 1 and height > 0
