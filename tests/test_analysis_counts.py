"""The shipped dealer outcome counts: equal to a fresh count, covering every deal exactly once."""

import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from paytable_factory import paytables

from casino_brag import analysis_data, catalog
from casino_brag.engine.casino.analysis import counts as counts_module
from casino_brag.engine.casino.analysis.classes import DEALER_HANDS, PLAYER_HANDS, class_weights, hand_classes
from casino_brag.engine.casino.analysis.counts import (
    QUALIFIER_NAMES,
    CountsError,
    DealerCounts,
    compute_counts,
)
from casino_brag.engine.casino.analysis.exact import _analyse_game, analyse
from casino_brag.engine.casino.paytable import Qualifier

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ROOT / "counts" / analysis_data.FILE_NAME


def test_the_shipped_file_equals_a_fresh_count():
    shipped = DealerCounts.from_bytes(SHIPPED.read_bytes())
    assert shipped == compute_counts()
    assert compute_counts().to_bytes() == SHIPPED.read_bytes()


def test_the_generator_rewrites_the_same_bytes(tmp_path):
    subprocess.run(
        [sys.executable, "-m", "tools.make_counts", "--out", str(tmp_path)], cwd=ROOT, check=True, capture_output=True
    )
    assert (tmp_path / analysis_data.FILE_NAME).read_bytes() == SHIPPED.read_bytes()


@pytest.mark.parametrize("name", QUALIFIER_NAMES)
def test_every_qualifier_covers_22100_by_18424_deals(name):
    not_qualify, win, tie, lose = DealerCounts.from_bytes(SHIPPED.read_bytes()).for_qualifier(Qualifier.parse(name))
    weights = class_weights()
    assert sum(weights) == PLAYER_HANDS
    total = sum(w * (a + b + c + d) for w, a, b, c, d in zip(weights, not_qualify, win, tie, lose, strict=True))
    assert total == PLAYER_HANDS * DEALER_HANDS == 407_170_400
    # a dealer who always qualifies never fails to; wins and losses balance over the whole pack
    if Qualifier.parse(name).kind == "none":
        assert set(not_qualify) == {0}
        assert sum(w * b for w, b in zip(weights, win, strict=True)) == sum(
            w * d for w, d in zip(weights, lose, strict=True)
        )


def test_a_sample_of_classes_by_direct_comparison():
    """A few classes' counts for Queen-high, by meeting every dealer hand from the other 49 cards."""
    from itertools import combinations

    from casino_brag.engine.hands import hand_table

    table = hand_table()
    queen = Qualifier.parse("Q-high")
    columns = DealerCounts.from_bytes(SHIPPED.read_bytes()).for_qualifier(queen)
    for index in (0, 400, 1000, 1400, 1754):
        c = hand_classes()[index]
        mine = c.value.score
        rest = [i for i in range(52) if i not in {card.index for card in c.example}]
        found = [0, 0, 0, 0]
        for a, b, d in combinations(rest, 3):
            dealer = table[(1 << a) | (1 << b) | (1 << d)]
            if not queen.qualifies(dealer):
                found[0] += 1
            else:
                found[1 if mine > dealer.score else 2 if mine == dealer.score else 3] += 1
        assert tuple(found) == tuple(column[index] for column in columns)


def test_a_damaged_file_is_refused_in_one_line():
    data = SHIPPED.read_bytes()
    with pytest.raises(CountsError, match="cut short"):
        DealerCounts.from_bytes(data[:-2])
    broken = bytearray(data)
    broken[len(counts_module.MAGIC) + counts_module.ROW * 1_755 * 2] ^= 1
    with pytest.raises(CountsError, match="does not meet 18,424"):
        DealerCounts.from_bytes(bytes(broken)).for_qualifier(Qualifier.parse("none"))


def _both(table):
    """The analysis of `table` with the shipped counts and with counts counted afresh (no cache)."""
    analysis_data.install_shipped_counts()
    assert counts_module._installed
    shipped = _analyse_game.__wrapped__(table.game)
    saved = counts_module._installed[:]
    counts_module._installed.clear()
    try:
        fresh = _analyse_game.__wrapped__(table.game)
    finally:
        counts_module._installed[:] = saved
    return shipped, fresh


@settings(max_examples=40, deadline=None)
@given(paytables())
def test_shipped_and_fresh_counts_give_the_same_exact_figures(table):
    shipped, fresh = _both(table)
    assert shipped == fresh


def test_every_shipped_table_keeps_its_figures():
    for table in catalog.load_shipped():
        shipped, fresh = _both(table)
        assert shipped == fresh
        assert (analyse(table).ante, analyse(table).pair_bonus) == fresh[:2]
