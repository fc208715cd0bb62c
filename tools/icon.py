"""The application icon: a prial of threes, Brag's best hand, fanned on green baize."""

from __future__ import annotations

import math

import pygame

from casino_brag.engine.cards import Card
from tools.card_faces import render_card
from tools.raster import SS, radial_gradient, shrink

ICON = 256


def render_icon() -> pygame.Surface:
    size = ICON * SS
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    surface.fill((14, 80, 46, 0))
    radius = round(52 * SS)
    baize = radial_gradient((size, size), (40, 140, 84), (10, 62, 36), power=1.2)
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect().inflate(-6 * SS, -6 * SS), border_radius=radius)
    baize.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(baize, (0, 0))
    pygame.draw.rect(
        surface,
        (214, 172, 78),
        surface.get_rect().inflate(-14 * SS, -14 * SS),
        width=round(2.5 * SS),
        border_radius=radius - 8 * SS,
    )
    # Three threes fanned about a pivot below the middle, as a hand is held.
    pivot = (size / 2 + 4 * SS, 214 * SS)
    card_w, card_h = 106 * SS, 148 * SS
    reach = 76 * SS
    for code, angle in (("3s", 24.0), ("3h", 2.0), ("3d", -20.0)):
        face = pygame.transform.smoothscale(render_card(Card.parse(code), "standard"), (card_w, card_h))
        shadow = pygame.Surface(face.get_size(), pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 0))
        pygame.draw.rect(shadow, (0, 0, 0, 80), shadow.get_rect(), border_radius=round(6 * SS))
        up = (-math.sin(math.radians(angle)), -math.cos(math.radians(angle)))
        centre = (pivot[0] + up[0] * reach, pivot[1] + up[1] * reach)
        for image, (dx, dy) in ((shadow, (3 * SS, 4 * SS)), (face, (0, 0))):
            turned = pygame.transform.rotozoom(image, angle, 1.0)
            surface.blit(
                turned,
                (round(centre[0] + dx - turned.get_width() / 2), round(centre[1] + dy - turned.get_height() / 2)),
            )
    return shrink(surface)
