"""The Lessons screen: every lesson in order, a tick beside each one finished, and what the
chosen one teaches. Enter (or a click on a chosen lesson) sits you down at its table."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from casino_brag.lessons.catalogue import LESSONS
from casino_brag.lessons.progress import finished
from casino_brag.lessons.script import Lesson
from casino_brag.ui.core import theme
from casino_brag.ui.core.scene import Scene
from casino_brag.ui.core.text import tr
from casino_brag.ui.widgets import backdrop
from casino_brag.ui.widgets.button import Button

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services

LIST = pygame.Rect(70, 112, 560, 540)
ROW_HEIGHT = min(42, (LIST.height - 24) // len(LESSONS))
"""Each lesson's row: as tall as the list allows, so every lesson fits in it."""
ABOUT = pygame.Rect(660, 112, 550, 330)


class LessonsScene(Scene):
    def __init__(self, app: Services) -> None:
        self.app = app
        self.focus = 0
        self.done = finished(app.store)
        self.buttons = [
            Button(pygame.Rect(70, 664, 150, 42), tr("common.back"), self.close, key_label="Esc"),
            Button(
                pygame.Rect(ABOUT.right - 220, ABOUT.bottom + 12, 220, 48),
                tr("lessons.start"),
                self.start,
                key_label="Enter",
                primary=True,
            ),
        ]

    @property
    def chosen(self) -> Lesson:
        return LESSONS[self.focus]

    def row(self, index: int) -> pygame.Rect:
        return pygame.Rect(LIST.x + 12, LIST.y + 12 + index * ROW_HEIGHT, LIST.width - 24, ROW_HEIGHT - 4)

    def close(self) -> None:
        self.app.pop(self)

    def start(self) -> None:
        """Sit down at the chosen lesson's table."""
        lesson = self.chosen
        if lesson.table == "casino":
            from casino_brag.ui.lessons.casino import CasinoLessonScene

            self.app.push(CasinoLessonScene(self.app, lesson))
        else:
            from casino_brag.ui.lessons.pub import lesson_table

            self.app.push(lesson_table(self.app, lesson))

    def resume(self) -> None:
        self.done = finished(self.app.store)

    def relabelled(self) -> LessonsScene:
        fresh = LessonsScene(self.app)
        fresh.focus = self.focus
        return fresh

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                self.focus = (self.focus + (1 if event.key == pygame.K_DOWN else -1)) % len(LESSONS)
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
                return
            if event.key == pygame.K_ESCAPE:
                self.close()
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index in range(len(LESSONS)):
                if self.row(index).collidepoint(event.pos):
                    if index == self.focus:
                        self.start()
                    self.focus = index
                    return
        for button in self.buttons:
            if button.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        backdrop.draw_felt(surface, self.app)
        theme.blit_text(surface, tr("lessons.title"), (70, 40), theme.HEADING, theme.GOLD, shadow=True)
        count = tr("lessons.count", done=len(self.done & {lesson.id for lesson in LESSONS}), total=len(LESSONS))
        theme.blit_text(surface, count, (LIST.right, LIST.y - 10), theme.SMALL, theme.MUTED, anchor="bottomright")
        theme.panel(surface, LIST)
        for index, lesson in enumerate(LESSONS):
            self._draw_row(surface, index, lesson)
        self._draw_about(surface)
        for button in self.buttons:
            button.draw(surface)

    def _draw_row(self, surface: pygame.Surface, index: int, lesson: Lesson) -> None:
        rect = self.row(index)
        if index == self.focus:
            surface.blit(theme.rounded(rect.size, 8, (226, 186, 92, 60), theme.GOLD, 1), rect)
        ticked = lesson.id in self.done
        mark = pygame.Rect(rect.x + 10, rect.centery - 10, 20, 20)
        pygame.draw.rect(surface, theme.GOLD if ticked else theme.DIM, mark, 2, border_radius=4)
        if ticked:
            points = [(mark.x + 4, mark.centery), (mark.x + 8, mark.bottom - 5), (mark.right - 3, mark.y + 4)]
            pygame.draw.lines(surface, theme.WIN, False, points, 3)
        colour = theme.CREAM if index == self.focus else theme.MUTED
        status = tr("lessons.finished") if ticked else ""
        room = rect.width - 60 - (theme.text(status, theme.TINY).get_width() + 16 if status else 0)
        theme.blit_fitted(
            surface, tr(lesson.title), (rect.x + 42, rect.centery), room, theme.BODY - 2, colour, anchor="midleft"
        )
        if status:
            theme.blit_text(surface, status, (rect.right - 12, rect.centery), theme.TINY, theme.WIN, anchor="midright")

    def _draw_about(self, surface: pygame.Surface) -> None:
        theme.panel(surface, ABOUT)
        lesson = self.chosen
        x, w = ABOUT.x + 20, ABOUT.width - 40
        table = tr("lessons.table.casino" if lesson.table == "casino" else "lessons.table.pub")
        theme.blit_fitted(surface, table.upper(), (x, ABOUT.y + 18), w, theme.TINY, theme.GOLD)
        theme.blit_fitted(surface, tr(lesson.title), (x, ABOUT.y + 42), w, theme.LARGE - 4, theme.CREAM)
        body = pygame.Rect(x, ABOUT.y + 92, w, ABOUT.height - 160)
        theme.blit_paragraph(surface, tr(lesson.key("about")), body, theme.SMALL, theme.MUTED, spacing=1.3, shrink=True)
        theme.blit_paragraph(
            surface, tr("lessons.chips"), pygame.Rect(x, ABOUT.bottom - 60, w, 48), theme.TINY, theme.DIM, shrink=True
        )
