"""Three-Stake Brag in words: the table talk of the draw towards 31 and the three stakes won."""

from __future__ import annotations

from collections.abc import Sequence

from casino_brag.engine.cards import Card
from casino_brag.engine.pub.events import Event
from casino_brag.engine.pub.games.threestake.events import CardDrawn, CardsTurnedUp, StakeWon, Stood
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


def log_line(event: Event, names: Sequence[str]) -> str | None:
    """One line of table talk for a Three-Stake event (None for any other event)."""
    if isinstance(event, CardsTurnedUp):
        if len(event.cards) == 1:
            return tr("stakes.log.up", name=names[event.seat], card=_card(event.cards[0]))
        cards = " ".join(_card(c) for c in event.cards)
        return tr("stakes.log.all_up", name=names[event.seat], cards=cards, count=event.count)
    if isinstance(event, CardDrawn):
        key = "stakes.log.over" if event.count > 31 else "stakes.log.drew"
        return tr(key, name=names[event.seat], card=_card(event.card), count=event.count)
    if isinstance(event, Stood):
        return tr("stakes.log.stood", name=names[event.seat], count=event.count)
    if isinstance(event, StakeWon):
        who = _names(event.seats, names)
        return tr("stakes.log.won", number=event.number, names=who, amount=chips(event.amount), how=how(event))
    return None


def summary(won: Sequence[StakeWon], names: Sequence[str]) -> tuple[str, str]:
    """The three stakes as a headline and the rules that decided them."""
    by = {w.number: w for w in won}
    headline = tr(
        "stakes.verdict",
        face=tr("stakes.verdict.face", name=_names(by[1].seats, names)),
        brag=tr("stakes.verdict.brag", name=_names(by[2].seats, names)),
        thirty_one=tr("stakes.verdict.31", name=_names(by[3].seats, names)),
    )
    return headline, tr("stakes.verdict.rule", how1=how(by[1]), how2=how(by[2]), how3=how(by[3]))
