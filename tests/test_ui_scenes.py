"""Every screen draws headless, drawing never changes a scene's state, every text key used
exists, and the window reports a missing display or a corrupt save in one clear message."""

import itertools
import os
import re
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from ui_driver import Driver

from casino_brag.save.store import DB_NAME, STARTING_BANKROLL
from casino_brag.ui.core import text
from casino_brag.ui.screens.menu import MenuScene
from casino_brag.ui.widgets.dialog import Dialog

ROOT = Path(__file__).resolve().parent.parent
UI = ROOT / "casino_brag" / "ui"


@pytest.fixture
def ui(tmp_path):
    driver = Driver(tmp_path, seed=5)
    yield driver
    driver.close()


def snapshot(value, depth=0, seen=None):
    """A comparable picture of an object's state, following its attributes a few levels down."""
    seen = set() if seen is None else seen
    if isinstance(value, (int, float, str, bool, type(None))):
        return value
    if isinstance(value, pygame.Rect):
        return tuple(value)
    if isinstance(value, pygame.Surface):
        return ("surface", value.get_size())
    if isinstance(value, (list, tuple)):
        return [snapshot(v, depth, seen) for v in value]
    if isinstance(value, dict):
        return {repr(k): snapshot(v, depth, seen) for k, v in value.items()}
    if id(value) in seen or depth > 4 or not hasattr(value, "__dict__"):
        return repr(type(value))
    seen.add(id(value))
    return {k: snapshot(v, depth + 1, seen) for k, v in vars(value).items() if k not in ("app", "store")}


def assert_draw_is_pure(driver):
    scene = driver.top
    before = snapshot(scene)
    for _ in range(2):
        driver.app.stack.draw(driver.app.screen)
    assert snapshot(scene) == before, type(scene).__name__


def test_every_screen_draws_and_drawing_changes_nothing(ui):
    assert_draw_is_pure(ui)
    for key in (pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7):
        ui.key(key)
        assert not isinstance(ui.top, MenuScene)
        assert_draw_is_pure(ui)
        if key == pygame.K_5:
            for _ in range(2):
                ui.key(pygame.K_RIGHT)
                assert_draw_is_pure(ui)
        if key == pygame.K_6:
            ui.key(pygame.K_h)
            assert_draw_is_pure(ui)
            ui.key(pygame.K_ESCAPE)
        ui.key(pygame.K_ESCAPE)
        assert isinstance(ui.top, MenuScene)


def test_the_table_draws_purely_at_every_moment_of_a_hand(ui):
    ui.key(pygame.K_3)  # Practice, then the casino table with the trainer panel
    ui.key(pygame.K_1)
    table = ui.top
    ui.key(pygame.K_a)
    ui.key(pygame.K_b)
    assert_draw_is_pure(ui)
    ui.key(pygame.K_d)
    for _ in range(3):
        ui.step(0.2)
        assert_draw_is_pure(ui)
    ui.key(pygame.K_p)
    for _ in range(7):
        ui.step(0.5)
        assert_draw_is_pure(ui)
    assert not table.animating()
    ui.key(pygame.K_F1)
    assert table.show_keys
    assert_draw_is_pure(ui)


def test_a_history_of_many_hands_pages(ui):
    ui.key(pygame.K_1)
    ui.key(pygame.K_t)
    ui.key(pygame.K_a)
    for _ in range(12):
        ui.key(pygame.K_d)
        ui.key(pygame.K_f)
    ui.key(pygame.K_ESCAPE)
    ui.key(pygame.K_6)
    ui.key(pygame.K_h)
    history = ui.top
    assert history.total == 12 and history.pages == 2 and len(history.hands) == 9
    ui.key(pygame.K_PAGEDOWN)
    assert history.page == 1 and len(history.hands) == 3
    ui.key(pygame.K_DOWN)
    assert history.selected == 1
    ui.key(pygame.K_UP)
    ui.key(pygame.K_UP)
    assert history.page == 0 and history.selected == 8
    assert_draw_is_pure(ui)


def test_settings_change_and_are_saved(ui):
    ui.key(pygame.K_7)
    settings = ui.top
    ui.key(pygame.K_DOWN)  # past the language
    ui.key(pygame.K_RETURN)  # sound off
    ui.key(pygame.K_DOWN)
    ui.key(pygame.K_LEFT)  # volume down a tenth
    for _ in range(3):  # past the ambience and the music
        ui.key(pygame.K_DOWN)
    ui.key(pygame.K_RIGHT)  # animation: fast
    for _ in range(3):
        ui.key(pygame.K_DOWN)
    ui.key(pygame.K_RIGHT)  # felt: blue
    saved = ui.store.settings()
    assert saved["sound"] is False and saved["volume"] == pytest.approx(0.6)
    assert saved["animation"] == "fast" and saved["felt"] == "blue"
    assert_draw_is_pure(ui)
    assert settings is ui.top


def test_reset_bankroll_asks_first(ui):
    ui.key(pygame.K_1)
    ui.key(pygame.K_t)
    ui.key(pygame.K_4)
    ui.key(pygame.K_a)
    ui.key(pygame.K_d)
    ui.key(pygame.K_f)
    ui.key(pygame.K_ESCAPE)
    assert ui.store.bankroll == STARTING_BANKROLL - 100
    ui.key(pygame.K_7)
    ui.key(pygame.K_UP)  # round to the last row, Reset bankroll
    ui.key(pygame.K_RETURN)
    assert isinstance(ui.top, Dialog)
    ui.key(pygame.K_RETURN)  # a stray Enter keeps the bankroll as it is
    assert ui.store.bankroll == STARTING_BANKROLL - 100
    ui.key(pygame.K_RETURN)
    ui.key(pygame.K_LEFT)
    ui.key(pygame.K_RETURN)
    assert ui.store.bankroll == STARTING_BANKROLL and ui.store.check_ledger() == []


def test_a_corrupt_save_is_explained_in_a_dialog_and_the_game_starts_fresh(tmp_path):
    (tmp_path / DB_NAME).write_bytes(b"\x00garbage" * 512)
    driver = Driver(tmp_path)
    try:
        dialog = driver.top
        assert isinstance(dialog, Dialog) and "could not be read" in dialog.message
        assert driver.store.bankroll == STARTING_BANKROLL
        driver.key(pygame.K_RETURN)
        assert isinstance(driver.top, MenuScene)
    finally:
        driver.close()
    assert any(".corrupt-" in p.name for p in tmp_path.iterdir())


def test_without_a_display_the_game_says_so_in_one_line(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    result = subprocess.run(
        [sys.executable, "-m", "casino_brag", "--data-dir", str(tmp_path)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert result.stdout == ""
    (line,) = result.stderr.strip().splitlines()
    assert "no display" in line and "casino-brag stats" in line


def used_keys():
    found = set()
    for path in UI.rglob("*.py"):
        found |= set(re.findall(r'\btr\(\s*"([a-z0-9_]+\.[a-z0-9_.]+)"', path.read_text(encoding="utf-8")))
    return found


def test_every_text_key_the_window_uses_exists():
    keys = used_keys()
    assert len(keys) > 150
    missing = sorted(k for k in keys if not text.has(k))
    assert not missing


def test_every_text_entry_formats_and_avoids_glyphs_the_font_lacks():
    for key, template in text.ENGLISH.items():
        fields = re.findall(r"{(\w+)}", template)
        filled = template.format(**{name: "x" for name in fields})
        assert not set(filled) & set("\u2190\u2192\u2191\u2193\u25c2\u25b8\u2713\u2717\u2660\u2665\u2666\u2663"), key


@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_dialog_buttons_keep_inside_the_panel_with_its_margins(ui, count):
    choices = [(f"Choice {n}", None) for n in range(count)]
    dialog = Dialog(
        ui.app, "Title", "A message long enough to need a second line of text in the panel.", choices=choices
    )
    panel = dialog.rect.inflate(-40, -20)
    rects = [button.rect for button in dialog.buttons]
    assert all(panel.contains(rect) for rect in rects)
    assert all(a.right < b.left for a, b in itertools.pairwise(rects))
    assert abs((rects[0].left - dialog.rect.left) - (dialog.rect.right - rects[-1].right)) <= 1


def test_every_rules_page_opens_by_its_number_and_its_text_fits_the_panel(ui):
    from casino_brag.ui.screens import rules

    scene = rules.RulesScene(ui.app)
    ui.app.push(scene)
    ui.step()
    surface = pygame.Surface((1280, 720))
    for number, name in enumerate(rules.PAGES, start=1):
        ui.key(getattr(pygame, f"K_{number}"))
        assert rules.PAGES[scene.page] == name
        if name != "ranking":
            bottom = scene._text_page(surface, name)
            assert bottom <= rules.BODY.bottom, (name, bottom)
    assert "bastard" in rules.PAGES
