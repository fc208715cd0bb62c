"""The pack at a pub table: deal order, the no-shuffle rule, cutting, and the dealer's seat."""

import itertools

from pub_support import move

from casino_brag.engine.cards import parse_cards
from casino_brag.engine.pub import HouseRules, Table
from casino_brag.engine.pub.events import (
    CardDealt,
    CutForDealer,
    DealerChosen,
    HandStarted,
    PackCut,
    PackShuffled,
    ToBottom,
)


def hand_events(t, kind):
    return [e for e in t.events[t.hand_start :] if isinstance(e, kind)]


def test_cards_are_dealt_one_at_a_time_from_the_dealers_left():
    t = Table(["A", "B", "C", "D"], seed=2, dealer=1)
    t.start_hand()
    dealt = hand_events(t, CardDealt)
    assert [e.seat for e in dealt] == [2, 3, 0, 1] * 3
    assert [e.round for e in dealt] == [0] * 4 + [1] * 4 + [2] * 4
    for seat in range(4):
        assert tuple(e.card for e in dealt if e.seat == seat) == t.cards_of(seat)["new"]


def test_fixed_hands_are_dealt_as_given():
    t = Table(["A", "B", "C"], seed=2, dealer=2)
    t.start_hand({0: "As Kd 3c", 2: "2h 2d 2s"})
    assert t.cards_of(0)["new"] == parse_cards("As Kd 3c")
    assert t.cards_of(2)["new"] == parse_cards("2h 2d 2s")
    assert len(t.cards_of(1)["new"]) == 3 and len(t.pack) == 52 - 9


def test_first_deal_is_shuffled_and_cut_by_the_player_on_the_dealers_right():
    t = Table(["A", "B", "C", "D"], seed=2, dealer=1)
    t.start_hand()
    assert hand_events(t, PackShuffled) == [PackShuffled("first deal")]
    (cut,) = hand_events(t, PackCut)
    assert cut.seat == 0 and 4 <= cut.at <= 48


def test_no_shuffle_between_hands_folded_hands_go_to_the_bottom_in_fold_order():
    t = Table(["A", "B", "C", "D"], seed=2, dealer=3)
    t.start_hand()
    cards = {s: t.cards_of(s)["new"] for s in range(4)}
    rest = t.pack
    move(t, "look, bet 2, fold, fold, fold")  # B, C, D fold in turn; A wins open
    assert t.pack == rest + cards[1] + cards[2] + cards[3] + cards[0]
    history = t.pack_history(None)
    assert [(e.seat, e.count, e.cards) for e in history] == [(1, 3, None), (2, 3, None), (3, 3, None), (0, 3, None)]
    assert t.pack_history(0)[-1].cards == cards[0]  # A looked, so A knows which cards went under
    before = t.pack
    t.start_hand()
    assert hand_events(t, PackShuffled) == [] and hand_events(t, PackCut) == []
    dealt = [e.card for e in hand_events(t, CardDealt)]
    assert dealt == list(before[:12])


def test_shuffle_after_a_see_won_by_a_prial():
    t = Table(["A", "B"], seed=2, dealer=1)
    t.start_hand({0: "5c 5d 5h", 1: "Kc Qd 2h"})
    move(t, "look, bet 2, look, see")
    assert t.result.winner == 0
    t.start_hand()
    assert hand_events(t, PackShuffled) == [PackShuffled("prial seen")]
    assert hand_events(t, PackCut)[0].seat == 1  # dealer is now 0; its right is 1


def test_no_shuffle_after_a_see_won_without_a_prial():
    t = Table(["A", "B"], seed=2, dealer=1)
    t.start_hand({0: "5c 5d 6h", 1: "Kc Qd 2h"})
    move(t, "look, bet 2, look, see")
    t.start_hand()
    assert hand_events(t, PackShuffled) == []


def test_no_shuffle_after_a_prial_wins_unseen():
    t = Table(["A", "B"], seed=2, dealer=1, rules=HouseRules(retain_blind_hand=False))
    t.start_hand({0: "5c 5d 5h", 1: "Kc Qd 2h"})
    move(t, "bet 2, fold")
    t.start_hand()
    assert hand_events(t, PackShuffled) == []


def test_every_hand_shuffle_house_rule():
    t = Table(["A", "B"], seed=2, dealer=1, rules=HouseRules(shuffle="every-hand"))
    for _ in range(3):
        t.start_hand()
        assert len(hand_events(t, PackShuffled)) == 1 and len(hand_events(t, PackCut)) == 1
        move(t, "fold")
        if t.retain_offer is not None:
            move(t, "fold")
    assert [e.reason for e in t.events if isinstance(e, PackShuffled)] == ["first deal", "every hand", "every hand"]


def test_first_dealer_is_chosen_by_cutting_for_the_highest_card_with_recuts_on_ties():
    tied = None
    for seed in range(200):
        t = Table(["A", "B", "C", "D", "E", "F"], seed=seed)
        cuts = [e for e in t.events if isinstance(e, CutForDealer)]
        chosen = next(e for e in t.events if isinstance(e, DealerChosen))
        last = cuts[-1].cuts
        top = max(card.rank for _, card in last)
        assert [seat for seat, card in last if card.rank == top] == [chosen.seat] and chosen.by_cut
        assert t.dealer == chosen.seat
        for earlier, later in itertools.pairwise(cuts):
            high = max(c.rank for _, c in earlier.cuts)
            assert [s for s, _ in later.cuts] == [s for s, c in earlier.cuts if c.rank == high]
        if len(cuts) > 1:
            tied = t
    assert tied is not None  # ties happen and are cut again


def test_given_dealer_skips_the_cut():
    t = Table(["A", "B", "C"], seed=1, dealer=2)
    assert not any(isinstance(e, CutForDealer) for e in t.events)
    assert DealerChosen(2, by_cut=False) in t.events


def test_the_deal_passes_to_the_left_skipping_players_who_are_out():
    t = Table(["A", "B", "C", "D"], [100, 0, 100, 100], seed=1, dealer=3)
    dealers = []
    for _ in range(4):
        t.start_hand()
        dealers.append(t.dealer)
        assert 1 not in next(e for e in t.events[t.hand_start :] if isinstance(e, HandStarted)).seats
        while not t.hand_over:
            move(t, "fold")
        if t.retain_offer is not None:
            move(t, "fold")
    assert dealers == [3, 0, 2, 3]


def test_shown_hands_go_under_face_up_in_the_order_shown():
    t = Table(["A", "B"], seed=2, dealer=1)
    t.start_hand({0: "5c 5d 6h", 1: "Kc Qd 2h"})
    move(t, "look, bet 2, look, see")  # B sees A: A shown first and wins; B's hand is not shown
    last = hand_events(t, ToBottom)
    assert [(e.seat, e.shown) for e in last] == [(0, True), (1, False)]
    assert t.pack[-6:] == parse_cards("5c 5d 6h Kc Qd 2h")
