"""The eight computer opponents' portraits, one function each, keyed by the opponent's id.

Each character is told apart at a glance by silhouette (bun, cap, bald head, curls, ponytail,
flat cap), by the background colour, and by one strong accessory, as described in the character
list shared with the opponents' AI: Edna, Ray, the Professor, Bill, Nell, Sid, Maggie and Lou.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from tools import portrait_clothes as clothes
from tools.portrait_parts import (
    CX,
    DARK,
    WHITE,
    Build,
    Sketch,
    blush,
    brows,
    darker,
    ears,
    eyes,
    face,
    freckles,
    glasses,
    mouth,
    neck,
    nose,
    oval_pts,
    shades,
    stubble,
    wrinkles,
)
from tools.raster import cubic, shrink

CY, RX, RY = 92.0, 31.0, 38.0
EYE_Y, BROW_Y, NOSE_Y, MOUTH_Y = CY + 2, CY - 9, CY + 16, CY + 26
GOLD = (232, 184, 64)


def _face_base(
    sk: Sketch, skin: tuple[int, int, int], *, rx: float = RX, ry: float = RY, jaw: float = 0.22, neck_w: float = 15
) -> None:
    neck(sk, skin, CY + 20, 150, neck_w)
    ears(sk, skin, CY, rx)
    face(sk, skin, CY, rx, ry, jaw)


def edna() -> pygame.Surface:
    """Elderly woman: silver bun, round glasses, cardigan, pearl earrings."""
    sk = Sketch.new(
        (222, 206, 242),
        (128, 100, 172),
        Build(head_w=0.93, head_h=0.97, jaw=0.9, neck_w=0.8, neck_len=1, shoulders=0.88, slope=9),
    )
    skin, hair, cardigan = (244, 214, 198), (206, 208, 218), (178, 84, 108)
    sk.oval((CX, CY - 12), RX + 7, RY - 2, hair)
    clothes.cardigan(sk, cardigan)
    _face_base(sk, skin, jaw=0.24, neck_w=13.5)
    # Pearl earrings.
    for side in (-1, 1):
        sk.oval((CX + side * (RX - 1), CY + 12), 3.2, 3.2, (248, 246, 238), 0.8, (170, 170, 180))
        sk.dot((CX + side * (RX - 1) - 1, CY + 11), 1.0, WHITE)
    # Silver hair: soft waves over the brow and a round bun on top.
    top = oval_pts((CX, CY - 14), RX + 4, RY - 10, 180, 360, 32)
    sk.shape(
        hair,
        [
            *top,
            (CX + RX + 3, CY - 4),
            *cubic((CX + RX + 3, CY - 4), (CX + 16, CY - 22), (CX - 16, CY - 22), (CX - RX - 3, CY - 4), 12),
        ],
        1.2,
    )
    for k in range(5):
        x = CX - 22 + k * 11
        sk.line(
            cubic((x, CY - 40 + abs(k - 2) * 3), (x + 4, CY - 32), (x - 2, CY - 26), (x + 3, CY - 20), 8),
            1.0,
            darker(hair, 0.8),
        )
    sk.oval((CX, CY - 50), 15, 12, hair, 1.2)
    sk.line(oval_pts((CX, CY - 50), 8, 6, 160, 420, 20), 1.1, darker(hair, 0.8))
    sk.shape((120, 60, 150), [(CX - 13, CY - 42), (CX + 13, CY - 42), (CX + 12, CY - 38), (CX - 12, CY - 38)], 0.8)
    eyes(sk, EYE_Y, (96, 120, 150), w=5.6, h=3.0)
    brows(sk, BROW_Y, (170, 170, 180), width=2.0)
    wrinkles(sk, EYE_Y, BROW_Y, skin)
    nose(sk, skin, NOSE_Y)
    blush(sk, NOSE_Y + 2, (236, 140, 150), 70)
    mouth(sk, MOUTH_Y, "smile", width=8)
    glasses(sk, EYE_Y, "round", (150, 110, 50))
    return shrink(sk.surface)


def ray() -> pygame.Surface:
    """Young man: backwards cap, stubble, loud shirt."""
    sk = Sketch.new(
        (255, 196, 110),
        (214, 96, 36),
        Build(head_w=1.0, head_h=0.95, jaw=1.08, neck_w=1.08, neck_len=2, shoulders=1.08, slope=0),
    )
    skin, cap, shirt = (198, 140, 100), (206, 36, 48), (28, 168, 172)
    # The cap's peak points backwards: it shows behind the head, up and to the left.
    brim = [
        (CX - 4, CY - 44),
        *cubic((CX - 4, CY - 44), (CX - 20, CY - 62), (CX - 40, CY - 60), (CX - 46, CY - 50), 10),
        *cubic((CX - 46, CY - 50), (CX - 40, CY - 46), (CX - 24, CY - 40), (CX - 16, CY - 30), 10),
    ]
    sk.shape(darker(cap, 0.8), brim, 1.2)
    clothes.hawaiian_shirt(sk, shirt)
    _face_base(sk, skin, jaw=0.2)
    clothes.open_neck(sk, skin)
    stubble(sk, CY, RX, RY, (70, 44, 30), jaw=0.2)
    # The cap's crown, and its strap window over the forehead with a tuft of hair.
    crown = oval_pts((CX, CY - 14), RX + 3, RY - 6, 180, 360, 32)
    sk.shape(cap, [*crown, (CX + RX + 3, CY - 12), (CX - RX - 3, CY - 12)], 1.3)
    sk.shape(
        darker(cap, 0.8),
        [(CX - RX - 3, CY - 18), (CX + RX + 3, CY - 18), (CX + RX + 3, CY - 12), (CX - RX - 3, CY - 12)],
        1.0,
    )
    window = oval_pts((CX, CY - 17), 8, 8, 180, 360, 14)
    sk.shape((70, 44, 30), window, 1.0)
    sk.line([(CX - 8, CY - 22), (CX + 8, CY - 22)], 1.4, (230, 230, 230))
    sk.dot((CX, CY - 48), 2.4, darker(cap, 0.7))
    for k in (-1, 0, 1):
        sk.line(
            cubic((CX + k * 14, CY - 48), (CX + k * 20, CY - 40), (CX + k * 24, CY - 30), (CX + k * 26, CY - 20), 8),
            0.8,
            darker(cap, 0.75),
        )
    eyes(sk, EYE_Y, (90, 56, 30), w=6, h=3.3, look=1.0)
    brows(sk, BROW_Y, (52, 34, 24), tilt=-1.0, width=3.2)
    nose(sk, skin, NOSE_Y)
    mouth(sk, MOUTH_Y, "grin", width=10)
    return shrink(sk.surface)


def prof() -> pygame.Surface:
    """Middle-aged man: neat grey beard, spectacles, bow tie, tweed."""
    sk = Sketch.new(
        (150, 190, 150),
        (44, 84, 64),
        Build(head_w=0.9, head_h=1.1, jaw=0.88, neck_w=0.82, neck_len=6, shoulders=0.92, slope=7),
    )
    skin, hair, tweed = (236, 202, 174), (168, 168, 174), (128, 96, 64)
    clothes.tweed_jacket(sk, tweed)
    _face_base(sk, skin, jaw=0.2)
    # Neat grey hair at the sides, thinning on top.
    for side in (-1, 1):
        sk.shape(
            hair,
            [
                (CX + side * 22, CY - 34),
                (CX + side * (RX + 2), CY - 16),
                (CX + side * (RX + 1), CY + 4),
                (CX + side * (RX - 4), CY + 2),
                (CX + side * (RX - 6), CY - 20),
            ],
            1.0,
        )
    sk.shape(
        hair,
        [*oval_pts((CX, CY - 26), RX - 4, 13, 185, 355, 20), (CX + 18, CY - 31), (CX, CY - 34), (CX - 18, CY - 31)],
        1.0,
    )
    # Short, neat beard and moustache.
    beard = [
        (CX - RX + 2, CY + 6),
        *cubic((CX - RX + 2, CY + 6), (CX - RX + 4, CY + 40), (CX + RX - 4, CY + 40), (CX + RX - 2, CY + 6), 20),
        (CX + RX - 8, CY + 10),
        *cubic((CX + RX - 8, CY + 10), (CX + 10, CY + 34), (CX - 10, CY + 34), (CX - RX + 8, CY + 10), 14),
    ]
    sk.shape(hair, beard, 1.0)
    sk.shape(
        hair,
        [
            (CX - 12, MOUTH_Y - 5),
            (CX, MOUTH_Y - 8),
            (CX + 12, MOUTH_Y - 5),
            (CX + 10, MOUTH_Y - 1),
            (CX, MOUTH_Y - 3),
            (CX - 10, MOUTH_Y - 1),
        ],
        1.0,
    )
    mouth(sk, MOUTH_Y + 2, "smile", width=6)
    eyes(sk, EYE_Y, (80, 100, 80), w=5.6, h=3.0)
    brows(sk, BROW_Y, darker(hair, 0.8), width=3.0, tilt=0.5)
    wrinkles(sk, EYE_Y, BROW_Y, skin)
    nose(sk, skin, NOSE_Y)
    glasses(sk, EYE_Y, "rect", (60, 44, 36))
    clothes.bow_tie(sk, (150, 28, 48))
    return shrink(sk.surface)


def bill() -> pygame.Surface:
    """Slick man: moustache, slicked hair, gold-tooth grin, waistcoat."""
    sk = Sketch.new(
        (150, 90, 170),
        (44, 20, 62),
        Build(head_w=1.05, head_h=0.98, jaw=1.14, neck_w=1.3, neck_len=-4, shoulders=1.14, slope=-3),
    )
    skin, hair, vest = (212, 166, 124), (26, 22, 30), (136, 28, 48)
    clothes.waistcoat(sk, vest)
    _face_base(sk, skin, jaw=0.26)
    # Slicked-back hair with a gloss streak, and long sideburns.
    top = oval_pts((CX, CY - 14), RX + 2, RY - 8, 180, 360, 32)
    sk.shape(
        hair,
        [
            *top,
            (CX + RX + 1, CY - 4),
            (CX + RX - 4, CY - 20),
            *cubic((CX + RX - 4, CY - 20), (CX + 10, CY - 30), (CX - 14, CY - 28), (CX - RX + 2, CY - 16), 12),
            (CX - RX - 1, CY - 4),
        ],
        1.0,
        (10, 8, 12),
    )
    for k in range(4):
        sk.line(
            cubic(
                (CX - 18 + k * 10, CY - 27 + k),
                (CX - 8 + k * 10, CY - 40),
                (CX + 8 + k * 6, CY - 44),
                (CX + 20 + k * 4, CY - 40 + k * 2),
                10,
            ),
            1.0,
            (70, 66, 84),
        )
    sk.translucent((255, 255, 255, 70), oval_pts((CX - 8, CY - 40), 12, 3, 0, 360, 20))
    for side in (-1, 1):
        sk.shape(
            hair,
            [
                (CX + side * (RX - 0.5), CY - 8),
                (CX + side * (RX - 5), CY - 8),
                (CX + side * (RX - 2.6), CY + 11),
                (CX + side * (RX - 1.2), CY + 11),
            ],
            0,
        )
    eyes(sk, EYE_Y, (70, 44, 28), w=6, h=2.6, look=-1.2)
    sk.line([(CX - 20, BROW_Y - 2), (CX - 12, BROW_Y - 5), (CX - 5, BROW_Y - 2)], 2.6, hair)
    sk.line([(CX + 5, BROW_Y + 1), (CX + 12, BROW_Y), (CX + 20, BROW_Y + 1)], 2.6, hair)
    nose(sk, skin, NOSE_Y)
    mouth(sk, MOUTH_Y + 1, "gold_grin", width=10)
    sk.shape(
        hair,
        [
            (CX - 13, MOUTH_Y - 5),
            *cubic((CX - 13, MOUTH_Y - 5), (CX - 6, MOUTH_Y - 8), (CX + 6, MOUTH_Y - 8), (CX + 13, MOUTH_Y - 5), 10),
            (CX + 12, MOUTH_Y - 3.5),
            (CX, MOUTH_Y - 5.5),
            (CX - 12, MOUTH_Y - 3.5),
        ],
        0.6,
    )
    return shrink(sk.surface)


def nell() -> pygame.Surface:
    """Young woman: freckles, ponytail, big worried eyes, hoodie."""
    sk = Sketch.new(
        (214, 236, 252),
        (110, 164, 212),
        Build(head_w=0.96, head_h=0.92, jaw=0.92, neck_w=0.82, neck_len=3, shoulders=0.86, slope=5),
    )
    skin, hair, hoodie = (250, 224, 204), (176, 98, 50), (232, 128, 160)
    # The ponytail swings out behind the head to the right.
    tail = [
        (CX + 14, CY - 34),
        *cubic((CX + 14, CY - 34), (CX + 56, CY - 44), (CX + 62, CY + 4), (CX + 50, CY + 34), 16),
        *cubic((CX + 50, CY + 34), (CX + 48, CY + 10), (CX + 40, CY - 10), (CX + 24, CY - 20), 12),
    ]
    sk.shape(hair, tail, 1.2)
    sk.line(
        cubic((CX + 30, CY - 34), (CX + 48, CY - 30), (CX + 52, CY), (CX + 48, CY + 20), 12), 1.0, darker(hair, 0.8)
    )
    clothes.hoodie(sk, hoodie)
    _face_base(sk, skin, rx=30, ry=37, jaw=0.24, neck_w=12.5)
    # Hair pulled back, with a soft fringe.
    top = oval_pts((CX, CY - 12), 33, 28, 180, 360, 32)
    fringe = [
        (CX + 33, CY - 8),
        *cubic((CX + 33, CY - 8), (CX + 26, CY - 24), (CX + 8, CY - 24), (CX - 2, CY - 18), 10),
        *cubic((CX - 2, CY - 18), (CX - 10, CY - 26), (CX - 26, CY - 20), (CX - 33, CY - 4), 10),
    ]
    sk.shape(hair, top + fringe, 1.2)
    sk.dot((CX + 22, CY - 34), 3.5, (120, 200, 190))
    eyes(sk, EYE_Y, (74, 140, 90), w=7.5, h=4.6, big=True, spread=13.5)
    brows(sk, BROW_Y - 5, darker(hair, 0.75), tilt=4.0, width=2.2)
    freckles(sk, NOSE_Y - 2, (196, 130, 96))
    nose(sk, skin, NOSE_Y, 0.85)
    blush(sk, NOSE_Y + 3, (240, 140, 150), 60)
    mouth(sk, MOUTH_Y, "worried", width=7)
    return shrink(sk.surface)


def sid() -> pygame.Surface:
    """Bald heavy-set man: dark shades, black jacket, deadpan."""
    sk = Sketch.new(
        (150, 160, 176),
        (44, 50, 62),
        Build(head_w=1.0, head_h=1.05, jaw=1.02, neck_w=1.12, neck_len=-2, shoulders=1.18, slope=-5),
    )
    skin = (118, 78, 56)
    clothes.black_suit(sk)
    _face_base(sk, skin, rx=36, ry=39, jaw=0.08, neck_w=22)
    # The bald head's shine.
    sk.translucent((255, 255, 255, 60), oval_pts((CX - 8, CY - 28), 14, 6, 0, 360, 24))
    sk.translucent((255, 255, 255, 90), oval_pts((CX - 10, CY - 29), 6, 2.4, 0, 360, 16))
    brows(sk, BROW_Y - 1, (30, 22, 20), tilt=-1.5, width=3.4, spread=14)
    shades(sk, EYE_Y)
    nose(sk, skin, NOSE_Y + 1, 1.2)
    mouth(sk, MOUTH_Y + 1, "flat", lips=(90, 50, 40), width=9)
    sk.line([(CX - 12, MOUTH_Y + 10), (CX + 12, MOUTH_Y + 10)], 0.9, darker(skin, 0.82))
    return shrink(sk.surface)


def maggie() -> pygame.Surface:
    """Woman with wild red curls, hoop earrings, bright lipstick."""
    sk = Sketch.new(
        (120, 214, 206),
        (18, 92, 104),
        Build(head_w=1.03, head_h=1.02, jaw=0.84, neck_w=0.88, neck_len=5, shoulders=0.96, slope=4),
    )
    skin, hair, top = (246, 212, 188), (204, 66, 38), (96, 36, 120)
    curls = []
    for ring_r, count, dy in ((50, 18, 6), (40, 14, -2)):
        for k in range(count):
            a = math.pi * (0.95 + 1.1 * k / (count - 1))
            curls.append((CX + ring_r * 1.05 * math.cos(a), CY + dy + ring_r * math.sin(a) * 1.02))
    for k in range(8):
        for side in (-1, 1):
            curls.append((CX + side * (42 + (k % 2) * 8), CY + 8 + k * 8))
    for i, (x, y) in enumerate(curls):
        r = 11 + (i * 7) % 5
        sk.oval((x, y), r, r, hair if i % 3 else darker(hair, 0.9), 1.2)
        sk.line(oval_pts((x, y), r * 0.5, r * 0.5, 200, 420, 10), 1.0, darker(hair, 0.75))
    clothes.v_neck_top(sk, top, skin)
    _face_base(sk, skin, rx=30, ry=37, jaw=0.26, neck_w=12.5)
    for side in (-1, 1):
        sk.line(oval_pts((CX + side * 30, CY + 24), 6.5, 8, 0, 360, 28), 2.0, GOLD)
    # Curls tumbling over the forehead.
    for i, (dx, dy) in enumerate(((-22, -30), (-10, -36), (4, -36), (18, -32), (28, -22), (-30, -18))):
        r = 10 if i % 2 else 11
        sk.oval((CX + dx, CY + dy), r, r, hair, 1.2)
        sk.line(oval_pts((CX + dx, CY + dy), r * 0.5, r * 0.5, 160, 400, 10), 1.0, darker(hair, 0.75))
    eyes(sk, EYE_Y, (60, 150, 80), w=6.5, h=3.4, lid=(20, 14, 20))
    for side in (-1, 1):
        sk.line([(CX + side * 19.5, EYE_Y - 2), (CX + side * 23, EYE_Y - 4.5)], 1.6, (20, 14, 20))
    brows(sk, BROW_Y - 2, (150, 50, 30), tilt=-2.0, width=2.4)
    nose(sk, skin, NOSE_Y, 0.9)
    blush(sk, NOSE_Y + 2, (236, 110, 120), 70)
    mouth(sk, MOUTH_Y, "lipstick", lips=(220, 20, 60), width=10)
    return shrink(sk.surface)


def lou() -> pygame.Surface:
    """Cheerful older man: flat cap, rosy cheeks, grin, scarf."""
    sk = Sketch.new(
        (252, 226, 140),
        (196, 136, 48),
        Build(head_w=1.05, head_h=0.94, jaw=1.04, neck_w=1.02, neck_len=-4, shoulders=1.02, slope=12),
    )
    skin, coat, cap = (240, 190, 160), (102, 96, 62), (130, 116, 96)
    clothes.overcoat(sk, coat)
    _face_base(sk, skin, rx=31, ry=37, jaw=0.2)
    clothes.scarf(sk, (196, 40, 44), (244, 232, 206))
    # Tufts of white hair below the cap, over the ears.
    for side in (-1, 1):
        tuft = [
            (CX + side * (RX + 1), CY - 16),
            (CX + side * (RX - 6), CY - 16),
            *cubic(
                (CX + side * (RX - 6), CY - 16),
                (CX + side * (RX - 7), CY - 6),
                (CX + side * (RX - 4), CY),
                (CX + side * (RX - 1.5), CY + 3),
                8,
            ),
            *cubic(
                (CX + side * (RX - 1.5), CY + 3),
                (CX + side * (RX + 3), CY - 2),
                (CX + side * (RX + 4), CY - 10),
                (CX + side * (RX + 1), CY - 16),
                8,
            ),
        ]
        sk.shape((238, 236, 230), tuft, 0.8, (190, 188, 182))
        sk.line([(CX + side * (RX - 2), CY - 12), (CX + side * (RX - 1), CY - 4)], 0.6, (200, 198, 192))
    # Flat cap: a wide soft crown and a short peak over the brow.
    crown = oval_pts((CX + 2, CY - 22), RX + 8, 22, 180, 360, 32)
    sk.shape(cap, [*crown, (CX + RX + 10, CY - 16), (CX - RX - 6, CY - 16)], 1.3)
    for k in range(7):
        x = CX - 30 + k * 10
        sk.line([(x, CY - 36 + abs(k - 3) * 2), (x + 3, CY - 20)], 0.8, darker(cap, 0.82))
    peak = [
        (CX - RX - 4, CY - 17),
        *cubic((CX - RX - 4, CY - 17), (CX - 10, CY - 24), (CX + 14, CY - 24), (CX + RX + 8, CY - 17), 14),
        *cubic((CX + RX + 8, CY - 17), (CX + 14, CY - 9), (CX - 10, CY - 9), (CX - RX - 4, CY - 17), 14),
    ]
    sk.shape(darker(cap, 0.85), peak, 1.2)
    _happy_eyes(sk)
    brows(sk, BROW_Y - 2, (236, 234, 228), width=3.4, tilt=1.0)
    wrinkles(sk, EYE_Y, BROW_Y, skin, forehead=False)
    nose(sk, skin, NOSE_Y, 1.15)
    sk.translucent_oval((226, 96, 90, 60), (CX + 2, NOSE_Y - 1), 5, 4)
    blush(sk, NOSE_Y + 2, (232, 84, 84), 110, spread=18)
    mouth(sk, MOUTH_Y, "grin", width=11)
    return shrink(sk.surface)


def _happy_eyes(sk: Sketch) -> None:
    """Eyes creased shut by a broad smile."""
    for side in (-1, 1):
        x = CX + side * 13
        sk.line(oval_pts((x, EYE_Y + 2), 6, 4.5, 200, 340, 12), 2.0, DARK)


PORTRAITS: dict[str, Callable[[], pygame.Surface]] = {
    "edna": edna,
    "ray": ray,
    "prof": prof,
    "bill": bill,
    "nell": nell,
    "sid": sid,
    "maggie": maggie,
    "lou": lou,
}
"""Opponent id → portrait renderer (ids as in the opponents' AI)."""
