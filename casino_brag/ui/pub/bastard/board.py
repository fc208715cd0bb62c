"""Bastard Brag's community cards on screen: dealt face down to the middle, turned one at a time
as each betting round begins, lit up at the showdown where a hand uses them, and gathered with
the players' cards when the next hand is dealt.

Like the rest of the choreography (`show`), everything here is scheduled ahead as a function
of the table's clock: drawing at any time reads it and changes nothing.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field

from casino_brag.engine.cards import Card
from casino_brag.engine.pub.events import HandShown
from casino_brag.ui.pub import layout as L
from casino_brag.ui.pub.sprites import NEVER, CardSprite, Point, ease

DEAL_FLIGHT = 0.22
TURN = 0.26
BEAT = 0.22
"""A pause before a community card turns, so the last bet's chips have landed."""


@dataclass
class BoardCard:
    """One community card, from the deal until it goes back under the pack."""

    index: int
    count: int
    dealt_at: float
    src: Point
    fly: float
    face: Card | None = None
    up_at: float = NEVER
    turn: float = TURN
    out_at: float = NEVER
    out_to: Point = (0.0, 0.0)

    def present(self, t: float) -> bool:
        return self.dealt_at <= t < self.out_at + self.fly

    def settled(self, t: float) -> bool:
        return self.dealt_at + self.fly <= t < self.out_at

    def place(self, t: float) -> Point:
        """Where the card is at time t: its slot in the row, or flying in or out."""
        x, y = L.board_topleft(self.index, self.count)
        if t < self.dealt_at + self.fly:
            k = ease(self.dealt_at, self.fly, t)
            return self.src[0] + (x - self.src[0]) * k, self.src[1] + (y - self.src[1]) * k - 24 * math.sin(math.pi * k)
        if t >= self.out_at:
            k = ease(self.out_at, self.fly, t)
            return x + (self.out_to[0] - x) * k, y + (self.out_to[1] - y) * k
        return x, y

    def turning(self, t: float) -> tuple[float, bool]:
        """(how wide it is drawn, 0…1; whether its face shows) while it turns over."""
        if self.face is None or t < self.up_at:
            return 1.0, False
        if self.turn <= 0:
            return 1.0, True
        k = min(1.0, (t - self.up_at) / self.turn)
        return max(0.05, abs(1 - 2 * k)) if k < 1 else 1.0, k >= 0.5

    def lift(self, t: float) -> float:
        """Pixels the card rises while it turns (it is picked up, turned and laid down)."""
        if self.face is None or self.turn <= 0 or not self.up_at <= t < self.up_at + self.turn:
            return 0.0
        return 10 * math.sin(math.pi * (t - self.up_at) / self.turn)


@dataclass(frozen=True)
class RoundMark:
    """Betting round `round` of `rounds` begins on screen at `at` (0: no hand is being bet)."""

    at: float
    round: int
    rounds: int


@dataclass(frozen=True)
class Light:
    """Community cards lit from `at` until `until`: the ones a shown hand uses."""

    at: float
    until: float
    cards: frozenset[Card]


@dataclass
class BoardShow:
    """The community cards of the hand on screen, the betting rounds and the lit cards."""

    size: int = 0
    """Community cards in a hand: 0 (no board), 3 or 4."""
    cards: list[BoardCard] = field(default_factory=list)
    rounds: list[RoundMark] = field(default_factory=list)
    lights: list[Light] = field(default_factory=list)

    # -- scheduling ----------------------------------------------------------------------------

    def deal(self, index: int, t: float, src: Point, scale: float) -> None:
        self.cards.append(BoardCard(index=index, count=self.size, dealt_at=t, src=src, fly=DEAL_FLIGHT * scale))

    def turn(self, index: int, card: Card, t: float, scale: float) -> float:
        """Turn card `index` over from time t; returns when it lies face up."""
        sprite = self._live(index)
        start = t
        if sprite is None:  # turned before it was seen dealt (a resumed hand): lay it down face up
            sprite = BoardCard(index=index, count=self.size, dealt_at=-NEVER, src=(0.0, 0.0), fly=0.0)
            self.cards.append(sprite)
        sprite.face = card
        sprite.up_at = start
        sprite.turn = TURN * 1.4 * scale
        return start + sprite.turn + 0.1 * scale

    def begin_round(self, at: float, number: int, rounds: int) -> None:
        self.rounds.append(RoundMark(at, number, rounds))

    def end_betting(self, at: float) -> None:
        """The betting is over (the hand is being settled, or a new one is dealt)."""
        if self.rounds and self.rounds[-1].round:
            self.rounds.append(RoundMark(at, 0, 0))

    def gather(self, t: float, to: Point, scale: float) -> None:
        """Send the cards still on the table back to the pack (the next deal begins)."""
        for sprite in self.cards:
            if sprite.out_at == NEVER:
                sprite.out_at = t
                sprite.fly = DEAL_FLIGHT * scale
                sprite.out_to = to
        self.lights = [Light(light.at, min(light.until, t), light.cards) for light in self.lights]

    def light(self, cards: Iterable[Card], at: float, until: float = NEVER) -> None:
        chosen = frozenset(cards)
        if chosen:
            self.lights.append(Light(at, until, chosen))

    def lay_out(self, face_up: tuple[Card, ...], face_down: int) -> None:
        """Put a hand's community cards on the table at once (a resumed session)."""
        for index in range(len(face_up) + face_down):
            card = face_up[index] if index < len(face_up) else None
            self.cards.append(
                BoardCard(
                    index=index,
                    count=self.size,
                    dealt_at=-NEVER,
                    src=(0.0, 0.0),
                    fly=0.0,
                    face=card,
                    up_at=-NEVER if card is not None else NEVER,
                )
            )

    def _live(self, index: int) -> BoardCard | None:
        return next((c for c in self.cards if c.index == index and c.out_at == NEVER), None)

    # -- what is shown at time t (pure) ------------------------------------------------------------

    def round_at(self, t: float) -> RoundMark | None:
        """The betting round the screen shows at time t (None while no hand is being bet)."""
        found = None
        for mark in self.rounds:
            if mark.at <= t:
                found = mark
            else:
                break
        return found if found is not None and found.round else None

    def lit(self, t: float) -> frozenset[Card]:
        """The community cards lit at time t: the latest lights that are on."""
        on = [light for light in self.lights if light.at <= t < light.until]
        return on[-1].cards if on else frozenset()

    def face_up(self, t: float) -> tuple[Card, ...]:
        """The community cards a player can read at time t (turned at least half way), in order."""
        shown = [c for c in self.cards if c.present(t) and c.turning(t)[1]]
        return tuple(c.face for c in sorted(shown, key=lambda c: c.index) if c.face is not None)

    def present(self, t: float) -> list[BoardCard]:
        return [c for c in self.cards if c.present(t)]

    def busy_until(self) -> float:
        ends = [c.up_at + c.turn for c in self.cards if c.up_at != NEVER]
        return max(ends, default=0.0)

    # -- housekeeping --------------------------------------------------------------------------------

    def prune(self, t: float) -> None:
        self.cards = [c for c in self.cards if t < c.out_at + c.fly + 0.5]
        self.lights = [light for light in self.lights if t < light.until]
        current = [m for m in self.rounds if m.at <= t]
        self.rounds = current[-1:] + [m for m in self.rounds if m.at > t]


def reveal(live: list[CardSprite], event: HandShown, t: float, scale: float, cues: list[tuple[float, str]]) -> float:
    """Turn a Bastard Brag hand face up: the player's own cards (a Stud Bastard discard stays
    down), then mark which of them count and which do not. Returns when they are marked."""
    playing = [c for c in live if c.discard_at == NEVER]
    if any(c.face is None for c in playing):
        for sprite, card in zip(playing, event.own or event.cards, strict=False):
            sprite.face = card
    for i, sprite in enumerate(playing):
        if sprite.up_at > t:
            sprite.up_at = t + i * 0.08 * scale
            cues.append((sprite.up_at, "card_flip"))
    marked = t + (TURN + 0.08 * len(playing)) * scale
    used = set(event.cards)
    for sprite in playing:
        if sprite.face in used:
            sprite.used_at = marked
        else:
            sprite.unused_at = marked
    return marked
