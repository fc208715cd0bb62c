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

import pygame

from casino_brag.engine.cards import Suit
from tools.card_faces import CARD_H, CARD_W, CORNER, PAPER, blank
from tools.raster import SS, Colour, arc, disc, ellipse, fill, layer, ring, shrink, stroke
from tools.suits import draw_suit

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


def crimson() -> pygame.Surface:
    area, rect = _area()
    w, h = rect.size
    red, light = (168, 26, 42), (236, 196, 190)
    area.fill(red)
    # Two families of diagonal lines centred on the card, and a small lozenge at every crossing.
    cx, cy = w / 2, h / 2
    step, slope = 9 * SS, 0.62
    count = round((w + h) / step)
    for k in range(-count, count + 1):
        x = cx + k * step
        stroke(area, light, [(x - slope * cy * 1.2, -0.2 * cy), (x + slope * cy * 1.2, h + 0.2 * cy)], 0.9 * SS)
        stroke(area, light, [(x + slope * cy * 1.2, -0.2 * cy), (x - slope * cy * 1.2, h + 0.2 * cy)], 0.9 * SS)
    for i in range(-count, count + 1):
        for j in range(-count, count + 1):
            if (i + j) % 2:
                continue
            x, y = cx + (i + j) * step / 2, cy + (j - i) * step / 2 / slope
            if -step < x < w + step and -step < y < h + step:
                fill(area, red, [(x, y - 2.2 * SS), (x + 1.5 * SS, y), (x, y + 2.2 * SS), (x - 1.5 * SS, y)])
    # Double border inside the printed area.
    inner = area.get_rect().inflate(-7 * SS, -7 * SS)
    pygame.draw.rect(area, red, inner, width=round(3 * SS), border_radius=round(4 * SS))
    pygame.draw.rect(area, light, inner, width=round(0.9 * SS), border_radius=round(4 * SS))
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


def navy() -> pygame.Surface:
    area, rect = _area()
    w, h = rect.size
    ground, line, pale = (20, 40, 92), (92, 134, 206), (210, 224, 246)
    area.fill(ground)
    r = 11 * SS
    cx, cy = w / 2, h / 2
    rows, cols = round(h / (r * 0.866)) // 2 + 2, round(w / r) // 2 + 2
    for row in range(-rows, rows + 1):
        for col in range(-cols, cols + 1):
            x = cx + col * r + (r / 2 if row % 2 else 0)
            ring(area, line, (x, cy + row * r * 0.866), r, 0.6 * SS)
    disc(area, ground, (cx, cy), 54 * SS)
    _rosette(area, (cx, cy), 40 * SS, 12, 8 * SS, 6, pale, 0.55 * SS)
    _rosette(area, (cx, cy), 22 * SS, 8, 5 * SS, 4, line, 0.55 * SS)
    ring(area, pale, (cx, cy), 53 * SS, 1.0 * SS)
    ring(area, pale, (cx, cy), 50 * SS, 0.5 * SS)
    disc(area, pale, (cx, cy), 8 * SS)
    draw_suit(area, Suit.DIAMONDS, (cx, cy), 10 * SS, ground)
    inner = area.get_rect().inflate(-6 * SS, -6 * SS)
    pygame.draw.rect(area, ground, inner, width=round(3.5 * SS), border_radius=round(4 * SS))
    pygame.draw.rect(area, pale, inner, width=round(0.9 * SS), border_radius=round(4 * SS))
    return _finish(area, ground)


def emerald() -> pygame.Surface:
    area, rect = _area()
    w, h = rect.size
    ground, deep = (14, 84, 58), (8, 56, 38)
    area.fill(ground)
    cx = w / 2
    # Sunburst fans rising from the foot of the top half (mirrored below).
    for i in range(25):
        a = math.radians(180 + 7.5 * i)
        stroke(
            area,
            deep if i % 2 else GOLD,
            [(cx, h / 2), (cx + math.cos(a) * w, h / 2 + math.sin(a) * w)],
            (2.2 if i % 2 else 0.7) * SS,
        )
    for k, radius in enumerate((34, 46, 58, 70, 82, 94, 106)):
        pts = arc((cx, h / 2), radius * SS, radius * SS, 180, 360, 64)
        stroke(area, GOLD if k % 2 else GOLD_DARK, pts, (1.2 if k % 2 else 0.7) * SS)
    _half_turn_copy(area)  # the fans point both ways from the middle
    # Stepped lozenge in the middle.
    cy = h / 2
    for size, colour in ((46, GOLD), (43, deep), (38, GOLD), (36, ground), (30, GOLD), (28, deep)):
        s = size * SS
        fill(area, colour, [(cx, cy - s), (cx + s * 0.7, cy), (cx, cy + s), (cx - s * 0.7, cy)])
    for suit, dy, angle in ((Suit.DIAMONDS, -9, 0), (Suit.DIAMONDS, 9, 180)):
        draw_suit(area, suit, (cx, cy + dy * SS), 14 * SS, GOLD, angle)
    inner = area.get_rect().inflate(-6 * SS, -6 * SS)
    pygame.draw.rect(area, GOLD, inner, width=round(1.1 * SS), border_radius=round(4 * SS))
    inner = inner.inflate(-5 * SS, -5 * SS)
    pygame.draw.rect(area, GOLD_DARK, inner, width=round(0.6 * SS), border_radius=round(3 * SS))
    return _finish(area, deep)


def onyx() -> pygame.Surface:
    area, rect = _area()
    w, h = rect.size
    ground = (22, 22, 26)
    area.fill(ground)
    step = 18 * SS
    dim = (96, 76, 36)
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
    for dy, angle in ((-21, 0.0), (21, 180.0)):
        centre = (cx, cy + dy * SS)
        draw_suit(area, Suit.SPADES, centre, 34 * SS, GOLD, angle)
        draw_suit(area, Suit.SPADES, centre, 27 * SS, ground, angle)
        draw_suit(area, Suit.SPADES, centre, 22 * SS, GOLD, angle)
    fill(area, GOLD, [(cx, cy - 5 * SS), (cx + 9 * SS, cy), (cx, cy + 5 * SS), (cx - 9 * SS, cy)])
    inner = area.get_rect().inflate(-6 * SS, -6 * SS)
    pygame.draw.rect(area, GOLD, inner, width=round(1.1 * SS), border_radius=round(4 * SS))
    return _finish(area, ground)


BACKS: dict[str, Callable[[], pygame.Surface]] = {
    "crimson": crimson,
    "navy": navy,
    "emerald": emerald,
    "onyx": onyx,
}
"""Back name → renderer; the names are what the settings screen offers."""
