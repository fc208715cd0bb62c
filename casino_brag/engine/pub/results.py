"""How a hand and a session ended: typed outcomes rather than loose tuples."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from casino_brag.engine.cards import Card
from casino_brag.engine.hands import HandValue

HowWon = Literal["fold", "see", "cover", "showdown", "carry"]
"""fold: everyone else folded; see: two players and one paid to see; cover: betting ended because
at most one player with chips was left against players who had covered the pot; showdown: Bastard
Brag's last betting round ended with two or more players in, and every hand was shown; carry:
in Seven-, Nine- or Thirteen-Card Brag nobody won every comparison, so the pot stays for the next
deal and nobody won it (`winners` is empty and `winner` is `NOBODY`)."""

NOBODY = -1
"""The `winner` of a hand whose pot carried to the next deal."""


@dataclass(frozen=True)
class PotAward:
    pot: int
    seat: int
    amount: int


@dataclass(frozen=True)
class ShownHand:
    """A hand shown at the end: `cards` are the three that count, `own` the player's own cards.

    In Bastard Brag the counting three are chosen from the player's own cards and the community
    cards; `own_used` and `community_used` split them.
    """

    seat: int
    cards: tuple[Card, ...]
    discards: tuple[Card, ...]
    value: HandValue
    own: tuple[Card, ...] = ()

    @property
    def own_used(self) -> tuple[Card, ...]:
        """The counting cards that are the player's own."""
        return tuple(c for c in self.cards if c in self.own)

    @property
    def community_used(self) -> tuple[Card, ...]:
        """The counting cards taken from the community cards (Bastard Brag)."""
        return tuple(c for c in self.cards if c not in self.own)


@dataclass(frozen=True)
class HandResult:
    """The end of one hand.

    `winner` took the main pot (the first one, which every player still in contested); `how` is
    "fold", "see" or "cover"; `awards` lists every pot paid. `shown` maps each seat whose hand was
    turned face up to its three counting cards, in the order shown (empty when the last player
    standing won unseen), and `showdown` gives the details: values and Four-Card discards. After
    a see, `seer` paid to see `seen`.

    In Bastard Brag, identical hands split a pot: `winners` are all the seats that shared the
    main pot (`winner` is the first of them on the dealer's left, who took any odd chip), each
    with its own `PotAward`; `community` holds the community cards face up at the end.
    """

    number: int
    winner: int
    how: HowWon
    awards: tuple[PotAward, ...]
    showdown: tuple[ShownHand, ...]
    seer: int | None = None
    seen: int | None = None
    winners: tuple[int, ...] = ()
    community: tuple[Card, ...] = ()
    carried: int = 0
    """Chips left in the pot for the next deal: everyone folded to a blind player at a table
    where a blind winner's pot carries (`blind_win`); nothing was paid."""

    @property
    def split(self) -> bool:
        """Whether any pot was shared between players with identical hands."""
        seats: dict[int, set[int]] = {}
        for award in self.awards:
            seats.setdefault(award.pot, set()).add(award.seat)
        return any(len(s) > 1 for s in seats.values())

    @property
    def shown(self) -> dict[int, tuple[Card, ...]]:
        return {s.seat: s.cards for s in self.showdown}

    @property
    def values(self) -> dict[int, HandValue]:
        """The value of each shown hand, by seat."""
        return {s.seat: s.value for s in self.showdown}

    @property
    def winnings(self) -> dict[int, int]:
        """Chips won by each seat that won something."""
        won: dict[int, int] = {}
        for award in self.awards:
            won[award.seat] = won.get(award.seat, 0) + award.amount
        return won


@dataclass(frozen=True)
class Standing:
    """One line of the session table: `place` 1 is the leader; equal chips share a place."""

    place: int
    seat: int
    name: str
    chips: int
    net: int
    owes: int = 0
    """Chips lent to this player and not yet repaid (`short_of_chips = "lend"`)."""
