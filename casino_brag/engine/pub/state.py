"""The state of a pub table and what anyone may ask of it.

`TableState` holds the seats, pots, pack and event log, answers the public questions (chips,
stake, who is blind, the pack's history, standings), and keeps the small helpers every rule needs:
paying into the pot, sending cards under the pack, finding the next player to the left. The rules
that change the state live in `Table` (table.py).
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from typing import Any

from casino_brag.engine.cards import Card
from casino_brag.engine.pub.actions import Action, HandName
from casino_brag.engine.pub.betting import BettingRound
from casino_brag.engine.pub.board import Board
from casino_brag.engine.pub.events import (
    BottomCardShown,
    CommunityToBottom,
    CutForDealer,
    DealerChosen,
    Event,
    SeedRecorded,
    SessionStarted,
    ToBottom,
    events_seen_by,
)
from casino_brag.engine.pub.games import game_for
from casino_brag.engine.pub.games.base import Game
from casino_brag.engine.pub.pack import PubPack, cut_for_dealer
from casino_brag.engine.pub.pots import Pot, Pots
from casino_brag.engine.pub.results import HandResult, Standing
from casino_brag.engine.pub.rules import HouseRules
from casino_brag.engine.pub.seats import Holding, SeatState, Status
from casino_brag.engine.pub.seen import SeenLog
from casino_brag.engine.pub.vote import Vote

HAND_ORDER: tuple[HandName, ...] = ("new", "retained")
"""Two hands in front of a player are offered in this order."""


class TableState:
    """A session's state. Build a `Table`, which adds the rules that move it on."""

    def __init__(
        self,
        names: Sequence[str],
        chips: int | Sequence[int] = 100,
        rules: HouseRules | None = None,
        seed: int | None = None,
        dealer: int | None = None,
    ) -> None:
        self.names: tuple[str, ...] = tuple(names)
        n = len(self.names)
        if not 2 <= n <= 8:
            raise ValueError(f"a pub table seats 2 to 8 players, not {n}")
        if any(not isinstance(name, str) or not name.strip() for name in self.names):
            raise ValueError("every player needs a name")
        stacks = (chips,) * n if isinstance(chips, int) else tuple(chips)
        if len(stacks) != n or any(isinstance(c, bool) or not isinstance(c, int) or c < 0 for c in stacks):
            raise ValueError(f"chips must be one whole number of chips or {n} of them, none negative")
        self.rules: HouseRules = rules if rules is not None else HouseRules()
        if not isinstance(self.rules, HouseRules):
            raise TypeError("rules must be a HouseRules")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise ValueError(f"the seed must be a whole number, not {seed!r}")
        self.game: Game = game_for(self.rules)
        """What is dealt, how hands compare, the betting rounds and how a hand is settled."""
        if n > self.game.max_players:
            raise ValueError(f"{self.game.title} deals to at most {self.game.max_players} players, not {n}")
        self.seed: int | None = seed
        """What every shuffle and cut follows (tournaments, tests, practice); None: each draws fresh
        randomness from the operating system as it happens, so no kept state says what comes next."""
        self._rng: random.Random = random.Random(seed) if seed is not None else random.SystemRandom()
        self._at_deal: dict[str, Any] = {}
        """The table's checkpoint as the current (or last) hand was about to be dealt."""
        self._starting = stacks
        self._seats = [SeatState(name, c) for name, c in zip(self.names, stacks, strict=True)]
        self._events: list[Event] = []
        self._pack = PubPack(self.rules.jokers)
        self._pots = Pots()
        self._vote = Vote()
        """The agreed showdown of the hand in play (the `agreed_showdown` house rule)."""
        self._betting = BettingRound()
        self._board = Board()
        self._round = 0
        self._hand_number = 0
        self._in_hand = False
        self._to_act: int | None = None
        self._result: HandResult | None = None
        self._retain_offer: int | None = None
        self._shuffle_due = True
        self._history_start = 0
        self._hand_start = 0
        self._offers: tuple[Action, ...] = ()
        self._offers_at = -1
        self._hand_seats: tuple[int, ...] = ()
        self._in_play: tuple[tuple[int, ...], tuple[int, ...]] | None = None
        """(active seats, betting seats), worked out again after `_seats_changed()`."""
        self._seen_logs: dict[int | None, SeenLog] = {}
        playing = self._playing_seats()
        if len(playing) < 2:
            raise ValueError("at least two players need chips to play")
        self._emit(SessionStarted(self.names, stacks, self.rules, dealer))
        self._emit(SeedRecorded(self.seed))
        if dealer is None:
            rounds, dealer = cut_for_dealer(playing, self._rng)
            for number, cuts in enumerate(rounds, 1):
                self._emit(CutForDealer(number, tuple(cuts)))
            self._emit(DealerChosen(dealer, by_cut=True))
        else:
            if dealer not in playing:
                raise ValueError(f"dealer must be the seat of a player with chips, not {dealer!r}")
            self._emit(DealerChosen(dealer, by_cut=False))
        self._dealer: int = dealer
        self._circle_left = len(playing)
        """Deals left in the circle under way; at 0 a player chooses the game (`dealers_choice`)."""
        self._last_chooser: int | None = None
        self._debts: dict[tuple[int, int], int] = {}
        """Chips lent under `short_of_chips = "lend"` and not yet repaid, by (borrower, lender)."""
        self._lend_for: int | None = None
        """The player short of chips whose opponent must now lend or call for a show."""

    # --- public state ------------------------------------------------------------------------

    @property
    def chips(self) -> tuple[int, ...]:
        """Each seat's chips behind (not counting what is in the pot)."""
        return tuple([s.chips for s in self._seats])

    @property
    def pot(self) -> int:
        """All chips in the pot, side pots included."""
        return self._pots.total

    @property
    def pots(self) -> tuple[Pot, ...]:
        """The main pot first, then each pot opened after a player covered; the last takes bets."""
        return self._pots.pots

    @property
    def live_pot(self) -> int:
        """The chips in the pot taking bets now (the last of `pots`)."""
        return self._pots.live_amount

    @property
    def stake(self) -> int:
        """The current open stake (0 before the first bet); a blind player's price is half."""
        return self._betting.stake

    @property
    def to_act(self) -> int | None:
        return self._to_act if self._in_hand else None

    @property
    def hand_over(self) -> bool:
        """True between hands (and before the first one)."""
        return not self._in_hand

    @property
    def result(self) -> HandResult | None:
        """How the last hand ended (None while a hand is being played or before the first)."""
        return self._result

    @property
    def dealer(self) -> int:
        """The dealer of the current or last hand (before the first hand, its dealer)."""
        return self._dealer

    @property
    def hand_number(self) -> int:
        """Hands started so far; the current hand's number."""
        return self._hand_number

    @property
    def retain_offer(self) -> int | None:
        """The seat that may keep its blind hand for the next deal (its choice: keep or fold)."""
        return self._retain_offer

    @property
    def events(self) -> list[Event]:
        """Everything that happened, in order (a copy; see `events_since` for a cursor)."""
        return list(self._events)

    def events_since(self, cursor: int) -> list[Event]:
        """The events from index `cursor` on, for a screen that animates as they arrive."""
        return self._events[cursor:]

    def event_at(self, index: int) -> Event:
        """The event at `index` in `events`."""
        return self._events[index]

    def events_for(self, seat: int | None, start: int = 0) -> list[Event]:
        """The events as `seat` may know them (None: a spectator), hidden faces removed."""
        log = self._seen_logs.get(seat)
        if log is None or start < log.anchor:
            return events_seen_by(self._events, seat, start)
        log.catch_up(self._events)
        return log.since(start)

    def _seen_log(self, seat: int | None) -> SeenLog:
        """`seat`'s copy of the events a view needs: this hand's and those since the last shuffle."""
        oldest = min(self._hand_start, self._history_start)
        log = self._seen_logs.get(seat)
        if log is None or oldest < log.anchor:
            log = self._seen_logs[seat] = SeenLog(seat, oldest)
        log.catch_up(self._events)
        log.forget_before(oldest)
        return log

    def is_blind(self, seat: int) -> bool:
        """Whether the seat is in this hand and has not looked at the hand it plays."""
        s = self._seats[seat]
        return s.in_hand and not s.open

    def status(self, seat: int) -> Status:
        """ "out" (not dealt in), "blind", "open", "folded" or "covered"."""
        return self._seats[seat].status

    @property
    def active_seats(self) -> tuple[int, ...]:
        """Players still in the hand, betting or covered."""
        return (self._in_play or self._find_in_play())[0]

    @property
    def showdown_proposer(self) -> int | None:
        """Agreed showdown: the player whose proposal is waiting for answers, if any."""
        return self._vote.proposer if self._vote.open else None

    @property
    def betting_seats(self) -> tuple[int, ...]:
        """Players still in the hand with chips to bet."""
        return (self._in_play or self._find_in_play())[1]

    def _find_in_play(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        active = tuple([i for i, s in enumerate(self._seats) if s.in_hand and not s.folded])
        betting = tuple([i for i in active if not self._seats[i].covered])
        self._in_play = (active, betting)
        return self._in_play

    def _seats_changed(self) -> None:
        """Someone joined the hand, folded or covered: who is active and betting must be found again."""
        self._in_play = None

    def seat_figures(self) -> tuple[tuple[int, ...], tuple[int, ...], tuple[Status, ...], tuple[int, ...]]:
        """Every seat's chips, `put_in`, `status` and `hands_held` at once (for a seat's view)."""
        seats = self._seats
        return (
            tuple([s.chips for s in seats]),
            tuple([s.put_in for s in seats]),
            self.statuses,
            tuple([len(s.holdings) for s in seats]),
        )

    @property
    def statuses(self) -> tuple[Status, ...]:
        """Every seat's `status`."""
        return tuple([s.status for s in self._seats])

    def put_in(self, seat: int) -> int:
        """Chips the seat has put in the pot this hand, ante included."""
        return self._seats[seat].put_in

    def hands_held(self, seat: int) -> int:
        """How many hands lie in front of the seat: 2 while a retained blind hand is in play."""
        return len(self._seats[seat].holdings)

    def cards_of(self, seat: int) -> dict[HandName, tuple[Card, ...]]:
        """Every card in front of the seat, seen or not: for hand history and tests, not players."""
        return {k: h.cards for k, h in self._seats[seat].holdings.items()}

    @property
    def pack(self) -> tuple[Card, ...]:
        """The pack top to bottom: for hand history and tests; players only know its history."""
        return self._pack.cards

    def pack_history(self, seat: int | None = None) -> list[ToBottom]:
        """Whose cards went under the pack since it was last shuffled, oldest first, as `seat` sees it."""
        return self._seen_log(seat).bottoms_since(self._history_start)

    @property
    def session_over(self) -> bool:
        """The agreed hands are played, or fewer than two players can still play."""
        if self._in_hand:
            return False
        limit = self.rules.session_hands
        return (limit is not None and self._hand_number >= limit) or len(self._playing_seats()) < 2

    def standings(self) -> list[Standing]:
        """Players by chips, most first; equal chips share a place."""
        order = sorted(range(len(self._seats)), key=lambda i: (-self._seats[i].chips, i))
        table: list[Standing] = []
        for rank, seat in enumerate(order, 1):
            chips = self._seats[seat].chips
            place = table[-1].place if table and table[-1].chips == chips else rank
            owed = sum(n for (borrower, _), n in self._debts.items() if borrower == seat)
            table.append(Standing(place, seat, self.names[seat], chips, chips - self._starting[seat], owed))
        return table

    # --- community cards and betting rounds (Bastard Brag) -----------------------------------

    @property
    def community_cards(self) -> tuple[Card, ...]:
        """The community cards turned face up so far, in the order turned (empty in other games)."""
        return self._board.face_up

    @property
    def community_size(self) -> int:
        """How many community cards a hand deals to the middle: 3 or 4 in Bastard Brag, else 0."""
        return self.game.community

    @property
    def community_face_down(self) -> int:
        """Community cards of this hand still face down in the middle."""
        return self._board.face_down

    @property
    def community_dealt(self) -> tuple[Card, ...]:
        """Every community card of this hand, turned or not: for hand history and tests, not players."""
        return self._board.cards

    @property
    def betting_round(self) -> int:
        """The betting round of the current or last hand: 1 before any community card is turned,
        then one more after each turn (always 1 in games without community cards; 0 before the
        first hand)."""
        return self._round

    @property
    def round(self) -> int:
        """Another name for `betting_round`."""
        return self._round

    @property
    def betting_rounds(self) -> int:
        """Betting rounds in a hand: 1, or in Bastard Brag one more than the community cards."""
        return self.game.rounds

    # --- the deal ----------------------------------------------------------------------------

    @property
    def hand_seats(self) -> tuple[int, ...]:
        """The players dealt into the current or last hand, in deal order (the dealer's left first)."""
        return self._hand_seats

    @property
    def pending_choice(self) -> str | None:
        """What the player to act must settle before betting: "discard", "keep" or None."""
        return self._seats[self._to_act].pending if self._in_hand and self._to_act is not None else None

    @property
    def hand_start(self) -> int:
        """The index in `events` where the current or last hand began."""
        return self._hand_start

    # --- helpers shared with the showdown ----------------------------------------------------

    def _emit(self, event: Event) -> None:
        self._events.append(event)

    def _to_bottom(self, seat: int, holding: Holding, shown: bool = False) -> None:
        self._pack.to_bottom(holding.cards)
        self._emit(ToBottom(seat, len(holding.cards), holding.cards, shown, holding.seen))

    def _show_bottom(self) -> None:
        """Under the `show_bottom` rule, the card now at the bottom of the pack is seen by all."""
        if self.rules.show_bottom and len(self._pack):
            self._emit(BottomCardShown(self._pack.cards[-1]))

    def _board_to_bottom(self) -> None:
        """Put the community cards under the pack after the players' cards, in the order dealt."""
        board = self._board
        if board.cards:
            self._pack.to_bottom(board.cards)
            self._emit(CommunityToBottom(len(board.cards), board.cards, board.turned))
        self._board = Board()

    def _return_cards(self, seat: int, shown: bool = False) -> None:
        """Put every hand in front of `seat` under the pack, older hand first."""
        st = self._seats[seat]
        if not st.holdings:
            return
        shown_key = st.playing_holding()[0] if shown else None
        for key in ("retained", "new"):
            if key in st.holdings:
                self._to_bottom(seat, st.holdings.pop(key), key == shown_key)

    def _can_play(self, seat: int) -> bool:
        chips = self._seats[seat].chips
        return chips > 0 and (self.rules.covering or chips >= self.rules.ante)

    def _playing_seats(self) -> list[int]:
        return [i for i in range(len(self._seats)) if self._can_play(i)]

    def _next_seat(self, after: int, among: Collection[int]) -> int:
        n = len(self._seats)
        for i in range(1, n + 1):
            seat = (after + i) % n
            if seat in among:
                return seat
        raise ValueError("no seat to pass to")

    def _previous_seat(self, before: int, among: Collection[int]) -> int:
        n = len(self._seats)
        for i in range(1, n + 1):
            seat = (before - i) % n
            if seat in among:
                return seat
        raise ValueError("no seat to pass to")
