"""The player's saved data: bankroll ledger, hand history, trainer record and settings (SQLite).

Every change is one transaction, so a crash leaves either the old state or the new one. Chips
move only through the ledger: a bet is a negative `stake` row when it is placed, and what comes
back is a positive `payout` row when the hand settles, so the bankroll is always the last row's
running balance. A hand that was dealt but never settled (the game was killed) is refunded the
next time the game opens: its stakes come back as `refund` rows and the hand is marked void.
A Casino Brag decision and its settlement are written in one transaction, so a decided hand is
never left half finished.

Both tables record here: Casino Brag hands have `game = 'casino'`; Pub Brag hands have
`game = 'pub'` and belong to a session (`begin_session` / `end_session`). Bets are named by the
game (`ante`, `pair_bonus`, `play`, `pot` …); statistics group the ledger by those names.

Opening tells a damaged file from a healthy one that is busy or cannot be written (`opening`),
values are checked as they are read (`validate`), and the ledger must add up every time the save
opens (`ledger`): when it does not, nothing more is staked on that file.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from casino_brag.save import ledger, opening, shapes, validate
from casino_brag.save.problems import InsufficientChips, SaveFailed, StoreError
from casino_brag.save.records import HAND_COLUMNS as _HAND_COLUMNS
from casino_brag.save.records import SCHEMA_VERSION, STARTING_BANKROLL, Decision, HandRecord, Payout
from casino_brag.save.records import hand_record as _hand_record

DB_NAME = "casino_brag.sqlite3"
BUSY_TIMEOUT_MS = 5000
"""How long a write in play waits for another program's lock before it fails."""

__all__ = [
    "DB_NAME",
    "SCHEMA_VERSION",
    "STARTING_BANKROLL",
    "Decision",
    "HandRecord",
    "InsufficientChips",
    "Payout",
    "SaveFailed",
    "Store",
    "StoreError",
]


WAITING = {
    "casino": "Your Casino Brag hand (#{number}) was interrupted. It waits at the table with the same cards: "
    "play or fold.",
    "pub": "Your Pub Brag hand (#{number}) was interrupted. It goes on from where it stopped when you carry "
    "on the game.",
}
"""What the player is told of a hand a crash left in play, by game."""


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def _dumps(value: object) -> str:
    return json.dumps(value, separators=(",", ":"), sort_keys=True)


class Store:
    """An open save file. Use `Store.open(folder)`; close it (or use `with`) when done."""

    def __init__(self, connection: sqlite3.Connection, path: Path) -> None:
        self._db = connection
        self.path = path
        self.notices: list[str] = []
        """What happened while opening that the player should be told (shown once, then cleared)."""
        self.practice = False
        """A practice save (seeded play): held in memory, never written to the player's file."""
        self.in_play = False
        """Opened and checked: from now on a write that fails is a `SaveFailed` for the table."""
        self.ledger_problem: str | None = None
        """Set when the ledger does not add up (see `ledger`): one line naming the file and the
        first problem. Nothing can be staked until the player starts afresh (`start_afresh`)."""

    # -- opening, recovery ------------------------------------------------------------------

    @classmethod
    def open(cls, folder: str | os.PathLike[str], *, recover: bool = True) -> Store:
        """Open (or create) the save file in `folder`, and check its ledger.

        A file that is not a readable save is renamed aside and a fresh one started, with a notice
        saying where it went; a healthy file that cannot be used now (busy, read-only, a full disk)
        is a `StoreError`, the file untouched (see `opening`). With `recover`, interrupted hands
        are refunded, unless the ledger does not add up: then nothing is written at all.
        """
        folder = Path(folder)
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(f"cannot create the data folder {folder}: {exc.strerror or exc}") from exc
        path = folder / DB_NAME
        moved: list[str] = []

        def attempt(wait: float) -> Store:
            db, notices = opening.open_connection(path, wait, moved)
            store = cls(db, path)
            try:
                problems = store.check_ledger()
                store.ledger_problem = ledger.summary(path, problems) if problems else None
                if recover and store.ledger_problem is None:
                    notices.extend(store.recover())
                db.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            except BaseException:
                db.close()
                raise
            store.notices.extend([*moved, *notices])
            store.in_play = True
            return store

        return opening.retrying(path, attempt)

    def start_afresh(self) -> Path:
        """Keep this file aside exactly as it is and start a new bankroll in a fresh one: the way
        on from a ledger that does not add up. The settings come along; return the aside path."""
        kept = self.settings()
        self._db.close()
        try:
            aside = opening.move_aside(self.path, "unbalanced")
        except OSError as exc:
            self._db = opening.connect(self.path, BUSY_TIMEOUT_MS / 1000)
            raise StoreError(f"{self.path} could not be moved aside ({exc.strerror or exc})") from exc
        fresh = Store.open(self.path.parent, recover=False)
        self._db, self.ledger_problem = fresh._db, None
        self.notices = [
            f"The file whose ledger did not add up was kept as {aside.name}; a new bankroll of "
            f"{STARTING_BANKROLL:,} chips was started in {self.path}."
        ]
        self.save_settings(kept)
        return aside

    def recover(self) -> list[str]:
        """After a crash: a dealt hand that can be played on stays in play, to be resumed where
        it stopped (`_resumable`); any other hand left open is refunded, and interrupted sessions
        are closed. Returns notices for the player."""
        notices = []
        for hand in self.open_hands():
            if self._resumable(hand):
                notices.append(WAITING[hand.game].format(number=hand.id))
                continue
            refunded = self.void_hand(hand.id, "interrupted")
            notices.append(
                f"An unfinished hand (#{hand.id}) was refunded: {refunded:,} chips went back to your bankroll."
            )
        with self._transaction():
            self._db.execute("UPDATE sessions SET status='interrupted', finished_at=? WHERE status='open'", (_now(),))
        return notices

    def _resumable(self, hand: HandRecord) -> bool:
        """A hand that can be played on from where it stopped: a casino hand recorded with its
        whole deal, or a pub hand of a session whose record is kept move by move."""
        if hand.game == "pub":
            row = self._db.execute("SELECT status FROM sessions WHERE id=?", (hand.session_id,)).fetchone()
            return row is not None and row[0] in ("open", "interrupted")
        table = hand.detail.get("table")
        return hand.game == "casino" and isinstance(table, dict) and isinstance(table.get("dealer"), str)

    def stakes(self, hand_id: int) -> dict[str, int]:
        """The chips a hand has staked so far, by bet, in the order first staked."""
        rows = self._db.execute(
            "SELECT bet, -SUM(amount) FROM ledger WHERE hand_id=? AND kind='stake' GROUP BY bet ORDER BY MIN(id)",
            (hand_id,),
        )
        return {str(bet): int(amount) for bet, amount in rows.fetchall()}

    def open_hands(self, game: str | None = None) -> list[HandRecord]:
        """The hands still in play (of `game`, or of every game), oldest first: after a crash,
        the hands to resume."""
        rows = self._db.execute(
            f"SELECT {_HAND_COLUMNS} FROM hands WHERE status='open' AND (? IS NULL OR game=?) ORDER BY id", (game, game)
        )
        return [_hand_record(row) for row in rows.fetchall()]

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def transaction(self) -> contextlib.AbstractContextManager[None]:
        """Group several changes into one transaction (a Pub Brag hand's settlement and its
        resumable record, for instance): all of them are written, or none."""
        return self._transaction()

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        """BEGIN IMMEDIATE … COMMIT, rolled back on any error so nothing is half written."""
        if self._db.in_transaction:  # nested: the outer transaction commits
            yield
            return
        try:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield
                self._db.execute("COMMIT")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):  # a failed COMMIT may have ended it already
                    self._db.execute("ROLLBACK")
                raise
        except sqlite3.OperationalError as exc:  # the disk, not the game: nothing was written
            if not self.in_play:  # while opening, `opening` retries a busy file and names the rest
                raise
            raise SaveFailed(str(opening.refusal(self.path, exc))) from exc

    # -- the ledger ---------------------------------------------------------------------------

    @property
    def bankroll(self) -> int:
        """The last row's balance (0 when it is not a whole number of chips: see `ledger_problem`)."""
        row = self._db.execute("SELECT balance FROM ledger ORDER BY id DESC LIMIT 1").fetchone()
        return (validate.chips(row[0]) or 0) if row else 0

    def _append(self, kind: str, bet: str, amount: int, hand_id: int | None) -> int:
        if not isinstance(amount, int) or isinstance(amount, bool):
            raise TypeError(f"chips are whole numbers, not {amount!r}")
        if self.ledger_problem is not None:
            raise StoreError(self.ledger_problem)
        balance = self.bankroll + amount
        if balance < 0:
            raise InsufficientChips(f"the bankroll of {self.bankroll:,} chips cannot cover {-amount:,}")
        if balance > validate.MAX_CHIPS:
            raise StoreError(f"a bankroll cannot pass {validate.MAX_CHIPS:,} chips")
        return ledger.append(self._db, _now(), kind, bet, amount, hand_id)

    def record_loan(self, bet: str, amount: int) -> int:
        """A loan at the Pub Brag table moving chips into your bankroll or out of it (borrowed,
        lent, repaid): one sealed ledger row of its own, outside any hand. Returns the bankroll."""
        with self._transaction():
            return self._append("deposit", bet, amount, None)

    def reset_bankroll(self, amount: int = STARTING_BANKROLL) -> int:
        """Set the bankroll back to `amount` with one deposit row (history and statistics stay)."""
        if amount < 0:
            raise StoreError("a bankroll cannot be negative")
        with self._transaction():
            if self._db.execute("SELECT 1 FROM hands WHERE status='open' LIMIT 1").fetchone():
                raise StoreError("finish the hand in play before resetting the bankroll")
            self._append("deposit", "reset", amount - self.bankroll, None)
        return self.bankroll

    def ledger_rows(self, hand_id: int | None = None) -> list[tuple[str, str, int, int]]:
        """(kind, bet, amount, balance) rows in order, for one hand or for everything."""
        if hand_id is None:
            rows = self._db.execute("SELECT kind, bet, amount, balance FROM ledger ORDER BY id")
        else:
            rows = self._db.execute(
                "SELECT kind, bet, amount, balance FROM ledger WHERE hand_id=? ORDER BY id", (hand_id,)
            )
        return [
            (validate.text(k), validate.text(b), validate.chips(a, signed=True) or 0, validate.chips(bal) or 0)
            for k, b, a, bal in rows.fetchall()
        ]

    def check_ledger(self) -> list[str]:
        """Every way the books fail to add up, as sentences; an empty list means they do. Read in
        one transaction, so a hand settled meanwhile by another window is seen whole or not at all."""
        with self._reading():
            return ledger.chain_problems(self._db) + ledger.hand_problems(self._db)

    @contextmanager
    def _reading(self) -> Iterator[None]:
        if self._db.in_transaction:
            yield
            return
        self._db.execute("BEGIN")
        try:
            yield
        finally:
            self._db.execute("COMMIT")

    # -- hands ----------------------------------------------------------------------------------

    def begin_hand(
        self,
        game: str,
        stakes: Mapping[str, int],
        *,
        paytable: str | None = None,
        player_cards: str = "",
        other_cards: str = "",
        detail: Mapping[str, Any] | None = None,
        session_id: int | None = None,
    ) -> int:
        """Record a new hand and take its opening stakes from the bankroll, in one transaction."""
        with self._transaction():
            cursor = self._db.execute(
                "INSERT INTO hands(game, session_id, status, started_at, paytable, player_cards, other_cards, "
                "detail) VALUES (?, ?, 'open', ?, ?, ?, ?, ?)",
                (game, session_id, _now(), paytable, player_cards, other_cards, _dumps(dict(detail or {}))),
            )
            hand_id = int(cursor.lastrowid or 0)
            self._stake(hand_id, stakes)
        return hand_id

    def _stake(self, hand_id: int, stakes: Mapping[str, int]) -> None:
        total = 0
        for bet, amount in stakes.items():
            if amount < 0:
                raise StoreError(f"a stake cannot be negative ({bet}: {amount})")
            if amount:
                self._append("stake", bet, -amount, hand_id)
                total += amount
        self._db.execute("UPDATE hands SET wagered = wagered + ? WHERE id=?", (total, hand_id))

    def _open_hand(self, hand_id: int) -> None:
        row = self._db.execute("SELECT status FROM hands WHERE id=?", (hand_id,)).fetchone()
        if row is None:
            raise StoreError(f"there is no hand #{hand_id}")
        if row[0] != "open":
            raise StoreError(f"hand #{hand_id} is already {row[0]}")

    def note_moves(self, hand_id: int, moves: Sequence[Any]) -> None:
        """Keep the moves of a hand still in play with it (a Pub Brag hand, to resume it there)."""
        self._db.execute(
            "UPDATE hands SET detail=json_set(detail, '$.moves', json(?)) WHERE id=? AND status='open'",
            (_dumps(list(moves)), hand_id),
        )

    def add_stakes(self, hand_id: int, stakes: Mapping[str, int]) -> None:
        """Take more chips for a hand still in play (a Pub Brag bet, for instance)."""
        with self._transaction():
            self._open_hand(hand_id)
            self._stake(hand_id, stakes)

    def settle_hand(
        self,
        hand_id: int,
        payouts: Sequence[Payout],
        *,
        stakes: Mapping[str, int] | None = None,
        outcome: str,
        player_cards: str | None = None,
        other_cards: str | None = None,
        detail: Mapping[str, Any] | None = None,
        events: Sequence[Any] = (),
        decision: Decision | None = None,
    ) -> HandRecord:
        """Finish a hand in one transaction: any last stakes (the Play bet), every payout, the
        cards and events for history, and the graded decision when the trainer is on."""
        with self._transaction():
            self._open_hand(hand_id)
            if stakes:
                self._stake(hand_id, stakes)
            returned = 0
            for payout in payouts:
                if payout.amount < 0:
                    raise StoreError(f"a payout cannot be negative ({payout.bet}: {payout.amount})")
                if payout.amount:
                    self._append("payout", payout.bet, payout.amount, hand_id)
                    returned += payout.amount
            old = self.hand(hand_id)
            merged = {**old.detail, **dict(detail or {})}
            merged.pop("moves", None)  # kept only to resume the hand; they name others' unseen discards
            self._db.execute(
                "UPDATE hands SET status='settled', finished_at=?, outcome=?, returned=?, detail=?, events=?, "
                "player_cards=COALESCE(?, player_cards), other_cards=COALESCE(?, other_cards) WHERE id=?",
                (_now(), outcome, returned, _dumps(merged), _dumps(list(events)), player_cards, other_cards, hand_id),
            )
            if decision is not None:
                self._db.execute(
                    "INSERT INTO decisions(hand_id, at, paytable, cards, chosen, best, ev_chosen, ev_best, cost) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        hand_id,
                        _now(),
                        old.paytable or "",
                        decision.cards,
                        decision.chosen,
                        decision.best,
                        decision.ev_chosen,
                        decision.ev_best,
                        decision.cost,
                    ),
                )
        return self.hand(hand_id)

    def void_hand(self, hand_id: int, outcome: str = "void") -> int:
        """Refund every stake of an unfinished hand and mark it void; return the chips refunded."""
        with self._transaction():
            self._open_hand(hand_id)
            refunded = 0
            for bet, amount in self.stakes(hand_id).items():
                if amount:
                    self._append("refund", bet, amount, hand_id)
                    refunded += amount
            self._db.execute(
                "UPDATE hands SET status='void', finished_at=?, outcome=?, returned=? WHERE id=?",
                (_now(), outcome, refunded, hand_id),
            )
        return refunded

    def hand(self, hand_id: int) -> HandRecord:
        row = self._db.execute(f"SELECT {_HAND_COLUMNS} FROM hands WHERE id=?", (hand_id,)).fetchone()
        if row is None:
            raise StoreError(f"there is no hand #{hand_id}")
        return _hand_record(row)

    def hands(self, game: str | None = None, *, limit: int = 50, offset: int = 0) -> list[HandRecord]:
        """Finished hands, newest first."""
        where, args = "status != 'open'", []
        if game is not None:
            where += " AND game=?"
            args.append(game)
        rows = self._db.execute(
            f"SELECT {_HAND_COLUMNS} FROM hands WHERE {where} ORDER BY id DESC LIMIT ? OFFSET ?",
            (*args, limit, offset),
        ).fetchall()
        return [_hand_record(row) for row in rows]

    def count_hands(self, game: str | None = None) -> int:
        if game is None:
            return int(self._db.execute("SELECT COUNT(*) FROM hands WHERE status != 'open'").fetchone()[0])
        query = "SELECT COUNT(*) FROM hands WHERE status != 'open' AND game=?"
        return int(self._db.execute(query, (game,)).fetchone()[0])

    # -- sessions (Pub Brag) ----------------------------------------------------------------------

    def begin_session(self, game: str, detail: Mapping[str, Any] | None = None) -> int:
        """Start a session that groups hands (a Pub Brag evening of N hands)."""
        with self._transaction():
            cursor = self._db.execute(
                "INSERT INTO sessions(game, status, started_at, detail) VALUES (?, 'open', ?, ?)",
                (game, _now(), _dumps(dict(detail or {}))),
            )
        return int(cursor.lastrowid or 0)

    def end_session(self, session_id: int, result: Mapping[str, Any] | None = None) -> None:
        with self._transaction():
            self._db.execute(
                "UPDATE sessions SET status='finished', finished_at=?, result=? WHERE id=? AND status='open'",
                (_now(), _dumps(dict(result or {})), session_id),
            )

    def save_session(self, session_id: int, detail: Mapping[str, Any]) -> None:
        """Replace a session's detail and mark it open: a session being played (or resumed after
        the game closed) keeps what it needs to carry on there."""
        with self._transaction():
            found = self._db.execute(
                "UPDATE sessions SET status='open', finished_at=NULL, detail=? WHERE id=? AND status != 'finished'",
                (_dumps(dict(detail)), session_id),
            )
            if found.rowcount != 1:
                raise StoreError(f"there is no unfinished session #{session_id}")

    def sessions(self, game: str | None = None, *, limit: int = 50) -> list[dict[str, Any]]:
        query = "SELECT id, game, status, started_at, finished_at, detail, result FROM sessions"
        args: tuple[Any, ...] = ()
        if game is not None:
            query, args = query + " WHERE game=?", (game,)
        rows = self._db.execute(query + " ORDER BY id DESC LIMIT ?", (*args, limit)).fetchall()
        return [
            {
                "id": row[0],
                "game": validate.text(row[1]),
                "status": validate.text(row[2]),
                "started_at": validate.text(row[3]),
                "finished_at": row[4] if validate.is_text(row[4]) else None,
                "detail": validate.session_part(row[5], shapes.SESSION_DETAIL),
                "result": validate.session_part(row[6], shapes.SESSION_RESULT),
            }
            for row in rows
        ]

    # -- settings -------------------------------------------------------------------------------

    def settings(self) -> dict[str, Any]:
        """The saved settings that can be read (one that cannot is left out: its default applies)."""
        return validate.readable_settings(self._db)[0]

    def save_settings(self, values: Mapping[str, Any]) -> None:
        with self._transaction():
            self._db.executemany(
                "INSERT OR REPLACE INTO settings(key, value) VALUES (?, ?)",
                [(key, _dumps(value)) for key, value in values.items()],
            )

    # -- queries for the statistics ----------------------------------------------------------------

    def query(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """A read-only query, for the statistics module (which knows the schema above)."""
        return list(self._db.execute(sql, tuple(args)).fetchall())
