"""A line chart of the bankroll over time, with a shaded area, a baseline and labelled ends."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from casino_brag.ui.core import theme
from casino_brag.ui.core.footprint import Canvas
from casino_brag.ui.core.text import chips


def draw_line_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    values: Sequence[int],
    *,
    baseline: int | None = None,
    empty: str = "",
) -> None:
    surface.blit(_chart(rect.size, tuple(values), baseline, empty), rect.topleft)


def nice_step(span: float) -> int:
    """A round gridline spacing (1, 2 or 5 times a power of ten) giving about four lines."""
    raw = max(1.0, span / 4)
    power = 10 ** len(str(int(raw))) // 10 or 1
    for multiple in (1, 2, 5, 10):
        if power * multiple >= raw:
            return power * multiple
    return power * 10


@lru_cache(maxsize=8)
def _chart(size: tuple[int, int], values: tuple[int, ...], baseline: int | None, empty: str) -> pygame.Surface:
    image = Canvas(size, pygame.SRCALPHA)
    width, height = size
    left, right, top, bottom = 64, 12, 12, 26
    if len(values) < 2:
        plot = pygame.Rect(left, top, width - left - right, height - top - bottom)
        theme.blit_text(image, empty, plot.center, theme.SMALL, theme.DIM, anchor="center")
        return image
    low = min(*values, baseline if baseline is not None else values[0])
    high = max(*values, baseline if baseline is not None else values[0])
    if high == low:
        high, low = high + 1, low - 1
    step = nice_step(high - low)
    low = (low // step) * step
    high = -((-high) // step) * step
    widest = max(theme.font(theme.TINY).size(chips(v))[0] for v in range(low, high + 1, step))
    left = max(left, widest + 14)  # room for the longest figure ("150.000.000")
    plot = pygame.Rect(left, top, width - left - right, height - top - bottom)

    def y_of(value: float) -> float:
        return plot.bottom - (value - low) / (high - low) * plot.height

    grid = low
    while grid <= high:
        y = round(y_of(grid))
        pygame.draw.line(image, (255, 255, 255, 28), (plot.x, y), (plot.right, y))
        theme.blit_text(image, chips(grid), (plot.x - 8, y), theme.TINY, theme.DIM, anchor="midright")
        grid += step
    n = len(values)
    points = [(plot.x + i * plot.width / (n - 1), y_of(v)) for i, v in enumerate(values)]
    if baseline is not None:
        base_y = y_of(baseline)
        dash = 0
        while dash < plot.width:
            pygame.draw.line(
                image, (226, 186, 92, 120), (plot.x + dash, base_y), (plot.x + min(dash + 6, plot.width), base_y)
            )
            dash += 12
    area = [(plot.x, plot.bottom), *points, (plot.right, plot.bottom)]
    shade = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.polygon(shade, (226, 186, 92, 46), area)
    image.blit(shade, (0, 0))
    pygame.draw.aalines(image, theme.GOLD, False, points)
    pygame.draw.lines(image, theme.GOLD, False, points, 2)
    last = points[-1]
    pygame.draw.circle(image, theme.CREAM, (round(last[0]), round(last[1])), 4)
    return image
