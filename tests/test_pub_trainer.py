"""The pub trainer: its values and grades recomputed independently from the committed strategy,
decisions outside the abstraction left ungraded, the record saved and shown, and the window
driven headless."""

import numpy as np
import pygame
import pytest
from ui_driver import Driver

from casino_brag.engine.ai.expert.coach import CLOSE, Grade, advise
from casino_brag.engine.ai.expert.game import BLIND_WIN, STAKES, best_response, build, classes, value
from casino_brag.engine.ai.expert.strategy import packaged
from casino_brag.engine.ai.expert.values import node_at, spot
from casino_brag.engine.pub import Action
from casino_brag.save.pub_trainer import record_hand, trainer_record
from casino_brag.ui.trainer.scene import PubTrainerScene
from casino_brag.ui.trainer.session import EXPERT, YOU, TrainerGame
from casino_brag.ui.trainer.stats import TrainerStatsScene

STRATEGY, CLASSES = packaged()
ODDS = classes()


def test_the_first_decision_averages_to_the_value_of_the_game():
    """Blind at the deal, the strategy's mix of the choices' values is game.value's figure."""
    first = spot("", None, STRATEGY, ODDS)
    mixed = sum(c.probability * c.value for c in first.choices)
    assert mixed == pytest.approx(value(build(), STRATEGY, ODDS), abs=1e-9)
    # folding at once loses the ante, and the other keeps the hand it won unseen
    assert first.choice("fold").value == pytest.approx(-1.0 - BLIND_WIN)


def test_no_choice_beats_the_best_response():
    """The best blind choice at the deal is worth no more than the best response's whole game."""
    first = spot("", None, STRATEGY, ODDS)
    assert first.best.value <= best_response(build(), STRATEGY, 0, ODDS) + 1e-9


def test_a_see_is_worth_the_pot_times_the_chance_of_winning_counted_by_hand():
    """Player 0 looks and bets 1; player 1 looks and bets 1; player 0 with class c sees for 2
    (twice the open stake). The value is recomputed here from the strategy's rows and the odds."""
    path = "lblb"
    node = node_at(path)
    assert node is not None and node.player == 0 and node.open == (True, True) and "see" in node.actions
    looks = list(node_at("lb").actions).index("look")
    bets = list(node_at("lbl").actions).index("bet")
    reach = ODDS.prior * STRATEGY["lb"][0][looks] * STRATEGY["lbl"][:, bets]  # blind row, then by class
    reach = reach / reach.sum()
    for mine in (0, 12, 31):
        found = spot(path, mine, STRATEGY, ODDS)
        put_mine = 1 + 1 + 2 * STAKES[0]  # ante, the bet of 1, then a see at twice the stake of 1
        put_theirs = 1 + 1
        win = float(ODDS.beats[mine] @ reach)
        expected = (put_mine + put_theirs) * win - put_mine
        assert found.choice("see").value == pytest.approx(expected, abs=1e-9)
        assert found.choice("fold").value == pytest.approx(-2.0)


def test_grades_are_the_best_value_minus_the_chosen_one():
    found = spot("l", 5, STRATEGY, ODDS)
    values = {c.action: c.value for c in found.choices}
    best = max(values.values())
    for action, worth in values.items():
        graded = Grade(action, found)
        assert graded.graded and graded.cost == pytest.approx(best - worth)
        assert graded.right == (best - worth <= CLOSE)
    assert found.choice("bet").probability == pytest.approx(float(STRATEGY["l"][5][1]))


def test_the_strategy_rows_sum_to_one_at_every_spot():
    for path, mine in (("", None), ("b", None), ("l", 20), ("bl", 3), ("lbr", 30)):
        found = spot(path, mine, STRATEGY, ODDS)
        assert sum(c.probability for c in found.choices) == pytest.approx(1.0, abs=1e-6)


def _play_to_your_turn(game: TrainerGame, hands=None) -> None:
    game.deal(hands)
    assert game.your_turn


def test_the_trainer_grades_a_hand_from_the_table():
    """You sit second to the Expert's deal; your graded look and fold match the spot recomputed
    from the public history."""
    game = TrainerGame(("You", "Expert"), seed=4)
    _play_to_your_turn(game, {YOU: "As Ad Ah", EXPERT: "2c 7d 9s"})
    view = game.view()
    found = advise(view)
    assert found is not None and found.mine is None
    game.act(Action.look())
    opened = advise(game.view())
    assert opened is not None and opened.mine == CLASSES - 1  # a prial of aces: the top class
    assert game.grades[0].spot == found and game.grades[0].chosen == "look"
    game.act(Action.fold())
    assert game.grades[1].chosen == "fold" and game.grades[1].graded
    expected = opened.best.value - opened.choice("fold").value
    assert game.grades[1].cost == pytest.approx(expected) and expected > 1


def test_a_kept_blind_hand_is_outside_the_abstraction_and_not_graded():
    game = TrainerGame(("You", "Expert"), seed=4)
    for _ in range(200):  # play blind until the Expert folds to you and you keep the hand
        game.deal()
        while game.your_turn and not game.table.hand_over:
            names = dict(game.choices())
            game.act(names.get("bet") or names["fold"])
        if game.your_turn and game.table.retain_offer == YOU:
            game.act(dict(game.choices())["keep"])
            break
    else:
        pytest.fail("the Expert never folded to a blind hand")
    game.deal()
    while not game.your_turn:
        game.deal()
    assert game.table.hands_held(YOU) == 2
    assert game.advice() is None
    game.act(dict(game.choices())["fold"])
    assert game.grades and not any(g.graded for g in game.grades)
    assert game.summary().ungraded == len(game.grades)


def test_the_record_is_kept_and_read(tmp_path):
    from casino_brag.save.store import Store

    with Store.open(tmp_path) as store:
        record_hand(store, 2, 1, 0.75, 0, -3)
        record_hand(store, 3, 3, 0.0, 1, 5)
        record = trainer_record(store)
    assert [h.decisions for h in record.hands] == [2, 3]
    assert record.accuracy == pytest.approx(4 / 5)
    assert record.cost_per_hand == pytest.approx(0.375)
    assert record.running_accuracy() == [50, 80]
    assert record.ungraded == 1


def test_the_window_plays_a_hand_and_the_statistics_show_it(tmp_path):
    ui = Driver(tmp_path)
    before = ui.store.bankroll
    try:
        ui.key(pygame.K_3)  # Practice
        ui.key(pygame.K_2)  # Pub Brag
        scene = ui.top
        assert isinstance(scene, PubTrainerScene)
        ui.key(pygame.K_SPACE)
        assert scene.game.dealt
        while not scene.game.table.hand_over:
            assert scene.game.your_turn
            ui.key(pygame.K_v)
            assert scene.showing
            ui.key(pygame.K_v)
            ui.key(pygame.K_f)
        assert scene.kept
        record = trainer_record(ui.store)
        assert len(record.hands) == 1 and record.hands[0].decisions + record.hands[0].ungraded >= 1
        ui.key(pygame.K_ESCAPE)
        ui.key(pygame.K_6)
        ui.key(pygame.K_p)
        assert isinstance(ui.top, TrainerStatsScene)
        assert len(ui.top.record.hands) == 1
        assert ui.store.bankroll == before  # practice chips only
    finally:
        ui.close()


def test_reach_weights_the_other_player_by_its_moves():
    """The other player's open raise makes its strong classes likelier than the prior."""
    from casino_brag.engine.ai.expert.values import reach

    weights = reach("blr", 0, STRATEGY, ODDS)
    assert weights.sum() == pytest.approx(1.0)
    top = np.arange(len(weights)) >= len(weights) // 2
    assert weights[top].sum() > ODDS.prior[top].sum()


def _scalar_value(node, me, mine, theirs):
    """`me`'s net chips from `node` with both classes fixed, both following the strategy: a plain
    recursion over the tree, one pair of classes at a time (no vectors), as a second opinion."""
    if not node.actions:
        put_me, put_other = node.put_in[me], node.put_in[1 - me]
        if node.winner is not None:  # a hand won unseen is kept, worth BLIND_WIN more to its winner
            kept = BLIND_WIN if not node.open[node.winner] else 0.0
            return put_other + kept if node.winner == me else -(put_me + kept)
        win = ODDS.beats[mine, theirs] if node.seer == me else 1.0 - ODDS.beats[theirs, mine]
        return (put_me + put_other) * win - put_me
    table = STRATEGY[node.key]
    acting = mine if node.player == me else theirs
    probs = table[0] if len(table) == 1 else table[acting]
    return sum(float(p) * _scalar_value(child, me, mine, theirs) for p, child in zip(probs, node.children, strict=True))


@pytest.mark.parametrize(
    ("path", "mine"), [("lblb", 7), ("lbl", 20), ("bbbb", None), ("bblbr", 26), ("rbrbl", 11), ("lbbbb", 3)]
)
def test_values_agree_with_a_plain_recursion_over_the_tree(path, mine):
    """Every choice's value, recomputed pair of classes by pair with the reach worked out move by
    move from the strategy's rows."""
    node = node_at(path)
    me = node.player
    weights = []
    for theirs in range(CLASSES):  # the other's reach: its prior times its moves' probabilities
        w, walk = float(ODDS.prior[theirs]), node_at("")
        for letter in path:
            index = [a[0] for a in walk.actions].index(letter)
            if walk.player != me:
                table = STRATEGY[walk.key]
                w *= float((table[0] if len(table) == 1 else table[theirs])[index])
            walk = walk.children[index]
        weights.append(w)
    total = sum(weights)
    mine_weights = {mine: 1.0} if mine is not None else {c: float(ODDS.prior[c]) for c in range(CLASSES)}
    found = spot(path, mine, STRATEGY, ODDS)
    for choice, child in zip(found.choices, node.children, strict=True):
        expected = sum(
            wm * wt * _scalar_value(child, me, c, d) for c, wm in mine_weights.items() for d, wt in enumerate(weights)
        ) / (total * sum(mine_weights.values()))
        assert choice.value == pytest.approx(expected, abs=1e-9), choice.action


def test_a_history_the_strategy_never_plays_weighs_the_other_by_the_odds_alone():
    """Rounded to thousandths, some moves have no chance under the strategy; then there is
    nothing to condition on, and the other's classes keep their prior weights."""
    from casino_brag.engine.ai.expert.values import reach

    weights = reach("lbr", 0, STRATEGY, ODDS)
    assert np.allclose(weights, ODDS.prior)


def test_practice_chooses_a_trainer_with_keys(tmp_path):
    from casino_brag.ui.casino.scene import CasinoTableScene
    from casino_brag.ui.screens.menu import MenuScene
    from casino_brag.ui.trainer.practice import PracticeScene

    ui = Driver(tmp_path)
    try:
        ui.key(pygame.K_3)
        assert isinstance(ui.top, PracticeScene)
        ui.key(pygame.K_ESCAPE)
        assert isinstance(ui.top, MenuScene)
        ui.key(pygame.K_3)
        ui.key(pygame.K_DOWN)
        ui.key(pygame.K_RETURN)
        assert isinstance(ui.top, PubTrainerScene)
        ui.key(pygame.K_ESCAPE)
        ui.key(pygame.K_3)
        ui.key(pygame.K_1)
        table = ui.top
        assert isinstance(table, CasinoTableScene) and table.practice
    finally:
        ui.close()
