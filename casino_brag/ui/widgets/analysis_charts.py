"""The three analysis charts drawn in the window: how one round ends, every hand's EV of playing
against folding, and the house edge as each payout moves by one (a tornado).

The numbers come from `engine.casino.analysis.charts`, the same the HTML report draws, so the
window and the report never disagree. Each chart is drawn into its own surface and cached on its
data, so a screen redraws them for free until the paytable changes.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from casino_brag.engine.casino.analysis.charts import Bar, Swing
from casino_brag.ui.core import theme
from casino_brag.ui.core.footprint import Canvas
from casino_brag.ui.core.language import forget_on_change
from casino_brag.ui.core.text import decimal, fixed, has, pay_key_title, percent, tr

GRID = (255, 255, 255, 28)
PLAYED = (120, 200, 128)
FOLDED = (230, 110, 96)
LOWER = (120, 170, 240)
HIGHER = (240, 112, 98)


def draw_distribution(surface: pygame.Surface, rect: pygame.Rect, bars: tuple[Bar, ...], title: str) -> None:
    surface.blit(_distribution(rect.size, bars, title), rect.topleft)


def draw_strategy(
    surface: pygame.Surface, rect: pygame.Rect, points: tuple[tuple[float, bool], ...], title: str
) -> None:
    surface.blit(_strategy(rect.size, points, title), rect.topleft)


def draw_tornado(surface: pygame.Surface, rect: pygame.Rect, swings: tuple[Swing, ...], title: str) -> None:
    surface.blit(_tornado(rect.size, swings, title), rect.topleft)


def _frame(size: tuple[int, int], title: str) -> tuple[pygame.Surface, pygame.Rect]:
    image = Canvas(size, pygame.SRCALPHA)
    image.blit(theme.rounded(size, 10, (255, 255, 255, 12), (226, 186, 92, 60), 1), (0, 0))
    theme.blit_text(image, title.upper(), (10, 6), theme.TINY, theme.GOLD)
    width, height = size
    return image, pygame.Rect(36, 30, width - 46, height - 52)


def _net(value: float) -> str:
    return "0" if value == 0 else f"{value:+g}"


@lru_cache(maxsize=16)
def _distribution(size: tuple[int, int], bars: tuple[Bar, ...], title: str) -> pygame.Surface:
    image, plot = _frame(size, title)
    if not bars:
        return image
    top = max(float(b.probability) for b in bars) or 1.0
    for k in range(3):
        y = plot.bottom - plot.height * k / 2
        pygame.draw.line(image, GRID, (plot.x, y), (plot.right, y))
        label = percent(top * k / 2, 0)
        theme.blit_text(image, label, (plot.x - 4, round(y)), theme.TINY, theme.DIM, anchor="midright")
    step = plot.width / len(bars)
    every = max(1, math.ceil(26 / step))  # label every bar while the labels fit, else every few
    for i, bar in enumerate(bars):
        height = max(1, round(plot.height * float(bar.probability) / top))
        colour = PLAYED if bar.net > 0 else FOLDED if bar.net < 0 else theme.MUTED
        column = pygame.Rect(
            round(plot.x + i * step + step * 0.15), plot.bottom - height, max(1, round(step * 0.7)), height
        )
        pygame.draw.rect(image, colour, column)
        if i % every == 0:
            label = _net(float(bar.net))
            theme.blit_text(image, label, (column.centerx, plot.bottom + 2), theme.TINY, theme.MUTED, anchor="midtop")
    return image


@lru_cache(maxsize=16)
def _strategy(size: tuple[int, int], points: tuple[tuple[float, bool], ...], title: str) -> pygame.Surface:
    image, plot = _frame(size, title)
    if not points:
        return image
    low = min(min(ev for ev, _ in points), -1.0)
    high = max(max(ev for ev, _ in points), 0.0)
    span = high - low or 1.0

    def y_of(ev: float) -> int:
        return round(plot.bottom - plot.height * (ev - low) / span)

    fold = y_of(-1)
    step = plot.width / len(points)
    for i, (ev, play) in enumerate(points):
        x = round(plot.x + i * step)
        y = y_of(ev)
        pygame.draw.line(image, PLAYED if play else FOLDED, (x, min(y, fold)), (x, max(y, fold)))
    for x in range(plot.x, plot.right, 8):
        pygame.draw.line(image, theme.CREAM, (x, fold), (min(x + 4, plot.right), fold))
    theme.blit_text(image, "-1", (plot.x - 4, fold), theme.TINY, theme.DIM, anchor="midright")
    theme.blit_text(image, f"{high:+.0f}", (plot.x - 4, plot.y), theme.TINY, theme.DIM, anchor="midright")
    return image


@lru_cache(maxsize=16)
def _tornado(size: tuple[int, int], swings: tuple[Swing, ...], title: str) -> pygame.Surface:
    image, plot = _frame(size, title)
    shown = swings[: max(1, plot.height // 18)]
    if not shown:
        return image
    labels = 118
    middle = plot.x + labels + (plot.width - labels) // 2
    half = (plot.width - labels) // 2 - 4
    reach = max(max(abs(float(s.lower - s.base)), abs(float(s.higher - s.base))) for s in shown) or 1.0
    row = plot.height / len(shown)
    for i, swing in enumerate(shown):
        y = round(plot.y + i * row)
        section, _, key = swing.payout.partition(".")
        name = pay_key_title(key) if has(f"paykey.{key}") else key.replace("_", " ")
        label = tr("chart.swing", bet=tr(f"chart.short.{section}"), hand=name, odds=decimal(float(swing.odds), "0.##"))
        theme.blit_text(image, label, (plot.x - 30, y + 1), theme.TINY, theme.MUTED)
        for value, colour in ((swing.lower, LOWER), (swing.higher, HIGHER)):
            delta = float(value - swing.base) / reach * half
            left = min(middle, middle + delta)
            bar = pygame.Rect(round(left), y + 3, max(1, round(abs(delta))), max(2, round(row) - 6))
            pygame.draw.rect(image, colour, bar)
    pygame.draw.line(image, theme.CREAM, (middle, plot.y), (middle, plot.bottom))
    legend = plot.x - 30
    for colour, words in ((LOWER, tr("chart.lower")), (HIGHER, tr("chart.higher"))):
        pygame.draw.rect(image, colour, pygame.Rect(legend, plot.bottom + 6, 10, 10))
        legend = theme.blit_text(image, words, (legend + 14, plot.bottom + 2), theme.TINY, theme.DIM).right + 12
    theme.blit_text(
        image,
        tr("chart.reach", points=fixed(reach * 100, 2)),
        (plot.right, plot.bottom + 2),
        theme.TINY,
        theme.DIM,
        anchor="topright",
    )
    return image


for _chart in (_distribution, _strategy, _tornado):  # their legends are in the language they were drawn in
    forget_on_change(_chart.cache_clear)
