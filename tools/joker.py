"""The two jokers of a 54-card pack: a jester's cap with bells over the word JOKER, and the word
stacked down the corners. The first joker is printed in the dark ink and the second in red (in
the four-colour deck, blue and red), as in a shop-bought pack."""

from __future__ import annotations

import pygame

from casino_brag.engine.cards import Suit
from tools.card_faces import CARD_H, CARD_W, blank
from tools.raster import SS, Colour, blit_centred, cubic, disc, fill, ring, shrink, stroke, text
from tools.suits import STYLES

GOLD = (214, 160, 40)
INK_OF = {"standard": (Suit.SPADES, Suit.HEARTS), "four_colour": (Suit.DIAMONDS, Suit.HEARTS)}
"""The suit whose ink each joker borrows, by deck style: the first joker, then the second."""


def _horn(tip: tuple[float, float], left: float, right: float, base_y: float, bend: float) -> list[tuple[float, float]]:
    """One point of the cap: from the band's edge at `left`…`right` up to `tip`, curved by `bend`."""
    tx, ty = tip
    up = cubic((left, base_y), (left - bend * 0.2, base_y - 40), (tx - bend, ty + 30), (tx, ty))
    down = cubic((tx, ty), (tx - bend * 0.4, ty + 34), (right - bend * 0.1, base_y - 34), (right, base_y))
    return [(x * SS, y * SS) for x, y in up + down[1:]]


def _cap(surface: pygame.Surface, ink: Colour) -> None:
    """The jester's cap: three points with bells, alternating ink and gold, on a gold band."""
    base = 150.0
    points = (
        ((44.0, 86.0), 60.0, 92.0, 26.0, ink),
        ((156.0, 86.0), 108.0, 140.0, -26.0, ink),
        ((100.0, 56.0), 80.0, 120.0, 0.0, GOLD),
    )
    for tip, left, right, bend, colour in points:
        shape = _horn(tip, left, right, base, bend)
        fill(surface, colour, shape)
        stroke(surface, (40, 30, 20), shape, 1.2 * SS, closed=True)
    for tip, *_rest in points:
        disc(surface, GOLD, (tip[0] * SS, tip[1] * SS), 9 * SS)
        ring(surface, (40, 30, 20), (tip[0] * SS, tip[1] * SS), 9 * SS, 1.2 * SS)
        disc(surface, (40, 30, 20), (tip[0] * SS, (tip[1] + 4) * SS), 1.8 * SS)
    band = pygame.Rect(round(54 * SS), round(base * SS), round(92 * SS), round(20 * SS))
    pygame.draw.rect(surface, GOLD, band, border_radius=8 * SS)
    pygame.draw.rect(surface, (40, 30, 20), band, round(1.2 * SS), border_radius=8 * SS)
    for i in range(5):
        x = (62 + i * 19) * SS
        disc(surface, ink, (x, (base + 10) * SS), 3.2 * SS)


def _corner(surface: pygame.Surface, ink: Colour) -> None:
    """JOKER down the top-left corner, and the same turned half round in the bottom-right."""
    corner = pygame.Surface((30 * SS, 100 * SS), pygame.SRCALPHA)
    corner.fill((*ink[:3], 0))
    for i, letter in enumerate("JOKER"):
        glyph = text(letter, 13 * SS, ink, bold=True)
        blit_centred(corner, glyph, (15 * SS, (16 + i * 17) * SS))
    surface.blit(corner, (round(6 * SS), round(4 * SS)))
    turned = pygame.transform.rotate(corner, 180)
    surface.blit(
        turned, (CARD_W * SS - turned.get_width() - round(6 * SS), CARD_H * SS - turned.get_height() - round(4 * SS))
    )


def render_joker(number: int, style: str = "standard") -> pygame.Surface:
    """The face of joker 1 or 2 in a deck style ("standard" or "four_colour")."""
    ink = STYLES[style][INK_OF[style][number - 1]]
    surface = blank()
    _cap(surface, ink)
    word = text("JOKER", 24 * SS, ink, squeeze=0.9, bold=True)
    blit_centred(surface, word, (100 * SS, 200 * SS))
    _corner(surface, ink)
    return shrink(surface)
