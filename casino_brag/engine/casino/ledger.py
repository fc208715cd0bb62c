"""The player's bankroll as a ledger: every chip that leaves or returns is an entry.

Chips are integers and the balance can never go below zero, so a bet the player cannot cover is
refused before anything changes. The saved game stores these entries; the balance is always the
opening balance plus the sum of the entries.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from casino_brag.engine.errors import IllegalAction


@dataclass(frozen=True)
class LedgerEntry:
    """One movement of chips: `amount` is negative for a debit (chips to the table)."""

    seq: int
    amount: int
    balance: int
    memo: str

    @property
    def is_debit(self) -> bool:
        return self.amount < 0


class Ledger:
    """An append-only bankroll. `debit` and `credit` either apply completely or raise."""

    def __init__(self, opening: int = 0, entries: Iterable[LedgerEntry] = ()) -> None:
        if isinstance(opening, bool) or not isinstance(opening, int) or opening < 0:
            raise ValueError(f"an opening balance is a whole number of chips, at least 0, not {opening!r}")
        self.opening = opening
        self._entries: list[LedgerEntry] = []
        self._balance = opening
        for entry in entries:
            self._append(entry.amount, entry.memo)

    @property
    def balance(self) -> int:
        return self._balance

    @property
    def entries(self) -> tuple[LedgerEntry, ...]:
        return tuple(self._entries)

    def __repr__(self) -> str:
        return f"Ledger(opening={self.opening}, balance={self._balance}, entries={len(self._entries)})"

    def can_debit(self, amount: int) -> bool:
        return _chips(amount) <= self._balance

    def debit(self, amount: int, memo: str) -> LedgerEntry:
        """Take chips from the bankroll (a bet going onto the table)."""
        chips = _chips(amount)
        if chips > self._balance:
            raise IllegalAction(f"not enough chips: {memo} needs {chips}, the bankroll holds {self._balance}")
        return self._append(-chips, memo)

    def credit(self, amount: int, memo: str) -> LedgerEntry:
        """Give chips to the bankroll (returned stakes and winnings, or a top-up)."""
        return self._append(_chips(amount), memo)

    def _append(self, amount: int, memo: str) -> LedgerEntry:
        if self._balance + amount < 0:
            raise IllegalAction(f"not enough chips for {memo}")
        self._balance += amount
        entry = LedgerEntry(len(self._entries) + 1, amount, self._balance, memo)
        self._entries.append(entry)
        return entry


def _chips(amount: int) -> int:
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise IllegalAction(f"chips are whole numbers, not {amount!r}")
    if amount < 0:
        raise IllegalAction(f"an amount of chips cannot be negative ({amount})")
    return amount
