"""The practice save for seeded play: a seed deals the same cards every time, so a seeded game
must never win or lose real chips."""

from __future__ import annotations

from casino_brag.save.store import Store


def practice_copy(saved: Store) -> Store:
    """The player's settings and a fresh practice bankroll, all in memory: nothing played on it
    is ever written to the player's file."""
    practice = Store.empty()
    practice.practice = True
    practice.save_settings(saved.settings())
    return practice
