"""The application icon: a prial of threes, Brag's best hand, fanned on green baize."""

from __future__ import annotations

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
    # Three threes, fanned from a pivot below the cards.
    for code, angle, dx in (("3c", 18, -46), ("3d", 0, 0), ("3h", -18, 46)):
        face = render_card(Card.parse(code), "standard")
        face = pygame.transform.smoothscale(face, (118 * SS, 165 * SS))
        shadow = pygame.Surface(face.get_size(), pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 0))
        pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=round(8 * SS))
        for image, offset in ((shadow, (4 * SS, 6 * SS)), (face, (0, 0))):
            turned = pygame.transform.rotozoom(image, angle, 1.0)
            cx = size / 2 + dx * SS + offset[0]
            cy = size / 2 + 10 * SS + offset[1] + abs(angle) * SS * 0.6
            surface.blit(turned, (round(cx - turned.get_width() / 2), round(cy - turned.get_height() / 2)))
    return shrink(surface)
