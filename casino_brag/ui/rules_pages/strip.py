"""The strip along the bottom of an illustrated rules page: one tab per part, the lit one gold."""

from __future__ import annotations

import pygame

from casino_brag.ui.core import theme


def strip_rects(body: pygame.Rect, parts: int) -> list[pygame.Rect]:
    width = (body.width - 48) // parts
    return [pygame.Rect(body.x + 24 + i * width, body.bottom - 36, width - 8, 30) for i in range(parts)]


def draw_strip(surface: pygame.Surface, rects: list[pygame.Rect], labels: list[str], lit: int) -> None:
    for index, (rect, label) in enumerate(zip(rects, labels, strict=True)):
        on = index == lit
        fill = (176, 132, 48, 230) if on else (255, 255, 255, 18)
        surface.blit(theme.rounded(rect.size, 8, fill, (226, 186, 92, 110), 1), rect)
        color = theme.INK if on else theme.CREAM
        theme.blit_fitted(surface, label, rect.center, rect.width - 12, theme.TINY, color, anchor="center", floor=11)


def picked(rects: list[pygame.Rect], pos: tuple[int, int]) -> int | None:
    return next((i for i, rect in enumerate(rects) if rect.collidepoint(pos)), None)
