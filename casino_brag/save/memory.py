"""Saves held in memory and never written: a blank one, for a report on a folder with no save
yet, and the practice copy seeded play runs on (a seed deals the same cards every time, so a
seeded game must never win or lose real chips)."""

from __future__ import annotations

from pathlib import Path

from casino_brag.save import opening
from casino_brag.save.store import Store


def blank_save() -> Store:
    """A save with nothing in it yet: what a new player starts with."""
    db = opening.connect(":memory:", 0)
    try:
        opening.create(db)
    except BaseException:
        db.close()
        raise
    store = Store(db, Path(":memory:"))
    store.in_play = True
    return store


def practice_copy(saved: Store) -> Store:
    """The player's settings and a fresh practice bankroll: nothing played on it is ever
    written to the player's file."""
    practice = blank_save()
    practice.practice = True
    practice.save_settings(saved.settings())
    return practice
