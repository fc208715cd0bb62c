"""A see whose result the Expert already knows: the unshuffled pack's memory shows the other's whole hand.

Hard's judgement, which the Expert plays wherever the memory knows some of the other hand, weighs
that knowledge against its reads of the other player: it bluffs a player who folds too often even
with a hand it knows is beaten. But the memory that shows the Expert the other's cards is built
from the same public history the other follows, so the other often knows the Expert's cards just
as well, and then a bluff only feeds a raise war the bluffer must lose. So heads-up, once the
memory shows the other's whole hand beating its own, the Expert folds. (A hand it knows wins it
never folds: its judgement already plays that.)
"""

from __future__ import annotations

from casino_brag.engine.ai.odds import mask_cards
from casino_brag.engine.ai.strength import strength_model
from casino_brag.engine.ai.view import DecisionView
from casino_brag.engine.pub.actions import Action


def sure_result(view: DecisionView) -> bool | None:
    """True if the memory shows the other's whole hand and mine beats it, False if it beats mine,
    None if it does not show it all (or the hands tie, or this seat has not looked)."""
    theirs = view.pinned[1 - view.seat]
    if view.blind or view.split or not view.my_hands or theirs.bit_count() != 3:
        return None
    held = view.my_hands[-1][1]
    if len(held) != 3:
        return None
    model = strength_model(view.rules)
    mine, other = model.counting_score(held), model.counting_score(mask_cards(theirs))
    return None if mine == other else mine > other


def settled(view: DecisionView, action: Action) -> Action:
    """`action`, unless the memory shows the other's whole hand beating this seat's: then a fold."""
    if action.kind != "fold" and sure_result(view) is False:
        return view.offer("fold") or action
    return action
