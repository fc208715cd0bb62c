"""Three-Stake Brag on the table: the face-up cards turned, the cards drawn towards 31 with the
running count over each player, each bust shown, and the three stakes as the hand's verdict."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Protocol

from casino_brag.engine.pub import Table
from casino_brag.engine.pub.events import Event
from casino_brag.engine.pub.games.threestake.events import CardDrawn, CardsTurnedUp, StakeWon, Stood
from casino_brag.engine.pub.games.threestake.game import ThreeStakeBrag
from casino_brag.ui.core.text import tr
from casino_brag.ui.pub import layout as L
from casino_brag.ui.pub.sprites import NEVER, CardSprite, Timed
from casino_brag.ui.pub.threestake.words import STAKE_EVENTS, pools_line, summary
from casino_brag.ui.pub.words import Verdict


class Show(Protocol):
    """The parts of the table's `Show` that Three-Stake Brag adds to."""

    cards: list[CardSprite]
    labels: list[Timed]
    cues: list[tuple[float, str]]

    @property
    def seats(self) -> int: ...


EVENTS = STAKE_EVENTS
TURN_GAP = 0.08
DRAW_GAP = 0.55
"""Seconds (at normal speed) between one card drawn towards 31 and the next move."""


def tell(show: Show, event: Event, dealer: int, t: float, scale: float) -> float:
    """Schedule one Three-Stake event at time `t`; returns when the next may begin."""
    if isinstance(event, CardsTurnedUp):
        return _turned_up(show, event, dealer, t, scale)
    if isinstance(event, CardDrawn):
        return _drawn(show, event, dealer, t, scale)
    if isinstance(event, Stood):
        _label(show, event.seat, t, tr("stakes.stands", count=event.count))
        return t + DRAW_GAP * 0.6 * scale
    return t


def verdict(events: Sequence[object], names: Sequence[str], winner: int) -> Verdict | None:
    """The three stakes as the hand's verdict, when `events` settle a Three-Stake hand."""
    won = [e for e in events if isinstance(e, StakeWon)]
    if len(won) < 3:
        return None
    headline, rule = summary(won, names)
    return Verdict(headline, rule, winner, tuple(dict.fromkeys(s for w in won for s in w.seats)))


def _live(show: Show, seat: int, t: float) -> list[CardSprite]:
    found = [c for c in show.cards if c.seat == seat and c.hand == "new" and c.out_at == NEVER]
    return sorted(found, key=lambda c: c.position)


def _turned_up(show: Show, event: CardsTurnedUp, dealer: int, t: float, scale: float) -> float:
    live = _live(show, event.seat, t)
    if len(event.cards) == 1:  # the third card at the deal: turned as it lands
        if len(live) >= 3:
            sprite = live[2]
            sprite.face = event.cards[0]
            sprite.up_at = max(t, sprite.dealt_at + sprite.fly)
        return t
    if not live:  # folded in the brag: the cards come back face up for the 31
        live = [_new_sprite(show, event.seat, i, len(event.cards), dealer, t, scale) for i in range(len(event.cards))]
    for i, (sprite, card) in enumerate(zip(live, event.cards, strict=False)):
        sprite.face = card
        if sprite.up_at > t:
            sprite.up_at = t + i * TURN_GAP * scale
            show.cues.append((sprite.up_at, "card_flip"))
    _label(show, event.seat, t, _count_words(event.count))
    if event.count > 31:
        _out(live, t)
    return t + TURN_GAP * 2 * scale


def _drawn(show: Show, event: CardDrawn, dealer: int, t: float, scale: float) -> float:
    live = _live(show, event.seat, t)
    count = len(live) + 1
    for sprite in live:
        sprite.count = count
    sprite = _new_sprite(show, event.seat, len(live), count, dealer, t, scale)
    sprite.face = event.card
    sprite.up_at = t + sprite.fly
    show.cues.append((t, "card_deal"))
    _label(show, event.seat, sprite.up_at, _count_words(event.count))
    if event.count > 31:
        _out([*live, sprite], sprite.up_at)
        show.cues.append((sprite.up_at, "fold"))
    return t + DRAW_GAP * scale


def _new_sprite(show: Show, seat: int, position: int, count: int, dealer: int, t: float, scale: float) -> CardSprite:
    sprite = CardSprite(
        seat=seat,
        hand="new",
        position=position,
        count=count,
        dealt_at=t,
        src=L.pack_position(dealer, show.seats),
        fly=0.22 * scale,
    )
    show.cards.append(sprite)
    return sprite


def _count_words(count: int) -> str:
    if count > 31:
        return tr("stakes.over", count=count)
    return tr("stakes.exactly") if count == 31 else tr("stakes.count", count=count)


def _out(sprites: Sequence[CardSprite], t: float) -> None:
    """Over 31: the cards drop a little, out of the stake."""
    for sprite in sprites:
        sprite.discard_at = min(sprite.discard_at, t)


def _label(show: Show, seat: int, t: float, text: str) -> None:
    """The seat's label now says `text` (its earlier label ends here)."""
    show.labels = [replace(lab, until=t) if lab.seat == seat and lab.until > t else lab for lab in show.labels]
    show.labels.append(Timed(t, NEVER, seat, text))


def stakes_pools(table: Table, pot: int) -> str:
    """The three pools of the hand in play, in words ("" in any other game or between hands)."""
    game = table.game
    if not isinstance(game, ThreeStakeBrag) or table.hand_over or game.deal is None:
        return ""
    if game.deal.number != table.hand_number:
        return ""
    return pools_line(game.deal.reserved, pot)
