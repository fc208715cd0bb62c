"""Pub table speed: random legal play at six seats, hands per second and the cost of each call.

Also Bastard Brag (and its sub-variants) and its hand search: the best three of own and community
cards, with and without wild twos.

Run: python -m benchmarks.bench_pub [--hands N] [--repeats R]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from casino_brag.engine import bestof, wild
from casino_brag.engine.cards import FULL_DECK
from casino_brag.engine.hands import BASTARD
from casino_brag.engine.pub import Action, HouseRules, Table, replay

GAMES: dict[str, HouseRules] = {
    "three-card": HouseRules(variant="three-card"),
    "four-card": HouseRules(variant="four-card"),
    "five-card": HouseRules(variant="five-card"),
    "bastard": HouseRules(variant="bastard"),
    "bastard 4cc": HouseRules(variant="bastard", community_cards=4),
    "bastard wild": HouseRules(variant="bastard", wild_twos=True),
    "bastard stud": HouseRules(variant="bastard", stud=True),
}


def play(game: str, hands: int, seed: int) -> tuple[float, int, float, float, Table]:
    """(seconds, actions, seconds in legal_actions, seconds in apply, the table)."""
    rng = random.Random(seed)
    rules = GAMES[game]
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


def hand_search(repeats: int) -> None:
    """Microseconds for the best three of 6 cards (Bastard Brag's showdown) and the tables' build."""
    rng = random.Random(1)
    sixes = [rng.sample(FULL_DECK, 6) for _ in range(20_000)]
    for wild_twos in (False, True):
        bestof.strength_table(BASTARD, wild_twos)
        timings = []
        for _ in range(repeats):
            start = time.perf_counter()
            for cards in sixes:
                bestof.best_strength(cards, BASTARD, wild_twos)
            timings.append((time.perf_counter() - start) / len(sixes) * 1e6)
        full = []
        for _ in range(repeats):
            start = time.perf_counter()
            for cards in sixes[:5000]:
                bestof.best_three(cards, BASTARD, wild_twos)
            full.append((time.perf_counter() - start) / 5000 * 1e6)
        label = "wild twos" if wild_twos else "natural"
        print(
            f"best of 6 ({label:9s}): best_strength {statistics.median(timings):.1f} µs "
            f"(best {min(timings):.1f}), best_three {statistics.median(full):.1f} µs"
        )
    builds = []
    for _ in range(repeats):
        wild.wild_hand_table.cache_clear()
        start = time.perf_counter()
        wild.wild_hand_table(BASTARD)
        builds.append(time.perf_counter() - start)
    median, best = statistics.median(builds) * 1000, min(builds) * 1000
    print(f"wild-twos table of 22,100 hands: built in {median:.0f} ms (best {best:.0f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    for variant in GAMES:
        rates, applies, legals = [], [], []
        actions = 0
        table = None
        for repeat in range(args.repeats):
            seconds, actions, in_legal, in_apply, table = play(variant, args.hands, seed=repeat)
            rates.append(args.hands / seconds)
            applies.append(in_apply / actions * 1e6)
            legals.append(in_legal / actions * 1e6)
        print(
            f"{variant:12s}: {statistics.median(rates):,.0f} hands/s (best {max(rates):,.0f}), "
            f"{actions / args.hands:.1f} actions a hand, apply() {statistics.median(applies):.1f} µs "
            f"(best {min(applies):.1f}), legal_actions() {statistics.median(legals):.1f} µs"
        )
        assert table is not None
        start = time.perf_counter()
        replay(table.events)
        seconds = time.perf_counter() - start
        print(f"{'':12s}  replaying {args.hands} hands from {len(table.events):,} events: {seconds * 1000:.0f} ms")
    hand_search(args.repeats)


if __name__ == "__main__":
    main()
