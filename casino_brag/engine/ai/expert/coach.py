"""The pub trainer's judge: a real heads-up decision mapped onto the solved game, its choices
valued (`values.py`), and a decision graded by what it gave up against the best choice.

A decision outside the abstraction (two hands in front of a player, a cover, more bets than the
abstract game allows, a bet size it does not know) gets no figures and no grade: the trainer
says so instead of guessing.
"""

from __future__ import annotations

from dataclasses import dataclass

from casino_brag.engine.ai.expert.strategy import applies, node_of, packaged
from casino_brag.engine.ai.expert.values import Spot, spot
from casino_brag.engine.ai.strength import strength_model
from casino_brag.engine.ai.view import DecisionView
from casino_brag.engine.pub.actions import Action

CLOSE = 0.05
"""A choice within this many chips of the best counts as right: the solved strategy mixes
between choices whose values are equal only up to the solver's precision."""


def hand_class(view: DecisionView, classes: int) -> int | None:
    """The class of the hand this seat has looked at, as the Expert reckons it (its rank among
    all hands); None while blind."""
    if view.statuses[view.seat] == "blind" or not view.my_hands:
        return None
    held = view.my_hands[-1][1]
    if len(held) != 3:
        return None
    model = strength_model(view.rules)
    return min(classes - 1, int(model.percentile(model.counting_score(held)) * classes))


def advise(view: DecisionView) -> Spot | None:
    """Every choice at this decision with the strategy's probability and its value in chips,
    or None where the decision lies outside the abstraction."""
    if not applies(view):
        return None
    node = node_of(view)
    if node is None:
        return None
    strategy, classes = packaged()
    mine = hand_class(view, classes)
    if mine is None and view.statuses[view.seat] != "blind":
        return None
    return spot(node.path, mine, strategy)


def abstract(action: Action, view: DecisionView) -> str | None:
    """The abstract game's name for a real action: a least bet is "bet", more is "raise" (one
    step; the trainer's raise is always one step); a cover or a keep has none."""
    if action.kind in ("look", "fold", "see"):
        return action.kind
    if action.kind != "bet" or action.amount is None:
        return None
    offer = next((a for a in view.offers if a.kind == "bet"), None)
    if offer is None or offer.min is None:
        return None
    return "raise" if action.amount > offer.min else "bet"


@dataclass(frozen=True)
class Grade:
    """One of the player's decisions after the hand: what it chose, and the figures if any."""

    chosen: str
    """The abstract action, or the real kind of an action the abstraction has no name for."""
    spot: Spot | None

    @property
    def graded(self) -> bool:
        return self.spot is not None and any(c.action == self.chosen for c in self.spot.choices)

    @property
    def cost(self) -> float:
        return self.spot.cost(self.chosen) if self.spot is not None and self.graded else 0.0

    @property
    def right(self) -> bool:
        return self.graded and self.cost <= CLOSE


def grade(view: DecisionView, action: Action, found: Spot | None = None) -> Grade:
    """Grade `action`, taken at the decision `view` shows (`found`: its advice, if worked out)."""
    chosen = abstract(action, view) or action.kind
    return Grade(chosen, found if found is not None else advise(view))
