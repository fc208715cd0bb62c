"""A Pub Brag session in the save file: your chips move through the bankroll ledger hand by
hand, and the session keeps what it needs to carry on after the game closes or crashes.

Your bets are real stakes: the ante is taken from the bankroll when a hand is dealt, each bet,
see or cover as you make it, and whatever you win comes back when the hand ends. The session's
resumable record (`session_record` of the table: players, rules, the table's checkpoint and the
hand in play as dealt) is written at the deal in the same transaction as the ante, and with each
hand's settlement; in between, the hand's moves are kept on its own row with each stake. So after
a crash the save file holds the session up to its last move, never half of one: resuming deals
the hand in play again as it was and replays its moves to that point, and no chip is lost or made.
The record holds no seed and no pack order, so reading or editing it says nothing of a later deal;
a record of the first format (with a seed) is rewritten without it when it is read.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, fields, is_dataclass, replace
from typing import Any

from casino_brag.engine.cards import Card, cards_text
from casino_brag.engine.errors import BragError
from casino_brag.engine.hands import BestHand, HandValue
from casino_brag.engine.pub import HouseRules, ReplayError, Table, session_record, table_from_record
from casino_brag.engine.pub.dealers_choice import as_agreed
from casino_brag.engine.pub.events import CardDealt, Looked
from casino_brag.engine.pub.lending import loan_rows
from casino_brag.engine.pub.replay import LEGACY_FORMAT, hand_moves
from casino_brag.engine.pub.results import NOBODY
from casino_brag.save.pub_setup import PubSetup
from casino_brag.save.store import HandRecord, Payout, Store

FORMAT = "casino_brag.pub.saved/1"
HUMAN = 0
"""You always sit in seat 0."""


class ResumeError(BragError):
    """A saved session that cannot carry on; the message says why in a player's words."""


@dataclass(frozen=True)
class SessionStats:
    """Your figures for one session: hands dealt to you, pots won, the biggest of them, and
    your net result in chips."""

    hands: int = 0
    won: int = 0
    biggest_pot: int = 0
    net: int = 0

    def to_dict(self) -> dict[str, int]:
        return {"hands": self.hands, "won": self.won, "biggest_pot": self.biggest_pot, "net": self.net}

    @classmethod
    def from_dict(cls, data: object) -> SessionStats:
        if not isinstance(data, Mapping):
            return cls()
        values = {f.name: data.get(f.name, 0) for f in fields(cls)}
        if any(isinstance(v, bool) or not isinstance(v, int) for v in values.values()):
            return cls()
        return cls(**values)


@dataclass(frozen=True)
class Unfinished:
    """A session left before its end, as the setup screen offers to resume it."""

    session_id: int
    setup: PubSetup
    record: dict[str, Any]
    stats: SessionStats
    hands_played: int
    chips: int
    """Your chips at the table when it was left."""
    away: dict[str, Any] | None = None
    """What became of a hand left in the middle (save/away.py), until it has been told."""


def plain(value: object) -> Any:
    """An event (or anything in one) as JSON-ready data, for hand history."""
    if isinstance(value, Card):
        return value.code
    if isinstance(value, enum.Enum):
        return value.name.lower()
    if isinstance(value, HouseRules):
        return value.to_dict()
    if isinstance(value, HandValue):
        return {
            "type": "HandValue",
            "score": value.score,
            "category": plain(value.category),
            "ranks": plain(value.ranks),
            "wilds": value.wilds,
            "name": value.name,
        }
    if isinstance(value, BestHand):  # a named tuple, recorded by its fields as the other records are
        return {"type": "BestHand"} | {name: plain(getattr(value, name)) for name in value._fields}
    if is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {"type": type(value).__name__}
        for f in fields(value):
            out[f.name] = plain(getattr(value, f.name))
        name = getattr(value, "name", None)
        if isinstance(name, str) and "name" not in out:
            out["name"] = name
        return out
    if isinstance(value, tuple | list):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    return value


class PubBook:
    """The save file's side of one session. Call `hand_started` right after each deal, `sync`
    after each move, `hand_ended` when a hand is over, `save` after a between-hands choice, and
    `finish` at the end."""

    def __init__(self, store: Store, session_id: int, setup: PubSetup, stats: SessionStats | None = None) -> None:
        self.store = store
        self.session_id = session_id
        self.setup = setup
        self.stats = stats or SessionStats()
        self.hand_id: int | None = None
        self.staked = 0
        self.finished = False
        self.away: dict[str, Any] | None = None
        """Set as you leave a hand in the middle: saved with the session until next saved."""
        self.loans_read = -1
        """How far into the table's events your loans are in the ledger (-1: from the next move)."""

    @classmethod
    def start(cls, store: Store, setup: PubSetup, table: Table) -> PubBook:
        """Open a new session for a table that has not dealt yet."""
        if store.bankroll < table.chips[HUMAN]:
            raise ResumeError(f"your bankroll of {store.bankroll:,} chips cannot cover {table.chips[HUMAN]:,}")
        with store.transaction():
            session_id = store.begin_session("pub")
            book = cls(store, session_id, setup)
            store.save_session(session_id, book._detail(session_record(table)))
        return book

    def _detail(self, record: Mapping[str, Any]) -> dict[str, Any]:
        detail = {
            "format": FORMAT,
            "setup": self.setup.to_dict(),
            "stats": self.stats.to_dict(),
            "record": dict(record),
        }
        return {**detail, "away": self.away} if self.away is not None else detail

    # -- a hand -------------------------------------------------------------------------------------

    def hand_started(self, table: Table) -> None:
        """The deal just happened: take your ante and keep the record as dealt, in one
        transaction, so a hand cut short resumes with these cards, never a fresh deal."""
        with self.store.transaction():
            if HUMAN in table.hand_seats:
                self.staked = table.put_in(HUMAN)
                self.hand_id = self.store.begin_hand(
                    "pub",
                    {"ante": self.staked},
                    session_id=self.session_id,
                    detail={"hand": table.hand_number, "players": len(table.hand_seats)},
                )
            self.store.save_session(self.session_id, self._detail(session_record(table)))

    def sync(self, table: Table) -> None:
        """After any move in a hand: stake whatever you have put in since the last call (a bet,
        a see, a cover) and keep the record as it stands, in one transaction, so a hand cut
        short resumes at this move with every decision made so far."""
        more = table.put_in(HUMAN) - self.staked
        if self.hand_id is None or table.hand_over:
            return  # not dealt in (nothing of yours to resume), or `hand_ended` records the end
        with self.store.transaction():
            self._loans(table)  # chips borrowed reach the bankroll before they are bet
            if more > 0:
                self.store.add_stakes(self.hand_id, {"pot": more})
            self.store.note_moves(self.hand_id, hand_moves(table))
        self.staked += max(more, 0)

    def hand_ended(self, table: Table) -> None:
        """Settle your part of the hand and keep the record after it, in one transaction."""
        result = table.result
        assert result is not None
        pot = sum(a.amount for a in result.awards)
        won = result.winnings.get(HUMAN, 0)
        dealt = self.hand_id is not None
        with self.store.transaction():
            if self.hand_id is not None:
                more = table.put_in(HUMAN) - self.staked
                self.store.settle_hand(
                    self.hand_id,
                    [Payout("pot", won)] if won else [],
                    stakes={"pot": more} if more > 0 else None,
                    outcome=_outcome(table, won),
                    player_cards=_your_cards(table),
                    detail={
                        "how": result.how,
                        "pot": pot,
                        "winner": table.names[result.winner] if result.winner != NOBODY else "",
                        "won": won,
                        "put_in": table.put_in(HUMAN),
                        "shown": _shown_cards(table),
                        "variant": table.rules.variant,
                        "names": list(table.names),
                        "winners": [table.names[s] for s in result.winners or (result.winner,) if s != NOBODY],
                        "community": cards_text(result.community),
                    },
                    events=[plain(e) for e in table.events_for(HUMAN, table.hand_start)],
                )
            self._loans(table)  # repaid out of what was just won, or settled as the session ends
            self.hand_id = None
            self.staked = 0
            if dealt:
                self.stats = replace(
                    self.stats,
                    hands=self.stats.hands + 1,
                    won=self.stats.won + (won > 0),
                    biggest_pot=max(self.stats.biggest_pot, won),
                    net=self.stats.net + won - table.put_in(HUMAN),
                )
            self.store.save_session(self.session_id, self._detail(session_record(table)))

    def _loans(self, table: Table) -> None:
        """Your loans since the last call, each a row of the bankroll ledger (`short_of_chips =
        "lend"`): chips lent or repaid leave your bankroll, chips borrowed or repaid to you come in."""
        events = table.events
        start, self.loans_read = (self.loans_read if self.loans_read >= 0 else table.hand_start), len(events)
        for bet, amount in loan_rows(events[start:], HUMAN, table.names):
            self.store.record_loan(bet, amount)
            self.stats = replace(self.stats, net=self.stats.net + amount)  # the session's net is your bankroll's

    def save(self, table: Table) -> None:
        """Keep the record as it stands between hands (after a choice to keep a blind hand)."""
        if self.hand_id is None and not self.finished:
            self.store.save_session(self.session_id, self._detail(session_record(table)))

    def finish(self, table: Table, reason: str) -> dict[str, Any]:
        """Close the session with its result: your figures, your place and the standings."""
        result = session_result(table, self.stats, reason)
        if not self.finished:
            self.store.save_session(self.session_id, self._detail(session_record(table)))
            self.store.end_session(self.session_id, result)
            self.finished = True
        return result


def session_result(table: Table, stats: SessionStats, reason: str) -> dict[str, Any]:
    standings = table.standings()
    mine = next(s for s in standings if s.seat == HUMAN)
    return {
        **stats.to_dict(),
        "reason": reason,
        "chips": mine.chips,
        "place": mine.place,
        "players": len(standings),
        "standings": [
            {
                "place": s.place,
                "name": s.name,
                "chips": s.chips,
                "net": s.net,
                "you": s.seat == HUMAN,
                **({"owes": s.owes} if s.owes else {}),  # lent and never repaid (lend or show)
            }
            for s in standings
        ],
    }


def _outcome(table: Table, won: int) -> str:
    """ "won" (a pot), "fold", or "lost" (at a see or an all-in)."""
    if won:
        return "won"
    return "fold" if table.status(HUMAN) == "folded" else "lost"


def _your_cards(table: Table) -> str:
    """The cards you saw this hand (looked at, shown at the end, or turned over after losing a
    see blind), never the ones you did not.
    In Bastard Brag they are your own cards, not the three you made with the community cards."""
    result = table.result
    shown = next((s for s in result.showdown if s.seat == HUMAN), None) if result is not None else None
    if shown is not None:
        return cards_text(shown.own if shown.own and (table.rules.bastard or table.game.turn_kinds) else shown.cards)
    looked = [e for e in table.events_for(HUMAN, table.hand_start) if isinstance(e, Looked) and e.seat == HUMAN]
    if looked and looked[-1].cards:
        return cards_text(looked[-1].cards)
    if result is not None and result.seer == HUMAN:  # a blind seer who lost turns the cards over
        dealt = [e.card for e in table.events[table.hand_start :] if isinstance(e, CardDealt) and e.seat == HUMAN]
        return cards_text(c for c in dealt if c is not None)
    return ""


def _shown_cards(table: Table) -> dict[str, str]:
    """The others' hands turned face up at the end, by name (in Bastard Brag their own cards)."""
    result = table.result
    if result is None:
        return {}
    bastard = table.rules.bastard
    return {
        table.names[s.seat]: cards_text(s.own if bastard and s.own else s.cards)
        for s in result.showdown
        if s.seat != HUMAN
    }


@dataclass(frozen=True)
class PubRecord:
    """Your Pub Brag over every finished session."""

    sessions: int = 0
    first_places: int = 0
    hands: int = 0
    net: int = 0
    biggest_pot: int = 0


def pub_record(store: Store, variant: str | None = None) -> PubRecord:
    """Your record over every finished session, or over those of one game (`variant`)."""
    sessions = firsts = hands = net = biggest = 0
    for played, result in finished_results(store):
        if variant is not None and played != variant:
            continue
        sessions += 1
        firsts += result.get("place") == 1
        hands += int(result.get("hands", 0))
        net += int(result.get("net", 0))
        biggest = max(biggest, int(result.get("biggest_pot", 0)))
    return PubRecord(sessions, firsts, hands, net, biggest)


def finished_results(store: Store) -> Iterator[tuple[str, dict[str, Any]]]:
    """The game and the result of every finished session whose result says your net, newest first:
    what a record of your play is added up from."""
    for saved in store.sessions("pub", limit=100_000):
        result = saved["result"]
        if saved["status"] == "finished" and isinstance(result, dict) and "net" in result:
            yield variant_played(saved["detail"]), result


def variant_played(detail: object) -> str:
    """The game a saved session was played at, read from its detail ("three-card" when the save
    does not say, as saves from before the other games were added do not)."""
    setup = detail.get("setup") if isinstance(detail, Mapping) else None
    rules = setup.get("rules") if isinstance(setup, Mapping) else None
    variant = rules.get("variant") if isinstance(rules, Mapping) else None
    return variant if isinstance(variant, str) else "three-card"


# -- carrying on ---------------------------------------------------------------------------------------


def unfinished(store: Store) -> Unfinished | None:
    """The latest Pub Brag session left before its end, if it can be offered for resuming."""
    for saved in store.sessions("pub", limit=5):
        if saved["status"] == "finished":
            return None
        detail = saved["detail"]
        if detail.get("format") != FORMAT or not isinstance(detail.get("record"), dict):
            continue
        session_id = int(saved["id"])
        if detail["record"].get("format") == LEGACY_FORMAT:
            record = _migrated(store, session_id, detail)
        else:
            record = _with_moves(store, session_id, detail["record"])
        return Unfinished(
            session_id=session_id,
            setup=PubSetup.from_dict(detail.get("setup")),
            record=record,
            stats=SessionStats.from_dict(detail.get("stats")),
            hands_played=_hands_played(record),
            chips=_chips_now(record),
            away=detail.get("away") if isinstance(detail.get("away"), dict) else None,
        )
    return None


def _with_moves(store: Store, session_id: int, record: dict[str, Any]) -> dict[str, Any]:
    """The session's record with the moves of a hand cut short after its deal, if one is in play
    (kept on the hand's row as they are made, each time the whole list since the deal)."""
    cut_short = _hand_in_play(store, session_id)
    moves = cut_short.detail.get("moves", []) if cut_short is not None else []
    hand = record.get("hand")
    if not isinstance(moves, list) or not moves or not isinstance(hand, dict):
        return record
    return {**record, "hand": {**hand, "moves": moves}}


def _migrated(store: Store, session_id: int, detail: dict[str, Any]) -> dict[str, Any]:
    """A record of the first format (a seed and every decision) replayed once by its seed and
    written back as a checkpoint, so the seed leaves the save. One that does not replay loses its
    seed all the same (and cannot be resumed, only closed)."""
    legacy: dict[str, Any] = detail["record"]
    cut_short = _hand_in_play(store, session_id)
    moves = cut_short.detail.get("moves", []) if cut_short is not None else []
    if isinstance(moves, list) and moves and isinstance(legacy.get("inputs"), list):
        legacy = {**legacy, "inputs": [*legacy["inputs"], *moves]}
    try:
        record = session_record(table_from_record(legacy))
    except (ReplayError, BragError, ValueError, TypeError, KeyError):
        record = {k: v for k, v in legacy.items() if k != "seed"}
    with store.transaction():
        store.save_session(session_id, {**detail, "record": record})
        if cut_short is not None and isinstance(record.get("hand"), dict):
            store.note_moves(cut_short.id, record["hand"]["moves"])
    return record


def _hands_played(record: Mapping[str, Any]) -> int:
    """Hands dealt in a saved record: those before its checkpoint and the one in play."""
    table = record.get("table")
    hands = table.get("hands") if isinstance(table, dict) else 0
    counted = hands if isinstance(hands, int) and not isinstance(hands, bool) and hands >= 0 else 0
    return counted + isinstance(record.get("hand"), dict)


def _chips_now(record: Mapping[str, Any]) -> int:
    """Your chips at the table in a saved record (restored; 0 if it cannot be)."""
    try:
        return table_from_record(record).chips[HUMAN]
    except (ReplayError, BragError, ValueError, TypeError, KeyError):
        return 0


def resume(store: Store, saved: Unfinished) -> tuple[PubBook, Table]:
    """Restore a saved session to where it was left and reopen it; `ResumeError` says why not. A
    hand cut short is dealt again as it was and replayed to its last saved move (`unfinished`
    adds its moves to the record)."""
    try:
        table = table_from_record(saved.record)
    except (ReplayError, BragError, ValueError, TypeError, KeyError) as exc:
        raise ResumeError(f"the saved game does not replay ({exc})") from exc
    if table.session_over:
        raise ResumeError("the saved game had already ended")
    if saved.setup.names != table.names or saved.setup.rules != as_agreed(table.rules, saved.setup.rules):
        raise ResumeError("the saved players or house rules do not match the saved table")
    if store.bankroll < table.chips[HUMAN]:
        raise ResumeError(
            f"your bankroll of {store.bankroll:,} chips no longer covers your {table.chips[HUMAN]:,} at the table"
        )
    book = PubBook(store, saved.session_id, saved.setup, saved.stats)
    book.loans_read = len(table.events)  # loans replayed here were written with their moves
    if table.hand_over:
        book.save(table)
        return book, table
    hand = _hand_in_play(store, saved.session_id)  # cut short mid-hand: it goes on from here
    staked = sum(store.stakes(hand.id).values()) if hand is not None else 0
    if (hand is None) != (HUMAN not in table.hand_seats) or staked != table.put_in(HUMAN):
        raise ResumeError(f"the saved hand does not match its stakes ({staked:,} staked, {table.put_in(HUMAN):,} bet)")
    book.hand_id, book.staked = (hand.id if hand is not None else None), staked
    return book, table


def _hand_in_play(store: Store, session_id: int) -> HandRecord | None:
    """Your hand of a session still in play (left open by a crash), if any."""
    return next((h for h in store.open_hands("pub") if h.session_id == session_id), None)


def close_unfinished(store: Store, saved: Unfinished, reason: str = "left") -> None:
    """End a session that will not be resumed, with its standings as they were left. A hand it
    left in play is folded, as leaving the table mid-hand is; every other hand is settled already."""
    detail = {"format": FORMAT, "setup": saved.setup.to_dict(), "stats": saved.stats.to_dict(), "record": saved.record}
    result: dict[str, Any] = {**saved.stats.to_dict(), "reason": reason, "chips": saved.chips}
    try:
        table = table_from_record(saved.record)
        result = session_result(table, saved.stats, reason)
    except (ReplayError, BragError, ValueError, TypeError, KeyError):
        pass
    with store.transaction():
        hand = _hand_in_play(store, saved.session_id)
        if hand is not None:  # a hand left mid-way and never resumed is folded, as leaving the table is
            store.settle_hand(hand.id, [], outcome="fold", detail={"how": "left"})
        store.save_session(saved.session_id, detail)
        store.end_session(saved.session_id, result)
