"""How the dealer's hand ends for every player hand class, under every qualifier.

For each of the 1,755 suit-symmetry classes of player hand and each qualifier the table can name
("none", "2-high" … "A-high", "pair"), the 18,424 dealer hands from the other 49 cards split into
four counts: the dealer does not qualify; qualifies and the player wins; ties; loses. These do not
depend on any payout, so a paytable's exact return is a weighted sum of its payouts over them.

They are counted once by `compute_counts` (from the inclusion–exclusion tallies in `classes`),
written as a small binary file that the package ships, and read back with `DealerCounts.from_bytes`;
`dealer_counts()` gives the shipped counts once they are installed with `use_counts`, and counts
them afresh otherwise. The file: the magic line, then for each qualifier in `QUALIFIER_NAMES` order
and each outcome in `OUTCOMES` order, one little-endian unsigned 16-bit count per class. Before
the counts, the classes themselves (`classes.class_rows`), nine 16-bit numbers each: score, ranks
high to low, suit pattern (its place in `SUIT_PATTERNS`), weight and the example's card indexes.
Shipping them spares a quick report listing and sorting the classes.
"""

from __future__ import annotations

import sys
from array import array
from functools import cache

from casino_brag.engine.casino.analysis.classes import (
    DEALER_HANDS,
    SUIT_PATTERNS,
    ClassRow,
    listed_rows,
    matchups,
    not_qualifying,
    use_rows,
)
from casino_brag.engine.casino.paytable import Qualifier
from casino_brag.engine.errors import BragError
from casino_brag.engine.hands import STANDARD

MAGIC = b"casino-brag dealer outcomes 2\n"
ROW = 9
"""Numbers per class row in the file."""
QUALIFIER_NAMES = ("none", *(f"{r}-high" for r in (*map(str, range(2, 11)), "J", "Q", "K", "A")), "pair")
"""Every qualifier a paytable can name, as `Qualifier.text` writes it."""
OUTCOMES = ("not_qualify", "win", "tie", "lose")
"""The dealer does not qualify; qualifies and the player wins; ties; loses."""

Counts = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]
"""Per class, in class order: (not qualifying, wins, ties, losses) as four columns."""


class CountsError(BragError):
    """Shipped counts that do not fit the classes: a damaged or foreign file."""


class DealerCounts:
    """The four outcome counts of every class under every qualifier, by the qualifier's text.

    Read from the file, a qualifier's columns are unpacked and checked (every class meets all
    18,424 dealer hands) the first time they are used, so reading costs next to nothing."""

    def __init__(
        self,
        rows: tuple[ClassRow, ...],
        by_qualifier: dict[str, Counts] | None = None,
        packed: array[int] | None = None,
    ) -> None:
        self.rows = rows
        self._columns: dict[str, Counts] = dict(by_qualifier or {})
        self._packed = packed
        self._classes = len(rows)

    def for_qualifier(self, qualifier: Qualifier) -> Counts:
        return self.columns(qualifier.text)

    def columns(self, name: str) -> Counts:
        found = self._columns.get(name)
        if found is not None:
            return found
        if self._packed is None:
            raise KeyError(name)
        n = self._classes
        start = (ROW + QUALIFIER_NAMES.index(name) * len(OUTCOMES)) * n
        values = self._packed
        a, b, c, d = (tuple(values[start + k * n : start + (k + 1) * n]) for k in range(len(OUTCOMES)))
        if any(w + x + y + z != DEALER_HANDS for w, x, y, z in zip(a, b, c, d, strict=True)):
            raise CountsError(f"dealer outcome counts for {name}: a class does not meet {DEALER_HANDS:,} hands")
        self._columns[name] = (a, b, c, d)
        return self._columns[name]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DealerCounts):
            return NotImplemented
        return self.rows == other.rows and all(self.columns(name) == other.columns(name) for name in QUALIFIER_NAMES)

    def __hash__(self) -> int:
        return hash(self.columns(QUALIFIER_NAMES[0]))

    def to_bytes(self) -> bytes:
        patterns = {name: i for i, name in enumerate(SUIT_PATTERNS)}
        rows = (
            n
            for score, ranks, suits, weight, example in self.rows
            for n in (score, *ranks, patterns[suits], weight, *example)
        )
        counts = (n for name in QUALIFIER_NAMES for column in self.columns(name) for n in column)
        values = array("H", [*rows, *counts])
        if sys.byteorder == "big":
            values.byteswap()
        return MAGIC + values.tobytes()

    @classmethod
    def from_bytes(cls, data: bytes, classes: int = 1_755) -> DealerCounts:
        """Read the file format; a file of the wrong size is refused."""
        if not data.startswith(MAGIC) or len(data) != len(MAGIC) + classes * 2 * (
            ROW + len(OUTCOMES) * len(QUALIFIER_NAMES)
        ):
            raise CountsError("dealer outcome counts: not a counts file of this version, or cut short")
        values = array("H")
        values.frombytes(data[len(MAGIC) :])
        if sys.byteorder == "big":
            values.byteswap()
        rows = tuple(
            (v[0], (v[1], v[2], v[3]), SUIT_PATTERNS[v[4]], v[5], (v[6], v[7], v[8]))
            for v in (values[i * ROW : (i + 1) * ROW] for i in range(classes))
        )
        return cls(rows, packed=values)


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
    return DealerCounts(listed_rows(STANDARD), by_qualifier)


_installed: list[DealerCounts] = []


def use_counts(counts: DealerCounts) -> None:
    """Install shipped counts and class rows, so analyses skip listing and counting."""
    try:
        use_rows(counts.rows)
    except ValueError as exc:
        raise CountsError(f"dealer outcome counts: {exc}") from None
    _installed[:] = [counts]


def dealer_counts() -> DealerCounts:
    """The installed counts, or counted afresh once when none were installed."""
    return _installed[0] if _installed else _computed()


@cache
def _computed() -> DealerCounts:
    return compute_counts()
