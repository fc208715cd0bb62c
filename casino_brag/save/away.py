"""What happened to a Pub Brag hand you left in the middle ("Fold and leave"): the table plays
it out without you, and the save keeps who took each pot, with what, and your chips after it,
so that resuming can tell you. It is kept in the session's record until the session is next
saved (that is, once it has been told); saves from before it simply have none.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from casino_brag.engine.cards import Rank
from casino_brag.engine.hands import Category, HandValue
from casino_brag.engine.pub import Table
from casino_brag.save.pub_book import HUMAN
from casino_brag.save.shapes import AWAY


@dataclass(frozen=True)
class Won:
    """One pot taken while you were away: by `seat`, with `hand` when it was shown."""

    pot: int
    seat: int
    amount: int
    hand: HandValue | None


@dataclass(frozen=True)
class Away:
    hand: int
    """The hand's number."""
    how: str
    """How the main pot was won: "fold" (all others folded), "see", "cover", ..."""
    pots: tuple[Won, ...]
    carried: int
    """Chips left in the pot for the next deal (nobody took it)."""
    chips: int
    """Your chips at the table after the hand."""


def away_note(table: Table) -> dict[str, Any]:
    """The note a hand played out without you leaves in the save, as plain data."""
    result = table.result
    assert result is not None
    arranged = "arrange" in table.game.turn_kinds  # several hands each: no one hand won the pot
    values = {} if arranged else {s.seat: s.value for s in result.showdown}
    pots = []
    for award in result.awards:
        entry: dict[str, Any] = {"pot": award.pot, "seat": award.seat, "amount": award.amount}
        value = values.get(award.seat)
        if value is not None:
            entry["hand"] = {
                "category": value.category.key,
                "ranks": [r.name.lower() for r in value.ranks],
                "wilds": value.wilds,
            }
        pots.append(entry)
    return {
        "hand": table.hand_number,
        "how": result.how,
        "pots": pots,
        "carried": result.carried,
        "chips": table.chips[HUMAN],
    }


def read_away(data: object, seats: int) -> Away | None:
    """The note as saved, or None when there is none (or it does not fit the table)."""
    if not isinstance(data, Mapping) or not AWAY(data):
        return None
    try:
        pots = tuple(Won(int(p["pot"]), int(p["seat"]), int(p["amount"]), _hand(p.get("hand"))) for p in data["pots"])
        away = Away(int(data["hand"]), str(data.get("how", "")), pots, int(data.get("carried", 0)), int(data["chips"]))
    except (KeyError, ValueError):
        return None
    return away if all(0 <= p.seat < seats for p in pots) else None


def _hand(data: object) -> HandValue | None:
    if not isinstance(data, Mapping):
        return None
    category = next(c for c in Category if c.key == data["category"])
    ranks = tuple(Rank[str(r).upper()] for r in data["ranks"])
    return HandValue(0, category, ranks, int(data.get("wilds", 0))) if ranks else None
