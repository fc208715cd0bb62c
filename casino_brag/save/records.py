"""What the save file holds: its SQLite schema and the records read back from it.

Kept apart from `store` (which owns transactions and recovery) and `opening` (which creates
and brings up to date the schema) so the shape of the data can be read in one place.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from casino_brag.save import validate

SCHEMA_VERSION = 2
"""1: the first saves; 2: ledger rows carry seals (see `ledger`)."""
STARTING_BANKROLL = 1000
SCHEMA = """
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS settings(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS sessions(
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('open', 'finished', 'interrupted')),
    started_at TEXT NOT NULL,
    finished_at TEXT,
    detail TEXT NOT NULL DEFAULT '{}',
    result TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE IF NOT EXISTS hands(
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    session_id INTEGER REFERENCES sessions(id),
    status TEXT NOT NULL CHECK (status IN ('open', 'settled', 'void')),
    started_at TEXT NOT NULL,
    finished_at TEXT,
    paytable TEXT,
    player_cards TEXT NOT NULL DEFAULT '',
    other_cards TEXT NOT NULL DEFAULT '',
    outcome TEXT NOT NULL DEFAULT '',
    wagered INTEGER NOT NULL DEFAULT 0,
    returned INTEGER NOT NULL DEFAULT 0,
    detail TEXT NOT NULL DEFAULT '{}',
    events TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX IF NOT EXISTS hands_by_game ON hands(game, status, id);
CREATE TABLE IF NOT EXISTS ledger(
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('deposit', 'stake', 'payout', 'refund')),
    bet TEXT NOT NULL DEFAULT '',
    amount INTEGER NOT NULL,
    balance INTEGER NOT NULL CHECK (balance >= 0),
    hand_id INTEGER REFERENCES hands(id),
    seal TEXT
);
CREATE INDEX IF NOT EXISTS ledger_by_hand ON ledger(hand_id);
CREATE TABLE IF NOT EXISTS decisions(
    id INTEGER PRIMARY KEY,
    hand_id INTEGER NOT NULL REFERENCES hands(id),
    at TEXT NOT NULL,
    paytable TEXT NOT NULL,
    cards TEXT NOT NULL,
    chosen TEXT NOT NULL,
    best TEXT NOT NULL,
    ev_chosen TEXT NOT NULL,
    ev_best TEXT NOT NULL,
    cost REAL NOT NULL
);
"""


@dataclass(frozen=True)
class Payout:
    """Chips coming back to the bankroll for one bet: the stake returned plus any winnings."""

    bet: str
    amount: int


@dataclass(frozen=True)
class HandRecord:
    """One row of hand history, with its JSON columns decoded."""

    id: int
    game: str
    session_id: int | None
    status: str
    started_at: str
    finished_at: str | None
    paytable: str | None
    player_cards: str
    other_cards: str
    outcome: str
    wagered: int
    returned: int
    detail: dict[str, Any] = field(default_factory=dict)
    events: list[Any] = field(default_factory=list)

    @property
    def net(self) -> int:
        return self.returned - self.wagered


@dataclass(frozen=True)
class Decision:
    """A graded Play/Fold decision: what was chosen, what was best, and the cost in antes."""

    cards: str
    chosen: str
    best: str
    ev_chosen: str
    ev_best: str
    cost: float


HAND_COLUMNS = (
    "id, game, session_id, status, started_at, finished_at, paytable, player_cards, other_cards, outcome, "
    "wagered, returned, detail, events"
)


def hand_record(row: Sequence[Any]) -> HandRecord:
    """A row of `HAND_COLUMNS`, each value checked: anything unreadable comes back empty (the
    save's opening notices have told the player which hands)."""
    session = row[2]
    return HandRecord(
        id=int(row[0]),
        game=validate.text(row[1]),
        session_id=session if isinstance(session, int) else None,
        status=validate.text(row[3]),
        started_at=validate.text(row[4]),
        finished_at=row[5] if validate.is_text(row[5]) else None,
        paytable=row[6] if validate.is_text(row[6]) else None,
        player_cards=validate.text(row[7]),
        other_cards=validate.text(row[8]),
        outcome=validate.text(row[9]),
        wagered=validate.chips(row[10]) or 0,
        returned=validate.chips(row[11]) or 0,
        detail=validate.hand_detail(validate.text(row[1]), row[12]),
        events=validate.json_array(row[13]),
    )
