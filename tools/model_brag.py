"""Model how the pub plays heads-up Three-Card Brag: count the game's own opponents' moves at the
nodes of the solved abstraction, and write solved/pub_model.json.gz.

Each modelled level (by default Normal and Hard, the steady style) plays heads-up duplicate
sessions against the Expert's equilibrium, under both shuffle rules, at the game's default chips
(200, sessions of 20 hands) and at 1,000 chips (sessions of 50). Whenever the modelled player
decides in a hand where each player holds one hand and the moves so far stay inside the
abstraction, its move is counted at that node: by its hand class once it has looked (the class
of its exact percentile, as the Expert places its own), in one row while it plays blind. The
counts are the model `tools/solve_brag.py --counter` plays a restricted Nash response against.

Run: python -m tools.model_brag [--hands N] [--levels normal,hard] [--workers W] [--out FILE]
"""

from __future__ import annotations

import argparse
import random
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path

from casino_brag.engine.ai.expert.game import LETTER
from casino_brag.engine.ai.expert.strategy import applies, node_of, packaged, reached
from casino_brag.engine.ai.player import ComputerPlayer
from casino_brag.engine.ai.seating import Seat
from casino_brag.engine.ai.strength import strength_model
from casino_brag.engine.ai.view import TableContext
from casino_brag.engine.pub.actions import Action
from casino_brag.engine.pub.rules import HouseRules
from casino_brag.engine.pub.table import Table
from tools.solve_brag import write

ROOT = Path(__file__).resolve().parent.parent
FILE = "pub_model.json.gz"
FORMAT = 1
SHUFFLES = ("after-prial-see", "every-hand")
SETTINGS = ((200, 20), (1000, 50))
"""Chips and session length: the game's defaults, and a deep-stacked table."""

Counts = dict[str, dict[tuple[int, str], int]]
"""Moves by node key: (class, or -1 while blind; letter) → how often."""


def _seed(*parts: object) -> int:
    return random.Random("/".join(map(str, parts))).getrandbits(64)


def count_level(level: str, hands: int, shuffle: str, chips: int, session: int, seed: int) -> Counts:
    """The moves of `level` heads-up against the Expert, with the seats taken in turn."""
    counts: Counts = defaultdict(lambda: defaultdict(int))
    _, classes = packaged()
    rules = replace(HouseRules(), shuffle=shuffle, session_hands=session)  # type: ignore[arg-type]
    model = strength_model(rules)
    for block in range(max(1, hands // (2 * session))):
        for modelled in (0, 1):
            table = Table(["expert", level], chips, rules, seed=_seed(seed, "table", block, modelled), dealer=0)
            context = TableContext(2)
            levels = ("expert", level) if modelled == 1 else (level, "expert")
            seats = [
                Seat(s, _player(s, levels[s], _seed(seed, "player", block, modelled, s)), context) for s in range(2)
            ]
            while not table.session_over and min(table.chips) > 0:
                table.start_hand()
                single = max(table.seat_figures()[3]) <= 1
                while not table.hand_over:
                    seat = table.to_act
                    assert seat is not None
                    if seat != modelled or not single:
                        table.apply(seats[seat].decide(table))
                        continue
                    view = seats[seat].view(table)
                    node = node_of(view) if applies(view) else None
                    action = seats[seat].decide(table)
                    table.apply(action)
                    letter = None if node is None else _letter(node.path, action, seats[seat], table)
                    if letter is not None and node is not None:
                        cls = -1
                        if view.statuses[seat] != "blind" and view.my_hands and len(view.my_hands[-1][1]) == 3:
                            share = model.percentile(model.counting_score(view.my_hands[-1][1]))
                            cls = min(classes - 1, int(share * classes))
                        counts[node.key][(cls, letter)] += 1
                offered = table.retain_offer
                if offered is not None:
                    table.apply(seats[offered].decide(table))
    return counts


def _player(seat: int, level: str, seed: int) -> ComputerPlayer:
    """A modelled level, or the Expert playing the equilibrium (not the counter-strategy)."""
    return ComputerPlayer(seat, 2, None, level, rng=seed, counter=False)


def _letter(path: str, action: Action, seat: Seat, table: Table) -> str | None:
    """The abstract move just made from the node at `path`."""
    if action.kind in ("fold", "see"):
        return LETTER[action.kind]
    if table.hand_over:
        return None
    after = reached(seat.view(table))
    if after is None or not after.path.startswith(path) or len(after.path) <= len(path):
        return None
    return after.path[len(path)]


def _job(args: tuple[str, int, str, int, int, int]) -> dict[str, list[list[object]]]:
    counts = count_level(*args)
    return {key: [[cls, letter, n] for (cls, letter), n in sorted(moves.items())] for key, moves in counts.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=40000, help="hands per level, shuffle rule and chips setting")
    parser.add_argument("--levels", default="normal,hard")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", type=Path, default=ROOT / "solved" / FILE)
    args = parser.parse_args()
    levels = args.levels.split(",")
    jobs = [
        (lvl, args.hands, shuffle, chips, session, args.seed)
        for lvl in levels
        for shuffle in SHUFFLES
        for chips, session in SETTINGS
    ]
    merged: dict[str, dict[tuple[int, str], int]] = defaultdict(lambda: defaultdict(int))
    with ProcessPoolExecutor(args.workers) as pool:
        for result in pool.map(_job, jobs):
            for key, rows in result.items():
                for cls, letter, n in rows:
                    merged[key][(int(cls), str(letter))] += int(n)  # type: ignore[call-overload]
    doc = {
        "format": FORMAT,
        "levels": levels,
        "hands": args.hands * len(jobs),
        "counts": {key: [[c, letter, n] for (c, letter), n in sorted(m.items())] for key, m in sorted(merged.items())},
    }
    write(args.out, doc)
    moves = sum(n for m in merged.values() for n in m.values())
    print(f"{len(merged)} nodes, {moves:,} moves from {doc['hands']:,} hands; wrote {args.out}")


if __name__ == "__main__":
    main()
