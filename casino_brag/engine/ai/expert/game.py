"""Heads-up Three-Card Brag, abstracted small enough to solve: the tree, the hand classes, the
showdown odds, and the value of a strategy and of the best response to it.

The abstraction (documented in the README's "Expert"):
- **Hands** are grouped into `BUCKETS` strength classes of about equal size by their rank among
  all 22,100 hands (a hand's class is all a player knows of it). The two players' classes are
  taken as dealt independently: the odds of one class against another count every pair of hands,
  shared cards included, which moves no class's chances by more than a fraction of a percent.
- **Stakes** are `STAKES` (open terms, in minimum first bets); a bet either stays at the stake or
  raises it one step, and the top step is the cap. Each player antes 1. Chips are whole, as at
  the table: a blind bet is half the stake rounded up, so a blind bet of 1 counts as 2.
- **Looking, blind bets and seeing** are explicit decisions: a blind player may look (then acts
  open at the same turn), bet blind, raise blind, see (for the stake) or fold; an open player
  may bet, raise, fold, or see an open opponent (for twice the stake); nobody sees a blind
  player while open. Seeing needs a bet made first, and the seer loses ties.
- After `MOST_BETS` bets nobody raises, and after `CALLS` more bets at the stake the hand must
  end: the player to act folds or shows, paying the price of a see, and loses ties as a seer
  does. An open player facing a blind one may not see, so it folds or bets on at the stake, and
  the blind player must then fold, see or look.
- A player who wins unseen (the other folds to a blind player) also gains `BLIND_WIN`: the hand
  may be kept for the next deal, where two hands make a better one.
- **What a player knows**: an information set is the public history (every look, bet, raise,
  see and fold so far, in order) and, once it has looked, its own class.

Values are in antes (chips at ante 1, minimum first bet 1) for the player who acts first.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import cache

import numpy as np
import numpy.typing as npt

from casino_brag.engine.hands import STANDARD, Ranking, hand_table

Vector = npt.NDArray[np.float64]

BUCKETS = 32
"""Strength classes of hands."""
STAKES = (1.0, 2.0, 4.0, 8.0, 16.0)
"""The stake steps in open terms, the last the cap."""
MOST_BETS = 6
"""Bets after which nobody raises: the players bet on at the stake, see or fold."""
CALLS = 6
"""Bets at the stake after `MOST_BETS`, after which the player to act must end the hand: fold, or
show (a blind player may look first; an open player facing a blind one, who may not see, bets
on at the stake instead, and the blind one must then end it)."""
LAST_BETS = MOST_BETS + CALLS
ANTE = 1.0
BLIND_WIN = 0.25
"""What a hand won unseen is worth to its winner beyond the pot, in antes: it may be kept, and two
hands to choose from make a better one next deal (the house rule on by default). The loser
gives it up."""

FOLD, BET, RAISE, SEE, LOOK = "fold", "bet", "raise", "see", "look"
ACTIONS = (FOLD, BET, RAISE, SEE, LOOK)
LETTER = {FOLD: "f", BET: "b", RAISE: "r", SEE: "s", LOOK: "l"}


@dataclass
class Node:
    """A point of the abstract game. A terminal has no `actions`: `winner` takes the pot after a
    fold, or `seer` paid to see (then the hands decide, ties to the seen player)."""

    player: int
    open: tuple[bool, bool]
    step: int
    """The stake step (-1: no bet yet)."""
    bets: int
    put_in: tuple[float, float]
    path: str = ""
    """The moves from the deal, one letter each (f, b, r, s, l): the public history."""
    actions: tuple[str, ...] = ()
    children: list[Node] = field(default_factory=list)
    winner: int | None = None
    seer: int | None = None

    @property
    def key(self) -> str:
        """The information set of the player to act: the public history (and, once it has
        looked, its own class, the row of the strategy's table)."""
        return self.path or "-"


def called(step: int, blind: bool) -> int:
    """The step a least bet leaves the stake at: a blind bet is whole chips, so a blind bet of 1
    at a stake of 1 (or before any bet) counts as 2 and raises the stake to the next step."""
    stake = STAKES[max(step, 0)]
    if blind:
        stake = 2 * math.ceil(stake / 2)
    return STAKES.index(stake)


def options(me_open: bool, other_open: bool, step: int, bets: int) -> tuple[str, ...]:
    """What the player to act may do."""
    if bets >= LAST_BETS:  # the hand must end: fold or show at a see's price
        if me_open and not other_open:
            return (FOLD, BET)  # nobody sees a blind player while open: bet on, and the blind one must end it
        return (FOLD, SEE) if me_open else (FOLD, SEE, LOOK)
    out = [FOLD, BET]
    if called(step, not me_open) + 1 < len(STAKES) and bets < MOST_BETS:
        out.append(RAISE)
    if bets > 0 and not (me_open and not other_open):  # nobody sees a blind player while open
        out.append(SEE)
    if not me_open:
        out.append(LOOK)
    return tuple(out)


def _price(stake: float, blind: bool) -> float:
    """A bet at an open stake: half, rounded up, for a blind player (chips are whole)."""
    return float(math.ceil(stake / 2)) if blind else stake


def build(node: Node | None = None) -> Node:
    """The whole tree from the deal (or from `node`)."""
    if node is None:
        node = Node(0, (False, False), -1, 0, (ANTE, ANTE))
    me = node.player
    blind = not node.open[me]
    node.actions = options(node.open[me], node.open[1 - me], node.step, node.bets)
    for action in node.actions:
        put = list(node.put_in)
        path = node.path + LETTER[action]
        if action == FOLD:
            child = Node(me, node.open, node.step, node.bets, node.put_in, path, winner=1 - me)
        elif action == LOOK:
            opened = (True, node.open[1]) if me == 0 else (node.open[0], True)
            child = build(Node(me, opened, node.step, node.bets, node.put_in, path))
        elif action == SEE:
            stake = STAKES[max(node.step, 0)]
            put[me] += 2 * _price(stake, blind)
            child = Node(me, node.open, node.step, node.bets, (put[0], put[1]), path, seer=me)
        else:
            step = called(node.step, blind) + (action == RAISE)
            put[me] += _price(STAKES[step], blind)
            child = build(Node(1 - me, node.open, step, node.bets + 1, (put[0], put[1]), path))
        node.children.append(child)
    return node


def decision_nodes(root: Node) -> list[Node]:
    """Every node where someone decides, parents before children."""
    out, stack = [], [root]
    while stack:
        node = stack.pop()
        if node.actions:
            out.append(node)
            stack.extend(reversed(node.children))
    return out


# --- hand classes -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Classes:
    """The hand classes: where each begins (by score), how likely each is, and the showdown odds."""

    bounds: tuple[int, ...]
    """The lowest score in each class, weakest class first."""
    prior: Vector
    beats: Vector
    """beats[i, j]: P(a hand of class i beats one of class j, strictly)."""

    def of(self, score: int) -> int:
        """The class of a hand by its score."""
        low, high = 0, len(self.bounds) - 1
        while low < high:
            mid = (low + high + 1) // 2
            if self.bounds[mid] <= score:
                low = mid
            else:
                high = mid - 1
        return low


@cache
def classes(ranking: Ranking = STANDARD, buckets: int = BUCKETS) -> Classes:
    """Classes of about equal size; a score never straddles two."""
    scores = sorted(v.score for v in hand_table(ranking).values())
    distinct, counts = np.unique(np.array(scores), return_counts=True)
    total = counts.sum()
    edges = np.cumsum(counts)
    of_score = np.minimum((edges - counts / 2) * buckets // total, buckets - 1).astype(int)
    bounds = tuple(int(distinct[np.argmax(of_score == b)]) for b in range(buckets) if (of_score == b).any())
    n = len(bounds)
    of_score = np.searchsorted(np.array(bounds), distinct, side="right") - 1
    member = np.zeros((len(distinct), n))
    member[np.arange(len(distinct)), of_score] = counts
    mass = member.sum(axis=0)
    greater = (distinct[:, None] > distinct[None, :]).astype(float)
    beats = member.T @ greater @ member / np.outer(mass, mass)
    return Classes(bounds, mass / total, beats)


# --- values -------------------------------------------------------------------------------------------

Strategy = dict[str, npt.NDArray[np.float64]]
"""Action probabilities by information set: rows by class for an open player, one row blind."""


def payoff(node: Node, player: int, reach: Vector, odds: Classes) -> Vector:
    """`player`'s net chips at a terminal, by its class, against the other's reach by class."""
    mine, theirs = node.put_in[player], node.put_in[1 - player]
    weight = float(reach.sum())
    if node.winner is not None:
        kept = BLIND_WIN if not node.open[node.winner] else 0.0  # won unseen: the hand is kept
        return np.full(len(reach), (theirs + kept) * weight if node.winner == player else -(mine + kept) * weight)
    pot = mine + theirs
    if node.seer == player:
        return pot * (odds.beats @ reach) - mine * weight
    return theirs * weight - pot * (odds.beats.T @ reach)


def row(strategy: Strategy, node: Node, classes_: int) -> Vector:
    """The strategy at a node, one row per class of the player to act."""
    table = strategy[node.key]
    return np.broadcast_to(table, (classes_, len(node.actions)))


def best_response(root: Node, strategy: Strategy, player: int, odds: Classes) -> float:
    """What `player` wins per hand at most against the other's `strategy`, knowing it: choosing
    at each node (by class once looked, one choice for all classes while blind)."""

    def walk(node: Node, reach: Vector) -> Vector:
        if not node.actions:
            return payoff(node, player, reach, odds)
        if node.player == player:
            values = [walk(child, reach) for child in node.children]
            if node.open[player]:
                return np.max(values, axis=0)  # type: ignore[no-any-return, unused-ignore]
            best = max(range(len(values)), key=lambda a: float(odds.prior @ values[a]))
            return values[best]
        probs = row(strategy, node, len(reach))
        total = np.zeros(len(reach))
        for a, child in enumerate(node.children):
            total += walk(child, reach * probs[:, a])
        return total

    return float(odds.prior @ walk(root, odds.prior.copy()))


def value(root: Node, strategy: Strategy, odds: Classes) -> float:
    """The first player's expected net chips per hand when both play `strategy`."""

    def walk(node: Node, mine: Vector, theirs: Vector) -> float:
        if not node.actions:
            return float(mine @ payoff(node, 0, theirs, odds))
        probs = row(strategy, node, len(mine))
        total = 0.0
        for a, child in enumerate(node.children):
            if node.player == 0:
                total += walk(child, mine * probs[:, a], theirs)
            else:
                total += walk(child, mine, theirs * probs[:, a])
        return total

    return walk(root, odds.prior.copy(), odds.prior.copy())


def exploitability(root: Node, strategy: Strategy, odds: Classes) -> float:
    """Chips per hand a best response gains against `strategy`, the seats taken in turn."""
    return (best_response(root, strategy, 0, odds) + best_response(root, strategy, 1, odds)) / 2
