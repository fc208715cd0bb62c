"""How long a computer opponent takes to decide in Three-Stake Brag: the brag's betting and the
draw towards 31, every level in turn at four seats. Prints the median and 99th percentile.

Run: python -m benchmarks.bench_three_stake [--hands N]
"""

from __future__ import annotations

import argparse
import statistics
import time

from casino_brag.engine.ai import ComputerPlayer, TableContext
from casino_brag.engine.pub import HouseRules, Table

LEVELS = ("easy", "normal", "hard")


def decision_times(seats: int, hands: int) -> tuple[list[float], list[float]]:
    """Seconds per betting decision and per draw decision over `hands` hands at `seats` seats
    (a new session whenever one ends)."""
    betting: list[float] = []
    drawing: list[float] = []
    table: Table | None = None
    players: list[ComputerPlayer] = []
    for hand in range(hands):
        if table is None or table.session_over:
            table = Table([f"P{i}" for i in range(seats)], 1000, HouseRules(variant="three-stake"), seed=hand)
            context = TableContext(seats)
            players = [ComputerPlayer(s, seats, None, LEVELS[s % 3], rng=s, context=context) for s in range(seats)]
        table.start_hand()
        while not table.hand_over:
            seat = table.to_act
            assert seat is not None
            draw = table.offers[-1].kind == "stand"
            start = time.perf_counter()
            action = players[seat].decide(table)
            (drawing if draw else betting).append(time.perf_counter() - start)
            table.apply(action)
    return betting, drawing


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=500)
    args = parser.parse_args()
    for seats in (2, 4, 8):
        for kind, found in zip(("betting", "drawing"), decision_times(seats, args.hands), strict=True):
            times = sorted(found)
            p99 = times[int(len(times) * 0.99)]
            print(
                f"{seats} seats, {kind}: {len(times):6,} decisions  median {statistics.median(times) * 1e3:5.2f} ms"
                f"  p99 {p99 * 1e3:5.2f} ms  max {times[-1] * 1e3:5.2f} ms"
            )


if __name__ == "__main__":
    main()
