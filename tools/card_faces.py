"""Card faces: the card blank, the corner indices, the pip layouts of the number cards.

A face is 200 × 280 pixels, twice its usual size on the table, so it stays sharp when scaled
down. The layout follows a standard poker-size pack: indices in the top-left corner and, turned
half round, in the bottom-right; pips on a three-column grid whose lower half is turned upside
down; aces and court cards handed to their own modules.
"""

from __future__ import annotations

import pygame

from casino_brag.engine.cards import Card, Rank, Suit
from tools.raster import SS, Colour, canvas, shrink, text
from tools.suits import STYLES, WIDTH, draw_suit

CARD_W, CARD_H = 200, 280
CORNER = 12
PAPER = (253, 252, 248)
EDGE = (140, 140, 148)

INDEX_X = 21.5
"""Centre line of the corner index column (final pixels)."""
RANK_TOP, RANK_H = 9.0, 36.0
SUIT_TOP, SUIT_H = 51.0, 24.0

PIP_H = 33.0
COLUMNS = (65.0, 100.0, 135.0)
TOP, BOTTOM = 54.0, 226.0

# Rows as fractions of the distance from the top pip row to the bottom pip row.
_LAYOUTS: dict[int, list[tuple[int, float]]] = {
    2: [(1, 0), (1, 1)],
    3: [(1, 0), (1, 0.5), (1, 1)],
    4: [(0, 0), (2, 0), (0, 1), (2, 1)],
    5: [(0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)],
    6: [(0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)],
    7: [(0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)],
    8: [(0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)],
    9: [(0, 0), (2, 0), (0, 1 / 3), (2, 1 / 3), (1, 0.5), (0, 2 / 3), (2, 2 / 3), (0, 1), (2, 1)],
    10: [(0, 0), (2, 0), (1, 1 / 6), (0, 1 / 3), (2, 1 / 3), (0, 2 / 3), (2, 2 / 3), (1, 5 / 6), (0, 1), (2, 1)],
}


def pip_positions(rank: Rank) -> list[tuple[float, float, bool]]:
    """Where the pips of a 2…10 go: (x, y, upside_down) in final pixels."""
    out = []
    for column, row in _LAYOUTS[int(rank)]:
        y = TOP + (BOTTOM - TOP) * row
        out.append((COLUMNS[column], y, row > 0.5))
    return out


def blank() -> pygame.Surface:
    """The supersampled card: paper with a thin grey edge and rounded, transparent corners."""
    surface = canvas(CARD_W, CARD_H, (*EDGE, 0))
    rect = pygame.Rect(0, 0, CARD_W * SS, CARD_H * SS)
    pygame.draw.rect(surface, EDGE, rect, border_radius=CORNER * SS)
    inner = rect.inflate(-2.4 * SS, -2.4 * SS)
    pygame.draw.rect(surface, PAPER, inner, border_radius=round((CORNER - 1.2) * SS))
    return surface


def rank_glyph(rank: Rank, height: float, colour: Colour) -> pygame.Surface:
    """The rank as printed in a corner: bold, condensed, "10" set tight so it fits the column."""
    if rank is Rank.TEN:
        one = text("1", height, colour, squeeze=0.78, bold=True)
        zero = text("0", height, colour, squeeze=0.74, bold=True)
        gap = round(height * 0.04)
        out = pygame.Surface(
            (one.get_width() + gap + zero.get_width(), max(one.get_height(), zero.get_height())), pygame.SRCALPHA
        )
        out.fill((*colour[:3], 0))
        out.blit(one, (0, 0))
        out.blit(zero, (one.get_width() + gap, 0))
        return out
    squeeze = {Rank.QUEEN: 0.8, Rank.KING: 0.86, Rank.ACE: 0.9, Rank.JACK: 0.95}.get(rank, 0.84)
    return text(rank.symbol, height, colour, squeeze=squeeze, bold=True)


def draw_indices(surface: pygame.Surface, card: Card, colour: Colour) -> None:
    """Rank over suit in the top-left corner, and the same turned half round in the bottom-right."""
    corner = pygame.Surface((46 * SS, 80 * SS), pygame.SRCALPHA)
    corner.fill((*colour[:3], 0))
    glyph = rank_glyph(card.rank, RANK_H * SS, colour)
    max_w = 38 * SS
    if glyph.get_width() > max_w:
        glyph = pygame.transform.smoothscale(glyph, (max_w, glyph.get_height()))
    corner.blit(glyph, (round(INDEX_X * SS - glyph.get_width() / 2), round(RANK_TOP * SS)))
    suit_h = SUIT_H * (0.92 if card.suit is Suit.DIAMONDS else 1.0)
    draw_suit(corner, card.suit, (INDEX_X * SS, (SUIT_TOP + SUIT_H / 2) * SS), suit_h * SS, colour)
    surface.blit(corner, (0, 0))
    turned = pygame.transform.rotate(corner, 180)
    surface.blit(turned, (CARD_W * SS - turned.get_width(), CARD_H * SS - turned.get_height()))


def draw_pips(surface: pygame.Surface, card: Card, colour: Colour) -> None:
    height = PIP_H * (0.98 if card.suit is Suit.DIAMONDS else 1.0)
    for x, y, down in pip_positions(card.rank):
        draw_suit(surface, card.suit, (x * SS, y * SS), height * SS, colour, 180.0 if down else 0.0)


def render_card(card: Card, style: str = "standard") -> pygame.Surface:
    """The finished face of `card` in a deck style ("standard" or "four_colour")."""
    from tools.aces import draw_ace
    from tools.court.pattern import draw_court

    inks = STYLES[style]
    colour = inks[card.suit]
    surface = blank()
    if card.rank is Rank.ACE:
        draw_ace(surface, card.suit, colour)
    elif card.rank >= Rank.JACK:
        draw_court(surface, card, inks)
    else:
        draw_pips(surface, card, colour)
    draw_indices(surface, card, colour)
    return shrink(surface)


def suit_width(suit: Suit, height: float) -> float:
    return WIDTH[suit] * height
