"""The range each count on the command line may take: stated in the flag's help, and checked
before any work starts, so that a slip of the finger is one line, never an overflow or a run
that would outlast the machine."""

from __future__ import annotations

import math
from dataclasses import dataclass

from casino_brag.errors import UserError


@dataclass(frozen=True)
class Bound:
    """A flag's whole-number range, both ends included."""

    flag: str
    low: int
    high: int

    @property
    def words(self) -> str:
        """For the help text: "1 to 1,000,000,000"."""
        return f"{self.low:,} to {self.high:,}"

    def check(self, value: int | None) -> None:
        """Refuse a value outside the range (None: the flag was not given)."""
        if value is None:
            return
        from casino_brag.commands.speech import fmt, say

        if value < self.low:
            raise UserError(say("cli.bound.low", flag=self.flag, low=fmt(self.low), got=shown(value)))
        if value > self.high:
            raise UserError(say("cli.bound.high", flag=self.flag, high=fmt(self.high), got=shown(value)))


def shown(value: int) -> str:
    """A number as a player would read it, or its length when it would fill the screen."""
    from casino_brag.commands.speech import fmt, say

    if abs(value) < 10**15:
        return fmt(value)
    return say("cli.bound.digits", digits=fmt(math.floor(math.log10(abs(value))) + 1))
