"""The twelve court cards: each one's robes, hair, pose and attribute, and the mirrored frame.

The pattern follows the traditional double-ended English pack: kings wear open crowns, ermine
and beards, queens a fleur crown (two of them a veil), jacks a feathered cap or a beret. Every court has a pose of
its own (see court.body.Pose): the King of hearts raises his sword behind his head, the King of
diamonds turns in profile with his axe, the King of clubs holds up the orb, the queens carry
their flowers at different heights, the jacks their spear, leaf, halberd and arrow. The suit is
printed in the frame beside the head, so each card can be told at a glance.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from casino_brag.engine.cards import Card, Rank, Suit
from tools.court.body import Pose, arm, collar, ermine, neck, neckline, open_hand, shoulders, torso
from tools.court.figure import BLUE, GOLD, HAIR, HALF_H, HALF_W, INK, RED, WHITE, Figure
from tools.court.head import (
    beard,
    face,
    jack_beret,
    jack_cap,
    king_crown,
    long_hair,
    queen_crown,
    queen_veil,
    short_hair,
)
from tools.court.items import ITEMS, hand
from tools.raster import SS, Colour, disc, fill, stroke
from tools.suits import draw_suit

FRAME_X, FRAME_Y = 43.0, 10.0
HEAD_ZOOM = {Rank.KING: 1.3, Rank.QUEEN: 1.25, Rank.JACK: 1.22}
DROP = 6.0
TINT = (250, 246, 236)
"""The frame's ground: a touch warmer than the card so the figure sits in a panel."""
CUT = {Rank.KING: "robe", Rank.QUEEN: "bodice", Rank.JACK: "doublet"}


@dataclass(frozen=True)
class CourtDesign:
    main: Colour
    second: Colour
    hair: str
    pattern: str
    item: str
    faces_left: bool
    pose: Pose
    moustache: bool = True
    behind: bool = False
    """The item is held behind the head (the King of hearts' sword)."""
    forked: bool = False
    plume: Colour | None = None
    veil: bool = True
    """Queens: a veil behind the hair (those without wear their hair loose)."""
    beret: bool = False
    """Jacks: a broad beret instead of the tall cap."""


DESIGNS: dict[tuple[Rank, Suit], CourtDesign] = {
    (Rank.KING, Suit.SPADES): CourtDesign(
        BLUE,
        RED,
        "grey",
        "lozenge",
        "sword",
        False,
        Pose((22, 104), (10, 95), (70, 98), (96, 102), spread=38, turn=-0.3),
    ),
    (Rank.KING, Suit.HEARTS): CourtDesign(
        RED,
        BLUE,
        "gold",
        "rings",
        "sword",
        True,
        Pose((16, 24), (5, 52), (74, 104), (98, 104), angle=118, spread=38, tilt=2, turn=0.4),
        moustache=False,
        behind=True,
    ),
    (Rank.KING, Suit.DIAMONDS): CourtDesign(
        RED,
        GOLD,
        "brown",
        "chevrons",
        "axe",
        True,
        Pose((30, 110), (9, 94), (84, 114), (101, 96), angle=-8, spread=38, tilt=-2, turn=0.8, rest_open=False),
        forked=True,
    ),
    (Rank.KING, Suit.CLUBS): CourtDesign(
        BLUE,
        GOLD,
        "white",
        "stripes",
        "orb",
        False,
        Pose((24, 94), (9, 101), (68, 112), (95, 104), spread=38, tilt=2, turn=-0.2),
    ),
    (Rank.QUEEN, Suit.SPADES): CourtDesign(
        BLUE,
        GOLD,
        "black",
        "rings",
        "sceptre",
        True,
        Pose((24, 106), (16, 96), (76, 94), (94, 108), spread=32, turn=0.3),
    ),
    (Rank.QUEEN, Suit.HEARTS): CourtDesign(
        RED,
        BLUE,
        "gold",
        "lozenge",
        "rose",
        False,
        Pose((28, 92), (14, 104), (72, 118), (94, 102), angle=-10, spread=32, tilt=1, turn=-0.35),
        veil=False,
    ),
    (Rank.QUEEN, Suit.DIAMONDS): CourtDesign(
        BLUE,
        RED,
        "auburn",
        "stripes",
        "tulip",
        True,
        Pose((34, 108), (15, 97), (64, 97), (94, 104), angle=-16, spread=32, tilt=-1, turn=0.5),
    ),
    (Rank.QUEEN, Suit.CLUBS): CourtDesign(
        RED,
        GOLD,
        "brown",
        "chevrons",
        "clover",
        False,
        Pose((20, 112), (14, 94), (80, 88), (98, 104), angle=-8, spread=32, tilt=2, turn=-0.4),
        veil=False,
    ),
    (Rank.JACK, Suit.SPADES): CourtDesign(
        RED,
        BLUE,
        "black",
        "chevrons",
        "spear",
        False,
        Pose((22, 106), (8, 94), (84, 114), (101, 96), angle=-4, spread=35, turn=0.8, rest_open=False),
        plume=WHITE,
    ),
    (Rank.JACK, Suit.HEARTS): CourtDesign(
        BLUE,
        RED,
        "gold",
        "stripes",
        "leaf",
        True,
        Pose((30, 102), (11, 95), (66, 100), (96, 104), angle=-10, spread=35, tilt=-2, turn=-0.8),
    ),
    (Rank.JACK, Suit.DIAMONDS): CourtDesign(
        RED,
        GOLD,
        "auburn",
        "lozenge",
        "halberd",
        False,
        Pose((18, 110), (8, 94), (86, 88), (102, 106), angle=6, spread=35, tilt=2, turn=0.2),
        beret=True,
    ),
    (Rank.JACK, Suit.CLUBS): CourtDesign(
        BLUE,
        RED,
        "brown",
        "rings",
        "arrow",
        True,
        Pose((40, 112), (12, 100), (88, 92), (102, 108), angle=-20, spread=35, tilt=-1, turn=-0.3),
        beret=True,
    ),
}


def _figure(card: Card, design: CourtDesign, suit_ink: Colour) -> pygame.Surface:
    """The upper half of the court, on its own canvas, facing the design's way."""
    surface = pygame.Surface((round(HALF_W * SS), round(HALF_H * SS)), pygame.SRCALPHA)
    surface.fill(TINT)
    f = Figure(surface, drop=DROP)
    head = f.head(HEAD_ZOOM[card.rank])
    pose = design.pose
    held = f.holding(pose.grip, pose.angle)
    hair = HAIR[design.hair]
    rank = card.rank
    if design.behind:
        ITEMS[design.item](held)
    if rank is Rank.QUEEN and design.veil:
        queen_veil(head, WHITE if design.main is RED else (236, 230, 214))
    if rank is not Rank.JACK:
        long_hair(head, hair, 72.0 if rank is Rank.QUEEN else 68.0)
    torso(f, pose, CUT[rank], design.main, design.second, design.pattern)
    neck(head)
    if rank is Rank.KING:
        ermine(f, pose, cape=design.item in ("sword", "orb") and not design.behind)
    elif rank is Rank.QUEEN:
        neckline(f, design.second)
    else:
        collar(f, design.second)
    face(head, turn=pose.turn, young=rank is Rank.JACK, stern=0.9 if rank is Rank.KING else 0.0)
    if rank is Rank.KING:
        beard(head, hair, design.moustache, design.forked)
        king_crown(head, design.second if design.second is not GOLD else RED)
    elif rank is Rank.QUEEN:
        queen_crown(head)
    else:
        short_hair(head, hair)
        cap = design.second if design.second is not GOLD else BLUE
        hat = jack_beret if design.beret else jack_cap
        hat(head, cap, design.plume or (WHITE if cap is RED else RED))
    # Arms: the free one first, then the one that holds the item, then the item in its hand.
    left, right = shoulders(f, pose)
    sleeve = design.second
    cuff = WHITE if rank is Rank.QUEEN else GOLD
    puff = 4.0 if rank is Rank.QUEEN else 0.0
    arm(f, (right[0] - 2, right[1] + 4), pose.rest_elbow, pose.rest, sleeve, cuff, puff)
    if pose.rest_open:
        open_hand(f, pose.rest, pose.rest_elbow)
    else:
        hand(f.holding(pose.rest, -90.0))
    arm(f, (left[0] + 2, left[1] + 4), pose.grip_elbow, pose.grip, sleeve, cuff, puff)
    if design.behind:
        hand(held)
    else:
        ITEMS[design.item](held)
    # The suit, printed large beside the head on the side away from the item.
    emblem = (HALF_W - 13.0, 17.0)
    disc(surface, TINT, f.p(*emblem), 10.5 * SS)
    draw_suit(surface, card.suit, f.p(*emblem), 17.0 * SS, suit_ink)
    if design.faces_left:
        surface = pygame.transform.flip(surface, True, False)
    return surface


def draw_court(surface: pygame.Surface, card: Card, inks: Mapping[Suit, Colour]) -> None:
    """Draw the framed, mirrored court figure onto the supersampled card."""
    design = DESIGNS[(card.rank, card.suit)]
    half = _figure(card, design, inks[card.suit])
    x, y = round(FRAME_X * SS), round(FRAME_Y * SS)
    surface.blit(half, (x, y))
    surface.blit(pygame.transform.rotate(half, 180), (x, y + half.get_height()))
    w, h = half.get_width(), half.get_height() * 2
    # Keyline frame, a gold hairline inside it, and the centre line where the halves meet.
    frame = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
    stroke(surface, INK, frame, 1.1 * SS, closed=True)
    inset = 2.2 * SS
    stroke(
        surface,
        GOLD,
        [
            (x + inset, y + inset),
            (x + w - inset, y + inset),
            (x + w - inset, y + h - inset),
            (x + inset, y + h - inset),
        ],
        0.7 * SS,
        closed=True,
    )
    mid = y + h / 2
    fill(surface, INK, [(x, mid - 0.5 * SS), (x + w, mid - 0.5 * SS), (x + w, mid + 0.5 * SS), (x, mid + 0.5 * SS)])
