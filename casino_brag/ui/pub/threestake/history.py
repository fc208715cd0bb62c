"""Three-Stake Brag in the hand history: the three stakes read back from a stored hand."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, get_args

from casino_brag.engine.cards import Card
from casino_brag.engine.pub.games.threestake.events import StakeHow, StakeWon
from casino_brag.ui.pub.threestake.show import verdict
from casino_brag.ui.pub.words import Verdict


def stakes_won(events: Sequence[Mapping[str, Any]]) -> list[StakeWon]:
    """The stakes won in a stored hand (those that cannot be read are left out)."""
    found: list[StakeWon] = []
    for event in events:
        if event.get("type") != "StakeWon":
            continue
        seats, how, card = event.get("seats"), event.get("how"), event.get("card")
        number, amount, count = event.get("number"), event.get("amount"), event.get("count")
        if not (isinstance(seats, list) and all(isinstance(s, int) for s in seats) and how in get_args(StakeHow)):
            continue
        if not isinstance(number, int) or not isinstance(amount, int):
            continue
        try:
            face = Card.parse(card) if isinstance(card, str) else None
        except ValueError:
            continue
        why = next(h for h in get_args(StakeHow) if h == how)
        found.append(StakeWon(number, tuple(seats), amount, why, face, count if isinstance(count, int) else None))
    return found


def history_verdict(events: Sequence[Mapping[str, Any]], names: Sequence[str], winner: int) -> Verdict | None:
    """The three stakes of a stored hand as its verdict (None when they cannot all be read)."""
    won = [w for w in stakes_won(events) if all(0 <= s < len(names) for s in w.seats)]
    return verdict(won, names, winner)
