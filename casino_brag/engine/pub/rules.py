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
from casino_brag.engine.wild import WILD_SETS

VariantName = Literal[
    "three-card",
    "four-card",
    "five-card",
    "bastard",
    "seven-card",
    "nine-card",
    "thirteen-card",
    "three-stake",
    "single-stake",
    "brag-poker",
]
TRADITIONAL = ("three-card", "four-card", "five-card")
"""The games whose agreed showdown and carried blind pot the house rules offer."""
A23 = Literal["high", "low"]
ShortOfChips = Literal["cover", "fold", "lend"]
ShufflePolicy = Literal["after-prial-see", "every-hand"]
WildCards = Literal["none", "twos", "one-eyed-jacks", "jokers"]
BlindWin = Literal["take", "carry"]

CARDS_DEALT: dict[str, int] = {
    "three-card": 3,
    "four-card": 4,
    "five-card": 5,
    "bastard": 3,
    "seven-card": 7,
    "nine-card": 9,
    "thirteen-card": 13,
    "three-stake": 3,
    "single-stake": 3,
    "brag-poker": 3,
}
"""Cards dealt to each player in each variant (Stud Bastard: 4). The betting games play the best
three; Seven-, Nine- and Thirteen-Card Brag arrange them into two, three or four hands of three."""

BASTARD_ONLY = ("stud", "blind_bastard")
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
    Switch("ante", "Ante", "Chips everyone puts in the pot before each deal."),
    Switch("min_first_bet", "Minimum first bet", "The least first bet; a blind player pays half, rounded up."),
    Switch("max_stake", "Maximum stake", "The stake may never be raised above this."),
    Switch("pot_limit", "Pot limit", "Nobody may raise the stake above the chips in the pot."),
    Switch("blind_play", "Blind play", "Bet without looking at your cards, at half the open price."),
    Switch("retain_blind_hand", "Retain a blind hand", "Win blind when everyone folds, and you may keep that hand."),
    Switch("short_of_chips", "Short of chips", "What happens when you cannot afford the stake."),
    Switch("shuffle", "Shuffle", "When the pack is shuffled again; otherwise the cards are gathered unshuffled."),
    Switch(
        "variant",
        "Game",
        "Three, four or five cards each, community cards, seven, nine or thirteen arranged, or three stakes.",
    ),
    Switch("session_hands", "Session length", "Hands to play, or play on until one has every chip."),
    Switch("a23", "A-2-3", "Whether A-2-3 is the best run of all or the worst (the game's own rule if unset)."),
    Switch("threes_top", "Three threes on top", "3-3-3 beats A-A-A as the best prial; off, prials go by rank."),
    Switch(
        "round_raise_cap",
        "Raise cap per round",
        "Each round the stake may grow to at most this many times.",
    ),
    Switch("community_cards", "Community cards", "3 cards in the middle, or 4 and a fifth betting round."),
    Switch("stud", "Stud Bastard", "4 cards each; on looking, throw 1 away and keep 3."),
    Switch("blind_bastard", "Blind Bastard", "Nobody looks at their cards until the last card is turned."),
    Switch("lowball", "Lowball", "Hands rank upside down: Brag's losing hands win."),
    Switch("max_first_bet", "Largest first bet", "The most the first bet of a hand may be."),
    Switch("max_raise", "Largest raise", "The most one bet may raise the stake by."),
    Switch("wild", "Wild cards", "Cards that can be any card; of equal hands, fewer wilds win."),
    Switch("show_bottom", "Bottom card shown", "The pack lies face up: all see its bottom card and folds."),
    Switch("blind_win", "A blind winner's pot", "When everyone folds to a blind player: take the pot, or carry it on."),
    Switch(
        "agreed_showdown",
        "Agreed showdown",
        "Three or more in: all may agree to show, and the best hand wins.",
    ),
    Switch(
        "retained_face_up",
        "Kept hand shown",
        "A kept blind hand gets a second hand face up: all look, and who can't beat it folds.",
    ),
    Switch(
        "dealers_choice",
        "Dealer's choice",
        "After each round of deals, the dealer picks the next game and its wild cards.",
    ),
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
    stud: bool = False
    blind_bastard: bool = False
    lowball: bool = False
    max_first_bet: int | None = None
    max_raise: int | None = None
    wild: WildCards = "none"
    show_bottom: bool = False
    blind_win: BlindWin = "take"
    agreed_showdown: bool = False
    retained_face_up: bool = False
    dealers_choice: bool = False

    def __post_init__(self) -> None:
        _int_field("ante", self.ante, 0, LIMIT)
        _int_field("min_first_bet", self.min_first_bet, 1, LIMIT)
        if self.max_stake is not None:
            _int_field("max_stake", self.max_stake, self.min_first_bet, LIMIT)
        if self.session_hands is not None:
            _int_field("session_hands", self.session_hands, 1, LIMIT)
        if self.max_first_bet is not None:
            _int_field("max_first_bet", self.max_first_bet, self.min_first_bet, LIMIT)
        if self.max_raise is not None:
            _int_field("max_raise", self.max_raise, 1, LIMIT)
        if self.round_raise_cap is not None:
            _int_field("round_raise_cap", self.round_raise_cap, 1, 1000)
        _int_field("community_cards", self.community_cards, 3, 4)
        for name in (
            "pot_limit",
            "blind_play",
            "retain_blind_hand",
            "threes_top",
            "lowball",
            "show_bottom",
            "agreed_showdown",
            "retained_face_up",
            "dealers_choice",
            *BASTARD_ONLY,
        ):
            _bool_field(name, getattr(self, name))
        _choice_field("short_of_chips", self.short_of_chips, get_args(ShortOfChips))
        _choice_field("shuffle", self.shuffle, get_args(ShufflePolicy))
        _choice_field("variant", self.variant, get_args(VariantName))
        _choice_field("wild", self.wild, get_args(WildCards))
        _choice_field("blind_win", self.blind_win, get_args(BlindWin))
        if self.bastard and self.agreed_showdown:
            raise HouseRulesError("house rule agreed_showdown: Bastard Brag shows every hand at its own showdown")
        if self.bastard and self.blind_win != "take":
            raise HouseRulesError("house rule blind_win: a carried pot is for the traditional games, not Bastard Brag")
        if self.variant not in TRADITIONAL:
            if self.agreed_showdown:
                raise HouseRulesError(
                    f"house rule agreed_showdown: only for Three-, Four- and Five-Card Brag, not {self.variant}"
                )
            if self.blind_win != "take":
                raise HouseRulesError(
                    f"house rule blind_win: only for Three-, Four- and Five-Card Brag, not {self.variant}"
                )
            if self.wild == "jokers":
                raise HouseRulesError(
                    f"house rule wild: jokers are for Three-, Four- and Five-Card Brag, not {self.variant}"
                )
            if self.short_of_chips == "lend":
                raise HouseRulesError(
                    f"house rule short_of_chips: lend is for Three-, Four- and Five-Card Brag, not {self.variant}"
                )
            if self.dealers_choice:
                raise HouseRulesError(
                    f"house rule dealers_choice: only for Three-, Four- and Five-Card Brag, not {self.variant}"
                )
            if self.retained_face_up:
                raise HouseRulesError(
                    f"house rule retained_face_up: only for Three-, Four- and Five-Card Brag, not {self.variant}"
                )
        if self.variant == "single-stake":
            single_stake_rules(self)
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
        return Ranking(self.a23 or "high", self.threes_top, self.lowball, WILD_SETS[self.wild])

    @property
    def jokers(self) -> bool:
        """Whether the pack has the two jokers (54 cards)."""
        return self.wild == "jokers"

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
        if self.max_first_bet is not None:
            _int_field("max_first_bet", self.max_first_bet, self.min_first_bet, LIMIT)
        if self.max_raise is not None:
            _int_field("max_raise", self.max_raise, 1, LIMIT)
        if self.round_raise_cap is not None:
            per_round = self.round_raise_cap * max(round_base or 0, self.min_first_bet)
        caps = [c for c in (self.max_stake, pot if self.pot_limit else None, per_round) if c is not None]
        return min(caps) if caps else None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> HouseRules:
        """Rules from saved settings; an unknown switch is an error that names it. Rules saved
        before wild cards were one switch (`wild_twos`) read as `wild`."""
        data = upgraded(data)
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise HouseRulesError(f"unknown house rule {unknown[0]!r}")
        return cls(**dict(data))


def single_stake_rules(rules: HouseRules) -> None:
    """Single-Stake Brag plays its own braggers and shuffles before every deal, as the old game did."""
    if rules.wild != "none" or rules.lowball:
        name = "wild" if rules.wild != "none" else "lowball"
        raise HouseRulesError(f"house rule {name}: Single-Stake Brag plays its braggers A♦ J♣ 9♦, nothing else")
    object.__setattr__(rules, "shuffle", "every-hand")


def upgraded(data: Mapping[str, Any]) -> dict[str, Any]:
    """Saved rules in today's switches: Bastard Brag's old `wild_twos` on is `wild = "twos"`."""
    out = dict(data)
    if "wild_twos" in out and out.pop("wild_twos") is True:
        out.setdefault("wild", "twos")
    return out
