"""The public record of a session: every player's betting this hand and habits so far.

Everything here comes from events as a spectator sees them (bets, folds, looks, sees and the
hands shown at the end), so one record can serve every computer player at a table. It also
follows how the session is going for each player, for those who tilt after losses.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ..pub.events import (
    AntePaid,
    BetPlaced,
    Covered,
    Event,
    Folded,
    HandEnded,
    HandShown,
    HandStarted,
    Looked,
    Saw,
    SessionStarted,
)
from .reads import HandLog, Tendencies, add

BLUFF_PERCENTILE = 0.5
"""A hand shown after open raising that beats fewer than this share of hands was a bluff."""


class TableRecord:
    """What everyone at the table could have noted down. Feed it spectator events in order."""

    def __init__(self, players: int, percentile: Callable[[int], float] | None = None) -> None:
        self.habits: list[Tendencies] = [Tendencies() for _ in range(players)]
        self.logs: list[HandLog] = [HandLog() for _ in range(players)]
        self.stake = 0
        self.turns = 0
        """Betting decisions made so far this hand, by anyone."""
        self.starting_chips: list[int] = [0] * players
        self.session_net: list[int] = [0] * players
        self.tilt: list[float] = [0.0] * players
        """0 calm … 1 furious: rises with chips lost in recent hands, fades with wins."""
        self.tilt_scale = 100
        self.percentile = percentile
        self._put_in: list[int] = [0] * players

    def observe(self, events: Iterable[Event]) -> None:
        """Take in events as a spectator sees them, oldest first."""
        for event in events:
            handler = _HANDLERS.get(type(event))
            if handler is not None:
                handler(self, event)

    def _session(self, e: SessionStarted) -> None:
        self.starting_chips = list(e.chips)
        self.tilt_scale = max(20, max(e.chips) // 10)

    def _hand(self, e: HandStarted) -> None:
        self.logs = [HandLog() for _ in self.logs]
        for seat in e.seats:
            self.habits[seat] = add(self.habits[seat], hands=1)
        self.stake = 0
        self.turns = 0
        self._put_in = [0] * len(self._put_in)

    def _ante(self, e: AntePaid) -> None:
        self._put_in[e.seat] += e.amount

    def _looked(self, e: Looked) -> None:
        log = self.logs[e.seat]
        if not log.looked:
            self.logs[e.seat] = log._replace(looked=True)
            self.habits[e.seat] = add(self.habits[e.seat], looked=1)

    def _open_decision(self, seat: int, stayed: bool) -> None:
        log = self.logs[seat]
        if log.open_decisions == 0:
            self.habits[seat] = add(self.habits[seat], first_open=1, first_open_stayed=int(stayed))
        else:
            self.habits[seat] = add(self.habits[seat], later_open=1, later_open_stayed=int(stayed))
        self.logs[seat] = log._replace(open_decisions=log.open_decisions + 1)

    def facing_raise(self, seat: int) -> bool:
        """Whether the stake rose since this player's last bet (a raise they must answer)."""
        log = self.logs[seat]
        return log.highest_bet > 0 and self.stake > log.highest_bet

    def _bet(self, e: BetPlaced) -> None:
        self.turns += 1
        seat = e.seat
        if self.facing_raise(seat):
            self.habits[seat] = add(self.habits[seat], faced_raise=1)
        value = 2 * e.amount if e.blind else e.amount
        if e.blind:
            log = self.logs[seat]
            self.logs[seat] = log._replace(
                blind_bets=log.blind_bets + 1,
                blind_raises=log.blind_raises + int(e.raised),
                highest_bet=max(log.highest_bet, value),
            )
            self.habits[seat] = add(self.habits[seat], blind_bets=1, blind_raises=int(e.raised))
        else:
            self._open_decision(seat, True)
            log = self.logs[seat]
            self.logs[seat] = log._replace(
                open_bets=log.open_bets + 1,
                open_raises=log.open_raises + int(e.raised),
                highest_bet=max(log.highest_bet, value),
            )
            self.habits[seat] = add(self.habits[seat], open_bets=1, open_raises=int(e.raised))
        self.stake = e.stake
        self._put_in[seat] += e.amount

    def _folded(self, e: Folded) -> None:
        if e.hand is not None:  # one of two hands looked at and thrown away: not a betting decision
            return
        self.turns += 1
        if self.facing_raise(e.seat):
            self.habits[e.seat] = add(self.habits[e.seat], faced_raise=1, folded_to_raise=1)
        if self.logs[e.seat].looked:
            self._open_decision(e.seat, False)

    def _saw(self, e: Saw) -> None:
        self.turns += 1
        self.habits[e.seer] = add(self.habits[e.seer], sees=1)
        if not e.blind:
            self._open_decision(e.seer, True)
        self._put_in[e.seer] += e.cost

    def _covered(self, e: Covered) -> None:
        self.turns += 1
        if self.logs[e.seat].looked:
            self._open_decision(e.seat, True)
        self._put_in[e.seat] += e.amount

    def _shown(self, e: HandShown) -> None:
        if self.logs[e.seat].open_raises and self.percentile is not None:
            weak = self.percentile(e.value.score) < BLUFF_PERCENTILE
            self.habits[e.seat] = add(self.habits[e.seat], shown_after_raise=1, bluffs_shown=int(weak))

    def _ended(self, e: HandEnded) -> None:
        won = e.result.winnings
        for seat, put_in in enumerate(self._put_in):
            net = won.get(seat, 0) - put_in
            self.session_net[seat] += net
            if net < 0:
                self.tilt[seat] = min(1.0, self.tilt[seat] * 0.85 + -net / self.tilt_scale)
            elif net > 0:
                self.tilt[seat] *= 0.6


_HANDLERS: dict[type[Event], Callable[[TableRecord, Any], None]] = {
    SessionStarted: TableRecord._session,
    HandStarted: TableRecord._hand,
    AntePaid: TableRecord._ante,
    Looked: TableRecord._looked,
    BetPlaced: TableRecord._bet,
    Folded: TableRecord._folded,
    Saw: TableRecord._saw,
    Covered: TableRecord._covered,
    HandShown: TableRecord._shown,
    HandEnded: TableRecord._ended,
}
