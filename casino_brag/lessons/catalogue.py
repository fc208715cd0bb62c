"""Every lesson, in the order the Lessons screen lists them."""

from __future__ import annotations

from casino_brag.lessons.casino import CASINO
from casino_brag.lessons.games import BASTARD, POKER, SEVEN, SINGLE_STAKE, THREE_STAKE
from casino_brag.lessons.pub import BETTING, BLIND, COVER, FIVE_CARD, FOUR_CARD, NO_SEE, RETAINED, SEEING
from casino_brag.lessons.script import Lesson

LESSONS: tuple[Lesson, ...] = (
    CASINO,
    BETTING,
    BLIND,
    SEEING,
    NO_SEE,
    COVER,
    RETAINED,
    FOUR_CARD,
    FIVE_CARD,
    BASTARD,
    SEVEN,
    THREE_STAKE,
    SINGLE_STAKE,
    POKER,
)


def lesson(lesson_id: str) -> Lesson:
    """The lesson with this id (KeyError when there is none)."""
    for candidate in LESSONS:
        if candidate.id == lesson_id:
            return candidate
    raise KeyError(lesson_id)
