"""The Brag hand ranking: exact counts, the seeds' ordering facts, and an independent reference."""

from collections import Counter
from itertools import combinations, pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st
from strategies import distinct_cards, suit_permutations

from casino_brag.engine.cards import FULL_DECK, Card, parse_cards
from casino_brag.engine.hands import (
    BASTARD,
    STANDARD,
    Category,
    Ranking,
    best_hand,
    category_counts,
    evaluate,
    hand_table,
)


def v(text, ranking=STANDARD):
    return evaluate(parse_cards(text), ranking)


def test_category_counts_over_all_22100_hands():
    counts = category_counts()
    assert sum(counts.values()) == 22_100
    assert counts == {
        Category.PRIAL: 52,
        Category.RUNNING_FLUSH: 48,
        Category.RUN: 720,
        Category.FLUSH: 1_096,
        Category.PAIR: 3_744,
        Category.HIGH_CARD: 16_440,
    }
    assert sum(1 for h in hand_table().values() if h.category is Category.PRIAL and h.ranks[0] == 3) == 4


@pytest.mark.parametrize("ranking", [STANDARD, BASTARD, Ranking(a23="low"), Ranking(threes_top=False)])
def test_counts_do_not_depend_on_ranking_options(ranking):
    assert category_counts(ranking) == category_counts()


def test_prial_of_threes_beats_prial_of_aces():
    assert v("3s 3h 3d") > v("As Ah Ad") > v("Ks Kh Kd") > v("2s 2h 2d")


def test_a23_is_the_top_run():
    assert v("Ah 2s 3c") > v("Ac Ks Qd") > v("Kc Qd Js") > v("4c 3d 2s")


def test_a23_is_the_top_running_flush():
    assert v("Ah 2h 3h") > v("As Ks Qs") > v("4d 3d 2d")


def test_lowest_running_flush_beats_the_best_run():
    assert v("4h 3h 2h") > v("Ac Ks Qd")
    assert v("4h 3h 2h") > v("Ac 2s 3d")


def test_run_beats_flush():
    assert v("4c 3d 2s") > v("Ah Kh Jh")


def test_flush_beats_pair_and_pair_beats_high_card():
    assert v("5h 3h 2h") > v("As Ad Kc") > v("Ah Kd Jc")


def test_pairs_compare_pair_then_odd_card():
    assert v("9s 9h 3d") > v("8s 8d Kc") > v("8h 8c Jd")


def test_flushes_compare_high_middle_low():
    assert v("Ks 9s 2s") > v("Qh 10h 5h") > v("Qd 10d 3d") > v("Qc 9c 8c")


def test_high_cards_compare_high_middle_low():
    assert v("Js 6h 3d") > v("10s 9h 7d") > v("10c 9d 6h")


def test_wraparound_is_not_a_run():
    assert v("Ks Ah 2d").category is Category.HIGH_CARD
    assert v("Qs Ks Ad").category is Category.RUN
    assert v("Kh Ah 2h").category is Category.FLUSH


def test_suits_never_rank():
    assert v("7s 7h Qd") == v("7c 7d Qh")
    assert v("As Ks Qs") == v("Ah Kh Qh")


def test_bastard_ranking_puts_a23_at_the_bottom_and_prials_in_rank_order():
    assert v("Ah 2s 3c", BASTARD) < v("4c 3d 2s", BASTARD)
    assert v("Ah 2s 3c", BASTARD).category is Category.RUN
    assert v("Ah 2h 3h", BASTARD) < v("4h 3h 2h", BASTARD)
    assert v("3s 3h 3d", BASTARD) < v("As Ah Ad", BASTARD)
    assert v("3s 3h 3d", BASTARD) > v("2s 2h 2d", BASTARD)
    assert v("3s 3h 3d", Ranking(a23="low")) > v("As Ah Ad", Ranking(a23="low"))


@pytest.mark.parametrize(
    ("text", "name", "pattern"),
    [
        ("3s 3h 3d", "Prial of threes", "3-3-3"),
        ("As Ah Ad", "Prial of Aces", "A-A-A"),
        ("Ah 2s 3c", "Run A-2-3", "A-2-3"),
        ("Ah Kh Qh", "Running flush A-K-Q", "A-K-Q"),
        ("9s 9h Kd", "Pair of 9s, King kicker", "9-9-K"),
        ("6s 6h 2d", "Pair of sixes, 2 kicker", "6-6-2"),
        ("Ks 9s 2s", "Flush K-9-2", "K-9-2"),
        ("Qs 6d 4c", "Queen high, Q-6-4", "Q-6-4"),
        ("10s 9d 7c", "10 high, 10-9-7", "10-9-7"),
    ],
)
def test_hand_names(text, name, pattern):
    assert v(text).name == name
    assert v(text).pattern == pattern


def test_evaluate_rejects_anything_but_three_distinct_cards():
    with pytest.raises(ValueError, match="exactly 3"):
        evaluate(parse_cards("As Kd"))
    with pytest.raises(ValueError, match="exactly 3"):
        evaluate([Card.parse("As")] * 3)


# An independent reference: rank hands by a key built a different way (Counter of ranks and a
# set of rank differences), then check the project's order agrees on all 22,100 hands at once.
def reference_key(trio, a23_high=True, threes_top=True):
    ranks = sorted((c.rank.value for c in trio), reverse=True)
    flush = len({c.suit for c in trio}) == 1
    counts = Counter(ranks)
    if len(counts) == 1:
        return (6, 100 if threes_top and ranks[0] == 3 else ranks[0])
    if set(ranks) == {14, 2, 3}:
        return (5 if flush else 4, 50 if a23_high else 0)
    if len(counts) == 3 and ranks[0] - ranks[2] == 2:
        return (5 if flush else 4, ranks[0])
    if flush:
        return (3, *ranks)
    if len(counts) == 2:
        pair = next(r for r, n in counts.items() if n == 2)
        odd = next(r for r, n in counts.items() if n == 1)
        return (2, pair, odd)
    return (1, *ranks)


@pytest.mark.parametrize(
    ("ranking", "a23_high", "threes_top"),
    [(STANDARD, True, True), (BASTARD, False, False), (Ranking("low", True), False, True)],
)
def test_order_matches_independent_reference_on_every_hand(ranking, a23_high, threes_top):
    hands = list(combinations(FULL_DECK, 3))
    keyed = sorted((reference_key(h, a23_high, threes_top), evaluate(h, ranking).score) for h in hands)
    for (key_a, score_a), (key_b, score_b) in pairwise(keyed):
        if key_a == key_b:
            assert score_a == score_b, key_a
        else:
            assert score_a < score_b, (key_a, key_b)


@given(distinct_cards(3), suit_permutations)
def test_suit_permutation_invariance(trio, perm):
    suits = sorted({c.suit for c in FULL_DECK}, key=lambda s: s.index)
    mapping = dict(zip(suits, perm, strict=True))
    permuted = [Card(c.rank, mapping[c.suit]) for c in trio]
    assert evaluate(permuted) == evaluate(trio)


@given(distinct_cards(3), st.randoms(use_true_random=False))
def test_order_independence(trio, rng):
    shuffled = list(trio)
    rng.shuffle(shuffled)
    assert evaluate(shuffled) == evaluate(trio)


@given(distinct_cards(4, 6), st.sampled_from([STANDARD, BASTARD]))
def test_best_hand_agrees_with_brute_force(cards, ranking):
    best = best_hand(cards, ranking)
    assert best.value == max(evaluate(t, ranking) for t in combinations(cards, 3))
    assert evaluate(best.cards, ranking) == best.value
    assert sorted(best.cards + best.discards) == sorted(cards)
    assert len(best.discards) == len(cards) - 3


def test_best_hand_keeps_the_highest_discard_among_equal_choices():
    # 9-9 with a King or a 4 beside: best is 9-9-K, discarding the 4.
    best = best_hand(parse_cards("9s 9h Kd 4c"))
    assert best.value == v("9s 9h Kd") and best.discards == parse_cards("4c")
    # Two equal pairs of 7s: the best three keep a 7-7 pair and the higher odd card.
    best = best_hand(parse_cards("7s 7h 7d 7c"))
    assert best.value.category is Category.PRIAL and best.discard_ranks[0] == 7


def test_best_hand_of_six_with_community_cards():
    best = best_hand(parse_cards("2s 9d Kc 3h Ah 5d"), BASTARD)
    assert best.value == v("Ah 2s 3h", BASTARD)
    assert best_hand(parse_cards("2s 9d Kc 3h Ah 5d")).value == v("Ah 2s 3h")


def test_best_hand_argument_checks():
    with pytest.raises(ValueError):
        best_hand(parse_cards("As Kd"))
    with pytest.raises(ValueError):
        best_hand(parse_cards("As Kd Qs Jh 10c 9d 8s"))
