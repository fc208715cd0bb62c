"""The pot and the side pots made by covering.

Brag has no equalised bets, so side pots are not sliced by contribution as in poker. Instead, as
the rules describe covering the pot: a player who runs out of chips puts in the last of them and
the pot as it stands is closed; the others bet on into a new pot. At the end, the new pot is
settled first, then its winner's hand is compared with each covering player's in turn, latest
first: the covering player takes the older pot only with a strictly better hand.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from casino_brag.engine.pub.results import PotAward


@dataclass
class Pot:
    """Chips in one pot. `closed_by` is the covering player whose claim ends with this pot."""

    amount: int = 0
    closed_by: int | None = None


class Pots:
    """The pots of one hand; the last one is live and takes new bets."""

    def __init__(self) -> None:
        self._pots: list[Pot] = [Pot()]
        self._total = 0

    @classmethod
    def carrying(cls, amount: int) -> Pots:
        """Fresh pots holding `amount` chips carried from the last deal (a blind winner's pot)."""
        pots = cls()
        pots.add(amount)
        return pots

    @property
    def total(self) -> int:
        return self._total

    @property
    def live_amount(self) -> int:
        """The chips in the pot taking bets now."""
        return self._pots[-1].amount

    @property
    def live(self) -> int:
        """The index of the pot taking bets now."""
        return len(self._pots) - 1

    @property
    def pots(self) -> tuple[Pot, ...]:
        return tuple(Pot(p.amount, p.closed_by) for p in self._pots)

    def add(self, amount: int) -> None:
        self._pots[-1].amount += amount
        self._total += amount

    def close(self, seat: int) -> tuple[int, int]:
        """`seat` has covered: close the live pot to later bets. Returns (its index, its chips)."""
        closed = self._pots[-1]
        closed.closed_by = seat
        self._pots.append(Pot())
        return len(self._pots) - 2, closed.amount

    def settle(
        self,
        live_winner: int | None,
        beats: Callable[[int, int], bool],
        folded: Callable[[int], bool] = lambda seat: False,
    ) -> tuple[int, list[PotAward], list[tuple[int, int]]]:
        """Award every pot. Returns (the main pot's winner, the awards, the comparisons made).

        `live_winner` took the live pot (None only when everyone left has covered). `beats(a, b)`
        says whether a's hand is strictly better than b's. Each comparison is (holder, challenger),
        in the order made, so a caller can show the hands in that order. A player who covered and
        then folded (made to, as the face-up hand's rule makes whoever cannot beat it) challenges
        for nothing: the pot they closed goes to the holder of the pots above it, or, where every
        player above folded too, to the first player below who did not.
        """
        awards: list[PotAward] = []
        comparisons: list[tuple[int, int]] = []
        holder = live_winner
        unheld: list[int] = []
        """Pots not yet awarded: only folded players have contended for them so far."""
        last = len(self._pots) - 1
        if self._pots[last].amount:
            if holder is None:
                raise ValueError("the live pot has chips but nobody to win it")
            awards.append(PotAward(last, holder, self._pots[last].amount))
        for index in range(last - 1, -1, -1):
            challenger = self._pots[index].closed_by
            assert challenger is not None
            if folded(challenger):
                pass
            elif holder is None:
                holder = challenger
            else:
                comparisons.append((holder, challenger))
                if beats(challenger, holder):
                    holder = challenger
            unheld.append(index)
            if holder is None:
                continue
            awards.extend(PotAward(pot, holder, self._pots[pot].amount) for pot in unheld if self._pots[pot].amount)
            unheld = []
        if holder is None:
            raise ValueError("a pot with no players")
        return holder, awards, comparisons
