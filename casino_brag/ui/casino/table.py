"""The casino table as its painters see it: what `view` and `panels` read off the table scene.

The scene imports its painters; they know the scene only through `CasinoTable`, so the two
never import each other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from casino_brag.engine.casino.settlement import Bet
    from casino_brag.ui.casino.animation import DealPlan, Piece, RevealPlan
    from casino_brag.ui.casino.coach import Coach
    from casino_brag.ui.casino.session import CasinoSession
    from casino_brag.ui.core.services import Services
    from casino_brag.ui.widgets.button import Button


class CasinoTable(Protocol):
    """The table's state at its clock `t`: the session, the animations under way, the controls,
    and the figures of this sitting."""

    app: Services
    session: CasinoSession
    practice: bool
    t: float
    deal: DealPlan | None
    reveal: RevealPlan | None
    flights: list[tuple[Bet | None, Piece]]
    """Chips on their way to a spot (or back to the rack, None)."""
    message: str
    message_until: float
    autoplay_left: int
    hovered_spot: Bet | None
    show_keys: bool
    session_hands: int
    session_net: int
    session_graded: int
    session_correct: int
    session_cost: float
    buttons: dict[str, Button]
    coach: Coach

    def animating_deal(self) -> bool: ...

    def animating(self) -> bool: ...

    def broke(self) -> bool:
        """Too few chips left for the smallest hand: only a reset of the bankroll helps."""
