"""The twelve court cards: which figure each is, and how the frame is laid out and mirrored.

Every court is the same kind of figure (see court_figure) dressed from one palette: kings wear
tall crowns, ermine and beards; queens a veil and a fleur crown; jacks a feathered cap. Within a
rank the suits differ in robe colours, pattern, hair, which way the figure faces and what it
holds, and the suit itself is printed in the frame beside the head, so each card can be told
at a glance.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from casino_brag.engine.cards import Card, Rank, Suit
from tools.court_figure import (
    BLUE,
    GOLD,
    HAIR,
    HALF_H,
    HALF_W,
    INK,
    RED,
    WHITE,
    Figure,
    beard,
    doublet_collar,
    ermine,
    face,
    jack_cap,
    king_crown,
    long_hair,
    neck,
    neckline,
    queen_crown,
    queen_veil,
    robe,
    short_hair,
)
from tools.court_items import ITEMS, resting_hand
from tools.raster import SS, Colour, disc, fill, stroke
from tools.suits import draw_suit

FRAME_X, FRAME_Y = 43.0, 10.0
HEAD_ZOOM = 1.3
DROP = 6.0
TINT = (250, 246, 236)
"""The frame's ground: a touch warmer than the card so the figure sits in a panel."""


@dataclass(frozen=True)
class CourtDesign:
    main: Colour
    second: Colour
    hair: str
    pattern: str
    item: str
    faces_left: bool
    moustache: bool = True


DESIGNS: dict[tuple[Rank, Suit], CourtDesign] = {
    (Rank.KING, Suit.SPADES): CourtDesign(BLUE, RED, "grey", "lozenge", "sword", False),
    (Rank.KING, Suit.HEARTS): CourtDesign(RED, BLUE, "gold", "rings", "sword_behind", True, moustache=False),
    (Rank.KING, Suit.DIAMONDS): CourtDesign(RED, GOLD, "brown", "chevrons", "axe", True),
    (Rank.KING, Suit.CLUBS): CourtDesign(BLUE, GOLD, "white", "stripes", "orb", False),
    (Rank.QUEEN, Suit.SPADES): CourtDesign(BLUE, GOLD, "black", "rings", "sceptre", True),
    (Rank.QUEEN, Suit.HEARTS): CourtDesign(RED, BLUE, "gold", "lozenge", "rose", False),
    (Rank.QUEEN, Suit.DIAMONDS): CourtDesign(BLUE, RED, "auburn", "stripes", "tulip", True),
    (Rank.QUEEN, Suit.CLUBS): CourtDesign(RED, GOLD, "brown", "chevrons", "clover", False),
    (Rank.JACK, Suit.SPADES): CourtDesign(RED, BLUE, "black", "chevrons", "spear", False),
    (Rank.JACK, Suit.HEARTS): CourtDesign(BLUE, RED, "gold", "stripes", "leaf", True),
    (Rank.JACK, Suit.DIAMONDS): CourtDesign(RED, GOLD, "auburn", "lozenge", "halberd", False),
    (Rank.JACK, Suit.CLUBS): CourtDesign(BLUE, RED, "brown", "rings", "arrow", True),
}


def _figure(card: Card, design: CourtDesign, suit_ink: Colour) -> pygame.Surface:
    """The upper half of the court, on its own canvas, facing the design's way."""
    surface = pygame.Surface((round(HALF_W * SS), round(HALF_H * SS)), pygame.SRCALPHA)
    surface.fill(TINT)
    f = Figure(surface, drop=DROP)
    head = f.head(HEAD_ZOOM)
    hair = HAIR[design.hair]
    rank = card.rank
    behind = design.item == "sword_behind"
    if behind:
        ITEMS[design.item](f)
    if rank is Rank.QUEEN:
        queen_veil(head, WHITE if design.main is RED else (236, 230, 214))
    if rank is not Rank.JACK:
        long_hair(head, hair, 72.0 if rank is Rank.QUEEN else 68.0)
    robe(f, design.main, design.second, design.pattern)
    neck(head)
    if rank is Rank.KING:
        ermine(f)
    elif rank is Rank.QUEEN:
        neckline(f, design.second, pearls=True)
    else:
        doublet_collar(f, design.second)
    face(head, young=rank is Rank.JACK)
    if rank is Rank.KING:
        beard(head, hair, design.moustache)
        king_crown(head, design.second if design.second is not GOLD else RED)
    elif rank is Rank.QUEEN:
        queen_crown(head)
    else:
        short_hair(head, hair)
        cap = design.second if design.second is not GOLD else BLUE
        jack_cap(head, cap, WHITE if cap is RED else RED)
    if not behind:
        ITEMS[design.item](f)
    if design.item != "orb":
        resting_hand(f, design.second)
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
    fill(
        surface,
        INK,
        [
            (x, y + h / 2 - 0.5 * SS),
            (x + w, y + h / 2 - 0.5 * SS),
            (x + w, y + h / 2 + 0.5 * SS),
            (x, y + h / 2 + 0.5 * SS),
        ],
    )
