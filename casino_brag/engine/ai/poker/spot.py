"""What a seat knows of a 3 Card Brag Poker deal when it decides: the round and its bet size,
the price of staying in, the raises so far, how many cards each player changed, and its own three
cards once it has looked. Everything here is public but the seat's own cards."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from casino_brag.engine.cards import Card
from casino_brag.engine.pub.games.poker.game import BragPoker

if TYPE_CHECKING:
    from casino_brag.engine.pub.table import Table


@dataclass(frozen=True)
class PokerSpot:
    """A seat's decision in 3 Card Brag Poker.

    - `round`: 1 before the draw, 2 after it; `drawing`: the decision is the draw.
    - `size`: the round's bet size; `owed`: the part of the stake still to match (a blind call
      costs half of it); `raises`: the raises made this round.
    - `cards`: the seat's three cards, once looked at (None while blind).
    - `changed[s]`: how many cards player `s` changed at the draw (None before they drew).
    """

    round: int
    drawing: bool
    size: int
    owed: int
    raises: int
    cards: tuple[Card, ...] | None
    changed: tuple[int | None, ...]


def poker_spot(table: Table, seat: int) -> PokerSpot | None:
    """`seat`'s spot when the table plays 3 Card Brag Poker and a hand is in play, else None."""
    game = table.game
    if not isinstance(game, BragPoker) or table.hand_over:
        return None
    deal = game.deal
    if deal is None or deal.number != table.hand_number:
        return None
    holding = table._seats[seat].holdings.get("new")
    cards = holding.cards if holding is not None and holding.seen else None
    betting = deal.betting
    changed = tuple(deal.drawn.get(s) for s in range(len(table.names)))
    return PokerSpot(deal.round, deal.phase == "draw", betting.size, betting.owed(seat), betting.raises, cards, changed)
