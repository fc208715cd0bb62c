"""The exact analysis against an independent brute-force calculator, on random paytables.

The calculator here compares every player hand class with every one of the 22,100 hands by
array arithmetic, throws away dealer hands that share a card, and applies the rules as written
in DESIGN.md in its own words. Every figure must agree with `analyse` exactly (as fractions).
"""

from fractions import Fraction
from functools import cache

import numpy as np
import pytest
from hypothesis import given, settings
from paytable_factory import paytables

from casino_brag.engine.casino.analysis.classes import DEALER_HANDS, matchups
from casino_brag.engine.casino.analysis.exact import analyse
from casino_brag.engine.casino.paytable import Qualifier
from casino_brag.engine.hands import hand_table


@cache
def pack():
    """All 22,100 hands: card masks, scores and values."""
    table = hand_table()
    masks = np.array(list(table.keys()), dtype=np.uint64)
    scores = np.array([v.score for v in table.values()], dtype=np.int64)
    return masks, scores, list(table.values())


@cache
def comparisons(qualifier: Qualifier):
    """For every class: dealer hands that do not qualify, that qualify and lose to it, tie it, beat it."""
    masks, scores, values = pack()
    qualifies = np.array([qualifier.qualifies(v) for v in values])
    rows = []
    for c in matchups().classes:
        mine = np.uint64(c.example[0].bit | c.example[1].bit | c.example[2].bit)
        free = (masks & mine) == 0
        assert free.sum() == DEALER_HANDS
        v = c.value.score
        q = free & qualifies
        rows.append(
            (
                int((free & ~qualifies).sum()),
                int((q & (scores < v)).sum()),
                int((q & (scores == v)).sum()),
                int((q & (scores > v)).sum()),
            )
        )
    return rows


def odds(scale, key, missing):
    found = dict(scale.odds)
    if key == "prial_of_threes" and key not in found:
        key = "prial"
    return found.get(key, missing)


def independent(table):
    rules = table.rules
    m = rules.play_multiplier
    total = square = played = 0
    out = dict.fromkeys(("fold", "dnq", "win", "lose", "tie"), 0)
    pb_total = pb_square = 0
    decisions = []
    for c, (dnq, win, tie, lose) in zip(matchups().classes, comparisons(rules.dealer_qualifies), strict=True):
        key = c.pay_key
        bonus = odds(table.ante_bonus, key, 0)
        results = [
            (dnq, bonus + (1 if rules.ante_if_dealer_not_qualify == "win" else 0)),
            (win, bonus + 1 + m * odds(table.play_odds, key, 1)),
            (tie, bonus + (0 if rules.tie == "push" else -1 - m)),
            (lose, bonus - 1 - m),
        ]
        ev_play = Fraction(sum(n * r for n, r in results), DEALER_HANDS)
        play = ev_play > -1
        decisions.append((ev_play, play))
        w = c.weight
        if play:
            total += w * ev_play
            square += w * Fraction(sum(n * r * r for n, r in results), DEALER_HANDS)
            played += w
            out["dnq"] += w * dnq
            out["win"] += w * win
            out["tie"] += w * tie
            out["lose"] += w * lose
        else:
            total -= w
            square += w
            out["fold"] += w * DEALER_HANDS
        pays = odds(table.pair_bonus, key, None)
        pb = -1 if pays is None or (rules.fold_forfeits_pair_bonus and not play) else pays
        pb_total += w * pb
        pb_square += w * pb * pb
    mean = total / 22100
    pb_mean = Fraction(pb_total, 22100)
    return {
        "house_edge": -mean,
        "variance": square / 22100 - mean * mean,
        "play_rate": Fraction(played, 22100),
        "element_of_risk": -mean / (1 + m * Fraction(played, 22100)),
        "outcomes": {k: Fraction(v, 22100 * DEALER_HANDS) for k, v in out.items()},
        "pb_house_edge": -pb_mean,
        "pb_variance": Fraction(pb_square, 22100) - pb_mean * pb_mean,
        "decisions": decisions,
    }


@settings(max_examples=25, deadline=None)
@given(paytables())
def test_every_figure_matches_the_brute_force_calculator(table):
    mine = analyse(table)
    theirs = independent(table)
    ante = mine.ante
    assert ante.house_edge == theirs["house_edge"]
    assert ante.rtp == 1 - theirs["house_edge"]
    assert ante.variance == theirs["variance"]
    assert ante.play_rate == theirs["play_rate"]
    assert ante.element_of_risk == theirs["element_of_risk"]
    outcomes = ante.outcomes
    assert (outcomes.fold, outcomes.dealer_not_qualify, outcomes.win, outcomes.lose, outcomes.tie) == tuple(
        theirs["outcomes"][k] for k in ("fold", "dnq", "win", "lose", "tie")
    )
    assert mine.pair_bonus.house_edge == theirs["pb_house_edge"]
    assert mine.pair_bonus.variance == theirs["pb_variance"]
    assert [(d.ev_play, d.play) for d in mine.strategy.decisions] == theirs["decisions"]


def test_dealer_counts_match_direct_comparison_for_every_class():
    table = matchups()
    rows = comparisons(Qualifier("none", None))
    assert [(win, tie) for _, win, tie, _ in rows] == list(zip(table.below, table.ties, strict=True))


def test_the_compiled_brute_force_agrees_with_the_exact_analysis(tmp_path):
    """benchmarks/rtp_brute.c, the speed reference, meets every hand with every dealer hand; its
    exact house edges must be the analysis's own, or the comparison would mean nothing."""
    import shutil
    import subprocess
    from pathlib import Path

    compiler = next((c for c in ("cc", "gcc", "clang") if shutil.which(c)), None)
    if compiler is None:
        pytest.skip("no C compiler on this machine")
    source = Path(__file__).resolve().parent.parent / "benchmarks" / "rtp_brute.c"
    binary = tmp_path / "rtp_brute"
    subprocess.run([compiler, "-O2", "-o", str(binary), str(source)], check=True, timeout=120)
    out = subprocess.run([str(binary)], check=True, capture_output=True, text=True, timeout=120).stdout
    from casino_brag import catalog

    analysis = analyse(catalog.load("standard"))
    ante = analysis.ante.house_edge
    pair = analysis.pair_bonus.house_edge
    assert f"ante_house_edge {ante.numerator}/{ante.denominator}" in out
    assert f"pair_bonus_house_edge {pair.numerator}/{pair.denominator}" in out
