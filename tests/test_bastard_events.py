"""Bastard Brag events: what each seat may know of the community cards, the seat view, and replay."""

import json
import random

import pytest
from pub_support import bastard_with, move, same_table
from test_pub_events import faces

from casino_brag.engine.cards import Card, parse_cards
from casino_brag.engine.pub import Action, HouseRules, ReplayError, Table, Visibility, replay, session_record
from casino_brag.engine.pub import table_from_record as resume
from casino_brag.engine.pub.events import (
    BettingRoundStarted,
    CardsFixed,
    CommunityCardDealt,
    CommunityCardTurned,
    CommunityToBottom,
    CutForDealer,
    Discarded,
    HandEnded,
    HandShown,
    Looked,
    SessionEnded,
    ToBottom,
)


def random_session(seed, hands=20, n=4, **switches):
    rng = random.Random(seed)
    t = Table([f"P{i}" for i in range(n)], 80, HouseRules(variant="bastard", **switches), seed=seed)
    for _ in range(hands):
        if t.session_over:
            break
        t.start_hand()
        while not t.hand_over:
            offer = rng.choice(t.legal_actions())
            t.apply(Action.bet(rng.randint(offer.min, min(offer.max, offer.min + 3))) if offer.kind == "bet" else offer)
    return t


def test_community_cards_are_dealt_face_down_and_turned_face_up_for_everyone():
    t = bastard_with({0: "Qs Qd 7h", 1: "Kc 9d 4s"}, "5h Kh Kd", n=2)
    dealt = [e for e in t.events if isinstance(e, CommunityCardDealt)]
    assert all(e.visibility is Visibility.SECRET for e in dealt)
    for seat in (0, 1, None):
        seen = [e for e in t.events_for(seat) if isinstance(e, CommunityCardDealt)]
        assert seen == [CommunityCardDealt(i, None) for i in range(3)]
    move(t, "bet 1, bet 1")
    turned = t.events[-2]
    assert turned == CommunityCardTurned(0, Card.parse("5h"), 2) and turned.visibility is Visibility.PUBLIC
    assert all(turned in t.events_for(seat) for seat in (0, 1, None))
    assert t.events[-1] == BettingRoundStarted(2, 4, 2, 0)


@pytest.mark.parametrize("seed", range(4))
def test_a_seat_never_learns_a_face_it_may_not_know(seed):
    switches = [{}, {"stud": True}, {"wild": "twos", "community_cards": 4}, {"blind_bastard": True}][seed]
    t = random_session(seed, **switches)
    for seat in range(4):
        allowed = set()
        for event in t.events_for(seat):
            if (
                (isinstance(event, Looked | Discarded) and event.seat == seat)
                or isinstance(event, HandShown | CutForDealer | HandEnded | SessionEnded | CommunityCardTurned)
                or (isinstance(event, ToBottom) and (event.shown or (event.seat == seat and event.looked)))
            ):
                allowed |= faces(event)
            elif isinstance(event, CommunityToBottom):
                assert faces(event) == {c for c in event.cards[: event.turned]}
            else:
                assert not faces(event), event
        assert allowed == set().union(*(faces(e) for e in t.events_for(seat)))


def test_the_seat_view_shows_the_board_and_the_betting_round():
    t = bastard_with({0: "Qs Qd 7h", 1: "Kc 9d 4s", 2: "9c 8d 7c"}, "5h Kh Kd")
    view = t.view(1)
    assert (view.community, view.community_size, view.betting_round, view.betting_rounds) == ((), 3, 1, 4)
    move(t, "look, bet 2, bet 1, bet 1")
    view = t.view(0)
    assert view.community == parse_cards("5h") and view.betting_round == 2 and view.my_turn
    assert [type(e).__name__ for e in view.hand_events[-2:]] == ["CommunityCardTurned", "BettingRoundStarted"]
    assert not any(isinstance(e, CommunityCardDealt) and e.card for e in view.hand_events)


def test_the_showdown_names_the_three_cards_each_player_used():
    t = bastard_with({0: "Qs Qd 7h", 1: "Kc 9d 4s"}, "5h Kh Kd", n=2)
    move(t, "bet 1, bet 1, bet 1, bet 1, bet 1, bet 1, bet 1, bet 1")
    shown = [e for e in t.events if isinstance(e, HandShown)]
    assert [(e.seat, e.cards, e.own) for e in shown] == [
        (0, parse_cards("7h 5h Kh"), parse_cards("Qs Qd 7h")),
        (1, parse_cards("Kc Kh Kd"), parse_cards("Kc 9d 4s")),
    ]
    assert t.result.showdown[1].own_used == parse_cards("Kc")
    assert t.result.showdown[1].community_used == parse_cards("Kh Kd")


@pytest.mark.parametrize("seed", range(3))
def test_replay_and_a_saved_session_reproduce_bastard_sessions(seed):
    switches = [{"stud": True}, {"wild": "twos"}, {"community_cards": 4, "blind_bastard": True}][seed]
    t = random_session(seed, hands=12, **switches)
    assert replay(t.events).events == t.events
    same_table(resume(json.loads(json.dumps(session_record(t)))), t)


def test_a_saved_session_keeps_fixed_community_cards_and_resumes_mid_hand():
    t = bastard_with({0: "Qs Qd 7h", 1: "Kc 9d 4s"}, "5h Kh Kd", n=2)
    move(t, "look, bet 2, bet 1")
    record = session_record(t)
    assert record["hand"]["deal"] == {"0": "Qs Qd 7h", "1": "Kc 9d 4s", "community": "5h Kh Kd"}
    resumed = resume(json.loads(json.dumps(record)))
    same_table(resumed, t)
    assert resumed.round == 2 and resumed.community_cards == parse_cards("5h")
    assert next(e for e in resumed.events if isinstance(e, CardsFixed)).community == parse_cards("5h Kh Kd")
    move(resumed, "bet 2, see")
    assert resumed.result.winner == 1


def test_a_saved_deal_with_bad_community_cards_is_refused():
    t = Table(["A", "B"], rules=HouseRules(variant="bastard"), seed=3, dealer=1)
    t.start_hand({0: "As Kd 3c", 1: "2h 2d 2s"})
    record = session_record(t)
    record["hand"]["deal"]["community"] = "5h 5h Kd"
    with pytest.raises(ReplayError, match="cannot deal"):
        resume(record)
