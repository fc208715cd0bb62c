"""Single-Stake Brag on the table: your cards turned up once the dealer's stake is down, and the
rule that decided each hand as its verdict."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from casino_brag.engine.pub.events import Event
from casino_brag.engine.pub.games.single.events import FirstBettorWins, HandPickedUp, StakeUnmet
from casino_brag.engine.pub.results import HandResult
from casino_brag.save.pub_book import HUMAN
from casino_brag.ui.pub.single.words import rule
from casino_brag.ui.pub.sprites import NEVER, CardSprite
from casino_brag.ui.pub.words import Verdict
from casino_brag.ui.pub.words import verdict as plain_verdict


class Show(Protocol):
    """The parts of the table's `Show` that Single-Stake Brag adds to."""

    cards: list[CardSprite]
    cues: list[tuple[float, str]]
    your_cards: dict[str, tuple[Any, ...]]


PICK_UP = 0.45
"""Seconds (at normal speed) for your cards to turn up once the stake is down."""


def tell(show: Show, event: Event, dealer: int, t: float, scale: float) -> float:
    """Schedule one Single-Stake event at time `t`; returns when the next may begin."""
    if isinstance(event, HandPickedUp) and event.seat == HUMAN and event.cards is not None:
        show.your_cards["new"] = event.cards
        live = sorted(
            (c for c in show.cards if c.seat == HUMAN and c.out_at == NEVER), key=lambda c: (c.hand, c.position)
        )
        for i, (sprite, card) in enumerate(zip(live, event.cards, strict=False)):
            sprite.face = card
            sprite.up_at = t + i * 0.08 * scale
            show.cues.append((sprite.up_at, "card_flip"))
        return t + PICK_UP * scale
    return t


def verdict(events: Sequence[Event], names: Sequence[str], result: HandResult) -> Verdict:
    """The verdict of a Single-Stake hand settled by `events`, with the rule that decided it."""
    unmet = any(isinstance(e, StakeUnmet) for e in events)
    first = next((e for e in events if isinstance(e, FirstBettorWins)), None)
    return told(result, names, unmet, first)


def told(result: HandResult, names: Sequence[str], unmet: bool, first: FirstBettorWins | None) -> Verdict:
    base = plain_verdict(result, names, None)
    return Verdict(base.headline, rule(result, names, unmet, first), base.winner, base.winners)


def history_verdict(events: Sequence[Mapping[str, Any]], names: Sequence[str], result: HandResult) -> Verdict | None:
    """The verdict of a stored Single-Stake hand, read from its events as you saw them."""
    unmet = any(e.get("type") == "StakeUnmet" for e in events)
    first = next((e for e in events if e.get("type") == "FirstBettorWins"), None)
    tie = None
    if first is not None and isinstance(first.get("seat"), int):
        tie = FirstBettorWins(first["seat"], ())
    if not 0 <= result.winner < len(names):
        return None
    return told(result, names, unmet, tie)
