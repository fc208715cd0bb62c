"""Hand strength: exact percentiles and odds, checked against brute-force counts."""

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import distinct_cards

from casino_brag.engine.ai.odds import Odds, card_mask, mask_cards
from casino_brag.engine.ai.strength import holding_order, strength_model
from casino_brag.engine.cards import FULL_DECK, parse_cards
from casino_brag.engine.hands import BASTARD, STANDARD, best_hand, evaluate, hand_table
from casino_brag.engine.pub import HouseRules

THREE = strength_model(HouseRules())


def brute_odds(mine, dead, pinned=()):
    """Count every holding of the pinned cards plus cards outside `dead` and `pinned`."""
    score = evaluate(mine).score
    pool = [c for c in FULL_DECK if c not in dead and c not in pinned]
    worse = ties = n = 0
    for extra in combinations(pool, 3 - len(pinned)):
        theirs = evaluate((*pinned, *extra)).score
        n += 1
        worse += theirs < score
        ties += theirs == score
    return Odds(n, worse, ties)


def test_percentiles_are_exact_over_all_22100_hands():
    table = hand_table(STANDARD)
    scores = sorted(v.score for v in table.values())
    for text in ("3s 3d 3c", "As Ad Ac", "2s 2d 2c", "Qs 6d 4c", "5s 3d 2c", "As 2s 3s", "Kh Kd 9c"):
        score = evaluate(parse_cards(text)).score
        below = sum(s < score for s in scores)
        equal = sum(s == score for s in scores)
        assert THREE.percentile(score) == pytest.approx((below + equal / 2) / 22_100, abs=1e-12)
    assert THREE.percentile(evaluate(parse_cards("3s 3d 3c")).score) == pytest.approx(1 - 2 / 22_100)
    worst = evaluate(parse_cards("5s 3d 2c")).score  # 60 ways to hold it, all tied with each other
    assert THREE.percentile(worst) == pytest.approx(30 / 22_100)


def test_the_ordered_list_holds_every_hand_once_best_first():
    order = holding_order(STANDARD, 3)
    assert order.size == 22_100
    assert order.scores == sorted(order.scores, reverse=True)
    assert all(h.bit_count() == 1275 for h in order.holding)  # C(51, 2) hands hold each card


@settings(max_examples=25)
@given(cards=distinct_cards(3, 3), dead=distinct_cards(0, 15))
def test_odds_against_the_unseen_cards_equal_brute_force(cards, dead):
    mine = tuple(cards)
    dead = [c for c in dead if c not in mine]
    got = THREE.odds(evaluate(mine).score, card_mask((*mine, *dead)))
    assert got == brute_odds(mine, set(mine) | set(dead))


@settings(max_examples=25)
@given(cards=distinct_cards(8, 8), pinned=st.integers(1, 3), extra_dead=distinct_cards(0, 8))
def test_odds_against_a_player_known_to_hold_some_cards_equal_brute_force(cards, pinned, extra_dead):
    mine, held = tuple(cards[:3]), tuple(cards[3 : 3 + pinned])
    dead = [c for c in extra_dead if c not in cards]
    got = THREE.odds(evaluate(mine).score, card_mask((*mine, *held, *dead)), card_mask(held))
    assert got == brute_odds(mine, set(mine) | set(dead), held)


def test_counting_one_by_one_and_by_bit_masks_agree():
    mine = parse_cards("Jh Jd 4c")
    score = evaluate(mine).score
    for known in (0, 30, 42, 46):
        dead = card_mask(FULL_DECK[:known]) | card_mask(mine)
        assert THREE.odds(score, dead) == brute_odds(mine, set(mask_cards(dead)))


def test_a_range_of_the_best_hands_is_harder_to_beat():
    odds = THREE.odds(evaluate(parse_cards("Ks Qd 9c")).score, card_mask(parse_cards("Ks Qd 9c")))
    chances = [odds.win_against_top(f, seer=True) for f in (1.0, 0.7, 0.5, 0.3, 0.1)]
    assert chances[0] == pytest.approx(odds.win(seer=True))
    assert chances == sorted(chances, reverse=True)
    assert chances[-1] == 0.0  # K-Q-9 is not in the top tenth of hands
    # Exactly: the top half of holdings holds f*N hands, of which all those below mine are beaten.
    n, worse = odds.holdings, odds.worse
    assert odds.win_against_top(0.5, seer=True) == pytest.approx((0.5 * n - (n - worse)) / (0.5 * n))


def test_ties_go_to_the_player_seen():
    mine = parse_cards("7s 7d 2c")
    odds = THREE.odds(evaluate(mine).score, card_mask(mine))
    assert odds.ties > 0
    assert odds.win(seer=False) - odds.win(seer=True) == pytest.approx(odds.ties / odds.holdings)


def test_house_ranking_rules_change_the_strength_of_a_23():
    a23 = parse_cards("As 2d 3c")
    standard = strength_model(HouseRules())
    low = strength_model(HouseRules(a23="low", threes_top=False))
    assert standard.percentile(evaluate(a23, STANDARD).score) > 0.99
    assert low.percentile(evaluate(a23, BASTARD).score) < standard.percentile(evaluate(a23, STANDARD).score)


@pytest.mark.parametrize("dealt", [4, 5])
def test_four_and_five_card_holdings_are_sampled_faithfully(dealt):
    """The sample of best-three holdings matches exact category frequencies (Four-Card, exact)."""
    model = strength_model(HouseRules(variant="four-card" if dealt == 4 else "five-card"))
    order = holding_order(STANDARD, dealt)
    assert order.size == 20_000
    assert all(bin(m).count("1") for m in order.holding)
    pair_or_better = evaluate(parse_cards("2s 2d 3c")).score
    share = model.odds(pair_or_better, 0).win(seer=True)
    if dealt == 4:
        # Exact share of four-card holdings whose best three is worse than 2-2-3 (high card only,
        # and no flush or run among any three): count them.
        table = hand_table(STANDARD)
        bits = [c.bit for c in FULL_DECK]
        below = total = 0
        for four in combinations(bits, 4):
            total += 1
            below += max(table[a | b | c].score for a, b, c in combinations(four, 3)) < pair_or_better
        assert share == pytest.approx(below / total, abs=0.015)
    else:
        assert 0.05 < share < 0.4


def test_best_three_of_more_cards_count_for_blind_and_discarding_players():
    five = parse_cards("9s 9d 2c Ks 5h")
    assert strength_model(HouseRules(variant="five-card")).counting_score(five) == best_hand(five).value.score


def test_masks_and_cards_round_trip():
    cards = parse_cards("As 10d 3c 2h")
    assert set(mask_cards(card_mask(cards))) == set(cards)
    assert card_mask(()) == 0


def brute_best_of(mine_score, dealt, dead, pinned):
    pool = [c for c in FULL_DECK if c not in dead and c not in pinned]
    worse = ties = n = 0
    for extra in combinations(pool, dealt - len(pinned)):
        theirs = best_hand((*pinned, *extra)).value.score
        n += 1
        worse += theirs < mine_score
        ties += theirs == mine_score
    return Odds(n, worse, ties)


@pytest.mark.parametrize("variant", ["four-card", "five-card"])
def test_when_a_seat_knows_most_cards_the_few_possible_holdings_are_counted_exactly(variant):
    """The fixed sample cannot answer for a seat that knows where 38 cards are; exact counting does."""
    rules = HouseRules(variant=variant)
    model = strength_model(rules)
    mine = parse_cards("Ks Kd 4c")
    pinned = parse_cards("As Ah")
    dead = set(FULL_DECK[:38]) | set(mine) | set(pinned)
    score = evaluate(mine).score
    got = model.odds(score, card_mask(dead), card_mask(pinned))
    assert got == brute_best_of(score, rules.cards_dealt, dead, pinned)
    assert got.holdings > 0


def test_nothing_fits_means_no_information_not_a_sure_win():
    assert Odds(0, 0, 0).win(seer=True) == 0.5
    assert Odds(0, 0, 0).win_against_top(0.3, seer=False) == 0.5


@pytest.mark.parametrize(("hand", "opponents"), [("Ks Kd 4c", 3), ("Qs 6d 4c", 1), ("As 2s 3s", 5), ("9h 9c 9s", 2)])
def test_win_probability_against_several_hands_matches_dealing_them_out(hand, opponents):
    import random

    from casino_brag.engine.ai.strength import win_probability

    mine = parse_cards(hand)
    seen = parse_cards("Ac 8h")
    rest = [c for c in FULL_DECK if c not in mine and c not in seen]
    rng = random.Random(5)
    score, wins, deals = evaluate(mine).score, 0, 20_000
    for _ in range(deals):
        drawn = rng.sample(rest, 3 * opponents)
        wins += all(evaluate(drawn[3 * i : 3 * i + 3]).score <= score for i in range(opponents))
    assert win_probability(HouseRules(), mine, opponents, seen) == pytest.approx(wins / deals, abs=0.012)
