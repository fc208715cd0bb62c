"""The ledger's rules, checked every time the save opens: the bankroll must follow from its rows.

The ledger is a chain. Each row's balance is the previous row's balance plus its amount, so an
edited balance or amount, or a row taken out of the middle, breaks the chain where it happened.
Each row is also sealed: its `seal` is a digest of the row and the seal before it, and the last
seal is kept in `meta` as the ledger's head. So a row changed together with every balance after
it, a row added by hand, or the last rows taken away, show too. The seals are evidence against
edits to the file, not a lock: the digest is no secret. Rows written before the seals existed
(an older save, `sealed_from` in `meta` marks where sealing began) are held to the chain alone.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from hashlib import blake2b

from casino_brag.save import validate

KINDS = ("deposit", "stake", "payout", "refund")
_SIGNED = {"stake": -1, "payout": 1, "refund": 1}
"""The sign each kind's amount must have (a deposit's may be either, a reset can lower the bankroll)."""
MORE_SHOWN = 1
"""A one-line report names the first problem and counts the rest."""


def seal(previous: str, row: Sequence[object]) -> str:
    """The seal of one ledger row (id, at, kind, bet, amount, balance, hand_id) after `previous`."""
    row_id, at, kind, bet, amount, balance, hand_id = row[:7]
    hand = "" if hand_id is None else hand_id
    text = f"{previous}\x1f{row_id}\x1f{at}\x1f{kind}\x1f{bet}\x1f{amount}\x1f{balance}\x1f{hand}"
    return blake2b(text.encode("utf-8", "replace"), digest_size=16).hexdigest()


def append(db: sqlite3.Connection, at: str, kind: str, bet: str, amount: int, hand_id: int | None) -> int:
    """Write one sealed row after the last and move the head to it; return the new balance.
    The caller holds the transaction and has checked the amount."""
    last = db.execute("SELECT id, balance, seal FROM ledger ORDER BY id DESC LIMIT 1").fetchone()
    row_id = last[0] + 1 if last else 1
    balance = ((validate.chips(last[1]) or 0) if last else 0) + amount
    row = (row_id, at, kind, bet, amount, balance, hand_id)
    sealed = seal(validate.text(_meta(db, "ledger_head")), row)
    db.execute(
        "INSERT INTO ledger(id, at, kind, bet, amount, balance, hand_id, seal) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (*row, sealed),
    )
    db.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('ledger_head', ?)", (sealed,))
    return balance


def _meta(db: sqlite3.Connection, key: str) -> object:
    row = db.execute("SELECT value FROM meta WHERE key=?", (key,)).fetchone()
    return None if row is None else row[0]


def _row_problem(row: Sequence[object], previous: int | None, hands: set[int]) -> str | None:
    """What is wrong with one row on its own, or against the balance before it."""
    row_id, at, kind, bet, amount, balance, hand_id = row[:7]
    whole, left = validate.chips(amount, signed=True), validate.chips(balance)
    if whole is None:
        return f"ledger row {row_id} holds the amount {amount!r}, not a whole number of chips"
    if left is None:
        return f"ledger row {row_id} holds the balance {balance!r}, not a whole number of chips from 0 to 10^12"
    if kind not in KINDS or not validate.is_text(bet) or not validate.is_text(at):
        return f"ledger row {row_id} holds a kind, bet or time the game does not write"
    if (kind == "stake" and whole >= 0) or (kind in ("payout", "refund") and whole <= 0):
        return f"ledger row {row_id} is a {kind} of {whole:+,} chips"
    if (kind == "deposit") != (hand_id is None) or (hand_id is not None and hand_id not in hands):
        return f"ledger row {row_id} is a {kind} for hand {hand_id!r}, which the history does not hold that way"
    if previous is not None and left != previous + whole:
        return f"ledger row {row_id} has the balance {left:,}, but {previous:,} {whole:+,} makes {previous + whole:,}"
    return None


def chain_problems(db: sqlite3.Connection) -> list[str]:
    """The rows that break the chain or their seals, and a head that is not the last seal."""
    hands = {row[0] for row in db.execute("SELECT id FROM hands")}
    start = _meta(db, "sealed_from")
    sealed_from = int(start) if validate.is_text(start) and start.isdigit() else None
    problems = [] if sealed_from is not None else ["the ledger's seals are missing"]
    previous: int | None = 0
    last_seal = ""
    rows = 0
    top = validate.MAX_CHIPS
    for row in db.execute("SELECT id, at, kind, bet, amount, balance, hand_id, seal FROM ledger ORDER BY id"):
        rows += 1
        row_id, _, kind, _, amount, balance, hand_id, stored = row
        sound = (  # the common case at full speed; `_row_problem` says what is wrong otherwise
            type(amount) is int
            and type(balance) is int
            and previous is not None
            and balance == previous + amount
            and 0 <= balance <= top
            and -top <= amount <= top
            and (
                hand_id in hands
                if kind in _SIGNED and amount * _SIGNED[kind] > 0
                else kind == "deposit" and hand_id is None
            )
            and type(row[1]) is str
            and type(row[3]) is str
        )
        if not sound:
            problem = _row_problem(row, previous, hands)
            if problem:
                problems.append(problem)
            previous = validate.chips(balance)
        else:
            previous = balance
        if sealed_from is not None and row_id >= sealed_from:
            if stored != seal(last_seal, row):
                problems.append(f"ledger row {row_id} is not as the game wrote it")
            last_seal = stored if validate.is_text(stored) else ""
    if not rows:
        problems.append("the ledger has no rows")
    if sealed_from is not None and _meta(db, "ledger_head") != last_seal:
        problems.append("the ledger's last rows are not the ones the game wrote")
    return problems


def _whole(total: float) -> int | float:
    """A TOTAL() of chips as a whole number when it is one (TOTAL never overflows, SUM can)."""
    return int(total) if total.is_integer() else total


def hand_problems(db: sqlite3.Connection) -> list[str]:
    """Hands whose bets and returns disagree with the ledger rows written for them."""
    problems = []
    for hand in db.execute(
        "SELECT h.id, h.status, h.wagered, h.returned, "
        "TOTAL(CASE WHEN l.kind='stake' THEN -l.amount END), "
        "TOTAL(CASE WHEN l.kind IN ('payout', 'refund') THEN l.amount END) "
        "FROM hands h LEFT JOIN ledger l ON l.hand_id = h.id GROUP BY h.id ORDER BY h.id"
    ):
        hand_id, status, wagered, returned, staked, paid = hand
        staked, paid = _whole(staked), _whole(paid)
        if staked != wagered:
            problems.append(f"hand #{hand_id} wagered {wagered!r} but the ledger staked {staked}")
        elif status != "open" and paid != returned:
            problems.append(f"hand #{hand_id} returned {returned!r} but the ledger paid {paid}")
        elif status == "void" and returned != wagered:
            problems.append(f"hand #{hand_id} is void but was not refunded in full")
    return problems


def summary(path: object, problems: Sequence[str]) -> str:
    """The one line a player is shown: the file, the first problem, how many more."""
    more = len(problems) - MORE_SHOWN
    extra = f" (and {more} more problem{'s' if more > 1 else ''})" if more > 0 else ""
    return f"the ledger in {path} does not add up: {problems[0]}{extra}; the bankroll cannot be trusted"
