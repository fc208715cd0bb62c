"""Computer opponents at 3 Card Brag Poker: the draw by each choice's chance, betting by strength
and price, and legal play to the end of every hand at every level."""

import random

from casino_brag.engine.ai import CallingStation, ComputerPlayer, RandomPlayer
from casino_brag.engine.ai.poker.chances import draw_chances, draw_odds, keeps
from casino_brag.engine.ai.poker.policy import _careless_keep
from casino_brag.engine.ai.seating import seat_players
from casino_brag.engine.cards import parse_cards
from casino_brag.engine.pub import Action, HouseRules, Table

RULES = HouseRules(variant="brag-poker")
ODDS = draw_odds(RULES.ranking)


def best_keep(hand: str, opponents: int = 1) -> str:
    kept = draw_chances(ODDS, parse_cards(hand), opponents)[0][1]
    return " ".join(str(c) for c in kept)


def test_every_choice_of_cards_to_keep_is_judged():
    assert len(keeps(parse_cards("As Kd 2c"))) == 8
    judged = draw_chances(ODDS, parse_cards("As Kd 2c"), 2)
    assert all(0.0 <= chance <= 1.0 for chance, _ in judged)
    assert [c for c, _ in judged] == sorted((c for c, _ in judged), reverse=True)


def test_the_draw_keeps_made_hands_and_pairs_and_throws_rubbish():
    assert best_keep("Ah Kh Qh") == "Ah Kh Qh"  # a running flush stands pat
    assert best_keep("7c 7d 7h") == "7c 7d 7h"
    assert set(best_keep("Qs Qd 4c").split()) == {"Qs", "Qd"}  # a pair draws one
    assert best_keep("2c 5d 9h", 3) == ""  # nothing: change all three


def test_keeping_two_is_judged_exactly_over_every_third_card():
    hand = parse_cards("Qs Qd 4c")
    chance = ODDS.expected(hand[:2], hand, 1)
    assert 0.0 < chance < 1.0
    prial = ODDS.expected((*hand[:2], parse_cards("Qc")[0]), (), 1)
    assert prial > chance  # the prial made is better than the mean of all draws


def test_easy_keeps_pairs_and_high_cards_carelessly():
    assert _careless_keep(parse_cards("Qs Qd 4c")) == parse_cards("Qs Qd")
    assert _careless_keep(parse_cards("Ks 7d 4c")) == parse_cards("Ks")
    assert _careless_keep(parse_cards("9s 7d 4c")) == parse_cards("9s")


def play(levels: list[str], hands: int, seed: int, chips: int = 200) -> Table:
    seats = len(levels)
    table = Table([f"P{i}" for i in range(seats)], chips, RULES, seed=seed, dealer=0)
    players = seat_players([ComputerPlayer(s, seats, None, lvl, rng=s) for s, lvl in enumerate(levels)])
    for _ in range(hands):
        if table.session_over:
            break
        table.start_hand()
        while not table.hand_over:
            action = players[table.to_act].decide(table)
            assert table.is_legal(action), action
            table.apply(action)
        assert sum(table.chips) == chips * seats
    return table


def test_computer_players_finish_every_hand_at_every_level():
    table = play(["easy", "normal", "hard", "expert", "hard", "easy"], 40, seed=4)
    kinds = {type(e).__name__ for e in table.events}
    assert {"Drew", "Called", "Raised", "Checked", "Folded"} <= kinds


def test_heads_up_hard_plays_on_against_easy():
    play(["hard", "easy"], 60, seed=8)


def test_hard_folds_rubbish_against_a_raise_and_raises_a_prial():
    table = Table(["A", "B", "C"], 200, RULES, seed=1, dealer=2)
    table.start_hand({0: "2c 5d 9h", 1: "Ah Ad As", 2: "3c 7d Jh"})
    players = seat_players([ComputerPlayer(s, 3, None, "hard", rng=s) for s in range(3)])
    # seat 2 acts first (left of the big blind): make it look and raise
    table.apply(Action.look())
    table.apply(Action("raise"))
    first = players[0].decide(table)
    if first.kind == "look":
        table.apply(first)
        first = players[0].decide(table)
    assert first.kind == "fold"
    table.apply(first)
    action = players[1].decide(table)
    if action.kind == "look":
        table.apply(action)
        action = players[1].decide(table)
    assert action.kind == "raise"


def test_the_baselines_play_brag_poker_legally():
    table = Table(["A", "B", "C"], 100, RULES, seed=3, dealer=0)
    bots = seat_players([CallingStation(0), RandomPlayer(1, rng=random.Random(1)), CallingStation(2)])
    for _ in range(20):
        if table.session_over:
            break
        table.start_hand()
        while not table.hand_over:
            action = bots[table.to_act].decide(table)
            if action.kind == "bet" and action.amount is None:
                action = Action.bet(action.min)
            table.apply(action)
        assert sum(table.chips) == 300


def test_the_style_statistics_count_calls_raises_and_blind_calls():
    from casino_brag.engine.ai.style_stats import StyleTally

    table = Table(["A", "B", "C"], 100, RULES, seed=2, dealer=2)
    table.start_hand()
    table.apply(Action("call"))  # seat 2, blind: 1 for the big blind's 2
    table.apply(Action.look())
    table.apply(Action("raise"))  # seat 0 raises to 6, paying 5 on its small blind of 1
    tally = StyleTally(3)
    tally.observe(table.events)
    rates = [c.rates() for c in tally.counts]
    assert tally.counts[2].blind_hands == 1 and tally.counts[2].staked == 2 and tally.counts[2].put_in == 1
    assert rates[0]["raise_rate"] == 1.0 and tally.counts[0].put_in == 1 + 5
    assert tally.counts[1].put_in == 2 and tally.counts[1].bets == 0  # the big blind, not yet acted
