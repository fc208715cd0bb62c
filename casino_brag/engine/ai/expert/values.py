"""What each choice is worth under the solved strategy: the trainer's figures, never guesses.

At a decision of the abstract game (`game.py`), a player knows the public history and, once it
has looked, its own class. The other player's classes are weighted by how likely each is to have
played the history so far under the strategy (its *reach*). A choice's value is the player's
expected net chips for the whole hand when it makes that choice and both players then follow
the strategy. A decision's cost is the best choice's value minus the chosen one's.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np

from casino_brag.engine.ai.expert.game import LETTER, Classes, Node, Strategy, Vector, build, classes, payoff, row


@dataclass(frozen=True)
class Choice:
    """One action at a decision: the strategy's probability of it and its value in chips."""

    action: str
    probability: float
    value: float


@dataclass(frozen=True)
class Spot:
    """A decision of the abstract game seen from the player to act."""

    path: str
    player: int
    mine: int | None
    """The player's class, None while it plays blind."""
    choices: tuple[Choice, ...]

    @property
    def best(self) -> Choice:
        return max(self.choices, key=lambda c: c.value)

    def choice(self, action: str) -> Choice:
        return next(c for c in self.choices if c.action == action)

    def cost(self, action: str) -> float:
        """What choosing `action` gives up against the best choice (0 for the best)."""
        return max(0.0, self.best.value - self.choice(action).value)


@cache
def root() -> Node:
    """The abstract game's whole tree, built once."""
    return build()


def node_at(path: str) -> Node | None:
    """The node a public history leads to, or None if the abstract game has no such history."""
    node = root()
    for letter in path:
        actions = [LETTER[a] for a in node.actions]
        if letter not in actions:
            return None
        node = node.children[actions.index(letter)]
    return node


def reach(path: str, player: int, strategy: Strategy, odds: Classes) -> Vector:
    """The other player's classes, weighted by the odds of each and by how likely each was to
    make that player's moves along `path` (normalised to sum to 1). A history the strategy never
    plays (a move it gives no chance, rounded to thousandths) leaves nothing to condition on: the
    classes keep their prior weights."""
    node = root()
    weights = odds.prior.copy()
    for letter in path:
        index = [LETTER[a] for a in node.actions].index(letter)
        if node.player != player:
            weights = weights * row(strategy, node, len(weights))[:, index]
        node = node.children[index]
    total = float(weights.sum())
    return weights / total if total > 0 else odds.prior.copy()


def worth(node: Node, player: int, mine: Vector, theirs: Vector, strategy: Strategy, odds: Classes) -> float:
    """`player`'s net chips from `node` on, both following `strategy`, summed over its classes
    weighted by `mine` and the other's weighted by `theirs` (unnormalised)."""
    if not node.actions:
        return float(mine @ payoff(node, player, theirs, odds))
    probs = row(strategy, node, len(mine))
    total = 0.0
    for a, child in enumerate(node.children):
        if node.player == player:
            total += worth(child, player, mine * probs[:, a], theirs, strategy, odds)
        else:
            total += worth(child, player, mine, theirs * probs[:, a], strategy, odds)
    return total


def spot(path: str, mine: int | None, strategy: Strategy, odds: Classes | None = None) -> Spot | None:
    """The choices at the decision `path` leads to, for its player with class `mine` (None: blind),
    or None when `path` is not a decision of the abstract game or the strategy lacks it."""
    odds = odds or classes()
    node = node_at(path)
    if node is None or not node.actions or node.key not in strategy:
        return None
    player = node.player
    blind = not node.open[player]
    if blind != (mine is None):
        return None
    theirs = reach(path, player, strategy, odds)
    if mine is None:
        own = odds.prior.copy()
    else:
        own = np.zeros(len(odds.prior))
        own[mine] = 1.0
    weight = float(own.sum())
    probs = row(strategy, node, len(own))
    at = probs[0 if mine is None else mine]
    choices = tuple(
        Choice(action, float(at[a]), worth(child, player, own, theirs, strategy, odds) / weight)
        for a, (action, child) in enumerate(zip(node.actions, node.children, strict=True))
    )
    return Spot(path, player, mine, choices)
