"""Which lessons are finished, kept in the save file's settings (one key, written in one
transaction like every setting), so the Lessons screen can tick them."""

from __future__ import annotations

from casino_brag.save.store import Store

PROGRESS_KEY = "lessons_finished"


def finished(store: Store) -> set[str]:
    """The ids of the lessons finished so far (anything unreadable counts as none)."""
    saved = store.settings().get(PROGRESS_KEY)
    return {item for item in saved if isinstance(item, str)} if isinstance(saved, list) else set()


def mark_finished(store: Store, lesson_id: str) -> None:
    """Remember that a lesson was taken to its end."""
    done = finished(store)
    if lesson_id not in done:
        store.save_settings({PROGRESS_KEY: sorted(done | {lesson_id})})
