"""The table's side of a player's seat: what the seat may know, handed over as one view.

A player, built in or written by anyone, is made with its seat, the number of players and a
`random.Random`, and is asked for each action with `decide(view)`, where `view` is a
`DecisionView`: a snapshot of plain values (chips, pot, stake, the actions on offer, its own
cards once looked at, the cards whose whereabouts it may know, everyone's betting). The table,
the other seats' knowledge and the table's seed stay here, so a player is honest by
construction, not by convention.

An outside player is also guarded: one that raises, answers with an action not on offer, or
takes longer than `DECISION_SECONDS`, loses the hand for its seat (it folds), and the fault is
reported in one line; the session goes on. In the main thread a slow player is stopped by the
interval timer's alarm; elsewhere (or where the alarm is taken) it thinks in a separate thread
and is left behind.
"""

from __future__ import annotations

import queue
import random
import signal
import threading
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from casino_brag.engine.ai.knowledge import SeatKnowledge
from casino_brag.engine.ai.view import DecisionView, TableContext, decision_view
from casino_brag.engine.pub.actions import Action

if TYPE_CHECKING:
    from casino_brag.engine.pub.table import Table

DECISION_SECONDS = 5.0
"""The longest an outside player may think about one decision."""


class Player(Protocol):
    """Anything that can take a seat's decisions: `decide(view)` returns one of `view.offers`
    (a bet of any amount between an offered bet's `min` and `max`)."""

    label: str

    def decide(self, view: DecisionView) -> Action:
        """The action for this player's seat, from what the seat may know."""
        ...


Report = Callable[[str], None]
"""Told one line for each decision an outside player failed to make."""


class Seat:
    """A player in its seat: the seat's knowledge, kept here, and the player asked through it.

    `follows_pack`: whether the seat's view follows the unshuffled pack's public history (the
    player may set `follows_pack = False` to be told only its own cards: a little quicker).
    `guarded`: an outside player, whose faults fold its hand instead of stopping the table.
    """

    def __init__(
        self,
        seat: int,
        player: Player,
        context: TableContext,
        guarded: bool = False,
        report: Report | None = None,
    ) -> None:
        self.seat = seat
        self.player = player
        self.label: str = getattr(player, "label", type(player).__name__)
        self.context = context
        self.knowledge = SeatKnowledge(seat, keeps_count=bool(getattr(player, "follows_pack", True)))
        context.join(self.knowledge)
        self.guarded = guarded
        self.report = report
        self.faults = 0
        self._busy: threading.Event | None = None

    def view(self, table: Table) -> DecisionView:
        """What this seat may know now, as a snapshot."""
        return decision_view(table, self.context, self.knowledge)

    def decide(self, table: Table) -> Action:
        """The player's action for this seat; the table must be waiting on it."""
        view = self.view(table)
        if not self.guarded:
            return self.player.decide(view)
        return self._guarded(table, view)

    def _guarded(self, table: Table, view: DecisionView) -> Action:
        if self._busy is not None and not self._busy.is_set():
            return self._fault(table, "is still thinking about an earlier decision")
        began = time.perf_counter()
        got = _under_alarm(self.player, view) if _alarm_free() else self._in_thinker(view)
        if isinstance(got, _TooSlow) or time.perf_counter() - began > DECISION_SECONDS:
            return self._fault(table, f"took more than {DECISION_SECONDS:g} s")
        if isinstance(got, BaseException):
            return self._fault(table, f"raised {type(got).__name__}: {got}")
        if not isinstance(got, Action) or not table.is_legal(got):
            return self._fault(table, f"answered {got!r}, which is not on offer")
        return got

    def _in_thinker(self, view: DecisionView) -> object:
        """The player's answer (or what it raised), thought in the thinker thread."""
        answer: list[object] = []

        def think() -> None:
            try:
                answer.append(self.player.decide(view))
            except BaseException as exc:  # reported as this seat's fault, never raised at the table
                answer.append(exc)

        done = _thinker().ask(think)
        if not done.wait(DECISION_SECONDS):
            self._busy = done
            return _TooSlow()
        return answer[0] if answer else RuntimeError("no answer")

    def _fault(self, table: Table, what: str) -> Action:
        """Fold this seat's hand (or decline to keep a hand won blind) and say why in one line."""
        self.faults += 1
        if self.report is not None:
            self.report(f"{self.label} (seat {self.seat + 1}, hand {table.hand_number}) {what}: its hand is folded")
        return forfeit(table.offers)


class _TooSlow(BaseException):
    """Raised inside a player that thinks past `DECISION_SECONDS` (a BaseException, so that a
    player's own `except Exception` does not swallow it)."""


_thinking = False
"""Whether a player is thinking under the alarm now (an alarm after it answered is ignored)."""


def _alarm_free() -> bool:
    """Whether this thread can time a player with the interval timer: the main thread, where the
    timer exists and nothing else uses the alarm signal. The answer comes at no cost in threads."""
    return (
        hasattr(signal, "setitimer")
        and threading.current_thread() is threading.main_thread()
        and signal.getsignal(signal.SIGALRM) in (signal.SIG_DFL, None)
    )


def _ring(signum: int, frame: object) -> None:
    if _thinking:
        raise _TooSlow


def _under_alarm(player: Player, view: DecisionView) -> object:
    """The player's answer, or what it raised, or `_TooSlow` when the alarm rang first."""
    global _thinking
    signal.signal(signal.SIGALRM, _ring)
    signal.setitimer(signal.ITIMER_REAL, DECISION_SECONDS)
    try:
        _thinking = True
        got: object = player.decide(view)
        _thinking = False
    except KeyboardInterrupt:  # the person at the keyboard stops the tournament, not the player
        _thinking = False
        raise
    except BaseException as exc:  # reported as this seat's fault, never raised at the table
        _thinking = False
        got = exc
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, signal.SIG_DFL)
    return got


class _Thinker(threading.Thread):
    """The thread that outside players think in, so that a slow one can be left behind.

    One serves every guarded seat in a process, since the table asks one seat at a time;
    starting a thread for each decision cost more than most players' thinking. A thinker left
    behind by a slow decision retires, and the next decision gets a fresh one.
    """

    def __init__(self) -> None:
        super().__init__(name="outside players", daemon=True)
        self.jobs: queue.SimpleQueue[tuple[Callable[[], None], threading.Event]] = queue.SimpleQueue()
        self.last: threading.Event | None = None
        """The event of the last job asked for."""
        self.start()

    @property
    def idle(self) -> bool:
        """Whether every job asked for has finished."""
        return self.last is None or self.last.is_set()

    def ask(self, job: Callable[[], None]) -> threading.Event:
        """Run `job` here; the event is set when it has finished."""
        self.last = threading.Event()
        self.jobs.put((job, self.last))
        return self.last

    def run(self) -> None:
        while True:
            job, done = self.jobs.get()
            job()
            done.set()
            if _current is not self:
                return


_current: _Thinker | None = None


def _thinker() -> _Thinker:
    """The process's thinker, fresh if the last one is still busy (or did not survive a fork)."""
    global _current
    if _current is None or not _current.idle or not _current.is_alive():
        _current = _Thinker()
    return _current


def forfeit(offers: Sequence[Action]) -> Action:
    """The action that gives up: a fold (of the hand being looked at, if one must be chosen)."""
    for offer in offers:
        if offer.kind in ("fold", "show"):  # a lender who cannot decide calls for the show
            return offer
    return Action.fold()


def seat_players(
    players: Sequence[Player], guarded: Sequence[bool] | None = None, report: Report | None = None
) -> list[Seat]:
    """Seat `players` in order at one table, sharing the public bookkeeping."""
    context = TableContext(len(players))
    marks = guarded if guarded is not None else [False] * len(players)
    return [Seat(s, p, context, g, report) for s, (p, g) in enumerate(zip(players, marks, strict=True))]


def rng_of(seed: int | random.Random | None) -> random.Random:
    """A player's own generator, from a seed or as given."""
    return seed if isinstance(seed, random.Random) else random.Random(seed)
