"""A table's events as each seat may see them, with the public copies made once for everyone.

What a seat may see of an event it does not own is exactly what a spectator sees
(`Event.seen_by`: anyone but the owner gets the redacted copy). So the feed, shared by the
computer players at a table, keeps only the spectator's copy of each event and, per seat, where
that seat's own events are; a seat reading the feed asks the table's own event for its copy only
there. Nothing private is ever stored in the shared feed, and events every reader has passed are
dropped.
"""

from __future__ import annotations

from bisect import bisect_left
from typing import TYPE_CHECKING, cast

from ..pub.events import Event

if TYPE_CHECKING:
    from ..pub.table import Table


class TableFeed:
    """The spectator's copy of a table's event stream, shared by the computer players at it."""

    def __init__(self) -> None:
        self._base = 0
        self._public: list[Event | None] = []
        self._hidden = 0
        """How many events a spectator learns nothing of (kept as None in `_public`)."""
        self._owned: dict[int, list[int]] = {}
        """For each seat, the positions of the events it owns (its looks, its cards going down)."""
        self._cursors: dict[int, int] = {}
        """Each reader's cursor, by the reader's id: the feed holds no reference to any reader."""

    @property
    def end(self) -> int:
        """How many of the table's events the feed has taken in."""
        return self._base + len(self._public)

    def join(self, reader: object) -> None:
        """Register a reader, which will be given every event from the start of the session."""
        if self._base:
            raise ValueError("a reader must join the feed before the session's early events are dropped")
        self._cursors.setdefault(id(reader), 0)

    def sync(self, table: Table) -> None:
        """Take in the table's new events (their spectator copies)."""
        index = self.end
        public = self._public
        for event in table.events_since(index):
            seen = event.seen_by(None)
            public.append(seen)
            if seen is None:
                self._hidden += 1
            owner = event.owner
            if owner is not None:
                self._owned.setdefault(owner, []).append(index)
            index += 1

    def read(self, reader: object, table: Table, seat: int | None) -> list[Event]:
        """The events `reader` has not had yet, as `seat` may see them (None: a spectator)."""
        self.sync(table)
        start = self._cursors[id(reader)]
        if start == self.end:
            return []
        base = self._base
        out = self._public[start - base :]
        owned = self._owned.get(seat, []) if seat is not None else []
        first = bisect_left(owned, start)
        if first < len(owned):
            raw = table.events_since(start)
            for i in owned[first:]:
                out[i - start] = raw[i - start].seen_by(seat)
        self._cursors[id(reader)] = self.end
        self._trim()
        if self._hidden or first < len(owned):
            return [e for e in out if e is not None]
        return cast(list[Event], out)  # no None among them

    def _trim(self) -> None:
        if len(self._public) < 2048:
            return
        done = min(self._cursors.values()) - self._base
        if done > 1024:
            del self._public[:done]
            self._hidden = sum(e is None for e in self._public)
            self._base += done
            for seat, positions in self._owned.items():
                self._owned[seat] = positions[bisect_left(positions, self._base) :]
