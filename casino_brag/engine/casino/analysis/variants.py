"""Paytables one change away from another: a payout set, added or removed.

Payouts are named as in the file, "section.hand" ("pair_bonus.flush", "ante_bonus.run"), so the
command line, the tornado chart, the solver and the editor all speak the paytable's own words.
"""

from __future__ import annotations

from fractions import Fraction

from casino_brag.engine.casino.paytable import MAX_ODDS, PAY_KEYS, PayScale, Paytable, PaytableError

PAY_SECTIONS = ("ante_bonus", "play_odds", "pair_bonus")
SECTION_TITLES = {"ante_bonus": "Ante Bonus", "play_odds": "Play at odds", "pair_bonus": "Pair Bonus"}


def all_payout_keys() -> tuple[str, ...]:
    """Every payout a paytable can list, as "section.hand"."""
    return tuple(f"{section}.{key}" for section in PAY_SECTIONS for key in PAY_KEYS)


def listed_payouts(paytable: Paytable) -> tuple[str, ...]:
    """The payouts this paytable lists, in file order."""
    return tuple(f"{section}.{key}" for section in PAY_SECTIONS for key, _ in _scale(paytable, section).odds)


def payout(paytable: Paytable, name: str) -> Fraction | None:
    """The odds listed for "section.hand", or None when the table does not list it."""
    section, key = split_key(name)
    for listed, odds in _scale(paytable, section).odds:
        if listed == key:
            return odds
    return None


def with_payout(paytable: Paytable, name: str, odds: Fraction | None) -> Paytable:
    """The same paytable with one payout set (None removes it); odds must be 0…1,000,000."""
    section, key = split_key(name)
    if odds is not None and not 0 <= odds <= MAX_ODDS:
        raise PaytableError(paytable.source, name, f"odds must be 0 to {MAX_ODDS:,}, got {odds}")
    listed = dict(_scale(paytable, section).odds)
    if odds is None:
        listed.pop(key, None)
    else:
        listed[key] = odds
    scale = PayScale(tuple((k, listed[k]) for k in PAY_KEYS if k in listed))
    if section == "ante_bonus":
        return paytable._replace(ante_bonus=scale)
    if section == "play_odds":
        return paytable._replace(play_odds=scale)
    return paytable._replace(pair_bonus=scale)


def split_key(name: str) -> tuple[str, str]:
    """("pair_bonus", "flush") from "pair_bonus.flush"; ValueError naming the choices otherwise."""
    section, _, key = name.partition(".")
    if section not in PAY_SECTIONS or key not in PAY_KEYS:
        raise ValueError(
            f"unknown payout {name!r}: expected section.hand with a section of {', '.join(PAY_SECTIONS)} "
            f"and a hand of {', '.join(PAY_KEYS)}"
        )
    return section, key


def bet_of(name: str) -> str:
    """Which bet's return a payout moves: "pair_bonus" for the Pair Bonus, else "ante"."""
    return "pair_bonus" if split_key(name)[0] == "pair_bonus" else "ante"


def _scale(paytable: Paytable, section: str) -> PayScale:
    scale: PayScale = getattr(paytable, section)
    return scale
