"""Computer opponents' speed: how long one decision takes, and six-seat sessions per second.

A decision is `Seat.decide(table)`: catching up with the table's events, building the seat's
view and the player's choice from it. The session rate is a six-seat
computer-only tournament (the same runner as `casino-brag tournament`), with the engine's own
share shown by replaying the very same actions on a bare table, and the rate when
`casino-brag tournament` plays its blocks in one process per core.

Run: python -m benchmarks.bench_ai [--hands N] [--repeats R] [--bastard-only]
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


def _table(variant: str, seed: int) -> Table:
    return Table([f"P{i}" for i in range(6)], 10_000, HouseRules(variant=variant), seed=seed, dealer=0)  # type: ignore[arg-type]


def decision_times(level: str, hands: int, variant: str) -> tuple[list[float], list[list[list[Action]]]]:
    """Seconds per decision at six-seat tables of `level` players, and each session's actions.

    A session ends when a player has lost every chip; the next starts with fresh chips.
    """
    times: list[float] = []
    sessions: list[list[list[Action]]] = []
    played = 0
    while played < hands:
        table = _table(variant, seed=len(sessions))
        players = seat_players([ComputerPlayer(s, 6, None, level, rng=s) for s in range(6)])
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
    args = parser.parse_args()
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
