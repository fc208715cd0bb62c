"""Saving and resuming a session, and replaying one from its events.

A saved record is the table's checkpoint (checkpoint.py) at the deal of the hand in play, that
hand's cards and its decisions: enough to resume the hand exactly, and nothing that says what a
later deal brings. `replay(events)` rebuilds a seeded table from a full event log and checks that
it produces the very same events.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from casino_brag.engine.cards import Card, cards_text, parse_cards
from casino_brag.engine.errors import BragError, IllegalAction
from casino_brag.engine.pub.actions import KINDS, Action
from casino_brag.engine.pub.checkpoint import capture, restore
from casino_brag.engine.pub.dealers_choice import GameChosen
from casino_brag.engine.pub.events import (
    BetPlaced,
    CardDealt,
    CardsFixed,
    CommunityCardDealt,
    Covered,
    Discarded,
    Event,
    Folded,
    HandKept,
    HandRetained,
    HandStarted,
    Looked,
    RetainDeclined,
    Saw,
    SeedRecorded,
    SessionStarted,
    ShowdownAnswered,
    ShowdownProposed,
)
from casino_brag.engine.pub.face_up import chosen, made_by_rule
from casino_brag.engine.pub.games.poker.events import Drew, PokerDecision
from casino_brag.engine.pub.games.seven.events import HandsArranged
from casino_brag.engine.pub.games.threestake.events import CardDrawn, Stood
from casino_brag.engine.pub.lending import LoanMade, ShowCalled
from casino_brag.engine.pub.rules import HouseRules
from casino_brag.engine.pub.table import Table

RECORD_FORMAT = "casino_brag.pub.session/2"
LEGACY_FORMAT = "casino_brag.pub.session/1"
"""The first format: a seed and every decision, replayed in full. Still read, never written."""


class ReplayError(BragError):
    """A saved session or event log that does not replay; the message says where."""


def decision(event: Event) -> tuple[int, Action] | None:
    """The player's decision an event records, as (seat, action), or None for a consequence."""
    if isinstance(event, Looked):
        return event.seat, Action.look(event.hand)
    if isinstance(event, HandKept | HandRetained):
        return event.seat, Action.keep(event.hand)
    if isinstance(event, Discarded) and event.cards is not None:
        return event.seat, Action.discard(event.cards)
    if isinstance(event, Folded):
        return event.seat, Action.fold(event.hand)
    if isinstance(event, BetPlaced):
        return event.seat, Action.bet(event.amount)
    if isinstance(event, Covered):
        return event.seat, Action.cover()
    if isinstance(event, Saw):
        return event.seer, Action.see()
    if isinstance(event, ShowdownProposed):
        return event.seat, Action.propose()
    if isinstance(event, ShowdownAnswered):
        return event.seat, Action.agree() if event.agreed else Action.refuse()
    if isinstance(event, RetainDeclined) and event.chosen:
        return event.seat, Action.fold()
    if isinstance(event, HandsArranged) and event.cards is not None:
        return event.decision()
    if isinstance(event, CardDrawn | Stood | LoanMade | ShowCalled | PokerDecision):
        return event.decision()
    return None


def _deciding(table: Table) -> int | None:
    return table.retain_offer if table.hand_over else table.to_act


def _apply(table: Table, seat: int, action: Action, where: str) -> None:
    if _deciding(table) != seat:
        raise ReplayError(f"{where}: seat {seat} acts out of turn")
    try:
        table.apply(action)
    except IllegalAction as exc:
        raise ReplayError(f"{where}: {action} is illegal: {exc.reason}") from exc


def replay(events: Sequence[Event]) -> Table:
    """Rebuild the table a full (unredacted) event log came from, checking every event."""
    if len(events) < 2 or not isinstance(events[0], SessionStarted) or not isinstance(events[1], SeedRecorded):
        raise ReplayError("an event log starts with the session and its seed")
    start, seed = events[0], events[1]
    if seed.seed is None:
        raise ReplayError("a session dealt from fresh randomness does not replay from its events")
    table = Table(start.names, list(start.chips), start.rules, seed.seed, start.dealer)
    forced = made_by_rule(events)
    for index, event in enumerate(events):
        if isinstance(event, HandStarted):
            following = events[index + 1] if index + 1 < len(events) else None
            if isinstance(following, CardsFixed):
                table.start_hand(dict(following.hands), following.community or None)
            else:
                table.start_hand()
            continue
        if isinstance(event, GameChosen):  # chosen, or kept as the next deal began: the same event
            table.choose_game(event.variant, event.wild)
            continue
        made = None if forced[index] else decision(event)
        if made is not None:
            _apply(table, made[0], made[1], f"event {index}")
    produced = table.events
    if produced != list(events):
        at = next((i for i, (a, b) in enumerate(zip(produced, events, strict=False)) if a != b), None)
        where = f"event {at}" if at is not None else f"the end (got {len(produced)} events, expected {len(events)})"
        raise ReplayError(f"the events do not replay: they differ at {where}")
    return table


def _action_record(seat: int, action: Action) -> dict[str, Any]:
    item: dict[str, Any] = {"seat": seat, "act": action.kind}
    if action.amount is not None:
        item["amount"] = action.amount
    if action.hand is not None:
        item["hand"] = action.hand
    if action.cards:
        item["cards"] = cards_text(action.cards)
    return item


def session_record(table: Table) -> dict[str, Any]:
    """A small JSON-ready record from which `table_from_record` resumes the session: the players,
    their starting chips and rules, the table's checkpoint at the deal of the hand in play (or now,
    between hands), and that hand's cards as dealt and its decisions so far. It holds no seed and
    no pack order: the cards nobody holds are shuffled afresh on resume."""
    header: dict[str, Any] = {"format": RECORD_FORMAT, "names": list(table.names), "chips": list(table._starting)}
    header["rules"] = table.rules.to_dict()
    if table.hand_over:
        return {**header, "table": capture(table), "hand": None}
    dealt: dict[str, list[Card]] = {}
    for event in table.events_since(table.hand_start):
        if isinstance(event, CardDealt) and event.card is not None:
            dealt.setdefault(str(event.seat), []).append(event.card)
        elif isinstance(event, CommunityCardDealt) and event.card is not None:
            dealt.setdefault("community", []).append(event.card)
    deal = {key: cards_text(tuple(cards)) for key, cards in dealt.items()}
    drawn = [e.card for e in table.events_since(table.hand_start) if isinstance(e, CardDrawn)]
    drawn += [c for e in table.events_since(table.hand_start) if isinstance(e, Drew) for c in e.drawn or ()]
    if drawn:  # Three-Stake Brag: cards drawn face up from the pack, the same again on resume
        deal["drawn"] = cards_text(tuple(drawn))
    return {**header, "table": dict(table._at_deal), "hand": {"deal": deal, "moves": hand_moves(table)}}


def _action_from(item: Mapping[str, Any], where: str) -> tuple[int, Action]:
    act, seat = item.get("act"), item.get("seat")
    if act not in KINDS or isinstance(seat, bool) or not isinstance(seat, int):
        raise ReplayError(f"{where}: expected a seat and one of {', '.join(KINDS)}")
    hand = item.get("hand")
    if hand not in (None, "new", "retained"):
        raise ReplayError(f"{where}: unknown hand {hand!r}")
    if act == "bet":
        amount = item.get("amount")
        if isinstance(amount, bool) or not isinstance(amount, int):
            raise ReplayError(f"{where}: a bet needs a whole number amount")
        return seat, Action.bet(amount)
    if act in ("discard", "arrange"):
        try:
            made = Action.discard if act == "discard" else Action.arrange
            return seat, made(str(item.get("cards", "")))
        except ValueError as exc:
            raise ReplayError(f"{where}: {exc}") from exc
    return seat, Action(act, hand=hand)


def hand_moves(table: Table) -> list[dict[str, Any]]:
    """The decisions of the hand in play, as `session_record` writes them: what a record saved at
    the deal needs to reach the table as it stands now (a small list, cheap to save each move)."""
    made = (decision(event) for event in chosen(table.events_since(table.hand_start)))
    return [_action_record(*m) for m in made if m is not None]


def table_from_record(record: Mapping[str, Any], seed: int | None = None) -> Table:
    """Resume a session saved by `session_record`; a damaged record raises ReplayError naming the
    first thing wrong. The cards nobody holds are shuffled with fresh randomness (or by `seed`,
    for tests), so two resumes of one record play the hand in play alike and deal the next apart.
    A record of the first format (a seed and every decision) is replayed by its seed."""
    if record.get("format") == LEGACY_FORMAT:
        return _legacy_table(record)
    if record.get("format") != RECORD_FORMAT:
        raise ReplayError(f"not a saved pub session (format {record.get('format')!r})")
    unknown = sorted(set(record) - {"format", "names", "chips", "rules", "table", "hand"})
    if unknown:
        raise ReplayError(f"unknown entry {unknown[0]!r} in a saved pub session")
    try:
        rules = HouseRules.from_dict(record["rules"])
        starting = record["chips"]
        playing = (
            i for i, c in enumerate(starting) if isinstance(c, int) and c > 0 and (rules.covering or c >= rules.ante)
        )
        first = next(playing, 0)  # any seat that could deal; the checkpoint names the dealer
        table = Table(record["names"], starting, rules, seed, first)
        restore(table, record["table"], table._rng, faces=record["hand"] is not None)
    except (KeyError, TypeError, ValueError, AttributeError, BragError) as exc:
        raise ReplayError(f"bad session header: {exc}") from exc
    hand = record["hand"]
    if hand is None:
        return table
    if not isinstance(hand, Mapping) or set(hand) != {"deal", "moves"} or not isinstance(hand["moves"], list):
        raise ReplayError("the hand in play must be its deal and its moves")
    try:
        given = dict(hand["deal"])
        board = given.pop("community", None)
        drawn = given.pop("drawn", "")
        table.start_hand({int(k): v for k, v in given.items()}, board)
        table._pack.to_top(parse_cards(drawn) if isinstance(drawn, str) else drawn)
    except (BragError, ValueError, AttributeError, TypeError) as exc:
        raise ReplayError(f"the hand in play: cannot deal: {exc}") from exc
    if set(table.hand_seats) != {int(k) for k in given}:
        raise ReplayError("the hand in play must give cards to every seat dealt in")
    for number, item in enumerate(hand["moves"]):
        where = f"move {number}"
        if not isinstance(item, Mapping):
            raise ReplayError(f"{where}: expected an object")
        _apply(table, *_action_from(item, where), where)
    return table


def _legacy_table(record: Mapping[str, Any]) -> Table:
    """A session saved in the first format, replayed from its seed and every decision."""
    try:
        rules = HouseRules.from_dict(record["rules"])
        table = Table(record["names"], record["chips"], rules, record["seed"], record["dealer"])
    except (KeyError, TypeError, ValueError) as exc:
        raise ReplayError(f"bad session header: {exc}") from exc
    inputs = record.get("inputs", [])
    for number, item in enumerate(inputs if isinstance(inputs, list) else [None]):
        where = f"input {number}"
        if not isinstance(item, Mapping):
            raise ReplayError(f"{where}: expected an object")
        if "deal" in item:
            deal = item["deal"]
            try:
                given = dict(deal or {})
                board = given.pop("community", None)
                table.start_hand({int(k): v for k, v in given.items()} or None, board)
            except (BragError, ValueError, AttributeError, TypeError) as exc:
                raise ReplayError(f"{where}: cannot deal: {exc}") from exc
        else:
            _apply(table, *_action_from(item, where), where)
    return table
