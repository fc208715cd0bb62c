"""The table: felt cloths, the vignette that darkens their edges, betting circles, dealer button.

Felt is a seamless tile rather than one window-sized picture, so the table fills any window
size without stretching its grain; the game lays the vignette over it, scaled to the window.
"""

from __future__ import annotations

import math
import random

import numpy as np
import pygame

from tools.raster import SS, blit_centred, disc, fill, radial_gradient, ring, shrink, text, text_on_arc

FELT_TILE = 512
FELTS: dict[str, tuple[int, int, int]] = {
    "green": (20, 94, 56),
    "blue": (20, 62, 112),
    "red": (114, 24, 34),
}
"""Felt name → base colour of the cloth."""

VIGNETTE = (320, 180)
"""The vignette is stored small (16:9) and smoothly scaled to the window."""

PRINT = (238, 220, 160)
"""The cream-gold ink of the markings printed on the felt."""

CIRCLE_D = 220
BETS = {"ante": "ANTE", "pair_bonus": "PAIR BONUS", "play": "PLAY"}
"""Betting circle name → the label printed round it."""

BUTTON_D = 96


MOTTLE = 2.5
"""Largest swing, in colour levels, of the felt's soft low-frequency mottle."""


def _mottle(rng: random.Random, size: int) -> np.ndarray:
    """Soft cloudy variation that tiles seamlessly: a sum of waves that each fit the tile a whole
    number of times, weaker as they get finer, scaled to ±MOTTLE. No single cell can stand out
    as a blotch, so the repeat of the tile does not show."""
    t = np.arange(size, dtype=np.float64) * 2 * math.pi / size
    field = np.zeros((size, size))
    for kx in range(-6, 7):
        for ky in range(0, 7):
            if (ky == 0 and kx <= 0) or not 2 <= math.hypot(kx, ky) <= 6.5:
                continue
            # cos(a + b) as outer products of one-dimensional waves: far quicker than a 2-D cos.
            a, b = kx * t + rng.uniform(0, 2 * math.pi), ky * t
            field += (np.outer(np.cos(a), np.cos(b)) - np.outer(np.sin(a), np.sin(b))) / math.hypot(kx, ky)
    scaled: np.ndarray = field * (MOTTLE / np.abs(field).max())
    return scaled


def felt_tile(name: str) -> pygame.Surface:
    """A seamless square of felt: the cloth colour, a soft low-frequency mottle and a fine
    woollen grain."""
    base = np.array(FELTS[name], dtype=np.float64)
    rng = random.Random(f"felt-{name}")
    size = FELT_TILE
    grain = np.frombuffer(rng.randbytes(size * size), dtype=np.uint8).reshape(size, size) / 255.0
    shade = _mottle(rng, size) + (grain - 0.5) * 7.0
    rgb = np.clip(np.round(base[None, None, :] + shade[:, :, None]), 0, 255).astype(np.uint8)
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    out.fill((0, 0, 0, 255))
    pixels = pygame.surfarray.pixels3d(out)
    pixels[:] = rgb
    del pixels
    return out


def vignette() -> pygame.Surface:
    """Black with alpha rising from clear in the middle to a soft shadow at the edges."""
    w, h = VIGNETTE
    return radial_gradient((w, h), (0, 0, 0, 0), (0, 0, 0, 170), power=2.2)


def betting_circle(name: str) -> pygame.Surface:
    """A printed betting circle: a double ring with its label set round the top."""
    label = BETS[name]
    size = CIRCLE_D * SS
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    surface.fill((*PRINT, 0))
    c = (size / 2, size / 2)
    outer = size / 2 - 3 * SS
    inner = outer - 36 * SS
    disc(surface, (255, 255, 255, 22), c, inner)
    colour = (*PRINT, 230)
    ring(surface, colour, c, outer, 3.2 * SS)
    ring(surface, colour, c, inner, 1.6 * SS)
    if name == "pair_bonus":
        ring(surface, colour, c, inner - 6 * SS, 1.2 * SS)
    height = 17 * SS if len(label) > 6 else 19 * SS
    text_on_arc(surface, label, c, (outer + inner) / 2, height, colour, mid_angle=-90, spacing=1.08, gap=0.16)
    # Three small lozenges balance the label at the bottom of the band.
    for i in (-1, 0, 1):
        a = math.radians(90 + i * 13)
        r = (outer + inner) / 2
        x, y = c[0] + r * math.cos(a), c[1] + r * math.sin(a)
        s = (6.5 if i == 0 else 4.5) * SS
        fill(surface, colour, [(x, y - s), (x + s * 0.7, y), (x, y + s), (x - s * 0.7, y)])
    return shrink(surface)


def dealer_button() -> pygame.Surface:
    """A white acrylic dealer puck with a dark rim and an engraved label."""
    size = BUTTON_D * SS
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    surface.fill((250, 250, 246, 0))
    c = (size / 2, size / 2)
    r = size / 2 - 1.5 * SS
    disc(surface, (40, 40, 46), c, r)
    face = radial_gradient((round(2 * r), round(2 * r)), (255, 255, 252), (214, 214, 206), power=1.4)
    mask = pygame.Surface(face.get_size(), pygame.SRCALPHA)
    disc(mask, (255, 255, 255, 255), (r, r), r - 3.2 * SS)
    face.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    blit_centred(surface, face, c)
    ring(surface, (40, 40, 46), c, r * 0.80, 1.0 * SS)
    text_on_arc(surface, "DEALER", c, r * 0.62, r * 0.16, (32, 32, 38), mid_angle=-90, spacing=1.3)
    text_on_arc(surface, "DEALER", c, r * 0.62, r * 0.16, (32, 32, 38), mid_angle=90, spacing=1.3, inside=True)
    blit_centred(surface, text("D", r * 0.5, (176, 24, 36), bold=True), (c[0], c[1] + 0.01 * r))
    return shrink(surface)


def felt_preview(name: str, size: tuple[int, int], vignette_surface: pygame.Surface) -> pygame.Surface:
    """The felt tiled over `size` with the vignette on top, as the game composes it."""
    tile = felt_tile(name)
    out = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(0, size[1], FELT_TILE):
        for x in range(0, size[0], FELT_TILE):
            out.blit(tile, (x, y))
    out.blit(pygame.transform.smoothscale(vignette_surface, size), (0, 0))
    return out
