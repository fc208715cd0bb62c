"""A computer opponent decides only from what its seat may know.

Three proofs: (1) tables that differ only in cards the seat may not see give it identical views
and identical decisions; (2) no card it may not know is reachable from its view, or from the
player object at all (its knowledge, memory and the shared table record); (3) the shared event
feed gives each seat exactly `Event.seen_by(seat)`.
"""

import dataclasses
import random

from ai_support import play, seated
from hypothesis import given
from hypothesis import strategies as st

from casino_brag.engine.ai import ComputerPlayer, TableContext
from casino_brag.engine.ai.feed import TableFeed
from casino_brag.engine.ai.seating import Seat
from casino_brag.engine.ai.strength import HoldingOrder, OrderedStrength
from casino_brag.engine.cards import FULL_DECK, Card
from casino_brag.engine.pub import Action, HouseRules, Table
from casino_brag.engine.pub.events import HandShown

# --- (1) hidden cards make no difference ---------------------------------------------------------

SCRIPT = ["look", "bet", "bet", "look", "bet", "fold", "bet", "bet", "bet", "fold", "bet", "bet"]
"""What the other players do in turn, whatever their cards: looking, betting the least, folding."""


def scripted(table, step):
    """The scripted player's move at `step` (a fold is replaced by a bet if it would end a see)."""
    offers = {a.kind: a for a in table.legal_actions()}
    word = SCRIPT[step % len(SCRIPT)]
    if word == "look" and "look" in offers:
        return offers["look"]
    if word == "fold" and len(table.betting_seats) > 2:
        return Action.fold()
    if "bet" in offers:
        return Action.bet(offers["bet"].min)
    return offers.get("cover") or Action.fold()


def decisions_of_seat_0(hands, character, level, rules):
    """Play one hand with fixed cards; seat 0 is the computer player. Returns its (view, action)s
    until anything is shown (a see legitimately reveals the other hand)."""
    n = len(hands)
    table = Table([f"P{i}" for i in range(n)], 300, rules, seed=11, dealer=n - 1)
    player = seated(ComputerPlayer(0, n, character, level, rng=5), n)
    table.start_hand(dict(enumerate(hands)))
    seen = []
    step = 0
    while not table.hand_over:
        if table.to_act == 0:
            view = player.view(table)
            action = player.player.decide(view)
            seen.append((view, action))
            if action.kind == "see":
                break
        else:
            action = scripted(table, step)
            step += 1
        table.apply(action)
    return seen


@given(
    cards=st.permutations(FULL_DECK),
    others=st.integers(2, 5),
    who=st.sampled_from([("prof", "hard"), ("ray", "hard"), ("bill", "normal"), ("sid", "easy"), ("maggie", "hard")]),
    variant=st.sampled_from(["three-card", "four-card"]),
)
def test_cards_the_seat_cannot_see_change_nothing(cards, others, who, variant):
    rules = HouseRules(variant=variant, max_stake=20)
    k = rules.cards_dealt
    mine = list(cards[:k])
    rest = list(cards[k:])
    hands_a = [mine] + [rest[i * k : (i + 1) * k] for i in range(others)]
    shuffled = rest[:]
    random.Random(len(rest)).shuffle(shuffled)
    hands_b = [mine] + [shuffled[i * k : (i + 1) * k] for i in range(others)]
    a = decisions_of_seat_0(hands_a, *who, rules)
    b = decisions_of_seat_0(hands_b, *who, rules)
    assert a == b


# --- (2) nothing hidden is reachable -------------------------------------------------------------


COMMON_KNOWLEDGE = (OrderedStrength, HoldingOrder)
"""The tables of every possible hand: the same for everyone, and holding no Card at all."""


def cards_reachable(root):
    """Every Card reachable from `root` through attributes and containers."""
    found, stack, seen = set(), [root], set()
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, (int, float, str, bytes, bool, type(None), random.Random, type)):
            continue
        seen.add(id(obj))
        if isinstance(obj, Card):
            found.add(obj)
            continue
        if isinstance(obj, COMMON_KNOWLEDGE):
            continue
        if isinstance(obj, dict):
            stack.extend(obj.keys())
            stack.extend(obj.values())
        elif isinstance(obj, (list, tuple, set, frozenset)) or type(obj).__name__ == "deque":
            stack.extend(obj)
        elif dataclasses.is_dataclass(obj) or hasattr(obj, "__dict__") or hasattr(obj, "__slots__"):
            names = list(getattr(obj, "__dict__", {}))
            for klass in type(obj).__mro__:
                names += list(getattr(klass, "__slots__", ()))
            stack.extend(getattr(obj, name) for name in names if hasattr(obj, name))
    return found


def cards_in_view(view):
    """Every card a decision view holds or names: reachable cards, the known ones and those pinned
    to each player."""
    found = cards_reachable(view) | set(view.known_cards)
    for seat in range(len(view.pinned)):
        found |= set(view.pinned_cards(seat))
    return found


class Witness:
    """Every card a seat has been shown or has looked at, from the events as it sees them."""

    def __init__(self):
        self.cards, self.cursor = {}, {}

    def known_to(self, table, seat):
        start = self.cursor.get(seat, 0)
        self.cards.setdefault(seat, set()).update(cards_reachable(table.events_for(seat, start)))
        self.cursor[seat] = len(table.events)
        return self.cards[seat]


def test_nothing_hidden_is_reachable_from_a_view_or_a_player():
    checked = [0]
    witness = Witness()
    specs = ["hard", "prof:hard", "ray:easy", "bill", "random", "calling-station"]
    rules = HouseRules(max_stake=30)

    def on_decision(table, player, view, action):
        if view is None:
            return
        allowed = witness.known_to(table, player.seat)
        assert cards_in_view(view) <= allowed
        assert cards_reachable(player) <= allowed
        hidden = {c for s in range(len(table.names)) if s != player.seat for h in table.cards_of(s).values() for c in h}
        assert not (cards_reachable(player) & hidden - allowed)
        checked[0] += 1

    play(specs, 35, rules, seed=3, on_decision=on_decision)
    assert checked[0] > 150


def test_the_view_shows_only_the_seats_own_looked_at_cards_as_its_hand():
    table = Table(["A", "B", "C"], 100, HouseRules(), seed=2, dealer=2)
    table.start_hand({0: "Ah Kh Qh", 1: "3s 3d 3c", 2: "2c 7d 9s"})
    player = seated(ComputerPlayer(0, 3, "prof", "hard", rng=1), 3)
    view = player.view(table)
    assert view.blind and view.my_hands == ()
    table.apply(Action.look())
    view = player.view(table)
    assert dict(view.my_hands) == {"new": table.cards_of(0)["new"]}
    assert all(not view.pinned_cards(s) for s in (1, 2))


# --- (3) the shared feed redacts exactly as the engine does -------------------------------------


def test_the_shared_feed_gives_each_seat_exactly_what_it_may_see():
    feed = TableFeed()
    readers = {seat: object() for seat in range(4)}
    for seat, reader in readers.items():
        feed.join(reader, seat=seat)
    spectator = object()
    feed.join(spectator)
    cursors = dict.fromkeys(range(4), 0)
    spectator_cursor = [0]

    def on_decision(table, player, view, action):
        for seat, reader in readers.items():
            got = feed.read(reader, table)
            assert got == table.events_for(seat, cursors[seat])
            cursors[seat] = len(table.events)
        assert feed.read(spectator, table) == table.events_for(None, spectator_cursor[0])
        spectator_cursor[0] = len(table.events)

    table, _ = play(
        ["hard", "ray", "random", "lou"],
        40,
        HouseRules(max_stake=20, variant="four-card"),
        seed=8,
        on_decision=on_decision,
    )
    assert any(isinstance(e, HandShown) for e in table.events)  # private and public cards both went by


def test_players_at_one_table_share_only_public_bookkeeping():
    context = TableContext(3)
    table = Table(["A", "B", "C"], 100, HouseRules(), seed=4, dealer=2)
    table.start_hand()
    players = [Seat(s, ComputerPlayer(s, 3, "prof", "hard", rng=s), context) for s in range(3)]
    for _ in range(6):
        if table.hand_over:
            break
        table.apply(players[table.to_act].decide(table))
    shared = cards_reachable(context)
    assert shared <= cards_reachable(table.events_for(None))
