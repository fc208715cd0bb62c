"""Pub table speed: random legal play at six seats, hands per second and the cost of each call.

Run: python -m benchmarks.bench_pub [--hands N] [--repeats R]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from casino_brag.engine.pub import Action, HouseRules, Table, replay


def play(variant: str, hands: int, seed: int) -> tuple[float, int, float, float, Table]:
    """(seconds, actions, seconds in legal_actions, seconds in apply, the table)."""
    rng = random.Random(seed)
    rules = HouseRules(variant=variant, max_stake=None)  # type: ignore[arg-type]
    table = Table([f"P{i}" for i in range(6)], 1_000_000, rules, seed=seed)
    actions = 0
    in_legal = in_apply = 0.0
    start = time.perf_counter()
    for _ in range(hands):
        if table.retain_offer is not None:
            table.apply(Action.fold())
        table.start_hand()
        while not table.hand_over:
            t0 = time.perf_counter()
            offers = table.legal_actions()
            t1 = time.perf_counter()
            offer = rng.choice(offers)
            action = offer
            if offer.kind == "bet" and offer.min is not None and offer.max is not None:
                action = Action.bet(rng.randint(offer.min, min(offer.max, offer.min + 4)))
            t2 = time.perf_counter()
            table.apply(action)
            t3 = time.perf_counter()
            in_legal += t1 - t0
            in_apply += t3 - t2
            actions += 1
    return time.perf_counter() - start, actions, in_legal, in_apply, table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    for variant in ("three-card", "four-card", "five-card"):
        rates, applies, legals = [], [], []
        actions = 0
        table = None
        for repeat in range(args.repeats):
            seconds, actions, in_legal, in_apply, table = play(variant, args.hands, seed=repeat)
            rates.append(args.hands / seconds)
            applies.append(in_apply / actions * 1e6)
            legals.append(in_legal / actions * 1e6)
        print(
            f"{variant:10s}: {statistics.median(rates):,.0f} hands/s (best {max(rates):,.0f}), "
            f"{actions / args.hands:.1f} actions a hand, apply() {statistics.median(applies):.1f} µs "
            f"(best {min(applies):.1f}), legal_actions() {statistics.median(legals):.1f} µs"
        )
        assert table is not None
        start = time.perf_counter()
        replay(table.events)
        seconds = time.perf_counter() - start
        print(f"{'':10s}  replaying {args.hands} hands from {len(table.events):,} events: {seconds * 1000:.0f} ms")


if __name__ == "__main__":
    main()
