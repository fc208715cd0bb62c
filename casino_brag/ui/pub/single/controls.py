"""Your buttons in Single-Stake Brag, from the table's legal actions: the dealer's stake, then meet,
raise or drop, each saying what it costs. Raising opens the chip stepper, whose words say the stake
the raise makes."""

from __future__ import annotations

from collections.abc import Sequence

from casino_brag.engine.pub import Action
from casino_brag.ui.core.text import chips, tr
from casino_brag.ui.pub.controls import Choice
from casino_brag.ui.widgets.stepper import ChipStepper


def single_choices(offers: Sequence[Action], waiting_for: str) -> list[Choice]:
    """The buttons for this moment of a Single-Stake hand (`offers` empty while others decide)."""
    bet = next((o for o in offers if o.kind == "bet"), None)
    fold = next((o for o in offers if o.kind == "fold"), None)
    waiting = tr("pub.waiting", name=waiting_for) if waiting_for else ""
    if bet is None or bet.min is None or bet.max is None:
        return [
            Choice("bet", tr("single.button.meet_plain"), None, False, reason=waiting),
            Choice("raise", tr("single.button.raise_plain"), None, False, reason=waiting),
            Choice("fold", tr("single.button.drop"), None, False, reason=waiting),
        ]
    more = bet.max > bet.min
    if fold is None:  # the dealer's stake
        return [
            Choice("bet", tr("single.button.stake", amount=chips(bet.min)), Action.bet(bet.min), True, primary=True),
            Choice(
                "raise",
                tr("single.button.stake_more", most=chips(bet.max)),
                None,
                more,
                reason="" if more else tr("single.reason.stake_more"),
            ),
            Choice("fold", tr("single.button.drop"), None, False, reason=tr("single.reason.dealer")),
        ]
    label = tr("single.button.raise", least=chips(bet.min + 1), most=chips(bet.max)) if more else ""
    return [
        Choice("bet", tr("single.button.meet", cost=chips(bet.min)), Action.bet(bet.min), True, primary=True),
        Choice(
            "raise",
            label or tr("single.button.raise_plain"),
            None,
            more,
            reason="" if more else tr("single.reason.raise"),
        ),
        Choice("fold", tr("single.button.drop"), fold, True),
    ]


def label_single_stepper(stepper: ChipStepper, amount: int, put_in: int, dealing: bool) -> None:
    """The stepper's words: the dealer's stake, or what a raise puts in and the stake it makes."""
    if dealing:
        stepper.confirm = tr("single.stake.confirm", amount=chips(amount))
        stepper.caption = tr("single.stake.caption", amount=chips(amount))
        return
    stepper.confirm = tr("single.raise.confirm", amount=chips(amount))
    stepper.caption = tr("single.raise.caption", amount=chips(amount), stake=chips(put_in + amount))


def single_hint(offers: Sequence[Action], stake: int, ante: int) -> str:
    """The line under your buttons on your turn."""
    bet = next((o for o in offers if o.kind == "bet"), None)
    if not any(o.kind == "fold" for o in offers):
        return tr("single.hint.stake", ante=chips(ante))
    cost = bet.min if bet is not None and bet.min is not None else 0
    return tr("single.hint.meet", stake=chips(stake), cost=chips(cost))
