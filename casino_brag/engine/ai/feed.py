"""A table's events as each seat may see them, with the public copies made once for everyone.

What a seat may see of an event it does not own is exactly what a spectator sees
(`Event.seen_by`: anyone but the owner gets the redacted copy). So the feed, shared by the
computer players at a table, keeps only the spectator's copy of each event; a seat reading the
feed asks the table's own event for its copy only where it is the owner. Nothing private is ever
stored in the shared feed, and events every reader has passed are dropped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..pub.events import Event

if TYPE_CHECKING:
    from ..pub.table import Table


class TableFeed:
    """The spectator's copy of a table's event stream, shared by the computer players at it."""

    def __init__(self) -> None:
        self._base = 0
        self._public: list[Event | None] = []
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
        self._public.extend(e.seen_by(None) for e in table.events_since(self.end))

    def read(self, reader: object, table: Table, seat: int | None) -> list[Event]:
        """The events `reader` has not had yet, as `seat` may see them (None: a spectator)."""
        self.sync(table)
        start = self._cursors[id(reader)]
        first = start - self._base
        public = self._public
        if seat is None:
            out = [e for e in public[first:] if e is not None]
        else:
            out = []
            for i, event in enumerate(table.events_since(start), first):
                seen = event.seen_by(seat) if event.owner == seat else public[i]
                if seen is not None:
                    out.append(seen)
        self._cursors[id(reader)] = self.end
        done = min(self._cursors.values()) - self._base
        if done > 512:
            del public[:done]
            self._base += done
        return out
