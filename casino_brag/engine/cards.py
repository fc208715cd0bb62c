"""Cards and the pack.

A `Card` is a frozen value with a pasteable repr (`Card.parse('Qs')`). A `Deck` is an *ordered*
pack, because the traditional game never shuffles between most hands: cards are drawn from the
top, returned to the bottom in the order given, and cut, exactly as at a pub table.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import Enum, IntEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # only named in annotations; quick reports never load random
    import random


class Rank(IntEnum):
    """Card ranks, Two lowest and Ace highest (A-2-3 is handled by the hand ranking)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def symbol(self) -> str:
        """The index as printed on a card: 2…10, J, Q, K, A."""
        return _RANK_SYMBOLS[self]

    @property
    def letter(self) -> str:
        """The one-letter form used in card codes: 2…9, T, J, Q, K, A."""
        return "T" if self is Rank.TEN else _RANK_SYMBOLS[self]

    @property
    def noun(self) -> str:
        """The rank's name, e.g. "Queen" or "9"."""
        return _RANK_NOUNS.get(self, str(int(self)))

    @property
    def plural(self) -> str:
        """The plural used in hand names: "threes", "9s", "Kings"."""
        return _RANK_PLURALS.get(self, f"{int(self)}s")


_RANK_SYMBOLS = {r: str(int(r)) for r in Rank if r <= 10} | {
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
}
_RANK_NOUNS = {Rank.JACK: "Jack", Rank.QUEEN: "Queen", Rank.KING: "King", Rank.ACE: "Ace"}
_RANK_PLURALS = {
    Rank.TWO: "twos",
    Rank.THREE: "threes",
    Rank.SIX: "sixes",
    Rank.JACK: "Jacks",
    Rank.QUEEN: "Queens",
    Rank.KING: "Kings",
    Rank.ACE: "Aces",
}


class Suit(Enum):
    """The four suits. Suits never rank in Brag; the order here is only for sorting and display."""

    CLUBS = "c"
    DIAMONDS = "d"
    HEARTS = "h"
    SPADES = "s"

    @property
    def letter(self) -> str:
        return self.value

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def index(self) -> int:
        return _SUIT_INDEX[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


_SUIT_ORDER = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
_SUIT_INDEX = {s: i for i, s in enumerate(_SUIT_ORDER)}
_SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
_SUIT_BY_TOKEN = (
    {s.value: s for s in Suit}
    | {v: k for k, v in _SUIT_SYMBOLS.items()}
    | {
        "♤": Suit.SPADES,
        "♡": Suit.HEARTS,
        "♢": Suit.DIAMONDS,
        "♧": Suit.CLUBS,
    }
)
_RANK_BY_TOKEN = {r.letter.lower(): r for r in Rank} | {"10": Rank.TEN}


class Card:
    """One playing card. Cards sort by `index` (0…51), which is rank-major: by rank, then suit.

    A plain frozen class rather than a dataclass, so that the quick reports (`rtp`) never pay for
    importing dataclasses and inspect. Cards are equal when rank and suit are."""

    __slots__ = ("bit", "index", "rank", "suit")
    rank: Rank
    suit: Suit
    index: int
    bit: int
    """This card as a bit in a card mask; a hand's mask is the OR of its cards' bits."""

    def __init__(self, rank: Rank, suit: Suit) -> None:
        index = (rank - 2) * 4 + _SUIT_INDEX[suit]
        setter = object.__setattr__
        setter(self, "rank", rank)
        setter(self, "suit", suit)
        setter(self, "index", index)
        setter(self, "bit", 1 << index)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a card cannot change: cannot assign to {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a card cannot change: cannot delete {name!r}")

    def __reduce__(self) -> tuple[type[Card], tuple[Rank, Suit]]:
        return self.__class__, (self.rank, self.suit)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Card) and other.__class__ is self.__class__:
            return self.index == other.index
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.rank, self.suit))

    @property
    def code(self) -> str:
        """The short code, e.g. "Qs" or "Td"."""
        return self.rank.letter + self.suit.letter

    @property
    def label(self) -> str:
        """The face label, e.g. "10♦"."""
        return self.rank.symbol + self.suit.symbol

    @classmethod
    def parse(cls, token: str) -> Card:
        """Read one card such as "Qs", "10d", "td" or "A♠", or a joker ("X1", "X2"); raise
        ValueError naming the token."""
        text = token.strip()
        joker = _JOKER_BY_TOKEN.get(text.lower())
        if joker is not None:
            return JOKERS[joker]
        if len(text) < 2 or text[-1].lower() not in _SUIT_BY_TOKEN:
            raise ValueError(f"bad card {token!r}: expected a rank (2-10, J, Q, K, A) and a suit (s, h, d, c)")
        rank = _RANK_BY_TOKEN.get(text[:-1].lower())
        if rank is None:
            raise ValueError(f"bad card {token!r}: unknown rank {text[:-1]!r}")
        return cls(rank, _SUIT_BY_TOKEN[text[-1].lower()])

    @classmethod
    def from_index(cls, index: int) -> Card:
        return _ALL_CARDS[index] if index < 52 else JOKERS[index - 52]

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        return self.index >= other.index

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"


_ALL_CARDS = tuple(Card(rank, suit) for rank in Rank for suit in _SUIT_ORDER)
FULL_DECK: tuple[Card, ...] = _ALL_CARDS
"""All 52 cards, in index order."""


class Joker(Card):
    """One of the two jokers of a 54-card pack (the `wild = "jokers"` house rule): a wild card
    with no face value, at index 52 or 53. It carries an Ace's rank (of clubs, or of hearts for
    the second) only so that code ordering cards by rank keeps a joker with the best; the hand
    tables value it as wild, and a discarded joker counts as an Ace in Four-Card Brag's tie-break."""

    __slots__ = ()

    def __init__(self, rank: Rank, suit: Suit) -> None:
        super().__init__(rank, suit)
        index = 52 if suit is Suit.CLUBS else 53
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "bit", 1 << index)

    @property
    def number(self) -> int:
        """1 for the first joker, 2 for the second."""
        return self.index - 51

    @property
    def code(self) -> str:
        return f"X{self.number}"

    @property
    def label(self) -> str:
        return "Joker"


JOKERS: tuple[Card, Card] = (Joker(Rank.ACE, Suit.CLUBS), Joker(Rank.ACE, Suit.HEARTS))
"""The two jokers, "X1" and "X2"."""
JOKER_MASK = JOKERS[0].bit | JOKERS[1].bit
"""The card mask of both jokers (bits 52 and 53)."""
_JOKER_BY_TOKEN = {"x1": 0, "x2": 1, "jk1": 0, "jk2": 1, "joker1": 0, "joker2": 1}


def pack_cards(jokers: bool = False) -> tuple[Card, ...]:
    """The cards of a pack in index order: 52, or 54 with the two jokers."""
    return FULL_DECK + JOKERS if jokers else FULL_DECK


def is_joker(card: Card) -> bool:
    return card.index >= 52


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read cards separated by spaces or commas, e.g. "Ah 10d 3s"; duplicates are an error."""
    tokens = [t for t in text.replace(",", " ").split() if t]
    cards = tuple(Card.parse(t) for t in tokens)
    seen: set[Card] = set()
    for token, card in zip(tokens, cards, strict=True):
        if card in seen:
            raise ValueError(f"bad card {token!r}: {card.code} appears twice")
        seen.add(card)
    return cards


def cards_text(cards: Iterable[Card]) -> str:
    """The inverse of parse_cards: "Ah Td 3s"."""
    return " ".join(c.code for c in cards)


class Deck:
    """An ordered pack. Index 0 is the top card."""

    def __init__(self, cards: Iterable[Card] | None = None) -> None:
        self._cards: list[Card] = list(FULL_DECK if cards is None else cards)
        if len(set(self._cards)) != len(self._cards):
            raise ValueError("a deck cannot hold the same card twice")

    @classmethod
    def shuffled(cls, rng: random.Random) -> Deck:
        deck = cls()
        deck.shuffle(rng)
        return deck

    @property
    def cards(self) -> tuple[Card, ...]:
        """The pack from top to bottom."""
        return tuple(self._cards)

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(tuple(self._cards))

    def __contains__(self, card: object) -> bool:
        return card in self._cards

    def __repr__(self) -> str:
        return f"Deck(parse_cards({cards_text(self._cards)!r}))"

    def shuffle(self, rng: random.Random) -> None:
        """Shuffle with the injected generator, so a seed replays the same game."""
        rng.shuffle(self._cards)

    def draw(self, n: int = 1) -> tuple[Card, ...]:
        """Take n cards from the top."""
        if n < 0 or n > len(self._cards):
            raise ValueError(f"cannot draw {n} cards from a pack of {len(self._cards)}")
        taken, self._cards = self._cards[:n], self._cards[n:]
        return tuple(taken)

    def draw_one(self) -> Card:
        return self.draw(1)[0]

    def remove(self, cards: Iterable[Card]) -> None:
        """Take particular cards out of the pack wherever they are (for fixed deals in tests)."""
        wanted = list(cards)
        missing = [c for c in wanted if c not in self._cards]
        if missing:
            raise ValueError(f"cards not in the pack: {cards_text(missing)}")
        for c in wanted:
            self._cards.remove(c)

    def return_to_bottom(self, cards: Iterable[Card]) -> None:
        """Put cards under the pack in the given order (the first given ends up highest)."""
        returned = list(cards)
        clash = [c for c in returned if c in self._cards]
        if clash or len(set(returned)) != len(returned):
            raise ValueError(f"cards already in the pack: {cards_text(clash or returned)}")
        self._cards.extend(returned)

    def cut(self, at: int) -> None:
        """Move the top `at` cards to the bottom, as a cut does."""
        if not 0 <= at <= len(self._cards):
            raise ValueError(f"cannot cut a pack of {len(self._cards)} at {at}")
        self._cards = self._cards[at:] + self._cards[:at]
