"""How long a computer opponent takes to arrange its cards in Seven-, Nine- and Thirteen-Card Brag.

A decision is `ComputerPlayer.decide(table)` at a table of computer players (as many seats as
the pack allows, up to four), every level in turn. Prints the median and 99th percentile.

Run: python -m benchmarks.bench_arrange [--hands N]
"""

from __future__ import annotations

import argparse
import statistics
import time

from casino_brag.engine.ai import ComputerPlayer, TableContext
from casino_brag.engine.pub import HouseRules, Table

LEVELS = ("easy", "normal", "hard")


def decision_times(variant: str, seats: int, hands: int) -> list[float]:
    """Seconds per decision over `hands` hands of `variant` at `seats` seats."""
    times: list[float] = []
    rules = HouseRules(variant=variant)  # type: ignore[arg-type]
    table = Table([f"P{i}" for i in range(seats)], 1_000_000, rules, seed=1, dealer=0)
    context = TableContext(seats)
    players = [ComputerPlayer(s, seats, None, LEVELS[s % 3], rng=s, context=context) for s in range(seats)]
    for _ in range(hands):
        table.start_hand()
        while not table.hand_over:
            seat = table.to_act
            assert seat is not None
            start = time.perf_counter()
            action = players[seat].decide(table)
            times.append(time.perf_counter() - start)
            table.apply(action)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=500)
    args = parser.parse_args()
    for variant, seats in (("seven-card", 4), ("nine-card", 4), ("thirteen-card", 4)):
        times = sorted(decision_times(variant, seats, args.hands))
        p99 = times[int(len(times) * 0.99)]
        print(
            f"{variant:14} {len(times):6,} decisions  median {statistics.median(times) * 1e3:5.2f} ms"
            f"  p99 {p99 * 1e3:5.2f} ms  max {times[-1] * 1e3:5.2f} ms"
        )


if __name__ == "__main__":
    main()
