"""The strength matrix: each level against every bot of the outside-style pool.

For each level, bot, seating (heads-up; the level with three of the bot; the bot with three of
the level), shuffle rule (`after-prial-see`, `every-hand`) and chips setting (the game's default
200 chips in 20-hand sessions, and 1,000 chips in 50-hand sessions) it plays a duplicate
tournament and prints the level's net chips per hand (for a seating with three of the level, the
three's average) with its 95% interval, and whether the interval lies above zero. Level against
level rows (Expert–Hard, Hard–Normal, Normal–Easy, heads-up) follow with `--ladder`.

Run: python -m benchmarks.bench_pool [--hands N] [--levels hard,expert] [--bots …] [--ladder | --ladder-only]
[--pairs expert-hard,…] [--workers W]
"""

from __future__ import annotations

import argparse
import math
from dataclasses import replace

from casino_brag.engine.ai.tournament import run_tournament
from casino_brag.engine.pub.rules import HouseRules
from casino_brag.outside import load_player

BOTS = {
    "tight-open": "benchmarks.pool.bots:TightOpen",
    "loose-passive": "benchmarks.pool.bots:LoosePassive",
    "blind-bully": "benchmarks.pool.bots:BlindBully",
    "pot-odds": "benchmarks.pool.bots:PotOdds",
    "range-reading": "benchmarks.pool.bots:RangeReading",
}
PAIRS = ("expert-hard", "hard-normal", "normal-easy")
"""The ladder's rows: each level against the one below, heads-up."""
SETTINGS = {"default": (200, 20), "1000": (1000, 50)}
"""Chips and session length: the game's defaults, and a deep-stacked table."""


def measure(
    players: list[str], ours: set[int], hands: int, shuffle: str, chips: int, session: int, seed: int, workers: int = 1
):
    """(net per hand of the seats in `ours` played as one side, per seat; the ends of its 95%
    interval; seconds). The interval is the side's own, from its net in each block."""
    rules = replace(HouseRules(), shuffle=shuffle)  # type: ignore[arg-type]
    result = run_tournament(
        players, hands, seed=seed, chips=chips, session_hands=session, rules=rules, workers=workers, load=load_player
    )
    net, (low, high) = result.together(sorted(ours))
    return net, low, high, result.seconds


def row(label: str, net: float, low: float, high: float, seconds: float) -> str:
    verdict = "above 0" if low > 0 else ("below 0" if high < 0 else "not settled")
    interval = f"[{low:+.2f}, {high:+.2f}]" if math.isfinite(low) else "(too few hands)"
    return f"{label:<58}{net:>+9.2f}  {interval:<18} {verdict:<12}{seconds:>7.0f} s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default="hard,expert")
    parser.add_argument("--bots", default=",".join(BOTS))
    parser.add_argument("--seatings", default="heads-up,level+3,bot+3")
    parser.add_argument("--shuffles", default="after-prial-see,every-hand")
    parser.add_argument("--settings", default="default,1000")
    parser.add_argument(
        "--workers", type=int, default=1, help="processes for each measurement (the figures do not change)"
    )
    parser.add_argument("--ladder", action="store_true", help="also the levels against each other, heads-up")
    parser.add_argument("--ladder-only", action="store_true", help="only the levels against each other")
    parser.add_argument(
        "--pairs", default=",".join(PAIRS), help="which level-against-level rows the ladder plays (e.g. expert-hard)"
    )
    args = parser.parse_args()
    print(
        f"{'level vs bot, seating, shuffle, chips':<58}{'net/hand':>9}  {'95% interval':<18} {'verdict':<12}{'time':>8}"
    )
    for shuffle in args.shuffles.split(","):
        for setting in args.settings.split(","):
            chips, session = SETTINGS[setting]
            for lvl in [] if args.ladder_only else args.levels.split(","):
                for bot in args.bots.split(","):
                    spec = BOTS[bot]
                    for seating in args.seatings.split(","):
                        if seating == "heads-up":
                            players, ours = [lvl, spec], {0}
                        elif seating == "level+3":
                            players, ours = [lvl, spec, spec, spec], {0}
                        else:
                            players, ours = [spec, lvl, lvl, lvl], {1, 2, 3}
                        figures = measure(players, ours, args.hands, shuffle, chips, session, args.seed, args.workers)
                        print(row(f"{lvl} vs {bot}, {seating}, {shuffle}, {setting}", *figures), flush=True)
            if args.ladder or args.ladder_only:
                for a, b in (pair.split("-") for pair in args.pairs.split(",")):
                    figures = measure([a, b], {0}, args.hands, shuffle, chips, session, args.seed, args.workers)
                    print(row(f"{a} vs {b}, heads-up, {shuffle}, {setting}", *figures), flush=True)


if __name__ == "__main__":
    main()
