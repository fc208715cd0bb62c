"""The arranging table as its painter sees it: what `view` reads off the scene (and the buttons
it relabels), so that the painter never imports the scene back."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from casino_brag.engine.pub.events import Event
    from casino_brag.ui.core.services import Services
    from casino_brag.ui.pub.session import PubGame
    from casino_brag.ui.pub.seven.arranging import Arranging
    from casino_brag.ui.widgets.button import Button


@dataclass(frozen=True)
class Shown:
    """An event of the settlement and the moment the screen shows it."""

    at: float
    event: Event


class ArrangingTable(Protocol):
    """The table at its clock `t`: the session, who sits where, your slots, the settlement on the
    clock, the log and the buttons."""

    app: Services
    game: PubGame
    t: float
    names: list[str]
    portraits: list[str | None]
    hands: int
    arranging: Arranging | None
    declared: set[int]
    settlement: list[Shown]
    log: list[str]
    message: str
    message_until: float
    buttons: dict[str, Button]

    @property
    def step(self) -> float:
        """Seconds between two comparisons turned over."""

    def revealing(self) -> bool: ...

    def shown_now(self) -> list[Event]: ...

    def chance(self) -> float | None: ...

    def declare(self) -> None: ...

    def deal(self) -> None: ...

    def leave(self) -> None: ...

    def cycle_pace(self) -> None: ...

    def best_split(self) -> None: ...

    def clear(self) -> None: ...
