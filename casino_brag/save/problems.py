"""The save file's one kind of refusal, kept apart from `store` so that opening, validation and
the folder lock can raise it without importing the store."""

from __future__ import annotations

from casino_brag.errors import UserError


class StoreError(UserError):
    """Saved data cannot be used as asked (not enough chips, a hand already settled, a newer file,
    a file another program holds): one line naming the file and the problem."""


class InsufficientChips(StoreError):
    """The bankroll cannot cover a stake."""


class SaveFailed(StoreError):
    """A change could not be written during play (a full disk, a disk error, the file taken away):
    the transaction was rolled back whole, so the books are as they were before it."""
