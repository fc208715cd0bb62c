"""`casino-brag par`: the PAR sheet adds up to the exact analysis, and every format is sound."""

import csv
import json
import xml.etree.ElementTree as ET
from fractions import Fraction
from html.parser import HTMLParser

import pytest
from hypothesis import given, settings
from paytable_factory import make_table, paytables

from casino_brag import analysis_data, catalog
from casino_brag.cli import main
from casino_brag.engine.casino.analysis.exact import analyse
from casino_brag.engine.casino.analysis.par import DEALS, par_sheet


def run(capsys, *args):
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def assert_adds_up(table):
    analysis_data.install_shipped_counts()
    par, analysis = par_sheet(table), analyse(table)
    assert sum(line.combinations for line in par.ante) == DEALS == 22_100 * 18_424
    assert sum(line.combinations for line in par.pair_bonus) == 22_100
    assert 1 + sum(line.contribution for line in par.ante) == analysis.ante.rtp
    assert 1 + sum(line.contribution for line in par.pair_bonus) == analysis.pair_bonus.rtp
    ante, pair = par.summary
    assert (ante.rtp, ante.house_edge, ante.variance) == (
        analysis.ante.rtp,
        analysis.ante.house_edge,
        analysis.ante.variance,
    )
    assert (pair.rtp, pair.variance) == (analysis.pair_bonus.rtp, analysis.pair_bonus.variance)
    assert ante.element_of_risk == analysis.ante.element_of_risk
    folded = sum(line.combinations for line in par.ante if line.outcome == "fold")
    assert Fraction(folded, DEALS) == analysis.ante.outcomes.fold
    for outcome, rate in (("not_qualify", "dealer_not_qualify"), ("win", "win"), ("tie", "tie"), ("lose", "lose")):
        n = sum(line.combinations for line in par.ante if line.outcome == outcome)
        assert Fraction(n, DEALS) == getattr(analysis.ante.outcomes, rate)


@pytest.mark.parametrize("name", catalog.shipped_names())
def test_every_shipped_sheet_reproduces_rtp_exactly(name):
    assert_adds_up(catalog.load(name))


@settings(max_examples=60, deadline=None)
@given(paytables())
def test_any_valid_table_reproduces_rtp_exactly(table):
    assert_adds_up(table)


def test_standard_sheet_by_exact_count():
    par = par_sheet(catalog.load("standard"))
    lines = {(line.outcome, line.hands): line for line in par.ante}
    assert lines["fold", "any"].combinations == 132_652_800
    assert lines["win", "Run"].combinations == 8_975_484 and lines["win", "Run"].net == 3
    pair = {line.hands: line.combinations for line in par.pair_bonus}
    assert pair == {
        "Prial of threes": 4,
        "Prial": 48,
        "Running flush": 48,
        "Run": 720,
        "Flush": 1_096,
        "Pair": 3_744,
        "no paying hand": 16_440,
    }
    ante, bonus = par.summary
    assert ante.largest_win == 7 and bonus.largest_win == 40
    assert bonus.hit_frequency == Fraction(22_100 - 16_440, 22_100)
    assert abs(ante.volatility_index - 1.96 * ante.std_dev) < 1e-12
    assert [r.rounds for r in ante.ranges] == [1_000, 10_000, 100_000]
    assert ante.ranges[2].high < 0  # over 100,000 rounds the house edge shows through


def test_a_forfeited_pair_bonus_has_its_own_line():
    par = par_sheet(make_table(fold_forfeits_pair_bonus=True))
    assert any(line.hands == "folded (forfeited)" for line in par.pair_bonus)


def test_the_terminal_sheet_has_every_section(capsys):
    code, out, _ = run(capsys, "par", "play-pays-odds")
    assert code == 0
    for title in ("Ante game", "Play at odds", "Pair Bonus", "Summary", "Volatility index", "100,000 rounds"):
        assert title in out
    assert "Ante Bonus (paid" not in out  # this table has none
    assert "407,170,400" in out


def test_json_gives_fractions_beside_floats(capsys):
    code, out, _ = run(capsys, "par", "standard", "--json")
    data = json.loads(out)
    assert code == 0 and data["deals"] == 407_170_400 and data["source"] == "standard"
    assert data["totals"]["ante"]["exact"]["contribution"] == "-3415021/101792600"
    line = data["ante"][0]
    assert Fraction(line["exact"]["probability"]) == Fraction(line["combinations"], 407_170_400)
    assert abs(float(Fraction(line["exact"]["contribution"])) - line["contribution"]) < 1e-15
    assert [s["bet"] for s in data["summary"]] == ["Ante game", "Pair Bonus"]
    assert data["summary"][0]["exact"]["house_edge"] == "3415021/101792600"


def test_csv_writes_one_file_per_section(capsys, tmp_path):
    code, _out, _ = run(capsys, "par", "standard", "--csv", str(tmp_path / "sheet"))
    assert code == 0
    names = sorted(p.name for p in (tmp_path / "sheet").iterdir())
    assert names == ["ante.csv", "ante_bonus.csv", "pair_bonus.csv", "summary.csv"]
    with (tmp_path / "sheet" / "ante.csv").open() as handle:
        rows = list(csv.DictReader(handle))
    assert sum(int(r["combinations"]) for r in rows) == 407_170_400
    assert sum(Fraction(r["contribution_exact"]) for r in rows) == Fraction(-3415021, 101792600)


class _Balanced(HTMLParser):
    VOID = frozenset({"meta", "br", "img", "hr", "input", "link", "line", "rect", "path"})

    def __init__(self):
        super().__init__()
        self.stack, self.ids, self.errors = [], set(), []

    def handle_starttag(self, tag, attrs):
        self.ids.update(v for k, v in attrs if k == "id")
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        pass

    def handle_endtag(self, tag):
        if tag in self.VOID:
            return
        if not self.stack or self.stack.pop() != tag:
            self.errors.append(tag)


def test_html_report_is_well_formed_and_holds_every_section(capsys, tmp_path):
    path = tmp_path / "standard.html"
    code, out, _ = run(capsys, "par", "standard", "--html", str(path))
    assert code == 0 and out.strip() == str(path)
    text = path.read_text(encoding="utf-8")
    checker = _Balanced()
    checker.feed(text)
    assert not checker.errors and not checker.stack
    assert {"ante", "ante_bonus", "pair_bonus", "charts"} <= checker.ids
    assert "http" not in text.replace('xmlns="http://www.w3.org/2000/svg"', "")  # self-contained
    svgs = text.split("<svg")[1:]
    assert len(svgs) == 3
    for piece in svgs:
        ET.fromstring("<svg" + piece.split("</svg>")[0] + "</svg>")  # each chart is well-formed XML
    assert "Summary" in text and "Element of risk" in text and "3415021/101792600" in text


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (["--csv", "FILE"], "not a folder"),
        (["--html", "NOFOLDER/x.html"], "does not exist"),
        (["--html", "."], "is a folder"),
        (["--json", "--csv", "x"], "not allowed with"),
    ],
)
def test_bad_paths_and_flags_are_one_line_with_exit_2(capsys, tmp_path, monkeypatch, flags, message):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "FILE").write_text("x")
    try:
        code, _, err = run(capsys, "par", "standard", *flags)
    except SystemExit as exc:
        code, err = exc.code, capsys.readouterr().err
    assert code == 2
    assert message in err and err.count("\n") == 1 and "Traceback" not in err
