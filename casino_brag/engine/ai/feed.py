"""A table's events as each seat may see them, redacted once for everyone.

Every seat reads the same public facts, and what a seat may see of an event it does not own is
exactly what a spectator sees (`Event.seen_by`: a seat other than the owner gets the redacted
copy). So the feed asks each new event once for the spectator's copy and once for its owner's,
and hands each reader the copy it is entitled to. Readers keep their own cursors; events every
reader has passed are dropped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..pub.events import Event

if TYPE_CHECKING:
    from ..pub.table import Table


class TableFeed:
    """The redacted event stream of one table, shared by the computer players sitting at it."""

    def __init__(self) -> None:
        self._base = 0
        self._public: list[Event | None] = []
        self._owners: list[int | None] = []
        self._owned: list[Event | None] = []
        self._cursors: dict[object, int] = {}

    @property
    def end(self) -> int:
        """How many of the table's events the feed has taken in."""
        return self._base + len(self._public)

    def sync(self, table: Table) -> None:
        """Take in the table's new events."""
        for event in table.events_since(self.end):
            owner = event.owner
            self._public.append(event.seen_by(None))
            self._owners.append(owner)
            self._owned.append(event.seen_by(owner) if owner is not None else None)

    def join(self, reader: object) -> None:
        """Register a reader, which will be given every event from the start of the session."""
        if self._base:
            raise ValueError("a reader must join the feed before the session's early events are dropped")
        self._cursors.setdefault(reader, 0)

    def read(self, reader: object, seat: int | None) -> list[Event]:
        """The events `reader` has not had yet, as `seat` may see them (None: a spectator)."""
        start = self._cursors[reader]
        first = max(start - self._base, 0)
        out: list[Event] = []
        public, owners, owned = self._public, self._owners, self._owned
        for i in range(first, len(public)):
            event = owned[i] if seat is not None and owners[i] == seat else public[i]
            if event is not None:
                out.append(event)
        self._cursors[reader] = self.end
        self._trim()
        return out

    def _trim(self) -> None:
        """Forget the events every reader has had (kept short for long sessions)."""
        done = min(self._cursors.values()) - self._base
        if done > 512:
            del self._public[:done], self._owners[:done], self._owned[:done]
            self._base += done
