"""Three-Stake Brag in words: the table talk of the draw towards 31 and the three stakes won."""

from __future__ import annotations

from collections.abc import Sequence

from casino_brag.engine.cards import Card
from casino_brag.engine.pub.events import Event
from casino_brag.engine.pub.games.threestake.events import CardDrawn, CardsTurnedUp, StakeWon, Stood
from casino_brag.save.pub_book import HUMAN
from casino_brag.ui.core.text import chips, tr

STAKE_EVENTS = (CardsTurnedUp, CardDrawn, Stood, StakeWon)


def _card(card: Card) -> str:
    """A card in words ("J of clubs"): the font has no suit symbols."""
    return tr("card.name", rank=card.rank.symbol, suit=tr(f"suit.{card.suit.name.lower()}"))


def _names(seats: Sequence[int], names: Sequence[str]) -> str:
    return ", ".join(names[s] for s in seats)


HOW_KEYS = {
    "folded": "stakes.how.folded",
    "best hand": "stakes.how.best",
    "exactly 31": "stakes.how.exactly",
    "nearest 31": "stakes.how.nearest",
    "tie": "stakes.how.tie",
    "all over": "stakes.how.all_over",
    "face-up card": "stakes.how.face",
}


def how(won: StakeWon) -> str:
    """Why a stake went where it did, in words."""
    card = _card(won.card) if won.card is not None else ""
    return tr(HOW_KEYS[won.how], card=card, count=won.count)


def _said(key: str, seat: int, **values: object) -> str:
    """A sentence about `seat`, in the form for you when it is you."""
    return tr(f"{key}.you" if seat == HUMAN else key, **values)


def log_line(event: Event, names: Sequence[str]) -> str | None:
    """One line of table talk for a Three-Stake event (None for any other event)."""
    if isinstance(event, CardsTurnedUp):
        name = names[event.seat]
        if len(event.cards) == 1:
            return _said("stakes.log.up", event.seat, name=name, card=_card(event.cards[0]))
        cards = ", ".join(_card(c) for c in event.cards)
        return _said("stakes.log.all_up", event.seat, name=name, cards=cards, count=event.count)
    if isinstance(event, CardDrawn):
        key = "stakes.log.over" if event.count > 31 else "stakes.log.drew"
        return _said(key, event.seat, name=names[event.seat], card=_card(event.card), count=event.count)
    if isinstance(event, Stood):
        return _said("stakes.log.stood", event.seat, name=names[event.seat], count=event.count)
    if isinstance(event, StakeWon):
        who = _names(event.seats, names)
        return tr("stakes.log.won", number=event.number, names=who, amount=chips(event.amount), how=how(event))
    return None


def summary(won: Sequence[StakeWon], names: Sequence[str]) -> tuple[str, str]:
    """The three stakes as a headline (the brag's winner) and the rules that decided each."""
    by = {w.number: w for w in won}
    who = {n: _names(by[n].seats, names) for n in (1, 2, 3)}
    rule = tr(
        "stakes.verdict.rule",
        name1=who[1],
        how1=how(by[1]),
        name2=who[2],
        how2=how(by[2]),
        name3=who[3],
        how3=how(by[3]),
    )
    return tr("stakes.verdict", name=who[2]), rule


def pools_line(reserved: tuple[int, int], pot: int) -> str:
    """The three pools in the middle: stake 1's, the brag's (its stake and the bets) and stake 3's."""
    first, third = reserved
    brag = chips(pot - first - third)
    return tr("stakes.pools", pot=chips(pot), face=chips(first), brag=brag, thirty_one=chips(third))
