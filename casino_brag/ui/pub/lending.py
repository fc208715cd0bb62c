"""Lend or show at the table (`short_of_chips = "lend"`): the table talk for each loan, show,
repayment and settling up, what the lender says out loud, and what each player owes in the
standings."""

from __future__ import annotations

from collections.abc import Sequence

from casino_brag.engine.pub.events import Event
from casino_brag.engine.pub.lending import LoanMade, LoanRepaid, LoanSettled, ShowCalled
from casino_brag.save.pub_book import HUMAN
from casino_brag.ui.core.text import chips, tr

LENDING_EVENTS = (LoanMade, ShowCalled, LoanRepaid, LoanSettled)


def _said(key: str, seat: int, **values: object) -> str:
    return tr(f"{key}.you" if seat == HUMAN else key, **values)


def lending_line(event: Event, names: Sequence[str]) -> str | None:
    """One line of the table talk (None for other events)."""
    if isinstance(event, LoanMade):
        if event.borrower == HUMAN:
            return tr("log.loan.to_you", name=names[event.lender], amount=chips(event.amount))
        return _said(
            "log.loan", event.lender, name=names[event.lender], other=names[event.borrower], amount=chips(event.amount)
        )
    if isinstance(event, ShowCalled):
        return _said("log.show_called", event.seat, name=names[event.seat], other=names[event.short])
    if isinstance(event, LoanRepaid):
        key = "log.loan_repaid.you" if event.borrower == HUMAN else "log.loan_repaid"
        return tr(key, name=names[event.borrower], other=names[event.lender], amount=chips(event.amount))
    if isinstance(event, LoanSettled):
        key = "log.loan_settled.you" if event.borrower == HUMAN else "log.loan_settled"
        unpaid = event.owed - event.amount
        line = tr(key, name=names[event.borrower], other=names[event.lender], amount=chips(event.amount))
        return line + (tr("log.loan_unpaid", amount=chips(unpaid)) if unpaid else "")
    return None


def lending_bubble(event: Event) -> str | None:
    """What the lender says as they choose."""
    if isinstance(event, LoanMade):
        return tr("bubble.lend", amount=chips(event.amount))
    if isinstance(event, ShowCalled):
        return tr("bubble.show")
    return None


def owes_words(owes: int) -> str:
    """A debt in the standings ("owes 12"), or nothing."""
    return tr("pub.owes", amount=chips(owes)) if owes else ""
