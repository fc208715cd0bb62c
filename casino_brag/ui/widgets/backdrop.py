"""What lies behind every screen: the felt in the player's colour, and the menu's fan of cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from casino_brag.engine.cards import parse_cards
from casino_brag.ui.core import theme
from casino_brag.ui.core.scene import Scene
from casino_brag.ui.widgets import sprites

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services

SHOWCASE = parse_cards("3h 3s 3d")
"""The best hand in Brag, fanned on the menu."""


def draw_felt(surface: pygame.Surface, app: Services) -> None:
    surface.blit(app.assets.felt(app.prefs.felt, (theme.WIDTH, theme.HEIGHT)), (0, 0))


class Felt(Scene):
    """The bare felt, behind a question that comes before the menu (a save that does not add up)."""

    def __init__(self, app: Services) -> None:
        self.app = app

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface, self.app)


def draw_showcase(surface: pygame.Surface, app: Services, center: tuple[int, int]) -> None:
    """Three cards fanned like a winning hand, over a soft glow."""
    surface.blit(_glow(), (center[0] - 260, center[1] - 230))
    for index, card in enumerate(SHOWCASE):
        angle = (1 - index) * 12
        image = sprites.card_image(app, card, 150)
        turned = pygame.transform.rotozoom(image, angle, 1.0)
        dx = (index - 1) * 86
        dy = abs(index - 1) * 16
        shadow = pygame.transform.rotozoom(sprites._card_shadow(image.get_size(), 8), angle, 1.0)
        surface.blit(shadow, shadow.get_rect(center=(center[0] + dx + 8, center[1] + dy + 12)))
        surface.blit(turned, turned.get_rect(center=(center[0] + dx, center[1] + dy)))


_glow_cache: list[pygame.Surface] = []


def _glow() -> pygame.Surface:
    if not _glow_cache:
        glow = pygame.Surface((520, 460), pygame.SRCALPHA)
        pygame.draw.ellipse(glow, (255, 226, 150, 60), glow.get_rect().inflate(-80, -80))
        _glow_cache.append(pygame.transform.gaussian_blur(glow, 30))
    return _glow_cache[0]
