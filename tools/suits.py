"""The four suit symbols as vector shapes, and the ink colours of the two deck styles.

The bundled font has no suit glyphs, so each suit is an outline of Bézier curves in a unit box
(centred on the origin, one unit tall, y pointing down). The same outline serves the corner
index, the pips, the aces and the court frames, so every suit symbol in the deck matches.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

import numpy as np
import pygame

from casino_brag.engine.cards import Suit
from tools.raster import Colour, Outline, Point, arc, erode, fill, layer, mirror_x, place

RED = (196, 22, 42)
BLACK = (24, 24, 30)
GREEN = (14, 124, 58)
BLUE = (22, 78, 186)

STANDARD = {Suit.CLUBS: BLACK, Suit.DIAMONDS: RED, Suit.HEARTS: RED, Suit.SPADES: BLACK}
FOUR_COLOUR = {Suit.CLUBS: GREEN, Suit.DIAMONDS: BLUE, Suit.HEARTS: RED, Suit.SPADES: BLACK}
STYLES = {"standard": STANDARD, "four_colour": FOUR_COLOUR}
"""Deck style name → ink colour of each suit."""

WIDTH = {Suit.CLUBS: 0.98, Suit.DIAMONDS: 0.78, Suit.HEARTS: 1.0, Suit.SPADES: 0.92}
"""Each shape's width as a fraction of its height, for spacing pips and indices."""

Shape = list[list[Point]]


def _symmetric(right_half: list[Point]) -> list[Point]:
    """A closed outline from its right half traced top to bottom (the left is the mirror image)."""
    return right_half + mirror_x(right_half)[1:-1]


def _heart() -> Shape:
    half = (
        Outline(0.0, -0.27)
        .curve((0.04, -0.47), (0.22, -0.53), (0.30, -0.52))
        .curve((0.44, -0.51), (0.52, -0.38), (0.50, -0.22))
        .curve((0.48, -0.02), (0.28, 0.16), (0.0, 0.50))
        .points
    )
    return [_symmetric(half)]


def _spade() -> Shape:
    body = (
        Outline(0.0, -0.50)
        .curve((0.10, -0.34), (0.46, -0.16), (0.46, 0.08))
        .curve((0.46, 0.26), (0.32, 0.34), (0.21, 0.33))
        .curve((0.12, 0.33), (0.05, 0.28), (0.02, 0.22), steps=12)
        .curve((0.03, 0.34), (0.10, 0.44), (0.19, 0.50), steps=12)
        .line(0.0, 0.50)
        .points
    )
    return [_symmetric(body)]


def _club() -> Shape:
    r = 0.235
    leaves = [((0.0, -0.255), r), ((-0.255, 0.085), r), ((0.255, 0.085), r)]
    shapes: Shape = [arc(c, rad, rad, 0, 360, 48) for c, rad in leaves]
    shapes.append([(0.0, -0.2), (0.22, 0.08), (0.0, 0.16), (-0.22, 0.08)])
    stem = (
        Outline(0.0, 0.02)
        .line(0.035, 0.02)
        .curve((0.035, 0.25), (0.09, 0.42), (0.19, 0.50), steps=12)
        .line(0.0, 0.50)
        .points
    )
    shapes.append(_symmetric(stem))
    return shapes


def _diamond() -> Shape:
    w = 0.39
    right = Outline(0.0, -0.50).qcurve((0.17, -0.23), (w, 0.0)).qcurve((0.17, 0.23), (0.0, 0.50)).points
    return [_symmetric(right)]


_MAKERS = {Suit.HEARTS: _heart, Suit.SPADES: _spade, Suit.CLUBS: _club, Suit.DIAMONDS: _diamond}


@cache
def shape(suit: Suit) -> Shape:
    """The suit's outline(s) in unit space; clubs are several overlapping parts."""
    return _MAKERS[suit]()


def draw_suit(
    surface: pygame.Surface,
    suit: Suit,
    centre: Point,
    height: float,
    colour: Colour,
    angle: float = 0.0,
) -> None:
    """Fill one suit symbol `height` pixels tall, rotated by `angle` degrees about its centre."""
    for part in shape(suit):
        fill(surface, colour, place(part, centre, height, angle))


def suit_outline(suit: Suit, centre: Point, height: float, angle: float = 0.0) -> Sequence[list[Point]]:
    """The placed outline(s), for callers that stroke or offset the shape themselves."""
    return [place(part, centre, height, angle) for part in shape(suit)]


def largest_part(inside: np.ndarray) -> np.ndarray:
    """Only the largest connected piece of a mask (a stem's foot left as an island is dropped)."""
    surface = pygame.Surface(inside.shape, pygame.SRCALPHA)
    surface.fill((255, 255, 255, 0))
    alpha = pygame.surfarray.pixels_alpha(surface)
    alpha[:] = inside * 255
    del alpha
    piece = pygame.mask.from_surface(surface).connected_component()
    kept = piece.to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0))
    return pygame.surfarray.array_alpha(kept) > 127


def inset_line(
    surface: pygame.Surface,
    suit: Suit,
    centre: tuple[float, float],
    height: float,
    inset: float,
    width: float,
    colour: Colour,
    angle: float = 0.0,
) -> None:
    """A line `inset` pixels inside a pip's edge, found by eroding its silhouette: it follows the
    whole outline as one clean contour and never crosses itself; parts thinner than twice the
    inset (a stem, a sharp tip) are simply left without it."""
    silhouette = layer(surface, (255, 255, 255))
    draw_suit(silhouette, suit, centre, height, (255, 255, 255, 255), angle)
    bounds = silhouette.get_bounding_rect()
    inside = pygame.surfarray.array_alpha(silhouette.subsurface(bounds)) > 127
    outer = largest_part(erode(inside, round(inset)))
    inner = erode(outer, max(1, round(width)))
    band = outer & ~inner
    paint = pygame.Surface(bounds.size, pygame.SRCALPHA)
    paint.fill((*colour[:3], 255))
    alpha = pygame.surfarray.pixels_alpha(paint)
    alpha[:] = band * 255
    del alpha
    surface.blit(paint, bounds.topleft)
