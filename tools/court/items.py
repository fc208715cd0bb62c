"""What the court figures hold: swords, an axe, an orb, a sceptre, flowers, a halberd, an arrow.

Each item is drawn upright from `GRIP` and ends in a gripping hand; the figure's pose moves and
turns it into the court's hand (see `Figure.holding`), so every court has its own attribute, as
on a traditional pack.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from tools.court.figure import BLUE, GOLD, GOLD_DEEP, GREEN, GRIP, RED, SKIN, STEEL, WHITE, Figure, sym
from tools.raster import arc, cubic

HAND = GRIP


def hand(f: Figure, x: float = HAND[0], y: float = HAND[1]) -> None:
    f.shape(SKIN, arc((x, y), 4.6, 3.8, 0, 360, 20))
    for i in range(3):
        f.line([(x - 3 + i * 2.2, y - 1.5), (x - 3 + i * 2.2, y + 1.8)], 0.45)


def _shaft(f: Figure, x: float, top: float, bottom: float, colour: tuple[int, int, int], width: float = 3.0) -> None:
    f.shape(colour, [(x - width / 2, top), (x + width / 2, top), (x + width / 2, bottom), (x - width / 2, bottom)])


def sword(f: Figure) -> None:
    """An upright broadsword, hilt in the hand."""
    x, y = HAND
    blade = [(x, 8), (x + 3.4, 16), (x + 3.4, y - 12), (x - 3.4, y - 12), (x - 3.4, 16)]
    f.shape(STEEL, blade)
    f.line([(x, 14), (x, y - 13)], 0.6, (150, 160, 176))
    f.shape(GOLD, [(x - 8, y - 13), (x + 8, y - 13), (x + 9, y - 9.5), (x - 9, y - 9.5)])
    _shaft(f, x, y - 9.5, y + 8, (110, 60, 30), 3.2)
    f.dot((x, y + 10), 2.6, GOLD, line=0.6)
    hand(f)


def axe(f: Figure) -> None:
    """A long-handled battle axe with its blade turned outward."""
    x, y = HAND
    _shaft(f, x, 10, y + 14, (120, 70, 34), 3.0)
    head = [
        (x - 1.5, 16),
        *cubic((x - 1.5, 16), (x - 10, 10), (x - 16, 16), (x - 15, 22), 8),
        *cubic((x - 15, 22), (x - 14, 30), (x - 8, 34), (x - 1.5, 30), 8),
    ]
    f.shape(STEEL, head)
    f.shape(GOLD, [(x - 2.5, 14), (x + 2.5, 14), (x + 2.5, 33), (x - 2.5, 33)])
    f.shape(STEEL, [(x, 4), (x + 2.2, 10), (x - 2.2, 10)])
    hand(f)


def orb(f: Figure) -> None:
    """A golden orb with a jewelled band and a cross."""
    x, y = HAND[0] + 3, HAND[1] - 10
    f.oval((x, y), 8, 8, GOLD)
    f.line(arc((x, y), 8, 3, 0, 180, 12), 1.2, GOLD_DEEP)
    f.line([(x, y - 8), (x, y + 8)], 1.0, GOLD_DEEP)
    f.dot((x - 3, y - 3), 1.4, WHITE)
    f.shape(
        GOLD,
        [
            (x - 1, y - 15),
            (x + 1, y - 15),
            (x + 1, y - 12.5),
            (x + 3.4, y - 12.5),
            (x + 3.4, y - 10.5),
            (x + 1, y - 10.5),
            (x + 1, y - 8),
            (x - 1, y - 8),
            (x - 1, y - 10.5),
            (x - 3.4, y - 10.5),
            (x - 3.4, y - 12.5),
            (x - 1, y - 12.5),
        ],
        0.6,
    )
    f.dot((x, y + 2), 1.6, RED, line=0.5)
    hand(f, x, y + 10)


def sceptre(f: Figure) -> None:
    """A gold sceptre topped by a fleur and a blue jewel."""
    x, y = HAND
    _shaft(f, x, 22, y + 12, GOLD, 2.8)
    for band in (40, 60, 80):
        f.shape(GOLD_DEEP, [(x - 2.6, band), (x + 2.6, band), (x + 2.6, band + 2.4), (x - 2.6, band + 2.4)], 0.5)
    petal = [(x, 8), *cubic((x, 8), (x + 5, 12), (x + 6, 18), (x + 1.5, 23), 10)]
    f.shape(GOLD, sym(Figure(f.surface, x), petal))
    for side in (-1, 1):
        f.shape(GOLD, [(x, 22), (x + side * 8, 14), (x + side * 9, 19), (x + side * 3, 24)])
    f.dot((x, 26), 2.4, BLUE, line=0.6)
    hand(f)


def _stem(f: Figure, top: tuple[float, float], leaves: bool = True) -> None:
    x, y = HAND
    f.line(cubic((x, y), (x - 2, y - 20), (top[0] + 3, top[1] + 20), top, 16), 1.8, GREEN)
    if leaves:
        for ly, side in ((y - 22, 1), (y - 38, -1)):
            leaf = [
                (x, ly),
                *cubic((x, ly), (x + side * 4, ly - 7), (x + side * 10, ly - 7), (x + side * 13, ly - 6), 8),
                *cubic((x + side * 13, ly - 6), (x + side * 9, ly - 1), (x + side * 4, ly + 1), (x, ly), 8),
            ]
            f.shape(GREEN, leaf, 0.6)


def rose(f: Figure) -> None:
    """A red rose on a leafy stem."""
    top = (HAND[0] + 2, 34)
    _stem(f, top)
    x, y = top
    for i in range(6):
        a = i * math.pi / 3
        f.dot((x + 4.4 * math.cos(a), y + 4.4 * math.sin(a)), 3.6, RED, line=0.6)
    f.dot((x, y), 3.8, RED, line=0.6)
    f.line(arc((x, y), 2.2, 2.2, 0, 300, 10), 0.6)
    hand(f)


def tulip(f: Figure) -> None:
    """A yellow and red tulip."""
    top = (HAND[0] + 1, 32)
    _stem(f, top)
    x, y = top
    cup = [
        (x - 7, y - 9),
        (x - 3.5, y - 3),
        (x, y - 10),
        (x + 3.5, y - 3),
        (x + 7, y - 9),
        *cubic((x + 7, y - 9), (x + 8, y), (x + 4, y + 5), (x, y + 5), 8),
        *cubic((x, y + 5), (x - 4, y + 5), (x - 8, y), (x - 7, y - 9), 8),
    ]
    f.shape(GOLD, cup)
    f.shape(RED, [(x - 4, y - 1), (x, y - 6), (x + 4, y - 1), (x + 3, y + 3), (x - 3, y + 3)], 0.5)
    hand(f)


def clover(f: Figure) -> None:
    """A sprig of white trefoil blossom, echoing the clubs."""
    top = (HAND[0] + 2, 30)
    _stem(f, top, leaves=False)
    x, y = top
    for dx, dy in ((0, -4.5), (-4.2, 1.8), (4.2, 1.8)):
        f.dot((x + dx, y + dy), 4.0, WHITE, line=0.7)
    f.dot((x, y), 1.8, GOLD, line=0.5)
    for ly, side in ((HAND[1] - 28, 1), (HAND[1] - 46, -1)):
        cx = HAND[0] + side * 6
        for dx, dy in ((0, -2.4), (-2.2, 1.2), (2.2, 1.2)):
            f.dot((cx + dx, ly + dy), 2.3, GREEN, line=0.5)
    hand(f)


def halberd(f: Figure) -> None:
    """A pole-arm: spear point, crescent blade and a back hook."""
    x, y = HAND
    _shaft(f, x, 12, y + 14, (120, 70, 34), 2.8)
    f.shape(STEEL, [(x, 2), (x + 2.6, 10), (x + 1.4, 14), (x - 1.4, 14), (x - 2.6, 10)])
    blade = [
        (x - 1.4, 16),
        *cubic((x - 1.4, 16), (x - 12, 12), (x - 16, 22), (x - 14, 30), 10),
        *cubic((x - 14, 30), (x - 10, 26), (x - 6, 28), (x - 1.4, 29), 6),
    ]
    f.shape(STEEL, blade)
    f.shape(STEEL, [(x + 1.4, 18), (x + 8, 16), (x + 5, 22), (x + 1.4, 24)])
    f.shape(RED, [(x - 2, 33), (x + 2, 33), (x + 4, 42), (x, 40), (x - 4, 42)], 0.6)
    hand(f)


def arrow(f: Figure) -> None:
    """A long arrow held point-up."""
    x, y = HAND
    _shaft(f, x, 12, y + 16, (176, 120, 60), 2.0)
    f.shape(STEEL, [(x, 2), (x + 3.6, 13), (x, 11), (x - 3.6, 13)])
    for i in range(3):
        fy = y + 4 + i * 3.2
        f.shape(WHITE if i % 2 else RED, [(x - 1, fy), (x - 5, fy + 3), (x - 5, fy + 6), (x - 1, fy + 3)], 0.5)
        f.shape(WHITE if i % 2 else RED, [(x + 1, fy), (x + 5, fy + 3), (x + 5, fy + 6), (x + 1, fy + 3)], 0.5)
    hand(f)


def leaf(f: Figure) -> None:
    """A broad leaf on a curving stem, the jack of hearts' attribute."""
    x, y = HAND
    f.line(cubic((x, y), (x + 1, y - 20), (x - 2, 50), (x + 1, 44), 12), 1.6, GREEN)
    tip = (x + 2, 10)
    blade = [
        (x + 1, 46),
        *cubic((x + 1, 46), (x - 14, 38), (x - 10, 18), tip, 14),
        *cubic(tip, (x + 14, 18), (x + 16, 38), (x + 1, 46), 14),
    ]
    f.shape(GREEN, blade)
    f.line(cubic((x + 1, 46), (x + 1, 34), (x + 2, 24), (x + 2, 13), 10), 0.7, (20, 80, 40))
    for i in range(4):
        vy = 40 - i * 7
        f.line([(x + 1.3, vy), (x - 5, vy - 5)], 0.5, (20, 80, 40))
        f.line([(x + 1.3, vy), (x + 7, vy - 5)], 0.5, (20, 80, 40))
    hand(f)


def spear(f: Figure) -> None:
    """A tall spear with a pennant in the suit's colours."""
    x, y = HAND
    _shaft(f, x, 10, y + 14, (120, 70, 34), 2.6)
    f.shape(STEEL, [(x, 1), (x + 3.2, 9), (x + 1.4, 13), (x - 1.4, 13), (x - 3.2, 9)])
    pennant = [(x + 1.3, 15), (x + 18, 17), (x + 12, 21), (x + 18, 25), (x + 1.3, 27)]
    f.shape(RED, pennant)
    f.line([(x + 2, 21), (x + 12, 21)], 0.8, GOLD)
    hand(f)


ITEMS: dict[str, Callable[[Figure], None]] = {
    "sword": sword,
    "axe": axe,
    "orb": orb,
    "sceptre": sceptre,
    "rose": rose,
    "tulip": tulip,
    "clover": clover,
    "halberd": halberd,
    "arrow": arrow,
    "leaf": leaf,
    "spear": spear,
}
