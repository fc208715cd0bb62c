"""Casino Brag paytables: the TOML file format, parsed into frozen, validated values.

A paytable is data, not code: the rules switches and every payout live in a file, and a bad file
is refused with one line naming the file, the key and the problem. The engine parses the bytes it
is given; finding files by name is the catalog's job.
"""

from __future__ import annotations

import math
import re
import sys
import tomllib
from collections.abc import Mapping
from fractions import Fraction
from pathlib import Path
from typing import Literal, NamedTuple

from casino_brag.engine.cards import Rank
from casino_brag.engine.errors import BragError
from casino_brag.engine.hands import Category, HandValue

MAX_BYTES = 64 * 1024
"""A paytable file is a few hundred bytes; anything over 64 KiB is refused unread."""
MAX_ODDS = 1_000_000
"""Odds above a million to one are a typing mistake, not a paytable."""
MAX_TEXT = 200
"""The longest name or description: one line of printable text, as shown at the table."""

PAY_KEYS = ("prial_of_threes", "prial", "running_flush", "run", "flush", "pair", "high_card")
"""The hand names a payout section may list, best first. 3-3-3 pays as a prial unless listed."""

_TOP_KEYS = ("name", "description", "rules", "ante_bonus", "play_odds", "pair_bonus", "limits")
_REQUIRED_SECTIONS = ("rules", "ante_bonus", "pair_bonus")
_RULE_KEYS = ("play_multiplier", "dealer_qualifies", "tie", "ante_if_dealer_not_qualify", "fold_forfeits_pair_bonus")
_LIMIT_KEYS = ("min_ante", "max_ante", "max_pair_bonus")
_HIGH_RANKS = {**{str(n): Rank(n) for n in range(2, 11)}, "t": Rank.TEN, "j": Rank.JACK, "q": Rank.QUEEN}
_HIGH_RANKS |= {"k": Rank.KING, "a": Rank.ACE}
"""The rank tokens of "<rank>-high", lower case (read without a regular expression: quick to load)."""


class PaytableError(BragError):
    """A paytable file that cannot be used. `str()` is one line: file, key, problem."""

    def __init__(self, source: str, key: str | None, problem: str) -> None:
        self.source = source
        self.key = key
        self.problem = problem
        where = f"{source}: {key}" if key else source
        super().__init__(f"{where}: {problem}")


def pay_key(value: HandValue) -> str:
    """The payout key a hand is paid under: "prial_of_threes" for 3-3-3, else its category."""
    if value.category is Category.PRIAL and value.ranks[0] is Rank.THREE:
        return "prial_of_threes"
    return value.category.key


class PayScale(NamedTuple):
    """One payout section: odds "to 1" for the hands it lists, best hand first."""

    odds: tuple[tuple[str, Fraction], ...] = ()

    def get(self, key: str) -> Fraction | None:
        """The odds for a payout key; 3-3-3 falls back to the prial odds when not listed."""
        for name, odds in self.odds:
            if name == key:
                return odds
        return self.get("prial") if key == "prial_of_threes" else None

    def for_hand(self, value: HandValue) -> Fraction | None:
        """The odds this section pays on a hand, or None when the hand is not listed."""
        return self.get(pay_key(value))

    def __bool__(self) -> bool:
        return bool(self.odds)


class Qualifier(NamedTuple):
    """What the dealer needs to qualify: anything ("none"), a high card of `rank` or better, or a pair."""

    kind: Literal["none", "high", "pair"] = "high"
    rank: Rank | None = Rank.QUEEN

    @classmethod
    def parse(cls, text: str) -> Qualifier:
        """Read "Q-high", "10-high", "pair" or "none" (case does not matter)."""
        word = text.strip().lower()
        if word == "none":
            return cls("none", None)
        if word == "pair":
            return cls("pair", None)
        rank = _HIGH_RANKS.get(word.removesuffix("-high")) if word.endswith("-high") else None
        if rank is None:
            raise ValueError(f'expected "none", "pair" or "<rank>-high" with a rank 2…A, got {text!r}')
        return cls("high", rank)

    def qualifies(self, value: HandValue) -> bool:
        """Whether a dealer holding `value` qualifies. Qualifying is an upper set of hand values."""
        if self.kind == "none":
            return True
        if self.kind == "pair":
            return value.category >= Category.PAIR
        assert self.rank is not None
        return value.category > Category.HIGH_CARD or value.ranks[0] >= self.rank

    @property
    def text(self) -> str:
        """As written in a paytable: "Q-high", "pair", "none"."""
        if self.kind == "high":
            assert self.rank is not None
            return f"{self.rank.symbol}-high"
        return self.kind

    @property
    def words(self) -> str:
        """For players: "Queen high or better", "a pair or better", "always"."""
        if self.kind == "high":
            assert self.rank is not None
            return f"{self.rank.noun} high or better"
        return "a pair or better" if self.kind == "pair" else "always"


class Rules(NamedTuple):
    """The rule switches of a casino table; the defaults are the standard game's."""

    play_multiplier: int = 1
    dealer_qualifies: Qualifier = Qualifier()
    tie: Literal["push", "dealer"] = "push"
    ante_if_dealer_not_qualify: Literal["win", "push"] = "win"
    fold_forfeits_pair_bonus: bool = False


class Limits(NamedTuple):
    """Table limits in chips. The Play bet is always Ante × play_multiplier."""

    min_ante: int = 1
    max_ante: int = 500
    max_pair_bonus: int = 100


class Paytable(NamedTuple):
    """A validated paytable. `key` is the shipped name or the file's stem; `name` is for display."""

    key: str
    name: str
    description: str
    source: str
    rules: Rules
    ante_bonus: PayScale
    play_odds: PayScale
    pair_bonus: PayScale
    limits: Limits

    @property
    def game(self) -> tuple[Rules, PayScale, PayScale, PayScale]:
        """Everything that decides the mathematics; analyses are cached on this."""
        return self.rules, self.ante_bonus, self.play_odds, self.pair_bonus

    def play_odds_for(self, value: HandValue) -> Fraction:
        """Odds on a winning Play bet: listed odds, or 1 to 1."""
        return self.play_odds_for_key(pay_key(value))

    def ante_bonus_for(self, value: HandValue) -> Fraction:
        """Ante Bonus odds on a played hand (0 when the hand earns none)."""
        return self.ante_bonus_for_key(pay_key(value))

    def play_odds_for_key(self, key: str) -> Fraction:
        """Odds on a winning Play bet for a payout key ("run"): listed odds, or 1 to 1."""
        odds = self.play_odds.get(key)
        return Fraction(1) if odds is None else odds

    def ante_bonus_for_key(self, key: str) -> Fraction:
        """Ante Bonus odds for a payout key (0 when the hand earns none)."""
        odds = self.ante_bonus.get(key)
        return Fraction(0) if odds is None else odds


def load_paytable(path: str | Path, key: str | None = None) -> Paytable:
    """Read and validate a paytable file; never reads more than 64 KiB of it."""
    file = Path(path)
    source = str(path)
    try:
        with file.open("rb") as handle:
            data = handle.read(MAX_BYTES + 1)
    except OSError as exc:
        raise PaytableError(source, None, f"cannot read the file: {exc.strerror or exc}") from None
    return parse_paytable(data, source=source, key=key or file.stem)


def parse_paytable(data: bytes, source: str = "<paytable>", key: str | None = None) -> Paytable:
    """Validate paytable bytes; any problem raises PaytableError naming `source` and the key."""
    if len(data) > MAX_BYTES:
        raise PaytableError(source, None, f"the file is larger than 64 KiB ({MAX_BYTES:,} bytes); not a paytable")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise PaytableError(source, None, f"not UTF-8 text (bad byte at offset {exc.start})") from None
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PaytableError(source, None, _toml_problem(str(exc))) from None
    except ValueError as exc:  # tomllib reads whole numbers with int(), which refuses thousands of digits
        problem = f"a number has more than {sys.get_int_max_str_digits():,} digits"
        raise PaytableError(source, None, problem if "digits" in str(exc) else f"invalid TOML: {exc}") from None
    except RecursionError:  # the reader recurses once per level of [[[…]]] or {a = {…}}
        raise PaytableError(source, None, "lists or tables nested too deeply to read") from None
    return _Reader(source).paytable(doc, key or Path(source).stem)


def _toml_problem(message: str) -> str:
    """tomllib's message, with its "(at line L, column C)" moved to the front where people look."""
    found = re.search(r"\s*\(at line (\d+), column (\d+)\)$", message)
    if found is None:
        return f"invalid TOML: {message}"
    return f"invalid TOML at line {found.group(1)}, column {found.group(2)}: {message[: found.start()]}"


def _shown(value: int | float) -> str:
    """A number as written, or its length when writing it out would fill the screen."""
    if isinstance(value, int) and abs(value) >= 10**15:
        return f"a {math.floor(math.log10(abs(value))) + 1:,}-digit number"
    return str(value)


def _text_problem(value: str) -> str | None:
    """Why `value` cannot be shown as a name or description, or None when it can."""
    if len(value) > MAX_TEXT:
        return f"expected one line of at most {MAX_TEXT} characters, got {len(value):,}"
    for place, char in enumerate(value, 1):
        if not char.isprintable():
            if char in "\n\r\x85\u2028\u2029":
                kind = "a line break"
            elif ord(char) < 0x20 or 0x7F <= ord(char) < 0xA0:
                kind = "a control character"
            else:
                kind = "an invisible character"
            return f"expected printable text; character {place} is {kind} (U+{ord(char):04X})"
    return None


def _type_name(value: object) -> str:
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int):
        return "a whole number"
    if isinstance(value, float):
        return "a decimal number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "a list"
    return type(value).__name__


class _Reader:
    """Checks one parsed document, raising on the first problem with its dotted key."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, key: str | None, problem: str) -> PaytableError:
        return PaytableError(self.source, key, problem)

    def table(self, doc: Mapping[str, object], key: str, allowed: tuple[str, ...]) -> Mapping[str, object]:
        value = doc[key]
        if not isinstance(value, dict):
            raise self.fail(key, f"expected a table ([{key}]), got {_type_name(value)}")
        self.known(value, allowed, key + ".", f"[{key}]")
        return value

    def known(self, table: Mapping[str, object], allowed: tuple[str, ...], prefix: str, where: str) -> None:
        for name in table:
            if name not in allowed:
                raise self.fail(f"{prefix}{name}", f"unknown key in {where} (expected one of: {', '.join(allowed)})")

    def text(self, doc: Mapping[str, object], key: str, default: str) -> str:
        value = doc.get(key, default)
        if not isinstance(value, str):
            raise self.fail(key, f"expected text, got {_type_name(value)}")
        problem = _text_problem(value)
        if problem is not None:
            raise self.fail(key, problem)
        return value.strip()

    def whole(self, table: Mapping[str, object], name: str, key: str, default: int, low: int, high: int) -> int:
        value = table.get(name, default)
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(key, f"expected a whole number, got {_type_name(value)}")
        if not low <= value <= high:
            raise self.fail(key, f"{_shown(value)} is out of range (allowed {low:,} to {high:,})")
        return value

    def choice(self, table: Mapping[str, object], name: str, key: str, default: str, options: tuple[str, ...]) -> str:
        value = table.get(name, default)
        if not isinstance(value, str):
            raise self.fail(key, f"expected text, got {_type_name(value)}")
        if value not in options:
            raise self.fail(key, f"expected one of {', '.join(repr(o) for o in options)}, got {value!r}")
        return value

    def odds(self, key: str, value: object) -> Fraction:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise self.fail(key, f"odds must be a number (to 1), got {_type_name(value)}")
        if isinstance(value, float) and math.isnan(value):
            raise self.fail(key, "odds must be a number (to 1), got nan")
        if isinstance(value, float) and math.isinf(value):
            raise self.fail(key, "odds must be finite, got infinity")
        if value < 0:
            raise self.fail(key, f"odds must not be negative, got {_shown(value)}")
        if value > MAX_ODDS:
            raise self.fail(key, f"odds of {_shown(value)} to 1 are over the limit of {MAX_ODDS:,} to 1")
        return Fraction(value) if isinstance(value, int) else Fraction(repr(value))

    def scale(self, doc: Mapping[str, object], section: str) -> PayScale:
        if section not in doc:
            return PayScale()
        table = self.table(doc, section, PAY_KEYS)
        listed = {name: self.odds(f"{section}.{name}", table[name]) for name in table}
        return PayScale(tuple((name, listed[name]) for name in PAY_KEYS if name in listed))

    def rules(self, doc: Mapping[str, object]) -> Rules:
        table = self.table(doc, "rules", _RULE_KEYS)
        multiplier = self.whole(table, "play_multiplier", "rules.play_multiplier", 1, 1, 4)
        text = table.get("dealer_qualifies", "Q-high")
        if not isinstance(text, str):
            raise self.fail("rules.dealer_qualifies", f"expected text, got {_type_name(text)}")
        try:
            qualifier = Qualifier.parse(text)
        except ValueError as exc:
            raise self.fail("rules.dealer_qualifies", str(exc)) from None
        tie = self.choice(table, "tie", "rules.tie", "push", ("push", "dealer"))
        ante = self.choice(
            table, "ante_if_dealer_not_qualify", "rules.ante_if_dealer_not_qualify", "win", ("win", "push")
        )
        forfeits = table.get("fold_forfeits_pair_bonus", False)
        if not isinstance(forfeits, bool):
            raise self.fail("rules.fold_forfeits_pair_bonus", f"expected true or false, got {_type_name(forfeits)}")
        return Rules(
            multiplier,
            qualifier,
            "push" if tie == "push" else "dealer",
            "win" if ante == "win" else "push",
            forfeits,
        )

    def limits(self, doc: Mapping[str, object]) -> Limits:
        if "limits" not in doc:
            return Limits()
        table = self.table(doc, "limits", _LIMIT_KEYS)
        default = Limits()
        top = 1_000_000_000
        low = self.whole(table, "min_ante", "limits.min_ante", default.min_ante, 1, top)
        high = self.whole(table, "max_ante", "limits.max_ante", max(default.max_ante, low), 1, top)
        if high < low:
            raise self.fail("limits.max_ante", f"{high} is below limits.min_ante ({low})")
        pair = self.whole(table, "max_pair_bonus", "limits.max_pair_bonus", default.max_pair_bonus, 0, top)
        return Limits(low, high, pair)

    def paytable(self, doc: Mapping[str, object], key: str) -> Paytable:
        self.known(doc, _TOP_KEYS, "", "the paytable")
        for section in _REQUIRED_SECTIONS:
            if section not in doc:
                hint = " (write an empty section when nothing pays)" if section != "rules" else ""
                raise self.fail(section, f"missing required section [{section}]{hint}")
        name = self.text(doc, "name", key) or key
        return Paytable(
            key=key,
            name=name,
            description=self.text(doc, "description", ""),
            source=self.source,
            rules=self.rules(doc),
            ante_bonus=self.scale(doc, "ante_bonus"),
            play_odds=self.scale(doc, "play_odds"),
            pair_bonus=self.scale(doc, "pair_bonus"),
            limits=self.limits(doc),
        )
