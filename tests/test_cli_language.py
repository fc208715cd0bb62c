"""The command-line reports under --lang: each language's words, plurals and numbers; English,
byte for byte as before, without it; JSON that no language changes; and the first start's
language (the system's, then the saved choice, then --lang)."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys

import pytest

from casino_brag.cli import main
from casino_brag.commands import speech
from casino_brag.commands.words import CLI_ENGLISH, CLI_PLURALS
from casino_brag.ui.core import language, text

TRANSLATED = [code for code in language.available() if code != language.ENGLISH]
COUNTS = (0, 1, 2, 5, 21, 1000)


@pytest.fixture(autouse=True)
def english_after():
    """--lang run in this process leaves its language behind: the next test starts in English."""
    yield
    speech.speak(language.ENGLISH)
    text.use_language(language.ENGLISH)


def _run(capsys: pytest.CaptureFixture[str], *words: str) -> tuple[int, str, str]:
    code = main(list(words))
    out, err = capsys.readouterr()
    speech.speak(language.ENGLISH)
    return code, out, err


ENGLISH_TODAY = {
    # sha256 (first 16 hex digits) of stdout + stderr as printed before the reports could translate
    ("rtp", "standard"): "a64dbe0e71002e50",
    ("rtp", "standard", "play-pays-odds", "uk-35-33"): "6c313c7b0cc3748d",
    ("strategy", "standard"): "d03f305f939d71d1",
    ("strategy", "standard", "--full"): "ae37c084ab5a5837",
    ("strategy", "us-common"): "d23ce9769ec43442",
    ("paytables",): "0d93f8bdfae9a9af",
    ("par", "standard"): "61e05cd8245faeae",
    ("par", "play-pays-odds"): "c070966c9052b026",
    ("compare", "standard", "play-pays-odds", "uk-35-33"): "75571adb18b50994",
    ("compare", "standard", "us-common"): "b4d1f389404ae7c0",
    ("solve", "standard", "--target-rtp", "97%", "--vary", "pair_bonus.flush"): "a009a34cb64353cf",
    ("rtp", "nosuch"): "cafdfd625b22bf7c",
    ("simulate", "standard", "--hands", "0"): "57886b2789fc9b9c",
    ("tournament", "--players", "a"): "056b273847f069af",
}


@pytest.mark.parametrize("words", list(ENGLISH_TODAY), ids=" ".join)
def test_without_lang_the_reports_are_english_byte_for_byte(words, capsys):
    _, out, err = _run(capsys, *words)
    assert hashlib.sha256((out + err).encode()).hexdigest()[:16] == ENGLISH_TODAY[words]


def test_without_lang_the_html_report_is_unchanged(tmp_path, capsys):
    page = tmp_path / "par.html"
    assert _run(capsys, "par", "standard", "--html", str(page))[0] == 0
    assert hashlib.sha256(page.read_bytes()).hexdigest()[:16] == "b22293b6279fd6d0"


def test_lang_en_is_the_english_of_today(capsys):
    assert _run(capsys, "--lang", "en", "rtp", "standard")[1] == _run(capsys, "rtp", "standard")[1]


def test_german_rtp_writes_a_decimal_comma_and_german_words(capsys):
    code, out, _ = _run(capsys, "--lang", "de", "rtp", "standard")
    assert code == 0
    assert "Hausvorteil 3,3549\u00a0%" in out and "Rückfluss 96,6451\u00a0%" in out
    assert "house edge" not in out and "3.3549" not in out


@pytest.mark.parametrize(
    ("code", "grouped"),
    [("de", "407.170.400"), ("nl", "407.170.400"), ("fr", "407\u202f170\u202f400"), ("ru", "407\u00a0170\u00a0400")],
)
def test_par_groups_digits_the_language_s_way(code, grouped, capsys):
    if code not in TRANSLATED:
        pytest.skip(f"no {code} catalog")
    out = _run(capsys, "--lang", code, "par", "standard")[1]
    assert grouped in out and "407,170,400" not in out


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize(
    "words",
    [
        ("rtp", "standard"),
        ("strategy", "standard", "--full"),
        ("paytables",),
        ("par", "play-pays-odds"),
        ("compare", "standard", "us-common"),
        ("solve", "standard", "--target-rtp", "97%", "--vary", "pair_bonus.flush"),
        ("simulate", "standard", "--hands", "2000", "--seed", "1", "--bankroll", "50", "--sessions", "20"),
    ],
    ids=" ".join,
)
def test_every_report_speaks_the_language(code, words, capsys):
    """No English sentence of the report is left: every line differs from the English one,
    except those made only of data (names, keys, numbers)."""
    status, out, _ = _run(capsys, "--lang", code, *words)
    english = _run(capsys, *words)[1]
    assert status == 0 and "{" not in out
    for phrase in ("house edge", "optimal strategy", "or better", "rounds with", "Where they differ", "Summary"):
        assert phrase not in out, phrase
    assert out.count("\n") == english.count("\n")


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_html_report_speaks_the_language(code, tmp_path, capsys):
    page = tmp_path / "par.html"
    assert _run(capsys, "--lang", code, "par", "standard", "--html", str(page))[0] == 0
    html = page.read_text(encoding="utf-8")
    assert f'<html lang="{code}">' in html
    for phrase in ("PAR sheet", "Charts", "best hand", "House edge", "Every hand class"):
        assert phrase not in html, phrase


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_one_line_errors_speak_the_language(code, capsys):
    status, out, err = _run(capsys, "--lang", code, "simulate", "standard", "--hands", "0")
    english = _run(capsys, "simulate", "standard", "--hands", "0")[2]
    assert status == 2 and not out and err.count("\n") == 1 and "--hands" in err
    assert err != english and "at least" not in err


@pytest.mark.parametrize(
    "words", [("rtp", "standard", "--json"), ("strategy", "standard", "--json"), ("paytables", "--json")]
)
def test_json_is_the_same_in_every_language(words, capsys):
    english = json.loads(_run(capsys, *words)[1])
    for code in TRANSLATED:
        assert json.loads(_run(capsys, "--lang", code, *words)[1]) == english


def test_csv_is_the_same_in_every_language(tmp_path, capsys):
    _run(capsys, "par", "standard", "--csv", str(tmp_path / "en"))
    for code in TRANSLATED:
        _run(capsys, "--lang", code, "par", "standard", "--csv", str(tmp_path / code))
        for path in sorted((tmp_path / "en").iterdir()):
            assert (tmp_path / code / path.name).read_bytes() == path.read_bytes()


CHIPS = {
    "en": ["0 chips", "1 chip", "2 chips", "5 chips", "21 chips", "1,000 chips"],
    "de": ["0 Chips", "1 Chip", "2 Chips", "5 Chips", "21 Chips", "1.000 Chips"],
    "nl": ["0 fiches", "1 fiche", "2 fiches", "5 fiches", "21 fiches", "1.000 fiches"],
    "fr": ["0 jeton", "1 jeton", "2 jetons", "5 jetons", "21 jetons", "1\u202f000 jetons"],
    "ru": ["0 фишек", "1 фишка", "2 фишки", "5 фишек", "21 фишка", "1\u00a0000 фишек"],
}


@pytest.mark.parametrize("code", sorted(set(CHIPS) & set(language.available())))
def test_plurals_follow_the_language_for_0_1_2_5_21_and_1000(code):
    speech.speak(code)
    assert [speech.says("cli.stats.chips", n, chips=speech.fmt(n)) for n in COUNTS] == CHIPS[code]


@pytest.mark.parametrize("code", language.available())
def test_every_plural_message_of_the_reports_fills_every_count(code):
    """Each plural message gives, for 0, 1, 2, 5, 21 and 1,000, a form with the count in it."""
    speech.speak(code)
    for key, forms in CLI_PLURALS.items():
        fields = {name for form in forms for name in _fields(form)}
        for n in COUNTS:
            shown = speech.says(key, n, **{name: speech.fmt(n) for name in fields})
            assert "{" not in shown and speech.fmt(n) in shown, (code, key, n)


def test_russian_counts_take_three_forms():
    if "ru" not in language.available():
        pytest.skip("no Russian catalog")
    speech.speak("ru")
    hands = [speech.says("cli.tournament.hands", n, hands=n, game="Brag") for n in (1, 3, 5, 21, 22, 111)]
    assert [h.split()[-1] for h in hands] == ["раздача", "раздачи", "раздач", "раздача", "раздачи", "раздач"]


@pytest.mark.parametrize("code", language.available())
def test_every_message_of_the_reports_formats(code):
    speech.speak(code)
    for key, english in CLI_ENGLISH.items():
        assert "{" not in speech.say(key, **{name: "1" for name in _fields(english)}), key


@pytest.mark.parametrize(
    ("code", "numbers"),
    [
        ("en", ("1,234,567", "+0.1250", "3.3549%", "-2.50%")),
        ("de", ("1.234.567", "+0,1250", "3,3549\u00a0%", "-2,50\u00a0%")),
        ("nl", ("1.234.567", "+0,1250", "3,3549%", "-2,50%")),
        ("fr", ("1\u202f234\u202f567", "+0,1250", "3,3549\u00a0%", "-2,50\u00a0%")),
        ("ru", ("1\u00a0234\u00a0567", "+0,1250", "3,3549\u00a0%", "-2,50\u00a0%")),
    ],
)
def test_numbers_are_written_the_language_s_way(code, numbers):
    if code not in language.available():
        pytest.skip(f"no {code} catalog")
    speech.speak(code)
    assert (speech.fmt(1234567), speech.fmt(0.125, "+.4f"), speech.pct(0.033549), speech.pct(-0.025, 2)) == numbers


def test_a_report_in_english_loads_no_translation_machinery():
    """Without --lang a report imports neither Babel nor the window's catalogs (gettext comes
    with argparse anyway): the quick reports start as fast as before."""
    probe = (
        "import sys\n"
        "from casino_brag.cli import main\n"
        "main(['rtp', 'standard'])\n"
        "loaded = [m for m in sys.modules if m.split('.')[0] in ('babel', 'pygame')"
        " or m.startswith('casino_brag.ui')]\n"
        "print(loaded, file=sys.stderr)\n"
    )
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert result.stderr.strip() == "[]"


def test_a_report_in_another_language_never_loads_pygame():
    probe = (
        "import sys\n"
        "from casino_brag.cli import main\n"
        "main(['--lang', 'de', 'rtp', 'standard'])\n"
        "print('pygame' in sys.modules, file=sys.stderr)\n"
    )
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert result.stderr.strip() == "False"


def _fields(template: str) -> set[str]:
    import re

    return set(re.findall(r"\{(\w+)\}", template))


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LC_ALL": "fr_FR.UTF-8"}, "fr"),
        ({"LC_MESSAGES": "nl_NL.UTF-8", "LANG": "en_GB.UTF-8"}, "nl"),
        ({"LANG": "ru_RU.UTF-8"}, "ru"),
        ({"LANG": "de_DE@euro"}, "de"),
        ({"LANG": "pt_BR.UTF-8"}, "en"),
        ({"LANG": "en_US.UTF-8"}, "en"),
    ],
)
def test_the_system_locale_names_one_of_the_five_languages_or_english(environ, expected):
    assert language.system_language(environ) == expected


def test_the_saved_choice_wins_over_the_system_and_lang_over_both(tmp_path, monkeypatch):
    from ui_driver import Driver

    monkeypatch.setenv("LANGUAGE", "")
    monkeypatch.setenv("LC_ALL", "fr_FR.UTF-8")
    first = Driver(tmp_path)
    try:
        assert language.current() == "fr"  # first start: the system's language
        first.store.save_settings({**first.store.settings(), "language": "ru"})
    finally:
        first.close()
    saved = Driver(tmp_path)
    try:
        assert language.current() == "ru"  # the saved choice, whatever the system says
    finally:
        saved.close()
    chosen = Driver(tmp_path, lang="nl")
    try:
        assert language.current() == "nl" and chosen.store.settings()["language"] == "ru"
    finally:
        chosen.close()
