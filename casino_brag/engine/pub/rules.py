"""House rules for the pub game: every switch a Brag school agrees on before the first deal.

`HouseRules` is frozen and validated, so a table can never run on rules that make no sense, and
`SWITCHES` describes each field in one line for the settings screen.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from typing import Any, Literal, get_args

from casino_brag.engine.errors import BragError
from casino_brag.engine.hands import Ranking

VariantName = Literal["three-card", "four-card", "five-card", "bastard", "seven-card", "nine-card", "thirteen-card"]
A23 = Literal["high", "low"]
ShortOfChips = Literal["cover", "fold"]
ShufflePolicy = Literal["after-prial-see", "every-hand"]

CARDS_DEALT: dict[str, int] = {
    "three-card": 3,
    "four-card": 4,
    "five-card": 5,
    "bastard": 3,
    "seven-card": 7,
    "nine-card": 9,
    "thirteen-card": 13,
}
"""Cards dealt to each player in each variant (Stud Bastard: 4). The betting games play the best
three; Seven-, Nine- and Thirteen-Card Brag arrange them into two, three or four hands of three."""

BASTARD_ONLY = ("wild_twos", "stud", "blind_bastard")
"""Switches that make sense only with community cards."""


class HouseRulesError(BragError, ValueError):
    """A house rule with a value that makes no sense; the message names the switch."""


@dataclass(frozen=True)
class Switch:
    """One house rule as the settings screen shows it."""

    name: str
    label: str
    help: str


SWITCHES: tuple[Switch, ...] = (
    Switch("ante", "Ante", "Chips every player puts in the pot before the deal (0 for none)."),
    Switch("min_first_bet", "Minimum first bet", "The least first open bet; a blind one is half, rounded up."),
    Switch("max_stake", "Maximum stake", "The highest the open stake may be raised to (none: only your chips)."),
    Switch("pot_limit", "Pot limit", "No raise may take the stake above the chips already in the pot."),
    Switch("blind_play", "Blind play", "Players may bet without looking at their cards, at half the open stake."),
    Switch("retain_blind_hand", "Retain a blind hand", "A blind player who wins unseen may keep that hand."),
    Switch("short_of_chips", "Short of chips", "cover: put in all you have and play for the pot so far; fold: fold."),
    Switch("shuffle", "Shuffle", "after-prial-see: only after a see won by a prial; every-hand: always."),
    Switch(
        "variant",
        "Game",
        "three-, four-, five-card (discard 0-2), bastard (community cards), seven-, nine-, thirteen-card (arranged).",
    ),
    Switch("session_hands", "Session length", "Hands in a session (none: until one player has all the chips)."),
    Switch("a23", "A-2-3", "high: the best run; low: the worst (unset: low in Bastard Brag, else high)."),
    Switch("threes_top", "Three threes on top", "3-3-3 is the best prial, above A-A-A (houses differ: agree it)."),
    Switch(
        "round_raise_cap",
        "Raise cap per round",
        "In each betting round the stake may rise to at most this many times its start (none: no cap).",
    ),
    Switch("community_cards", "Community cards", "Bastard Brag: 3 community cards, or 4 and a fifth betting round."),
    Switch("wild_twos", "Wild twos", "Bastard Brag: every 2 stands for any card; of equal hands, fewer wilds win."),
    Switch("stud", "Stud Bastard", "Bastard Brag: 4 cards each; on looking you discard 1 and keep 3."),
    Switch("blind_bastard", "Blind Bastard", "Bastard Brag: no looking at your cards until the last card is turned."),
)


def _int_field(name: str, value: object, low: int, high: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise HouseRulesError(f"house rule {name}: expected a whole number, got {value!r}")
    if not low <= value <= high:
        raise HouseRulesError(f"house rule {name}: must be from {low} to {high}, got {value}")


def _choice_field(name: str, value: object, choices: tuple[str, ...]) -> None:
    if value not in choices:
        raise HouseRulesError(f"house rule {name}: must be one of {', '.join(choices)}, got {value!r}")


def _bool_field(name: str, value: object) -> None:
    if not isinstance(value, bool):
        raise HouseRulesError(f"house rule {name}: expected true or false, got {value!r}")


LIMIT = 1_000_000
"""The largest chip figure any switch accepts."""


@dataclass(frozen=True)
class HouseRules:
    """The switches of a pub table. Amounts are whole chips; a stake is in open terms.

    `a23` left as None takes the game's own rule when the rules are made (low in Bastard Brag,
    high otherwise), so a built `HouseRules` always holds "high" or "low".
    """

    ante: int = 1
    min_first_bet: int = 1
    max_stake: int | None = None
    pot_limit: bool = False
    blind_play: bool = True
    retain_blind_hand: bool = True
    short_of_chips: ShortOfChips = "cover"
    shuffle: ShufflePolicy = "after-prial-see"
    variant: VariantName = "three-card"
    session_hands: int | None = None
    a23: A23 | None = None
    threes_top: bool = True
    round_raise_cap: int | None = None
    community_cards: int = 3
    wild_twos: bool = False
    stud: bool = False
    blind_bastard: bool = False

    def __post_init__(self) -> None:
        _int_field("ante", self.ante, 0, LIMIT)
        _int_field("min_first_bet", self.min_first_bet, 1, LIMIT)
        if self.max_stake is not None:
            _int_field("max_stake", self.max_stake, self.min_first_bet, LIMIT)
        if self.session_hands is not None:
            _int_field("session_hands", self.session_hands, 1, LIMIT)
        if self.round_raise_cap is not None:
            _int_field("round_raise_cap", self.round_raise_cap, 1, 1000)
        _int_field("community_cards", self.community_cards, 3, 4)
        for name in ("pot_limit", "blind_play", "retain_blind_hand", "threes_top", *BASTARD_ONLY):
            _bool_field(name, getattr(self, name))
        _choice_field("short_of_chips", self.short_of_chips, get_args(ShortOfChips))
        _choice_field("shuffle", self.shuffle, get_args(ShufflePolicy))
        _choice_field("variant", self.variant, get_args(VariantName))
        if self.a23 is None:
            object.__setattr__(self, "a23", "low" if self.bastard else "high")
        _choice_field("a23", self.a23, get_args(A23))
        if not self.bastard:
            for name in BASTARD_ONLY:
                if getattr(self, name):
                    raise HouseRulesError(f"house rule {name}: only for Bastard Brag (variant bastard)")
            if self.community_cards != 3:
                raise HouseRulesError("house rule community_cards: only for Bastard Brag (variant bastard)")
        if self.blind_bastard and not self.blind_play:
            raise HouseRulesError("house rule blind_bastard: needs blind_play, or nobody could bet before looking")

    @property
    def bastard(self) -> bool:
        """Bastard Brag: community cards turned one at a time, a betting round before each."""
        return self.variant == "bastard"

    @property
    def ranking(self) -> Ranking:
        """The hand ranking these rules play by."""
        return Ranking(a23=self.a23 or "high", threes_top=self.threes_top)

    @property
    def cards_dealt(self) -> int:
        return 4 if self.stud else CARDS_DEALT[self.variant]

    @property
    def community(self) -> int:
        """Community cards dealt to the middle: 0 except in Bastard Brag."""
        return self.community_cards if self.bastard else 0

    @property
    def betting_rounds(self) -> int:
        """One for traditional Brag; in Bastard Brag one before the first turn and one after each."""
        return self.community + 1

    @property
    def discards(self) -> int:
        """Cards a player throws away on looking: 0, 1 or 2."""
        return self.cards_dealt - 3

    @property
    def covering(self) -> bool:
        return self.short_of_chips == "cover"

    def stake_cap(self, pot: int, round_base: int | None = None) -> int | None:
        """The highest stake a raise may reach now (None: no limit but the chips in hand).

        `round_base` is the stake the betting round began with (at least the minimum first bet),
        which the raise cap per round multiplies.
        """
        if self.max_stake is None and not self.pot_limit and self.round_raise_cap is None:
            return None
        per_round = None
        if self.round_raise_cap is not None:
            per_round = self.round_raise_cap * max(round_base or 0, self.min_first_bet)
        caps = [c for c in (self.max_stake, pot if self.pot_limit else None, per_round) if c is not None]
        return min(caps) if caps else None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> HouseRules:
        """Rules from saved settings; an unknown switch is an error that names it."""
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise HouseRulesError(f"unknown house rule {unknown[0]!r}")
        return cls(**dict(data))
