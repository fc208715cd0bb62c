"""The games' own moments on the table, for `Show.tell`: Three-Stake Brag's cards turned up and
drawn towards 31, Single-Stake Brag's cards picked up once the stake is down, 3 Card Brag
Poker's draw, and each game's verdict in its own words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from casino_brag.engine.pub.events import Event
from casino_brag.engine.pub.games.single.events import HandPickedUp
from casino_brag.engine.pub.results import HandResult
from casino_brag.ui.pub.poker import show as poker
from casino_brag.ui.pub.single import show as single
from casino_brag.ui.pub.threestake import show as stakes
from casino_brag.ui.pub.threestake.words import STAKE_EVENTS
from casino_brag.ui.pub.words import Verdict


class Show(single.Show, stakes.Show, poker.Show, Protocol):
    """The parts of the table's `Show` the games add to."""


EVENTS = (*STAKE_EVENTS, HandPickedUp, *poker.EVENTS)
"""The events a game schedules itself."""


def tell(show: Show, event: Event, dealer: int, t: float, scale: float) -> float:
    """Schedule one of the games' own events at time `t`; returns when the next may begin."""
    if isinstance(event, HandPickedUp):
        return single.tell(show, event, dealer, t, scale)
    if isinstance(event, poker.EVENTS):
        return poker.tell(show, event, dealer, t, scale)
    return stakes.tell(show, event, dealer, t, scale)


def verdict(events: Sequence[Event], names: Sequence[str], result: HandResult, variant: str) -> Verdict | None:
    """The verdict a game tells in its own words (None: the table's usual verdict)."""
    if variant == "single-stake":
        return single.verdict(events, names, result)
    if variant == "brag-poker":
        return poker.verdict_of(events, names)
    return stakes.verdict(events, names, result.winner)
