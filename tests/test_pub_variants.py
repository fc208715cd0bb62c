"""Four- and Five-Card Brag: the discard on looking, the best three for blind players, and the
discard as a tie-breaker in Four-Card Brag."""

import pytest
from pub_support import kinds, move, offers

from casino_brag.engine.cards import parse_cards
from casino_brag.engine.errors import IllegalAction
from casino_brag.engine.pub import Action, HouseRules, Table
from casino_brag.engine.pub.events import CardDealt, Discarded


def table(variant, hands, n=2):
    t = Table(["A", "B", "C"][:n], seed=4, dealer=n - 1, rules=HouseRules(variant=variant))
    t.start_hand(hands)
    return t


def test_four_card_deals_four_and_looking_means_discarding_one():
    t = table("four-card", {0: "Qs Qd 7h Kc", 1: "2c 5d 9h Jc"})
    assert len([e for e in t.events if isinstance(e, CardDealt)]) == 8
    move(t, "look")
    assert not t.is_blind(0) and t.pending_choice == "discard"
    assert offers(t) == ["discard Qs", "discard Qd", "discard 7h", "discard Kc", "fold"]
    with pytest.raises(IllegalAction, match="discard"):
        t.apply(Action.bet(2))
    with pytest.raises(IllegalAction, match="exactly 1"):
        t.apply(Action.discard("Qs Qd"))
    t.apply(Action.discard(parse_cards("7h")[0]))
    assert t.pending_choice is None and kinds(t) == {"fold", "bet"}
    discarded = [e for e in t.events if isinstance(e, Discarded)][-1]
    assert discarded.cards == parse_cards("7h")
    assert discarded.seen_by(1) == Discarded(0, 1, None)  # the others only see that one card went


def test_five_card_deals_five_and_looking_means_discarding_two():
    t = table("five-card", {0: "Qs Qd 7h Kc 2s", 1: "2c 5d 9h Jc 4h"})
    move(t, "look")
    assert len([o for o in offers(t) if o.startswith("discard")]) == 10
    move(t, "discard 7h 2s, bet 2, look, discard 2c 5d, see")
    assert t.result.shown[0] == parse_cards("Qs Qd Kc")


def test_blind_players_keep_all_their_cards_and_the_best_three_count_at_a_see():
    t = table("five-card", {0: "9s 2d 9h 2c 9c", 1: "Ac Kd 4h 3s 8c"})
    move(t, "bet 1, see")  # nobody looked: A's best three are 9-9-9
    assert t.result.winner == 0 and t.result.shown[0] == parse_cards("9s 9h 9c")
    assert t.result.showdown[0].discards == parse_cards("2d 2c")


def test_four_card_discard_breaks_a_tie():
    t = table("four-card", {0: "Qs Qd 7h 5c", 1: "Qc Qh 7s Kc"})
    move(t, "look, discard 5c, bet 2, look, discard Kc, see")
    # both keep Q-Q-7; the seer's discarded King beats the seen player's 5
    assert t.result.winner == 1
    assert t.result.showdown[1].discards == parse_cards("Kc")


def test_four_card_equal_discards_go_to_the_seen_player():
    t = table("four-card", {0: "Qs Qd 7h 5c", 1: "Qc Qh 7s 5d"})
    move(t, "look, discard 5c, bet 2, look, discard 5d, see")
    assert t.result.winner == 0


def test_five_card_discards_do_not_break_ties():
    t = table("five-card", {0: "Qs Qd 7h 5c 2d", 1: "Qc Qh 7s Kc Ad"})
    move(t, "look, discard 5c 2d, bet 2, look, discard Kc Ad, see")
    assert t.result.winner == 0


def test_the_chosen_discard_counts_even_when_it_was_a_mistake():
    t = table("four-card", {0: "Qs Qd 7h 5c", 1: "Jc Jh 7s 2d"})
    move(t, "look, discard Qd, bet 2, look, discard 2d, see")
    # A threw away a queen and plays Q-7-5 high: the pair of jacks wins
    assert t.result.winner == 1 and t.result.shown[0] == parse_cards("Qs 7h 5c")


def test_blind_four_card_hand_ties_on_the_best_discard():
    t = table("four-card", {0: "Qs Qd 7h Ac", 1: "Qc Qh 7s Kc"})
    move(t, "bet 1, see")
    # blind against blind: both best hands are Q-Q-7, A's discard (Ace) beats B's (King)
    assert t.result.winner == 0
