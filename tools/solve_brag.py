"""Solve heads-up Three-Card Brag (the abstraction in `casino_brag.engine.ai.expert.game`) with
CFR+ and write the average strategy to solved/heads_up.json.gz.

CFR+ (counterfactual regret minimisation with regrets floored at zero, alternating updates and
an average weighted by iteration) walks the whole tree once per player per iteration, with each
player's hand classes as a vector, so one walk covers every deal. Every `--report` iterations
it prints the exploitability of the average strategy: what a best response gains per hand, the
seats taken in turn, in chips at ante 1.

Run: python -m tools.solve_brag [--iterations N] [--report R] [--out solved/heads_up.json.gz]
"""

from __future__ import annotations

import argparse
import gzip
import json
import time
from pathlib import Path

import numpy as np

from casino_brag.engine.ai.expert.game import (
    CALLS,
    MOST_BETS,
    STAKES,
    Classes,
    Node,
    Strategy,
    build,
    classes,
    decision_nodes,
    exploitability,
    payoff,
    row,
    value,
)
from casino_brag.engine.ai.expert.strategy import FILE, FORMAT, decode, encode

ROOT = Path(__file__).resolve().parent.parent


class Solver:
    """CFR+ over the abstract tree: regrets and the running average, by information set."""

    def __init__(self, root: Node, odds: Classes) -> None:
        self.root, self.odds = root, odds
        self.size = len(odds.prior)
        self.regret: dict[str, np.ndarray] = {}
        self.total: dict[str, np.ndarray] = {}
        for node in decision_nodes(root):
            rows = self.size if node.open[node.player] else 1
            self.regret.setdefault(node.key, np.zeros((rows, len(node.actions))))
            self.total.setdefault(node.key, np.zeros((rows, len(node.actions))))
        self.current: Strategy = {k: self._match(r) for k, r in self.regret.items()}

    @staticmethod
    def _match(regret: np.ndarray) -> np.ndarray:
        positive = np.maximum(regret, 0.0)
        sums = positive.sum(axis=1, keepdims=True)
        uniform = np.full_like(positive, 1.0 / positive.shape[1])
        return np.where(sums > 0, positive / np.where(sums > 0, sums, 1.0), uniform)

    def iterate(self, t: int) -> None:
        for player in (0, 1):
            gains: dict[str, np.ndarray] = {}
            self.walk(self.root, player, self.odds.prior.copy(), self.odds.prior.copy(), t, gains)
            self.update(gains)

    def walk(
        self,
        node: Node,
        player: int,
        mine: np.ndarray,
        theirs: np.ndarray,
        t: int,
        gains: dict,
        other: Strategy | None = None,
        averaging: bool = True,
    ) -> np.ndarray:
        """`player`'s values by class below `node`, its regrets gathered into `gains`; the other
        player follows `other` (by default the current strategy: self-play)."""
        if not node.actions:
            return payoff(node, player, theirs, self.odds)
        if node.player != player:
            probs = row(self.current if other is None else other, node, self.size)
            total = np.zeros(self.size)
            for a, child in enumerate(node.children):
                total += self.walk(child, player, mine, theirs * probs[:, a], t, gains, other, averaging)
            return total
        probs = row(self.current, node, self.size)
        values = np.stack(
            [
                self.walk(c, player, mine * probs[:, a], theirs, t, gains, other, averaging)
                for a, c in enumerate(node.children)
            ],
            axis=1,
        )
        here = (values * probs).sum(axis=1)
        regret = values - here[:, None]
        key = node.key
        if node.open[player]:
            gain = regret
            if averaging:
                self.total[key] += t * mine[:, None] * probs
        else:  # blind: one choice for every class, the classes weighted by how likely they are
            gain = (self.odds.prior[:, None] * regret).sum(axis=0, keepdims=True)
            if averaging:
                self.total[key] += t * float(mine.sum()) * probs[:1]
        gains[key] = gains[key] + gain if key in gains else gain
        return here

    def update(self, gains: dict[str, np.ndarray]) -> None:
        """Add regrets gathered by walks, floored at zero, and match the current strategy to them."""
        for key, gain in gains.items():
            self.regret[key] = np.maximum(self.regret[key] + gain, 0.0)
            self.current[key] = self._match(self.regret[key])

    def average(self) -> Strategy:
        return {
            k: self._match(v) if v.sum() == 0 else v / np.maximum(v.sum(axis=1, keepdims=True), 1e-300)
            for k, v in self.total.items()
        }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--iterations", type=int, default=2000)
    parser.add_argument(
        "--report", type=int, default=0, help="print exploitability every R iterations (default: at powers of two)"
    )
    parser.add_argument("--out", type=Path, default=ROOT / "solved" / FILE)
    args = parser.parse_args()
    root, odds = build(), classes()
    solver = Solver(root, odds)
    print(
        f"{len(decision_nodes(root))} decision nodes, {len(solver.regret)} information sets, "
        f"{len(odds.prior)} hand classes, stakes {STAKES}, raises for {MOST_BETS} bets, {CALLS} more at the stake"
    )
    print(f"{'iterations':>10}  {'exploitability (chips/hand)':>28}  {'first player value':>18}  {'seconds':>8}")
    began = time.perf_counter()
    table = []
    for t in range(1, args.iterations + 1):
        solver.iterate(t)
        due = t % args.report == 0 if args.report else (t & (t - 1)) == 0
        if due or t == args.iterations:
            average = solver.average()
            gap = exploitability(root, average, odds)
            table.append((t, gap))
            print(
                f"{t:>10}  {gap:>28.5f}  {value(root, average, odds):>+18.5f}  {time.perf_counter() - began:>8.1f}",
                flush=True,
            )
    doc = encode(solver.average(), odds, table)
    stored, _ = decode(json.dumps(doc).encode())
    doc["stored_exploitability"] = round(exploitability(root, stored, odds), 6)
    print(f"as stored (probabilities in thousandths): exploitability {doc['stored_exploitability']:.5f} chips/hand")
    write(args.out, doc)
    print(f"wrote {args.out} ({args.out.stat().st_size:,} bytes, format {FORMAT})")


def write(path: Path, doc: dict) -> None:
    """Write `doc` as compact gzipped JSON, byte for byte the same for the same figures."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(doc, separators=(",", ":")) + "\n"
    path.write_bytes(gzip.compress(text.encode(), compresslevel=9, mtime=0))


if __name__ == "__main__":
    main()
