"""Whether the other player plays like the pub: the Expert plays its counter-strategy to the
pub's play only in proportion to how much better the model of that play explains the other's
moves than the equilibrium does.

The evidence is the other player's moves while blind (look, bet or raise blind, see, fold):
their rows are the same for every hand, so each move's likelihood under either strategy is
exact. Blind play is what sets pub players apart; a player who always looks at once (as many
careful players and most programs do) soon shows that the model does not fit them, and then
meets the equilibrium, which no player beats by more than its small exploitability.
"""

from __future__ import annotations

import math

from casino_brag.engine.ai.expert.game import LETTER, Strategy
from casino_brag.engine.ai.expert.model import packaged_model
from casino_brag.engine.ai.expert.strategy import packaged, steps
from casino_brag.engine.ai.view import DecisionView

FLOOR = 0.02
"""The least likelihood a move is given, so that one surprising move never settles the matter."""
PRIOR = -3.0
"""The log odds, before anything is seen, that a player plays like the pub rather than soundly:
a stranger is taken for a sound player (about 20 to 1) until their moves say otherwise."""


def evidence(view: DecisionView, model: Strategy, equilibrium: Strategy) -> float:
    """The log-likelihood ratio, model over equilibrium, of the other player's blind moves in
    this hand so far."""
    first = (view.dealer + 1) % 2
    other = 1 if view.seat == first else 0  # the other player's index in the abstract game
    total = 0.0
    for node, letter in steps(view):
        if node.player != other or node.open[other]:
            continue
        a = [LETTER[x] for x in node.actions].index(letter)
        total += math.log(max(FLOOR, float(model[node.key][0, a])) / max(FLOOR, float(equilibrium[node.key][0, a])))
    return total


class Recognition:
    """The evidence of a session so far: finished hands' totals plus the current hand's."""

    def __init__(self) -> None:
        self.past = PRIOR
        self.hand: int | None = None
        self.current = 0.0

    def __call__(self, view: DecisionView) -> float:
        """The share of the counter-strategy to play now (with the packaged model and equilibrium)."""
        return self.weight(view, packaged_model(), packaged()[0])

    def weight(self, view: DecisionView, model: Strategy, equilibrium: Strategy) -> float:
        """The share of the counter-strategy to play now: the chance the model is the better
        explanation, from `PRIOR` odds before anything is seen."""
        if view.hand_number != self.hand:
            self.past += self.current
            self.hand = view.hand_number
        self.current = evidence(view, model, equilibrium)
        odds = self.past + self.current
        return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, odds))))
