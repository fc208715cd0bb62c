"""A Pub Brag session without pixels: the table, the computer opponents thinking on a worker
thread, your chips in the save file, and the events the screen has yet to show.

The screen never waits for an opponent: `think()` hands the decision to the worker as soon as
it is an opponent's turn, and `play_opponent()` applies it once it is ready (and the screen has
let the pause pass). While a decision is being worked out, nothing on the main thread changes
the table, so the worker reads a table that stands still.
"""

from __future__ import annotations

import random
import secrets
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from functools import partial
from typing import Any, TypeVar

from casino_brag.engine.ai import ComputerPlayer, TableContext, strength_model
from casino_brag.engine.ai.bastard.strength import board_chances
from casino_brag.engine.ai.dealers_choice import let_dealer_choose
from casino_brag.engine.ai.seating import Seat
from casino_brag.engine.cards import parse_cards
from casino_brag.engine.errors import IllegalAction
from casino_brag.engine.pub import Action, HouseRules, Table
from casino_brag.engine.pub.events import CardDealt, Event, Looked, PotAwarded
from casino_brag.save.away import away_note
from casino_brag.save.pub_book import HUMAN, PubBook, Unfinished, resume
from casino_brag.save.pub_setup import PubSetup
from casino_brag.save.store import Store

T = TypeVar("T")


class Thinker:
    """One worker thread for the opponents' decisions (and for building the strength tables
    before the first one), so the window keeps drawing while an opponent thinks."""

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="brag-opponent")
        self._job: Future[Any] | None = None
        self._key: object = None
        self.timings: list[float] = []
        """Seconds each decision took on the worker, for the frame benchmark."""

    def submit(self, work: Callable[[], T]) -> Future[T]:
        """Other work for the worker, done in turn with the decisions: building the strength
        tables before the first one, the advisor's answers, playing a hand out as you leave."""
        return self._pool.submit(work)

    def ask(self, key: object, work: Callable[[], Any]) -> None:
        """Start working out `key` unless that is already under way."""
        if self._key == key and self._job is not None:
            return
        self._key = key

        def timed() -> Any:
            began = time.perf_counter()
            answer = work()
            self.timings.append(time.perf_counter() - began)
            return answer

        self._job = self._pool.submit(timed)

    def answer(self, key: object) -> Any | None:
        """The answer for `key` once it is ready (a worker's error is raised here)."""
        if self._key != key or self._job is None or not self._job.done():
            return None
        job, self._job, self._key = self._job, None, None
        return job.result()

    @property
    def busy(self) -> bool:
        return self._job is not None and not self._job.done()

    def wait(self) -> None:
        """Let the decision under way finish (before the table is changed from this thread)."""
        if self._job is not None:
            self._job.exception()

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)


def warm_up(rules: HouseRules, solved: bool = False) -> None:
    """Build the opponents' strength tables before the first deal (on the worker, while the
    players take their seats; the deal waits for it), so no decision in the first hand stalls
    the worker for long. In Bastard Brag that means asking once with each number of community
    cards face up. With `solved` (an Expert heads-up), the solved strategies and the model of
    the pub's play are read too (under a second together)."""
    model = strength_model(rules)
    model.percentile(0)
    if solved and rules.cards_dealt == 3 and not rules.bastard:
        from casino_brag.engine.ai.expert.model import packaged_model
        from casino_brag.engine.ai.expert.strategy import packaged

        packaged(True)
        packaged_model()
    if rules.bastard:
        own = parse_cards("As Kd 7c 4h")[: rules.cards_dealt]
        board = parse_cards("Qh 9s 5d 2c")[: rules.community]
        for turned in range(rules.community + 1):
            board_chances(rules, own, board[:turned], 1)


@dataclass(frozen=True)
class Snapshot:
    """The table's public figures at one moment, for the screen to show while it animates."""

    chips: tuple[int, ...]
    statuses: tuple[str, ...]
    put_in: tuple[int, ...]
    hands_held: tuple[int, ...]
    pot: int
    pots: tuple[tuple[int, int | None], ...]
    """(amount, the covering player who closed it) for each pot, the live one last."""
    stake: int
    dealer: int
    hand_number: int
    in_hand: bool
    """A hand is being played (False between hands)."""


def snapshot(table: Table) -> Snapshot:
    n = len(table.names)
    return Snapshot(
        chips=table.chips,
        statuses=tuple(table.status(s) for s in range(n)),
        put_in=tuple(table.put_in(s) for s in range(n)),
        hands_held=tuple(table.hands_held(s) for s in range(n)),
        pot=table.pot,
        pots=tuple((p.amount, p.closed_by) for p in table.pots),
        stake=table.stake,
        dealer=table.dealer,
        hand_number=table.hand_number,
        in_hand=not table.hand_over,
    )


def _opponent_rng(seed: int | None, seat: int, hand: int) -> random.Random:
    """An opponent's own randomness: from the table's seed in seeded practice (so it replays),
    else from the operating system (nothing kept in the save or the table says what it will do)."""
    return random.Random(f"{seed}:{seat}:{hand}") if seed is not None else random.Random(secrets.randbits(64))


class PubGame:
    """One session at the pub table: you in seat 0 and the chosen characters round the table."""

    def __init__(self, store: Store, setup: PubSetup, table: Table, book: PubBook, *, resumed: bool = False) -> None:
        self.store = store
        self.setup = setup
        self.table = table
        self.book = book
        self.resumed = resumed
        n = len(table.names)
        context = TableContext(n)
        self.players: dict[int, Seat] = {
            seat: Seat(
                seat,
                ComputerPlayer(
                    seat,
                    n,
                    character=setup.opponents[seat - 1],
                    level=setup.level,
                    rng=_opponent_rng(table.seed, seat, table.hand_number),
                ),
                context,
            )
            for seat in range(1, n)
        }
        self.thinker = Thinker()
        rules = table.rules
        solved = n == 2 and setup.level == "expert"
        self._warming = self.thinker.submit(partial(warm_up, rules, solved))
        self.cursor = len(table.events) if resumed else 0
        self._settled = table.hand_number if table.hand_over else -1
        self.result: dict[str, Any] | None = None

    @classmethod
    def new(cls, store: Store, setup: PubSetup, seed: int | None = None) -> PubGame:
        table = Table(setup.names, setup.chips, setup.rules, seed=seed)
        return cls(store, setup, table, PubBook.start(store, setup, table))

    @classmethod
    def resumed_from(cls, store: Store, saved: Unfinished) -> PubGame:
        book, table = resume(store, saved)
        return cls(store, saved.setup, table, book, resumed=True)

    # -- whose move ---------------------------------------------------------------------------------

    @property
    def deciding(self) -> int | None:
        """The seat whose decision the table waits for: to act, or to keep a blind hand."""
        t = self.table
        return t.retain_offer if t.hand_over else t.to_act

    @property
    def your_turn(self) -> bool:
        return self.deciding == HUMAN and not self.over

    def offers(self) -> list[Action]:
        """What you may do now, straight from the table's legal actions (empty when not your move)."""
        return self.table.legal_actions() if self.your_turn else []

    @property
    def over(self) -> bool:
        return self.result is not None

    @property
    def busted(self) -> bool:
        """The session ended because you have no chips left."""
        return self.result is not None and (self.result.get("reason") == "you are out" or not self.you_can_play())

    @property
    def can_deal(self) -> bool:
        t = self.table
        return (
            t.hand_over and t.retain_offer is None and not self.over and not self.thinker.busy and self._warming.done()
        )

    def you_can_play(self) -> bool:
        """Whether you can be dealt in: chips, and enough for the ante under the fold rule."""
        chips = self.table.chips[HUMAN]
        rules = self.table.rules
        return chips > 0 and (rules.covering or chips >= rules.ante)

    # -- moves ----------------------------------------------------------------------------------------

    @property
    def your_choice_of_game(self) -> bool:
        """Dealer's choice: the next circle's game is yours to choose before you deal."""
        return self.table.game_choice == HUMAN and self.can_deal

    def choose_game(self, variant: str, wild: str) -> None:
        """Your choice of game for the next circle (then `deal`)."""
        self.table.choose_game(variant, wild)

    def deal(self) -> None:
        if not self.can_deal:
            raise IllegalAction("the next hand cannot be dealt yet")
        let_dealer_choose(self.table, lambda seat: self.players[seat].player)  # an opponent's choice
        self.table.start_hand()
        self.book.hand_started(self.table)
        if self.table.hand_over:  # over at the deal (all in on the ante): settled, and the session may end
            self._after()

    def act(self, action: Action) -> None:
        """Your move; `IllegalAction` (with its reason) leaves everything as it was."""
        if not self.your_turn:
            raise IllegalAction("it is not your turn")
        self.table.apply(action)
        self._after()

    def think(self) -> None:
        """Start an opponent's decision on the worker when it is an opponent's move."""
        seat = self.deciding
        if seat is None or seat == HUMAN or self.over:
            return
        player, table = self.players[seat], self.table
        self.thinker.ask((seat, len(table.events)), lambda: player.decide(table))

    def play_opponent(self) -> bool:
        """Apply the opponent's decision if it is ready; True when the table moved."""
        seat = self.deciding
        if seat is None or seat == HUMAN or self.over:
            return False
        self.think()
        action = self.thinker.answer((seat, len(self.table.events)))
        if action is None:
            return False
        self.table.apply(action)
        self._after()
        return True

    def pace_opponent(self, now: float, since: float | None, held: bool) -> tuple[bool, float | None]:
        """Start an opponent's thinking at once, and play its move once the screen no longer
        `held` it and the pace's pause has passed since its turn began (`since`, None when it has
        just begun). Returns (whether the table moved, when the wait began: None when there is
        no opponent to wait for or it has moved). A failed save raises `SaveFailed`."""
        self.think()
        seat = self.deciding
        if seat is None or seat == HUMAN or held:
            return False, None
        since = now if since is None else since
        if now - since >= self.setup.pause and self.play_opponent():
            return True, None
        return False, since

    def _after(self) -> None:
        """Keep the save file in step with the table after any move."""
        table = self.table
        self.book.sync(table)
        if table.hand_over and self._settled != table.hand_number:
            self._settled = table.hand_number
            self.book.hand_ended(table)
        elif table.hand_over:
            self.book.save(table)
        if table.hand_over and table.retain_offer is None:
            self._check_end()

    def _check_end(self) -> None:
        table = self.table
        if table.session_over:
            limit = table.rules.session_hands
            reason = "hands played" if limit is not None and table.hand_number >= limit else "one player left"
            self.result = self.book.finish(table, reason)
        elif not self.you_can_play():
            self.result = self.book.finish(table, "you are out")

    def fold_out(self) -> None:
        """Leaving mid-hand: your hand is folded at your next turn and the hand is played out.
        Run on the worker (see `leave`); the opponents decide as usual."""
        table = self.table
        while not table.hand_over:
            seat = table.to_act
            assert seat is not None
            if seat == HUMAN:
                offers = table.legal_actions()
                fold = next((o for o in offers if o.kind == "fold"), None)
                # No fold: Seven-Card Brag declares your cards as they lie, Three-Stake's 31 stands, and
                # Single-Stake's dealer puts up the least stake.
                if fold is None:
                    choice = next((o for o in offers if o.kind == "stand"), offers[0])
                    table.apply(Action.bet(choice.min) if choice.kind == "bet" and choice.min else choice)
                    continue
                table.apply(Action.fold(fold.hand) if table.pending_choice == "keep" else Action.fold())
            else:
                table.apply(self.players[seat].decide(table))

    def leave(self) -> Future[None] | None:
        """Leave the table. Between hands everything is saved already (None); mid-hand your hand
        is folded and the hand played out on the worker, and the returned job says when."""
        self.thinker.wait()
        if self.table.hand_over or self.over:
            return None
        return self.thinker.submit(self.fold_out)

    def finish_leaving(self) -> None:
        """After `leave`'s job: settle the hand in the save file (on the main thread), with a
        note of how it went without you, for when you come back."""
        if self.table.hand_over and self._settled != self.table.hand_number and self.book.hand_id is not None:
            self.book.away = away_note(self.table)
        self._after()

    def close(self) -> None:
        self.thinker.close()

    # -- what the screen shows ------------------------------------------------------------------------

    def new_events(self) -> list[Event]:
        """Events since the last call, as you may know them (others' cards stay face down)."""
        table = self.table
        fresh: list[Event] = []
        turned = self._turned_over()
        for index, event in enumerate(table.events_since(self.cursor), self.cursor):
            if turned and isinstance(event, PotAwarded) and index >= table.hand_start:
                fresh += turned
                turned = []
            seen = event.seen_by(HUMAN)
            if seen is not None:
                fresh.append(seen)
        self.cursor = len(table.events)
        return fresh

    def _turned_over(self) -> list[Event]:
        """A blind seer who loses throws in without showing, but turns the cards over to see them:
        a `Looked` of their own hand, which only you learn, told before the pot is awarded."""
        table = self.table
        result = table.result if table.hand_over else None
        if result is None or result.seer != HUMAN or any(s.seat == HUMAN for s in result.showdown):
            return []
        looked = any(isinstance(e, Looked) and e.seat == HUMAN for e in table.events_for(HUMAN, table.hand_start))
        dealt = tuple(e.card for e in table.events[table.hand_start :] if isinstance(e, CardDealt) and e.seat == HUMAN)
        return [] if looked or not dealt else [Looked(HUMAN, "new", tuple(c for c in dealt if c is not None))]

    def snapshot(self) -> Snapshot:
        return snapshot(self.table)
