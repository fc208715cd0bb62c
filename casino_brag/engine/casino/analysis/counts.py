"""How the dealer's hand ends for every player hand class, under every qualifier.

For each of the 1,755 suit-symmetry classes of player hand and each qualifier the table can name
("none", "2-high" … "A-high", "pair"), the 18,424 dealer hands from the other 49 cards split into
four counts: the dealer does not qualify; qualifies and the player wins; ties; loses. These do not
depend on any payout, so a paytable's exact return is a weighted sum of its payouts over them.

They are counted once by `compute_counts` (from the inclusion–exclusion tallies in `classes`),
written as a small binary file that the package ships, and read back with `DealerCounts.from_bytes`;
`dealer_counts()` gives the shipped counts once they are installed with `use_counts`, and counts
them afresh otherwise. The file: the magic line, then for each qualifier in `QUALIFIER_NAMES` order
and each outcome in `OUTCOMES` order, one little-endian unsigned 16-bit count per class.
"""

from __future__ import annotations

import sys
from array import array
from functools import cache

from casino_brag.engine.casino.analysis.classes import DEALER_HANDS, class_rows, matchups, not_qualifying
from casino_brag.engine.casino.paytable import Qualifier
from casino_brag.engine.errors import BragError
from casino_brag.engine.hands import STANDARD

MAGIC = b"casino-brag dealer outcomes 1\n"
QUALIFIER_NAMES = ("none", *(f"{r}-high" for r in (*map(str, range(2, 11)), "J", "Q", "K", "A")), "pair")
"""Every qualifier a paytable can name, as `Qualifier.text` writes it."""
OUTCOMES = ("not_qualify", "win", "tie", "lose")
"""The dealer does not qualify; qualifies and the player wins; ties; loses."""

Counts = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]
"""Per class, in class order: (not qualifying, wins, ties, losses) as four columns."""


class CountsError(BragError):
    """Shipped counts that do not fit the classes: a damaged or foreign file."""


class DealerCounts:
    """The four outcome counts of every class under every qualifier, keyed by the qualifier's text.

    A qualifier's columns are checked (every class meets all 18,424 dealer hands) the first time
    they are used, so reading the file costs next to nothing."""

    def __init__(self, by_qualifier: dict[str, Counts]) -> None:
        self.by_qualifier = by_qualifier
        self._checked: set[str] = set()

    def for_qualifier(self, qualifier: Qualifier) -> Counts:
        name = qualifier.text
        columns = self.by_qualifier[name]
        if name not in self._checked:
            if any(a + b + c + d != DEALER_HANDS for a, b, c, d in zip(*columns, strict=True)):
                raise CountsError(f"dealer outcome counts for {name}: a class does not meet {DEALER_HANDS:,} hands")
            self._checked.add(name)
        return columns

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DealerCounts) and self.by_qualifier == other.by_qualifier

    def __hash__(self) -> int:
        return hash(tuple(self.by_qualifier.items()))

    def to_bytes(self) -> bytes:
        values = array("H", (n for name in QUALIFIER_NAMES for column in self.by_qualifier[name] for n in column))
        if sys.byteorder == "big":
            values.byteswap()
        return MAGIC + values.tobytes()

    @classmethod
    def from_bytes(cls, data: bytes, classes: int = 1_755) -> DealerCounts:
        """Read the file format; a file of the wrong size is refused."""
        if not data.startswith(MAGIC) or len(data) != len(MAGIC) + classes * 2 * len(OUTCOMES) * len(QUALIFIER_NAMES):
            raise CountsError("dealer outcome counts: not a counts file of this version, or cut short")
        values = array("H")
        values.frombytes(data[len(MAGIC) :])
        if sys.byteorder == "big":
            values.byteswap()
        by_qualifier: dict[str, Counts] = {}
        for q, name in enumerate(QUALIFIER_NAMES):
            start = q * len(OUTCOMES) * classes
            a, b, c, d = (tuple(values[start + k * classes : start + (k + 1) * classes]) for k in range(4))
            by_qualifier[name] = (a, b, c, d)
        return cls(by_qualifier)


def compute_counts() -> DealerCounts:
    """Count every qualifier's outcomes afresh (a few tens of milliseconds per qualifier)."""
    table = matchups(STANDARD)
    by_qualifier: dict[str, Counts] = {}
    for name in QUALIFIER_NAMES:
        qualifier = Qualifier.parse(name)
        no_qualify = not_qualifying(qualifier, STANDARD)
        q = qualifier.qualifies
        columns: list[list[int]] = [[], [], [], []]
        for c, below, ties, n in zip(table.classes, table.below, table.ties, no_qualify, strict=True):
            # Qualifying hands are an upper set: a hand that would not qualify loses to every one that does.
            row = (n, below - n, ties, DEALER_HANDS - below - ties) if q(c.value) else (n, 0, 0, DEALER_HANDS - n)
            for column, value in zip(columns, row, strict=True):
                column.append(value)
        a, b, c2, d = (tuple(column) for column in columns)
        by_qualifier[name] = (a, b, c2, d)
    return DealerCounts(by_qualifier)


_installed: list[DealerCounts] = []


def use_counts(counts: DealerCounts) -> None:
    """Install shipped counts, so analyses skip counting; they must fit the classes."""
    if len(counts.by_qualifier[QUALIFIER_NAMES[0]][0]) != len(class_rows(STANDARD)):
        raise CountsError("dealer outcome counts: the number of classes does not match")
    _installed[:] = [counts]


def dealer_counts() -> DealerCounts:
    """The installed counts, or counted afresh once when none were installed."""
    return _installed[0] if _installed else _computed()


@cache
def _computed() -> DealerCounts:
    return compute_counts()
