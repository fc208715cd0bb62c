"""The court figure: robe, collar, head, face, hair, beard, crowns and hats.

Courts are drawn like a traditional woodcut pack: flat colours from one small palette, every
shape edged with a dark keyline, the figure a half-length bust that the card mirrors top to
bottom. Coordinates are final pixels inside the half frame (origin top-left); `Figure.p` moves
them onto the supersampled canvas.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from tools.raster import SS, Colour, Point, arc, cubic, disc, ellipse, fill, layer, mirror_x, stroke

INK = (28, 26, 38)
RED = (192, 32, 44)
BLUE = (34, 70, 146)
GOLD = (236, 184, 52)
GOLD_DEEP = (196, 138, 32)
SKIN = (250, 224, 196)
CHEEK = (240, 170, 160)
WHITE = (252, 250, 244)
GREEN = (40, 128, 70)
STEEL = (200, 208, 218)
LINE = 0.95
"""Keyline width in final pixels."""

HAIR = {
    "gold": (230, 176, 60),
    "brown": (120, 74, 40),
    "black": (40, 36, 46),
    "grey": (196, 196, 204),
    "auburn": (170, 72, 36),
    "white": (238, 236, 230),
}

HALF_W, HALF_H = 114.0, 130.0
"""The half frame in final pixels; the figure is drawn here and mirrored below the centre line."""


@dataclass
class Figure:
    """One half-frame canvas and the figure's placement on it.

    Head parts are drawn through a figure with `zoom` > 1, which enlarges positions and sizes
    about the head's centre (keylines keep their width); `drop` moves the whole figure down.
    """

    surface: pygame.Surface
    hx: float = 57.0
    hy: float = 50.0
    zoom: float = 1.0
    drop: float = 0.0

    def head(self, zoom: float) -> Figure:
        return Figure(self.surface, self.hx, self.hy, zoom, self.drop)

    def p(self, x: float, y: float) -> Point:
        z = self.zoom
        return ((self.hx + (x - self.hx) * z) * SS, (self.hy + (y - self.hy) * z + self.drop) * SS)

    def pts(self, points: Sequence[Point]) -> list[Point]:
        return [self.p(x, y) for x, y in points]

    def shape(self, colour: Colour, points: Sequence[Point], line: float = LINE) -> None:
        """A flat shape with a keyline (points in final pixels)."""
        placed = self.pts(points)
        fill(self.surface, colour, placed)
        if line:
            stroke(self.surface, INK, placed, line * SS, closed=True)

    def line(self, points: Sequence[Point], width: float = LINE, colour: Colour = INK) -> None:
        stroke(self.surface, colour, self.pts(points), width * SS)

    def dot(self, centre: Point, r: float, colour: Colour, line: float = 0.0) -> None:
        r *= self.zoom
        if line:
            disc(self.surface, INK, self.p(*centre), (r + line / 2) * SS)
        disc(self.surface, colour, self.p(*centre), r * SS)

    def oval(self, centre: Point, rx: float, ry: float, colour: Colour, line: float = LINE) -> None:
        c = self.p(*centre)
        rx, ry = rx * self.zoom, ry * self.zoom
        if line:
            ellipse(self.surface, INK, c, (rx + line / 2) * SS, (ry + line / 2) * SS)
        ellipse(self.surface, colour, c, rx * SS, ry * SS)

    def clipped(self, outline: Sequence[Point], paint: pygame.Surface) -> None:
        """Blit `paint` (a full-size layer) onto the figure only inside `outline`."""
        mask = layer(self.surface, (255, 255, 255))
        fill(mask, (255, 255, 255, 255), self.pts(outline))
        paint.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        self.surface.blit(paint, (0, 0))


def sym(f: Figure, right: Sequence[Point]) -> list[Point]:
    """A closed outline symmetric about the head's centre line, from its right half."""
    pts = list(right)
    return pts + mirror_x(pts, f.hx)[1:-1]


def scallops(points: Sequence[Point], radius: float, f: Figure, colour: Colour) -> None:
    """Round curls along a path, each with a keyline, for hair, beards and ermine."""
    for x, y in points:
        f.dot((x, y), radius, colour, line=LINE)


# -- body --------------------------------------------------------------------------------------


def robe_outline(f: Figure) -> list[Point]:
    hx = f.hx
    right = [(hx, 66.0)]
    right += cubic((hx, 66.0), (hx + 8, 66), (hx + 10, 68), (hx + 12, 72), 6)
    right += cubic((hx + 12, 72), (hx + 36, 74), (hx + 54, 80), (hx + 57, 96), 12)
    right += [(hx + 57, HALF_H + 1)]
    return sym(f, [*right, (hx, HALF_H + 1)])[:-1]


def robe(f: Figure, main: Colour, second: Colour, pattern: str) -> None:
    """The robe: main panels with a printed pattern, sleeves in the second colour, gold placket."""
    hx = f.hx
    outline = robe_outline(f)
    f.shape(main, outline)
    paint = layer(f.surface, GOLD)
    _pattern(paint, f, pattern, main)
    f.clipped(outline, paint)
    f.line([*outline, outline[0]], LINE)
    for side in (-1, 1):
        sleeve = [
            (hx + side * 30, 78),
            *cubic((hx + side * 30, 78), (hx + side * 44, 78), (hx + side * 54, 84), (hx + side * 57, 96), 8),
            (hx + side * 57, HALF_H),
            (hx + side * 37, HALF_H),
            (hx + side * 35, 96),
        ]
        f.shape(second, sleeve)
        for k in (0, 1):
            x = hx + side * (41.5 + k * 8)
            slash = [(x - 1.6, 88 + k * 3), (x + 1.6, 88 + k * 3), (x + 1.6, 102), (x - 1.6, 102)]
            f.shape(main if second is not main else WHITE, slash, 0.7)
            f.dot((x, 87 + k * 3), 1.3, WHITE, line=0.5)
        for y in (106.0, 113.0):
            f.line([(hx + side * 36.5, y), (hx + side * 56.5, y)], 2.0 if y > 110 else 1.2, GOLD)
    placket = [(hx - 7, 84), (hx + 7, 84), (hx + 8, HALF_H), (hx - 8, HALF_H)]
    f.shape(GOLD, placket)
    for i in range(6):
        y = 92 + i * 7
        f.shape(INK if i % 2 else RED, [(hx, y - 3), (hx + 3.2, y), (hx, y + 3), (hx - 3.2, y)], 0)


def _pattern(paint: pygame.Surface, f: Figure, kind: str, main: Colour) -> None:
    """A repeat pattern over the robe panels."""
    if kind == "lozenge":
        for row in range(9):
            for col in range(-1, 9):
                x = col * 14 + (7 if row % 2 else 0)
                y = 66 + row * 9
                fill(paint, GOLD, f.pts([(x, y - 3.4), (x + 3.4, y), (x, y + 3.4), (x - 3.4, y)]))
    elif kind == "stripes":
        for col in range(-2, 14):
            x = col * 9
            fill(paint, GOLD, f.pts([(x, 60), (x + 2.4, 60), (x + 2.4, HALF_H + 2), (x, HALF_H + 2)]))
            for row in range(7):
                disc(paint, WHITE, f.p(x + 5.7, 70 + row * 10), 1.1 * SS)
    elif kind == "rings":
        for row in range(8):
            for col in range(-1, 10):
                cx = col * 13 + (6.5 if row % 2 else 0.0)
                cy = 68 + row * 10
                disc(paint, GOLD, f.p(cx, cy), 3.3 * SS)
                disc(paint, main, f.p(cx, cy), 1.8 * SS)
    elif kind == "chevrons":
        for row in range(10):
            y = 64 + row * 8
            for col in range(-1, 10):
                x = col * 14
                stroke(paint, GOLD, f.pts([(x - 5, y + 3), (x, y - 1), (x + 5, y + 3)]), 1.6 * SS)


def ermine(f: Figure) -> None:
    """An ermine collar: white fur with black tails, draped over the shoulders."""
    hx = f.hx
    top = cubic((hx - 36, 78), (hx - 20, 70), (hx + 20, 70), (hx + 36, 78), 20)
    bottom = cubic((hx + 34, 89), (hx + 18, 96), (hx - 18, 96), (hx - 34, 89), 20)
    outline = [(hx - 36, 78), *top, *bottom]
    f.shape(WHITE, outline)
    for i in range(7):
        t = (i + 0.5) / 7
        x = hx - 30 + 60 * t
        y = 84 + 4 * math.sin(math.pi * t)
        f.shape(INK, [(x, y - 1.2), (x + 1.1, y + 1.4), (x, y + 3.0), (x - 1.1, y + 1.4)], 0)
        for dx, dy in ((-1.3, -2.2), (1.3, -2.2), (0, -3.4)):
            disc(f.surface, INK, f.p(x + dx, y + dy), 0.55 * SS)


def neckline(f: Figure, colour: Colour, pearls: bool) -> None:
    """A square neckline with a gold trim, and for queens a string of pearls."""
    hx = f.hx
    body = [(hx - 18, 72), (hx + 18, 72), (hx + 16, 90), (hx - 16, 90)]
    f.shape(SKIN, body)
    trim = [(hx - 20, 86), (hx + 20, 86), (hx + 22, 93), (hx - 22, 93)]
    f.shape(colour, trim)
    f.line([(hx - 20, 89.5), (hx + 20, 89.5)], 1.2, GOLD)
    if pearls:
        for i in range(11):
            a = math.pi * (0.15 + 0.7 * i / 10)
            f.dot((hx - 11 * math.cos(a), 74 + 8 * math.sin(a)), 1.35, WHITE, line=0.6)
        f.shape(RED, [(hx, 81.5), (hx + 2.5, 84.5), (hx, 87.5), (hx - 2.5, 84.5)], 0.6)


def doublet_collar(f: Figure, colour: Colour) -> None:
    """A jack's standing collar with a gold edge and buttons down the front."""
    hx = f.hx
    f.shape(SKIN, [(hx - 7, 64), (hx + 7, 64), (hx + 8, 76), (hx - 8, 76)])
    left = [(hx - 20, 74), (hx - 2, 78), (hx - 1, 90), (hx - 16, 84)]
    f.shape(colour, left)
    f.shape(colour, mirror_x(left, hx))
    f.line([(hx - 19, 76.5), (hx - 2, 80.5)], 1.2, GOLD)
    f.line([(hx + 19, 76.5), (hx + 2, 80.5)], 1.2, GOLD)


# -- head --------------------------------------------------------------------------------------


def neck(f: Figure) -> None:
    hx, hy = f.hx, f.hy
    f.shape(SKIN, [(hx - 6, hy + 10), (hx + 6, hy + 10), (hx + 7, hy + 24), (hx - 7, hy + 24)])


def face(f: Figure, *, lips: Colour = RED, young: bool = False, brows: Colour = INK) -> None:
    """The face oval with eyes, brows, nose and mouth, looking straight out of the card."""
    hx, hy = f.hx, f.hy
    f.oval((hx, hy), 13.5, 17, SKIN)
    for side in (-1, 1):
        ex = hx + side * 5.6
        ey = hy - 1.5
        eye = arc((ex, ey), 3.2, 1.6, 180, 360, 10) + arc((ex, ey), 3.2, 1.2, 0, 180, 10)
        f.shape(WHITE, eye, 0)
        f.dot((ex, ey + 0.1), 1.25, BLUE if young else (96, 60, 36))
        f.dot((ex, ey + 0.1), 0.55, INK)
        f.line(arc((ex, ey), 3.3, 1.7, 190, 350, 10), 0.85)
        f.line(arc((ex, ey - 2.6), 3.6, 1.6, 205, 335, 8), 0.75, brows)
        disc(f.surface, (*CHEEK, 255), f.p(ex + side * 1.2, hy + 5.5), 2.1 * f.zoom * SS)
    f.line([(hx - 0.5, hy - 2), (hx + 1.2, hy + 5.5), (hx - 1.2, hy + 6.5)], 0.8)
    mouth_top = arc((hx, hy + 10.6), 3.4, 1.1, 180, 360, 8)
    mouth_bottom = arc((hx, hy + 10.6), 3.4, 1.7, 0, 180, 8)
    f.shape(lips, mouth_top + mouth_bottom, 0.55)
    f.line([(hx - 3.4, hy + 10.6), (hx + 3.4, hy + 10.6)], 0.55)


def long_hair(f: Figure, colour: Colour, length: float = 74.0) -> None:
    """Hair framing the face and falling to the shoulders in curls."""
    hx, hy = f.hx, f.hy
    right = [
        (hx, hy - 19),
        *cubic((hx, hy - 19), (hx + 14, hy - 19), (hx + 19, hy - 8), (hx + 19, hy + 4), 10),
        (hx + 20, length - 6),
        (hx + 10, length - 2),
        (hx + 12, hy + 4),
        (hx, hy - 10),
    ]
    f.shape(colour, right)
    f.shape(colour, mirror_x(right, hx))
    curls = [(hx + s * (17 + 3 * (i % 2)), hy + 2 + i * 5.2) for s in (-1, 1) for i in range(int((length - hy) / 5.2))]
    scallops(curls, 2.9, f, colour)


def short_hair(f: Figure, colour: Colour) -> None:
    """A jack's rolled curls at the sides of the face."""
    hx, hy = f.hx, f.hy
    for side in (-1, 1):
        curls = [(hx + side * 13.5, hy - 8 + i * 4.6) for i in range(4)]
        curls.append((hx + side * 11, hy + 11))
        scallops(curls, 3.0, f, colour)


def beard(f: Figure, colour: Colour, moustache: bool = True) -> None:
    """A king's full beard with curled ends, drawn over the lower face."""
    hx, hy = f.hx, f.hy
    right = [(hx, hy + 13), (hx + 4, hy + 12.5), (hx + 9, hy + 7), (hx + 13.4, hy + 1)]
    right += cubic((hx + 13.4, hy + 1), (hx + 14, hy + 14), (hx + 10, hy + 24), (hx + 2, hy + 29), 10)
    right += [(hx, hy + 27)]
    f.shape(colour, sym(f, right)[:-1])
    for i in range(-2, 3):
        f.line([(hx + i * 3.6, hy + 15 + abs(i)), (hx + i * 3.2, hy + 24 - abs(i) * 1.5)], 0.55)
    # The mouth shows through.
    f.shape(RED, arc((hx, hy + 11), 2.6, 1.3, 0, 360, 16), 0.5)
    if moustache:
        for side in (-1, 1):
            m = [
                (hx, hy + 8.2),
                (hx + side * 4, hy + 7.5),
                (hx + side * 8, hy + 9),
                (hx + side * 10.5, hy + 7),
                (hx + side * 9, hy + 10.8),
                (hx + side * 4, hy + 10.2),
                (hx, hy + 9.8),
            ]
            f.shape(colour, m, 0.6)


# -- headwear ----------------------------------------------------------------------------------


def king_crown(f: Figure, cap: Colour) -> None:
    """An open crown: a velvet cap, five points tipped with pearls, a jewelled band."""
    hx, hy = f.hx, f.hy
    base = hy - 15
    f.shape(
        cap, [(hx - 15, base), *cubic((hx - 15, base), (hx - 14, base - 24), (hx + 14, base - 24), (hx + 15, base), 16)]
    )
    points = [
        (hx - 16, base),
        (hx - 18, base - 17),
        (hx - 11, base - 9),
        (hx - 6, base - 20),
        (hx - 2, base - 10),
        (hx, base - 23),
        (hx + 2, base - 10),
        (hx + 6, base - 20),
        (hx + 11, base - 9),
        (hx + 18, base - 17),
        (hx + 16, base),
    ]
    f.shape(GOLD, points)
    for x, y in [(hx - 18, base - 17), (hx - 6, base - 20), (hx, base - 23), (hx + 6, base - 20), (hx + 18, base - 17)]:
        f.dot((x, y - 1.4), 1.6, WHITE, line=0.6)
    band = [(hx - 17, base - 6), (hx + 17, base - 6), (hx + 17, base + 1), (hx - 17, base + 1)]
    f.shape(GOLD_DEEP, band)
    for i, x in enumerate((-11, -5.5, 0, 5.5, 11)):
        colour = RED if i % 2 == 0 else BLUE
        f.shape(colour, [(hx + x, base - 5), (hx + x + 2, base - 2.5), (hx + x, base), (hx + x - 2, base - 2.5)], 0.5)


def queen_veil(f: Figure, veil: Colour) -> None:
    """A veil falling from under the crown, behind the hair, to the shoulders."""
    hx, hy = f.hx, f.hy
    base = hy - 14
    right = [
        (hx, base - 8),
        *cubic((hx, base - 8), (hx + 20, base - 9), (hx + 24, base + 10), (hx + 25, 72), 14),
        (hx + 14, 72),
    ]
    f.shape(veil, right)
    f.shape(veil, mirror_x(right, hx))


def queen_crown(f: Figure) -> None:
    """A low crown of three fleurs on a jewelled band."""
    hx, hy = f.hx, f.hy
    base = hy - 14
    for x in (-10, 0, 10):
        tall = 12 if x == 0 else 9
        fx, fy = hx + x, base - 5
        petal = [(fx, fy - tall), (fx + 3.4, fy - tall + 4), (fx + 3.0, fy - 2), (fx + 1.2, fy)]
        f.shape(GOLD, [*petal, (fx - 1.2, fy), (fx - 3.0, fy - 2), (fx - 3.4, fy - tall + 4)])
        f.dot((fx, fy - tall - 1.2), 1.5, WHITE, line=0.5)
    f.shape(GOLD, [(hx - 15, base - 5), (hx + 15, base - 5), (hx + 15, base + 1), (hx - 15, base + 1)])
    for x in (-9, -3, 3, 9):
        f.dot((hx + x, base - 2), 1.3, RED if x in (-9, 3) else BLUE, line=0.5)


def jack_cap(f: Figure, colour: Colour, feather: Colour) -> None:
    """A soft cap with a turned-up brim and a curling feather."""
    hx, hy = f.hx, f.hy
    base = hy - 13
    # The feather rises from the cap and curls back over the crown, clear of the suit emblem.
    plume = [
        (hx + 4, base - 12),
        *cubic((hx + 4, base - 12), (hx + 8, base - 26), (hx + 20, base - 28), (hx + 22, base - 20), 14),
        *cubic((hx + 22, base - 20), (hx + 18, base - 22), (hx + 12, base - 18), (hx + 12, base - 8), 14),
    ]
    f.shape(feather, plume)
    for i in range(4):
        t = 0.25 + i * 0.17
        x, y = hx + 6 + 14 * t, base - 14 - 12 * math.sin(math.pi * t * 0.9)
        f.line([(x, y), (x + 3, y - 3)], 0.5)
    crown = [
        (hx - 16, base),
        *cubic((hx - 16, base), (hx - 16, base - 20), (hx + 14, base - 22), (hx + 17, base - 2), 16),
    ]
    f.shape(colour, crown)
    brim = [(hx - 18, base - 3), (hx + 18, base - 5), (hx + 18, base + 2), (hx - 18, base + 3)]
    f.shape(GOLD, brim)
    for x in (-12, -6, 0, 6, 12):
        f.dot((hx + x, base - 0.5 - x * 0.05), 1.0, INK)
