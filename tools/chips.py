"""Casino chips for 1, 5, 25, 100 and 500, seen from above and tilted for stacks.

The colours follow the usual casino convention (white, red, green, black, purple). Each chip has
edge spots, a dashed printed ring, a cream inlay with the value, and a soft highlight so a pile
reads as rounded clay rather than flat discs.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

import pygame

from tools.raster import SS, Colour, blit_centred, disc, fill, radial_gradient, ring, shrink, text

CHIP_D = 128
"""Top-down chip diameter in pixels (twice the usual on-table size)."""
TILT = 0.5
"""Vertical squash of the tilted chip's face."""
EDGE_T = 12
"""Thickness of a tilted chip's edge in pixels: the step between chips in a stack."""

INLAY = (247, 242, 228)
TURNS = 4
"""Stack chips come in this many turns, 15 degrees apart (the edge spots repeat every 60), so
that the chips of a pile do not line their spots up into one stripe."""
TURN_STEP = 60 / TURNS


@dataclass(frozen=True)
class ChipStyle:
    body: Colour
    spot: Colour
    ink: Colour
    """Colour of the value printed on the inlay."""
    stripe: Colour


STYLES: dict[int, ChipStyle] = {
    1: ChipStyle((232, 232, 226), (38, 92, 190), (30, 80, 176), (232, 232, 226)),
    5: ChipStyle((192, 28, 40), (248, 246, 240), (176, 24, 36), (192, 28, 40)),
    25: ChipStyle((24, 128, 66), (248, 246, 240), (20, 112, 58), (24, 128, 66)),
    100: ChipStyle((30, 30, 36), (248, 246, 240), (30, 30, 36), (30, 30, 36)),
    500: ChipStyle((106, 42, 142), (246, 206, 72), (96, 36, 130), (106, 42, 142)),
}
VALUES = tuple(STYLES)


def _shade(colour: Colour, k: float) -> tuple[int, int, int]:
    """Darken (k < 1) or lighten toward white (k > 1)."""
    if k <= 1:
        return tuple(round(c * k) for c in colour[:3])  # type: ignore[return-value]
    t = k - 1
    return tuple(round(c + (255 - c) * t) for c in colour[:3])  # type: ignore[return-value]


def _sector(centre: tuple[float, float], r0: float, r1: float, a0: float, a1: float) -> list[tuple[float, float]]:
    steps = 12
    outer = [
        (
            centre[0] + r1 * math.cos(math.radians(a0 + (a1 - a0) * i / steps)),
            centre[1] + r1 * math.sin(math.radians(a0 + (a1 - a0) * i / steps)),
        )
        for i in range(steps + 1)
    ]
    inner = [
        (
            centre[0] + r0 * math.cos(math.radians(a1 - (a1 - a0) * i / steps)),
            centre[1] + r0 * math.sin(math.radians(a1 - (a1 - a0) * i / steps)),
        )
        for i in range(steps + 1)
    ]
    return outer + inner


def chip_face(value: int, turn: int = 0) -> pygame.Surface:
    """The supersampled top-down chip, its edge spots turned by `turn` steps."""
    style = STYLES[value]
    size = CHIP_D * SS
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    surface.fill((*style.body[:3], 0))
    c = (size / 2, size / 2)
    r = size / 2 - 1.5 * SS
    disc(surface, _shade(style.body, 0.62), c, r)
    disc(surface, style.body, c, r - 1.6 * SS)
    # Six edge spots, each split by two thin stripes of the body colour.
    spin = turn * TURN_STEP
    for i in range(6):
        a = i * 60 + 30 + spin
        fill(surface, style.spot, _sector(c, r * 0.74, r - 1.6 * SS, a - 11, a + 11))
        for da in (-4.5, 4.5):
            fill(surface, style.stripe, _sector(c, r * 0.74, r - 1.6 * SS, a + da - 1.1, a + da + 1.1))
    # The printed ring of dashes between the spots and the inlay.
    for i in range(24):
        a = i * 15 + 7.5 + spin
        fill(surface, style.spot, _sector(c, r * 0.69, r * 0.72, a - 3.2, a + 3.2))
    disc(surface, _shade(style.body, 0.8), c, r * 0.665)
    disc(surface, INLAY, c, r * 0.635)
    ring(surface, style.ink, c, r * 0.585, 0.9 * SS)
    # The value large and bold, so it reads when the chip is drawn only 46 pixels across.
    digits = len(str(value))
    height = r * {1: 0.62, 2: 0.56, 3: 0.44}[digits]
    label = text(f"{value}", height, style.ink, squeeze={1: 1.0, 2: 0.92, 3: 0.8}[digits], bold=True)
    blit_centred(surface, label, (c[0], c[1] + r * 0.01))
    # Light from the upper left: a soft sheen over the face and a darker lower right rim.
    sheen = radial_gradient((size, size), (255, 255, 255, 70), (255, 255, 255, 0), power=1.6)
    sheen = pygame.transform.smoothscale(sheen, (round(size * 1.2), round(size * 1.2)))
    light = pygame.Surface((size, size), pygame.SRCALPHA)
    light.blit(sheen, (round(-size * 0.42), round(-size * 0.42)))
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    disc(mask, (255, 255, 255, 255), c, r)
    light.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(light, (0, 0))
    return surface


def render_chip(value: int) -> pygame.Surface:
    return shrink(chip_face(value))


def render_stack_chip(value: int, turn: int = 0) -> pygame.Surface:
    """A chip seen at a low angle: an elliptical face over a striped edge, for drawing stacks.

    Stack chips by drawing each one `EDGE_T` pixels higher than the one below it, each in a
    different `turn` so the edge spots fall at different places.
    """
    style = STYLES[value]
    face = chip_face(value, turn)
    spin = turn * TURN_STEP
    w = CHIP_D * SS
    fh = round(w * TILT)
    t = EDGE_T * SS
    surface = pygame.Surface((w, fh + t), pygame.SRCALPHA)
    surface.fill((*style.body[:3], 0))
    rx, ry = w / 2 - 1.5 * SS, fh / 2 - 0.75 * SS
    cx, cy = w / 2, fh / 2
    # The edge: the lower half of the ellipse swept down by the thickness.
    band = [(cx + rx * math.cos(math.radians(a)), cy + ry * math.sin(math.radians(a))) for a in range(0, 181, 3)]
    band = [(x, y + t) for x, y in band] + [(x, y) for x, y in reversed(band)]
    fill(surface, _shade(style.body, 0.78), band)
    for i in range(-1, 7):
        mid = i * 60 + 30 + spin
        for a0, a1, colour in (
            (mid - 11, mid + 11, style.spot),
            (mid - 5.6, mid - 3.4, style.stripe),
            (mid + 3.4, mid + 5.6, style.stripe),
        ):
            lo, hi = max(a0, 0), min(a1, 180)
            if lo >= hi:
                continue
            arc_pts = [
                (
                    cx + rx * math.cos(math.radians(lo + (hi - lo) * k / 8)),
                    cy + ry * math.sin(math.radians(lo + (hi - lo) * k / 8)),
                )
                for k in range(9)
            ]
            quad = [(x, y + t * 0.12) for x, y in arc_pts] + [(x, y + t * 0.88) for x, y in reversed(arc_pts)]
            fill(surface, _shade(colour, 0.9), quad)
    # A darker line where the edge meets the table, and a soft shade toward the sides.
    bottom = [(cx + rx * math.cos(math.radians(a)), cy + t + ry * math.sin(math.radians(a))) for a in range(0, 181, 3)]
    for (x0, y0), (x1, y1) in itertools.pairwise(bottom):
        pygame.draw.line(surface, _shade(style.body, 0.45), (x0, y0), (x1, y1), round(1.2 * SS))
    top = pygame.transform.smoothscale(face, (w, fh))
    surface.blit(top, (0, 0))
    return shrink(surface)
