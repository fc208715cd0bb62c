"""A Pub Brag hand from the hand history, read back for the history screen: the game, your own
cards, the community cards, the hands shown and how the pot was won, in the table's own words.

A pub hand is stored with the events as you saw them, so everything here is rebuilt from those
(and from the few figures stored beside them); hands saved before the game or the players'
names were stored are read as well as they can be, never refused.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, get_args

from casino_brag.engine.cards import Card, Rank
from casino_brag.engine.hands import Category, HandValue
from casino_brag.engine.pub.games import game_names
from casino_brag.engine.pub.results import NOBODY, HandResult, HowWon, PotAward, ShownHand
from casino_brag.save.pub_book import HUMAN
from casino_brag.save.store import HandRecord
from casino_brag.ui.core.text import tr
from casino_brag.ui.pub import words
from casino_brag.ui.pub.poker.words import verdict as poker_verdict
from casino_brag.ui.pub.seven import words as arranged
from casino_brag.ui.pub.single.show import history_verdict as single_verdict
from casino_brag.ui.pub.threestake.history import history_verdict as stakes_verdict


@dataclass(frozen=True)
class PubHand:
    """One pub hand as the history shows it."""

    variant: str
    """"three-card", "four-card", "five-card" or "bastard" ("" if it cannot be told)."""
    names: tuple[str, ...]
    your_cards: tuple[Card, ...]
    """The cards you saw: looked at, or shown at the end (your own cards, in Bastard Brag)."""
    board: tuple[Card, ...]
    """Bastard Brag: the community cards turned face up."""
    result: HandResult | None
    verdict: words.Verdict | None

    @property
    def shown(self) -> tuple[ShownHand, ...]:
        return self.result.showdown if self.result is not None else ()

    def name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else tr("history.pub.seat", seat=seat + 1)

    @property
    def outcome_key(self) -> str:
        """What happened to you, as a text key ending: won_fold, won_see, split, lost_see, folded…"""
        result = self.result
        if result is None:
            return ""
        won = result.winnings.get(HUMAN, 0)
        if won and len(result.winners) > 1 and HUMAN in result.winners:
            return "split"
        if won:
            return f"won_{result.how}"
        if any(s.seat == HUMAN for s in result.showdown) or result.seer == HUMAN or result.seen == HUMAN:
            return f"lost_{result.how}"
        return ""


def read_pub_hand(record: HandRecord) -> PubHand:
    """The pub hand in `record`: every part that can be read from what was stored."""
    detail = record.detail
    events = [e for e in record.events if isinstance(e, Mapping)]
    names = _names(detail, events)
    result = _result(events)
    if result is not None and not _seats_fit(result, len(names)):
        result = None  # a result naming seats the hand did not have cannot be told
    variant = str(detail.get("variant", "")) if detail.get("variant") in game_names() else _variant(events)
    board = result.community if result is not None and result.community else _turned(events)
    yours = _cards(record.player_cards)
    verdict = _told(result, names, variant, events)
    if verdict is None:
        result = None
    return PubHand(variant, names, yours, board, result, verdict)


def _told(
    result: HandResult | None, names: tuple[str, ...], variant: str, events: Sequence[Mapping[str, Any]]
) -> words.Verdict | None:
    """The result in words, or None when there is none or it does not hang together (a saved
    result edited or damaged: a see without the seen hand, say), so it is left out."""
    if result is None:
        return None
    try:
        if variant in arranged.ARRANGED:
            return arranged.verdict(result, names)
        if not 0 <= result.winner < len(names):
            return None
        if variant == "single-stake":
            return single_verdict(events, names, result)
        told = words.verdict(result, names, None)
        if variant == "brag-poker":
            return poker_verdict(result, names) or told
        return (stakes_verdict(events, names, result.winner) or told) if variant == "three-stake" else told
    except (KeyError, IndexError, ValueError, TypeError):
        return None


def _names(detail: Mapping[str, Any], events: Sequence[Mapping[str, Any]]) -> tuple[str, ...]:
    stored = detail.get("names")
    if isinstance(stored, list) and all(isinstance(n, str) for n in stored):
        names = list(stored)
    else:
        seats = next((e.get("seats") for e in events if e.get("type") == "HandStarted"), None)
        count = max(seats) + 1 if isinstance(seats, list) and seats and all(isinstance(s, int) for s in seats) else 0
        names = [tr("history.pub.seat", seat=s + 1) for s in range(count)]
    if names:
        names[HUMAN] = tr("pub.you")
    return tuple(names)


def _variant(events: Sequence[Mapping[str, Any]]) -> str:
    if any(e.get("type") == "CommunityCardDealt" for e in events):
        return "bastard"
    dealt: dict[object, int] = {}
    for event in events:
        if event.get("type") == "CardDealt":
            dealt[event.get("seat")] = dealt.get(event.get("seat"), 0) + 1
    most = max(dealt.values(), default=0)
    games = {3: "three-card", 4: "four-card", 5: "five-card", 7: "seven-card", 9: "nine-card", 13: "thirteen-card"}
    return games.get(most, "")


def _turned(events: Sequence[Mapping[str, Any]]) -> tuple[Card, ...]:
    cards = [e.get("card") for e in events if e.get("type") == "CommunityCardTurned"]
    return tuple(Card.parse(c) for c in cards if isinstance(c, str))


def _cards(text: object) -> tuple[Card, ...]:
    if not isinstance(text, str):
        return ()
    try:
        return tuple(Card.parse(c) for c in text.split())
    except ValueError:
        return ()


def _card_list(data: object) -> tuple[Card, ...]:
    if not isinstance(data, list):
        return ()
    return tuple(Card.parse(c) for c in data if isinstance(c, str))


def _value(data: object) -> HandValue:
    if not isinstance(data, Mapping):
        raise ValueError("no hand value")
    category = Category[str(data["category"]).upper()]
    ranks = tuple(Rank[str(r).upper()] for r in data["ranks"])
    wilds = data.get("wilds", 0)  # the wild cards (or braggers) that made it, read back when stored
    count = wilds if isinstance(wilds, int) and not isinstance(wilds, bool) and 0 <= wilds <= 3 else 0
    return HandValue(int(data.get("score", 0)), category, ranks, count)


def _result(events: Sequence[Mapping[str, Any]]) -> HandResult | None:
    """The hand's result from its `HandEnded` event (None if it is missing or unreadable)."""
    ended = next((e for e in reversed(events) if e.get("type") == "HandEnded"), None)
    data = ended.get("result") if ended is not None else None
    if not isinstance(data, Mapping):
        return None
    try:
        awards = tuple(PotAward(int(a["pot"]), int(a["seat"]), int(a["amount"])) for a in data.get("awards", []))
        showdown = tuple(
            ShownHand(
                int(s["seat"]),
                _card_list(s.get("cards")),
                _card_list(s.get("discards")),
                _value(s.get("value")),
                _card_list(s.get("own")),
            )
            for s in data.get("showdown", [])
        )
        winners = tuple(int(w) for w in data.get("winners") or ())
        return HandResult(
            number=int(data["number"]),
            winner=int(data["winner"]),
            how=data["how"],
            awards=awards,
            showdown=showdown,
            seer=_seat(data.get("seer")),
            seen=_seat(data.get("seen")),
            winners=winners or (int(data["winner"]),),
            community=_card_list(data.get("community")),
        )
    except (KeyError, TypeError, ValueError):
        return None


def _seats_fit(result: HandResult, players: int) -> bool:
    """Every seat the result names is one of the hand's players."""
    seats = [*result.winners, *(a.seat for a in result.awards), *(s.seat for s in result.showdown)]
    seats += [s for s in (result.seer, result.seen) if s is not None]
    seats += [result.winner] if result.winner != NOBODY else []
    return all(0 <= s < players for s in seats) and result.how in get_args(HowWon)


def _seat(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None
