"""The Expert level: the solved heads-up strategy, its exploitability recomputed from the packaged
file, the abstraction's tree and odds, and the strategy played at a real table."""

import gzip
import json
import random

import numpy as np
import pytest
from ai_support import play

from casino_brag.engine.ai import LEVELS
from casino_brag.engine.ai.expert import game
from casino_brag.engine.ai.expert.strategy import FILE, choose_solved, decode, node_of, packaged
from casino_brag.engine.pub import HouseRules
from casino_brag.paths import asset_dir


@pytest.fixture(scope="module")
def solved():
    data = (asset_dir("solved") / FILE).read_bytes()
    strategy, doc = decode(data)
    return strategy, doc, game.build(), game.classes(buckets=doc["classes"])


def test_the_packaged_strategys_exploitability_is_what_it_says(solved):
    strategy, doc, root, odds = solved
    gap = game.exploitability(root, strategy, odds)
    assert gap == pytest.approx(doc["stored_exploitability"], abs=1e-6)
    assert gap < 0.05  # chips per hand at ante 1: a best response gains less than a twentieth of an ante
    table = doc["exploitability"]
    assert table[-1][1] < table[0][1] / 20  # it fell as the solver went on
    assert abs(game.value(root, strategy, odds)) < 1.0


def test_a_uniform_strategy_is_easily_exploited_and_the_value_is_zero_sum(solved):
    _, _, root, odds = solved
    uniform = {n.key: np.full((1, len(n.actions)), 1 / len(n.actions)) for n in game.decision_nodes(root)}
    assert game.exploitability(root, uniform, odds) > 1.0
    # what the first player wins the second loses: best responses bracket the value
    v = game.value(root, uniform, odds)
    assert game.best_response(root, uniform, 0, odds) >= v - 1e-9
    assert game.best_response(root, uniform, 1, odds) >= -v - 1e-9


def test_the_hand_classes_are_a_fair_split_with_consistent_odds():
    odds = game.classes()
    assert len(odds.prior) == game.BUCKETS and odds.prior.sum() == pytest.approx(1.0)
    assert np.all(odds.prior > 0.5 / game.BUCKETS)
    ties = 1 - odds.beats - odds.beats.T
    assert np.all(ties >= -1e-12) and np.allclose(np.diag(ties) + 2 * np.diag(odds.beats), 1)
    assert odds.beats[-1, 0] == 1.0 and odds.beats[0, -1] == 0.0
    assert odds.of(odds.bounds[5]) == 5 and odds.of(odds.bounds[5] - 1) == 4


def test_the_tree_follows_the_rules():
    root = game.build()
    for node in game.decision_nodes(root):
        me, other = node.player, 1 - node.player
        if node.open[me] and not node.open[other] and node.bets < game.MOST_BETS:
            assert game.SEE not in node.actions  # nobody sees a blind player while open
        if node.bets == 0:
            assert game.SEE not in node.actions  # a see needs a bet first
        assert (game.LOOK in node.actions) == (not node.open[me])


def test_the_best_class_never_folds_once_looked(solved):
    """Wherever the best class of hands gets to under its own play, it (almost) never folds."""
    strategy, _, root, _ = solved
    checked, folded = 0, 0.0
    stack = [(root, (1.0, 1.0))]
    while stack:
        node, reach = stack.pop()
        if not node.actions:
            continue
        me = node.player
        probs = strategy[node.key][-1 if node.open[me] else 0]
        if node.open[me] and reach[me] > 0.01:
            folds = probs[node.actions.index(game.FOLD)]
            assert folds < 0.05, node.path
            checked += 1
            folded += folds
        for a, child in enumerate(node.children):
            mine = reach[me] * probs[a]
            stack.append((child, (mine, reach[1]) if me == 0 else (reach[0], mine)))
    assert checked > 10 and folded / checked < 0.005


def test_expert_plays_the_solved_strategy_heads_up_and_hard_beyond():
    assert LEVELS["expert"].solved and packaged()[1] == game.BUCKETS
    decisions = {"solved": 0, "other": 0}
    for variant, players in (("three-card", 2), ("three-card", 3), ("four-card", 2)):

        def on_decision(table, player, view, action, heads_up=players == 2 and variant == "three-card"):
            solved = choose_solved(view, random.Random(1))
            decisions["solved" if solved is not None else "other"] += 1
            assert heads_up or solved is None
            if solved is not None:
                assert table.is_legal(solved) and node_of(view) is not None
            assert table.is_legal(action)

        play(["expert"] * players, 25, HouseRules(variant=variant, shuffle="every-hand"), 5, 200, on_decision)
    assert decisions["solved"] > 40 and decisions["other"] > 40


def test_the_file_is_compact():
    data = (asset_dir("solved") / FILE).read_bytes()
    assert len(data) < 1_000_000  # 12,601 information sets, most with a row for each of 32 classes
    doc = json.loads(gzip.decompress(data))
    assert all(sum(r) == 1000 for rows in doc["strategy"].values() for r in rows)
