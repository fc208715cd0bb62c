"""The solved heads-up strategy: its compact file, and playing it at a real table.

The file (solved/heads_up.json.gz, written by `tools/solve_brag.py`, packaged like the
sprites) is gzipped JSON: the abstraction's figures, the exploitability measured as it was
solved, and for each information set one row of action probabilities per hand class (one row
while blind), in thousandths. At the table a heads-up Three-Card Brag decision is mapped onto the abstraction
(its public moves followed through the abstract tree, the hand's class by its rank among all
hands), an action is drawn from the row, and it is turned back into a real bet.
"""

from __future__ import annotations

import gzip
import json
import math
import random
from collections.abc import Callable
from functools import cache
from typing import Any

import numpy as np

from casino_brag.engine.ai.expert.game import (
    BET,
    BLIND_WIN,
    CALLS,
    LAST_BETS,
    LETTER,
    LOOK,
    MOST_BETS,
    RAISE,
    SEE,
    STAKES,
    Classes,
    Node,
    Strategy,
    build,
    called,
    decision_nodes,
)
from casino_brag.engine.ai.strength import strength_model
from casino_brag.engine.ai.view import DecisionView
from casino_brag.engine.pub.actions import Action

FORMAT = 1
SCALE = 1000
"""Probabilities are stored in thousandths."""


def encode(strategy: Strategy, odds: Classes, table: list[tuple[int, float]]) -> dict[str, Any]:
    """The file's contents: rows rounded to thousandths that still sum to a thousand."""
    rows: dict[str, list[list[int]]] = {}
    for key, probs in sorted(strategy.items()):
        rows[key] = [_thousandths(r) for r in np.asarray(probs)]
    return {
        "format": FORMAT,
        "classes": len(odds.prior),
        "stakes": list(STAKES),
        "most_bets": MOST_BETS,
        "calls": CALLS,
        "blind_win": BLIND_WIN,
        "exploitability": [[t, round(gap, 6)] for t, gap in table],
        "strategy": rows,
    }


def _thousandths(probs: np.ndarray) -> list[int]:
    raw = [float(p) * SCALE for p in probs]
    out = [math.floor(x) for x in raw]
    for i in sorted(range(len(raw)), key=lambda i: out[i] - raw[i])[: SCALE - sum(out)]:
        out[i] += 1
    return out


FILE = "heads_up.json.gz"
COUNTER_FILE = "counter.json.gz"
"""The counter-strategy to the pub's play (`tools/solve_brag.py --counter`), in the same format."""


def decode(data: bytes) -> tuple[Strategy, dict[str, Any]]:
    """The strategy (as probabilities) and the file's other figures, from the file's bytes
    (gzipped or not); ValueError if malformed."""
    try:
        doc = json.loads(gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data)
        figures = (doc["stakes"], doc["most_bets"], doc.get("calls"), doc.get("blind_win"))
        if doc["format"] != FORMAT or figures != (list(STAKES), MOST_BETS, CALLS, BLIND_WIN):
            raise ValueError("the strategy was solved for another abstraction")
        strategy = {k: np.array(v, dtype=float) / SCALE for k, v in doc["strategy"].items()}
    except (KeyError, TypeError, json.JSONDecodeError) as exc:
        raise ValueError(f"not a solved strategy: {exc}") from None
    return strategy, doc


@cache
def packaged(counter: bool = False) -> tuple[Strategy, int]:
    """The equilibrium packaged with the game (or, with `counter`, the counter-strategy to the
    pub's play), and its number of hand classes (read once)."""
    from casino_brag.paths import asset_dir

    strategy, doc = decode((asset_dir("solved") / (COUNTER_FILE if counter else FILE)).read_bytes())
    return strategy, int(doc["classes"])


def applies(view: DecisionView) -> bool:
    """Whether the solved strategy covers this decision: a two-seat Three-Card Brag table, on a
    betting turn, each player with one hand, blind play allowed."""
    rules = view.rules
    return (
        len(view.statuses) == 2
        and rules.cards_dealt == 3
        and not rules.bastard
        and rules.blind_play
        and not view.between_hands
        and view.pending is None
        and bool(view.offers)
        and max(view.hands_held) <= 1
    )


@cache
def _tree() -> dict[str, Node]:
    """Every decision node of the abstract game by its public history."""
    return {node.path: node for node in decision_nodes(build())}


def node_of(view: DecisionView) -> Node | None:
    """The abstract node this hand has reached, following its public moves; None once the hand
    has left the abstraction (a cover, a move out of turn).

    A player who held two hands looks twice: only the first look counts; one who threw away the
    hand looked at, to play the other unseen, has not looked. Bets past the abstraction's last
    (where it allows only a fold or a see) are followed as if the last two
    bets, one each, had not been made: the same player faces the same kind of stake again (and
    ends the hand there, by folding, seeing or looking, rather than bet on).
    """
    return _locate(view)[0]


def reached(view: DecisionView) -> Node | None:
    """The abstract node this hand's public moves lead to, whoever is to act there; None once the
    hand has left the abstraction or gone past its last bet. A move made since an earlier view is
    the letter that extends that view's node's path (how the pub's play is modelled)."""
    moves = _moves(view)
    if moves is None:
        return None
    node, folded_back = _follow(moves)
    return None if folded_back else node


def _locate(view: DecisionView) -> tuple[Node | None, bool]:
    """`node_of`, and whether bets past the abstraction's last were folded back on the way."""
    moves = _moves(view)
    if moves is None:
        return None, False
    node, folded_back = _follow(moves)
    first = (view.dealer + 1) % 2
    if node is None or node.player != (0 if view.seat == first else 1):
        return None, folded_back
    return node, folded_back


def _moves(view: DecisionView) -> list[tuple[int, str, float]] | None:
    """The hand's public moves as the abstraction counts them: (player, letter, stake after it in
    minimum bets); None for a move the abstraction has not got (a cover)."""
    first = (view.dealer + 1) % 2
    looked: set[int] = set()
    moves: list[tuple[int, str, float]] = []
    unit = max(1, view.rules.min_first_bet)
    stakes = view.move_stakes if len(view.move_stakes) == len(view.moves) else (0,) * len(view.moves)
    for (seat, what), stake in zip(view.moves, stakes, strict=True):
        letter = _LETTERS.get(what)
        if letter is None:
            return None
        if letter == "l":
            if seat in looked or view.statuses[seat] == "blind":
                continue  # a second look, or a look at a hand thrown away for the other, unseen one
            looked.add(seat)
        moves.append((0 if seat == first else 1, letter, stake / unit))
    return moves


def _follow(moves: list[tuple[int, str, float]], folded_back: bool = False) -> tuple[Node | None, bool]:
    """The node reached by `moves` (player, letter, stake after it in minimum bets; 0: unknown),
    bets past the last folded back, and whether any were."""
    taken = _taken(moves)
    path = taken[-1][0].path + taken[-1][1] if taken else ""
    if len(taken) == len(moves):
        return _tree().get(path), folded_back
    i = len(taken)
    node = _tree().get(path)
    if node is not None and node.player == moves[i][0] and moves[i][1] in "br" and node.bets >= LAST_BETS:
        # the last two bets made one after the other (no look between), one by each player
        pair = next((j for j in range(i - 2, -1, -1) if moves[j][1] in "br" and moves[j + 1][1] in "br"), None)
        if pair is not None:
            return _follow(moves[:pair] + moves[pair + 2 :], True)
    return None, folded_back


def steps(view: DecisionView) -> list[tuple[Node, str]]:
    """Each node this hand's public moves passed through and the abstract move made there, as far
    as the moves stay inside the abstraction (up to its last bet, nothing folded back)."""
    return _taken(_moves(view) or [])


def _taken(moves: list[tuple[int, str, float]]) -> list[tuple[Node, str]]:
    """The nodes `moves` pass through and the abstract move made at each, up to the first move
    the abstraction cannot follow as it stands (out of turn, past its last bet, or not offered)."""
    tree = _tree()
    out: list[tuple[Node, str]] = []
    path = ""
    for player, letter, stake in moves:
        node = tree.get(path)
        if node is None or node.player != player or (letter in "br" and node.bets >= LAST_BETS):
            break
        abstract = _abstract(node, letter, stake)
        if abstract is None:
            break
        out.append((node, abstract))
        path += abstract
    return out


def _abstract(node: Node, letter: str, stake: float) -> str | None:
    """The abstract move a real one makes at `node` (None if the abstraction has none)."""
    if letter in "br" and stake > 0:
        letter = _nearer(node, stake)
    if letter == "r" and RAISE not in node.actions:
        letter = "b"  # a raise past the top step: the abstraction's stake stays at its cap
    return letter if _ACTION[letter] in node.actions else None


def _nearer(node: Node, stake: float) -> str:
    """A real bet as the abstract bet or raise whose stake is nearer (by ratio) the real one:
    a raise to a stake between two steps counts as whichever it is closer to."""
    level = called(node.step, not node.open[node.player])
    if RAISE not in node.actions or level + 1 >= len(STAKES):
        return "b"
    return "r" if stake * stake > STAKES[level] * STAKES[level + 1] else "b"


def _two_hands_to_choose(view: DecisionView) -> bool:
    """Heads-up at Three-Card Brag, this seat holds a kept blind hand and a new one, unseen."""
    rules = view.rules
    return (
        len(view.statuses) == 2
        and rules.cards_dealt == 3
        and not rules.bastard
        and view.pending is None
        and not view.between_hands
        and view.hands_held[view.seat] == 2
        and view.statuses[view.seat] == "blind"
        and any(a.kind == "look" and a.hand == "new" for a in view.offers)
    )


_LETTERS = {"look": "l", "bet": "b", "raise": "r", "see": "s", "fold": "f"}
_ACTION = {letter: action for action, letter in LETTER.items()}


def choose_solved(
    view: DecisionView, rng: random.Random, counter: Callable[[DecisionView], float] | None = None
) -> Action | None:
    """An action drawn from the solved strategy, or None where it does not apply. With `counter`
    (the share of the counter-strategy to play, given the view), the equilibrium's row and the
    counter-strategy's are mixed in that proportion."""
    if _two_hands_to_choose(view):
        # a kept hand and a new one: look at the new one first, keep the better (the policy
        # judges which), and play on in the solved game with one hand
        return next(a for a in view.offers if a.kind == "look" and a.hand == "new")
    if not applies(view):
        return None
    if view.dealt_two and view.dealt_two[1 - view.seat]:
        return None  # the other chose the better of two hands: not a hand dealt as the classes are
    if view.stake > STAKES[-1] * max(1, view.rules.min_first_bet):
        return None  # a stake past the abstraction's cap: its odds of calling and raising no longer hold
    # weighed before the pack's memory may hand the decision over, so that the other's blind
    # moves in those hands count as evidence too
    share = 0.0 if counter is None else counter(view)
    if view.pinned[1 - view.seat]:
        return None  # the pack's memory knows some of the other hand: that beats any class's odds
    node, folded_back = _locate(view)
    if node is None:
        return None
    strategy, classes = packaged()
    table = strategy.get(node.key)
    if table is None:
        return None
    if view.statuses[view.seat] == "blind":
        row = 0
    else:
        held = view.my_hands[-1][1] if view.my_hands else ()
        if len(held) != 3:
            return None
        model = strength_model(view.rules)
        row = min(classes - 1, int(model.percentile(model.counting_score(held)) * classes))
    probs = table[row]
    if share > 0:
        probs = (1 - share) * probs + share * packaged(True)[0][node.key][row]
    if folded_back:
        probs = _ending(node, probs)
    roll, acc = rng.random(), 0.0
    chosen = node.actions[-1]
    for action, p in zip(node.actions, probs, strict=True):
        acc += float(p)
        if roll < acc:
            chosen = action
            break
    return _real(view, chosen, node.step)


def _ending(node: Node, probs: np.ndarray) -> np.ndarray:
    """The strategy's row without its bets and raises, where the hand can be ended otherwise
    than by folding (an open player facing a blind one can only bet on or fold)."""
    if SEE not in node.actions and LOOK not in node.actions:
        return probs
    kept = np.array([0.0 if a in (BET, RAISE) else float(p) for a, p in zip(node.actions, probs, strict=True)])
    return kept / kept.sum() if kept.sum() > 0 else probs


def _real(view: DecisionView, action: str, step: int) -> Action | None:
    """The real action for an abstract one, within what is offered."""
    offers = {a.kind: a for a in view.offers}
    if action == "fold":
        return Action.fold()
    if action == "look":
        looks = [a for a in view.offers if a.kind == "look"]
        return next((a for a in looks if a.hand in (None, "new")), looks[0]) if looks else None
    bet = offers.get("bet")
    if action == "see":
        if "see" in offers:
            return offers["see"]
        action = "bet"
    if bet is None or bet.min is None or bet.max is None:
        return offers.get("cover") or Action.fold()
    if action == "bet":
        return Action.bet(bet.min)
    target = STAKES[min(len(STAKES) - 1, called(step, bet.blind) + 1)] * max(1, view.rules.min_first_bet)
    amount = math.ceil(target / 2) if bet.blind else math.ceil(target)
    amount = max(bet.min, min(bet.max, amount))
    chips = view.chips[view.seat]
    if amount >= chips > bet.min:  # all in would cover the pot: keep a bet behind
        amount = max(bet.min, chips - bet.min)
    return Action.bet(amount)
