"""Resizing the window scales the game: the 1280x720 screen fills any window by the largest
scale that fits, letterboxed, and every mouse point maps back exactly."""

import math

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st
from ui_driver import Driver

from casino_brag.ui.core.viewport import Viewport
from casino_brag.ui.pub.setup import PubSetupScene
from casino_brag.ui.screens.menu import MenuScene


def test_the_largest_scale_that_fits_centred_between_bars():
    wide = Viewport((1800, 1000))
    assert wide.scale == pytest.approx(1000 / 720)
    assert wide.area == pygame.Rect(11, 0, 1778, 1000)
    small = Viewport((1000, 600))
    assert small.scale == pytest.approx(1000 / 1280)
    assert small.area.size == (1000, 562) and small.area.y == 19
    assert Viewport((1280, 720)).exact and Viewport((1280, 720)).area == pygame.Rect(0, 0, 1280, 720)


@given(
    st.integers(320, 3840),
    st.integers(240, 2160),
    st.integers(0, 1279),
    st.integers(0, 719),
)
def test_every_logical_point_maps_out_and_back(w, h, x, y):
    view = Viewport((w, h))
    slack = max(1, math.ceil(1 / view.scale))  # a smaller window shows several points in one pixel
    back = view.to_logical(view.to_window((x + 0.5, y + 0.5)))
    assert abs(back[0] - x) <= slack and abs(back[1] - y) <= slack
    assert view.area.inflate(2, 2).collidepoint(view.to_window((x, y)))


def test_a_click_on_the_bars_is_ignored_and_one_on_the_game_is_mapped():
    view = Viewport((1800, 1000))
    bar = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(3, 500), button=1)
    assert view.event(bar) is None
    inside = view.event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=view.to_window((640, 360)), button=1))
    assert inside is not None and inside.pos == (640, 360)


@pytest.mark.parametrize("size", [(1800, 1000), (1000, 600), (1280, 720), (2560, 1440)])
def test_a_button_is_hit_at_every_window_size(tmp_path, size):
    ui = Driver(tmp_path)
    try:
        pygame.display.set_mode(size, pygame.RESIZABLE)
        ui.app.resized()
        ui.step()
        menu = ui.top
        assert isinstance(menu, MenuScene)
        pub = menu.buttons[1].rect
        corner = ui.app.viewport.to_window((pub.right - 3, pub.bottom - 3))
        ui.click(corner)
        assert isinstance(ui.top, PubSetupScene)
    finally:
        ui.close()


def test_a_scaled_frame_fills_the_window_and_redraws_its_words(tmp_path):
    ui = Driver(tmp_path)
    try:
        pygame.display.set_mode((1800, 1000), pygame.RESIZABLE)
        ui.app.resized()
        ui.step()
        window = pygame.display.get_surface()
        assert window.get_size() == (1800, 1000)
        assert window.get_at((3, 500))[:3] == (0, 0, 0)  # the bar
        assert window.get_at((900, 500))[:3] != (0, 0, 0)  # the felt, scaled up to the edges
    finally:
        ui.close()
