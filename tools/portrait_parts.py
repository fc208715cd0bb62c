"""Parts for the opponents' portraits: heads, eyes, brows, mouths, glasses, clothes.

The portraits share one flat illustration style: filled shapes with a keyline in a darker shade
of their own colour, one shadow tone, and a soft background light. Coordinates are final pixels
on a 192 × 192 canvas; `Sketch` places them on the supersampled surface.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from tools.raster import SS, Colour, Point, arc, cubic, disc, ellipse, fill, layer, radial_gradient, stroke

SIZE = 192
CX = 96.0
"""The portrait's vertical centre line."""
ZOOM, PIVOT = 1.1, (96.0, 112.0)
"""The drawing is enlarged about PIVOT so the faces fill the frame."""

WHITE = (250, 250, 248)
DARK = (36, 30, 36)


def darker(colour: Colour, k: float = 0.68) -> tuple[int, int, int]:
    return tuple(round(c * k) for c in colour[:3])  # type: ignore[return-value]


def lighter(colour: Colour, t: float = 0.3) -> tuple[int, int, int]:
    return tuple(round(c + (255 - c) * t) for c in colour[:3])  # type: ignore[return-value]


def _smooth(t: float) -> float:
    t = min(1.0, max(0.0, t))
    return t * t * (3 - 2 * t)


def _lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


@dataclass(frozen=True)
class Build:
    """A character's build: how wide and long the head is, how the jaw narrows or squares, how
    long and thick the neck is, how broad and how sloped the shoulders are. Every point of the
    portrait is bent through it, so hair, hats and collars follow the head and body they sit on."""

    head_w: float = 1.0
    head_h: float = 1.0
    jaw: float = 1.0
    neck_w: float = 1.0
    neck_len: float = 0.0
    shoulders: float = 1.0
    slope: float = 0.0

    def width_at(self, y: float) -> float:
        """The horizontal scale at height `y` (drawing coordinates)."""
        chin = HEAD_Y + 38
        if y <= HEAD_Y:
            return self.head_w
        if y <= chin:
            return self.head_w * _lerp(1.0, self.jaw, _smooth((y - HEAD_Y) / (chin - HEAD_Y)))
        if y <= chin + 16:
            return _lerp(self.head_w * self.jaw, self.neck_w, _smooth((y - chin) / 16))
        return _lerp(self.neck_w, self.shoulders, _smooth((y - chin - 16) / 16))

    def bend(self, x: float, y: float) -> Point:
        bx = CX + (x - CX) * self.width_at(y)
        head = HEAD_Y + (y - HEAD_Y) * self.head_h - self.neck_len
        t = _smooth((y - 140) / 16)
        by = _lerp(head, y, t)
        by += self.slope * _smooth((y - 140) / 20) * ((x - CX) / 70) ** 2
        return bx, by


HEAD_Y = 92.0
"""The head's centre height, about which it is stretched."""


@dataclass
class Sketch:
    """A supersampled portrait canvas with helpers that take final-pixel coordinates."""

    surface: pygame.Surface
    zoom: float = ZOOM
    build: Build = Build()

    @classmethod
    def new(cls, inner: Colour, outer: Colour, build: Build | None = None) -> Sketch:
        size = SIZE * SS
        surface = radial_gradient((size, size), inner, outer, power=1.3)
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        out.blit(surface, (0, 0))
        # A soft light behind the head.
        glow = radial_gradient((size, size), (255, 255, 255, 60), (255, 255, 255, 0), power=1.2, reach=0.5)
        out.blit(
            pygame.transform.smoothscale(glow, (round(size * 0.8), round(size * 0.8))),
            (round(size * 0.1), round(size * 0.02)),
        )
        return cls(out, build=build or Build())

    def p(self, x: float, y: float) -> Point:
        x, y = self.build.bend(x, y)
        z = self.zoom
        return ((PIVOT[0] + (x - PIVOT[0]) * z) * SS, (PIVOT[1] + (y - PIVOT[1]) * z) * SS)

    def pts(self, points: Sequence[Point]) -> list[Point]:
        return [self.p(x, y) for x, y in points]

    def px(self, length: float) -> float:
        """A length in final pixels on the supersampled canvas."""
        return length * self.zoom * SS

    def shape(
        self, colour: Colour, points: Sequence[Point], line: float = 1.3, line_colour: Colour | None = None
    ) -> None:
        placed = self.pts(points)
        fill(self.surface, colour, placed)
        if line:
            stroke(self.surface, line_colour or darker(colour), placed, self.px(line), closed=True)

    def line(self, points: Sequence[Point], width: float, colour: Colour) -> None:
        stroke(self.surface, colour, self.pts(points), self.px(width))

    def dot(self, centre: Point, r: float, colour: Colour) -> None:
        disc(self.surface, colour, self.p(*centre), self.px(r))

    def oval(
        self, centre: Point, rx: float, ry: float, colour: Colour, line: float = 1.3, line_colour: Colour | None = None
    ) -> None:
        c = self.p(*centre)
        rx *= self.build.width_at(centre[1])
        ry *= self.build.head_h if centre[1] < 140 else 1.0
        if line:
            ellipse(self.surface, line_colour or darker(colour), c, self.px(rx + line / 2), self.px(ry + line / 2))
        ellipse(self.surface, colour, c, self.px(rx), self.px(ry))

    def translucent(self, colour: tuple[int, int, int, int], points: Sequence[Point]) -> None:
        """A see-through shape (blush, stubble shadow, lens tint)."""
        paint = layer(self.surface, colour[:3])
        fill(paint, colour, self.pts(points))
        self.surface.blit(paint, (0, 0))

    def translucent_oval(self, colour: tuple[int, int, int, int], centre: Point, rx: float, ry: float) -> None:
        rx *= self.build.width_at(centre[1])
        paint = layer(self.surface, colour[:3])
        ellipse(paint, colour, self.p(*centre), self.px(rx), self.px(ry))
        self.surface.blit(paint, (0, 0))


def oval_pts(centre: Point, rx: float, ry: float, a0: float = 0, a1: float = 360, steps: int = 48) -> list[Point]:
    return arc(centre, rx, ry, a0, a1, steps)


# -- head and body -----------------------------------------------------------------------------


def head_outline(cy: float, rx: float, ry: float, jaw: float = 0.22) -> list[Point]:
    """An egg-shaped face: round above, narrowing by `jaw` toward the chin."""
    pts = []
    for i in range(72):
        t = 2 * math.pi * i / 72
        s = math.sin(t)
        squeeze = 1 - jaw * max(0.0, s) ** 2
        pts.append((CX + rx * math.cos(t) * squeeze, cy + ry * s))
    return pts


def torso(sk: Sketch, colour: Colour, top: float = 150, width: float = 78, neck_w: float = 18) -> list[Point]:
    """Shoulders and chest filling the bottom of the portrait; returns the outline."""
    right = [(CX, top - 4), (CX + neck_w, top - 6)]
    right += cubic(
        (CX + neck_w, top - 6), (CX + width * 0.6, top - 4), (CX + width, top + 4), (CX + width + 4, top + 26), 12
    )
    right += [(CX + width + 8, SIZE + 2)]
    left = [(2 * CX - x, y) for x, y in reversed(right)]
    outline = [*right, (CX, SIZE + 2), *left]
    sk.shape(colour, outline)
    return outline


def neck(sk: Sketch, skin: Colour, top: float, bottom: float, half_w: float) -> None:
    sk.shape(skin, [(CX - half_w, top), (CX + half_w, top), (CX + half_w + 1, bottom), (CX - half_w - 1, bottom)])
    sk.translucent(
        (*darker(skin, 0.75), 110),
        [(CX - half_w, top), (CX + half_w, top), (CX + half_w, top + 10), (CX, top + 14), (CX - half_w, top + 10)],
    )


def ears(sk: Sketch, skin: Colour, cy: float, rx: float) -> None:
    for side in (-1, 1):
        sk.oval((CX + side * (rx - 1), cy + 2), 6, 9, skin)
        sk.line(
            arc((CX + side * (rx - 1), cy + 2), 3, 5, 270 if side > 0 else 90, 450 if side > 0 else 270, 8),
            1.0,
            darker(skin),
        )


def face(sk: Sketch, skin: Colour, cy: float, rx: float, ry: float, jaw: float = 0.22) -> list[Point]:
    outline = head_outline(cy, rx, ry, jaw)
    sk.shape(skin, outline)
    return outline


# -- features ----------------------------------------------------------------------------------


def eyes(
    sk: Sketch,
    y: float,
    iris: Colour,
    *,
    spread: float = 13,
    w: float = 6.5,
    h: float = 3.6,
    look: float = 0.0,
    lid: Colour = DARK,
    big: bool = False,
) -> None:
    """Two eyes: whites, iris, pupil, a catch-light and a darker upper lid."""
    for side in (-1, 1):
        x = CX + side * spread
        top = oval_pts((x, y), w, h * (1.25 if big else 1.0), 180, 360, 16)
        bottom = oval_pts((x, y), w, h * (1.05 if big else 0.8), 0, 180, 16)
        sk.shape(WHITE, top + bottom, 0.8, darker(WHITE, 0.7))
        r = h * (1.15 if big else 0.95)
        sk.dot((x + look, y + 0.3), r, iris)
        sk.dot((x + look, y + 0.3), r * 0.5, DARK)
        sk.dot((x + look - r * 0.35, y - r * 0.35), r * 0.3, WHITE)
        sk.line(oval_pts((x, y), w + 0.4, h * (1.3 if big else 1.05), 185, 355, 14), 1.7, lid)


def brows(
    sk: Sketch,
    y: float,
    colour: Colour,
    *,
    spread: float = 13,
    tilt: float = 0.0,
    width: float = 2.6,
    length: float = 8.0,
) -> None:
    """Eyebrows; positive `tilt` raises the inner ends (worry), negative lowers them (scowl)."""
    for side in (-1, 1):
        inner = (CX + side * (spread - length * 0.55), y - tilt)
        outer = (CX + side * (spread + length * 0.6), y + tilt * 0.4)
        mid = ((inner[0] + outer[0]) / 2, min(inner[1], outer[1]) - 1.6)
        sk.line([inner, *cubic(inner, mid, mid, outer, 8)], width, colour)


def nose(sk: Sketch, skin: Colour, y: float, size: float = 1.0) -> None:
    shade = darker(skin, 0.78)
    sk.line(
        cubic((CX + 1.5, y - 12 * size), (CX + 3, y - 5 * size), (CX + 5 * size, y - 1), (CX + 2, y + 1), 8), 1.3, shade
    )
    sk.line(arc((CX, y), 5 * size, 2.4 * size, 20, 160, 10), 1.3, shade)


def mouth(sk: Sketch, y: float, kind: str, *, lips: Colour = (176, 80, 80), width: float = 9.0) -> None:
    """Mouths by mood: smile, grin (teeth), gold_grin, flat, worried, lipstick."""
    w = width
    if kind == "flat":
        sk.line([(CX - w, y), (CX + w, y + 0.5)], 1.8, darker(lips, 0.6))
    elif kind == "smile":
        sk.line(arc((CX, y - 4), w, 5, 25, 155, 14), 1.8, darker(lips, 0.6))
    elif kind == "worried":
        sk.line(
            [
                (CX - w, y + 1.5),
                *cubic((CX - w, y + 1.5), (CX - w / 3, y - 2.5), (CX + w / 3, y + 2.5), (CX + w, y - 1), 12),
            ],
            1.7,
            darker(lips, 0.6),
        )
    elif kind in ("grin", "gold_grin"):
        shape = oval_pts((CX, y - 1), w, 2.0, 180, 360, 12) + oval_pts((CX, y - 1), w, 7.5, 0, 180, 16)
        sk.shape((110, 40, 44), shape, 1.2, darker(lips, 0.55))
        teeth = oval_pts((CX, y - 1), w - 1, 1.6, 180, 360, 12) + oval_pts((CX, y + 1.6), w - 1.5, 2.4, 0, 180, 12)
        sk.shape(WHITE, teeth, 0)
        if kind == "gold_grin":
            sk.shape(
                (240, 190, 60),
                [(CX + 2.5, y - 2.4), (CX + 6, y - 2.4), (CX + 6, y + 3), (CX + 2.5, y + 3.2)],
                0.6,
                (170, 120, 30),
            )
            sk.dot((CX + 3.6, y - 1), 0.8, (255, 246, 200))
        for x in (-4, 0, 4):
            if kind != "gold_grin" or x != 4:
                sk.line([(CX + x + 0.6, y - 2.2), (CX + x + 0.6, y + 2.2)], 0.5, (200, 196, 190))
    elif kind == "lipstick":
        upper = [
            (CX - w, y),
            *cubic((CX - w, y), (CX - w / 2, y - 5), (CX - 2, y - 4.5), (CX, y - 2.5), 8),
            *cubic((CX, y - 2.5), (CX + 2, y - 4.5), (CX + w / 2, y - 5), (CX + w, y), 8),
        ]
        lower = cubic((CX + w, y), (CX + w / 2, y + 7), (CX - w / 2, y + 7), (CX - w, y), 12)
        sk.shape(lips, upper + lower, 1.0)
        sk.line(
            cubic((CX - w + 1, y), (CX - 3, y + 1.6), (CX + 3, y + 1.6), (CX + w - 1, y), 10), 1.0, darker(lips, 0.55)
        )
        sk.translucent_oval((255, 255, 255, 90), (CX + 3, y + 3.5), 2.5, 1.0)


def blush(sk: Sketch, y: float, colour: tuple[int, int, int], alpha: int = 90, spread: float = 17) -> None:
    for side in (-1, 1):
        sk.translucent_oval((*colour, alpha), (CX + side * spread, y), 7, 4.2)


def freckles(sk: Sketch, y: float, colour: Colour) -> None:
    spots = [
        (-20, 0),
        (-16, -2),
        (-13, 1.5),
        (-18, 3),
        (-11, -1),
        (20, 0),
        (16, -2),
        (13, 1.5),
        (18, 3),
        (11, -1),
        (-3, -4),
        (3, -4),
    ]
    for dx, dy in spots:
        sk.dot((CX + dx, y + dy), 0.95, colour)


def wrinkles(sk: Sketch, eye_y: float, brow_y: float, skin: Colour, spread: float = 13, forehead: bool = True) -> None:
    """Crow's feet and a forehead line, for the older faces."""
    shade = darker(skin, 0.8)
    for side in (-1, 1):
        x = CX + side * (spread + 8.5)
        for k in (-1, 0, 1):
            sk.line([(x, eye_y + k * 2.2), (x + side * 3.5, eye_y + k * 3.2)], 0.8, shade)
    if forehead:
        sk.line(arc((CX, brow_y - 2), 10, 2, 200, 340, 10), 0.9, shade)


def glasses(sk: Sketch, y: float, kind: str, frame: Colour, *, spread: float = 13) -> None:
    """Spectacles: "round" or "rect", with a faint lens sheen."""
    for side in (-1, 1):
        x = CX + side * spread
        if kind == "round":
            pts = oval_pts((x, y), 9, 8.5, 0, 360, 32)
        else:
            pts = [(x - 9.5, y - 6), (x + 9.5, y - 6), (x + 9, y + 5.5), (x - 9, y + 5.5)]
        sk.translucent((255, 255, 255, 40), pts)
        sk.line([*pts, pts[0]], 1.6, frame)
        sk.line([(x + side * 9.5, y - 2), (x + side * 16, y - 3)], 1.4, frame)
    sk.line(arc((CX, y - 1), 4, 2.5, 200, 340, 8), 1.4, frame)


def shades(sk: Sketch, y: float, *, spread: float = 14) -> None:
    """Dark wraparound sunglasses with a cold reflection."""
    lens = (22, 24, 30)
    for side in (-1, 1):
        x = CX + side * spread
        pts = [
            (x - 11, y - 5.5),
            (x + 11, y - 5.5),
            (x + 10, y + 4),
            *cubic((x + 10, y + 4), (x + 6, y + 8), (x - 6, y + 8), (x - 10, y + 4), 8),
        ]
        sk.shape(lens, pts, 1.2, (8, 8, 10))
        sk.translucent((150, 180, 220, 110), [(x - 7, y - 3.5), (x - 3, y - 3.5), (x - 8, y + 3), (x - 9.5, y + 2)])
    sk.line([(CX - spread + 10, y - 4), (CX + spread - 10, y - 4)], 2.2, (8, 8, 10))
    sk.line([(CX - spread - 11, y - 4.5), (CX + spread + 11, y - 4.5)], 1.4, (60, 62, 70))


def stubble(sk: Sketch, cy: float, rx: float, ry: float, colour: Colour, jaw: float = 0.22) -> None:
    """A shadow of beard growth over the jaw and upper lip: two soft tones, denser at the jaw
    line, with no strokes that could read as scratches."""
    outline = head_outline(cy, rx, ry, jaw)
    for reach, alpha in ((0.28, 56), (0.5, 48)):
        lower = [p for p in outline if p[1] > cy + ry * reach]
        lower.sort(key=lambda p: math.atan2(p[1] - cy, p[0] - CX))
        inner = 0.45 + (reach - 0.28)
        region = [
            *lower,
            (CX + rx * inner, cy + ry * inner),
            (CX, cy + ry * (inner - 0.08)),
            (CX - rx * inner, cy + ry * inner),
        ]
        sk.translucent((*colour[:3], alpha), region)
    # The moustache line above the lip.
    sk.translucent(
        (*colour[:3], 60),
        [(CX - rx * 0.42, cy + ry * 0.62), (CX, cy + ry * 0.54), (CX + rx * 0.42, cy + ry * 0.62), (CX, cy + ry * 0.6)],
    )


def button(sk: Sketch, centre: Point, colour: Colour, r: float = 2.2) -> None:
    sk.oval(centre, r, r, colour, 0.8)
    sk.dot((centre[0] - r * 0.3, centre[1] - r * 0.3), r * 0.3, lighter(colour, 0.6))
