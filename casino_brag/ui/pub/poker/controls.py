"""Your buttons in 3 Card Brag Poker, made from the table's legal actions: Look, Check, Call,
Bet, Raise and Fold while betting, each saying what it costs; at the draw, one button that
changes the cards you picked (or stands pat)."""

from __future__ import annotations

from collections.abc import Sequence

from casino_brag.engine.cards import Card
from casino_brag.engine.pub import Action, Table
from casino_brag.engine.pub.games.poker.game import BragPoker
from casino_brag.ui.core.text import chips, tr
from casino_brag.ui.pub.controls import Choice


def choices(
    offers: Sequence[Action], *, your_turn: bool, drawing: bool, waiting_for: str, selection: Sequence[Card]
) -> list[Choice]:
    """The buttons for this moment of a 3 Card Brag Poker hand."""
    mine = offers if your_turn else ()
    if drawing and your_turn:
        return _drawing(mine, selection)
    waiting = tr("pub.waiting", name=waiting_for) if waiting_for else ""
    if drawing:  # the others change their cards
        return [Choice("draw", tr("poker.button.draw_plain"), None, False, reason=waiting)]
    kinds = {o.kind: o for o in mine}
    out: list[Choice] = []
    look = kinds.get("look")
    out.append(Choice("look", tr("poker.button.look"), look, look is not None, reason=waiting or tr("pub.reason.look")))
    check, call = kinds.get("check"), kinds.get("call")
    if check is not None:
        out.append(Choice("check", tr("poker.button.check"), check, True, primary=True))
    elif call is not None and call.cost is not None:
        key = "poker.button.call_blind" if call.blind else "poker.button.call"
        out.append(Choice("call", tr(key, cost=chips(call.cost)), call, True, primary=True))
    else:
        out.append(
            Choice("call", tr("poker.button.call_plain"), None, False, reason=waiting or tr("poker.reason.call"))
        )
    rise = kinds.get("bet") or kinds.get("raise")
    if rise is not None and rise.cost is not None:
        if rise.kind == "bet":
            label, action = tr("poker.button.bet", cost=chips(rise.cost)), Action.bet(rise.cost)
        else:
            label, action = tr("poker.button.raise", cost=chips(rise.cost)), rise
        out.append(Choice("raise_fixed", label, action, True))
    else:
        why = waiting or tr("poker.reason.raise")
        out.append(Choice("raise_fixed", tr("poker.button.raise_plain"), None, False, reason=why))
    fold = kinds.get("fold")
    out.append(Choice("fold", tr("pub.button.fold"), fold, fold is not None, reason=waiting))
    return out


def _drawing(offers: Sequence[Action], selection: Sequence[Card]) -> list[Choice]:
    look = next((o for o in offers if o.kind == "look"), None)
    if look is not None:  # blind: look first, or stand pat unseen
        return [
            Choice("look", tr("poker.button.look"), look, True, primary=True),
            Choice("draw", tr("poker.button.pat_blind"), Action.discard(()), True),
        ]
    chosen = Action.discard(list(selection))
    offer = next((o for o in offers if o.accepts(chosen)), None)
    if not selection:
        label = tr("poker.button.pat")
    elif len(selection) == 1:
        label = tr("poker.button.draw_one")
    else:
        label = tr("poker.button.draw", count=len(selection))
    return [Choice("draw", label, chosen if offer is not None else None, offer is not None, primary=True)]


def table_choices(
    table: Table, offers: Sequence[Action], your_turn: bool, waiting_for: str, selection: Sequence[Card]
) -> list[Choice] | None:
    """The buttons while a 3 Card Brag Poker hand is in play (None at any other table or moment)."""
    game = table.game
    if not isinstance(game, BragPoker) or table.hand_over or game.deal is None:
        return None
    drawing = game.deal.phase == "draw"
    return choices(offers, your_turn=your_turn, drawing=drawing, waiting_for=waiting_for, selection=selection)
