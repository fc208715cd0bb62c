"""The retained hand shown face up on the table (`retained_face_up`): the kept-hand holder's new
hand turns over for all to see, named beside it, and goes under the pack once the others have
looked and those who cannot beat it have folded; the table talk says so."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from casino_brag.engine.pub.events import Event
from casino_brag.engine.pub.face_up import FaceUpCleared, FaceUpDealt
from casino_brag.save.pub_book import HUMAN
from casino_brag.ui.core.text import hand_name, tr
from casino_brag.ui.pub import layout as L
from casino_brag.ui.pub.sprites import NEVER, CardSprite, Timed

FACE_UP_EVENTS = (FaceUpDealt, FaceUpCleared)
TURN = 0.18
SHOWN_FOR = 1.1
"""Seconds (at normal speed) the face-up hand lies alone before the others look."""


class Show(Protocol):
    """The parts of the table's `Show` the face-up hand uses."""

    cards: list[CardSprite]
    labels: list[Timed]
    cues: list[tuple[float, str]]

    @property
    def seats(self) -> int: ...


def tell(show: Show, event: Event, dealer: int, t: float, scale: float) -> float:
    """Schedule the face-up hand turned over or taken away at time `t`; returns when the next
    event may begin."""
    live = sorted(
        (c for c in show.cards if isinstance(event, FACE_UP_EVENTS) and c.seat == event.seat),
        key=lambda c: c.position,
    )
    new = [c for c in live if c.hand == "new" and c.out_at == NEVER]
    if isinstance(event, FaceUpDealt):
        for i, (sprite, card) in enumerate(zip(new, event.cards, strict=False)):
            sprite.face = card
            sprite.up_at = t + i * 0.08 * scale
            show.cues.append((sprite.up_at, "card_flip"))
        show.labels.append(Timed(t + TURN * scale, NEVER, event.seat, hand_name(event.value)))
        return t + SHOWN_FOR * max(scale, 0.3)
    if isinstance(event, FaceUpCleared):
        for sprite in new:
            sprite.out_at = t
            sprite.out_to = L.pack_position(dealer, show.seats)
        show.labels[:] = [
            lab if lab.seat != event.seat or lab.until != NEVER else Timed(lab.at, t, lab.seat, lab.text, lab.tone)
            for lab in show.labels
        ]
        return t + 0.3 * scale
    return t


def face_up_line(event: Event, names: Sequence[str]) -> str | None:
    """The table talk for the face-up hand (None for other events)."""
    if isinstance(event, FaceUpDealt):
        key = "log.face_up.you" if event.seat == HUMAN else "log.face_up"
        return tr(key, name=names[event.seat], hand=hand_name(event.value))
    if isinstance(event, FaceUpCleared):
        if event.beaten:
            return tr("log.face_up.beaten")
        key = "log.face_up.unbeaten.you" if event.seat == HUMAN else "log.face_up.unbeaten"
        return tr(key, name=names[event.seat])
    return None
