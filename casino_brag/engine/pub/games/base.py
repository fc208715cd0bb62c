"""What a pub game is: the one interface every Brag game at the table goes through.

The table runs the parts every game shares (antes, the no-shuffle pack, blind and open betting,
seeing, covering, retaining a blind hand) and asks its `Game` everything that differs:

- what is dealt: `dealt` cards to each player and `community` cards to the middle;
- how hands are formed and compared: `show` (the hand a player plays, as it is shown) and
  `strength` (a key that orders hands; equal keys tie);
- the betting rounds: `betting_rounds`, `round_over` (when one round gives way to the next) and
  `look_from_round` (the first in which a blind player may look);
- what ends a hand and how the pots are awarded: `finish`;
- in a game without Brag betting (Seven-Card Brag), the turns themselves: `turn_kinds`,
  `turn_offers`, `take_turn` and `refusal`.

A game is a subclass in its own module of this package, listed in that module's `GAMES`, with
its name among the values of the `variant` house rule; the package finds it there. A game
settles a hand through `HandTable`, the part of the table a settlement may touch, so the games
need not know the table's class.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Protocol

from casino_brag.engine.cards import Card
from casino_brag.engine.errors import IllegalAction
from casino_brag.engine.hands import HandValue, Ranking
from casino_brag.engine.pub.results import HandResult, HowWon, Standing
from casino_brag.engine.pub.seats import Holding, SeatState

if TYPE_CHECKING:
    from casino_brag.engine.pub.actions import Action
    from casino_brag.engine.pub.betting import BettingRound
    from casino_brag.engine.pub.board import Board
    from casino_brag.engine.pub.events import Event
    from casino_brag.engine.pub.pack import PubPack
    from casino_brag.engine.pub.pots import Pots
    from casino_brag.engine.pub.rules import HouseRules


@dataclass(frozen=True)
class Showing:
    """A hand as it is shown: its value, the three that count, the discards and the player's own cards."""

    value: HandValue
    cards: tuple[Card, ...]
    discards: tuple[Card, ...]
    own: tuple[Card, ...]


@dataclass(frozen=True)
class Outcome:
    """A settled hand, as the table needs it for the next deal."""

    result: HandResult
    prial_won: bool
    """A pot was won at a showdown by a prial, so the pack is shuffled before the next deal."""
    retain_offer: int | None
    carried: int = 0
    """Chips left in the middle for the next deal (Seven-Card Brag when nobody scoops)."""


class HandTable(Protocol):
    """The part of a table that settling a hand reads and changes: the seats, the pots and the
    community cards, the event log, and the cards going back under the pack."""

    rules: HouseRules
    game: Game
    _seats: list[SeatState]
    _pots: Pots
    _board: Board
    _pack: PubPack
    _betting: BettingRound
    _debts: dict[tuple[int, int], int]

    @property
    def hand_number(self) -> int: ...

    @property
    def hand_seats(self) -> tuple[int, ...]: ...

    @property
    def session_over(self) -> bool: ...

    def standings(self) -> list[Standing]: ...

    def _emit(self, event: Event) -> None: ...

    def _return_cards(self, seat: int, shown: bool = False) -> None: ...

    def _board_to_bottom(self) -> None: ...


class TurnTable(HandTable, Protocol):
    """What a game that runs its own turns may also do: pass the turn on, or end the hand."""

    _to_act: int | None

    def _seats_changed(self) -> None: ...

    def _next_seat(self, after: int, among: Collection[int]) -> int: ...

    def _finish(
        self, how: HowWon, live_winner: int | None, seer: int | None = None, seen: int | None = None
    ) -> None: ...


class Game(ABC):
    """One Brag game under a table's house rules.

    Subclasses set `name` (the `variant` house rule), `title`, and override what differs; the
    defaults describe traditional Brag: one betting round that goes on until a see or until one
    player is left, and no community cards.
    """

    name: ClassVar[str]
    title: ClassVar[str]

    def __init__(self, rules: HouseRules) -> None:
        self.rules = rules
        self.ranking: Ranking = rules.ranking
        self.dealt: int = rules.cards_dealt
        """Cards dealt to each player; every game plays the best three, so the rest are discards."""
        self.discards: int = rules.discards
        self.community: int = rules.community
        """Cards dealt face down to the middle (none in traditional Brag)."""

    # --- how hands are formed and compared ---------------------------------------------------

    @abstractmethod
    def show(self, holding: Holding, board: Sequence[Card] = ()) -> Showing:
        """The hand `holding` plays, with the community cards `board` where the game has them."""

    @abstractmethod
    def strength(self, holding: Holding, board: Sequence[Card] = ()) -> tuple[int, ...]:
        """A key that orders hands at a showdown; equal keys are a tie."""

    # --- the betting rounds ------------------------------------------------------------------

    @property
    def rounds(self) -> int:
        """Betting rounds in a hand: one, and one more after each community card is turned."""
        return self.community + 1

    @property
    def look_from_round(self) -> int:
        """The first betting round in which a blind player may look at their cards."""
        return 1

    def round_over(self, answered: Collection[int], bettors: Collection[int]) -> bool:
        """Whether the betting round ends now, `answered` being the seats that have met the stake
        since the last raise. Traditional Brag's single round never ends this way: it goes round
        until a see or until one player is left."""
        return False

    @property
    def max_players(self) -> int:
        """The most players one pack deals to."""
        return (52 - self.community) // self.dealt

    # --- turns of a game without Brag betting ------------------------------------------------

    dealer_first: ClassVar[bool] = False
    """Whether the dealer takes the first turn (Single-Stake Brag: the dealer's stake)."""

    turn_kinds: ClassVar[frozenset[str]] = frozenset()
    """The kinds of action this game takes itself; none in the betting games, whose turns the
    table runs."""

    def turn_offers(self, table: HandTable, seat: int) -> list[Action]:
        """The legal actions of `seat`, whose turn it is, in a game with `turn_kinds`."""
        return []

    def take_turn(self, table: TurnTable, seat: int, action: Action) -> None:
        """Do `action` (already found legal) for `seat`, and pass the turn on or end the hand."""
        raise IllegalAction(f"{self.title} has no {action.kind} to take")

    def refusal(self, table: HandTable, seat: int, action: Action) -> str | None:
        """Why `action` is refused, in a game with `turn_kinds` (None: the table explains)."""
        return None

    def runs_turns(self, table: HandTable) -> bool:
        """Whether the game, not the table's betting, runs the turns now: always in a game with
        `turn_kinds` only, and in Three-Stake Brag during the draw towards 31."""
        return bool(self.turn_kinds)

    # --- games of several stakes (Three-Stake Brag) ------------------------------------------

    stakes: ClassVar[int] = 1
    """Antes each player puts up before the deal, one for each pool the game plays for."""

    def after_deal(self, table: HandTable) -> None:  # noqa: B027 - most games do nothing here
        """Called once the cards are dealt, before the first turn (Three-Stake Brag turns a card up)."""

    def first_turn(self, table: TurnTable, dealer: int) -> bool:
        """Called once the hand is dealt and in play: True when the game has handed out the first
        turn itself (3 Card Brag Poker posts its blinds first); by default the table's betting
        begins on the dealer's left."""
        return False

    def play_on(
        self, table: TurnTable, how: HowWon, live_winner: int | None, seer: int | None, seen: int | None
    ) -> bool:
        """Called when the betting stops: True when the game keeps the hand going with turns of its
        own (it then calls `_finish` again when they are over); by default the hand is settled."""
        return False

    # --- what ends a hand and how the pots are awarded ---------------------------------------

    @abstractmethod
    def finish(
        self, table: HandTable, how: HowWon, live_winner: int | None, seer: int | None, seen: int | None
    ) -> Outcome:
        """Settle the hand that just stopped betting (everyone else folded, a see, the last
        player with chips against coverers, or the last round ended), emitting what a watcher
        sees, in order."""
