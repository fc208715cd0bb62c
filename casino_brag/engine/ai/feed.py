"""A table's events as each seat may see them, with the public copies made once for everyone.

What a seat may see of an event it does not own is exactly what a spectator sees
(`Event.seen_by`: anyone but the owner gets the redacted copy). So the feed, shared by the
computer players at a table, keeps only the spectator's copy of each event and, per seat, where
that seat's own events are; a seat reading the feed asks the table's own event for its copy only
there. Nothing private is ever stored in the shared feed, and events every reader has passed are
dropped.

Most kinds of event are public whatever they hold, and most readers care about a few kinds only,
so the feed copies public events as they are and hands each reader just the kinds it asked for.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Collection
from typing import TYPE_CHECKING, cast

from ..pub.events import Event, always_public

if TYPE_CHECKING:
    from ..pub.table import Table

Kinds = Collection[type[Event]]
"""The kinds of event a reader wants (None: all of them)."""


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
        self._kinds: dict[int, frozenset[type[Event]] | None] = {}
        self._public_kind: dict[type[Event], bool] = {}
        self._watchers: list[tuple[Callable[[list[Event]], None], frozenset[type[Event]]]] = []

    @property
    def end(self) -> int:
        """How many of the table's events the feed has taken in."""
        return self._base + len(self._public)

    def join(self, reader: object, kinds: Kinds | None = None) -> None:
        """Register a reader, which will be given every event (of `kinds`) from the start of the session."""
        if self._base:
            raise ValueError("a reader must join the feed before the session's early events are dropped")
        self._cursors.setdefault(id(reader), 0)
        self._kinds[id(reader)] = frozenset(kinds) if kinds is not None else None

    def watch(self, observe: Callable[[list[Event]], None], kinds: Kinds) -> None:
        """Hand a spectator the new events of `kinds` as soon as the feed takes them in.

        For a reader that keeps up with every event anyway (the public record), this saves
        reading the feed separately.
        """
        if self._base or self._public:
            raise ValueError("a spectator must watch the feed from the start of the session")
        self._watchers.append((observe, frozenset(kinds)))

    def sync(self, table: Table) -> None:
        """Take in the table's new events (their spectator copies)."""
        index = self.end
        public = self._public
        public_kind = self._public_kind
        new = table.events_since(index)
        if not new:
            return
        for event in new:
            kind = type(event)
            always = public_kind.get(kind)
            if always is None:
                always = public_kind[kind] = always_public(kind)
            if always:
                public.append(event)
            else:
                seen = event.seen_by(None)
                public.append(seen)
                if seen is None:
                    self._hidden += 1
                owner = event.owner
                if owner is not None:
                    self._owned.setdefault(owner, []).append(index)
            index += 1
        if self._watchers:
            fresh = public[len(public) - len(new) :]
            for observe, kinds in self._watchers:
                observe([e for e in fresh if e is not None and type(e) in kinds])

    def read(self, reader: object, table: Table, seat: int | None) -> list[Event]:
        """The events `reader` has not had yet, as `seat` may see them (None: a spectator)."""
        self.sync(table)
        key = id(reader)
        start = self._cursors[key]
        base = self._base
        public = self._public
        end = base + len(public)
        if start == end:
            return []
        out = public[start - base :]
        owned = self._owned.get(seat) if seat is not None else None
        mine = bool(owned and owned[-1] >= start)
        if owned is not None and mine:
            raw = table.events_since(start)
            for i in owned[bisect_left(owned, start) :]:
                out[i - start] = raw[i - start].seen_by(seat)
        self._cursors[key] = end
        if len(public) >= 2048:
            self._trim()
        kinds = self._kinds.get(key)
        if kinds is not None:
            return [e for e in out if e is not None and type(e) in kinds]
        if self._hidden or mine:
            return [e for e in out if e is not None]
        return cast(list[Event], out)  # no None among them

    def _trim(self) -> None:
        done = min(self._cursors.values()) - self._base
        if done > 1024:
            del self._public[:done]
            self._hidden = sum(e is None for e in self._public)
            self._base += done
            for seat, positions in self._owned.items():
                self._owned[seat] = positions[bisect_left(positions, self._base) :]
