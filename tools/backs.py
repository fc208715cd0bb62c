"""Card backs: four designs, each symmetric under a half turn so a back never shows which way up
a card lies.

- crimson: the classic red lattice with a medallion of spades and hearts;
- navy: an engraved guilloche rosette on interlaced circles;
- emerald: art-deco fans and a stepped gold lozenge;
- onyx: black with a gold quatrefoil damask and a pair of engraved spades.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np
import pygame

from casino_brag.engine.cards import Suit
from tools.card_faces import CARD_H, CARD_W, CORNER, PAPER, blank
from tools.raster import SS, Colour, arc, disc, ellipse, fill, layer, ring, shrink, stroke
from tools.suits import draw_suit, inset_line

MARGIN = 9.0
"""White border around the printed area, in final pixels."""

GOLD = (214, 172, 78)
GOLD_DARK = (150, 112, 40)


def _area() -> tuple[pygame.Surface, pygame.Rect]:
    rect = pygame.Rect(0, 0, round((CARD_W - 2 * MARGIN) * SS), round((CARD_H - 2 * MARGIN) * SS))
    return pygame.Surface(rect.size, pygame.SRCALPHA), rect


def _finish(area: pygame.Surface, frame: Colour) -> pygame.Surface:
    """Round the printed area's corners, give it a keyline, and lay it on a card blank.

    The designs are symmetric under a half turn in principle; copying the top half turned onto
    the bottom makes them so to the pixel, whatever the rasteriser's rounding.
    """
    _half_turn_copy(area)
    card = blank()
    _w, _h = area.get_size()
    mask = layer(area, (255, 255, 255))
    radius = round((CORNER - MARGIN * 0.55) * SS)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    area.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(area, frame, area.get_rect(), width=round(1.2 * SS), border_radius=radius)
    card.blit(area, (round(MARGIN * SS), round(MARGIN * SS)))
    return shrink(card)


def _half_turn_copy(area: pygame.Surface) -> None:
    """Make the area symmetric under a half turn by mirroring its top half onto its bottom."""
    w, h = area.get_size()
    top = area.subsurface((0, 0, w, h // 2)).copy()
    area.blit(pygame.transform.rotate(top, 180), (0, h - h // 2))


def _lattice(area: pygame.Surface, region: pygame.Rect, across: int, down: int, width: float, colour: Colour) -> None:
    """A diamond lattice of antialiased lines filling `region`, centred on it, with `across` and
    `down` cells from the centre to each edge, so that every edge passes through crossings and the
    lattice is clipped the same way on all four sides."""
    a, b = region.width / 2 / across, region.height / 2 / down
    xs = np.arange(region.width, dtype=np.float64) + 0.5 - region.width / 2
    ys = np.arange(region.height, dtype=np.float64) + 0.5 - region.height / 2
    dx, dy = np.meshgrid(xs, ys, indexing="ij")
    spacing = 1 / math.hypot(1 / a, 1 / b)
    cover = np.zeros_like(dx)
    for family in (dx / a + dy / b, dx / a - dy / b):
        distance = np.abs(family - np.round(family)) * spacing
        cover = np.maximum(cover, np.clip(width / 2 - distance + 0.5, 0.0, 1.0))
    paint = pygame.Surface(region.size, pygame.SRCALPHA)
    paint.fill((*colour[:3], 255))
    alpha = pygame.surfarray.pixels_alpha(paint)
    alpha[:] = np.round(cover * 255).astype(np.uint8)
    del alpha
    area.blit(paint, region.topleft)


def crimson() -> pygame.Surface:
    area, rect = _area()
    w, h = rect.size
    red, light = (176, 28, 44), (240, 206, 200)
    area.fill(red)
    cx, cy = w / 2, h / 2
    region = area.get_rect().inflate(-8 * SS, -8 * SS)
    _lattice(area, region, 8, 10, 1.25 * SS, light)
    # A double border round the lattice, on the lattice's own edge.
    pygame.draw.rect(area, light, region.inflate(round(1.2 * SS), round(1.2 * SS)), width=round(1.2 * SS))
    pygame.draw.rect(
        area, light, region.inflate(round(5 * SS), round(5 * SS)), width=round(0.8 * SS), border_radius=round(2 * SS)
    )
    # The medallion: a cream oval with spades and hearts.
    ellipse(area, red, (cx, cy), 40 * SS, 52 * SS)
    ellipse(area, light, (cx, cy), 37 * SS, 49 * SS)
    ellipse(area, red, (cx, cy), 35 * SS, 47 * SS)
    ellipse(area, PAPER, (cx, cy), 33.5 * SS, 45.5 * SS)
    ellipse(area, red, (cx, cy), 30 * SS, 42 * SS, round(0.8 * SS))
    for suit, dx, dy, angle in (
        (Suit.SPADES, 0, -19, 0),
        (Suit.SPADES, 0, 19, 180),
        (Suit.HEARTS, -14, 0, 90),
        (Suit.HEARTS, 14, 0, -90),
    ):
        draw_suit(area, suit, (cx + dx * SS, cy + dy * SS), 15 * SS, red, angle)
    disc(area, red, (cx, cy), 2.2 * SS)
    return _finish(area, red)


def _rosette(
    surface: pygame.Surface,
    centre: tuple[float, float],
    radius: float,
    lobes: int,
    depth: float,
    copies: int,
    colour: Colour,
    width: float,
) -> None:
    """A guilloche rosette: phase-shifted copies of a wavy circle."""
    for c in range(copies):
        phase = 2 * math.pi * c / copies / lobes
        pts = []
        for i in range(361):
            t = 2 * math.pi * i / 360
            r = radius + depth * math.sin(lobes * t + phase * lobes)
            pts.append((centre[0] + r * math.cos(t), centre[1] + r * math.sin(t)))
        stroke(surface, colour, pts, width)


def _band(area: pygame.Surface, colour: Colour, ground: Colour, width: float = 4.0) -> None:
    """A light band round the edge of the printed area, with a keyline inside it: the card's
    outline stays clear on any felt, whatever the colour of the field."""
    radius = round((CORNER - MARGIN * 0.55) * SS)
    rect = area.get_rect()
    pygame.draw.rect(area, colour, rect, width=round(width * SS), border_radius=radius)
    inner = rect.inflate(round(-2 * width * SS), round(-2 * width * SS))
    pygame.draw.rect(area, ground, inner.inflate(round(1.6 * SS), round(1.6 * SS)), width=round(0.8 * SS))


def navy() -> pygame.Surface:
    area, rect = _area()
    w, h = rect.size
    ground, line, pale = (26, 50, 116), (150, 180, 232), (214, 226, 248)
    area.fill(ground)
    r = 9 * SS
    cx, cy = w / 2, h / 2
    rows, cols = round(h / (r * 0.866)) // 2 + 2, round(w / r) // 2 + 2
    for row in range(-rows, rows + 1):
        for col in range(-cols, cols + 1):
            x = cx + col * r + (r / 2 if row % 2 else 0)
            ring(area, line, (x, cy + row * r * 0.866), r, 0.85 * SS)
    disc(area, ground, (cx, cy), 54 * SS)
    _rosette(area, (cx, cy), 40 * SS, 12, 8 * SS, 6, pale, 0.7 * SS)
    _rosette(area, (cx, cy), 22 * SS, 8, 5 * SS, 4, line, 0.7 * SS)
    ring(area, pale, (cx, cy), 53 * SS, 1.2 * SS)
    ring(area, pale, (cx, cy), 50 * SS, 0.6 * SS)
    disc(area, pale, (cx, cy), 8 * SS)
    draw_suit(area, Suit.DIAMONDS, (cx, cy), 10 * SS, ground)
    _band(area, pale, ground)
    return _finish(area, ground)


def emerald() -> pygame.Surface:
    area, rect = _area()
    w, h = rect.size
    ground, deep = (24, 122, 84), (12, 74, 50)
    area.fill(ground)
    cx = w / 2
    # Sunburst fans rising from the foot of the top half (mirrored below).
    for i in range(25):
        a = math.radians(180 + 7.5 * i)
        stroke(
            area,
            deep if i % 2 else GOLD,
            [(cx, h / 2), (cx + math.cos(a) * w, h / 2 + math.sin(a) * w)],
            (2.2 if i % 2 else 1.8) * SS,
        )
    for k, radius in enumerate((34, 46, 58, 70, 82, 94, 106)):
        pts = arc((cx, h / 2), radius * SS, radius * SS, 180, 360, 64)
        stroke(area, GOLD if k % 2 else GOLD_DARK, pts, (2.0 if k % 2 else 1.2) * SS)
    _half_turn_copy(area)  # the fans point both ways from the middle
    # Stepped lozenge in the middle.
    cy = h / 2
    for size, colour in ((46, GOLD), (43, deep), (38, GOLD), (36, ground), (30, GOLD), (28, deep)):
        s = size * SS
        fill(area, colour, [(cx, cy - s), (cx + s * 0.7, cy), (cx, cy + s), (cx - s * 0.7, cy)])
    for suit, dy, angle in ((Suit.DIAMONDS, -9, 0), (Suit.DIAMONDS, 9, 180)):
        draw_suit(area, suit, (cx, cy + dy * SS), 14 * SS, GOLD, angle)
    _band(area, GOLD, deep)
    return _finish(area, deep)


def onyx() -> pygame.Surface:
    area, rect = _area()
    w, h = rect.size
    ground = (12, 12, 15)
    area.fill(ground)
    step = 18 * SS
    dim = (66, 52, 26)
    cx, cy = w / 2, h / 2
    for row in range(-round(h / step) // 2 - 2, round(h / step) // 2 + 3):
        for col in range(-round(w / step) // 2 - 2, round(w / step) // 2 + 3):
            x = cx + col * step + (step / 2 if row % 2 else 0)
            y = cy + row * step
            for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
                ring(area, dim, (x + dx * 3.2 * SS, y + dy * 3.2 * SS), 3.2 * SS, 0.6 * SS)
            disc(area, dim, (x, y), 0.9 * SS)
    ellipse(area, ground, (cx, cy), 44 * SS, 58 * SS)
    ellipse(area, GOLD, (cx, cy), 42 * SS, 56 * SS, round(1.2 * SS))
    ellipse(area, GOLD_DARK, (cx, cy), 38.5 * SS, 52.5 * SS, round(0.6 * SS))
    # Two engraved spades, head to head with the card's centre, their stems well apart and a
    # lozenge between them.
    for dy, angle in ((-25, 0.0), (25, 180.0)):
        centre = (cx, cy + dy * SS)
        draw_suit(area, Suit.SPADES, centre, 30 * SS, GOLD, angle)
        inset_line(area, Suit.SPADES, centre, 30 * SS, 2.2 * SS, 0.8 * SS, ground, angle)
    fill(area, GOLD, [(cx, cy - 4.5 * SS), (cx + 7 * SS, cy), (cx, cy + 4.5 * SS), (cx - 7 * SS, cy)])
    for side in (-1, 1):
        disc(area, GOLD, (cx + side * 12 * SS, cy), 1.5 * SS)
    _band(area, GOLD, ground)
    return _finish(area, ground)


BACKS: dict[str, Callable[[], pygame.Surface]] = {
    "crimson": crimson,
    "navy": navy,
    "emerald": emerald,
    "onyx": onyx,
}
"""Back name → renderer; the names are what the settings screen offers."""
