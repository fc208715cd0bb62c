"""A table's events as each seat may see them, with the public copies made once for everyone.

What a seat may see of an event it does not own is exactly what a spectator sees
(`Event.seen_by`: anyone but the owner gets the redacted copy). So the feed, shared by the
computer players at a table, makes only the spectator's copy of each event. Each reader has a
queue of the events of the kinds it asked for, filled as the feed takes them in; where an event
is the reader's own, the queue holds only the event's place at the table, and the reader's copy
is asked of the table when it reads. Nothing private is ever stored in the shared feed.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import TYPE_CHECKING, Any

from casino_brag.engine.pub.events import Event, always_public

if TYPE_CHECKING:
    from casino_brag.engine.pub.table import Table

Kinds = Collection[type[Event]]
"""The kinds of event a reader wants (None: all of them)."""

Queued = Event | int
"""An event as queued for a reader: its copy, or (for the reader's own) its place at the table."""


class _Queue:
    """One reader's unread events, and where among them the reader's own events wait."""

    __slots__ = ("events", "kinds", "own", "seat")

    def __init__(self, seat: int | None, kinds: frozenset[type[Event]] | None) -> None:
        self.events: list[Queued] = []
        self.own: list[int] = []
        """Positions in `events` holding the place at the table of one of the reader's own events."""
        self.seat = seat
        self.kinds = kinds


class TableFeed:
    """The spectator's copy of a table's event stream, shared by the computer players at it."""

    def __init__(self) -> None:
        self.end = 0
        """How many of the table's events the feed has taken in."""
        self._queues: dict[int, _Queue] = {}
        """Each reader's queue, by the reader's id: the feed holds no reference to any reader."""
        self._all: list[_Queue] = []
        self._routes: dict[type[Event], tuple[_Queue, ...]] = {}
        """For each kind of event met so far, the queues that take it."""
        self._public_kind: dict[type[Event], bool] = {}
        self._watchers: list[tuple[Callable[[list[Event]], None], _Queue]] = []

    def join(self, reader: object, kinds: Kinds | None = None, seat: int | None = None) -> None:
        """Register a reader, which will be given every event (of `kinds`) from the start of the
        session, as `seat` sees them (None: a spectator)."""
        if id(reader) not in self._queues:
            self._queues[id(reader)] = self._enrol(kinds, seat)

    def watch(self, observe: Callable[[list[Event]], None], kinds: Kinds) -> None:
        """Hand a spectator the new events of `kinds` as soon as the feed takes them in.

        For a reader that keeps up with every event anyway (the public record), this saves
        reading the feed separately.
        """
        self._watchers.append((observe, self._enrol(kinds, None)))

    def _enrol(self, kinds: Kinds | None, seat: int | None) -> _Queue:
        if self.end:
            raise ValueError("a reader must join the feed before it takes in the session's events")
        queue = _Queue(seat, frozenset(kinds) if kinds is not None else None)
        self._all.append(queue)
        self._routes.clear()
        return queue

    def _route(self, kind: type[Event]) -> tuple[_Queue, ...]:
        route = tuple(q for q in self._all if q.kinds is None or kind in q.kinds)
        self._routes[kind] = route
        self._public_kind[kind] = always_public(kind)
        return route

    def sync(self, table: Table) -> None:
        """Take in the table's new events (their spectator copies)."""
        index = self.end
        new = table.events_since(index)
        if not new:
            return
        routes = self._routes
        public_kind = self._public_kind
        for event in new:
            kind = type(event)
            route = routes.get(kind)
            if route is None:
                route = self._route(kind)
            if public_kind[kind]:
                for queue in route:
                    queue.events.append(event)
            elif route:
                seen = event.seen_by(None)
                owner = event.owner
                for queue in route:
                    if owner is not None and queue.seat == owner:
                        queue.own.append(len(queue.events))
                        queue.events.append(index)
                    elif seen is not None:
                        queue.events.append(seen)
            index += 1
        self.end = index
        for observe, queue in self._watchers:
            if queue.events:
                events: list[Any] = queue.events  # a spectator owns nothing: these are all events
                queue.events = []
                observe(events)

    def read(self, reader: object, table: Table, synced: bool = False) -> list[Event]:
        """The events `reader` has not had yet, as the seat it joined as may see them.

        `synced`: the feed has just taken in the table's events, so need not look again.
        """
        if not synced:
            self.sync(table)
        queue = self._queues[id(reader)]
        events: list[Any] = queue.events
        if not events:
            return []
        queue.events = []
        if queue.own:
            seat = queue.seat
            for position in queue.own:  # the reader's own events, as it sees them
                events[position] = table.event_at(events[position]).seen_by(seat)
            queue.own = []
            if None in events:
                return [e for e in events if e is not None]
        return events
