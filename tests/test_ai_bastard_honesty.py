"""Bastard Brag: a computer opponent decides only from what its seat may know, and what it
remembers of the unshuffled pack, the community cards included, is always true."""

import random

from ai_support import play
from hypothesis import given, settings
from hypothesis import strategies as st
from test_ai_honesty import Witness, cards_in_view, cards_reachable, scripted
from test_ai_memory import check_memory

from casino_brag.engine.ai import ComputerPlayer
from casino_brag.engine.ai.pack_memory import PackMemory
from casino_brag.engine.cards import FULL_DECK, Card
from casino_brag.engine.pub import HouseRules, Table
from casino_brag.engine.pub.events import events_seen_by

# --- hidden cards make no difference -------------------------------------------------------------


def decisions_of_seat_0(hands, community, character, level, rules):
    """Seat 0's (view, action)s and the betting round of each, until anything is shown."""
    n = len(hands)
    table = Table([f"P{i}" for i in range(n)], 300, rules, seed=11, dealer=n - 1)
    player = ComputerPlayer(0, n, character, level, rng=5)
    table.start_hand(dict(enumerate(hands)), community=community)
    seen, step = [], 0
    while not table.hand_over:
        if table.to_act == 0:
            view = player.view(table)
            action = player.choose(view)
            seen.append((table.betting_round, view, action))
            if action.kind == "see":
                break
        else:
            action = scripted(table, step)
            step += 1
        table.apply(action)
    return seen


@settings(max_examples=15, deadline=None)
@given(
    cards=st.permutations(FULL_DECK),
    others=st.integers(2, 4),
    who=st.sampled_from([("prof", "hard"), ("ray", "hard"), ("bill", "normal"), ("sid", "easy")]),
    switches=st.sampled_from([{}, {"stud": True}, {"community_cards": 4, "wild": "twos"}]),
)
def test_cards_the_seat_cannot_see_change_nothing(cards, others, who, switches):
    rules = HouseRules(variant="bastard", max_stake=20, **switches)
    k, size = rules.cards_dealt, rules.community_cards
    mine, board, rest = list(cards[:k]), list(cards[k : k + size]), list(cards[k + size :])
    hands_a = [mine] + [rest[i * k : (i + 1) * k] for i in range(others)]
    shuffled = rest[:]
    random.Random(len(rest)).shuffle(shuffled)
    hands_b = [mine] + [shuffled[i * k : (i + 1) * k] for i in range(others)]
    # Other players' cards differ: every decision is the same.
    assert decisions_of_seat_0(hands_a, board, *who, rules) == decisions_of_seat_0(hands_b, board, *who, rules)
    # The last community card differs: every decision before it is turned is the same.
    spare = next(c for c in rest if all(c not in h for h in hands_a))
    other_board = [*board[:-1], spare]
    a = [d for d in decisions_of_seat_0(hands_a, board, *who, rules) if d[0] < rules.betting_rounds]
    b = [d for d in decisions_of_seat_0(hands_a, other_board, *who, rules) if d[0] < rules.betting_rounds]
    assert a == b


# --- nothing hidden is reachable -----------------------------------------------------------------


def test_nothing_hidden_is_reachable_from_a_view_or_a_player():
    checked = [0]
    witness = Witness()
    specs = ["hard", "prof:hard", "ray:easy", "bill", "random", "calling-station"]

    def on_decision(table, player, view, action):
        if view is None:
            return
        allowed = witness.known_to(table, player.seat)
        assert cards_in_view(view) <= allowed
        assert cards_reachable(player) <= allowed
        face_down = set(table.community_dealt) - set(table.community_cards)
        assert not (cards_reachable(player) & face_down - allowed)
        checked[0] += 1

    play(specs, 40, HouseRules(variant="bastard", max_stake=30), seed=3, on_decision=on_decision)
    assert checked[0] > 200


# --- the memory of the pack ----------------------------------------------------------------------


def check_board_memory(table, memory):
    """Every remembered community card is the card dealt there."""
    dealt = table.community_dealt
    if table.hand_over:
        assert memory.board == []
        return
    assert len(memory.board) == len(dealt)
    for slot, card in zip(memory.board, dealt, strict=True):
        assert slot is None or slot == card


def test_memory_of_the_pack_and_the_community_cards_is_always_right():
    rules = HouseRules(variant="bastard", max_stake=20)
    specs = ["hard", "ray", "bill:hard", "lou", "calling-station"]
    memories, cursors = {}, {}
    face_down_known = []

    def on_decision(table, player, view, action):
        seat = player.seat
        memory = memories.setdefault(seat, PackMemory(seat))
        for event in events_seen_by(table.events, seat, cursors.get(seat, 0)):
            memory.observe(event)
        cursors[seat] = len(table.events)
        check_board_memory(table, memory)
        board = {c for c in memory.board if c is not None}
        if not table.hand_over:
            face_down_known.extend(board - set(table.community_cards))
        # The pack check of the other games, with the community cards counted as known too.
        on_board = memory.board
        memory.board = []
        known = memory.known
        memory.known &= ~sum(c.bit for c in on_board if c is not None)
        check_memory(table, seat, memory)
        memory.board, memory.known = on_board, known

    play(specs, 150, rules, seed=4, on_decision=on_decision)
    assert all(m.resets == 0 for m in memories.values())
    assert face_down_known, "after many unshuffled deals a seat knows community cards still face down"


def test_hard_uses_the_face_down_community_cards_it_knows_and_they_are_right():
    known = []

    def on_decision(table, player, view, action):
        if view is None or view.board is None or not view.board.known:
            return
        cards = {c for c in FULL_DECK if view.board.known & c.bit}
        assert cards <= set(table.community_dealt) - set(table.community_cards)
        known.append(len(cards))

    play(
        ["hard", "normal", "normal", "normal"],
        150,
        HouseRules(variant="bastard", max_stake=20),
        seed=9,
        on_decision=on_decision,
    )
    assert known


def test_a_fresh_seat_knows_no_community_card_face_down():
    table = Table(["A", "B", "C"], 100, HouseRules(variant="bastard"), seed=2, dealer=2)
    table.start_hand()
    player = ComputerPlayer(0, 3, "prof", "hard", rng=1)
    view = player.view(table)
    assert view.board is not None and view.board.known == 0 and view.board.unseen == 3
    assert isinstance(table.community_dealt[0], Card)
