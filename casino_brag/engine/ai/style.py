"""A player's style: the handful of dials that make one computer opponent play unlike another.

Every dial runs from 0 to 1. Style says what a player likes to do; the difficulty level (see
`difficulty.py`) says how well they judge what they are doing. A tilting player's dials move
with their losses (`Style.tilted`).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from functools import lru_cache


@dataclass(frozen=True)
class Style:
    """How a player likes to play.

    - `tightness`: how good a hand must be to stay in.
    - `aggression`: how readily a good hand raises rather than just staying in.
    - `blind`: how readily the player bets blind, and how long before looking.
    - `bluff`: how often a weak hand bets on to make the others fold.
    - `tilt`: how much losing makes the player looser, wilder and bluffier.
    - `slowplay`: how often a very strong hand hides behind small bets until the pot is big.
    - `see`: how soon, with two left, the player pays to see rather than betting on.
    - `stake`: how big the player's raises are.
    - `stubborn`: how hard folding becomes once chips are in the pot (chasing).
    """

    tightness: float = 0.5
    aggression: float = 0.5
    blind: float = 0.35
    bluff: float = 0.1
    tilt: float = 0.0
    slowplay: float = 0.3
    see: float = 0.5
    stake: float = 0.5
    stubborn: float = 0.1

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if not isinstance(value, int | float) or isinstance(value, bool) or not 0 <= value <= 1:
                raise ValueError(f"style {f.name} must be a number from 0 to 1, got {value!r}")

    def tilted(self, anger: float) -> Style:
        """The style of this player when `anger` (0…1) of their tilt has built up (in steps of 5%)."""
        if anger <= 0 or not self.tilt:
            return self
        heat = round(self.tilt * min(1.0, anger) * 20) / 20
        if heat <= 0:
            return self
        return _tilted(self, heat)


@lru_cache(maxsize=1024)
def _tilted(style: Style, heat: float) -> Style:
    return replace(
        style,
        tightness=max(0.0, style.tightness - 0.4 * heat),
        aggression=min(1.0, style.aggression + 0.35 * heat),
        bluff=min(1.0, style.bluff + 0.45 * heat),
        stake=min(1.0, style.stake + 0.35 * heat),
        blind=min(1.0, style.blind + 0.2 * heat),
    )


STEADY = Style()
"""A sound, balanced regular: the style of a bare difficulty level."""
