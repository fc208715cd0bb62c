"""What happened at the table, as frozen records in order.

The table screen animates from these, hand history stores them, and a session replays from them.
Each record states who may know it (`visibility`): PUBLIC events are seen by everyone; a PRIVATE
event belongs to one seat (`owner`), such as the cards a player looks at; a SECRET event is known
to nobody at the table, such as the face of a card dealt face down. `seen_by(seat)` gives the
record as that seat sees it: itself, a copy with the hidden faces blanked (`None`), or `None`
when the seat learns nothing at all.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from casino_brag.engine.cards import Card
from casino_brag.engine.hands import HandValue
from casino_brag.engine.pub.actions import HandName
from casino_brag.engine.records import quick_init

if TYPE_CHECKING:
    from casino_brag.engine.pub.results import HandResult, Standing
    from casino_brag.engine.pub.rules import HouseRules


class Visibility(Enum):
    PUBLIC = "public"
    PRIVATE = "private"
    SECRET = "secret"


@dataclass(frozen=True)
class Event:
    """Base of every table event."""

    @property
    def visibility(self) -> Visibility:
        return Visibility.PUBLIC

    @property
    def owner(self) -> int | None:
        """The seat a PRIVATE event belongs to."""
        return None

    def redacted(self) -> Event | None:
        """What the others learn: a copy with hidden faces blanked, or None for nothing."""
        return self

    def seen_by(self, seat: int | None) -> Event | None:
        """This event as `seat` sees it (None: a spectator who knows only public facts)."""
        vis = self.visibility
        if vis is Visibility.PUBLIC or (vis is Visibility.PRIVATE and seat is not None and seat == self.owner):
            return self
        return self.redacted()


@dataclass(frozen=True)
class PrivateEvent(Event):
    """An event of one player's (`seat`) that only that player sees whole: the others get a copy
    with the fields named in `hidden` blanked (None), which tells them only that it happened."""

    seat: int
    hidden: ClassVar[tuple[str, ...]] = ("cards",)

    @property
    def visibility(self) -> Visibility:
        return Visibility.PRIVATE

    @property
    def owner(self) -> int | None:
        return self.seat

    def redacted(self) -> Event | None:
        blank: dict[str, Any] = dict.fromkeys(self.hidden)
        return replace(self, **blank)


def always_public(kind: type[Event]) -> bool:
    """Whether every event of `kind` is public, so that anyone's copy of one is the event itself.

    True for the kinds that keep the base class's visibility; readers that copy events for many
    seats skip `seen_by` for them.
    """
    for klass in kind.__mro__:
        if klass is Event:
            return True
        if "visibility" in vars(klass) or "seen_by" in vars(klass):
            return False
    return False


# --- the session -------------------------------------------------------------------------------


@dataclass(frozen=True)
class SessionStarted(Event):
    """The players sit down. `dealer` is the first dealer if it was agreed rather than cut for."""

    names: tuple[str, ...]
    chips: tuple[int, ...]
    rules: HouseRules
    dealer: int | None


@dataclass(frozen=True)
class SeedRecorded(Event):
    """The seed of the table's shuffles and cuts: knowing it would reveal every card. None when
    each shuffle draws fresh randomness from the operating system (the game's own tables)."""

    seed: int | None

    @property
    def visibility(self) -> Visibility:
        return Visibility.SECRET

    def redacted(self) -> Event | None:
        return None


@dataclass(frozen=True)
class CutForDealer(Event):
    """One round of cutting for the deal: each seat shows a card; ties cut again."""

    round: int
    cuts: tuple[tuple[int, Card], ...]


@dataclass(frozen=True)
class DealerChosen(Event):
    seat: int
    by_cut: bool


@dataclass(frozen=True)
class SessionEnded(Event):
    """The session is over (its hands are played, or one player holds every chip)."""

    reason: Literal["hands played", "one player left"]
    standings: tuple[Standing, ...]


# --- a hand: setting up ------------------------------------------------------------------------


@dataclass(frozen=True)
class HandStarted(Event):
    """A new deal. `seats` are the players in it, in deal order (the dealer's left first)."""

    number: int
    dealer: int
    seats: tuple[int, ...]


@dataclass(frozen=True)
class CardsFixed(Event):
    """The hands were set in advance (tests, puzzles, replays) rather than dealt off the pack."""

    hands: tuple[tuple[int, tuple[Card, ...]], ...]
    community: tuple[Card, ...] = ()

    @property
    def visibility(self) -> Visibility:
        return Visibility.SECRET

    def redacted(self) -> Event | None:
        return None


@dataclass(frozen=True)
class PackShuffled(Event):
    reason: Literal["first deal", "prial seen", "every hand"]


@dataclass(frozen=True)
class PackCut(Event):
    """The player on the dealer's right cut `at` cards from the top to the bottom."""

    seat: int
    at: int


@dataclass(frozen=True)
class AntePaid(Event):
    seat: int
    amount: int


@dataclass(frozen=True)
class CardDealt(Event):
    """One card dealt face down. Nobody knows its face until its player looks (`Looked`)."""

    seat: int
    card: Card | None
    round: int

    @property
    def visibility(self) -> Visibility:
        return Visibility.SECRET

    def redacted(self) -> Event | None:
        return _face_down(self.seat, self.round)


@cache
def _face_down(seat: int, round: int) -> CardDealt:
    """The others' copy of a card dealt: the same for every deal to that seat in that round, so made once."""
    return CardDealt(seat, None, round)


CardsDealt = CardDealt
"""The name the design documents use for the dealing events."""


@dataclass(frozen=True)
class CommunityCardDealt(Event):
    """Bastard Brag: community card `index` (0 first) dealt face down to the middle."""

    index: int
    card: Card | None

    @property
    def visibility(self) -> Visibility:
        return Visibility.SECRET

    def redacted(self) -> Event | None:
        return CommunityCardDealt(self.index, None)


@dataclass(frozen=True)
class CommunityCardTurned(Event):
    """Bastard Brag: community card `index` turned face up for everyone.

    `round` is the betting round it opens (2 for the first card), or None when the betting is
    over and the remaining cards are turned for the showdown.
    """

    index: int
    card: Card
    round: int | None


@dataclass(frozen=True)
class BettingRoundStarted(Event):
    """Bastard Brag: betting round `round` of `rounds` begins, at the stake carried into it.

    `first` is the player who bets first (the first player still betting on the dealer's left).
    """

    round: int
    rounds: int
    stake: int
    first: int


# --- a hand: players' decisions ------------------------------------------------------------------


@dataclass(frozen=True)
class Looked(PrivateEvent):
    """A player looked at one hand. Only that player learns the cards."""

    seat: int
    hand: HandName
    cards: tuple[Card, ...] | None

    def redacted(self) -> Event | None:
        return _looked_unseen(self.seat, self.hand)


@cache
def _looked_unseen(seat: int, hand: HandName) -> Looked:
    """The others' copy of a look: who looked at which hand, made once for each."""
    return Looked(seat, hand, None)


@dataclass(frozen=True)
class Discarded(PrivateEvent):
    """Four- and Five-Card Brag: cards thrown away after looking, kept face down for tie-breaks."""

    seat: int
    count: int
    cards: tuple[Card, ...] | None


@dataclass(frozen=True)
class HandKept(Event):
    """Of two hands, the player keeps the one looked at; the other is folded unseen."""

    seat: int
    hand: HandName


@dataclass(frozen=True)
class BetPlaced(Event):
    """`amount` chips in the pot; a blind bet counts double. `stake` is the open stake after it."""

    seat: int
    amount: int
    blind: bool
    stake: int
    raised: bool


@dataclass(frozen=True)
class Covered(Event):
    """Short of chips, the player put in the last `amount` and stays in for the pot so far."""

    seat: int
    amount: int


@dataclass(frozen=True)
class PotClosed(Event):
    """A player has no chips left: pot `pot` is closed, and later bets go into a new pot."""

    pot: int
    seat: int
    amount: int


@dataclass(frozen=True)
class Folded(Event):
    """A player folded; with two hands, `hand` says which one went (None: the player is out)."""

    seat: int
    hand: HandName | None


@dataclass(frozen=True)
class Saw(Event):
    seer: int
    seen: int
    cost: int
    blind: bool


# --- a hand: the end ---------------------------------------------------------------------------


@dataclass(frozen=True)
class HandShown(Event):
    """A hand turned face up: the three that count, the discards, and its value.

    `own` are the player's own cards, all shown; in Bastard Brag the counting three may include
    community cards (those not in `own`).
    """

    seat: int
    cards: tuple[Card, ...]
    discards: tuple[Card, ...]
    value: HandValue
    own: tuple[Card, ...] = ()


@dataclass(frozen=True)
class PotAwarded(Event):
    pot: int
    seat: int
    amount: int


@dataclass(frozen=True)
class ToBottom(Event):
    """A player's cards went under the pack, face down unless they were shown.

    Everyone sees whose cards went where (the pack's public history); the faces are known to
    everyone if shown, to the player if looked at, and otherwise to nobody.
    """

    seat: int
    count: int
    cards: tuple[Card, ...] | None
    shown: bool
    looked: bool

    @property
    def visibility(self) -> Visibility:
        if self.shown:
            return Visibility.PUBLIC
        return Visibility.PRIVATE if self.looked else Visibility.SECRET

    @property
    def owner(self) -> int | None:
        return self.seat

    def redacted(self) -> Event | None:
        return ToBottom(self.seat, self.count, None, self.shown, self.looked)


@dataclass(frozen=True)
class ShowdownProposed(Event):
    """Agreed showdown: `seat` proposes that every hand still in be shown."""

    seat: int


@dataclass(frozen=True)
class ShowdownAnswered(Event):
    """Agreed showdown: `seat` agrees to show every hand, or refuses (and the betting goes on)."""

    seat: int
    agreed: bool


@dataclass(frozen=True)
class BottomCardShown(Event):
    """The bottom card shown: the pack lies face up after the deal, and folded hands go face up
    on top of it, one card showing (the `show_bottom` house rule). Everyone sees it."""

    card: Card


@dataclass(frozen=True)
class CommunityToBottom(Event):
    """Bastard Brag: the community cards went under the pack, in the order dealt.

    The first `turned` of them were face up, known to everyone; the rest were never turned and
    nobody learns their faces.
    """

    count: int
    cards: tuple[Card | None, ...]
    turned: int

    @property
    def visibility(self) -> Visibility:
        return Visibility.PUBLIC if self.turned == self.count else Visibility.SECRET

    def redacted(self) -> Event | None:
        shown = tuple(c if i < self.turned else None for i, c in enumerate(self.cards))
        return CommunityToBottom(self.count, shown, self.turned)


@dataclass(frozen=True)
class HandEnded(Event):
    result: HandResult


@dataclass(frozen=True)
class RetainOffered(Event):
    """The winner took the pot blind and may keep that hand for the next deal."""

    seat: int


@dataclass(frozen=True)
class HandRetained(Event):
    seat: int
    hand: HandName


@dataclass(frozen=True)
class RetainDeclined(Event):
    """The offer lapsed: `chosen` if the player folded it, False if the next deal began first."""

    seat: int
    chosen: bool


def events_seen_by(events: list[Event], seat: int | None, start: int = 0) -> list[Event]:
    """`events[start:]` as `seat` sees them, with what it may not know removed."""
    seen: list[Event] = []
    for event in events[start:]:
        view = event.seen_by(seat)
        if view is not None:
            seen.append(view)
    return seen


def _every_kind(kind: type[Event]) -> list[type[Event]]:
    found = [kind]
    for sub in kind.__subclasses__():
        found += _every_kind(sub)
    return found


for _kind in _every_kind(Event):
    quick_init(_kind)  # a hand makes some sixty events: each is made in one step
