"""One seat's copy of the event log, kept up to date as events arrive.

A seat's view holds the current hand's events and the pack's history since the last shuffle, as
that seat may know them. Filtering the whole log again for every view would cost more with every
hand of a long unshuffled session, so each seat (and the spectator) keeps its filtered copy and
takes in only the events that are new since it last looked. Copies older than anything a view
still needs are dropped.
"""

from __future__ import annotations

from bisect import bisect_left

from casino_brag.engine.pub.events import Event, ToBottom


class SeenLog:
    """The events from `anchor` on as `seat` sees them, with their places in the full log."""

    TRIM_AFTER = 1024
    """Events no longer needed are dropped once there are this many of them."""

    def __init__(self, seat: int | None, anchor: int) -> None:
        self.seat = seat
        self.anchor = anchor
        """The first index of the full log this copy covers."""
        self._read = anchor
        self._events: list[Event] = []
        self._places: list[int] = []
        self._bottoms: list[ToBottom] = []
        self._bottom_places: list[int] = []

    def catch_up(self, log: list[Event]) -> None:
        """Take in the events added to `log` since the last call."""
        seat = self.seat
        for place in range(self._read, len(log)):
            seen = log[place].seen_by(seat)
            if seen is None:
                continue
            self._events.append(seen)
            self._places.append(place)
            if type(seen) is ToBottom:
                self._bottoms.append(seen)
                self._bottom_places.append(place)
        self._read = len(log)

    def since(self, start: int) -> list[Event]:
        """The events from index `start` of the full log on (`start` must not precede `anchor`)."""
        return self._events[bisect_left(self._places, start) :]

    def bottoms_since(self, start: int) -> list[ToBottom]:
        """The `ToBottom` events from index `start` on: the pack's public history."""
        return self._bottoms[bisect_left(self._bottom_places, start) :]

    def forget_before(self, start: int) -> None:
        """Drop what precedes index `start` once enough of it has piled up."""
        cut = bisect_left(self._places, start)
        if cut < self.TRIM_AFTER:
            return
        del self._events[:cut]
        del self._places[:cut]
        cut = bisect_left(self._bottom_places, start)
        del self._bottoms[:cut]
        del self._bottom_places[:cut]
        self.anchor = start
