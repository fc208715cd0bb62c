"""The pub table as its painters and button bar see it: what `view`, `panels`, `bar` and the
Bastard board's painter read off the table scene (and the bar's own buttons, which it rebuilds).

The scene imports them; they know the scene only through `PubTable`, so none of them imports
the scene back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from concurrent.futures import Future

    from casino_brag.engine.cards import Card
    from casino_brag.ui.core.services import Services
    from casino_brag.ui.pub.advisor import Advice
    from casino_brag.ui.pub.controls import Choice
    from casino_brag.ui.pub.session import PubGame
    from casino_brag.ui.pub.show import Show
    from casino_brag.ui.widgets.button import Button
    from casino_brag.ui.widgets.stepper import ChipStepper


class PubTable(Protocol):
    """The table at its clock `t`: the game, the choreography shown so far, who sits where, your
    selection and controls, and the side panels' state."""

    app: Services
    game: PubGame
    show: Show
    t: float
    names: list[str]
    portraits: list[str | None]
    selection: list[Card]
    """Your cards picked to throw away."""
    advice: Advice | None
    advisor_on: bool
    log_scroll: int
    message: str
    message_until: float
    show_keys: bool
    leaving: Future[None] | None
    """Set while your hand is folded on the way out."""
    top_buttons: dict[str, Button]
    bar_buttons: list[Button]
    choices: list[Choice]
    choices_for: object
    """What the bar's buttons were built for: they are rebuilt only when it changes."""
    stepper: ChipStepper | None
    """The raise's chip stepper, in the bar's place while you choose an amount."""

    @property
    def scale(self) -> float:
        """Multiplies every animation's length: 0 makes them instant."""

    def acting_seat(self) -> int | None: ...

    def thinking_seat(self) -> int | None: ...

    def revealing(self) -> bool: ...

    def choosing_discard(self) -> bool: ...

    def advisor_waits_for_look(self) -> bool: ...

    def bar_hint(self) -> str: ...

    def choose(self, choice: Choice) -> None: ...
