"""Dealer's choice (`dealers_choice`, seed 003): after each full circle of deals, the dealer in
turn chooses the game (Three-, Four- or Five-Card Brag) and the wild cards for the next circle.

The first circle plays the game the table sat down to. Once every player has dealt, the player
about to deal chooses (`Table.game_choice` names them, `Table.choose_game` takes the choice); a
deal started without a choice keeps the game as it is, the dealer's choice all the same. The
choice goes round the table: after each later circle the player left of the last to choose
chooses, so that every dealer in turn has a circle of their own game (a circle being as many
deals as there are players, the next deal after it falls to the same dealer again). A
choice is a `GameChosen` event before the deal. A blind hand kept for a game that changes goes
back under the pack, and when the jokers come in or go out the pack is remade and shuffled
(`PackRemade`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import product
from typing import TYPE_CHECKING, Protocol

from casino_brag.engine.cards import JOKERS
from casino_brag.engine.errors import IllegalAction
from casino_brag.engine.pub.events import Event
from casino_brag.engine.pub.games import game_for
from casino_brag.engine.pub.games.base import Game
from casino_brag.engine.pub.pack import PubPack
from casino_brag.engine.pub.rules import TRADITIONAL, HouseRules, WildCards

if TYPE_CHECKING:
    import random

    from casino_brag.engine.pub.seats import SeatState

WILDS: tuple[WildCards, ...] = ("none", "twos", "one-eyed-jacks", "jokers")


@dataclass(frozen=True)
class GameChoice:
    """A game and its wild cards, as a dealer may choose them."""

    variant: str
    wild: WildCards


CHOICES: tuple[GameChoice, ...] = tuple(GameChoice(v, w) for v, w in product(TRADITIONAL, WILDS))
"""Everything a dealer may choose, the game first."""


@dataclass(frozen=True)
class GameChosen(Event):
    """`seat`, about to deal, chose the game and wild cards for the next `hands` deals (a circle);
    `kept`: the game stays as it was."""

    seat: int
    variant: str
    wild: str
    hands: int
    kept: bool


@dataclass(frozen=True)
class PackRemade(Event):
    """The jokers went into the pack (`jokers`) or came out of it, and it was shuffled."""

    jokers: bool
    size: int


class ChoosingTable(Protocol):
    """What the rule needs of the table between hands (a `Table`)."""

    rules: HouseRules
    game: Game
    _seats: list[SeatState]
    _pack: PubPack
    _rng: random.Random | random.SystemRandom
    _dealer: int
    _hand_number: int
    _circle_left: int
    _last_chooser: int | None
    _history_start: int
    _events: list[Event]

    @property
    def hand_over(self) -> bool: ...

    @property
    def retain_offer(self) -> int | None: ...

    @property
    def session_over(self) -> bool: ...

    def _emit(self, event: Event) -> None: ...

    def _playing_seats(self) -> list[int]: ...

    def _next_seat(self, after: int, among: list[int]) -> int: ...

    def _return_cards(self, seat: int, shown: bool = False) -> None: ...

    def _seats_changed(self) -> None: ...


def chooser(table: ChoosingTable) -> int | None:
    """The seat that chooses the game now: the next dealer, once a circle of deals is complete."""
    if not table.rules.dealers_choice or table._circle_left > 0 or table._hand_number == 0:
        return None
    if not table.hand_over or table.retain_offer is not None or table.session_over:
        return None
    playing = table._playing_seats()
    if len(playing) < 2:
        return None
    last = table._last_chooser
    return table._next_seat(table._dealer if last is None else last, playing)


def choose(table: ChoosingTable, variant: str, wild: str) -> None:
    """The chooser's choice for the next circle; IllegalAction (nothing changed) if no choice is
    due or the choice is not on offer."""
    seat = chooser(table)
    if seat is None:
        raise IllegalAction("no game is to be chosen now: the dealer chooses after a full circle of deals")
    picked = next((c for c in CHOICES if (c.variant, c.wild) == (variant, wild)), None)
    if picked is None:
        raise IllegalAction(f"the dealer chooses Three-, Four- or Five-Card Brag and {', '.join(WILDS)} wild")
    rules = replace(table.rules, variant=picked.variant, wild=picked.wild)  # type: ignore[arg-type]
    if len(table._playing_seats()) > game_for(rules).max_players:
        raise IllegalAction(f"{game_for(rules).title} deals to at most {game_for(rules).max_players} players")
    _settle(table, seat, rules)


def keep_game(table: ChoosingTable) -> None:
    """A deal is starting: if a choice is due and none was made, the dealer keeps the game."""
    seat = chooser(table)
    if seat is not None:
        _settle(table, seat, table.rules)


def _settle(table: ChoosingTable, seat: int, rules: HouseRules) -> None:
    old = table.rules
    hands = len(table._playing_seats())
    kept = (rules.variant, rules.wild) == (old.variant, old.wild)
    table._emit(GameChosen(seat, rules.variant, rules.wild, hands, kept))
    table._circle_left = hands
    table._last_chooser = seat
    if kept:
        return
    for index, st in enumerate(table._seats):  # a blind hand kept for the old game goes back
        if st.holdings:
            table._return_cards(index)
    table.rules = rules
    table.game = game_for(rules)
    if rules.jokers != old.jokers:
        if rules.jokers:
            table._pack.to_bottom(JOKERS)
        else:
            table._pack.take_out(JOKERS)
        table._pack.shuffle(table._rng)
        table._emit(PackRemade(rules.jokers, len(table._pack)))
        table._history_start = len(table._events)
    table._seats_changed()


def as_agreed(played: HouseRules, agreed: HouseRules) -> HouseRules:
    """The rules a table plays now, with the game and wild cards the session began with when the
    dealers have been choosing them (to check a saved session against its setup)."""
    if not played.dealers_choice:
        return played
    return replace(played, variant=agreed.variant, wild=agreed.wild)


def dealt_hand(table: ChoosingTable) -> None:
    """One more deal of the circle under way."""
    if table.rules.dealers_choice:
        table._circle_left = max(0, table._circle_left - 1)
