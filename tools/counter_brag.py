"""The Expert's counter-strategy: a restricted Nash response to how the pub plays heads-up Brag,
written to solved/counter.json.gz.

The model (solved/pub_model.json.gz, from `tools/model_brag.py`) counts the moves of the game's
own Normal and Hard players at every node of the abstraction. A restricted Nash response (Johanson,
Zinkevich and Bowling, "Computing Robust Counter-Strategies", 2008) is the equilibrium of a game in
which the opponent, unknown to the Expert, plays the model with probability `p` and otherwise
whatever beats the Expert best. So the strategy gains from the model's mistakes while a best
response to it still gains little: `p` = 0 is the equilibrium, `p` = 1 the pure best response to
the model. Both players' regrets follow CFR+ as in `tools/solve_brag.py`; each report gives the
counter-strategy's exploitability (a best response's gain, chips a hand) and what it wins against
the model, beside the equilibrium's figures.

A node's model row is its counted moves by class (one row while blind) plus `--smoothing`
moves drawn from the equilibrium's row, so a node the model seldom reached stays near equilibrium.
The Expert plays the counter-strategy only against a player whose blind moves the model explains
better than the equilibrium does (`casino_brag/engine/ai/expert/recognise.py`).

Run: python -m tools.counter_brag [--restrict P] [--iterations N] [--report R] [--out FILE]
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import numpy as np

from casino_brag.engine.ai.expert.game import (
    Classes,
    Node,
    Strategy,
    build,
    classes,
    decision_nodes,
    exploitability,
    value,
)
from casino_brag.engine.ai.expert.model import FILE as MODEL_FILE
from casino_brag.engine.ai.expert.model import SMOOTHING, model_rows
from casino_brag.engine.ai.expert.strategy import COUNTER_FILE, FILE, decode, encode
from tools.solve_brag import Solver, write

ROOT = Path(__file__).resolve().parent.parent
MODEL = ROOT / "solved" / MODEL_FILE


def load_model(path: Path, equilibrium: Strategy, smoothing: float = SMOOTHING) -> Strategy:
    """The model's rows by node (see `casino_brag.engine.ai.expert.model`)."""
    return model_rows(path.read_bytes(), equilibrium, smoothing)


def against(root: Node, mine: Strategy, theirs: Strategy, odds: Classes) -> float:
    """What `mine` wins per hand against `theirs`, the seats taken in turn."""
    nodes = decision_nodes(root)
    first = {n.key: (mine if n.player == 0 else theirs)[n.key] for n in nodes}
    second = {n.key: (theirs if n.player == 0 else mine)[n.key] for n in nodes}
    return (value(root, first, odds) - value(root, second, odds)) / 2


class CounterSolver:
    """CFR+ for a restricted Nash response: the counter-strategy's regrets, and the free
    opponent's, each walk weighing the model's play by `p` and the free opponent's by 1 - `p`."""

    def __init__(self, root: Node, odds: Classes, model: Strategy, p: float) -> None:
        self.root, self.odds, self.model, self.p = root, odds, model, p
        self.counter = Solver(root, odds)
        self.free = Solver(root, odds)

    def iterate(self, t: int) -> None:
        prior = self.odds.prior
        for seat in (0, 1):
            gains: dict[str, np.ndarray] = {}
            if self.p > 0:
                self.counter.walk(self.root, seat, prior.copy(), self.p * prior, t, gains, self.model, True)
            if self.p < 1:
                free = self.free.current
                self.counter.walk(self.root, seat, prior.copy(), (1 - self.p) * prior, t, gains, free, self.p == 0)
            self.counter.update(gains)
            gains = {}
            self.free.walk(self.root, 1 - seat, prior.copy(), prior.copy(), t, gains, self.counter.current)
            self.free.update(gains)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--restrict", type=float, default=0.5, help="p: how often the opponent plays the model")
    parser.add_argument("--iterations", type=int, default=256)
    parser.add_argument("--report", type=int, default=0, help="report every R iterations (default: powers of two)")
    parser.add_argument("--smoothing", type=float, default=SMOOTHING, help="equilibrium moves added to each model row")
    parser.add_argument("--model", type=Path, default=MODEL)
    parser.add_argument("--out", type=Path, default=ROOT / "solved" / COUNTER_FILE)
    args = parser.parse_args()
    root, odds = build(), classes()
    equilibrium, _ = decode((ROOT / "solved" / FILE).read_bytes())
    model = load_model(args.model, equilibrium, args.smoothing)
    print(
        f"model: {args.model.name}; the equilibrium wins {against(root, equilibrium, model, odds):+.4f} a hand "
        f"against it, exploitability {exploitability(root, equilibrium, odds):.4f}; p = {args.restrict}"
    )
    print(f"{'iterations':>10}  {'exploitability':>14}  {'against the model':>17}  {'seconds':>8}")
    solver = CounterSolver(root, odds, model, args.restrict)
    began = time.perf_counter()
    table = []
    for t in range(1, args.iterations + 1):
        solver.iterate(t)
        due = t % args.report == 0 if args.report else (t & (t - 1)) == 0
        if due or t == args.iterations:
            average = solver.counter.average()
            gap = exploitability(root, average, odds)
            table.append((t, gap))
            gain = against(root, average, model, odds)
            print(f"{t:>10}  {gap:>14.5f}  {gain:>+17.5f}  {time.perf_counter() - began:>8.1f}", flush=True)
    doc = encode(solver.counter.average(), odds, table)
    stored, _ = decode(json.dumps(doc).encode())
    doc["stored_exploitability"] = round(exploitability(root, stored, odds), 6)
    doc["against_model"] = round(against(root, stored, model, odds), 6)
    doc["restrict"] = args.restrict
    doc["smoothing"] = args.smoothing
    print(
        f"as stored: exploitability {doc['stored_exploitability']:.5f}, "
        f"against the model {doc['against_model']:+.5f} chips/hand"
    )
    write(args.out, doc)
    print(f"wrote {args.out} ({args.out.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
