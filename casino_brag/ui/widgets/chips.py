"""Piles of chips on the table, with the amount they make shown beside them."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from casino_brag.ui.core import theme
from casino_brag.ui.core.assets import stack_step
from casino_brag.ui.widgets.sprites import draw_pile

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services

MAX_PILE = 12
"""Taller piles are drawn as two piles side by side, so they never cover the cards."""


def stack_height(count: int, width: int = 44) -> int:
    """How far above its base the top of a pile of `count` chips is."""
    return min(count, MAX_PILE) * stack_step(width)


def draw_stack(
    surface: pygame.Surface,
    app: Services,
    chips: list[int],
    center: tuple[float, float],
    width: int,
    *,
    label: str = "",
) -> None:
    """A pile centred on `center` (high values at the bottom); `label` is the amount it makes."""
    ordered = sorted(chips, reverse=True)
    if len(ordered) > MAX_PILE:
        left, right = ordered[: len(ordered) // 2], ordered[len(ordered) // 2 :]
        draw_pile(surface, app, left[:MAX_PILE], (center[0] - width * 0.55, center[1]), width)
        draw_pile(surface, app, right[:MAX_PILE], (center[0] + width * 0.55, center[1]), width)
    else:
        draw_pile(surface, app, ordered, center, width)
    if label:
        image = theme.text(label, theme.SMALL, theme.CREAM)
        rect = image.get_rect(midtop=(round(center[0]), round(center[1]) + 20)).inflate(14, 6)
        surface.blit(theme.rounded(rect.size, rect.height // 2, (0, 0, 0, 170), (226, 186, 92, 140), 1), rect)
        surface.blit(image, image.get_rect(center=(rect.centerx, rect.centery + 1)))
