"""Bastard Brag worked hands, action by action through every betting round to the showdown.

Every pot, stake, betting round, community card and legal-action set is checked along the way.
"""

from pub_support import bastard_with, move, offers, shown_cards

from casino_brag.engine.cards import parse_cards
from casino_brag.engine.pub.events import (
    BettingRoundStarted,
    CommunityCardDealt,
    CommunityCardTurned,
    CommunityToBottom,
    HandShown,
)


def test_three_players_through_all_four_rounds_to_the_showdown():
    t = bastard_with({0: "Kh Kd 4c", 1: "9s 8s 2d", 2: "Qc Jh 5d"}, "Ks 7s 3h")
    dealt = [e for e in t.events if isinstance(e, CommunityCardDealt)]
    assert [e.index for e in dealt] == [0, 1, 2] and all(e.seen_by(0).card is None for e in dealt)
    assert (t.round, t.betting_rounds, t.community_cards, t.community_face_down) == (1, 4, (), 3)
    assert (t.to_act, t.pot, t.stake) == (0, 3, 0)

    # Round 1, before any card is turned: blind and open betting as in the pub game.
    assert offers(t) == ["look", "fold", "bet 1-99 blind"]
    move(t, "look")
    assert offers(t) == ["fold", "bet 1-99"]
    move(t, "bet 2")
    assert offers(t) == ["look", "fold", "bet 1-99 blind"]  # Bill, blind: half of 2
    move(t, "bet 1, look, bet 4")  # Chris looks and raises the stake to 4
    assert (t.stake, t.pot, t.round, t.to_act) == (4, 10, 1, 0)
    assert offers(t) == ["fold", "bet 4-97"]  # Andy must answer the raise in the same round
    move(t, "bet 4")
    assert offers(t) == ["look", "fold", "bet 2-98 blind"]
    move(t, "bet 2")  # everyone has answered the stake of 4: the round is over

    # Round 2: the first community card, the stake carried over, betting from the dealer's left.
    assert (t.round, t.community_cards, t.stake, t.pot, t.to_act) == (2, parse_cards("Ks"), 4, 16, 0)
    turned = t.events[-2:]
    assert turned == [CommunityCardTurned(0, parse_cards("Ks")[0], 2), BettingRoundStarted(2, 4, 4, 0)]
    assert offers(t) == ["fold", "bet 4-93"]
    move(t, "bet 4, look, bet 4")
    assert offers(t) == ["fold", "bet 4-95"]  # three players still in: no see
    move(t, "fold")  # Chris folds; Andy and Bill have answered: the round is over

    # Round 3: two players left, and the see is on offer from the start of the round.
    assert (t.round, t.community_cards, t.stake, t.pot) == (3, parse_cards("Ks 7s"), 4, 24)
    assert offers(t) == ["fold", "bet 4-89", "see 8"]
    move(t, "bet 8")
    assert offers(t) == ["fold", "bet 8-92", "see 16"]
    move(t, "bet 8")

    # Round 4: after the last card is turned; a raise and its answer end the betting.
    assert (t.round, t.community_cards, t.stake, t.pot) == (4, parse_cards("Ks 7s 3h"), 8, 40)
    move(t, "bet 8, bet 12")
    assert t.to_act == 0 and offers(t) == ["fold", "bet 12-73", "see 24"]
    move(t, "bet 12")

    # The showdown: every hand still in is shown, from the dealer's left.
    result = t.result
    assert t.hand_over and result.how == "showdown" and result.winners == (0,) and result.winner == 0
    assert shown_cards(t) == {0: "Kh Kd Ks", 1: "9s 8s 7s"}  # a prial beats a running flush
    andy, bill = result.showdown
    assert andy.value.name == "Prial of Kings" and andy.own_used == parse_cards("Kh Kd")
    assert andy.community_used == parse_cards("Ks") and andy.own == parse_cards("Kh Kd 4c")
    assert bill.value.name == "Running flush 9-8-7" and bill.community_used == parse_cards("7s")
    assert result.community == parse_cards("Ks 7s 3h")
    assert [(a.pot, a.seat, a.amount) for a in result.awards] == [(0, 0, 72)]
    assert t.chips == (133, 72, 95) and sum(t.chips) == 300 and t.pot == 0
    assert [e.seat for e in t.events if isinstance(e, HandShown)] == [0, 1]
    assert isinstance(t.events[-2], CommunityToBottom) and t.community_dealt == ()


def test_board_plays_for_everyone_and_the_pot_splits_with_the_odd_chip_left_of_the_dealer():
    # The community cards make A-K-Q of clubs, the top running flush: both players play the board.
    t = bastard_with({0: "2h 5d 9s", 1: "3s 6h 8d", 2: "4d 4h Jc"}, "Qc Kc Ac", dealer=0)
    assert t.to_act == 1
    move(t, "look, bet 2, look, bet 2, bet 1")  # Bill open, Chris open, Andy blind
    move(t, "bet 2, fold, bet 1")  # round 2: Chris folds
    assert (t.round, t.pot) == (3, 11)
    move(t, "bet 3, bet 2")  # Bill raises to 3; Andy, blind, answers with 2 (an open 4: a raise)
    assert (t.stake, t.round, t.to_act) == (4, 3, 1)
    move(t, "bet 4")
    assert (t.round, t.pot) == (4, 20)
    move(t, "bet 4, bet 3, bet 6")  # Andy's blind 3 raises to 6 and Bill answers
    result = t.result
    assert result.how == "showdown" and t.pot == 0
    assert shown_cards(t) == {1: "Qc Kc Ac", 0: "Qc Kc Ac"}
    assert result.showdown[0].own_used == () and result.showdown[0].community_used == parse_cards("Qc Kc Ac")
    # 33 chips split: Bill, first on the dealer's left, takes the odd chip
    assert result.split and result.winners == (1, 0) and result.winner == 1
    assert [(a.pot, a.seat, a.amount) for a in result.awards] == [(0, 1, 17), (0, 0, 16)]
    assert t.chips == (108, 95, 97)
    assert result.winnings == {1: 17, 0: 16}


def test_four_community_cards_make_five_betting_rounds():
    t = bastard_with({0: "Ah Kd 4c", 1: "Qs Qd 2c"}, "7c 7d Qh 9s", n=2, community_cards=4)
    assert (t.betting_rounds, t.community_size) == (5, 4)
    rounds = []
    while not t.hand_over:
        rounds.append((t.round, len(t.community_cards)))
        move(t, "bet 1")
    assert sorted(set(rounds)) == [(1, 0), (2, 1), (3, 2), (4, 3), (5, 4)]
    assert t.result.how == "showdown" and t.result.winner == 1
    assert shown_cards(t) == {0: "Ah Kd Qh", 1: "Qs Qd Qh"}  # a run A-K-Q against a prial
