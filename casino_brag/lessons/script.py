"""The shape of a lesson: the deals, the opponents' moves and your steps, each with what is
expected of you; and `Move`, one move of yours described the same way at either table."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from casino_brag.engine.cards import parse_cards
from casino_brag.engine.pub import Action

Kind = Literal["casino", "pub"]


@dataclass(frozen=True)
class Move:
    """One move of yours: a pub action ("bet", "look", …) or a casino one ("ante", "deal", …).
    `cards` are sets of card names: one per hand of an arrangement, one for a discard."""

    kind: str
    amount: int | None = None
    hand: str | None = None
    cards: tuple[frozenset[str], ...] = ()


def move_of(action: Action) -> Move:
    """A pub table's action as a lesson move (an arrangement split into its hands of three)."""
    names = [str(card) for card in action.cards]
    if action.kind == "arrange":
        groups = tuple(frozenset(names[i : i + 3]) for i in range(0, len(names), 3))
    else:
        groups = (frozenset(names),) if names else ()
    return Move(action.kind, action.amount, action.hand, groups)


@dataclass(frozen=True)
class Expect:
    """The move a step waits for. `least`/`most` bound a bet's chips; `cards` is written like
    "2c" for a discard or "As Ah Ad | Kc Qc Jc | 2d" for an arrangement, hand by hand."""

    kind: str
    amount: int | None = None
    least: int | None = None
    most: int | None = None
    hand: str | None = None
    cards: str = ""

    def groups(self) -> tuple[frozenset[str], ...]:
        return tuple(frozenset(str(c) for c in parse_cards(part)) for part in self.cards.split("|") if part.strip())

    def matches(self, move: Move) -> bool:
        if move.kind != self.kind:
            return False
        amount = move.amount if move.amount is not None else 0
        if self.amount is not None and amount != self.amount:
            return False
        if (self.least is not None and amount < self.least) or (self.most is not None and amount > self.most):
            return False
        if self.hand is not None and move.hand not in (self.hand, None):
            return False
        if self.kind == "arrange":  # the hands in any order: each meets the hand in the same place
            return set(move.cards) == set(self.groups())
        return not self.cards or move.cards == self.groups()


@dataclass(frozen=True)
class Step:
    """One move asked of you. Its words are the catalog's `lesson.<lesson>.<key>` (what to do and
    why) and `lesson.<lesson>.<key>.wrong` (the kind answer to any other move)."""

    key: str
    expect: Expect


@dataclass(frozen=True)
class Deal:
    """One deal's cards. At the pub: `hands` by seat and Bastard Brag's `community`; at the casino
    `hands` holds 0 (your three cards) and 1 (the dealer's)."""

    hands: Mapping[int, str]
    community: str | None = None


@dataclass(frozen=True)
class Lesson:
    """A lesson at one table: at the pub with `opponents` (character ids, the player on your left
    first), `rules` (house-rule changes), `chips` per seat and the first `dealer`; `moves` are the
    opponents' actions in the order they make them, written as `parse_action` reads them."""

    id: str
    table: Kind
    deals: tuple[Deal, ...]
    steps: tuple[Step, ...]
    opponents: tuple[str, ...] = ("edna",)
    rules: Mapping[str, Any] = field(default_factory=dict)
    chips: tuple[int, ...] = ()
    dealer: int = 1
    moves: Mapping[int, tuple[str, ...]] = field(default_factory=dict)

    @property
    def title(self) -> str:
        """The catalog key of the lesson's name."""
        return f"lesson.{self.id}.title"

    def key(self, part: str) -> str:
        """The catalog key of one of the lesson's texts."""
        return f"lesson.{self.id}.{part}"

    def seat_chips(self) -> tuple[int, ...]:
        return self.chips or (100,) * (len(self.opponents) + 1)


def parse_action(text: str) -> Action:
    """An opponent's scripted action: "look", "fold", "see", "cover", "keep", "stand", "draw",
    "bet 4", "discard 2c",
    "call", "raise", "check" (3 Card Brag Poker), "arrange As Ah Ad Kc Qc Jc 2d", "look retained", "keep new"."""
    kind, _, rest = text.strip().partition(" ")
    rest = rest.strip()
    if kind == "bet":
        return Action.bet(int(rest))
    if kind == "discard":
        return Action.discard(rest)
    if kind == "arrange":
        return Action.arrange(rest)
    simple = {"look": Action.look, "fold": Action.fold, "keep": Action.keep}
    if kind in simple:
        return simple[kind](rest or None)  # type: ignore[arg-type]
    return Action(kind)  # type: ignore[arg-type]


def scripted_action(text: str, offers: list[Action]) -> Action:
    """An opponent's scripted move at the table as it stands: "call" bets the least it may (the
    stake, whatever you raised it to), or calls where the game has a call of its own (3 Card Brag
    Poker); anything else is read by `parse_action`."""
    if text.strip() == "call":
        least = next((o.min for o in offers if o.kind == "bet" and o.min is not None), None)
        if least is not None:
            return Action.bet(least)
    return parse_action(text)
