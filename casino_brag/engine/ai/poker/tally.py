"""3 Card Brag Poker's moves in the style statistics: blinds posted, calls (blind ones at half
price) and bets and raises, counted as the other games' bets are."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from casino_brag.engine.pub.events import Event
from casino_brag.engine.pub.games.poker.events import BlindPosted, Called, Raised

POKER_KINDS: frozenset[type[Event]] = frozenset({BlindPosted, Called, Raised})
"""The kinds of 3 Card Brag Poker event the style statistics count."""


class Counts(Protocol):
    """The counts of one player that a 3 Card Brag Poker move adds to (`style_stats.StyleCounts`)."""

    blind_hands: int
    bets: int
    raises: int
    staked: int
    put_in: int


def tally_poker(counts: Sequence[Counts], blind: set[int], event: Event) -> None:
    """Count one 3 Card Brag Poker event: a call or raise is a bet, its stake in open terms (a
    blind call counts double, as a blind bet does), and a blind call makes a blind hand."""
    if isinstance(event, BlindPosted):
        counts[event.seat].put_in += event.amount
    elif isinstance(event, Called):
        c = counts[event.seat]
        c.bets += 1
        c.staked += 2 * event.cost if event.blind else event.cost
        c.put_in += event.cost
        if event.blind and event.seat not in blind:
            blind.add(event.seat)
            c.blind_hands += 1
    elif isinstance(event, Raised):
        c = counts[event.seat]
        c.bets += 1
        c.raises += int(event.kind == "raise")
        c.staked += event.cost
        c.put_in += event.cost
