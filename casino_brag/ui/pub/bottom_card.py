"""The bottom card of the pack, face up beside the pot while a hand is played under the
`show_bottom` house rule: the pack lies face up after the deal, and each fold goes face up on it.
In Bastard Brag the middle belongs to the community cards, so there the table talk alone names it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from casino_brag.engine.cards import Card
from casino_brag.engine.pub.events import BottomCardShown
from casino_brag.ui.core import theme
from casino_brag.ui.core.text import tr
from casino_brag.ui.pub import layout as L
from casino_brag.ui.widgets import sprites

if TYPE_CHECKING:
    from casino_brag.ui.pub.table import PubTable

CARD_W = 40
OFFSET = (-CARD_W - 61, -38)
"""Where the card lies from the pot's centre: left of the pot's chips (two piles of them at most),
below the seats above, and clear of the cards of the seats beside it at every table size."""


def bottom_card(scene: PubTable) -> Card | None:
    """The card showing at the bottom of the pack in the hand being played, if the rule shows one."""
    table = scene.game.table
    if not table.rules.show_bottom or table.hand_over:
        return None
    for event in reversed(table.events_since(table.hand_start)):
        if isinstance(event, BottomCardShown):
            return event.card
    return None


def draw_bottom_card(surface: pygame.Surface, scene: PubTable) -> None:
    card = bottom_card(scene)
    if card is None or scene.show.board.size:
        return
    x, y = L.POT_CENTER[0] + OFFSET[0], L.POT_CENTER[1] + OFFSET[1]
    rect = pygame.Rect(x, y, CARD_W, round(CARD_W * 1.4))
    sprites.draw_card_at(surface, scene.app, card, rect)
    theme.blit_text(
        surface,
        tr("pub.bottom_card"),
        (rect.centerx, rect.bottom + 4),
        theme.TINY,
        theme.CREAM,
        anchor="midtop",
        shadow=True,
    )
