"""Seeded play is fixed: the same seeds give exactly the same sessions, event for event.

Each case plays a seeded session of computer players (and baselines) and compares a digest of
its full event stream, written out field by field, with the digest recorded here. Making the
engine or the opponents faster must not change a single card, bet or decision; a change of play
that is meant (new rules, a better opponent) records new digests:

    python -m tests.test_seeded_play
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import fields, is_dataclass
from enum import Enum

import pytest

from casino_brag.engine.ai import ComputerPlayer, TableContext
from casino_brag.engine.ai.tournament import run_tournament
from casino_brag.engine.ai.view import DecisionView
from casino_brag.engine.cards import Card
from casino_brag.engine.hands import HandValue
from casino_brag.engine.pub import HouseRules, Table
from tests.ai_support import seat_players

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
        HouseRules(variant="bastard", community_cards=4, wild_twos=True, round_raise_cap=4),
        ["hard", "normal", "maggie:easy"],
        9,
        30,
    ),
    "bastard stud": (HouseRules(variant="bastard", stud=True), ["hard", "ray", "prof:easy"], 10, 30),
}

DIGESTS = {
    "three-card six seats": "590d03e1e12bbb83dbbba80a",
    "three-card eight characters": "ef63222b0e711a2b03f81a1a",
    "three-card heads-up": "04b2baa5d08114b1280b5289",
    "three-card pot limit": "07ffa2986cdef93baf553806",
    "three-card harsh": "d4fa4d33f4fd77edcf3d95e2",
    "four-card": "c2481a4dda18f60eb153212a",
    "five-card": "7db6dae884317ea11166d78a",
    "bastard": "283978d2584d9e43f4310f6e",
    "bastard four community wild": "772ba8714576ece27bc36031",
    "bastard stud": "2a623645c51f2efee1915b6e",
    "tournament": "5e682c6bfa285b1a1964bbfd",
}


def canonical(value: object) -> str:
    """A value written out field by field: the same text on every Python version."""
    if isinstance(value, Card):
        return value.code
    if isinstance(value, HandValue):
        return f"v{value.score}"
    if isinstance(value, Enum):
        return value.name
    if is_dataclass(value) and not isinstance(value, type):
        inner = ",".join(f"{f.name}={canonical(getattr(value, f.name))}" for f in fields(value))
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
            table.apply(players[seat].decide(table))  # type: ignore[attr-defined]
    views = [table.view(s) for s in range(len(specs))]
    seen = [table.events_for(s) for s in (None, *range(len(specs)))]
    return "\n".join(canonical(e) for e in table.events) + "\n" + canonical(views) + canonical(seen)


def play_tournament() -> str:
    result = run_tournament(["hard", "easy", "ray"], 150, seed=3).to_json()
    del result["seconds"]
    return json.dumps(result, sort_keys=True)


@pytest.mark.parametrize("name", list(CASES))
def test_a_seeded_session_plays_exactly_as_recorded(name):
    assert digest(play_case(name)) == DIGESTS[name], f"{name}: play changed (see the module docstring)"


def test_a_seeded_tournament_reports_exactly_as_recorded():
    assert digest(play_tournament()) == DIGESTS["tournament"], "the tournament changed (see the module docstring)"


def test_a_decision_view_is_a_complete_view():
    """Views are built field by field for speed: each must be exactly what the constructor makes."""
    table = Table(["A", "B", "C"], 100, HouseRules(variant="four-card"), seed=1, dealer=0)
    context = TableContext(3)
    players = [ComputerPlayer(s, 3, None, "hard", rng=s, context=context) for s in range(3)]
    table.start_hand()
    for _ in range(6):
        if table.hand_over:
            break
        view = players[table.to_act].view(table)
        assert set(vars(view)) == {f.name for f in fields(DecisionView)}
        assert view == DecisionView(**vars(view))
        table.apply(players[table.to_act].choose(view))


def test_the_digest_sees_every_field():
    text = play_case("three-card heads-up")
    assert "CardDealt(seat=" in text and "card=" in text and "BetPlaced(" in text and "HandEnded(" in text


if __name__ == "__main__":
    for case in CASES:
        print(f'    "{case}": "{digest(play_case(case))}",')
    print(f'    "tournament": "{digest(play_tournament())}",')
