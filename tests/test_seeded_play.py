"""Seeded play is fixed: the same seeds give exactly the same sessions, event for event.

Each case plays a seeded session of computer players (and baselines) and compares a digest of
its full event stream, written out field by field, with the digest recorded here. Making the
engine or the opponents faster must not change a single card, bet or decision; a change of play
that is meant (new rules, a better opponent) records new digests:

    python tests/test_seeded_play.py
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import fields, is_dataclass
from enum import Enum

import pytest
from ai_support import seat_players
from hypothesis import given, settings
from hypothesis import strategies as st

from casino_brag.engine.ai import ComputerPlayer, TableContext
from casino_brag.engine.ai.bastard.view import board_view
from casino_brag.engine.ai.difficulty import LEVELS
from casino_brag.engine.ai.knowledge import SeatKnowledge
from casino_brag.engine.ai.record import TableRecord
from casino_brag.engine.ai.seating import Seat
from casino_brag.engine.ai.strength import strength_model
from casino_brag.engine.ai.tournament import run_tournament
from casino_brag.engine.ai.view import FIELDS, DecisionView, _others
from casino_brag.engine.cards import Card
from casino_brag.engine.hands import HandValue
from casino_brag.engine.pub import HouseRules, Table

CASES: dict[str, tuple[HouseRules, list[str], int, int]] = {
    # name: (rules, players, seed, hands)
    "three-card six seats": (HouseRules(), ["hard", "easy", "easy", "easy", "easy", "easy"], 1, 40),
    "three-card eight characters": (
        HouseRules(),
        ["edna", "ray:hard", "prof", "bill:easy", "nell", "sid:hard", "maggie", "lou:easy"],
        2,
        25,
    ),
    "three-card heads-up": (HouseRules(), ["hard", "calling-station"], 3, 60),
    "three-card pot limit": (HouseRules(pot_limit=True, ante=2), ["normal", "random", "ray"], 4, 40),
    "three-card harsh": (
        HouseRules(max_stake=20, short_of_chips="fold", shuffle="every-hand", retain_blind_hand=False),
        ["hard", "ray", "bill:easy"],
        5,
        40,
    ),
    "four-card": (HouseRules(variant="four-card"), ["hard", "normal", "ray:easy", "maggie"], 6, 30),
    "five-card": (HouseRules(variant="five-card", round_raise_cap=3), ["prof:hard", "bill:easy", "nell"], 7, 30),
    "bastard": (
        HouseRules(variant="bastard"),
        ["hard", "easy", "sid", "lou:hard", "random", "calling-station"],
        8,
        30,
    ),
    "bastard four community wild": (
        HouseRules(variant="bastard", community_cards=4, wild="twos", round_raise_cap=4),
        ["hard", "normal", "maggie:easy"],
        9,
        30,
    ),
    "bastard stud": (HouseRules(variant="bastard", stud=True), ["hard", "ray", "prof:easy"], 10, 30),
}

DIGESTS = {
    "three-card six seats": "ca7bb949af7625572c7ec214",
    "three-card eight characters": "5a1a755a65f1b365140a024e",
    "three-card heads-up": "3a97227a4e3f9a332aa6b159",
    "three-card pot limit": "4db1fcceffcbf3adaaf5bd5d",
    "three-card harsh": "36d47783977ad9e078748dfc",
    "four-card": "82a0504b1e1ede78f6642278",
    "five-card": "9f74f7cfe0040c2e176bc411",
    "bastard": "acdaf74c23db516381af92a3",
    "bastard four community wild": "c28b83edfa34e27485f24270",
    "bastard stud": "cdcf84dc6b008e950e3eac37",
    "tournament": "e0e2d4ef60a588a87ed25a55",
}


LATER_FIELDS: dict[str, object] = {"retained_face_up": False, "face_up": None, "dealers_choice": False, "owes": 0}
"""Fields added after these digests were recorded (house rules, and what a view says of them),
written out only when not at their default: a new rule left off leaves every digest as it was."""


def canonical(value: object) -> str:
    """A value written out field by field: the same text on every Python version."""
    if isinstance(value, Card):
        return value.code
    if isinstance(value, HandValue):
        return f"v{value.score}"
    if isinstance(value, Enum):
        return value.name
    if is_dataclass(value) and not isinstance(value, type):
        inner = ",".join(
            f"{f.name}={canonical(getattr(value, f.name))}"
            for f in fields(value)
            if f.name not in LATER_FIELDS or getattr(value, f.name) != LATER_FIELDS[f.name]
        )
        return f"{type(value).__name__}({inner})"
    if isinstance(value, tuple | list):
        return "(" + ",".join(canonical(v) for v in value) + ")"
    if isinstance(value, dict):
        return "{" + ",".join(f"{canonical(k)}:{canonical(v)}" for k, v in value.items()) + "}"
    return repr(value)


def digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def play_case(name: str) -> str:
    """The canonical text of a case's whole session: every event, then every seat's view of it."""
    rules, specs, seed, hands = CASES[name]
    context = TableContext(len(specs))
    players = seat_players(specs, context, seed)
    table = Table([f"P{i}" for i in range(len(specs))], 300, rules, seed=seed, dealer=None if seed % 2 else 0)
    for _ in range(hands):
        if table.session_over:
            break
        table.start_hand()
        while True:
            seat = table.to_act if not table.hand_over else table.retain_offer
            if seat is None:
                break
            table.apply(players[seat].decide(table))
    views = [table.view(s) for s in range(len(specs))]
    seen = [table.events_for(s) for s in (None, *range(len(specs)))]
    return "\n".join(canonical(e) for e in table.events) + "\n" + canonical(views) + canonical(seen)


def play_tournament() -> str:
    """The tournament's report, its floats to 9 decimals: Python versions differ in the last bits
    of a standard deviation (3.12 sums its squares more exactly), never in what was played."""
    result = run_tournament(["hard", "easy", "ray"], 150, seed=3).to_json()
    del result["seconds"]
    return json.dumps(_rounded(result), sort_keys=True)


def _rounded(value: object) -> object:
    if isinstance(value, float):
        return round(value, 9)
    if isinstance(value, dict):
        return {key: _rounded(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_rounded(item) for item in value]
    return value


@pytest.mark.parametrize("name", list(CASES))
def test_a_seeded_session_plays_exactly_as_recorded(name):
    assert digest(play_case(name)) == DIGESTS[name], f"{name}: play changed (see the module docstring)"


def test_a_seeded_tournament_reports_exactly_as_recorded():
    assert digest(play_tournament()) == DIGESTS["tournament"], "the tournament changed (see the module docstring)"


def test_a_decision_view_is_a_complete_view():
    """A snapshot holds every field, exactly as the constructor makes it."""
    table = Table(["A", "B", "C"], 100, HouseRules(variant="four-card"), seed=1, dealer=0)
    context = TableContext(3)
    players = [Seat(s, ComputerPlayer(s, 3, None, "hard", rng=s), context) for s in range(3)]
    table.start_hand()
    for _ in range(6):
        if table.hand_over:
            break
        view = players[table.to_act].view(table)
        assert set(vars(view)) == {f.name for f in fields(DecisionView)}
        assert view == DecisionView(**vars(view))
        table.apply(players[table.to_act].player.decide(view))


def expected_view(table, seat, level):
    """What the view of `seat` must hold, worked out afresh from the events it may see."""
    knowledge = SeatKnowledge(seat, keeps_count=LEVELS[level].card_memory)
    knowledge.observe(table.events_for(seat))
    record = TableRecord(len(table.chips), strength_model(table.rules).percentile)
    record.observe(table.events_for(None))
    chips, put_in, statuses, hands_held = table.seat_figures()
    return {
        "seat": seat,
        "rules": table.rules,
        "hand_number": table.hand_number,
        "dealer": table.dealer,
        "between_hands": False,
        "pending": table.pending_choice,
        "offers": tuple(table.legal_actions()),
        "chips": chips,
        "put_in": put_in,
        "statuses": statuses,
        "hands_held": hands_held,
        "pot": table.pot,
        "live_pot": table.live_pot,
        "stake": table.stake,
        "my_hands": tuple(knowledge.my_hands.items()),
        "my_kept": knowledge.my_kept,
        "known": knowledge.known,
        "pinned": knowledge.pinned_in(statuses),
        "logs": record.logs,
        "habits": record.habits,
        "turns": record.turns,
        "tilt": record.tilt[seat],
        "session_net": record.session_net[seat],
        "starting_chips": record.starting_chips[seat],
        "board": board_view(table, knowledge) if table.rules.bastard else None,
        "split": knowledge.split_in(statuses, hands_held),
        "calm": record.calm,
        "moves": record.moves,
        "move_stakes": record.move_stakes,
        "dealt_two": record.dealt_two,
        "draw": None,
        "face_up": None,  # the kept hand shown face up is a house rule these tables do not play
        "poker": None,
    }


@settings(max_examples=20, deadline=None)
@given(
    variant=st.sampled_from(["three-card", "four-card", "five-card", "bastard"]),
    seed=st.integers(0, 10_000),
    level=st.sampled_from(["easy", "normal", "hard"]),
)
def test_a_view_holds_what_the_seat_may_know_now(variant, seed, level):
    """Each field of the view a player is handed is what the seat's events say at that moment."""
    table = Table(["A", "B", "C", "D"], 200, HouseRules(variant=variant), seed=seed, dealer=0)
    context = TableContext(4)
    players = [Seat(s, ComputerPlayer(s, 4, None, level, rng=seed + s), context) for s in range(4)]
    for _ in range(2):
        table.start_hand()
        while not table.hand_over:
            seated = players[table.to_act]
            expected = expected_view(table, seated.seat, level)
            view = seated.view(table)
            assert {name: getattr(view, name) for name in FIELDS} == expected
            assert (view.opponents, view.betting_opponents) == _others(view.statuses, seated.seat)
            table.apply(seated.player.decide(view))
        if table.retain_offer is not None:
            table.apply(players[table.retain_offer].decide(table))


def test_the_digest_sees_every_field():
    text = play_case("three-card heads-up")
    assert "CardDealt(seat=" in text and "card=" in text and "BetPlaced(" in text and "HandEnded(" in text


if __name__ == "__main__":
    for case in CASES:
        print(f'    "{case}": "{digest(play_case(case))}",')
    print(f'    "tournament": "{digest(play_tournament())}",')
