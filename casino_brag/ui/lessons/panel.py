"""The coach panel: the lesson's name and step, what to do and why, and the kind answer to a
wrong move, in a panel of its own beside the table."""

from __future__ import annotations

import pygame

from casino_brag.lessons.guide import Guide
from casino_brag.ui.core import theme
from casino_brag.ui.core.text import tr


def draw_coach(surface: pygame.Surface, rect: pygame.Rect, guide: Guide, *, finished: bool) -> None:
    """The panel in `rect`: heading, the step's words, the answer to a wrong move, the way out."""
    theme.panel(surface, rect)
    x, w = rect.x + 14, rect.width - 28
    heading = tr("lessons.coach.title", name=tr(guide.lesson.title)).upper()
    theme.blit_fitted(surface, heading, (x, rect.y + 12), w, theme.TINY, theme.GOLD)
    total = len(guide.lesson.steps)
    count = tr("lessons.coach.step", step=min(guide.index + 1, total), steps=total)
    if not guide.through:
        theme.blit_text(surface, count, (rect.right - 14, rect.y + 34), theme.TINY, theme.DIM, anchor="topright")
    footer = tr("lessons.coach.back" if finished else "lessons.coach.leave")
    foot_y = rect.bottom - 12
    theme.blit_fitted(surface, footer, (x, foot_y), w, theme.TINY, theme.DIM, anchor="bottomleft")
    body_top = rect.y + 58
    body_bottom = foot_y - 26
    words = tr(guide.words()) if finished or not guide.through else tr("lessons.coach.watch")
    if guide.reply:
        split = body_top + (body_bottom - body_top) * 11 // 20
        theme.blit_paragraph(
            surface,
            words,
            pygame.Rect(x, body_top, w, split - body_top - 8),
            theme.SMALL,
            theme.CREAM,
            spacing=1.2,
            shrink=True,
        )
        box = pygame.Rect(rect.x + 8, split, rect.width - 16, body_bottom - split + 6)
        surface.blit(theme.rounded(box.size, 10, (70, 44, 18, 200), theme.WARN, 1), box)
        theme.blit_paragraph(
            surface, tr(guide.reply), box.inflate(-14, -12), theme.SMALL, theme.WARN, spacing=1.15, shrink=True
        )
        return
    colour = theme.GOLD if finished else theme.CREAM
    theme.blit_paragraph(
        surface,
        words,
        pygame.Rect(x, body_top, w, body_bottom - body_top),
        theme.SMALL,
        colour,
        spacing=1.25,
        shrink=True,
    )
