"""The court bodies: a torso cut for each rank, and arms that bend at the elbow and end in hands.

Every court has its own pose (see court.pattern): how wide and how tilted the shoulders are,
where each hand is and where its elbow bends. Sleeves are tubes from shoulder to wrist drawn
inside the frame, with a cuff at the wrist, so no arm is cut off by the border.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from tools.court.figure import GOLD, HALF_H, INK, RED, SKIN, WHITE, Figure, tube
from tools.raster import SS, Colour, Point, arc, cubic, disc, fill, layer, stroke

NECK_Y = 64.0
SHOULDER_Y = 75.0


@dataclass(frozen=True)
class Pose:
    """Where the court's hands are: `grip` holds the item (turned by `angle`), `rest` is the
    other hand, each with the elbow its arm bends at; `spread` is half the shoulder width,
    `tilt` raises the right shoulder (negative lowers it)."""

    grip: Point
    grip_elbow: Point
    rest: Point
    rest_elbow: Point
    angle: float = 0.0
    spread: float = 34.0
    tilt: float = 0.0
    turn: float = 0.0
    rest_open: bool = True


def shoulders(f: Figure, pose: Pose) -> tuple[Point, Point]:
    return (f.hx - pose.spread, SHOULDER_Y + pose.tilt), (f.hx + pose.spread, SHOULDER_Y - pose.tilt)


def torso_outline(f: Figure, pose: Pose, cut: str) -> list[Point]:
    """The body from the neck to the centre line: a king's robe widens, a queen's bodice is
    drawn in at the waist, a jack's doublet falls straight."""
    (lx, ly), (rx, ry) = shoulders(f, pose)
    hx = f.hx
    foot = HALF_H + 1
    flare = {"robe": 8.0, "bodice": 4.0, "doublet": 1.0}[cut]
    waist = {"robe": 0.0, "bodice": 4.0, "doublet": 2.0}[cut]

    def side(sx: float, sy: float, s: int) -> list[Point]:
        out = [(hx + s * 8, NECK_Y)]
        out += cubic((hx + s * 8, NECK_Y), (hx + s * 14, sy - 2), (sx - s * 8, sy - 1), (sx, sy + 2), 8)
        out += cubic((sx, sy + 2), (sx + s * 4, sy + 12), (sx - s * waist, 108), (sx + s * flare, foot), 12)
        return out

    right = side(rx, ry, 1)
    left = side(lx, ly, -1)
    return [*right, (hx, foot), *reversed(left)]


def torso(f: Figure, pose: Pose, cut: str, main: Colour, second: Colour, pattern: str) -> list[Point]:
    outline = torso_outline(f, pose, cut)
    f.shape(main, outline)
    paint = layer(f.surface, GOLD)
    _pattern(paint, f, pattern, main)
    f.clipped(outline, paint)
    f.line([*outline, outline[0]])
    hx = f.hx
    if cut == "bodice":
        stomacher = [(hx - 10, 84), (hx + 10, 84), (hx + 4, 122), (hx, 127), (hx - 4, 122)]
        f.shape(second, stomacher)
        for i in range(5):
            y = 88 + i * 7
            f.line([(hx - 6 + i * 1.0, y), (hx + 6 - i * 1.0, y + 3)], 0.8, INK if second is GOLD else GOLD)
    else:
        placket = [(hx - 6, 84), (hx + 6, 84), (hx + 7, HALF_H + 1), (hx - 7, HALF_H + 1)]
        f.shape(GOLD, placket)
        for i in range(6):
            y = 92 + i * 7
            f.shape(INK if i % 2 else RED, [(hx, y - 3), (hx + 3, y), (hx, y + 3), (hx - 3, y)], 0)
    if cut == "doublet":
        belt = [(f.hx - 36, 116), (f.hx + 36, 116), (f.hx + 36, 121), (f.hx - 36, 121)]
        f.clipped(outline, _belt_paint(f, belt))
        f.shape(GOLD, [(hx - 4.5, 114.5), (hx + 4.5, 114.5), (hx + 4.5, 122.5), (hx - 4.5, 122.5)], 0.8)
    return outline


def _belt_paint(f: Figure, belt: Sequence[Point]) -> pygame.Surface:
    paint = layer(f.surface)
    fill(paint, INK, f.pts(belt))
    fill(paint, (110, 64, 32), f.pts([(x, y + (0.9 if y < 118 else -0.9)) for x, y in belt]))
    return paint


def _pattern(surface: pygame.Surface, f: Figure, kind: str, main: Colour) -> None:
    """A repeat pattern over the body."""
    if kind == "lozenge":
        for row in range(9):
            for col in range(-1, 9):
                x = col * 14 + (7 if row % 2 else 0)
                y = 66 + row * 9
                fill(surface, GOLD, f.pts([(x, y - 3.4), (x + 3.4, y), (x, y + 3.4), (x - 3.4, y)]))
    elif kind == "stripes":
        for col in range(-2, 14):
            x = col * 9
            fill(surface, GOLD, f.pts([(x, 60), (x + 2.4, 60), (x + 2.4, HALF_H + 2), (x, HALF_H + 2)]))
            for row in range(7):
                disc(surface, WHITE, f.p(x + 5.7, 70 + row * 10), 1.1 * SS)
    elif kind == "rings":
        for row in range(8):
            for col in range(-1, 10):
                cx = col * 13 + (6.5 if row % 2 else 0.0)
                cy = 68 + row * 10
                disc(surface, GOLD, f.p(cx, cy), 3.3 * SS)
                disc(surface, main, f.p(cx, cy), 1.8 * SS)
    elif kind == "chevrons":
        for row in range(10):
            y = 64 + row * 8
            for col in range(-1, 10):
                x = col * 14
                stroke(surface, GOLD, f.pts([(x - 5, y + 3), (x, y - 1), (x + 5, y + 3)]), 1.6 * SS)


def ermine(f: Figure, pose: Pose, cape: bool) -> None:
    """An ermine collar over the shoulders (or a deeper cape), white fur with black tails."""
    (lx, ly), (rx, ry) = shoulders(f, pose)
    hx = f.hx
    depth = 24.0 if cape else 15.0
    top = cubic((lx + 2, ly + 1), (hx - 20, NECK_Y + 2), (hx + 20, NECK_Y + 2), (rx - 2, ry + 1), 20)
    bottom = cubic(
        (rx - 3, ry + depth - 6), (hx + 18, ry + depth + 4), (hx - 18, ly + depth + 4), (lx + 3, ly + depth - 6), 20
    )
    f.shape(WHITE, [*top, *bottom])
    for i in range(7):
        t = (i + 0.5) / 7
        x = lx + 7 + (rx - lx - 14) * t
        y = ly + (ry - ly) * t + depth * 0.5 + 3 * math.sin(math.pi * t)
        f.shape(INK, [(x, y - 1.2), (x + 1.1, y + 1.4), (x, y + 3.0), (x - 1.1, y + 1.4)], 0)
        for dx, dy in ((-1.3, -2.2), (1.3, -2.2), (0, -3.4)):
            disc(f.surface, INK, f.p(x + dx, y + dy), 0.55 * SS)


def neckline(f: Figure, colour: Colour) -> None:
    """A square neckline with a gold trim and a string of pearls."""
    hx = f.hx
    f.shape(SKIN, [(hx - 15, 70), (hx + 15, 70), (hx + 13, 84), (hx - 13, 84)])
    f.shape(colour, [(hx - 17, 82), (hx + 17, 82), (hx + 15, 88), (hx - 15, 88)])
    f.line([(hx - 16, 85), (hx + 16, 85)], 1.1, GOLD)
    for i in range(11):
        a = math.pi * (0.15 + 0.7 * i / 10)
        f.dot((hx - 10 * math.cos(a), 72 + 7 * math.sin(a)), 1.3, WHITE, line=0.6)
    f.shape(RED, [(hx, 78.5), (hx + 2.4, 81), (hx, 83.5), (hx - 2.4, 81)], 0.6)


def collar(f: Figure, colour: Colour) -> None:
    """A jack's standing collar with a gold edge."""
    hx = f.hx
    f.shape(SKIN, [(hx - 7, 62), (hx + 7, 62), (hx + 8, 72), (hx - 8, 72)])
    left = [(hx - 18, 70), (hx - 2, 74), (hx - 1, 86), (hx - 14, 80)]
    f.shape(colour, left)
    f.shape(colour, [(2 * hx - x, y) for x, y in reversed(left)])
    f.line([(hx - 17, 72.5), (hx - 2, 76.5)], 1.1, GOLD)
    f.line([(hx + 17, 72.5), (hx + 2, 76.5)], 1.1, GOLD)


def neck(f: Figure) -> None:
    hx, hy = f.hx, f.hy
    f.shape(SKIN, [(hx - 6, hy + 10), (hx + 6, hy + 10), (hx + 7, hy + 24), (hx - 7, hy + 24)])


def arm(f: Figure, shoulder: Point, elbow: Point, hand: Point, sleeve: Colour, cuff: Colour, puff: float = 0.0) -> None:
    """A sleeved arm from the shoulder, bent at the elbow, its cuff just short of the hand."""
    hx, hy = hand
    ex, ey = elbow
    length = math.hypot(hx - ex, hy - ey) or 1.0
    ux, uy = (hx - ex) / length, (hy - ey) / length
    wrist = (hx - ux * 4.0, hy - uy * 4.0)
    mid = ((shoulder[0] + elbow[0]) / 2, (shoulder[1] + elbow[1]) / 2)
    path, widths = [shoulder, mid, elbow, wrist], [15 + puff, 13 + puff, 11.5, 9.0]
    f.shape(sleeve, tube(path, widths))
    # A shade down the side of the sleeve away from the body gives it roundness.
    outward = [w if shoulder[0] > f.hx else -w for w in widths]
    shade = tube(path, outward, inner=-0.15)
    r, g, b = sleeve[:3]
    fill(f.surface, (round(r * 0.8), round(g * 0.8), round(b * 0.8)), f.pts(shade))
    f.line([*tube(path, widths), tube(path, widths)[0]])
    # A puffed shoulder covers the joint with the body.
    f.oval((shoulder[0], shoulder[1] - 1), 7.5 + puff / 2, 6.5 + puff / 2, sleeve)
    # Slashes down the upper sleeve show the lining.
    for k in (0.35, 0.65):
        sx, sy = shoulder[0] + (elbow[0] - shoulder[0]) * k, shoulder[1] + (elbow[1] - shoulder[1]) * k
        f.line([(sx - 2.2, sy), (sx + 2.2, sy)], 1.3, GOLD)
    cx, cy = wrist
    nx, ny = -uy * 5.2, ux * 5.2
    band = [
        (cx + nx, cy + ny),
        (cx - nx, cy - ny),
        (cx - nx - ux * 3, cy - ny - uy * 3),
        (cx + nx - ux * 3, cy + ny - uy * 3),
    ]
    f.shape(cuff, band, 0.7)


def open_hand(f: Figure, centre: Point, toward: Point) -> None:
    """A hand laid flat, fingers pointing away from `toward` (its elbow)."""
    x, y = centre
    angle = math.degrees(math.atan2(y - toward[1], x - toward[0]))
    outline = arc((0.0, 0.0), 5.2, 3.6, 0, 360, 20)
    c, s = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    f.shape(SKIN, [(x + px * c - py * s, y + px * s + py * c) for px, py in outline])
    for i in (-1, 0, 1):
        a0, a1 = (0.5, i * 1.3), (4.6, i * 1.2)
        f.line(
            [
                (x + a0[0] * c - a0[1] * s, y + a0[0] * s + a0[1] * c),
                (x + a1[0] * c - a1[1] * s, y + a1[0] * s + a1[1] * c),
            ],
            0.45,
        )
