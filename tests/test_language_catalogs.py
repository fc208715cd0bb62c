"""The translation catalogs: complete, checked, compiled from what is committed, and speaking each
language's plurals and numbers."""

from __future__ import annotations

import re
import shutil
import subprocess
from fractions import Fraction

import pytest

from casino_brag.commands.words import CLI_ENGLISH, CLI_PLURALS
from casino_brag.ui.core import language, text
from casino_brag.ui.core.text import chips, key_name, percent, signed, tr, trn
from tools import catalogs

TRANSLATED = [code for code in catalogs.languages() if code != language.ENGLISH]
FIELD = re.compile(r"\{(\w*)\}")


@pytest.fixture
def speaking():
    """Switch the window's language for one test, and back to English after it."""
    yield text.use_language
    text.use_language(language.ENGLISH)


def _fields(*texts: str) -> set[str]:
    return {name for t in texts for name in FIELD.findall(t)}


def test_the_committed_catalogs_are_what_the_code_makes():
    """The template, every .po and every .mo match the English text in the code: a changed
    message needs `python -m tools.catalogs`, which the commit then carries."""
    assert catalogs.stale() == []


def test_every_language_has_a_catalog_and_english_is_complete():
    assert set(catalogs.languages()) >= {"en", "de"}
    assert set(language.available()) == set(catalogs.languages())
    english = catalogs.read("en")
    reports = len(CLI_ENGLISH) + len(CLI_PLURALS)  # the command line's messages share the catalogs
    assert len([m for m in english if m.id]) == len(text.ENGLISH) + len(text.PLURALS) + reports


@pytest.mark.parametrize("code", catalogs.languages())
def test_every_message_is_translated_with_nothing_fuzzy_or_empty(code):
    catalog = catalogs.read(code)
    wanted = {m.context for m in catalogs.template() if m.id}
    have = {m.context: m for m in catalog if m.id}
    assert wanted == set(have), sorted(wanted ^ set(have))[:10]
    for key, message in have.items():
        assert not message.fuzzy, f"{code}: {key} is fuzzy"
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        assert forms and all(forms), f"{code}: {key} has no translation"
        assert len(forms) == (catalog.num_plurals if message.pluralizable else 1), key
    problems = [(m.context, e) for m, errors in catalog.check() for e in errors]
    assert not problems, problems[:5]


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="GNU gettext's msgfmt is not installed")
@pytest.mark.parametrize("code", catalogs.languages())
def test_msgfmt_accepts_every_catalog(code, tmp_path):
    result = subprocess.run(
        ["msgfmt", "--check", "-o", str(tmp_path / "out.mo"), str(catalogs.po_path(code))],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("code", TRANSLATED)
def test_placeholders_agree_with_the_english(code):
    """Each translation fills exactly the English message's {fields}, in every plural form, so
    nothing is left out and `format` never meets a name it was not given."""
    catalog = catalogs.read(code)
    wrong = []
    for message in catalog:
        if not message.id:
            continue
        english = message.id if isinstance(message.id, tuple) else (message.id,)
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        for form in forms:
            if _fields(form) != _fields(*english):
                wrong.append((message.context, form))
            if "|" in english[0] and form.count("|") != english[0].count("|"):
                wrong.append((message.context, "a list of another length"))
    assert not wrong, wrong[:5]


@pytest.mark.parametrize("code", catalogs.languages())
def test_every_message_formats_in_every_language(code, speaking):
    speaking(code)
    for key, english in text.ENGLISH.items():
        tr(key, **{name: "1" for name in _fields(english)})
    for key, forms in text.PLURALS.items():
        for n in (0, 1, 2, 5, 21, 1000):
            assert "{" not in trn(key, n, **{name: str(n) for name in _fields(*forms)})


PLURAL_CARDS = {
    "en": ["0 cards", "1 card", "2 cards", "5 cards", "21 cards", "1,000 cards"],
    "de": ["0 Karten", "1 Karte", "2 Karten", "5 Karten", "21 Karten", "1.000 Karten"],
    "ru": ["0 карт", "1 карта", "2 карты", "5 карт", "21 карта", "1 000 карт"],
    "nl": ["0 kaarten", "1 kaart", "2 kaarten", "5 kaarten", "21 kaarten", "1.000 kaarten"],
    "fr": ["0 carte", "1 carte", "2 cartes", "5 cartes", "21 cartes", "1 000 cartes"],
}


@pytest.mark.parametrize("code", catalogs.languages())
def test_plural_forms_follow_the_language(code, speaking):
    speaking(code)
    shown = [trn("pub.rule.cards", n, cards=chips(n)) for n in (0, 1, 2, 5, 21, 1000)]
    assert shown == PLURAL_CARDS[code]


def test_russian_chips_take_three_forms(speaking):
    if "ru" not in language.available():
        pytest.skip("no Russian catalog")
    speaking("ru")
    shown = [trn("pub.rule.chips", n, chips=chips(n)) for n in (1, 2, 5, 21, 22, 25, 111)]
    assert shown == ["1 фишка", "2 фишки", "5 фишек", "21 фишка", "22 фишки", "25 фишек", "111 фишек"]


def test_french_counts_a_million_with_de(speaking):
    """CLDR gives French a third form for exact millions: 1 jeton, 2 jetons, 1 000 000 de jetons."""
    if "fr" not in language.available():
        pytest.skip("no French catalog")
    speaking("fr")
    shown = [trn("pub.rule.chips", n, chips=chips(n)) for n in (0, 1, 2, 1_000_000)]
    assert shown == ["0 jeton", "1 jeton", "2 jetons", "1 000 000 de jetons"]


NUMBERS = {
    "en": ("1,234,567", "\u221240", "+1,250", "2.13%", "50%", "2.5 to 1"),
    "de": ("1.234.567", "\u221240", "+1.250", "2,13 %", "50 %", "2,5 zu 1"),
    "ru": ("1 234 567", "\u221240", "+1 250", "2,13 %", "50 %", None),
    "nl": ("1.234.567", "\u221240", "+1.250", "2,13%", "50%", None),
    "fr": ("1 234 567", "\u221240", "+1 250", "2,13 %", "50 %", None),
}


@pytest.mark.parametrize("code", catalogs.languages())
def test_numbers_are_written_the_language_s_way(code, speaking):
    speaking(code)
    grouped, negative, plus, rate, half, odds = NUMBERS[code]
    assert chips(1234567) == grouped and chips(-40) == negative and signed(1250) == plus
    assert percent(Fraction(213, 10000)) == rate and percent(0.5, 0) == half
    assert percent(Fraction(-213, 10000)) == "\u2212" + rate
    if odds is not None:
        assert text.odds_text(Fraction(5, 2)) == odds


def test_german_key_caps_and_hand_names(speaking):
    from casino_brag.engine.cards import parse_cards
    from casino_brag.engine.hands import evaluate as value

    def evaluate(cards: str):
        return value(parse_cards(cards))

    speaking("de")
    assert key_name("Space") == "Leertaste" and key_name("Shift+A / B") == "Umschalt+A / B" and key_name("F11") == "F11"
    assert text.hand_name(evaluate("3h 3c 3s")) == "Prial aus Dreien"
    assert text.hand_name(evaluate("9h 9c Ks")) == "Paar aus Neunen, Beikarte König"
    assert text.category_name(evaluate("Ah 2h 3h").category) == "Laufender Flush"


def test_a_missing_translation_falls_back_to_english(speaking):
    speaking("xx")
    assert tr("menu.quit") == "Quit" and trn("pub.rule.cards", 2, cards="2") == "2 cards"


@pytest.mark.parametrize("code", catalogs.languages())
def test_the_bundled_font_draws_every_letter_of_every_catalog(code):
    """pygame's bundled font (FreeSans) has Latin and Cyrillic letters but not everything: a
    character it lacks is drawn as a box with the same metrics as an unassigned code point."""
    import pygame

    from casino_brag.ui.core import theme

    pygame.font.init()
    font = theme.font(30)
    missing = font.metrics("\uffff")[0]
    letters = set()
    for message in catalogs.read(code):
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        letters.update(ch for form in forms for ch in form if not ch.isspace())
    undrawn = sorted(ch for ch in letters if font.metrics(ch)[0] == missing)
    assert not undrawn, [f"U+{ord(ch):04X}" for ch in undrawn]
