"""Settlement examples: one for every payout path of the paytable rules."""

from fractions import Fraction

import pytest
from paytable_factory import make_table

from casino_brag import catalog
from casino_brag.engine.cards import parse_cards
from casino_brag.engine.casino.settlement import Bet, Outcome, Result, settle, winnings
from casino_brag.engine.hands import evaluate


def hand(text):
    return evaluate(parse_cards(text))


def lines(settlement):
    return {line.bet: (line.result, line.odds, line.net, line.returned) for line in settlement.lines}


STANDARD = catalog.load("standard")
PAIR_9 = hand("9s 9h 3d")
KING_HIGH = hand("Kd 7c 2h")
JACK_HIGH = hand("Jd 7c 2h")
RUN = hand("4s 5h 6d")
FLUSH = hand("2h 7h Jh")


def test_fold_loses_the_ante_and_still_settles_the_pair_bonus():
    result = settle(STANDARD, PAIR_9, KING_HIGH, played=False, ante=10, pair_bonus=5)
    assert result.outcome is Outcome.FOLD
    assert lines(result) == {
        Bet.ANTE: (Result.LOSE, 0, -10, 0),
        Bet.PAIR_BONUS: (Result.WIN, 1, 5, 10),
    }
    assert (result.staked, result.returned, result.net) == (15, 10, -5)


def test_fold_forfeits_the_pair_bonus_when_the_table_says_so():
    table = make_table(fold_forfeits_pair_bonus=True)
    result = settle(table, PAIR_9, KING_HIGH, played=False, ante=10, pair_bonus=5)
    assert lines(result)[Bet.PAIR_BONUS] == (Result.LOSE, 0, -5, 0)
    assert "forfeits" in result.line(Bet.PAIR_BONUS).reason


def test_dealer_not_qualifying_pays_the_ante_and_pushes_the_play():
    result = settle(STANDARD, hand("5s 3h 2d"), JACK_HIGH, played=True, ante=10)
    assert result.outcome is Outcome.DEALER_NOT_QUALIFY and not result.dealer_qualifies
    assert lines(result) == {
        Bet.ANTE: (Result.WIN, 1, 10, 20),
        Bet.PLAY: (Result.PUSH, 0, 0, 10),
        Bet.ANTE_BONUS: (Result.NONE, 0, 0, 0),
    }
    assert "does not qualify" in result.line(Bet.ANTE).reason


def test_dealer_not_qualifying_pushes_the_ante_when_the_table_says_so():
    table = make_table(ante_if_dealer_not_qualify="push")
    result = settle(table, PAIR_9, JACK_HIGH, played=True, ante=10)
    assert lines(result)[Bet.ANTE] == (Result.PUSH, 0, 0, 10)


def test_player_beats_a_qualifying_dealer_at_even_money():
    result = settle(STANDARD, PAIR_9, KING_HIGH, played=True, ante=10, pair_bonus=2)
    assert result.outcome is Outcome.WIN
    assert lines(result) == {
        Bet.ANTE: (Result.WIN, 1, 10, 20),
        Bet.PLAY: (Result.WIN, 1, 10, 20),
        Bet.ANTE_BONUS: (Result.NONE, 0, 0, 0),
        Bet.PAIR_BONUS: (Result.WIN, 1, 2, 4),
    }
    assert result.net == 22


def test_winning_play_is_paid_at_the_tables_odds_and_multiplier():
    table = catalog.load("play-pays-odds")
    prial = hand("7s 7h 7d")
    result = settle(table, prial, KING_HIGH, played=True, ante=10)
    assert lines(result) == {Bet.ANTE: (Result.WIN, 1, 10, 20), Bet.PLAY: (Result.WIN, 5, 100, 120)}
    ordinary = settle(table, PAIR_9, KING_HIGH, played=True, ante=10)
    assert lines(ordinary)[Bet.PLAY] == (Result.WIN, 1, 20, 40)


def test_player_loses_ante_and_play_to_a_better_dealer_but_keeps_the_ante_bonus():
    result = settle(STANDARD, RUN, hand("8c 8d 8h"), played=True, ante=10, pair_bonus=3)
    assert result.outcome is Outcome.LOSE
    assert lines(result) == {
        Bet.ANTE: (Result.LOSE, 0, -10, 0),
        Bet.PLAY: (Result.LOSE, 0, -10, 0),
        Bet.ANTE_BONUS: (Result.WIN, 1, 10, 10),
        Bet.PAIR_BONUS: (Result.WIN, 6, 18, 21),
    }
    assert result.net == 8


def test_tie_pushes_on_a_push_table():
    result = settle(STANDARD, hand("Ks 7d 2c"), KING_HIGH, played=True, ante=10)
    assert result.outcome is Outcome.TIE
    assert lines(result)[Bet.ANTE] == (Result.PUSH, 0, 0, 10)
    assert lines(result)[Bet.PLAY] == (Result.PUSH, 0, 0, 10)


def test_tie_goes_to_the_dealer_when_the_table_says_so():
    table = make_table(tie="dealer", play_multiplier=3)
    result = settle(table, hand("Ks 7d 2c"), KING_HIGH, played=True, ante=10)
    assert lines(result)[Bet.ANTE] == (Result.LOSE, 0, -10, 0)
    assert lines(result)[Bet.PLAY] == (Result.LOSE, 0, -30, 0)


def test_a_tie_with_a_dealer_who_does_not_qualify_is_not_a_tie():
    result = settle(STANDARD, hand("Jd 7s 2c"), JACK_HIGH, played=True, ante=4)
    assert result.outcome is Outcome.DEALER_NOT_QUALIFY
    assert result.net == 4


def test_pair_bonus_loses_below_a_pair():
    result = settle(STANDARD, KING_HIGH, JACK_HIGH, played=True, ante=1, pair_bonus=7)
    assert lines(result)[Bet.PAIR_BONUS] == (Result.LOSE, 0, -7, 0)


@pytest.mark.parametrize(
    ("cards", "ante_bonus", "pair_bonus"),
    [("3s 3h 3d", 20, 100), ("As Ah Ad", 5, 40), ("8h 9h Th", 4, 30), ("8h 9s Th", 1, 6), ("2h 7h Jh", 0, 4)],
)
def test_bonus_odds_by_hand_including_the_prial_of_threes(cards, ante_bonus, pair_bonus):
    table = catalog.load("prial-of-threes")
    result = settle(table, hand(cards), hand("Ks Kd 2c"), played=True, ante=1, pair_bonus=1)
    assert result.line(Bet.ANTE_BONUS).odds == ante_bonus
    assert result.line(Bet.ANTE_BONUS).net == ante_bonus
    assert result.line(Bet.PAIR_BONUS).net == pair_bonus


def test_folding_earns_no_ante_bonus():
    result = settle(STANDARD, RUN, KING_HIGH, played=False, ante=10)
    assert result.line(Bet.ANTE_BONUS) is None and result.net == -10


def test_a_table_without_ante_bonus_has_no_ante_bonus_line():
    result = settle(catalog.load("play-pays-odds"), RUN, KING_HIGH, played=True, ante=10)
    assert result.line(Bet.ANTE_BONUS) is None


def test_fractional_odds_pay_whole_chips_rounding_down():
    assert winnings(3, Fraction(5, 2)) == 7
    table = make_table(ante_bonus={"run": 2.5}, pair_bonus={"flush": 1.5})
    result = settle(table, RUN, KING_HIGH, played=True, ante=3, pair_bonus=3)
    assert result.line(Bet.ANTE_BONUS).net == 7
    flush = settle(table, FLUSH, KING_HIGH, played=True, ante=3, pair_bonus=3)
    assert flush.line(Bet.PAIR_BONUS).net == 4


def test_a_23_beats_a_k_q_and_3_3_3_beats_a_a_a():
    assert settle(STANDARD, hand("As 2d 3h"), hand("Ac Kd Qh"), True, 1).outcome is Outcome.WIN
    assert settle(STANDARD, hand("3s 3d 3h"), hand("Ac Ad Ah"), True, 1).outcome is Outcome.WIN
