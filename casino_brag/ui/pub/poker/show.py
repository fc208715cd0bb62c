"""3 Card Brag Poker on the table: the blinds and bets sliding into the pot as each player
speaks, and the draw, the cards changed flying under the pack and their replacements dealt in
(yours face up, the others' face down)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from casino_brag.engine.pub.events import Event, HandEnded
from casino_brag.engine.pub.games.poker.events import BlindPosted, Called, Drew, Raised
from casino_brag.save.pub_book import HUMAN
from casino_brag.ui.pub import layout as L
from casino_brag.ui.pub.poker.talk import POKER_EVENTS, bubble
from casino_brag.ui.pub.poker.words import verdict
from casino_brag.ui.pub.sprites import NEVER, CardSprite, Timed
from casino_brag.ui.pub.words import Verdict

EVENTS = POKER_EVENTS
ACTION_GAP = 0.38
DRAW_FLIGHT = 0.22
BUBBLE_SECONDS = 1.9


class Show(Protocol):
    """The parts of the table's `Show` that 3 Card Brag Poker adds to."""

    cards: list[CardSprite]
    bubbles: list[Timed]
    cues: list[tuple[float, str]]
    your_cards: dict[str, tuple]  # type: ignore[type-arg]

    @property
    def seats(self) -> int: ...

    def _chips(self, seat: int, amount: int, t: float, scale: float, *, to_pot: bool) -> None: ...

    def _send_away(self, sprite: CardSprite, dealer: int, t: float, scale: float) -> None: ...


def tell(show: Show, event: Event, dealer: int, t: float, scale: float) -> float:
    """Schedule one 3 Card Brag Poker event at time `t`; returns when the next may begin."""
    speech = bubble(event)
    seat = getattr(event, "seat", None)
    if speech is not None and isinstance(seat, int):
        show.bubbles.append(Timed(t, t + BUBBLE_SECONDS * max(scale, 0.6), seat, speech))
    if isinstance(event, BlindPosted | Called | Raised):
        amount = event.amount if isinstance(event, BlindPosted) else event.cost
        show._chips(event.seat, amount, t, scale, to_pot=True)
        show.cues.append((t, "chip_click"))
        return t + (0.1 if isinstance(event, BlindPosted) else ACTION_GAP) * scale
    if isinstance(event, Drew):
        return _drew(show, event, dealer, t, scale)
    return t + ACTION_GAP * 0.5 * scale


def verdict_of(events: Sequence[Event], names: Sequence[str]) -> Verdict | None:
    """The verdict of a 3 Card Brag Poker showdown among `events` (None for anything else)."""
    if not any(isinstance(e, POKER_EVENTS) for e in events):
        return None
    ended = next((e for e in events if isinstance(e, HandEnded)), None)
    return verdict(ended.result, names) if ended is not None else None


def _drew(show: Show, event: Drew, dealer: int, t: float, scale: float) -> float:
    if event.count == 0:
        return t + ACTION_GAP * 0.6 * scale
    live = sorted(
        (c for c in show.cards if c.seat == event.seat and c.out_at == NEVER and c.hand == "new"),
        key=lambda c: c.position,
    )
    if event.seat == HUMAN and event.discarded is not None:
        gone = [c for c in live if c.face in event.discarded]
    else:
        gone = live[-event.count :]
    for sprite in gone:
        show._send_away(sprite, dealer, t, scale)
    show.cues.append((t, "card_deal"))
    arrive = t + DRAW_FLIGHT * scale
    drawn = list(event.drawn) if event.seat == HUMAN and event.drawn is not None else [None] * len(gone)
    for i, (old, card) in enumerate(zip(gone, drawn, strict=False)):
        at = arrive + i * 0.08 * scale
        sprite = CardSprite(
            seat=event.seat,
            hand="new",
            position=old.position,
            count=old.count,
            dealt_at=at,
            src=L.pack_position(dealer, show.seats),
            fly=DRAW_FLIGHT * scale,
            face=card,
        )
        if card is not None:
            sprite.up_at = at + DRAW_FLIGHT * scale
            show.cues.append((sprite.up_at, "card_flip"))
        show.cards.append(sprite)
    if event.seat == HUMAN and event.cards is not None:
        show.your_cards["new"] = event.cards
    return arrive + (DRAW_FLIGHT + 0.08 * len(gone) + ACTION_GAP) * scale
