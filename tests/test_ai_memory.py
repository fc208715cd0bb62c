"""A seat's memory of the unshuffled pack: everything it claims to know is true."""

import pytest
from ai_support import play

from casino_brag.engine.ai.pack_memory import PackMemory
from casino_brag.engine.cards import Card
from casino_brag.engine.pub import HouseRules
from casino_brag.engine.pub.events import events_seen_by


def check_memory(table, seat, memory):
    """Every remembered slot of the pack and of each hand holds the card the memory says."""
    pack = table.pack
    assert len(memory.pack) == len(pack)
    for slot, card in zip(memory.pack, pack, strict=True):
        assert slot is None or slot == card
    for other in range(len(table.names)):
        actual = table.cards_of(other)
        for name, slots in memory.hands.get(other, {}).items():
            if not slots:
                continue
            assert name in actual, (other, name)
            for slot, card in zip(slots, actual[name], strict=True):
                assert slot is None or slot == card
    known = {c for c in (Card.from_index(i) for i in range(52)) if memory.known & c.bit}
    remembered = {s for s in memory.pack if s is not None} | {
        s for hands in memory.hands.values() for slots in hands.values() for s in slots if s is not None
    }
    assert known == remembered


@pytest.mark.parametrize("variant", ["three-card", "four-card", "five-card"])
def test_memory_of_the_pack_is_always_right(variant):
    rules = HouseRules(variant=variant, max_stake=20)
    specs = ["hard", "ray", "bill:hard", "lou", "calling-station"]
    memories = {}
    checked = [0]

    def on_decision(table, player, view, action):
        seat = player.seat
        memory = memories.setdefault(seat, PackMemory(seat))
        for event in events_seen_by(table.events, seat, memory_cursor.get(seat, 0)):
            memory.observe(event)
        memory_cursor[seat] = len(table.events)
        check_memory(table, seat, memory)
        checked[0] += 1

    memory_cursor = {}
    play(specs, 120, rules, seed=4, on_decision=on_decision)
    assert checked[0] > 500
    assert all(m.resets == 0 for m in memories.values())
    # By now the seats remember where many cards are.
    assert max(m.known.bit_count() for m in memories.values()) >= 20


def test_hard_players_memory_grows_from_what_it_has_seen_and_follows_the_deal():
    seen_pinned = []

    def on_decision(table, player, view, action):
        if view is None or view.seat != 0:
            return
        for other in view.opponents:
            pinned = view.pinned_cards(other)
            if pinned:
                seen_pinned.append(other)
                assert set(pinned) <= set(c for hand in table.cards_of(other).values() for c in hand)

    play(["hard", "normal", "normal", "normal"], 150, HouseRules(max_stake=20), seed=9, on_decision=on_decision)
    assert seen_pinned, "after many unshuffled deals Hard knows some opponents' cards"


def test_memory_that_turns_out_wrong_is_forgotten_not_trusted():
    from pub_support import move

    from casino_brag.engine.pub import Table

    t = Table(["A", "B", "C"], seed=5, dealer=2)
    memory = PackMemory(0)
    cursor = 0

    def catch_up():
        nonlocal cursor
        for event in events_seen_by(t.events, 0, cursor):
            memory.observe(event)
        cursor = len(t.events)

    t.start_hand()
    move(t, "look, bet 2, look, bet 2, fold, see")  # a see: two hands are shown and remembered
    catch_up()
    assert memory.known.bit_count() >= 6 and memory.resets == 0
    # Hands set in advance take cards out of the pack wherever they are, which no player can
    # know; once such a card is shown where memory did not expect it, memory starts again.
    shown = [c for e in t.events if type(e).__name__ == "HandShown" for c in e.cards]
    t.start_hand({1: shown[:3]})
    move(t, "look, bet 2, look, bet 2, fold, see")
    catch_up()
    assert memory.resets == 1
    check_memory(t, 0, memory)
