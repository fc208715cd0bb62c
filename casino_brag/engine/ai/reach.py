"""How far a raise can usefully go: no further than some opponent still betting can follow.

Betting all your chips covers the pot, and the others never have to match it: chips raised above
what every opponent can put in only come back to the raiser, or lie in a pot nobody else can win.
So the opponents never raise the stake past the reach of the deepest opponent still betting.
"""

from __future__ import annotations

from casino_brag.engine.ai.view import DecisionView


def reach(view: DecisionView) -> int | None:
    """The highest open stake any opponent still betting could meet with one bet of all their
    chips (a blind player's chips count double), or None when nobody else is betting."""
    reaches = [view.chips[seat] * (2 if view.statuses[seat] == "blind" else 1) for seat in view.betting_opponents]
    return max(reaches) if reaches else None
