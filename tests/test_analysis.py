"""Exact analysis: the published figures, the strategy in words and as a chart, and trainer advice."""

from collections import Counter
from fractions import Fraction
from itertools import combinations

import pytest
from paytable_factory import make_table

from casino_brag import catalog
from casino_brag.engine.cards import FULL_DECK, parse_cards
from casino_brag.engine.casino.analysis.classes import class_index, class_key, matchups
from casino_brag.engine.casino.analysis.exact import analyse


def pct(rate, places):
    return round(float(rate) * 100, places)


def test_standard_table_reproduces_the_published_wizard_of_odds_figures():
    result = analyse(catalog.load("standard"))
    # Published: Ante house edge 3.35%, element of risk 2.00%, Pair Bonus 2.14%, play Q-6-4 or better.
    assert pct(result.ante.house_edge, 2) == 3.35
    assert pct(result.ante.element_of_risk, 2) == 2.00
    assert pct(result.pair_bonus.house_edge, 2) == 2.14
    assert result.strategy.threshold_text == "Q-6-4"
    assert result.strategy.words == "play Q-6-4 or better"
    # The exact values behind them, to the 4th decimal of a percent and beyond.
    assert pct(result.ante.house_edge, 4) == 3.3549
    assert pct(result.ante.element_of_risk, 4) == 2.0039
    assert pct(result.pair_bonus.house_edge, 4) == 2.1357
    assert result.pair_bonus.house_edge == Fraction(472, 22100)
    assert result.ante.house_edge == Fraction(3415021, 101792600)
    assert result.ante.rtp == 1 - result.ante.house_edge


def test_standard_table_other_figures():
    ante = analyse(catalog.load("standard")).ante
    assert ante.play_rate == Fraction(14900, 22100)
    assert ante.average_bet == 1 + ante.play_rate
    assert ante.element_of_risk == ante.house_edge / ante.average_bet
    assert sum(ante.outcomes.as_dict().values()) == 1
    assert ante.outcomes.fold == 1 - ante.play_rate
    assert 1.63 < ante.std_dev < 1.65


def test_pair_bonus_tables_by_exact_count():
    assert analyse(catalog.load("uk-35-33")).pair_bonus.house_edge == Fraction(588, 22100)
    assert analyse(catalog.load("us-common")).pair_bonus.house_edge == Fraction(1568, 22100)
    assert analyse(catalog.load("prial-of-threes")).pair_bonus.house_edge == Fraction(232, 22100)


def test_the_ante_game_does_not_depend_on_the_pair_bonus_table():
    standard = analyse(catalog.load("standard")).ante
    assert analyse(catalog.load("uk-35-33")).ante == standard
    assert analyse(catalog.load("us-common")).ante == standard


def test_classes_cover_every_hand_once_with_their_weights():
    table = matchups()
    assert len(table.classes) == 1755
    assert sum(c.weight for c in table.classes) == 22100
    index = class_index()
    seen = Counter(index[class_key(trio)] for trio in combinations(FULL_DECK, 3))
    assert all(seen[c.number] == c.weight for c in table.classes)
    scores = [c.value.score for c in table.classes]
    assert scores == sorted(scores, reverse=True)


def test_every_class_faces_18424_dealer_hands():
    table = matchups()
    assert all(b >= 0 and b + t <= 18424 for b, t in zip(table.below, table.ties, strict=True))
    best = table.classes[0]
    assert best.value.name == "Prial of threes" and table.below[0] == 18424


def test_strategy_chart_for_the_standard_table():
    chart = {row.hands: row.action for row in analyse(catalog.load("standard")).strategy.chart()}
    assert chart["Pairs"] == "play" and chart["King high"] == "play"
    assert chart["Queen high"] == "play Q-6-4 or better, fold the rest"
    assert chart["Jack high"] == "fold"


def test_play_pays_odds_strategy_is_tighter():
    strategy = analyse(catalog.load("play-pays-odds")).strategy
    assert strategy.threshold_text == "K-3-2"
    assert strategy.decision_for(parse_cards("Ks 3h 2d")).play
    assert not strategy.decision_for(parse_cards("Qs Jh 9d")).play


def test_strategy_when_every_hand_plays():
    table = make_table(dealer_qualifies="A-high", ante_bonus={}, pair_bonus={})
    strategy = analyse(table).strategy
    assert strategy.words == "play every hand"
    assert analyse(table).ante.play_rate == 1


def test_decision_evs_and_trainer_advice():
    strategy = analyse(catalog.load("standard")).strategy
    q64 = strategy.decision_for(parse_cards("Qs 6h 4d"))
    q63 = strategy.decision_for(parse_cards("Qs 6h 3d"))
    assert q64.play and not q63.play
    assert q64.ev_fold == -1 and q64.ev_play > -1 > q63.ev_play
    advice = strategy.advise(parse_cards("Qs 6h 3d"), ante=10, pair_bonus=5)
    assert advice.action == "fold"
    assert advice.ev_fold == -10 - 5
    assert advice.cost_of(played=True) == advice.ev_fold - advice.ev_play
    assert advice.cost_of(played=False) == 0
    with pytest.raises(ValueError):
        strategy.decision_for(parse_cards("Qs 6h"))


def test_a_forfeited_pair_bonus_can_make_playing_right():
    table = make_table(fold_forfeits_pair_bonus=True, pair_bonus={"high_card": 2, "pair": 1})
    strategy = analyse(table).strategy
    jack_high = parse_cards("Js 7h 2d")
    assert not strategy.decision_for(jack_high).play
    assert strategy.advise(jack_high, ante=1, pair_bonus=0).action == "fold"
    assert strategy.advise(jack_high, ante=1, pair_bonus=5).action == "play"
    figures = analyse(table).pair_bonus
    assert figures.forfeited_on_fold
    keeps = analyse(make_table(pair_bonus={"high_card": 2, "pair": 1})).pair_bonus
    assert figures.house_edge > keeps.house_edge


def test_analysis_is_cached_on_the_game_not_the_name():
    a = make_table(name="One")
    b = make_table(name="Two")
    assert analyse(a).ante is analyse(b).ante
    assert analyse(a).paytable.name == "One" and analyse(b).paytable.name == "Two"


def test_figures_quoted_in_the_shipped_files_are_the_exact_ones():
    import re
    from pathlib import Path

    for table in catalog.load_shipped():
        text = " ".join(line.lstrip("# ") for line in Path(table.source).read_text(encoding="utf-8").splitlines())
        pattern = r"Exact \(casino-brag rtp ([\w-]+)\): Ante house edge ([\d.]+)%.*?Pair Bonus ([\d.]+)%"
        quoted = re.search(pattern, text)
        assert quoted, table.key
        result = analyse(table)
        assert quoted.group(1) == table.key
        assert float(quoted.group(2)) == pct(result.ante.house_edge, 4)
        assert float(quoted.group(3)) == pct(result.pair_bonus.house_edge, 4)
        assert result.strategy.words in text


def test_suit_dependent_decisions_below_the_threshold_are_named():

    from casino_brag.engine.casino.analysis.strategy import Strategy

    table = catalog.load("standard")
    decisions = list(analyse(table).strategy.decisions)
    flip = next(i for i, d in enumerate(decisions) if d.value.pattern == "Q-6-3" and d.hand_class.suits == "rainbow")
    decisions[flip] = decisions[flip]._replace(play=True)
    strategy = Strategy(table, decisions)
    assert strategy.threshold_text == "Q-6-4"
    assert [d.hand_class.suits for d in strategy.exceptions] == ["rainbow"]
    assert strategy.words == "play Q-6-4 or better; also play Q-6-3 (three suits)"
    chart = {row.hands: row.action for row in strategy.chart()}
    assert chart["Queen high"] == "play Q-6-4 or better, fold the rest (except play Q-6-3 three suits)"
