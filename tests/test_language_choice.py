"""Choosing the window's language: the system's locale on first start, the Settings row (applied at
once and saved), and --lang on the command line."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import Driver

from casino_brag.cli import main
from casino_brag.commands.play import _language
from casino_brag.errors import UserError
from casino_brag.ui.core import language, text
from casino_brag.ui.core.text import tr


@pytest.fixture(autouse=True)
def english_after():
    yield
    text.use_language(language.ENGLISH)


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LC_ALL": "de_AT.UTF-8", "LANG": "en_GB.UTF-8"}, "de"),
        ({"LC_MESSAGES": "de_CH", "LANG": "C"}, "de"),
        ({"LANGUAGE": "xx:de", "LANG": "en_US"}, "de"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "ja_JP.UTF-8"}, "en"),
        ({"LC_ALL": "POSIX", "LANG": "de_DE"}, "en"),
        ({}, "en"),
    ],
)
def test_the_system_locale_chooses_the_first_language(environ, expected):
    assert language.system_language(environ) == expected


def test_the_first_start_follows_the_system(tmp_path, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "de_DE")
    ui = Driver(tmp_path)
    try:
        assert text.language.current() == "de"
        assert ui.top.buttons[-1].label == "Beenden"  # type: ignore[attr-defined]
    finally:
        ui.close()


def _open_settings(ui: Driver) -> object:
    ui.key(pygame.K_7)
    settings = ui.top
    assert settings.rows.focus == 0 and settings.rows.focused.label == tr("settings.language")  # type: ignore[attr-defined]
    return settings


def test_the_settings_row_applies_at_once_and_is_saved(tmp_path):
    ui = Driver(tmp_path)
    try:
        before = _open_settings(ui)
        ui.key(pygame.K_RIGHT)  # English -> Deutsch
        assert text.language.current() == "de"
        assert ui.store.settings()["language"] == "de"
        settings, menu = ui.top, next(iter(ui.app.stack))
        assert settings is not before and settings.rows.focused.label == "Sprache"  # type: ignore[attr-defined]
        assert menu.buttons[-1].label == "Beenden"  # type: ignore[attr-defined]
        ui.key(pygame.K_ESCAPE)
        assert ui.top is menu
    finally:
        ui.close()
    again = Driver(tmp_path)  # the next start speaks the saved language, whatever the system says
    try:
        assert text.language.current() == "de"
    finally:
        again.close()


def test_lang_on_the_command_line_overrides_the_saved_choice(tmp_path):
    ui = Driver(tmp_path)
    try:
        _open_settings(ui)
        ui.key(pygame.K_RIGHT)
    finally:
        ui.close()
    ui = Driver(tmp_path, lang="en")
    try:
        assert text.language.current() == "en" and ui.store.settings()["language"] == "de"
    finally:
        ui.close()


def test_lang_names_a_language_or_is_refused_in_one_line(capsys):
    assert _language("de_DE.UTF-8") == "de" and _language("EN") == "en" and _language(None) is None
    with pytest.raises(UserError, match="--lang xx: no such language; choose one of en, de"):
        _language("xx")
    assert main(["--lang", "xx", "play"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--lang xx" in err


def test_reports_stay_english_whatever_the_system_says(monkeypatch, capsys):
    monkeypatch.setenv("LANGUAGE", "de")
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert main(["rtp", "standard"]) == 0
    out = capsys.readouterr().out
    assert "House edge" in out or "house edge" in out.lower()


def test_a_saved_language_the_game_lacks_is_forgotten(tmp_path):
    from casino_brag.save.store import Store
    from casino_brag.ui.core.prefs import Prefs

    with Store.open(tmp_path) as store:
        store.save_settings({"language": "tlh"})
        defaulted: list[tuple[str, object, object]] = []
        assert Prefs.load(store, defaulted).language == ""
        assert ("language", "tlh", "") in defaulted


def test_pictures_of_words_are_redrawn_in_the_new_language():
    """The paytable panel is a cached picture of words: a change of language drops it."""
    pygame.font.init()
    from casino_brag import catalog
    from casino_brag.engine.cards import Rank
    from casino_brag.engine.casino.paytable import Qualifier
    from casino_brag.ui.casino import panels

    paytable = catalog.load("standard")
    panels._paytable_image(paytable, None, ())
    assert panels._paytable_image.cache_info().currsize >= 1
    text.use_language("de")
    assert panels._paytable_image.cache_info().currsize == 0
    assert text.qualifier_words(Qualifier("high", Rank(12))) == "Dame hoch"
    panels._paytable_image(paytable, None, ())
    text.use_language("de")  # the same language again keeps what is drawn
    assert panels._paytable_image.cache_info().currsize == 1


def test_a_report_refuses_an_unknown_lang_too(capsys):
    assert main(["--lang", "xx", "rtp", "standard"]) == 2
    assert "--lang xx: no such language" in capsys.readouterr().err
