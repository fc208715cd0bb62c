"""Errors the engine raises on purpose, so callers can tell a rule from a bug."""

from __future__ import annotations


class BragError(Exception):
    """Base of every deliberate engine error; the command line reports these in one line."""


class IllegalAction(BragError):
    """An action the rules do not allow now. The state it was tried on is left unchanged."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
