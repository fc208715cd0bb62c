"""The Expert's counter-strategy to the pub's play: the model of how the pub plays, the restricted
Nash response solved against it, and where the Expert leaves the solved game for Hard's judgement."""

import gzip
import json
import random

import numpy as np
import pytest
from ai_support import heads_up, play

from casino_brag.engine.ai.expert import game
from casino_brag.engine.ai.expert.recognise import Recognition, evidence
from casino_brag.engine.ai.expert.strategy import COUNTER_FILE, FILE, choose_solved, decode, packaged
from casino_brag.engine.ai.player import ComputerPlayer
from casino_brag.engine.ai.seating import Seat
from casino_brag.engine.ai.view import TableContext
from casino_brag.engine.pub import Action, HouseRules, Table
from casino_brag.paths import asset_dir
from tools.counter_brag import MODEL, CounterSolver, against, load_model
from tools.model_brag import count_level


@pytest.fixture(scope="module")
def solved():
    root, odds = game.build(), game.classes()
    equilibrium, _ = packaged()
    counter, doc = decode((asset_dir("solved") / COUNTER_FILE).read_bytes())
    model = load_model(MODEL, equilibrium, doc["smoothing"])
    return root, odds, equilibrium, counter, doc, model


def test_the_counter_strategy_is_what_its_file_says(solved):
    root, odds, _, counter, doc, model = solved
    gap = game.exploitability(root, counter, odds)
    assert gap == pytest.approx(doc["stored_exploitability"], abs=1e-6)
    assert against(root, counter, model, odds) == pytest.approx(doc["against_model"], abs=1e-6)


def test_the_counter_strategy_wins_more_from_the_pub_and_stays_hard_to_exploit(solved):
    root, odds, equilibrium, counter, doc, model = solved
    assert against(root, counter, model, odds) > against(root, equilibrium, model, odds) + 0.1
    # a best response to it gains little more than a chip a hand, so it is played only against the pub's style
    assert game.exploitability(root, counter, odds) < 1.5
    assert 0 < doc["restrict"] < 1


def test_the_model_counts_only_moves_the_abstraction_offers_there():
    root = game.build()
    nodes = {n.key: n for n in game.decision_nodes(root)}
    doc = json.loads(gzip.decompress(MODEL.read_bytes()))
    assert doc["levels"] == ["normal", "hard"] and doc["counts"]
    for key, rows in doc["counts"].items():
        node = nodes[key]
        letters = {game.LETTER[a] for a in node.actions}
        for cls, letter, n in rows:
            assert letter in letters and n > 0
            assert (cls == -1) == (not node.open[node.player])  # a class once looked, one row while blind


def test_a_short_count_of_a_level_follows_the_abstraction():
    counts = count_level("hard", 40, "every-hand", 200, 20, seed=3)
    assert counts and all(k in {n.key for n in game.decision_nodes(game.build())} for k in counts)
    assert sum(n for moves in counts.values() for n in moves.values()) > 40  # every hand has moves


def test_the_model_rows_are_strategies_near_equilibrium_where_little_was_seen():
    root = game.build()
    equilibrium, _ = packaged()
    model = load_model(MODEL, equilibrium)
    for node in game.decision_nodes(root):
        rows = model[node.key]
        assert rows.shape == equilibrium[node.key].shape and np.allclose(rows.sum(axis=1), 1)
    unseen = next(
        n for n in game.decision_nodes(root) if n.key not in json.loads(gzip.decompress(MODEL.read_bytes()))["counts"]
    )
    assert np.allclose(model[unseen.key], equilibrium[unseen.key])


def test_a_restricted_response_at_p_one_gains_on_the_model_and_at_zero_is_self_play():
    root, odds = game.build(), game.classes()
    equilibrium, _ = packaged()
    model = load_model(MODEL, equilibrium)
    exploiting = CounterSolver(root, odds, model, 1.0)
    for t in range(1, 4):
        exploiting.iterate(t)
    assert against(root, exploiting.counter.average(), model, odds) > against(root, equilibrium, model, odds)
    selfplay = CounterSolver(root, odds, model, 0.0)
    selfplay.iterate(1)
    assert set(selfplay.counter.total) == set(selfplay.free.total)


def test_the_counter_strategy_is_packaged_apart_from_the_equilibrium_the_trainer_grades_by():
    assert COUNTER_FILE != FILE
    assert packaged(True)[0] is not packaged()[0]


def test_a_player_who_kept_a_blind_hand_is_known_to_begin_the_next_deal_with_two():
    table = Table(["A", "B"], 100, HouseRules(), seed=1, dealer=1)
    context = TableContext(2)
    seats = [Seat(s, ComputerPlayer(s, 2, None, "expert", rng=s), context) for s in range(2)]
    table.start_hand({0: "9s 9d 4c", 1: "Kh 7d 2s"})
    table.apply(Action.bet(1))
    table.apply(Action.fold())
    table.apply(Action.keep())
    table.start_hand()
    assert seats[1].view(table).dealt_two == (True, False)
    while not table.hand_over:
        table.apply(seats[table.to_act].decide(table))
    if table.retain_offer is not None:
        table.apply(seats[table.retain_offer].decide(table))
    table.start_hand()
    held = table.seat_figures()[3]
    assert seats[table.to_act].view(table).dealt_two == tuple(h == 2 for h in held)


def test_the_expert_leaves_the_solved_game_for_a_chosen_hand_or_a_stake_past_the_cap():
    rng = random.Random(1)
    moves, stakes = [(1, "look"), (1, "bet")], (0, 1)
    plain = heads_up(moves, stakes, seat=0, statuses=("blind", "open"), stake=1, dealt_two=(False, False))
    assert choose_solved(plain, rng, Recognition()) is not None
    chose = heads_up(moves, stakes, seat=0, statuses=("blind", "open"), stake=1, dealt_two=(False, True))
    assert choose_solved(chose, rng, Recognition()) is None
    deep = heads_up(moves, (0, 20), seat=0, statuses=("blind", "open"), stake=20, dealt_two=(False, False))
    assert choose_solved(deep, rng, Recognition()) is None


def test_blind_bets_like_the_pubs_are_evidence_for_the_model_and_an_early_look_against_it():
    equilibrium, _ = packaged()
    model = load_model(MODEL, equilibrium)
    blind_bet = heads_up([(1, "bet")], (2,), seat=0, statuses=("blind", "blind"), stake=2)
    looked = heads_up([(1, "look"), (1, "bet")], (0, 1), seat=0, statuses=("blind", "open"), stake=1)
    assert evidence(blind_bet, model, equilibrium) > 2
    assert evidence(looked, model, equilibrium) < 0
    assert evidence(heads_up([], seat=1, statuses=("blind", "blind")), model, equilibrium) == 0  # nothing seen yet


def test_the_counter_strategy_is_played_against_the_pubs_style_and_not_against_a_careful_stranger():
    def weights(opponent):
        seen = []
        recognition = Recognition()

        def share(view):
            seen.append(recognition(view))
            return seen[-1]

        def on_decision(table, player, view, action):
            if view is not None and player.skill.solved:
                choose_solved(view, random.Random(0), share)

        play(["expert", opponent], 20, HouseRules(shuffle="every-hand"), 3, 200, on_decision)
        return seen

    assert Recognition()(heads_up([], seat=1, statuses=("blind", "blind"))) < 0.05  # a stranger plays soundly
    assert weights("hard")[-1] > 0.8
    assert max(weights("edna:hard")[5:]) < 0.1  # always looks at once: nothing like the pub


def test_a_heads_up_expert_table_reads_the_solved_files_before_the_first_deal():
    from casino_brag.engine.ai.expert.model import packaged_model
    from casino_brag.ui.pub.session import warm_up

    packaged.cache_clear()
    packaged_model.cache_clear()
    warm_up(HouseRules(), solved=False)
    assert packaged.cache_info().currsize == 0 and packaged_model.cache_info().currsize == 0
    warm_up(HouseRules(), solved=True)
    assert packaged.cache_info().currsize == 2 and packaged_model.cache_info().currsize == 1
