"""The newer house rules on the table, in one place for the table's `Show` and its table talk:
the kept hand shown face up (`face_up`), dealer's choice of game (`dealers_choice`), and lend or
show (`lending`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from casino_brag.engine.hands import Ranking
from casino_brag.engine.pub.events import Event
from casino_brag.ui.pub import dealers_choice, face_up, lending
from casino_brag.ui.pub.sprites import CardSprite, Timed

HOUSE_EVENTS = (*face_up.FACE_UP_EVENTS, *dealers_choice.CHOICE_EVENTS)


class Show(Protocol):
    """The parts of the table's `Show` these rules change."""

    cards: list[CardSprite]
    labels: list[Timed]
    cues: list[tuple[float, str]]
    dealt: int
    ranking: Ranking

    @property
    def seats(self) -> int: ...


def tell(show: Show, event: Event, dealer: int, t: float, scale: float) -> float:
    """Schedule one of these rules' events at time `t`; returns when the next may begin."""
    if isinstance(event, dealers_choice.CHOICE_EVENTS):
        dealers_choice.tell(show, event)
        return t + 0.4 * scale
    return face_up.tell(show, event, dealer, t, scale)


def house_line(event: Event, names: Sequence[str]) -> str | None:
    """The table talk for these rules' events (None for any other)."""
    return (
        face_up.face_up_line(event, names)
        or dealers_choice.choice_line(event, names)
        or lending.lending_line(event, names)
    )


def house_bubble(event: Event) -> str | None:
    """What a player says out loud under these rules (None for any other event)."""
    return lending.lending_bubble(event)
