"""The application icon: a prial of threes, Brag's best hand, fanned on green baize.

The icon is shown as small as 16 pixels, where card pips cannot be told apart, so each card is
drawn for the icon alone: one huge bold 3 on the front card, big corner 3s on the two behind.
"""

from __future__ import annotations

import math

import pygame

from casino_brag.engine.cards import Suit
from tools.raster import SS, blit_centred, radial_gradient, shrink, text
from tools.suits import STANDARD, draw_suit

ICON = 256
PAPER = (252, 251, 246)
EDGE = (150, 150, 158)


def _card(suit: Suit, size: tuple[int, int], corner: float | None) -> pygame.Surface:
    """A card face drawn for the icon: with `corner` None one 3 as large as the card allows,
    otherwise a big index at that fraction of the card's width (for the cards behind)."""
    w, h = size
    card = pygame.Surface(size, pygame.SRCALPHA)
    card.fill((*PAPER, 0))
    radius = round(w * 0.1)
    pygame.draw.rect(card, EDGE, card.get_rect(), border_radius=radius)
    pygame.draw.rect(card, PAPER, card.get_rect().inflate(-2 * SS, -2 * SS), border_radius=radius - SS)
    ink = STANDARD[suit]
    if corner is None:
        blit_centred(card, text("3", h * 0.64, ink, bold=True), (w / 2, h * 0.42))
        draw_suit(card, suit, (w / 2, h * 0.85), h * 0.13, ink)
    else:
        blit_centred(card, text("3", h * 0.27, ink, bold=True), (w * corner, h * 0.2))
        draw_suit(card, suit, (w * corner, h * 0.43), h * 0.14, ink)
    return card


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
    # Two threes fanned behind, the third upright in front, as a hand is held.
    pivot = (size / 2, 236 * SS)
    reach = 92 * SS
    card_size = (round(118 * SS), round(165 * SS))
    # The card fanned right shows its index in its top right corner, clear of the front card.
    for suit, angle, corner in ((Suit.SPADES, 24.0, 0.24), (Suit.DIAMONDS, -24.0, 0.76), (Suit.HEARTS, 0.0, None)):
        face = _card(suit, card_size, corner)
        shadow = pygame.Surface(face.get_size(), pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 0))
        pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=round(10 * SS))
        up = (-math.sin(math.radians(angle)), -math.cos(math.radians(angle)))
        centre = (pivot[0] + up[0] * reach, pivot[1] + up[1] * reach)
        for image, (dx, dy) in ((shadow, (3 * SS, 4 * SS)), (face, (0, 0))):
            turned = pygame.transform.rotozoom(image, angle, 1.0)
            surface.blit(
                turned,
                (round(centre[0] + dx - turned.get_width() / 2), round(centre[1] + dy - turned.get_height() / 2)),
            )
    return shrink(surface)
