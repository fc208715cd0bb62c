"""The aces: one large pip each, and an engraved Ace of Spades as the deck's signature card."""

from __future__ import annotations

import math

import pygame

from casino_brag.engine.cards import Suit
from tools.raster import SS, Colour, Outline, blit_centred, disc, fill, outline_ring, ring, stroke, text
from tools.suits import draw_suit, inset_line, suit_outline

GOLD = (196, 150, 52)
GOLD_DARK = (140, 100, 30)
CENTRE = (100.0, 140.0)

ACE_PIP_H = {Suit.HEARTS: 76.0, Suit.DIAMONDS: 80.0, Suit.CLUBS: 76.0}


def draw_ace(surface: pygame.Surface, suit: Suit, colour: Colour) -> None:
    if suit is Suit.SPADES:
        _ace_of_spades(surface, colour)
        return
    cx, cy = CENTRE[0] * SS, CENTRE[1] * SS
    height = ACE_PIP_H[suit] * SS
    # A fine ring of dots frames the pip, like the engraved border of a tax stamp.
    _dot_ring(surface, (cx, cy), 58 * SS, 44, 1.1 * SS, _tint(colour, 0.55))
    ring(surface, _tint(colour, 0.45), (cx, cy), 52 * SS, 0.9 * SS)
    draw_suit(surface, suit, (cx, cy), height, colour)
    _engrave(surface, suit, (cx, cy), height, colour)


def _tint(colour: Colour, amount: float) -> tuple[int, int, int]:
    """`colour` mixed toward white by `amount` (0 = unchanged, 1 = white)."""
    return tuple(round(c + (255 - c) * amount) for c in colour[:3])  # type: ignore[return-value]


def _dot_ring(
    surface: pygame.Surface, centre: tuple[float, float], radius: float, count: int, size: float, colour: Colour
) -> None:
    for i in range(count):
        a = 2 * math.pi * i / count
        disc(surface, colour, (centre[0] + radius * math.cos(a), centre[1] + radius * math.sin(a)), size)


def _engrave(surface: pygame.Surface, suit: Suit, centre: tuple[float, float], height: float, colour: Colour) -> None:
    """A hairline just inside the pip's edge, in a lighter ink, so the big pip reads as printed."""
    inset_line(surface, suit, centre, height, height * 0.045, 0.9 * SS, _tint(colour, 0.55))


def _ace_of_spades(surface: pygame.Surface, ink: Colour) -> None:
    cx, cy = CENTRE[0] * SS, (CENTRE[1] - 8) * SS
    # Engraved medallion behind the spade: a guilloche of overlapping circles inside a double ring.
    guilloche = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    guilloche.fill((*GOLD, 0))
    for i in range(36):
        a = 2 * math.pi * i / 36
        centre = (cx + 23 * SS * math.cos(a), cy + 23 * SS * math.sin(a))
        ring(guilloche, (*GOLD, 150), centre, 33 * SS, 0.5 * SS)
    mask = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    disc(mask, (255, 255, 255, 255), (cx, cy), 55 * SS)
    guilloche.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(guilloche, (0, 0))
    ring(surface, GOLD_DARK, (cx, cy), 56.5 * SS, 1.3 * SS)
    ring(surface, GOLD, (cx, cy), 59.5 * SS, 0.8 * SS)
    _dot_ring(surface, (cx, cy), 62.5 * SS, 60, 0.85 * SS, GOLD_DARK)

    # The spade itself, with a paper-white rim, a hairline inset and a small gold heart of the card.
    height = 90 * SS
    (outline,) = suit_outline(Suit.SPADES, (cx, cy), height)
    fill(surface, (253, 252, 248), outline_ring(outline, 3.2 * SS))
    fill(surface, ink, outline)
    inset_line(surface, Suit.SPADES, (cx, cy), height, 4.4 * SS, 1.0 * SS, (253, 252, 248))
    _fleuron(surface, (cx, cy - 5 * SS), 26 * SS)

    # A ribbon across the foot carries the maker's name.
    _ribbon(surface, (cx, cy + 67 * SS))


def _fleuron(surface: pygame.Surface, centre: tuple[float, float], size: float) -> None:
    """A small gold ornament: a four-petal rosette with a jewel, set in the spade's body."""
    x, y = centre
    for angle in (0, 90, 180, 270):
        petal = Outline(0, 0).curve((0.18, -0.12), (0.2, -0.38), (0, -0.5)).curve((-0.2, -0.38), (-0.18, -0.12), (0, 0))
        pts = [
            (
                x + (px * math.cos(math.radians(angle)) - py * math.sin(math.radians(angle))) * size,
                y + (px * math.sin(math.radians(angle)) + py * math.cos(math.radians(angle))) * size,
            )
            for px, py in petal.points
        ]
        fill(surface, GOLD, pts)
        stroke(surface, GOLD_DARK, pts, 0.6 * SS, closed=True)
    disc(surface, (253, 252, 248), (x, y), size * 0.14)
    disc(surface, (178, 24, 40), (x, y), size * 0.10)


def _ribbon(surface: pygame.Surface, centre: tuple[float, float]) -> None:
    x, y = centre
    w, h = 44 * SS, 7.5 * SS
    wave = 3 * SS
    top = [(x - w, y - h + wave)] + [
        (x - w + 2 * w * t / 20, y - h + wave * math.cos(math.pi * t / 10)) for t in range(21)
    ]
    bottom = [(px, py + 2 * h) for px, py in reversed(top)]
    # Folded tails behind each end.
    for side in (-1, 1):
        ex = x + side * w
        tail = [
            (ex - side * 6 * SS, y - h + 8 * SS),
            (ex + side * 12 * SS, y - h + 8 * SS),
            (ex + side * 6 * SS, y + h + 4 * SS),
            (ex + side * 12 * SS, y + h + 12 * SS),
            (ex - side * 6 * SS, y + h + 12 * SS),
        ]
        fill(surface, (150, 20, 34), tail)
    band = top + bottom
    fill(surface, (178, 24, 40), band)
    stroke(surface, GOLD, band, 0.9 * SS, closed=True)
    label = text("CASINO  BRAG", 6.4 * SS, (253, 244, 220), squeeze=1.0, bold=True)
    blit_centred(surface, label, (x, y + wave * 0.2))
