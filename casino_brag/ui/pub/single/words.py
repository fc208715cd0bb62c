"""Single-Stake Brag in words: the table talk of the stake, the hands with braggers and the verdict.

Every rule that decides a hand is said: the hands shown once the stakes are equal, a natural hand
over the same hand made with braggers, the first bettor on equal hands, and the dealer's stake
that nobody met.
"""

from __future__ import annotations

from collections.abc import Sequence

from casino_brag.engine.hands import HandValue
from casino_brag.engine.pub.events import Event
from casino_brag.engine.pub.games.single.events import FirstBettorWins, HandPickedUp, StakeBet, StakeUnmet
from casino_brag.engine.pub.results import HandResult
from casino_brag.save.pub_book import HUMAN
from casino_brag.ui.core.text import chips, hand_name, tr

SINGLE_EVENTS = (StakeBet, HandPickedUp, StakeUnmet, FirstBettorWins)


def _said(key: str, seat: int, **values: object) -> str:
    """A sentence about `seat`, in the form for you when it is you."""
    return tr(f"{key}.you" if seat == HUMAN else key, **values)


def bragger_hand(value: HandValue) -> str:
    """A hand's name saying how many braggers made it ("Prial of 7s with a bragger")."""
    plain = hand_name(value.without_wilds())
    if not value.wilds:
        return plain
    key = "single.hand.bragger" if value.wilds == 1 else "single.hand.braggers"
    return tr(key, hand=plain, count=value.wilds)


def log_line(event: Event, names: Sequence[str]) -> str | None:
    """One line of table talk for a Single-Stake event (None for any other, or nothing to say)."""
    if isinstance(event, StakeBet):
        name, amount, stake = names[event.seat], chips(event.amount), chips(event.stake)
        if event.opening:  # the first bet of the hand: the dealer's stake
            return _said("single.log.stake", event.seat, name=name, amount=amount)
        key = "single.log.raise" if event.raised else "single.log.meet"
        return _said(key, event.seat, name=name, amount=amount, stake=stake)
    if isinstance(event, HandPickedUp):
        return tr("single.log.picked") if event.seat == HUMAN else None
    if isinstance(event, StakeUnmet):
        name = names[event.dealer]
        return _said("single.log.unmet", event.dealer, name=name, stake=chips(event.stake), antes=chips(event.antes))
    if isinstance(event, FirstBettorWins):
        return _said("single.log.first", event.seat, name=names[event.seat])
    return None


def bubble(event: Event) -> str | None:
    """What a player says as they stake, meet or raise."""
    if not isinstance(event, StakeBet):
        return None
    if event.opening:
        return tr("single.bubble.stake", amount=chips(event.amount))
    if event.raised:
        return tr("single.bubble.raise", stake=chips(event.stake))
    return tr("single.bubble.meet")


def rule(result: HandResult, names: Sequence[str], unmet: bool, first: FirstBettorWins | None) -> str:
    """The rule that decided a Single-Stake hand, in words."""
    winner = result.winner
    if unmet:
        return _said("single.verdict.unmet", winner, name=names[winner])
    values = result.values
    if result.how == "fold" or winner not in values or len(values) < 2:
        return _said("single.verdict.fold", winner, name=names[winner])
    best = values[winner]
    if first is not None:
        return _said("single.verdict.first", winner, hand=bragger_hand(best), winner=names[winner])
    other = max((s for s in values if s != winner), key=lambda s: values[s].score)
    worse = values[other]
    same = worse.category == best.category and worse.ranks == best.ranks and bool(worse.wilds) != bool(best.wilds)
    key = "single.verdict.natural" if same else "single.verdict.beats"
    key += ".you" if winner == HUMAN else ".yours" if other == HUMAN else ""
    return tr(
        key,
        winner=names[winner],
        winner_hand=bragger_hand(best),
        other=names[other],
        other_hand=bragger_hand(worse),
    )
