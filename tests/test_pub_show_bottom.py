"""The bottom card shown (`show_bottom`): the pack lies face up after the deal and folded hands go
face up on it, one card showing; everyone sees it, and the opponents' pack memory follows it."""

from pub_support import move

from casino_brag.engine.ai.knowledge import SeatKnowledge
from casino_brag.engine.cards import parse_cards
from casino_brag.engine.pub import HouseRules, Table
from casino_brag.engine.pub.events import BottomCardShown, ToBottom


def table(**rules):
    t = Table(["A", "B", "C"], seed=2, dealer=2, rules=HouseRules(**rules))
    t.start_hand({0: "Qs Qd 7h", 1: "9c 5d 2h", 2: "Ah Kd 4c"})
    return t


def shown(t):
    return [e.card for e in t.events if isinstance(e, BottomCardShown)]


def test_after_the_deal_everyone_sees_the_bottom_card_of_the_pack():
    t = table(show_bottom=True)
    assert shown(t) == [t.pack[-1]]
    event = next(e for e in t.events if isinstance(e, BottomCardShown))
    assert all(event.seen_by(seat) == event for seat in (None, 0, 1, 2))


def test_a_fold_goes_face_up_on_the_pack_and_its_last_card_shows():
    t = table(show_bottom=True)
    move(t, "look, bet 2, fold")
    folded = [e for e in t.events if isinstance(e, ToBottom)][-1]
    assert folded.seat == 1 and shown(t)[-1] == t.pack[-1]
    assert shown(t)[-1] in parse_cards("9c 5d 2h")
    assert sum(t.chips) + t.pot == 300


def test_without_the_rule_nothing_is_shown():
    t = table()
    move(t, "look, bet 2, fold")
    assert shown(t) == []


def test_the_opponents_pack_memory_knows_the_shown_cards():
    t = table(show_bottom=True)
    move(t, "look, bet 2, fold")
    knowledge = SeatKnowledge(2)
    knowledge.observe(t.events_for(2))
    for card in shown(t):
        assert knowledge.known & card.bit
    unseen = table()
    memory = SeatKnowledge(2)
    memory.observe(unseen.events_for(2))
    assert not memory.known & unseen.pack[-1].bit  # without the rule the bottom card is unknown
