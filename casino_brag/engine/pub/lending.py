"""Short of chips: lend or show (`short_of_chips = "lend"`, seed 003).

With two players left betting, when the one to act cannot afford the next bet (nor a see), the
other chooses: lend them the chips that bet needs, or call for a show. A loan moves chips from
the lender's stack to the borrower's (`LoanMade`) and the borrower plays on; a show turns both
hands over as a see by the player who called it, the short player putting in nothing more
(`ShowCalled`; on equal hands the short player, the one seen, wins). Each loan is a debt, repaid
from the borrower's next winnings as soon as a hand pays them (`LoanRepaid`), and whatever is
still owed when the session ends is paid then from the borrower's chips, as far as they go
(`LoanSettled`). With three or more players betting, a short player may only fold, as under the
harsh rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from casino_brag.engine.pub.actions import Action, offer
from casino_brag.engine.pub.betting import BettingRound, bet_offer, may_see
from casino_brag.engine.pub.events import Event
from casino_brag.engine.pub.results import PotAward
from casino_brag.engine.pub.rules import HouseRules

if TYPE_CHECKING:
    from casino_brag.engine.pub.pots import Pots
    from casino_brag.engine.pub.seats import SeatState

Debts = dict[tuple[int, int], int]
"""Chips owed, by (borrower, lender)."""


@dataclass(frozen=True)
class LoanMade(Event):
    """`lender` lent `borrower` `amount` chips to make their next bet."""

    lender: int
    borrower: int
    amount: int

    @property
    def seat(self) -> int:
        return self.lender

    def decision(self) -> tuple[int, Action]:
        return self.lender, Action("lend")


@dataclass(frozen=True)
class ShowCalled(Event):
    """`seat` would not lend to the short player `short`: both hands are shown."""

    seat: int
    short: int

    def decision(self) -> tuple[int, Action]:
        return self.seat, Action("show")


@dataclass(frozen=True)
class LoanRepaid(Event):
    """`borrower` paid `lender` back `amount` out of the chips just won; `left` is still owed."""

    borrower: int
    lender: int
    amount: int
    left: int


@dataclass(frozen=True)
class LoanSettled(Event):
    """The session is over: `borrower` paid `lender` `amount` of the `owed`; the rest is unpaid."""

    borrower: int
    lender: int
    amount: int
    owed: int


class LendingTable(Protocol):
    """What the rule needs of the table (a `Table`)."""

    rules: HouseRules
    _seats: list[SeatState]
    _betting: BettingRound
    _pots: Pots
    _debts: Debts
    _lend_for: int | None

    @property
    def betting_seats(self) -> tuple[int, ...]: ...

    def is_blind(self, seat: int) -> bool: ...

    def _emit(self, event: Event) -> None: ...


def _lending(table: LendingTable) -> bool:
    return table.rules.short_of_chips == "lend"


def short(table: LendingTable, seat: int) -> bool:
    """Whether `seat`, about to act with one other player betting, can afford neither the next
    bet nor a see: the other player must choose to lend or to show."""
    bettors = table.betting_seats
    if not _lending(table) or len(bettors) != 2 or seat not in bettors:
        return False
    st = table._seats[seat]
    if st.pending is not None:  # still choosing what to keep: the bet comes after
        return False
    blind = not st.open
    if bet_offer(table._betting, table.rules, st.chips, blind, table._pots.total) is not None:
        return False
    other = bettors[0] if bettors[1] == seat else bettors[1]
    cost = table._betting.see_cost(blind)
    return not (may_see(table._betting, blind, table.is_blind(other)) and st.chips >= cost)


def turn_to(table: LendingTable, seat: int) -> int:
    """Who acts now that the turn comes to `seat`: the other player, to lend or show, when `seat`
    is short of chips; otherwise `seat`."""
    if not short(table, seat):
        return seat
    table._lend_for = seat
    bettors = table.betting_seats
    return bettors[0] if bettors[1] == seat else bettors[1]


def loan_needed(table: LendingTable, seat: int) -> int:
    """The chips `seat` lacks for the least bet it may make."""
    st = table._seats[seat]
    least = bet_offer(table._betting, table.rules, 10**12, not st.open, table._pots.total)
    return max(1, (least.min if least is not None and least.min is not None else 1) - st.chips)


def offers(table: LendingTable, lender: int) -> list[Action]:
    """The lender's choice: lend what the short player needs (if the lender has it), or show."""
    short_seat = table._lend_for
    assert short_seat is not None
    need = loan_needed(table, short_seat)
    choices = [offer("lend", cost=need)] if table._seats[lender].chips >= need else []
    return [*choices, offer("show")]


def lend(table: LendingTable, lender: int) -> int:
    """Make the loan; returns the borrower, whose turn it now is."""
    borrower = table._lend_for
    assert borrower is not None
    amount = loan_needed(table, borrower)
    table._seats[lender].chips -= amount
    table._seats[borrower].chips += amount
    key = (borrower, lender)
    table._debts[key] = table._debts.get(key, 0) + amount
    table._lend_for = None
    table._emit(LoanMade(lender, borrower, amount))
    return borrower


def call_show(table: LendingTable, lender: int) -> int:
    """The lender calls for a show; returns the short player, who is seen."""
    seen = table._lend_for
    assert seen is not None
    table._lend_for = None
    table._emit(ShowCalled(lender, seen))
    return seen


class SettlingTable(Protocol):
    """What repaying needs of the table at the end of a hand."""

    _seats: list[SeatState]
    _debts: Debts

    @property
    def session_over(self) -> bool: ...

    def _emit(self, event: Event) -> None: ...


def repay(table: SettlingTable, awards: list[PotAward]) -> None:
    """After the pots are paid: each borrower repays out of what they just won, and when the
    session is over every debt still owed is paid from the borrower's chips, as far as they go."""
    if not table._debts:
        return
    won: dict[int, int] = {}
    for award in awards:
        won[award.seat] = won.get(award.seat, 0) + award.amount
    for (borrower, lender), owed in sorted(table._debts.items()):
        amount = min(owed, won.get(borrower, 0), table._seats[borrower].chips)
        if amount > 0:
            _move(table, borrower, lender, amount)
            won[borrower] -= amount
            table._emit(LoanRepaid(borrower, lender, amount, owed - amount))
    if table.session_over:
        for (borrower, lender), owed in sorted(table._debts.items()):
            amount = min(owed, table._seats[borrower].chips)
            _move(table, borrower, lender, amount)
            table._emit(LoanSettled(borrower, lender, amount, owed))  # any rest stays owed, unpaid


def _move(table: SettlingTable, borrower: int, lender: int, amount: int) -> None:
    table._seats[borrower].chips -= amount
    table._seats[lender].chips += amount
    left = table._debts[(borrower, lender)] - amount
    if left:
        table._debts[(borrower, lender)] = left
    else:
        del table._debts[(borrower, lender)]


def loan_rows(events: Sequence[Event], seat: int, names: Sequence[str]) -> list[tuple[str, int]]:
    """`seat`'s loans among `events` as rows for a ledger: (what, chips in or out of its stack)."""
    rows: list[tuple[str, int]] = []
    for e in events:
        if isinstance(e, LoanMade) and seat in (e.lender, e.borrower):
            out = e.lender == seat
            rows.append(
                (
                    f"loan {'to' if out else 'from'} {names[e.borrower if out else e.lender]}",
                    -e.amount if out else e.amount,
                )
            )
        elif isinstance(e, LoanRepaid | LoanSettled) and seat in (e.lender, e.borrower) and e.amount:
            out = e.borrower == seat
            rows.append(
                (
                    f"loan repaid {'to' if out else 'by'} {names[e.lender if out else e.borrower]}",
                    -e.amount if out else e.amount,
                )
            )
    return rows


def short_player(table: LendingTable) -> int | None:
    """The player short of chips whose opponent must now lend or call for a show (None: nobody)."""
    return table._lend_for


def owes(debts: Debts, seat: int) -> int:
    """What `seat` owes in all."""
    return sum(amount for (borrower, _), amount in debts.items() if borrower == seat)
