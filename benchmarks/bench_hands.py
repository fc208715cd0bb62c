"""Hand evaluation speed: building the 22,100-hand table and looking hands up.

Run: python -m benchmarks.bench_hands
"""

from __future__ import annotations

import random
import time
from itertools import combinations

from casino_brag.engine.cards import FULL_DECK
from casino_brag.engine.hands import STANDARD, Ranking, best_hand, evaluate, hand_table


def main() -> None:
    start = time.perf_counter()
    hand_table.cache_clear()
    hand_table(Ranking(a23="low"))
    print(f"build table of 22,100 hands: {(time.perf_counter() - start) * 1000:.1f} ms")

    hands = list(combinations(FULL_DECK, 3))
    start = time.perf_counter()
    for trio in hands:
        evaluate(trio, STANDARD)
    elapsed = time.perf_counter() - start
    print(f"evaluate(): {len(hands) / elapsed / 1e6:.2f} million hands/s ({elapsed / len(hands) * 1e9:.0f} ns each)")

    rng = random.Random(1)
    fives = [rng.sample(FULL_DECK, 5) for _ in range(20_000)]
    start = time.perf_counter()
    for five in fives:
        best_hand(five)
    elapsed = time.perf_counter() - start
    print(f"best_hand() of 5 cards: {len(fives) / elapsed:,.0f} per second")


if __name__ == "__main__":
    main()
