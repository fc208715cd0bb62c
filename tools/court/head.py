"""The court heads: faces turned a little to one side, hair, beards, crowns, veils and caps.

`turn` runs from -1 (looking to the figure's left, the viewer's left) to 1: the features slide
that way and the far eye narrows, as the three-quarter heads of a traditional pack do.
"""

from __future__ import annotations

import math

from tools.court.figure import (
    BLUE,
    CHEEK,
    GOLD,
    GOLD_DEEP,
    HEAVY,
    INK,
    LINE,
    RED,
    SKIN,
    WHITE,
    Figure,
    pale,
    scallops,
    sym,
)
from tools.raster import SS, Colour, arc, cubic, disc, mirror_x


def face(f: Figure, *, turn: float = 0.0, young: bool = False, stern: float = 0.0) -> None:
    """The face oval with eyes, brows, nose and mouth; `stern` lowers the inner brows."""
    hx, hy = f.hx, f.hy
    f.oval((hx, hy), 13.5, 17, SKIN)
    shift = turn * 2.6
    for side in (-1, 1):
        far = side * turn > 0
        narrow = 1 - 0.32 * abs(turn) if far else 1.0
        ex = hx + side * 5.6 * (0.8 if far else 1.0) + shift
        ey = hy - 1.5
        rx = 3.2 * narrow
        eye = arc((ex, ey), rx, 1.6, 180, 360, 10) + arc((ex, ey), rx, 1.2, 0, 180, 10)
        f.shape(WHITE, eye, 0)
        px = ex + turn * 0.9
        f.dot((px, ey + 0.1), 1.25, BLUE if young else (96, 60, 36))
        f.dot((px, ey + 0.1), 0.55, INK)
        f.line(arc((ex, ey), rx + 0.1, 1.7, 190, 350, 10), 0.85)
        inner = ex - side * (rx + 0.4)
        outer = ex + side * (rx + 0.4)
        f.line([(inner, ey - 2.8 + stern), (ex, ey - 4.0), (outer, ey - 3.2)], 0.75)
        disc(f.surface, (*CHEEK, 255), f.p(ex + side * 1.2, hy + 5.5), 2.1 * f.zoom * SS)
    nose = hx + turn * 3.2
    tip = 1.6 if turn >= 0 else -1.6
    f.line([(nose - 0.5 * tip, hy - 2), (nose + tip * 0.9, hy + 5.5), (nose - tip * 0.8, hy + 6.5)], 0.8)
    mx = hx + turn * 2.2
    mouth_top = arc((mx, hy + 10.6), 3.4, 1.1, 180, 360, 8)
    mouth_bottom = arc((mx, hy + 10.6), 3.4, 1.7, 0, 180, 8)
    f.shape(RED, mouth_top + mouth_bottom, 0.55)
    f.line([(mx - 3.4, hy + 10.6), (mx + 3.4, hy + 10.6)], 0.55)


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
    if pale(colour):
        # Pale hair gets strands in a darker grey, so it reads as hair and not as the ground.
        for s in (-1, 1):
            for k in range(3):
                x = hx + s * (12.5 + k * 2.4)
                f.line([(x, hy - 4 + k * 3), (x + s * 0.8, length - 10 - k * 2)], 0.55, (120, 124, 142))


def short_hair(f: Figure, colour: Colour) -> None:
    """A jack's rolled curls at the sides of the face."""
    hx, hy = f.hx, f.hy
    for side in (-1, 1):
        curls = [(hx + side * 13.5, hy - 8 + i * 4.6) for i in range(4)]
        curls.append((hx + side * 11, hy + 11))
        scallops(curls, 3.0, f, colour)


def beard(f: Figure, colour: Colour, moustache: bool = True, forked: bool = False) -> None:
    """A king's full beard, square or forked, drawn over the lower face."""
    hx, hy = f.hx, f.hy
    right = [(hx, hy + 13), (hx + 4, hy + 12.5), (hx + 9, hy + 7), (hx + 13.4, hy + 1)]
    if forked:
        right += cubic((hx + 13.4, hy + 1), (hx + 14, hy + 14), (hx + 10, hy + 22), (hx + 5, hy + 31), 10)
        right += [(hx + 1.5, hy + 26), (hx, hy + 25)]
    else:
        right += cubic((hx + 13.4, hy + 1), (hx + 14, hy + 14), (hx + 10, hy + 24), (hx + 2, hy + 29), 10)
        right += [(hx, hy + 27)]
    f.shape(colour, sym(f, right)[:-1], HEAVY if pale(colour) else LINE)
    strand = (120, 124, 142) if pale(colour) else INK
    for i in range(-2, 3):
        f.line([(hx + i * 3.6, hy + 15 + abs(i)), (hx + i * 3.2, hy + 24 - abs(i) * 1.5)], 0.55, strand)
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
            f.shape(colour, m, 0.8 if pale(colour) else 0.6)


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
    """A soft cap with a turned-up brim and a curling feather, keylined so a white one shows."""
    hx, hy = f.hx, f.hy
    base = hy - 13
    # The feather rises from the cap and curls back over the crown, clear of the suit emblem.
    plume = [
        (hx + 4, base - 12),
        *cubic((hx + 4, base - 12), (hx + 8, base - 26), (hx + 20, base - 28), (hx + 22, base - 20), 14),
        *cubic((hx + 22, base - 20), (hx + 18, base - 22), (hx + 12, base - 18), (hx + 12, base - 8), 14),
    ]
    f.shape(feather, plume, HEAVY)
    vane = (110, 116, 136) if pale(feather) else INK
    for i in range(4):
        t = 0.25 + i * 0.17
        x, y = hx + 6 + 14 * t, base - 14 - 12 * math.sin(math.pi * t * 0.9)
        f.line([(x, y), (x + 3, y - 3)], 0.6, vane)
    crown = [
        (hx - 16, base),
        *cubic((hx - 16, base), (hx - 16, base - 20), (hx + 14, base - 22), (hx + 17, base - 2), 16),
    ]
    f.shape(colour, crown)
    brim = [(hx - 18, base - 3), (hx + 18, base - 5), (hx + 18, base + 2), (hx - 18, base + 3)]
    f.shape(GOLD, brim)
    for x in (-12, -6, 0, 6, 12):
        f.dot((hx + x, base - 0.5 - x * 0.05), 1.0, INK)


def jack_beret(f: Figure, colour: Colour, feather: Colour) -> None:
    """A broad flat beret worn at a tilt, with a gold band and a plume laid along its brim."""
    hx, hy = f.hx, f.hy
    base = hy - 12
    plume = [
        (hx - 4, base - 10),
        *cubic((hx - 4, base - 10), (hx - 14, base - 22), (hx - 26, base - 20), (hx - 28, base - 12), 12),
        *cubic((hx - 28, base - 12), (hx - 22, base - 16), (hx - 12, base - 14), (hx - 6, base - 6), 12),
    ]
    f.shape(feather, plume, HEAVY)
    top = [
        (hx - 21, base - 4),
        *cubic((hx - 21, base - 4), (hx - 22, base - 16), (hx + 18, base - 22), (hx + 24, base - 8), 16),
        *cubic((hx + 24, base - 8), (hx + 22, base - 2), (hx + 4, base + 1), (hx - 21, base - 4), 12),
    ]
    f.shape(colour, top)
    f.line(
        cubic((hx - 18, base - 2.5), (hx - 6, base + 0.5), (hx + 10, base - 0.5), (hx + 21, base - 5), 12), 2.2, GOLD
    )
    f.dot((hx + 15, base - 5), 1.8, GOLD, line=0.6)
