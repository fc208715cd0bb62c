"""A lesson under way: which step it has reached, and the kind answer to the last wrong move."""

from __future__ import annotations

from casino_brag.lessons.script import Lesson, Move, Step


class Guide:
    """Judges each of your moves against the lesson's step: the expected one moves the lesson on;
    any other is refused (the table does not make it) and `reply` says why, kindly."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.index = 0
        self.reply = ""
        """The catalog key of the answer to the last wrong move ("" when the last was right)."""
        self.wrong = 0
        """How many moves were refused, for the tests and the closing words."""

    @property
    def step(self) -> Step | None:
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def through(self) -> bool:
        """Every step has been taken."""
        return self.step is None

    def judge(self, move: Move) -> bool:
        """True when the table may make `move`; otherwise the answer is set and nothing moves on."""
        step = self.step
        if step is None:
            self.reply = "lessons.over"
            self.wrong += 1
            return False
        if step.expect.matches(move):
            self.index += 1
            self.reply = ""
            return True
        self.reply = self.lesson.key(f"{step.key}.wrong")
        self.wrong += 1
        return False

    def words(self) -> str:
        """The catalog key of what the coach says now: the step's request, or the lesson's end."""
        step = self.step
        return self.lesson.key(step.key if step is not None else "done")
