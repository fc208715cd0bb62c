"""Single-Stake Brag with braggers: the ranking, worked hands for every way a hand ends, refusals,
replay and resume.

Every table has the dealer in the last seat, so the dealer stakes first and seat 0 answers first.
"""

import pytest
from pub_support import hand_as_seen, same_table

from casino_brag.engine.cards import parse_cards
from casino_brag.engine.errors import IllegalAction
from casino_brag.engine.hands import Category
from casino_brag.engine.pub import Action, HouseRules, Table, replay, session_record, table_from_record
from casino_brag.engine.pub.games.single.events import FirstBettorWins, HandPickedUp, StakeUnmet
from casino_brag.engine.pub.games.single.ranking import bragger_value
from casino_brag.engine.pub.rules import HouseRulesError


def table(seats: int = 3, chips: int | list[int] = 50, **rules: object) -> Table:
    rules.setdefault("ante", 2)
    return Table([f"P{i}" for i in range(seats)], chips, HouseRules(variant="single-stake", **rules), 5, seats - 1)


def score(text: str) -> int:
    return bragger_value(parse_cards(text)).score


def offers(t: Table) -> list[str]:
    return [f"bet {a.min}-{a.max}" if a.kind == "bet" else a.kind for a in t.legal_actions()]


def test_prial_beats_pair_beats_high_card_and_runs_and_flushes_count_for_nothing():
    assert score("2s 2h 2c") > score("As Ah Kc") > score("As Kh Qc")
    assert bragger_value(parse_cards("Qh Jh 10h")).category is Category.HIGH_CARD
    assert score("4s 4h 2c") > score("Kh Qh Jh")
    assert score("As Ah Ac") > score("Ks Kh Kc") > score("3s 3h 3c")  # aces top, not threes


def test_the_braggers_are_wild_and_a_natural_hand_beats_the_same_hand_made_with_them():
    assert bragger_value(parse_cards("Ks Kh Jc")).category is Category.PRIAL
    assert score("Ks Kh Kc") > score("Ks Kh Jc") > score("Qs Qh Qc")
    assert score("As Ah Ad") > score("Jc 9d Ah")  # A♦ standing for itself is a natural ace
    assert bragger_value(parse_cards("As Ah Ad")).wilds == 0
    assert bragger_value(parse_cards("Jc 9d Ad")).category is Category.PRIAL
    assert score("Qs Qh 2c") > score("Qd Jc 2h") > score("Js 10s 10h")
    assert score("Qd Jc Ah") > score("Ks Kh Qc")  # the bragger pairs the ace
    assert bragger_value(parse_cards("Ad Kc 7h")).ranks[0].name == "KING"  # any bragger makes a pair


def test_the_rules_refuse_other_wild_cards_and_shuffle_every_hand():
    assert HouseRules(variant="single-stake").shuffle == "every-hand"
    with pytest.raises(HouseRulesError, match="wild"):
        HouseRules(variant="single-stake", wild="twos")


def test_the_dealer_stakes_first_before_anyone_picks_up():
    t = table()
    t.start_hand()
    assert t.to_act == 2 and offers(t) == ["bet 1-50"]
    assert t.chips == (50, 50, 50) and t.pot == 0
    assert t.statuses == ("blind", "blind", "blind")
    with pytest.raises(IllegalAction, match="stake"):
        t.apply(Action.fold())
    t.apply(Action.bet(5))
    picked = [e.seat for e in t.events_since(t.hand_start) if isinstance(e, HandPickedUp)]
    assert picked == [0, 1, 2] and t.statuses == ("open", "open", "open")
    assert t.to_act == 0 and offers(t) == ["fold", "bet 5-50"]


def test_natural_over_bragger():
    t = table()
    t.start_hand({0: "7c Jc 9d", 1: "7s 7h 7d", 2: "4c 8d 2s"})  # three sevens each, seat 0 with braggers
    t.apply(Action.bet(3))  # the dealer
    t.apply(Action.bet(3))
    t.apply(Action.bet(3))
    assert t.hand_over and t.result.how == "showdown"
    assert t.result.winner == 1 and t.chips == (47, 56, 47)
    assert [s.seat for s in t.result.showdown] == [2, 0, 1]  # shown in the order they bet


def test_on_full_equality_the_first_bettor_wins():
    t = table()
    t.start_hand({0: "Qs Qh 5c", 1: "Qd Qc 5h", 2: "8c 7d 2s"})
    t.apply(Action.bet(2))  # the dealer stakes
    t.apply(Action.bet(2))  # seat 0 meets first
    t.apply(Action.bet(6))  # seat 1 raises
    t.apply(Action.fold())  # the dealer drops
    t.apply(Action.bet(4))  # seat 0 meets the raise
    assert t.result.winner == 0
    tie = [e for e in t.events_since(t.hand_start) if isinstance(e, FirstBettorWins)]
    assert tie == [FirstBettorWins(0, (0, 1))]
    assert t.chips == (58, 44, 48)


def test_the_dealer_is_the_first_bettor_of_all():
    t = table()
    t.start_hand({0: "Qs Qh 5c", 1: "2c 3d 8s", 2: "Qd Qc 5h"})
    t.apply(Action.bet(4))
    t.apply(Action.bet(4))
    t.apply(Action.fold())
    assert t.result.winner == 2 and t.chips == (46, 50, 54)


def test_the_dealers_stake_unmet_comes_back_with_an_ante_from_each():
    t = table(4, ante=2)
    t.start_hand()
    t.apply(Action.bet(10))
    for _ in range(3):
        t.apply(Action.fold())
    assert t.hand_over and t.result.how == "fold" and t.result.showdown == ()
    assert t.chips == (48, 48, 48, 56) and t.pot == 0
    unmet = [e for e in t.events_since(t.hand_start) if isinstance(e, StakeUnmet)]
    assert unmet == [StakeUnmet(3, 10, 6)]


def test_a_stake_met_and_then_dropped_is_won_unshown_without_antes():
    t = table()
    t.start_hand()
    t.apply(Action.bet(3))
    t.apply(Action.bet(8))  # seat 0 raises
    t.apply(Action.fold())
    t.apply(Action.fold())  # the dealer drops too
    assert t.result.winner == 0 and t.result.showdown == ()
    assert t.chips == (53, 50, 47)
    assert not any(isinstance(e, StakeUnmet) for e in t.events_since(t.hand_start))


def test_raises_are_equalised_by_everyone_still_in():
    t = table(4)
    t.start_hand()
    t.apply(Action.bet(2))  # dealer, seat 3
    t.apply(Action.bet(2))  # seat 0 meets
    t.apply(Action.bet(5))  # seat 1 raises to 5
    assert offers(t) == ["fold", "bet 5-50"]  # seat 2 owes the whole 5
    t.apply(Action.bet(5))
    assert t.to_act == 3 and offers(t) == ["fold", "bet 3-48"]  # the dealer owes 3 more
    t.apply(Action.bet(3))
    assert t.to_act == 0 and offers(t) == ["fold", "bet 3-48"]
    t.apply(Action.bet(9))  # seat 0 raises to 11
    assert t.to_act == 1 and offers(t) == ["fold", "bet 6-45"]
    t.apply(Action.bet(6))
    t.apply(Action.fold())
    assert t.to_act == 3
    t.apply(Action.bet(6))  # everyone still in has put in 11 and answered: the hands are shown
    assert t.hand_over and t.result.how == "showdown"
    assert {s.seat for s in t.result.showdown} == {0, 1, 3}
    assert sum(t.chips) == 200


def test_nobody_is_ever_short_the_stake_stops_at_the_poorest_stack_still_in():
    t = table(3, chips=[50, 8, 30])
    t.start_hand()
    assert offers(t) == ["bet 1-8"]
    t.apply(Action.bet(2))
    assert offers(t) == ["fold", "bet 2-8"]
    t.apply(Action.fold())
    assert offers(t) == ["fold", "bet 2-8"]  # seat 1 is still in with 8
    t.apply(Action.bet(8))
    assert t.to_act == 2 and offers(t) == ["fold", "bet 6-6"]  # the dealer may only meet


def test_the_limits_on_the_stake():
    t = table(3, max_first_bet=4, max_raise=3, max_stake=9)
    t.start_hand()
    assert offers(t) == ["bet 1-4"]
    t.apply(Action.bet(4))
    assert offers(t) == ["fold", "bet 4-7"]
    with pytest.raises(IllegalAction, match="at most 7"):
        t.apply(Action.bet(8))
    with pytest.raises(IllegalAction, match="costs you 4"):
        t.apply(Action.bet(3))
    t.apply(Action.bet(7))
    assert offers(t) == ["fold", "bet 7-9"]


def test_refusals_change_nothing():
    t = table()
    t.start_hand()
    t.apply(Action.bet(3))
    before = (t.events, t.chips, t.pot, t.offers)
    for action in (Action.look(), Action.see(), Action.cover(), Action.bet(0), Action.bet(99), Action("draw")):
        with pytest.raises(IllegalAction):
            t.apply(action)
    assert (t.events, t.chips, t.pot, t.offers) == before


def test_a_session_replays_from_its_events_and_resumes_mid_hand():
    t = table(3)
    for _ in range(4):
        t.start_hand()
        while not t.hand_over:
            offer = t.legal_actions()[-1]
            t.apply(Action.bet(offer.min) if offer.kind == "bet" else offer)
    t.start_hand()
    t.apply(Action.bet(2))
    t.apply(Action.bet(5))
    again = replay(t.events)
    assert again.events == t.events
    resumed = table_from_record(session_record(t), seed=9)
    same_table(resumed, t)
    assert hand_as_seen(resumed, 0) == hand_as_seen(t, 0)
    resumed.apply(Action.fold())
    t.apply(Action.fold())
    assert resumed.to_act == t.to_act and resumed.offers == t.offers


def test_other_seats_never_see_a_hand_picked_up():
    t = table()
    t.start_hand()
    t.apply(Action.bet(2))
    mine = [e for e in t.events_for(0, t.hand_start) if isinstance(e, HandPickedUp)]
    assert [e.cards is not None for e in mine] == [True, False, False]
    assert t.view(0).my_cards["new"] == t.cards_of(0)["new"]


def test_only_the_dealers_stake_opens_the_betting():
    from casino_brag.engine.pub.games.single.events import StakeBet

    t = table()
    t.start_hand()
    t.apply(Action.bet(2))
    t.apply(Action.bet(6))  # seat 0's first bet is a raise, not a stake
    bets = [e for e in t.events_since(t.hand_start) if isinstance(e, StakeBet)]
    assert [(e.seat, e.amount, e.stake, e.raised, e.opening) for e in bets] == [
        (2, 2, 2, True, True),
        (0, 6, 6, True, False),
    ]
