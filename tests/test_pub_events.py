"""Events: who may know what, the seat view a computer opponent decides from, and replay."""

import json
import random
from dataclasses import replace

import pytest
from pub_support import move, same_table

from casino_brag.engine.cards import Card, parse_cards
from casino_brag.engine.pub import Action, HouseRules, ReplayError, Table, Visibility, replay, session_record
from casino_brag.engine.pub import table_from_record as resume
from casino_brag.engine.pub.events import (
    BetPlaced,
    CardDealt,
    CardsFixed,
    CutForDealer,
    Discarded,
    HandEnded,
    HandShown,
    Looked,
    SeedRecorded,
    SessionEnded,
    ToBottom,
)


def random_session(seed, hands=25, rules=None, n=4):
    """A session of random legal play, returned with the rng that continues it."""
    rng = random.Random(seed)
    t = Table([f"P{i}" for i in range(n)], 60, rules or HouseRules(), seed=seed)
    for _ in range(hands):
        if t.session_over:
            break
        if t.retain_offer is not None:
            play_one(t, rng)
        t.start_hand()
        while not t.hand_over:
            play_one(t, rng)
    return t, rng


def play_one(t, rng):
    offer = rng.choice(t.legal_actions())
    t.apply(Action.bet(rng.randint(offer.min, offer.max)) if offer.kind == "bet" else offer)


def faces(event):
    """Every card face an event reveals."""
    found = set()

    def walk(value):
        if isinstance(value, Card):
            found.add(value)
        elif isinstance(value, tuple | list):
            for v in value:
                walk(v)
        elif hasattr(value, "__dataclass_fields__"):
            for name in value.__dataclass_fields__:
                walk(getattr(value, name))

    walk(event)
    return found


def test_cards_are_dealt_face_down_to_everyone_including_their_player():
    t = Table(["A", "B"], seed=1, dealer=1)
    t.start_hand()
    dealt = [e for e in t.events if isinstance(e, CardDealt)]
    assert all(e.card is not None and e.visibility is Visibility.SECRET for e in dealt)
    for seat in (0, 1, None):
        seen = [e for e in t.events_for(seat) if isinstance(e, CardDealt)]
        assert [(e.seat, e.round, e.card) for e in seen] == [(e.seat, e.round, None) for e in dealt]


def test_looking_is_private_to_the_player():
    t = Table(["A", "B"], seed=1, dealer=1)
    t.start_hand()
    move(t, "look")
    look = t.events[-1]
    assert isinstance(look, Looked) and look.visibility is Visibility.PRIVATE and look.owner == 0
    assert look.seen_by(0) is look
    assert look.seen_by(1) == Looked(0, "new", None) == look.seen_by(None)


def test_secrets_are_removed_entirely():
    t = Table(["A", "B"], seed=1, dealer=1)
    t.start_hand({0: "As Kd 3c"})
    assert any(isinstance(e, SeedRecorded) for e in t.events)
    assert any(isinstance(e, CardsFixed) for e in t.events)
    for seat in (0, 1, None):
        assert not any(isinstance(e, SeedRecorded | CardsFixed) for e in t.events_for(seat))


def test_to_bottom_faces_follow_what_was_seen():
    folded_blind = ToBottom(1, 3, parse_cards("2c 3d 4h"), shown=False, looked=False)
    folded_open = replace(folded_blind, looked=True)
    shown = replace(folded_blind, shown=True)
    assert folded_blind.seen_by(1).cards is None
    assert folded_open.seen_by(1).cards == parse_cards("2c 3d 4h") and folded_open.seen_by(0).cards is None
    assert shown.seen_by(0) is shown


@pytest.mark.parametrize("seed", range(6))
def test_a_seat_never_learns_a_face_it_may_not_know(seed):
    rules = HouseRules(variant=["three-card", "four-card", "five-card"][seed % 3])
    t, _ = random_session(seed, rules=rules)
    for seat in range(4):
        allowed = set()
        for event in t.events_for(seat):
            if (
                (isinstance(event, Looked | Discarded) and event.seat == seat)
                or isinstance(event, HandShown | CutForDealer | HandEnded | SessionEnded)
                or (isinstance(event, ToBottom) and (event.shown or (event.seat == seat and event.looked)))
            ):
                allowed |= faces(event)
            else:
                assert not faces(event), event
        assert allowed == set().union(*(faces(e) for e in t.events_for(seat)))
        view = t.view(seat)
        for cards in view.my_cards.values():
            assert set(cards) <= allowed


def test_seat_view_shows_own_cards_only_after_looking():
    t = Table(["A", "B", "C"], seed=1, dealer=2)
    t.start_hand({0: "As Kd 3c", 1: "2h 2d 2s", 2: "9c 8c 7c"})
    view = t.view(0)
    assert view.my_cards == {} and view.my_turn and view.is_blind(0)
    assert t.view(1).legal_actions == ()
    move(t, "look")
    view = t.view(0)
    assert view.my_cards == {"new": parse_cards("As Kd 3c")} and not view.is_blind(0)
    assert view.statuses == ("open", "blind", "blind") and view.pot == 3 and view.stake == 0
    assert t.view(1).my_cards == {}
    assert view.opponents_in == (1, 2)


def test_seat_view_knows_the_pack_history_but_not_the_faces():
    t = Table(["A", "B", "C"], seed=1, dealer=2)
    t.start_hand()
    move(t, "look, fold, fold")  # seat 2 wins blind ...
    assert [e.seat for e in t.view(1).pack_history] == [0, 1]
    move(t, "fold")  # ... and declines to keep the hand
    history = t.view(1).pack_history
    assert [(e.seat, e.cards) for e in history] == [(0, None), (1, None), (2, None)]
    assert t.view(0).pack_history[0].cards == t.pack[-9:-6]


def test_replay_from_events_reproduces_the_session():
    for seed in range(4):
        t, _ = random_session(seed, rules=HouseRules(variant=["three-card", "four-card"][seed % 2]))
        again = replay(t.events)
        assert again.events == t.events
        assert (again.chips, again.pack, again.dealer, again.hand_number) == (t.chips, t.pack, t.dealer, t.hand_number)


def test_an_unseeded_table_keeps_no_seed_and_resumes_from_its_record():
    t = Table(["A", "B", "C"], seed=None)
    t.start_hand()
    move(t, "look, bet 2")
    assert t.seed is None
    with pytest.raises(ReplayError, match="fresh randomness"):
        replay(t.events)
    same_table(resume(json.loads(json.dumps(session_record(t)))), t)


def test_replay_refuses_a_tampered_log():
    t, _ = random_session(1, hands=5)
    events = t.events
    index = next(i for i, e in enumerate(events) if isinstance(e, CardDealt))
    other = Card.parse("Ks") if events[index].card == Card.parse("As") else Card.parse("As")
    forged = [*events[:index], replace(events[index], card=other), *events[index + 1 :]]
    with pytest.raises(ReplayError, match="differ"):
        replay(forged)
    bet = next(i for i, e in enumerate(events) if isinstance(e, BetPlaced))
    forged = [*events[:bet], replace(events[bet], amount=10_000), *events[bet + 1 :]]
    with pytest.raises(ReplayError, match="illegal"):
        replay(forged)
    with pytest.raises(ReplayError):
        replay(events[2:])


def test_saved_session_resumes_exactly_and_two_resumes_with_one_shuffle_play_on_identically():
    t, rng = random_session(9, hands=12)
    text = json.dumps(session_record(t))
    assert "seed" not in text
    same_table(resume(json.loads(text)), t)
    state = rng.getstate()
    tables = [resume(json.loads(text), seed=77), resume(json.loads(text), seed=77)]
    for table in tables:
        rng.setstate(state)
        for _ in range(6):
            if table.session_over:
                break
            if table.retain_offer is not None:
                play_one(table, rng)
            table.start_hand()
            while not table.hand_over:
                play_one(table, rng)
    assert tables[0].events == tables[1].events


def test_saved_session_keeps_fixed_deals():
    t = Table(["A", "B"], seed=3, dealer=1)
    t.start_hand({0: "As Kd 3c", 1: "2h 2d 2s"})
    move(t, "look, bet 2")
    record = session_record(t)
    assert record["hand"] == {
        "deal": {"0": "As Kd 3c", "1": "2h 2d 2s"},
        "moves": [{"seat": 0, "act": "look", "hand": "new"}, {"seat": 0, "act": "bet", "amount": 2}],
    }
    same_table(resume(record), t)


@pytest.mark.parametrize(
    "damage",
    [
        {"format": "other"},
        {"rules": {"ante": -1}},
        {"names": ["A"]},
        {"seed": 3},
        {"hand": {"deal": {"0": "As Kd 3c", "1": "2h 2d 2s"}, "moves": [{"seat": 5, "act": "fold"}]}},
        {"hand": {"deal": {"0": "As Kd 3c", "1": "2h 2d 2s"}, "moves": [{"seat": 0, "act": "bet", "amount": "x"}]}},
        {"hand": {"deal": {"0": "As Kd 3c", "1": "2h 2d 2s"}, "moves": [{"seat": 0, "act": "dance"}]}},
        {"hand": {"deal": {"0": "As As 3c", "1": "2h 2d 2s"}, "moves": []}},
        {"hand": {"deal": {"0": "As Kd 3c"}, "moves": []}},
        {"hand": {"deal": {"0": "As Kd 3c", "1": "2h 2d 2s"}}},
    ],
)
def test_a_damaged_save_is_refused_with_a_reason(damage):
    t = Table(["A", "B"], seed=3, dealer=1)
    record = session_record(t) | damage
    with pytest.raises(ReplayError):
        resume(record)
