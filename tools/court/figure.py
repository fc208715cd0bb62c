"""The court figure's canvas, palette and drawing helpers.

Courts are drawn like a traditional woodcut pack: flat colours from one small palette, every
shape edged with a dark keyline, the figure a half-length bust that the card mirrors top to
bottom. Coordinates are final pixels inside the half frame (origin top-left); `Figure.p` moves
them onto the supersampled canvas.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

import pygame

from tools.raster import SS, Colour, Point, disc, ellipse, fill, layer, mirror_x, stroke

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
HEAVY = 1.35
"""Keyline round pale shapes (white hair, plumes, ermine), so they hold against the cream ground."""

HAIR = {
    "gold": (230, 176, 60),
    "brown": (120, 74, 40),
    "black": (40, 36, 46),
    "grey": (170, 172, 186),
    "auburn": (170, 72, 36),
    "white": (214, 218, 230),
}
"""White and grey hair are printed a shade bluer than the paper, as the old packs did."""

HALF_W, HALF_H = 114.0, 130.0
"""The half frame in final pixels; the figure is drawn here and mirrored below the centre line."""

GRIP = (20.0, 104.0)
"""Where held items are drawn from; `Figure.holding` moves them into the figure's hand."""


def pale(colour: Colour) -> bool:
    """Whether a fill is light enough to need the heavy keyline."""
    r, g, b = colour[:3]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b > 190


@dataclass
class Figure:
    """One half-frame canvas and the figure's placement on it.

    Head parts are drawn through a figure with `zoom` > 1, which enlarges positions and sizes
    about the head's centre (keylines keep their width); `drop` moves the whole figure down.
    A figure `holding` an item turns the item's drawing about `GRIP` by `angle` degrees and
    moves it to `hand`.
    """

    surface: pygame.Surface
    hx: float = 57.0
    hy: float = 50.0
    zoom: float = 1.0
    drop: float = 0.0
    hand: Point | None = None
    angle: float = 0.0

    def head(self, zoom: float) -> Figure:
        return replace(self, zoom=zoom)

    def holding(self, hand: Point, angle: float = 0.0) -> Figure:
        return replace(self, hand=hand, angle=angle)

    def p(self, x: float, y: float) -> Point:
        if self.hand is not None:
            dx, dy = x - GRIP[0], y - GRIP[1]
            c, s = math.cos(math.radians(self.angle)), math.sin(math.radians(self.angle))
            x, y = self.hand[0] + dx * c - dy * s, self.hand[1] + dx * s + dy * c
        z = self.zoom
        return ((self.hx + (x - self.hx) * z) * SS, (self.hy + (y - self.hy) * z + self.drop) * SS)

    def pts(self, points: Sequence[Point]) -> list[Point]:
        return [self.p(x, y) for x, y in points]

    def shape(self, colour: Colour, points: Sequence[Point], line: float = LINE) -> None:
        """A flat shape with a keyline (points in final pixels); pale shapes get a heavier one."""
        placed = self.pts(points)
        fill(self.surface, colour, placed)
        if line:
            width = max(line, HEAVY) if pale(colour) and line >= LINE else line
            stroke(self.surface, INK, placed, width * SS, closed=True)

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
    line = HEAVY if pale(colour) else LINE
    for x, y in points:
        f.dot((x, y), radius, colour, line=line)


def tube(path: Sequence[Point], widths: Sequence[float], inner: float = -1.0) -> list[Point]:
    """The outline of a limb along `path` (shoulder, elbow, wrist), `widths` wide at each point.

    With `inner` > -1 only a strip of it: from its left edge in to `inner` (a fraction of the
    half width, 0 = the centre line; a negative `widths` entry takes the right edge instead)."""
    left: list[Point] = []
    right: list[Point] = []
    n = len(path)
    for i, ((x, y), w) in enumerate(zip(path, widths, strict=True)):
        (xa, ya), (xb, yb) = path[max(0, i - 1)], path[min(n - 1, i + 1)]
        dx, dy = xb - xa, yb - ya
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length * w / 2, dx / length * w / 2
        left.append((x + nx, y + ny))
        right.append((x - nx * inner, y - ny * inner) if inner > -1 else (x - nx, y - ny))
    return left + right[::-1]
