"""Bastard Brag hand strength: chances given the board, checked against counting and dealing out."""

import random
import subprocess
import sys
from itertools import combinations
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import distinct_cards, suit_permutations

from casino_brag.engine.ai import board_chances, strength_model, win_probability
from casino_brag.engine.ai.bastard.board_count import (
    BOARDS_SAMPLED,
    EXACT_UP_TO,
    best_of,
    count_odds,
    indices,
    scenarios,
)
from casino_brag.engine.ai.bastard.board_odds import BoardGame
from casino_brag.engine.ai.bastard.strength import BoardStrength, board_game, canonical
from casino_brag.engine.ai.odds import card_mask
from casino_brag.engine.bestof import best_strength
from casino_brag.engine.cards import FULL_DECK, Card, Suit, parse_cards
from casino_brag.engine.hands import Category
from casino_brag.engine.pub import HouseRules

RULES = HouseRules(variant="bastard")
MODEL = strength_model(RULES)


def dealt_out(rules, own, board, opponents, deals, seed, seen=()):
    """My share of the pot, dealing the rest of the board and every opponent's cards at random."""
    rng = random.Random(seed)
    rest = [c for c in FULL_DECK if c not in own and c not in board and c not in seen]
    unseen = rules.community_cards - len(board)
    held = rules.cards_dealt
    total = 0.0
    for _ in range(deals):
        drawn = rng.sample(rest, unseen + held * opponents)
        whole = [*board, *drawn[:unseen]]
        mine = best_strength([*own, *whole], rules.ranking)
        theirs = [
            best_strength([*drawn[unseen + held * i : unseen + held * (i + 1)], *whole], rules.ranking)
            for i in range(opponents)
        ]
        top = max(theirs)
        if mine > top:
            total += 1
        elif mine == top:
            total += 1 / (1 + theirs.count(top))
    return total / deals


def test_a_bastard_table_gets_the_board_model():
    assert isinstance(MODEL, BoardStrength)
    assert MODEL.game == BoardGame(RULES.ranking, False, 3, 3)
    stud = strength_model(HouseRules(variant="bastard", stud=True, community_cards=4, wild="twos"))
    assert isinstance(stud, BoardStrength) and stud.game.holding == 4 and stud.game.community == 4


def test_the_best_three_of_rows_of_cards_match_the_engine():
    rng = random.Random(3)
    game = board_game(HouseRules(variant="bastard", wild="twos"))
    for width, fixed in ((6, 0), (3, 3), (5, 2), (4, 4)):
        rows = [rng.sample(FULL_DECK, width + fixed) for _ in range(200)]
        shared = rows[0][width:]
        rows = [row[:width] + shared for row in rows if not set(row[:width]) & set(shared)]
        import numpy as np

        columns = [np.array([row[j].index for row in rows]) for j in range(width)]
        got = best_of(game, columns, tuple(c.index for c in shared), len(rows))
        assert got.tolist() == [best_strength(row, game.ranking, True) for row in rows]


def test_with_the_board_complete_every_holding_is_counted_exactly():
    # Knowing many cards leaves few holdings: they are all counted, and the counts are exact.
    own, board = parse_cards("Kh Kd 4c"), parse_cards("Ks 9h 2d")
    dead = FULL_DECK[:20]
    dead = tuple(c for c in dead if c not in own and c not in board)
    live = [c for c in FULL_DECK if c not in own and c not in board and c not in dead]
    assert comb(len(live), 3) <= EXACT_UP_TO
    odds = MODEL.chances(card_mask(own), card_mask(board), card_mask(dead))
    mine = best_strength([*own, *board], RULES.ranking)
    worse = ties = 0
    for theirs in combinations(live, 3):
        s = best_strength([*theirs, *board], RULES.ranking)
        worse += s < mine
        ties += s == mine
    assert odds.exact and (odds.holdings, odds.worse, odds.ties) == (comb(len(live), 3), worse, ties)


def test_a_holding_known_in_full_is_compared_exactly():
    own, board, theirs = parse_cards("Qh Qd 5c"), parse_cards("Qs 8h 3d"), parse_cards("8c 8d Ac")
    odds = MODEL.chances(card_mask(own), card_mask(board), 0, card_mask(theirs))
    assert (odds.holdings, odds.worse, odds.ties) == (1, 1, 0)
    worse = MODEL.chances(card_mask(theirs), card_mask(board), 0, card_mask(own))
    assert (worse.holdings, worse.worse) == (1, 0)


@pytest.mark.parametrize(
    ("own", "board", "opponents"),
    [
        ("Ah Kh 3c", "", 1),
        ("7s 7d 2c", "", 3),
        ("Qs Js 4d", "Ts", 1),
        ("9c 9d Kh", "Kd 5s", 2),
        ("5c 9d Kh", "Kd 5s 9c", 1),
        ("Ac 2d 6h", "3s 4s", 1),
        ("Th 7s 2d", "Tc 7d", 4),
    ],
)
def test_chances_match_dealing_the_cards_out(own, board, opponents):
    own, board = parse_cards(own), parse_cards(board) if board else ()
    estimate = board_chances(RULES, own, board, opponents).chance
    assert estimate == pytest.approx(dealt_out(RULES, own, board, opponents, 6000, seed=len(board)), abs=0.04)


@pytest.mark.parametrize(
    "switches",
    [
        {"wild": "twos"},
        {"community_cards": 4},
        {"stud": True},
        {"stud": True, "community_cards": 4, "wild": "twos"},
    ],
)
def test_the_sub_variants_chances_match_dealing_out(switches):
    rules = HouseRules(variant="bastard", **switches)
    rng = random.Random(str(switches))
    for turned in (0, 2):
        cards = rng.sample(FULL_DECK, 3 + turned)
        own, board = cards[:3], cards[3:]
        got = board_chances(rules, own, board, 2).chance
        assert got == pytest.approx(dealt_out(rules, own, board, 2, 4000, seed=turned), abs=0.05)


@settings(max_examples=20, deadline=None)
@given(cards=distinct_cards(5, 5), suits=suit_permutations, turned=st.integers(0, 2))
def test_relabelling_the_suits_changes_no_answer(cards, suits, turned):
    order = list(Suit)
    relabel = {s: suits[i] for i, s in enumerate(order)}
    moved = [Card(c.rank, relabel[c.suit]) for c in cards]
    for hand in (cards, moved):
        assert len({c.index for c in hand}) == 5
    a = MODEL.chances(card_mask(cards[:3]), card_mask(cards[3 : 3 + turned]), card_mask(cards[3 + turned :]))
    b = MODEL.chances(card_mask(moved[:3]), card_mask(moved[3 : 3 + turned]), card_mask(moved[3 + turned :]))
    assert a == b
    assert canonical((card_mask(cards), 0)) == canonical((card_mask(moved), 0))


def test_a_seat_that_knows_more_can_only_narrow_the_possibilities():
    own, board = parse_cards("Jh Jd 6c"), parse_cards("Js")
    plain = MODEL.chances(card_mask(own), card_mask(board))
    # Every other jack and six is known to be out of play: nobody can improve with them.
    known = parse_cards("Jc 6s 6h 6d")
    narrowed = MODEL.chances(card_mask(own), card_mask(board), card_mask(known))
    assert plain.win() > 0.9 and narrowed.win() >= plain.win() - 0.01
    assert narrowed.holdings > 0


def test_ties_split_and_a_see_loses_them():
    # The board is a prial of aces and nobody can beat it with a card of their own: every hand ties.
    own, board = parse_cards("4c 7d 9h"), parse_cards("As Ad Ac")
    odds = MODEL.chances(card_mask(own), card_mask(board))
    assert odds.win() == pytest.approx(0.5) and odds.win(seer=True) == 0
    for k in (1, 2, 3, 5):
        assert odds.against(k) == pytest.approx(1 / (k + 1))


def test_the_shared_board_lifts_a_drawing_hand_against_several():
    # Two cards to come to a king high: when the board pairs it or makes a run, everyone is beaten at once.
    odds = MODEL.chances(card_mask(parse_cards("7h 8h Kd")), card_mask(parse_cards("Jc")))
    assert odds.improves > 0.25
    assert odds.against(4) > odds.win() ** 4


def test_a_range_of_the_best_hands_is_harder_to_beat():
    odds = MODEL.chances(card_mask(parse_cards("Qs 9d 4c")), card_mask(parse_cards("Kh 8s")))
    top = [odds.win_against_top(f) for f in (0.05, 0.2, 0.5, 1.0)]
    assert top == sorted(top) and top[-1] == pytest.approx(odds.win(), abs=0.01)
    assert odds.win_against_top(0.2, seer=True) <= odds.win_against_top(0.2)


def test_the_sample_sizes_are_what_the_docs_say():
    assert len(scenarios(46, 2, 3).boards) == BOARDS_SAMPLED[2]
    one = scenarios(45, 1, 3)
    assert one.boards.ravel().tolist() == list(range(45))  # every card the last one may be
    for plan in (one, scenarios(40, 3, 3), scenarios(30, 0, 4)):
        for row, board in enumerate(plan.holdings):
            assert len(set(board.tolist())) == len(board)
            if plan.boards.shape[1]:
                assert not set(board.tolist()) & set(plan.boards[row // plan.per_board].tolist())


def test_nothing_fits_means_no_information_not_a_sure_win():
    own = parse_cards("2c 3c 4c")
    everything = card_mask(FULL_DECK) & ~card_mask(own)
    odds = count_odds(board_game(RULES), card_mask(own), 0, everything, 0, 3)
    assert odds.holdings == 0 and odds.win() == 0.5


def test_the_advisor_and_win_probability_agree_and_read_the_board():
    own = parse_cards("7s 7d 2c")
    before = board_chances(RULES, own, (), 3)
    prial = board_chances(RULES, own, parse_cards("7h"), 3)
    assert prial.value.category is Category.PRIAL and prial.chance > 0.9 > before.chance
    assert prial.percentile > before.percentile
    assert win_probability(RULES, own, 3, board=parse_cards("7h")) == pytest.approx(prial.chance)
    assert board_chances(RULES, own, parse_cards("7h Kc 9d"), 1).exact is False  # 15,180 holdings: sampled
    with pytest.raises(ValueError, match="Bastard"):
        board_chances(HouseRules(), own)


def test_a_shown_hand_is_placed_among_final_hands():
    values = [MODEL.value(parse_cards(t)) for t in ("5c 3d 2h", "Kc Kd 4h", "7h 8h 9h", "3c 3d 3h")]
    places = [MODEL.percentile(v.score) for v in values]
    assert places == sorted(places) and places[0] < 0.05 and places[-1] > 0.99
    odds = MODEL.odds(values[1].score, 0)
    assert 0 < odds.win(False) < 1


def test_wild_twos_make_a_pair_of_twos_a_prial():
    rules = HouseRules(variant="bastard", wild="twos")
    chances = board_chances(rules, parse_cards("2c 2d 9h"), (), 3)
    assert chances.value.category is Category.PRIAL and chances.percentile > 0.9


def test_indices_and_masks_round_trip():
    cards = parse_cards("As 2c 9h Td")
    assert indices(card_mask(cards)) == tuple(sorted(c.index for c in cards))


def test_numpy_is_loaded_only_once_a_bastard_hand_is_judged():
    probe = (
        "import sys\n"
        "import casino_brag.cli, casino_brag.commands.tournament, casino_brag.engine.ai\n"
        "assert 'numpy' not in sys.modules\n"
        "from casino_brag.engine.ai import strength_model\n"
        "from casino_brag.engine.pub import HouseRules\n"
        "strength_model(HouseRules(variant='four-card'))\n"
        "assert 'numpy' not in sys.modules\n"
    )
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
