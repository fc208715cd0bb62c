"""The opponents' pace at every pub table scene: start the thinking at once, and play the move
after the pace's pause once the screen has shown everything before it, at most one per frame."""

from __future__ import annotations

from typing import Protocol

from casino_brag.save.store import SaveFailed
from casino_brag.ui.pub.session import PubGame


class Paced(Protocol):
    """A table scene: its game, its clock, when the wait for an opponent began, and how it takes
    in the table's moves and a save that failed."""

    game: PubGame
    t: float
    waiting_since: float | None

    def _absorb(self) -> None: ...

    def save_failed(self, problem: SaveFailed) -> None: ...


def pace_opponents(scene: Paced, held: bool) -> None:
    """One frame of the opponents' pace; `held` while the screen still shows earlier moves."""
    try:
        moved, scene.waiting_since = scene.game.pace_opponent(scene.t, scene.waiting_since, held)
    except SaveFailed as exc:
        scene.save_failed(exc)
        return
    if moved:
        scene._absorb()
