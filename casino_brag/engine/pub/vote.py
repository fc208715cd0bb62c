"""The state of one hand's agreed showdown (see `showdown_vote`), kept by the table."""

from __future__ import annotations


class Vote:
    """One hand's agreed showdown: who has proposed, and who still has to answer."""

    def __init__(self) -> None:
        self.proposed: set[int] = set()
        self.proposer: int | None = None
        self.waiting: list[int] = []

    @property
    def open(self) -> bool:
        """A proposal is waiting for answers."""
        return bool(self.waiting)
