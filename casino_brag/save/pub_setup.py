"""The choices made before a Pub Brag session: who sits down, how well they play, the chips
everyone starts with, how quickly the opponents act, and the house rules.

The last setup is remembered in the save file's settings (`SETUP_KEY`). Reading it back is
forgiving: a value that is missing or no longer makes sense falls back to its default, so an old
or hand-edited save never stops the game from opening.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

from casino_brag.engine.ai import CHARACTERS, LEVELS
from casino_brag.engine.pub import SWITCHES, HouseRules, HouseRulesError
from casino_brag.engine.pub.games import game_class
from casino_brag.engine.pub.rules import TRADITIONAL, Switch, upgraded

SETUP_KEY = "pub_setup"
CHARACTER_IDS: tuple[str, ...] = tuple(c.id for c in CHARACTERS)
MAX_OPPONENTS = 7
STARTING_CHIPS: tuple[int, ...] = (50, 100, 200, 500, 1000)
PACES: tuple[str, ...] = ("slow", "normal", "fast", "instant")
PACE_SECONDS: dict[str, float] = {"slow": 1.5, "normal": 0.85, "fast": 0.35, "instant": 0.0}
"""How long an opponent seems to think before acting."""

RULE_CHOICES: dict[str, tuple[Any, ...]] = {
    "ante": (0, 1, 2, 5, 10),
    "min_first_bet": (1, 2, 5, 10),
    "max_stake": (None, 10, 20, 50, 100, 200),
    "pot_limit": (False, True),
    "blind_play": (True, False),
    "retain_blind_hand": (True, False),
    "short_of_chips": ("cover", "fold", "lend"),
    "shuffle": ("after-prial-see", "every-hand"),
    "variant": (
        "three-card",
        "four-card",
        "five-card",
        "seven-card",
        "nine-card",
        "thirteen-card",
        "three-stake",
        "single-stake",
        "brag-poker",
        "bastard",
    ),
    "session_hands": (10, 20, 50, 100, None),
    "a23": ("high", "low"),
    "threes_top": (True, False),
    "round_raise_cap": (None, 2, 4, 8),
    "community_cards": (3, 4),
    "stud": (False, True),
    "blind_bastard": (False, True),
    "lowball": (False, True),
    "max_first_bet": (None, 2, 5, 10, 20, 50),
    "max_raise": (None, 2, 5, 10, 20, 50),
    "wild": ("none", "twos", "one-eyed-jacks", "jokers"),
    "show_bottom": (False, True),
    "blind_win": ("take", "carry"),
    "agreed_showdown": (False, True),
    "retained_face_up": (False, True),
    "dealers_choice": (False, True),
}
"""The values the setup screen offers for each house rule, in the order it steps through them."""

BOARD_SWITCHES = ("community_cards", "stud", "blind_bastard")
"""Switches that only mean something in Bastard Brag."""
NOT_IN_BASTARD = ("retain_blind_hand", "blind_win", "agreed_showdown", "retained_face_up", "dealers_choice")
"""Switches Bastard Brag has no use for: a hand is worth nothing without the board it was dealt with."""
NOT_IN_SINGLE_STAKE = ("blind_play", "short_of_chips", "shuffle", "a23", "threes_top", "lowball", "wild", "show_bottom")
"""Switches Single-Stake Brag has no use for: it plays its own braggers and shuffles every deal."""
POKER_HIDDEN = ("min_first_bet", "max_stake", "pot_limit", "round_raise_cap", "max_first_bet", "max_raise")
"""Stake limits 3 Card Brag Poker has no use for: its blinds and bet sizes follow from the ante."""
ARRANGED_SWITCHES = ("ante", "shuffle", "session_hands", "a23", "threes_top")
"""The only switches of the games without betting (Seven-, Nine- and Thirteen-Card Brag)."""


def shown_switches(rules: HouseRules) -> tuple[Switch, ...]:
    """The house rules that apply to the chosen game: the game first, then (in Bastard Brag) its
    own switches, then the others in the engine's order."""
    by_name = {s.name: s for s in SWITCHES}
    if "arrange" in game_class(rules.variant).turn_kinds:
        return (by_name["variant"], *(s for s in SWITCHES if s.name in ARRANGED_SWITCHES))
    hidden: tuple[str, ...] = NOT_IN_BASTARD if rules.bastard else BOARD_SWITCHES
    if rules.variant == "three-stake":  # every hand is turned up for the 31: none is kept blind
        hidden = (*BOARD_SWITCHES, *NOT_IN_BASTARD)
    if rules.variant == "single-stake":  # its own wild cards and shuffle; no blind play, nobody short
        hidden = (*BOARD_SWITCHES, *NOT_IN_BASTARD, *NOT_IN_SINGLE_STAKE)
    if rules.variant == "brag-poker":  # blinds and fixed limits: no stake limits, nothing kept blind
        hidden = (*BOARD_SWITCHES, *NOT_IN_BASTARD, *POKER_HIDDEN)
    first = ("variant", *(BOARD_SWITCHES if rules.bastard else ()))
    rest = tuple(s for s in SWITCHES if s.name not in first and s.name not in hidden)
    return (*(by_name[name] for name in first), *rest)


def rules_with(rules: HouseRules, name: str, value: Any) -> HouseRules:
    """`rules` with one switch changed, and whatever else that change makes necessary: another
    game takes its own A-2-3 rule and drops Bastard Brag's switches; Blind Bastard needs blind
    play (and blind play off ends it). Raises `HouseRulesError` if it still makes no sense."""
    changes: dict[str, Any] = {name: value}
    if name == "variant" and value != rules.variant:
        changes["a23"] = None
        if value != "bastard":
            changes.update(community_cards=3, stud=False, blind_bastard=False)
        if value == "bastard" or game_class(value).turn_kinds:  # no blind winner, no betting to agree on
            changes.update(blind_win="take", agreed_showdown=False, retained_face_up=False, dealers_choice=False)
        if value == "bastard" and rules.wild == "jokers":  # Bastard Brag is played with 52 cards
            changes["wild"] = "none"
        if value not in TRADITIONAL and rules.short_of_chips == "lend":  # lend or show: two left betting
            changes["short_of_chips"] = "cover"
        if game_class(value).turn_kinds:  # the arranged games show only their own switches
            changes.update(lowball=False, wild="none", show_bottom=False)
    if name == "variant" and value == "single-stake":
        changes.update(lowball=False, wild="none")
    elif name == "variant" and rules.variant == "single-stake":  # the shuffle it forced goes back
        changes["shuffle"] = "after-prial-see"
    if name == "blind_bastard" and value:
        changes["blind_play"] = True
    if name == "blind_play" and not value:
        changes["blind_bastard"] = False
    return replace(rules, **changes)


DEFAULT_RULES = HouseRules(session_hands=20)
YOU = "You"


@dataclass(frozen=True)
class PubSetup:
    """Everything chosen on the setup screen. `opponents` are character ids in seat order (the
    player to your left first); you always sit in seat 0."""

    opponents: tuple[str, ...] = ("edna", "ray", "prof")
    level: str = "normal"
    chips: int = 200
    rules: HouseRules = field(default=DEFAULT_RULES)
    pace: str = "normal"
    advisor: bool = False

    def __post_init__(self) -> None:
        if not 1 <= len(self.opponents) <= MAX_OPPONENTS:
            raise ValueError(f"a pub table has 1 to {MAX_OPPONENTS} opponents, not {len(self.opponents)}")
        unknown = [o for o in self.opponents if o not in CHARACTER_IDS]
        if unknown or len(set(self.opponents)) != len(self.opponents):
            raise ValueError(f"opponents must be different characters from {', '.join(CHARACTER_IDS)}")
        if self.level not in LEVELS:
            raise ValueError(f"no difficulty {self.level!r}")
        if isinstance(self.chips, bool) or not isinstance(self.chips, int) or self.chips < 1:
            raise ValueError("starting chips must be a positive whole number")
        if self.pace not in PACES:
            raise ValueError(f"no pace {self.pace!r}")

    @property
    def names(self) -> tuple[str, ...]:
        """The names round the table, you first."""
        by_id = {c.id: c.name for c in CHARACTERS}
        return (YOU, *(by_id[o] for o in self.opponents))

    @property
    def pause(self) -> float:
        return PACE_SECONDS[self.pace]

    # -- changing one choice -----------------------------------------------------------------------

    def with_count(self, count: int) -> PubSetup:
        """`count` opponents: the chosen ones are kept in order, and more join from the cast."""
        count = max(1, min(MAX_OPPONENTS, count))
        chosen = list(self.opponents[:count])
        for candidate in CHARACTER_IDS:
            if len(chosen) >= count:
                break
            if candidate not in chosen:
                chosen.append(candidate)
        return replace(self, opponents=tuple(chosen))

    def toggled(self, character: str) -> PubSetup:
        """Seat or unseat a character; the table never drops below one opponent or above seven
        (seating an eighth lets the last one seated stand up)."""
        if character in self.opponents:
            if len(self.opponents) == 1:
                return self
            return replace(self, opponents=tuple(o for o in self.opponents if o != character))
        chosen = (*self.opponents, character)
        if len(chosen) > MAX_OPPONENTS:
            chosen = (*self.opponents[:-1], character)
        return replace(self, opponents=chosen)

    def with_rule(self, name: str, step: int) -> PubSetup:
        """The next (or previous) offered value of a house rule, skipping any the rules refuse
        (a maximum stake below the minimum first bet)."""
        choices = RULE_CHOICES[name]
        current = getattr(self.rules, name)
        index = choices.index(current) if current in choices else 0
        for offset in range(1, len(choices) + 1):
            value = choices[(index + step * offset) % len(choices)]
            try:
                rules = rules_with(self.rules, name, value)
            except HouseRulesError:
                continue
            return replace(self, rules=rules)
        return self

    def stepped(self, name: str, step: int) -> PubSetup:
        """The next (or previous) value of one of the setup's own choices."""
        if name == "count":
            return self.with_count(len(self.opponents) + step)
        options: tuple[Any, ...] = {"level": tuple(LEVELS), "chips": STARTING_CHIPS, "pace": PACES}[name]
        current = getattr(self, name)
        index = options.index(current) if current in options else 0
        return replace(self, **{name: options[(index + step) % len(options)]})

    # -- saving ------------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "opponents": list(self.opponents),
            "level": self.level,
            "chips": self.chips,
            "rules": self.rules.to_dict(),
            "pace": self.pace,
            "advisor": self.advisor,
        }

    @classmethod
    def from_dict(cls, data: object) -> PubSetup:
        """A setup from saved settings; anything unusable keeps its default."""
        setup = cls()
        if not isinstance(data, Mapping):
            return setup
        for name, value in data.items():
            if name == "rules":
                setup = replace(setup, rules=_rules_from(value, setup.rules))
                continue
            if name == "opponents" and isinstance(value, list):
                value = tuple(value)
            if name not in ("opponents", "level", "chips", "pace", "advisor"):
                continue
            if name == "advisor" and not isinstance(value, bool):
                continue
            try:
                setup = replace(setup, **{name: value})
            except (ValueError, TypeError):
                continue
        return setup


def _rules_from(data: object, default: HouseRules) -> HouseRules:
    """House rules from saved settings: all at once when they make sense together, otherwise
    switch by switch (the game first, since some switches need it), keeping the default of any
    bad one."""
    rules = default
    if not isinstance(data, Mapping):
        return rules
    data = upgraded({str(k): v for k, v in data.items()})
    known = {f.name for f in fields(HouseRules)}
    try:
        return replace(rules, **{str(k): v for k, v in data.items() if k in known})
    except (HouseRulesError, TypeError, ValueError):
        pass
    for name, value in sorted(data.items(), key=lambda item: item[0] != "variant"):
        try:
            rules = replace(rules, **{str(name): value})
        except (HouseRulesError, TypeError, ValueError):
            continue
    return rules
