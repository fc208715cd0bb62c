"""The pub lessons on the real pub tables: the betting table (Three-, Four- and Five-Card,
Bastard, Three-Stake and Single-Stake Brag, and 3 Card Brag Poker) and Seven-Card Brag's arranging
table, with the coach panel in the table talk's place (the speech bubbles still say what each
player does)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from casino_brag.lessons.script import Lesson
from casino_brag.ui.core.scene import Scene
from casino_brag.ui.core.text import tr
from casino_brag.ui.lessons.game import LessonGame
from casino_brag.ui.lessons.panel import draw_coach
from casino_brag.ui.lessons.services import LessonServices
from casino_brag.ui.lessons.table import LessonTable
from casino_brag.ui.pub import layout as L
from casino_brag.ui.pub.scene import PubTableScene
from casino_brag.ui.pub.seven.scene import ArrangeScene

if TYPE_CHECKING:
    from casino_brag.save.pub_setup import PubSetup
    from casino_brag.ui.core.services import Services


def _no_result(setup: PubSetup, result: dict[str, Any]) -> Scene:
    raise AssertionError("a lesson has no session result")  # LessonGame never ends a session


class LessonTableScene(LessonTable, PubTableScene):
    """The betting table with a lesson on it."""

    def __init__(self, app: Services, lesson: Lesson) -> None:
        self.owner = app
        self.services = LessonServices(app)
        self.lesson_game = LessonGame(self.services.store, lesson)
        self.done = False
        super().__init__(self.services, self.lesson_game, result_screen=_no_result)
        self.advisor_on = False

    def log_panel(self, surface: pygame.Surface, scene: object) -> None:
        """The coach, in the table talk's place."""
        draw_coach(surface, L.LOG_RECT, self.lesson_game.guide, finished=self.done)

    def say(self, message: str) -> None:
        if not self.lesson_game.guide.reply or message != tr(self.lesson_game.guide.reply):
            super().say(message)  # a wrong move's answer is in the coach panel, not on the felt

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.done and self.lesson_game.finished and not self.show.busy(self.t):
            self.finish(self.lesson_game.lesson.id)


class LessonArrangeScene(LessonTable, ArrangeScene):
    """Seven-Card Brag's arranging table with a lesson on it (Escape is the table's own)."""

    escape_leaves = False

    def __init__(self, app: Services, lesson: Lesson) -> None:
        self.owner = app
        self.services = LessonServices(app)
        self.lesson_game = LessonGame(self.services.store, lesson)
        self.done = False
        super().__init__(self.services, self.lesson_game, result_screen=_no_result)
        self.log = []

    def say(self, message: str) -> None:
        if not self.lesson_game.guide.reply or message != tr(self.lesson_game.guide.reply):
            super().say(message)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.log = []  # the coach sits in the table talk's place
        if not self.done and self.lesson_game.finished and not self.revealing():
            self.finish(self.lesson_game.lesson.id)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        draw_coach(surface, L.LOG_RECT, self.lesson_game.guide, finished=self.done)


def lesson_table(app: Services, lesson: Lesson) -> Scene:
    """The pub table the lesson's game is played at."""
    if lesson.rules.get("variant") in ("seven-card", "nine-card", "thirteen-card"):
        return LessonArrangeScene(app, lesson)
    return LessonTableScene(app, lesson)
