"""Paytable files: the shipped tables load, and every malformed file is refused in one clear line."""

from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from casino_brag import catalog
from casino_brag.engine.cards import Rank, parse_cards
from casino_brag.engine.casino.paytable import (
    MAX_BYTES,
    Limits,
    PaytableError,
    Qualifier,
    load_paytable,
    parse_paytable,
)
from casino_brag.engine.hands import evaluate

BAD = Path(__file__).parent / "data" / "bad_paytables"
BAD_FILES = sorted(BAD.glob("*.toml"))


def expectation(path):
    first = path.read_bytes().split(b"\n", 1)[0].decode("ascii")
    assert first.startswith("# expect: "), path
    key, problem = first.removeprefix("# expect: ").split(" | ")
    return (None if key == "-" else key), problem


def test_the_corpus_has_at_least_twenty_malformed_tables():
    assert len(BAD_FILES) >= 20


@pytest.mark.parametrize("path", BAD_FILES, ids=lambda p: p.stem)
def test_each_malformed_table_names_file_key_and_problem(path):
    key, problem = expectation(path)
    with pytest.raises(PaytableError) as caught:
        load_paytable(path)
    error = caught.value
    assert error.key == key
    assert problem in error.problem
    message = str(error)
    assert "\n" not in message
    assert message.startswith(str(path))
    if key:
        assert f": {key}: " in message


def test_a_file_over_64_kib_is_refused_without_parsing(tmp_path):
    path = tmp_path / "huge.toml"
    path.write_text("# padding\n" + "#" * MAX_BYTES + '\nname = "x"\n', encoding="utf-8")
    with pytest.raises(PaytableError, match="larger than 64 KiB"):
        load_paytable(path)


def test_a_missing_file_is_one_line(tmp_path):
    with pytest.raises(PaytableError, match="cannot read the file") as caught:
        load_paytable(tmp_path / "nope.toml")
    assert "\n" not in str(caught.value)


def test_invalid_toml_reports_the_line_number():
    _key, _problem = expectation(BAD / "invalid_toml.toml")
    with pytest.raises(PaytableError) as caught:
        load_paytable(BAD / "invalid_toml.toml")
    assert "invalid TOML at line 5, column" in str(caught.value)


def test_shipped_tables_load_with_their_figures():
    names = catalog.shipped_names()
    assert names[0] == "standard"
    assert set(names) >= {"standard", "uk-35-33", "us-common", "play-pays-odds", "prial-of-threes"}
    for table in catalog.load_shipped():
        assert table.name and table.description
        text = Path(table.source).read_text(encoding="utf-8")
        assert "Source:" in text and "Published:" in text, table.key


def test_standard_table_values():
    table = catalog.load("standard")
    assert table.key == "standard" and table.name == "Standard"
    rules = table.rules
    assert (rules.play_multiplier, rules.tie, rules.ante_if_dealer_not_qualify) == (1, "push", "win")
    assert rules.dealer_qualifies == Qualifier("high", Rank.QUEEN)
    assert not rules.fold_forfeits_pair_bonus
    assert dict(table.ante_bonus.odds) == {"prial": 5, "running_flush": 4, "run": 1}
    assert dict(table.pair_bonus.odds) == {"prial": 40, "running_flush": 30, "run": 6, "flush": 4, "pair": 1}
    assert not table.play_odds
    assert table.limits == Limits(1, 500, 100)


def test_play_pays_odds_table():
    table = catalog.load("play-pays-odds")
    assert table.rules.play_multiplier == 2
    assert not table.ante_bonus
    assert table.play_odds_for(evaluate(parse_cards("7s 7h 7d"))) == 5
    assert table.play_odds_for(evaluate(parse_cards("7s 8s 9s"))) == 4
    assert table.play_odds_for(evaluate(parse_cards("7s 8h 9s"))) == 1
    assert table.ante_bonus_for(evaluate(parse_cards("7s 7h 7d"))) == 0


def test_prial_of_threes_has_its_own_award_and_falls_back_to_prial_elsewhere():
    special = catalog.load("prial-of-threes")
    threes, aces = evaluate(parse_cards("3s 3h 3d")), evaluate(parse_cards("As Ah Ad"))
    assert special.pair_bonus.for_hand(threes) == 100 and special.pair_bonus.for_hand(aces) == 40
    assert special.ante_bonus_for(threes) == 20
    standard = catalog.load("standard")
    assert standard.pair_bonus.for_hand(threes) == 40


def test_catalog_finds_paths_and_reports_unknown_names(tmp_path):
    copy = tmp_path / "mine.toml"
    copy.write_bytes(catalog.find("standard").read_bytes())
    table = catalog.load(str(copy))
    assert table.key == "mine" and table.source == str(copy)
    with pytest.raises(PaytableError, match="no shipped paytable has that name") as caught:
        catalog.load("no-such-table")
    assert "standard" in str(caught.value)
    with pytest.raises(PaytableError, match="not a file"):
        catalog.load(str(tmp_path))


def test_optional_parts_take_documented_defaults():
    table = parse_paytable(b"[rules]\n[ante_bonus]\n[pair_bonus]\n", source="minimal.toml")
    assert table.key == "minimal" and table.name == "minimal"
    assert table.rules.play_multiplier == 1 and table.rules.dealer_qualifies.text == "Q-high"
    assert table.limits == Limits()
    assert table.play_odds_for(evaluate(parse_cards("As Ah Ad"))) == 1


def test_fractional_odds_are_exact():
    table = parse_paytable(b"[rules]\n[ante_bonus]\nrun = 2.5\n[pair_bonus]\nflush = 0.1\n")
    assert table.ante_bonus.get("run") == Fraction(5, 2)
    assert table.pair_bonus.get("flush") == Fraction(1, 10)


@pytest.mark.parametrize(
    ("text", "kind", "rank"),
    [
        ("Q-high", "high", Rank.QUEEN),
        ("10-high", "high", Rank.TEN),
        ("t-high", "high", Rank.TEN),
        ("A-HIGH", "high", Rank.ACE),
        ("2-high", "high", Rank.TWO),
        ("pair", "pair", None),
        ("None", "none", None),
    ],
)
def test_qualifier_spellings(text, kind, rank):
    qualifier = Qualifier.parse(text)
    assert (qualifier.kind, qualifier.rank) == (kind, rank)
    assert Qualifier.parse(qualifier.text) == qualifier


@pytest.mark.parametrize(
    ("cards", "q_high", "k_high", "pair"),
    [
        ("Qs 3h 2d", True, False, False),
        ("Js Th 8d", False, False, False),
        ("As 2h 3d", True, True, True),
        ("2s 2h 3d", True, True, True),
        ("Ks 4h 2c", True, True, False),
    ],
)
def test_qualifying_hands(cards, q_high, k_high, pair):
    hand = evaluate(parse_cards(cards))
    assert Qualifier.parse("Q-high").qualifies(hand) is q_high
    assert Qualifier.parse("K-high").qualifies(hand) is k_high
    assert Qualifier.parse("pair").qualifies(hand) is pair
    assert Qualifier.parse("none").qualifies(hand)


@given(st.binary(max_size=300))
def test_arbitrary_bytes_either_parse_or_raise_paytable_error(data):
    try:
        parse_paytable(data, source="fuzz.toml")
    except PaytableError as error:
        assert str(error).startswith("fuzz.toml") and "\n" not in str(error)
