"""The paytable editor, driven headless: fields change with keys and the mouse, the figures follow,
the loader's refusals are shown, and a saved table loads and plays."""

from fractions import Fraction

import pygame
import pytest
from ui_driver import Driver

from casino_brag.engine.casino.analysis.exact import analyse
from casino_brag.engine.casino.paytable import load_paytable
from casino_brag.ui.screens.paytable_draft import FIELDS
from casino_brag.ui.screens.paytable_editor import ROWS, PaytableEditorScene
from casino_brag.ui.screens.paytables import PaytablesScene


@pytest.fixture
def ui(tmp_path):
    driver = Driver(tmp_path)
    yield driver
    driver.close()


def open_editor(ui) -> PaytableEditorScene:
    ui.key(pygame.K_4)
    assert isinstance(ui.top, PaytablesScene)
    ui.key(pygame.K_e)
    editor = ui.top
    assert isinstance(editor, PaytableEditorScene)
    return editor


def select(ui, editor, field):
    """Down and Up move one field (checked here); then jump straight to `field`."""
    start = editor.selected
    ui.key(pygame.K_DOWN)
    assert editor.selected == (start + 1) % len(FIELDS)
    ui.key(pygame.K_UP)
    assert editor.selected == start
    editor.selected = FIELDS.index(field)


def test_keys_change_a_payout_and_the_figures_follow(ui):
    editor = open_editor(ui)
    before = editor.figures.analysis.pair_bonus.rtp
    select(ui, editor, "pair_bonus.flush")
    ui.key(pygame.K_RIGHT)
    assert editor.draft.value("pair_bonus.flush") == "5"
    assert editor.figures.analysis.pair_bonus.rtp - before == Fraction(1096, 22100)
    ui.key(pygame.K_LEFT, pygame.KMOD_SHIFT)
    assert editor.draft.value("pair_bonus.flush") == "4.5"
    ui.key(pygame.K_DELETE)
    assert editor.draft.value("pair_bonus.flush") == "—"
    fresh = analyse(editor.draft.table)
    assert (editor.figures.analysis.ante, editor.figures.analysis.pair_bonus) == (fresh.ante, fresh.pair_bonus)


def test_a_rule_change_moves_the_strategy(ui):
    editor = open_editor(ui)
    select(ui, editor, "rules.play_multiplier")
    ui.key(pygame.K_RIGHT)
    assert editor.draft.table.rules.play_multiplier == 2
    assert editor.figures.analysis.strategy.threshold_text != "Q-6-4"
    select(ui, editor, "rules.dealer_qualifies")
    ui.key(pygame.K_RIGHT)
    assert editor.draft.value("rules.dealer_qualifies") == "K-high"


def test_the_loader_refuses_what_a_file_could_not_hold(ui):
    editor = open_editor(ui)
    select(ui, editor, "rules.play_multiplier")
    for _ in range(4):
        ui.key(pygame.K_RIGHT)
    assert editor.draft.table.rules.play_multiplier == 4
    assert "rules.play_multiplier: 5 is out of range (allowed 1 to 4)" in editor.message
    select(ui, editor, "limits.min_ante")
    for _ in range(60):
        ui.key(pygame.K_RIGHT, pygame.KMOD_SHIFT)
    assert "limits.max_ante: 500 is below limits.min_ante (501)" in editor.message
    assert editor.draft.table.limits.min_ante == 491
    assert editor.draft.table.limits.max_ante >= editor.draft.table.limits.min_ante


def test_the_mouse_picks_and_steps_fields(ui):
    editor = open_editor(ui)
    row = ROWS["ante_bonus.run"]
    ui.click((row.x + 20, row.centery))
    assert editor.field == "ante_bonus.run"
    ui.click((row.right - 10, row.centery))  # the +
    assert editor.draft.value("ante_bonus.run") == "2"
    ui.click((row.right - 40, row.centery))  # the −
    ui.click((row.right - 40, row.centery))
    assert editor.draft.value("ante_bonus.run") == "0"
    assert FIELDS.index("ante_bonus.run") == editor.selected


def test_save_writes_a_table_the_loader_reads_and_play_sits_at_it(ui, tmp_path):
    editor = open_editor(ui)
    select(ui, editor, "pair_bonus.pair")
    ui.key(pygame.K_RIGHT)
    ui.key(pygame.K_s)
    saved = tmp_path / "paytables" / "standard-edited.toml"
    assert saved.exists() and str(saved) in editor.message
    table = load_paytable(saved)
    assert table.pair_bonus.get("pair") == 2 and table.name == "Standard (edited)"
    ui.key(pygame.K_s)  # saved already: no second file for the same table
    assert sorted(p.name for p in saved.parent.iterdir()) == ["standard-edited.toml"]
    ui.key(pygame.K_RETURN)
    assert ui.app.tables.current.source == str(saved)
    assert type(ui.top).__name__ == "CasinoTableScene"


def test_the_paytables_screen_draws_its_charts(ui):
    ui.key(pygame.K_4)
    screen = ui.top
    ui.key(pygame.K_c)
    assert screen.charts
    ui.step()
    ui.key(pygame.K_c)
    assert not screen.charts


def test_saved_tables_are_offered_now_and_at_the_next_start(tmp_path):
    first = Driver(tmp_path)
    try:
        editor = open_editor(first)
        editor.selected = FIELDS.index("ante_bonus.run")
        first.key(pygame.K_RIGHT)
        first.key(pygame.K_s)
        saved = editor.draft.saved
        assert saved is not None
        assert any(t.source == str(saved) for t in first.app.tables.tables)
        assert first.app.tables.current.key == "standard"  # saving does not change the table in use
    finally:
        first.close()
    (tmp_path / "paytables" / "broken.toml").write_text("name = 3\n", encoding="utf-8")
    again = Driver(tmp_path)
    try:
        assert any(t.source == str(saved) for t in again.app.tables.tables)
        assert any("broken.toml" in problem for problem in again.app.tables.problems)
    finally:
        again.close()
