"""The public record of a session: every player's betting this hand and habits so far.

Everything here comes from events as a spectator sees them (bets, folds, looks, sees and the
hands shown at the end), so one record can serve every computer player at a table. It also
follows how the session is going for each player, for those who tilt after losses. Counts are
kept in plain lists and handed out as frozen snapshots (`Tendencies`, `HandLog`), rebuilt only
for players whose counts changed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from casino_brag.engine.ai.reads import TENDENCY_FIELDS, HandLog, Tendencies
from casino_brag.engine.ai.strength import strength_model
from casino_brag.engine.pub.events import (
    AntePaid,
    BetPlaced,
    Covered,
    Event,
    Folded,
    HandEnded,
    HandRetained,
    HandShown,
    HandStarted,
    Looked,
    Saw,
    SessionStarted,
)
from casino_brag.engine.pub.games.single.events import StakeBet

T = TypeVar("T")

BLUFF_PERCENTILE = 0.5
"""A hand shown after open raising that beats fewer than this share of hands was a bluff."""

(
    HANDS,
    LOOKED,
    BLIND_BETS,
    FIRST_OPEN,
    FIRST_STAYED,
    LATER_OPEN,
    LATER_STAYED,
    OPEN_BETS,
    OPEN_RAISES,
    BLIND_RAISES,
    FACED_RAISE,
    FOLDED_TO_RAISE,
    SHOWN_AFTER_RAISE,
    BLUFFS_SHOWN,
    SEES,
) = range(len(TENDENCY_FIELDS))
(L_LOOKED, L_BLIND_BETS, L_BLIND_RAISES, L_OPEN_BETS, L_OPEN_RAISES, L_OPEN_DECISIONS, L_HIGHEST, L_ANSWERED) = range(
    len(HandLog._fields)
)


class TableRecord:
    """What everyone at the table could have noted down. Feed it spectator events in order."""

    KINDS: frozenset[type[Event]]
    """The kinds of event the record takes in (set below, with its handlers)."""

    def __init__(self, players: int, percentile: Callable[[int], float] | None = None) -> None:
        self._habits: list[list[int]] = [[0] * len(TENDENCY_FIELDS) for _ in range(players)]
        self._logs: list[list[int]] = [list(HandLog()) for _ in range(players)]
        """Each player's `HandLog` as a list (`looked` kept a bool, so a snapshot is the list as it is)."""
        self._habit_snaps: list[Tendencies] = [Tendencies()] * players
        self._log_snaps: list[HandLog] = [HandLog()] * players
        self._stale_habits: set[int] = set()
        """Players whose habits changed since the last snapshot."""
        self._stale_logs: set[int] = set()
        self._habits_all: tuple[Tendencies, ...] | None = None
        self._logs_all: tuple[HandLog, ...] | None = None
        self.stake = 0
        self.turns = 0
        """Betting decisions made so far this hand, by anyone."""
        self.calm = 0
        """Betting decisions since the stake last rose (or the hand began): how long a pot has stalled."""
        self.moves: tuple[tuple[int, str], ...] = ()
        """This hand's public moves in order, (seat, what): "look", "bet" (the least bet), "raise"
        (more than the least), "see", "fold" or "cover"."""
        self.move_stakes: tuple[int, ...] = ()
        """The stake (open terms) after each of `moves`."""
        self.min_first_bet = 1
        self.starting_chips: list[int] = [0] * players
        self.session_net: list[int] = [0] * players
        self.tilt: list[float] = [0.0] * players
        """0 calm … 1 furious: rises with chips lost in recent hands, fades with wins."""
        self.tilt_scale = 100
        self.percentile = percentile
        self._put_in: list[int] = [0] * players
        self._kept: set[int] = set()
        """Players who kept a blind hand won unseen for the coming deal."""
        self.dealt_two: tuple[bool, ...] = (False,) * players
        """Whether each player began this hand with two hands (a kept blind hand and a new one)."""

    # --- snapshots -------------------------------------------------------------------------------

    @property
    def habits(self) -> tuple[Tendencies, ...]:
        """Every player's habits this session."""
        if self._habits_all is None:
            self._habits_all = _refreshed(self._habit_snaps, self._stale_habits, self._habits, Tendencies._make)
        return self._habits_all

    @property
    def logs(self) -> tuple[HandLog, ...]:
        """Every player's betting this hand."""
        if self._logs_all is None:
            self._logs_all = _refreshed(self._log_snaps, self._stale_logs, self._logs, HandLog._make)
        return self._logs_all

    def _count(self, seat: int, *fields: int) -> None:
        habits = self._habits[seat]
        for f in fields:
            habits[f] += 1
        self._stale_habits.add(seat)
        self._habits_all = None

    def _logged(self, seat: int) -> None:
        self._stale_logs.add(seat)
        self._logs_all = None

    def facing_raise(self, seat: int) -> bool:
        """Whether someone has bet more than this player has yet (a bet or raise to answer)."""
        return self.stake > self._logs[seat][L_HIGHEST]

    # --- events -----------------------------------------------------------------------------------

    def observe(self, events: Iterable[Event]) -> None:
        """Take in events as a spectator sees them, oldest first."""
        for event in events:
            handler = _HANDLERS.get(type(event))
            if handler is not None:
                handler(self, event)

    def _session(self, e: SessionStarted) -> None:
        if self.percentile is None:  # whoever first brings the feed up to date, bluffs are judged
            self.percentile = strength_model(e.rules).percentile
        self.min_first_bet = e.rules.min_first_bet
        self.starting_chips = list(e.chips)
        self.tilt_scale = max(20, max(e.chips) // 10)

    def _hand(self, e: HandStarted) -> None:
        fresh = list(HandLog())
        for seat, log in enumerate(self._logs):
            log[:] = fresh
            self._logged(seat)
        for seat in e.seats:
            self._count(seat, HANDS)
        self.stake = 0
        self.turns = 0
        self.calm = 0
        self.moves = ()
        self.move_stakes = ()
        self._put_in = [0] * len(self._put_in)
        self.dealt_two = tuple(seat in self._kept for seat in range(len(self._put_in)))
        self._kept.clear()

    def _retained(self, e: HandRetained) -> None:
        self._kept.add(e.seat)

    def _ante(self, e: AntePaid) -> None:
        self._put_in[e.seat] += e.amount

    def _looked(self, e: Looked) -> None:
        self.moves += ((e.seat, "look"),)
        self.move_stakes += (self.stake,)
        log = self._logs[e.seat]
        if not log[L_LOOKED]:
            log[L_LOOKED] = True
            self._logged(e.seat)
            self._count(e.seat, LOOKED)

    def _open_decision(self, seat: int, stayed: bool) -> None:
        log = self._logs[seat]
        if log[L_OPEN_DECISIONS] == 0:
            self._count(seat, FIRST_OPEN, *((FIRST_STAYED,) if stayed else ()))
        else:
            self._count(seat, LATER_OPEN, *((LATER_STAYED,) if stayed else ()))
        log[L_OPEN_DECISIONS] += 1
        self._logged(seat)

    def _bet(self, e: BetPlaced) -> None:
        self.turns += 1
        self.calm = 0 if e.raised else self.calm + 1
        least = max(self.stake, self.min_first_bet)
        least = -(-least // 2) if e.blind else least
        self.moves += ((e.seat, "raise" if e.amount > least else "bet"),)
        seat = e.seat
        log = self._logs[seat]
        if self.facing_raise(seat):
            self._count(seat, FACED_RAISE)
            if not e.blind:
                log[L_ANSWERED] += 1
        value = 2 * e.amount if e.blind else e.amount
        if e.blind:
            log[L_BLIND_BETS] += 1
            self._count(seat, BLIND_BETS)
            if e.raised:
                log[L_BLIND_RAISES] += 1
                self._count(seat, BLIND_RAISES)
        else:
            self._open_decision(seat, True)
            log[L_OPEN_BETS] += 1
            self._count(seat, OPEN_BETS)
            if e.raised:
                log[L_OPEN_RAISES] += 1
                self._count(seat, OPEN_RAISES)
        if value > log[L_HIGHEST]:
            log[L_HIGHEST] = value
        self._logged(seat)
        self.stake = e.stake
        self.move_stakes += (e.stake,)
        self._put_in[seat] += e.amount

    def _folded(self, e: Folded) -> None:
        if e.hand is not None:  # one of two hands looked at and thrown away: not a betting decision
            return
        self.turns += 1
        self.calm += 1
        self.moves += ((e.seat, "fold"),)
        self.move_stakes += (self.stake,)
        if self.facing_raise(e.seat):
            self._count(e.seat, FACED_RAISE, FOLDED_TO_RAISE)
        if self._logs[e.seat][L_LOOKED]:
            self._open_decision(e.seat, False)

    def _saw(self, e: Saw) -> None:
        self.turns += 1
        self.moves += ((e.seer, "see"),)
        self.move_stakes += (self.stake,)
        self._count(e.seer, SEES, *((FACED_RAISE,) if self.facing_raise(e.seer) else ()))
        if not e.blind:
            self._open_decision(e.seer, True)
        self._put_in[e.seer] += e.cost

    def _covered(self, e: Covered) -> None:
        self.turns += 1
        self.moves += ((e.seat, "cover"),)
        self.move_stakes += (self.stake,)
        if self.facing_raise(e.seat):
            self._count(e.seat, FACED_RAISE)
        if self._logs[e.seat][L_LOOKED]:
            self._open_decision(e.seat, True)
        self._put_in[e.seat] += e.amount

    def _shown(self, e: HandShown) -> None:
        if self._logs[e.seat][L_OPEN_RAISES] and self.percentile is not None:
            weak = self.percentile(e.value.score) < BLUFF_PERCENTILE
            self._count(e.seat, SHOWN_AFTER_RAISE, *((BLUFFS_SHOWN,) if weak else ()))

    def _ended(self, e: HandEnded) -> None:
        won = e.result.winnings
        for seat, put_in in enumerate(self._put_in):
            net = won.get(seat, 0) - put_in
            self.session_net[seat] += net
            if net < 0:
                self.tilt[seat] = min(1.0, self.tilt[seat] * 0.85 + -net / self.tilt_scale)
            elif net > 0:
                self.tilt[seat] *= 0.6


def _refreshed(
    snaps: list[T], stale: set[int], counts: list[list[int]], make: Callable[[list[int]], T]
) -> tuple[T, ...]:
    """Every player's snapshot, remade for the `stale` players from their counts."""
    for seat in stale:
        snaps[seat] = make(counts[seat])
    stale.clear()
    return tuple(snaps)


_HANDLERS: dict[type[Event], Callable[[TableRecord, Any], None]] = {
    SessionStarted: TableRecord._session,
    HandStarted: TableRecord._hand,
    AntePaid: TableRecord._ante,
    Looked: TableRecord._looked,
    BetPlaced: TableRecord._bet,
    StakeBet: TableRecord._bet,  # Single-Stake Brag's bets, read as any other
    Folded: TableRecord._folded,
    Saw: TableRecord._saw,
    Covered: TableRecord._covered,
    HandShown: TableRecord._shown,
    HandEnded: TableRecord._ended,
    HandRetained: TableRecord._retained,
}
TableRecord.KINDS = frozenset(_HANDLERS)
