"""The table: felt cloths, the vignette that darkens their edges, betting circles, dealer button.

Felt is a seamless tile rather than one window-sized picture, so the table fills any window
size without stretching its grain; the game lays the vignette over it, scaled to the window.
"""

from __future__ import annotations

import math
import random

import pygame

from tools.raster import SS, blit_centred, disc, fill, radial_gradient, ring, shrink, text, text_on_arc

FELT_TILE = 256
FELTS: dict[str, tuple[int, int, int]] = {
    "green": (22, 104, 60),
    "blue": (22, 70, 122),
    "red": (128, 26, 36),
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


def _periodic_blur(rng: random.Random, cells: int, size: int, low: int, high: int) -> pygame.Surface:
    """Soft, seamlessly tiling noise: a small random grid, tiled 3×3, scaled up, centre kept."""
    small = pygame.Surface((cells, cells))
    for y in range(cells):
        for x in range(cells):
            v = rng.randint(low, high)
            small.set_at((x, y), (v, v, v))
    tiled = pygame.Surface((cells * 3, cells * 3))
    for ty in range(3):
        for tx in range(3):
            tiled.blit(small, (tx * cells, ty * cells))
    big = pygame.transform.smoothscale(tiled, (size * 3, size * 3))
    return big.subsurface((size, size, size, size)).copy()


def _grain(rng: random.Random, size: int, low: int, high: int) -> pygame.Surface:
    """Per-pixel grain: one random byte per pixel mapped into low…high."""
    grey = pygame.image.frombytes(rng.randbytes(size * size), (size, size), "P")
    span = high - low + 1
    grey.set_palette([(low + i * span // 256,) * 3 for i in range(256)])
    out = pygame.Surface((size, size))
    out.blit(grey, (0, 0))
    return out


def felt_tile(name: str) -> pygame.Surface:
    """A seamless square of felt: the cloth colour, a soft mottle and a fine woollen grain."""
    base = FELTS[name]
    rng = random.Random(f"felt-{name}")
    size = FELT_TILE
    surface = pygame.Surface((size, size))
    surface.fill(base)
    for cells, spread in ((8, 5), (32, 4)):
        noise = _periodic_blur(rng, cells, size, 0, 2 * spread)
        offset = pygame.Surface((size, size))
        offset.fill((spread, spread, spread))
        surface.blit(noise, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
        surface.blit(offset, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    grain_up = _grain(rng, size, 0, 7)
    grain_down = _grain(rng, size, 0, 7)
    surface.blit(grain_up, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    surface.blit(grain_down, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    out.blit(surface, (0, 0))
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
    text_on_arc(surface, label, c, (outer + inner) / 2, 19 * SS, colour, mid_angle=-90, spacing=1.14)
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
