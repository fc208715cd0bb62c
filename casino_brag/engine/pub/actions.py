"""What a player may do: one frozen `Action` record per choice.

The same class serves two purposes. `Table.legal_actions()` returns *offers* (a bet carrying its
`min` and `max`, a see carrying its `cost`), and a caller *applies* a concrete action built with the
constructors: `Action.look()`, `Action.fold()`, `Action.bet(n)`, `Action.see()`,
`Action.discard("Kd")`, `Action.keep()`, `Action.cover()`, and in Seven-, Nine- and Thirteen-Card
Brag `Action.arrange("As Ad Ac 7h 8h 9h 2c")`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal, get_args

from casino_brag.engine.cards import Card, cards_text, parse_cards
from casino_brag.engine.records import quick_init

Kind = Literal[
    "look",
    "fold",
    "bet",
    "see",
    "discard",
    "keep",
    "cover",
    "arrange",
    "draw",
    "stand",
    "propose",
    "agree",
    "refuse",
    "lend",
    "show",
    "check",
    "call",
    "raise",
]
KINDS: tuple[Kind, ...] = get_args(Kind)

HandName = Literal["new", "retained"]
"""Which of a player's two hands: the one just dealt, or the blind hand kept from the last deal."""


@quick_init
@dataclass(frozen=True)
class Action:
    """One choice at the table.

    - `kind`: "look", "fold", "bet", "see", "discard", "keep" or "cover"; "arrange" in Seven-Card
      Brag; "draw" and "stand" in Three-Stake Brag's draw towards 31; with the agreed showdown,
      "propose", "agree" or "refuse"; "check", "call" and "raise" in 3 Card Brag Poker, whose
      "discard" of 0 to 3 cards is the draw.
    - `amount`: for an applied bet, the chips put in now (a blind player's amount is the blind
      bet, which counts as twice as much open).
    - `min`, `max`: on an offered bet, the least and most chips that may be put in now.
    - `cost`: on an offered see or cover, the chips it puts in.
    - `blind`: on an offered bet or see, whether it is made blind (half price).
    - `hand`: with two hands in front of you, which one a look, keep or fold is about.
    - `cards`: the cards a discard throws away; for an arrangement, every card dealt in the order
      declared (the first three are the first hand, and so on; the discards come last). An
      offered arrangement carries the cards as dealt.

    Actions are equal when they do the same thing: `kind`, `amount`, `hand` and `cards`. The
    limits and prices an offer carries describe the moment, so `Action.see()` equals the offered
    see whatever its cost.
    """

    kind: Kind
    amount: int | None = None
    min: int | None = field(default=None, compare=False)
    max: int | None = field(default=None, compare=False)
    cost: int | None = field(default=None, compare=False)
    blind: bool = field(default=False, compare=False)
    hand: HandName | None = None
    cards: tuple[Card, ...] = ()

    @classmethod
    def look(cls, hand: HandName | None = None) -> Action:
        """Look at your cards (it does not use your turn). With two hands, say which one."""
        return cls("look", hand=hand)

    @classmethod
    def fold(cls, hand: HandName | None = None) -> Action:
        """Throw your cards in; after looking at one of two hands, this folds only that hand."""
        return cls("fold", hand=hand)

    @classmethod
    def bet(cls, amount: int) -> Action:
        """Put `amount` chips in the pot now; for a blind player this is the blind bet."""
        return cls("bet", amount=amount)

    @classmethod
    def see(cls) -> Action:
        """Pay to see the last opponent (only with exactly two players betting)."""
        return cls("see")

    @classmethod
    def discard(cls, cards: str | Card | Iterable[Card]) -> Action:
        """Throw away 1 (Four-Card) or 2 (Five-Card) cards after looking, e.g. "Kd" or "Kd 2c"."""
        if isinstance(cards, Card):
            chosen: tuple[Card, ...] = (cards,)
        else:
            chosen = parse_cards(cards) if isinstance(cards, str) else tuple(cards)
        return cls("discard", cards=tuple(sorted(chosen)))

    @classmethod
    def keep(cls, hand: HandName | None = None) -> Action:
        """Keep a hand: the looked-at one of two, or a blind hand won unseen for the next deal."""
        return cls("keep", hand=hand)

    @classmethod
    def cover(cls) -> Action:
        """Short of chips: put in all you have and play on for the pot as it stands."""
        return cls("cover")

    @classmethod
    def arrange(cls, *hands: str | Card | Iterable[str | Card | Iterable[str | Card]]) -> Action:
        """Declare your hands in order, then your discards: `Action.arrange("As Ad Ac 7h 8h 9h 2c")`,
        one argument per hand, `Action.arrange("As Ad Ac", "7h 8h 9h", "2c")`, or a list of hands,
        `Action.arrange([["As", "Ad", "Ac"], ["7h", "8h", "9h"], ["2c"]])`."""
        return cls("arrange", cards=tuple(_flat(hands)))

    @classmethod
    def propose(cls) -> Action:
        """Agreed showdown: propose that every hand still in be shown (it does not use your turn)."""
        return cls("propose")

    @classmethod
    def agree(cls) -> Action:
        """Agreed showdown: agree to show every hand."""
        return cls("agree")

    @classmethod
    def refuse(cls) -> Action:
        """Agreed showdown: refuse, and the betting goes on (a refusal costs nothing)."""
        return cls("refuse")

    def accepts(self, action: Action) -> bool:
        """Whether this offer (from `legal_actions`) allows the concrete `action`."""
        if action.kind != self.kind:
            return False
        if self.kind == "bet":
            return (
                action.amount is not None
                and not isinstance(action.amount, bool)
                and isinstance(action.amount, int)
                and self.min is not None
                and self.max is not None
                and self.min <= action.amount <= self.max
            )
        if self.kind in ("see", "cover"):
            return action.cost is None or action.cost == self.cost
        if self.kind == "discard":
            return sorted(action.cards) == sorted(self.cards)
        if self.kind == "arrange":  # any order of exactly the cards dealt
            return len(action.cards) == len(self.cards) and set(action.cards) == set(self.cards)
        return action.hand is None or action.hand == self.hand

    def __str__(self) -> str:
        blind = " blind" if self.blind else ""
        if self.kind == "bet":
            if self.amount is not None:
                return f"bet {self.amount}{blind}"
            return f"bet {self.min}-{self.max}{blind}"
        if self.kind in ("see", "cover") and self.cost is not None:
            return f"{self.kind} for {self.cost}{blind}"
        if self.kind in ("discard", "arrange"):
            return f"{self.kind} {cards_text(self.cards)}"
        return f"{self.kind} {self.hand} hand" if self.hand else self.kind


def _flat(given: object) -> list[Card]:
    """Cards from text, a card, or any nesting of lists of them, in order."""
    if isinstance(given, Card):
        return [given]
    if isinstance(given, str):
        return list(parse_cards(given))
    if isinstance(given, Iterable):
        return [card for part in given for card in _flat(part)]
    raise ValueError(f"not a card: {given!r}")


@lru_cache(maxsize=4096)
def offer(
    kind: Kind,
    min: int | None = None,
    max: int | None = None,
    cost: int | None = None,
    blind: bool = False,
    hand: HandName | None = None,
) -> Action:
    """An offer for `legal_actions()`. The same offers recur all the time and an `Action` is
    frozen, so each distinct one is made once and shared."""
    return Action(kind, min=min, max=max, cost=cost, blind=blind, hand=hand)
