"""What the opponents wear: each garment fills the bottom of a portrait below the neck.

Garments are drawn before the head (collars that overlap the chin come after it, as noted), in
the shared flat style of portrait_parts.
"""

from __future__ import annotations

import math

import pygame

from tools.portrait_parts import CX, WHITE, Sketch, button, darker, lighter, oval_pts, torso
from tools.raster import Point, cubic, disc, fill, layer, stroke

GOLD = (232, 184, 64)


def _clip(sk: Sketch, paint: pygame.Surface, outline: list[Point]) -> None:
    """Lay a printed pattern (a full-size layer) over the garment only."""
    mask = layer(sk.surface, (255, 255, 255))
    fill(mask, (255, 255, 255, 255), sk.pts(outline))
    paint.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    sk.surface.blit(paint, (0, 0))


def _lapels(
    sk: Sketch,
    colour: tuple[int, int, int],
    top: float,
    inner: float,
    outer: float,
    line: tuple[int, int, int] | None = None,
) -> None:
    for side in (-1, 1):
        sk.shape(
            colour,
            [
                (CX + side * inner, top),
                (CX + side * (inner - 10), 192),
                (CX + side * outer, 192),
                (CX + side * (outer + 6), top + 12),
            ],
            1.0,
            line,
        )


def cardigan(sk: Sketch, colour: tuple[int, int, int]) -> None:
    """A buttoned cardigan over a white blouse."""
    torso(sk, colour, top=152, width=70)
    sk.shape(WHITE, [(CX - 16, 146), (CX + 16, 146), (CX, 176)], 1.0, (200, 200, 206))
    for side in (-1, 1):
        sk.shape(
            darker(colour, 0.85),
            [(CX + side * 17, 146), (CX + side * 3, 192), (CX + side * 26, 192), (CX + side * 28, 152)],
            1.0,
        )
    for y in (172, 184):
        button(sk, (CX, y), (240, 232, 210))


def hawaiian_shirt(sk: Sketch, colour: tuple[int, int, int]) -> None:
    """A loud shirt: big red hibiscus flowers with yellow leaves, open at the neck."""
    outline = torso(sk, colour, top=150, width=80)
    paint = layer(sk.surface, (240, 60, 80))
    flowers = ((44, 172, 9), (150, 168, 10), (96, 186, 8), (20, 190, 8), (176, 192, 9), (124, 154, 6), (66, 152, 6))
    for fx, fy, r in flowers:
        for k in range(5):
            a = 2 * math.pi * k / 5 + fx
            leaf = [
                (fx, fy),
                (fx + 1.9 * r * math.cos(a + 0.3), fy + 1.9 * r * math.sin(a + 0.3)),
                (fx + 1.6 * r * math.cos(a + 0.6), fy + 1.6 * r * math.sin(a + 0.6)),
            ]
            fill(paint, (250, 214, 70), sk.pts(leaf))
        for k in range(5):
            a = 2 * math.pi * k / 5 + fx * 0.7
            disc(paint, (236, 54, 78), sk.p(fx + r * 0.6 * math.cos(a), fy + r * 0.6 * math.sin(a)), sk.px(r * 0.62))
        disc(paint, (255, 230, 90), sk.p(fx, fy), sk.px(r * 0.22))
    _clip(sk, paint, outline)
    for side in (-1, 1):
        sk.shape(lighter(colour, 0.2), [(CX + side * 20, 142), (CX + side * 4, 170), (CX + side * 30, 156)], 1.0)


def open_neck(sk: Sketch, skin: tuple[int, int, int]) -> None:
    """The skin showing in an open collar (drawn after the neck)."""
    sk.shape(skin, [(CX - 10, 140), (CX + 10, 140), (CX, 166)], 0)


def tweed_jacket(sk: Sketch, colour: tuple[int, int, int]) -> None:
    """A herringbone tweed jacket with lapels, over a white shirt."""
    outline = torso(sk, colour, top=150, width=78)
    weave = layer(sk.surface, darker(colour, 0.8))
    for col in range(0, 200, 6):
        for row in range(140, 200, 6):
            stroke(weave, darker(colour, 0.8), sk.pts([(col, row), (col + 3, row + 3), (col + 6, row)]), sk.px(0.7))
    _clip(sk, weave, outline)
    sk.shape(WHITE, [(CX - 18, 142), (CX + 18, 142), (CX + 10, 192), (CX - 10, 192)], 1.0, (190, 190, 196))
    _lapels(sk, darker(colour, 0.9), 142, 18, 30)


def bow_tie(sk: Sketch, colour: tuple[int, int, int], y: float = 148) -> None:
    """A polka-dot bow tie (drawn after the head, under the chin)."""
    for side in (-1, 1):
        sk.shape(colour, [(CX, y), (CX + side * 13, y - 7), (CX + side * 13, y + 7)], 1.0)
    sk.oval((CX, y), 3.2, 3.6, darker(colour, 0.85), 1.0)
    for dx, dy in ((-8, -2), (-9, 3), (8, -2), (9, 3)):
        sk.dot((CX + dx, y + dy), 0.9, (240, 220, 200))


def waistcoat(sk: Sketch, colour: tuple[int, int, int]) -> None:
    """A gambler's rig: shirt sleeves with garters, a thin black tie, a waistcoat with a watch chain."""
    torso(sk, (238, 238, 244), top=150, width=76)
    for side in (-1, 1):
        band = [(CX + side * 50, 172), (CX + side * 84, 178), (CX + side * 85, 185), (CX + side * 51, 180)]
        sk.shape((176, 30, 52), band, 1.0)
        sk.line([band[0], band[1]], 1.0, GOLD)
    sk.shape((24, 24, 30), [(CX - 4, 146), (CX + 4, 146), (CX + 6, 192), (CX - 6, 192)], 0.8)
    for side in (-1, 1):
        panel = [(CX + side * 8, 160), (CX + side * 40, 152), (CX + side * 46, 192), (CX + side * 6, 192)]
        sk.shape(colour, panel, 1.2)
        sk.line([(CX + side * 9, 162), (CX + side * 7, 192)], 1.6, GOLD)
    for y in (168, 180):
        button(sk, (CX - 10, y), GOLD, 2.0)
    sk.line(cubic((CX - 10, 174), (CX - 20, 182), (CX - 30, 180), (CX - 38, 172), 10), 1.3, GOLD)
    for side in (-1, 1):
        sk.shape(WHITE, [(CX + side * 2, 144), (CX + side * 18, 140), (CX + side * 14, 156)], 1.0, (180, 180, 186))


def hoodie(sk: Sketch, colour: tuple[int, int, int]) -> None:
    """A hoodie: the hood lying behind the neck, drawstrings, a front pocket."""
    torso(sk, colour, top=152, width=72)
    hood = [
        (CX - 30, 144),
        *cubic((CX - 30, 144), (CX - 20, 166), (CX + 20, 166), (CX + 30, 144), 12),
        (CX + 22, 140),
        *cubic((CX + 22, 140), (CX + 12, 152), (CX - 12, 152), (CX - 22, 140), 10),
    ]
    sk.shape(darker(colour, 0.85), hood, 1.2)
    for side in (-1, 1):
        sk.line([(CX + side * 8, 158), (CX + side * 9, 184)], 1.6, WHITE)
        sk.dot((CX + side * 9, 185), 1.8, (220, 220, 224))
    sk.shape(darker(colour, 0.9), [(CX - 22, 178), (CX + 22, 178), (CX + 24, 192), (CX - 24, 192)], 1.0)


def black_suit(sk: Sketch) -> None:
    """A heavy man's black jacket over a dark tee."""
    torso(sk, (34, 34, 40), top=146, width=90, neck_w=26)
    sk.shape((58, 58, 64), [(CX - 22, 138), (CX + 22, 138), (CX + 16, 192), (CX - 16, 192)], 1.0, (20, 20, 24))
    _lapels(sk, (24, 24, 30), 138, 22, 36, (10, 10, 14))
    for side in (-1, 1):
        sk.line([(CX + side * 24, 142), (CX + side * 40, 154)], 1.0, (70, 70, 80))


def v_neck_top(sk: Sketch, colour: tuple[int, int, int], skin: tuple[int, int, int]) -> None:
    """A jewel-coloured top with a deep neckline and a gold chain."""
    torso(sk, colour, top=154, width=74)
    sk.shape(skin, [(CX - 18, 150), (CX + 18, 150), (CX, 172)], 0)
    sk.line(oval_pts((CX, 150), 16, 12, 20, 160, 20), 1.4, GOLD)


def overcoat(sk: Sketch, colour: tuple[int, int, int]) -> None:
    torso(sk, colour, top=152, width=78)
    _lapels(sk, darker(colour, 0.85), 146, 22, 34)


def scarf(sk: Sketch, colour: tuple[int, int, int], stripe: tuple[int, int, int]) -> None:
    """A striped scarf round the neck with one end hanging down (drawn after the head)."""
    band = [
        (CX - 26, 138),
        *cubic((CX - 26, 138), (CX - 10, 150), (CX + 10, 150), (CX + 26, 138), 12),
        (CX + 28, 150),
        *cubic((CX + 28, 150), (CX + 10, 164), (CX - 10, 164), (CX - 28, 150), 12),
    ]
    sk.shape(colour, band, 1.2)
    sk.shape(colour, [(CX + 6, 154), (CX + 22, 152), (CX + 26, 192), (CX + 10, 192)], 1.2)
    for y in (164, 176, 188):
        sk.shape(stripe, [(CX + 7.2, y), (CX + 23.3, y - 1), (CX + 23.8, y + 4), (CX + 7.7, y + 5)], 0)
    for x in (-14, 0, 14):
        sk.line([(CX + x - 2, 144 + abs(x) * 0.1), (CX + x + 2, 158 - abs(x) * 0.3)], 3.0, stripe)
