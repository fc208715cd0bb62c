"""Computer opponents' speed: how long one decision takes, and six-seat sessions per second.

A decision is `Seat.decide(table)`: catching up with the table's events, building the seat's
view and the player's choice from it. The session rate is a six-seat
computer-only tournament (the same runner as `casino-brag tournament`), with the engine's own
share shown by replaying the very same actions on a bare table, and the rate when
`casino-brag tournament` plays its blocks in one process per core.

First it prints the decision latency (median and 99th percentile) of every level, Expert
included, heads-up and at six seats, in Three-, Four- and Five-Card, Bastard and Single-Stake Brag, against
the targets of 2 ms at the median and 25 ms at the 99th percentile.

Run: python -m benchmarks.bench_ai [--hands N] [--repeats R] [--bastard-only] [--latency-only]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from casino_brag.engine.ai import ComputerPlayer
from casino_brag.engine.ai.bastard.strength import BoardStrength
from casino_brag.engine.ai.seating import seat_players
from casino_brag.engine.ai.strength import holding_order, strength_model
from casino_brag.engine.ai.tournament import run_tournament
from casino_brag.engine.hands import STANDARD
from casino_brag.engine.pub import Action, HouseRules, Table

SIX = ["hard", "normal", "easy", "prof:hard", "ray", "maggie"]


def _table(variant: str, seed: int, seats: int = 6, chips: int = 10_000) -> Table:
    rules = HouseRules(variant=variant)  # type: ignore[arg-type]
    return Table([f"P{i}" for i in range(seats)], chips, rules, seed=seed, dealer=0)


def decision_times(
    level: str, hands: int, variant: str, seats: int = 6, chips: int = 10_000
) -> tuple[list[float], list[list[list[Action]]]]:
    """Seconds per decision at six-seat tables of `level` players, and each session's actions.

    A session ends when a player has lost every chip; the next starts with fresh chips.
    """
    times: list[float] = []
    sessions: list[list[list[Action]]] = []
    played = 0
    while played < hands:
        table = _table(variant, len(sessions), seats, chips)
        players = seat_players([ComputerPlayer(s, seats, None, level, rng=s) for s in range(seats)])
        session: list[list[Action]] = []
        while played < hands and min(table.chips) > 0:
            table.start_hand()
            actions: list[Action] = []
            while True:
                seat = table.to_act if not table.hand_over else table.retain_offer
                if seat is None:
                    break
                start = time.perf_counter()
                action = players[seat].decide(table)
                times.append(time.perf_counter() - start)
                actions.append(action)
                table.apply(action)
            session.append(actions)
            played += 1
        sessions.append(session)
    return times, sessions


def engine_only(sessions: list[list[list[Action]]], variant: str) -> float:
    """Seconds the engine alone takes to play the same actions."""
    start = time.perf_counter()
    for number, session in enumerate(sessions):
        table = _table(variant, seed=number)
        for actions in session:
            table.start_hand()
            for action in actions:
                table.apply(action)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--bastard-only", action="store_true", help="only the Bastard Brag figures")
    parser.add_argument("--latency-only", action="store_true", help="only the latency table")
    args = parser.parse_args()
    latency(args.hands)
    if args.latency_only:
        return
    if args.bastard_only:
        bastard(args.hands, args.repeats)
        return
    for dealt in (3, 4, 5):
        holding_order(STANDARD, dealt)  # the strength tables are built once per game, on first use

    print("decision latency (six seats of one level, three-card):")
    for level in ("easy", "normal", "hard"):
        medians, p95s = [], []
        for _ in range(args.repeats):
            times, _sessions = decision_times(level, args.hands // 2, "three-card")
            times.sort()
            medians.append(statistics.median(times) * 1e6)
            p95s.append(times[int(0.95 * len(times))] * 1e6)
        print(f"  {level:7s} median {min(medians):6.0f} us   p95 {min(p95s):6.0f} us   ({len(times):,} decisions)")

    print(f"six-seat sessions ({', '.join(SIX)}), one process:")
    for variant in ("three-card", "four-card", "five-card"):
        rates = []
        for repeat in range(args.repeats):
            result = run_tournament(SIX, args.hands, seed=repeat, variant=variant)
            rates.append(result.hands / result.seconds)
        print(f"  {variant:10s} {max(rates):7,.0f} hands/s (median {statistics.median(rates):,.0f})")

    workers = os.cpu_count() or 1
    print(f"six-seat sessions, blocks played in {workers} processes (as `casino-brag tournament` does):")
    for variant in ("three-card",):
        rates = []
        for repeat in range(args.repeats):
            result = run_tournament(SIX, 4 * args.hands, seed=repeat, variant=variant, workers=workers)
            rates.append(result.hands / result.seconds)
        print(f"  {variant:10s} {max(rates):7,.0f} hands/s (median {statistics.median(rates):,.0f})")

    print("where the time goes (six Hard players, three-card):")
    times, sessions = decision_times("hard", args.hands, "three-card")
    engine = min(engine_only(sessions, "three-card") for _ in range(args.repeats))
    deciding = sum(times)
    hands = sum(len(session) for session in sessions)
    print(
        f"  deciding {deciding / hands * 1e3:.2f} ms/hand, the engine alone {engine / hands * 1e3:.2f} ms/hand "
        f"(at most {hands / engine:,.0f} hands/s however fast the decisions)"
    )

    bastard(args.hands, args.repeats)


LEVEL_NAMES = ("easy", "normal", "hard", "expert")
LATENCY_GAMES = ("three-card", "four-card", "five-card", "bastard", "single-stake", "brag-poker")
MEDIAN_TARGET, P99_TARGET = 2.0, 25.0
"""Milliseconds a decision may take at the median and at the 99th percentile."""


def latency(hands: int) -> None:
    """Median and 99th percentile of one decision, by game, level and table size (200 chips)."""
    print(f"decision latency, ms (targets: median {MEDIAN_TARGET:g}, p99 {P99_TARGET:g}):")
    print(f"  {'game':11s}{'seats':>6}" + "".join(f"{lvl:>18s}" for lvl in LEVEL_NAMES))
    for variant in LATENCY_GAMES:
        decision_times("hard", 20, variant, 2, 200)  # the game's tables are built once, before timing
        for seats in (2, 6):
            cells = []
            for lvl in LEVEL_NAMES:
                times, _ = decision_times(lvl, max(20, hands // (2 if seats == 2 else 8)), variant, seats, 200)
                times.sort()
                median = statistics.median(times) * 1e3
                p99 = times[min(len(times) - 1, int(0.99 * len(times)))] * 1e3
                mark = "" if median <= MEDIAN_TARGET and p99 <= P99_TARGET else "!"
                cells.append(f"{median:6.3f} / {p99:6.2f}{mark:1s}")
            print(f"  {variant:11s}{seats:>6}" + "".join(f"{c:>18s}" for c in cells), flush=True)
    print("  (median / p99; ! marks a figure over its target)")


def bastard(hands: int, repeats: int) -> None:
    """Bastard Brag: decisions (which count the community cards still to come), sessions, and one
    uncached question of the board model at each stage of the board."""
    decision_times("hard", 200, "bastard")  # warm up: the tables, samples and first answers are built once

    print("decision latency (six seats of one level, bastard):")
    for level in ("easy", "normal", "hard"):
        medians, p95s = [], []
        for _ in range(repeats):
            times, _sessions = decision_times(level, hands // 4, "bastard")
            times.sort()
            medians.append(statistics.median(times) * 1e6)
            p95s.append(times[int(0.95 * len(times))] * 1e6)
        print(f"  {level:7s} median {min(medians):6.0f} us   p95 {min(p95s):6.0f} us   ({len(times):,} decisions)")

    print(f"six-seat sessions ({', '.join(SIX)}):")
    for label, switches in BASTARD_GAMES:
        rules = HouseRules.from_dict({"variant": "bastard", **switches})
        rates = []
        for repeat in range(repeats):
            result = run_tournament(SIX, hands // 2, seed=repeat, rules=rules)
            rates.append(result.hands / result.seconds)
        print(f"  {label:24s} {max(rates):7,.0f} hands/s (median {statistics.median(rates):,.0f})")

    print("one question of the board model, not cached (own cards, no other card known):")
    model = strength_model(HouseRules(variant="bastard"))
    assert isinstance(model, BoardStrength)
    rng = random.Random(5)
    for turned in (0, 1, 2, 3):
        spent = []
        for _ in range(60):
            cards = rng.sample(range(52), 3 + turned)
            own, board = sum(1 << i for i in cards[:3]), sum(1 << i for i in cards[3:])
            start = time.perf_counter()
            model.chances(own, board, dead=1 << next(i for i in range(52) if i not in cards))
            spent.append(time.perf_counter() - start)
        print(f"  {turned} turned: median {statistics.median(spent) * 1e6:6.0f} us")


BASTARD_GAMES: tuple[tuple[str, dict[str, object]], ...] = (
    ("bastard", {}),
    ("stud", {"stud": True}),
    ("four community, wild twos", {"community_cards": 4, "wild_twos": True}),
)


if __name__ == "__main__":
    main()
