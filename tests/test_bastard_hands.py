"""Bastard Brag hands: the best three of own and community cards, and wild twos, against brute force.

The reference below values three cards from their ranks and suits alone and tries every card a
wild two could stand for; it shares no code with the engine's tables.
"""

from functools import cache
from itertools import combinations, pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st
from strategies import distinct_cards

from casino_brag.engine.bestof import best_strength, best_three, strength_table
from casino_brag.engine.cards import FULL_DECK, Card, parse_cards
from casino_brag.engine.hands import BASTARD, STANDARD, Category, Ranking, best_hand, evaluate
from casino_brag.engine.wild import evaluate_wild, wild_count, wild_hand_table

RANKINGS = [STANDARD, BASTARD, Ranking(a23="low", threes_top=True)]
rankings = st.sampled_from(RANKINGS)

CATEGORY_ORDER = ["high_card", "pair", "flush", "run", "running_flush", "prial"]


def reference_key(cards, ranking):
    """(category number, tie-breaking ranks) of three distinct cards, from first principles."""
    ranks = sorted((int(c.rank) for c in cards), reverse=True)
    suited = len({c.suit for c in cards}) == 1
    high, mid, low = ranks
    if high == low:
        return (5, 100 if ranking.threes_top and high == 3 else high)
    run_top = None
    if high - mid == 1 and mid - low == 1:
        run_top = high
    elif ranks == [14, 3, 2]:
        run_top = 15 if ranking.a23 == "high" else 3
    if run_top is not None:
        return (4 if suited else 3, run_top)
    if suited:
        return (2, high, mid, low)
    if high == mid or mid == low:
        pair = mid
        return (1, pair, low if high == mid else high)
    return (0, high, mid, low)


@cache
def reference_wild_key(naturals, wilds, ranking):
    """The best key of the natural cards with `wilds` wild cards, trying every card they could be."""
    others = [c for c in FULL_DECK if c not in naturals]
    return max(reference_key((*naturals, *extra), ranking) for extra in combinations(others, wilds))


def reference_hand(cards, ranking, wild):
    """(key, -wild cards) of three cards: fewer wilds win equal hands."""
    if not wild:
        return (reference_key(cards, ranking), 0)
    naturals = frozenset(c for c in cards if int(c.rank) != 2)
    return (reference_wild_key(tuple(sorted(naturals)), 3 - len(naturals), ranking), -(3 - len(naturals)))


@pytest.mark.parametrize("ranking", [STANDARD, BASTARD])
def test_wild_values_match_the_reference_on_every_hand(ranking):
    table = wild_hand_table(ranking)
    assert len(table) == 22_100
    keyed = []
    for hand in combinations(FULL_DECK, 3):
        key = reference_hand(hand, ranking, True)[0]
        value = table[hand[0].bit | hand[1].bit | hand[2].bit]
        assert CATEGORY_ORDER[key[0]] == value.category.key
        keyed.append((key, value.score))
    keyed.sort()
    for (key_a, score_a), (key_b, score_b) in pairwise(keyed):
        assert (key_a == key_b) == (score_a == score_b) and score_a <= score_b


def test_wild_category_counts():
    counts = {c: 0 for c in Category}
    for value in wild_hand_table(STANDARD).values():
        counts[value.category] += 1
    # 48 natural prials; 288 natural pairs (no twos) with one wild; every hand with 2 or 3 wilds
    assert counts[Category.PRIAL] == 48 + 72 * 4 + 6 * 48 + 4 == 628
    assert sum(counts.values()) == 22_100
    assert counts == {
        Category.HIGH_CARD: 12_600,
        Category.PAIR: 5_280,
        Category.FLUSH: 1_544,
        Category.RUN: 1_656,
        Category.RUNNING_FLUSH: 392,
        Category.PRIAL: 628,
    }


@pytest.mark.parametrize(
    ("hand", "standard", "bastard"),
    [
        ("2s 2h 2d", "Prial of threes", "Prial of Aces"),
        ("2c 2d Kh", "Prial of Kings", "Prial of Kings"),
        ("Qs Qd 2h", "Prial of Queens", "Prial of Queens"),
        ("As Ks 2c", "Running flush A-K-Q", "Running flush A-K-Q"),
        ("Ah 3d 2c", "Run A-2-3", "Run A-2-3"),
        ("4h 3h 2h", "Running flush 5-4-3", "Running flush 5-4-3"),
        ("9s 5h 2d", "Pair of 9s, 5 kicker", "Pair of 9s, 5 kicker"),
        ("9s 5s 2d", "Flush A-9-5", "Flush A-9-5"),
    ],
)
def test_wild_two_examples(hand, standard, bastard):
    assert evaluate_wild(parse_cards(hand), STANDARD).name == standard
    assert evaluate_wild(parse_cards(hand), BASTARD).name == bastard


def test_natural_hand_beats_the_same_hand_with_a_wild():
    natural = best_three(parse_cards("Qs Qd Qh"), STANDARD, wild_twos=True)
    wild = best_three(parse_cards("Qs Qd 2h"), STANDARD, wild_twos=True)
    assert natural.value == wild.value and (natural.wilds, wild.wilds) == (0, 1)
    assert natural.strength > wild.strength
    assert best_three(parse_cards("Qs 2d 2h"), STANDARD, True).strength < wild.strength


def test_evaluate_wild_refuses_anything_but_three_different_cards():
    with pytest.raises(ValueError, match="exactly 3"):
        evaluate_wild(parse_cards("Qs Qd"))
    queen = Card.parse("Qs")
    with pytest.raises(ValueError, match="3 to 8"):
        best_three((queen, queen, Card.parse("Qd")))
    with pytest.raises(ValueError, match="3 to 8"):
        best_three(FULL_DECK[:9])


def check_best(cards, ranking, wild):
    best = best_three(cards, ranking, wild)
    assert len(set(best.cards)) == 3 and set(best.cards) <= set(cards)
    want = max(reference_hand(trio, ranking, wild) for trio in combinations(cards, 3))
    assert reference_hand(best.cards, ranking, wild) == want
    assert best.value == (evaluate_wild(best.cards, ranking) if wild else evaluate(best.cards, ranking))
    assert best.wilds == (wild_count(best.cards) if wild else 0)
    assert best_strength(cards, ranking, wild) == best.strength
    return best


@given(distinct_cards(6), rankings, st.booleans())
def test_best_of_six_matches_brute_force(cards, ranking, wild):
    """Three own cards and three community cards: the best three from any mix of them."""
    check_best(cards, ranking, wild)


@given(distinct_cards(3, 8), rankings, st.booleans())
def test_best_of_three_to_eight_matches_brute_force(cards, ranking, wild):
    """Four community cards and Stud Bastard's four own cards make up to eight."""
    check_best(cards, ranking, wild)


@given(distinct_cards(3, 6), rankings)
def test_without_wild_cards_the_best_three_agree_with_best_hand(cards, ranking):
    assert best_three(cards, ranking).value == best_hand(cards, ranking).value


@given(distinct_cards(6), st.integers(0, 6), st.booleans())
def test_equal_choices_prefer_the_players_own_cards(cards, own, wild):
    """With a player's own cards first, the best three shown use as many of them as they can."""
    best = best_three(cards, BASTARD, wild, own=own)
    table = strength_table(BASTARD, wild)
    used = sum(1 for c in best.cards if cards.index(c) < own)
    for trio in combinations(range(6), 3):
        if table[sum(cards[i].bit for i in trio)] == best.strength:
            assert sum(1 for i in trio if i < own) <= used


def test_the_shown_hand_uses_the_players_own_card_when_the_board_has_its_twin():
    cards = parse_cards("Kh 7d 3c Ks Qd 9c")  # own K-7-3, board K-Q-9: the pair of kings, queen kicker
    assert set(best_three(cards, BASTARD, own=3).cards) == set(parse_cards("Kh Ks Qd"))
    cards = parse_cards("7h 7d 3c 7s Qd 7c")  # four sevens: the prial keeps both of the player's own
    assert sum(1 for c in best_three(cards, BASTARD, own=3).cards if c in cards[:3]) == 2
