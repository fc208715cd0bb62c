"""3 Card Brag Poker's table talk: a line for each blind, bet and draw, and what each player
says as they act."""

from __future__ import annotations

from collections.abc import Sequence

from casino_brag.engine.cards import Card
from casino_brag.engine.pub.events import Event
from casino_brag.engine.pub.games.poker.events import (
    BlindPosted,
    Called,
    Checked,
    DrawStarted,
    Drew,
    LimitRoundStarted,
    Raised,
)
from casino_brag.save.pub_book import HUMAN
from casino_brag.ui.core.text import chips, tr


def card_name(card: Card) -> str:
    """A card in words ("J of clubs"): the font has no suit symbols."""
    return tr("card.name", rank=card.rank.symbol, suit=tr(f"suit.{card.suit.name.lower()}"))


def said(key: str, seat: int, **values: object) -> str:
    """A sentence about `seat`, in the form for you when it is you."""
    return tr(f"{key}.you" if seat == HUMAN else key, **values)


POKER_EVENTS = (BlindPosted, LimitRoundStarted, Checked, Called, Raised, DrawStarted, Drew)


def _cards(cards: Sequence[Card]) -> str:
    return ", ".join(card_name(c) for c in cards)


def log_line(event: Event, names: Sequence[str]) -> str | None:
    """One line of the table talk for a 3 Card Brag Poker event (None for any other event)."""
    if isinstance(event, BlindPosted):
        key = "poker.log.big_blind" if event.big else "poker.log.small_blind"
        line = said(key, event.seat, name=names[event.seat], amount=chips(event.amount))
        return f"{line} {tr('poker.log.all_in')}" if event.all_in else line
    if isinstance(event, LimitRoundStarted):
        return said("poker.log.round", event.first, round=event.round, size=chips(event.size), name=names[event.first])
    if isinstance(event, Checked):
        return said("poker.log.check", event.seat, name=names[event.seat])
    if isinstance(event, Called):
        key = "poker.log.call_blind" if event.blind else "poker.log.call"
        line = said(key, event.seat, name=names[event.seat], cost=chips(event.cost))
        return f"{line} {tr('poker.log.all_in')}" if event.all_in else line
    if isinstance(event, Raised):
        if event.kind == "bet":
            return said("poker.log.bet", event.seat, name=names[event.seat], cost=chips(event.cost))
        return said(
            "poker.log.raise", event.seat, name=names[event.seat], cost=chips(event.cost), level=chips(event.level)
        )
    if isinstance(event, DrawStarted):
        return said("poker.log.draw", event.first, name=names[event.first])
    if isinstance(event, Drew):
        if event.count == 0:
            return said("poker.log.pat", event.seat, name=names[event.seat])
        if event.seat == HUMAN and event.discarded is not None and event.drawn is not None:
            return tr("poker.log.drew.you", thrown=_cards(event.discarded), drawn=_cards(event.drawn))
        key = "poker.log.drew_one" if event.count == 1 else "poker.log.drew"
        return tr(key, name=names[event.seat], count=event.count)
    return None


def bubble(event: Event) -> str | None:
    """What a player says as they act."""
    if isinstance(event, BlindPosted):
        return tr("poker.bubble.big" if event.big else "poker.bubble.small", amount=chips(event.amount))
    if isinstance(event, Checked):
        return tr("poker.bubble.check")
    if isinstance(event, Called):
        return tr("poker.bubble.call_blind" if event.blind else "poker.bubble.call", amount=chips(event.cost))
    if isinstance(event, Raised):
        if event.kind == "bet":
            return tr("poker.bubble.bet", amount=chips(event.cost))
        return tr("poker.bubble.raise", level=chips(event.level))
    if isinstance(event, Drew):
        return tr("poker.bubble.pat") if event.count == 0 else tr("poker.bubble.drew", count=event.count)
    return None
