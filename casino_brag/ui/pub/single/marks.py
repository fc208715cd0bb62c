"""The braggers marked on the cards: a gold star in the bottom left corner of A♦, J♣ and 9♦ face up,
which stays in sight when a hand is fanned out, so the wild cards stand out wherever they lie (a
drawing, not words, so it reads in every language)."""

from __future__ import annotations

import math

import pygame

from casino_brag.engine.cards import Card
from casino_brag.engine.pub.games.single.ranking import is_bragger
from casino_brag.ui.core import theme


def star_points(center: tuple[float, float], outer: float) -> list[tuple[float, float]]:
    """A five-pointed star's corners, point up."""
    cx, cy = center
    points = []
    for i in range(10):
        radius = outer if i % 2 == 0 else outer * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return points


def mark_bragger(surface: pygame.Surface, card: Card | None, rect: pygame.Rect) -> None:
    """Put the gold star on `card`, lying face up in `rect`, if it is a bragger."""
    if card is None or not is_bragger(card) or rect.width < 20:
        return
    size = max(7, rect.width // 7)
    center = (rect.x + size + 3, rect.bottom - size - 4)
    pygame.draw.circle(surface, (40, 30, 10), center, size + 2)
    pygame.draw.polygon(surface, theme.GOLD, star_points(center, size))
