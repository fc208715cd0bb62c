"""The paytable editor's work per change, and `casino-brag par standard` as a whole command.

Run: python -m benchmarks.bench_editor [--changes N]

A change in the editor is read back through the loader and analysed: the exact figures, the PAR
sheet and the three charts (the tornado re-analyses the table with each payout moved by one). This
times that whole step for random single changes to the shipped tables, in CPU time (steady on a
shared machine) and wall-clock time, and the analysis alone; the editor needs it within a frame.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _changes(count: int) -> tuple[list[float], list[float], list[float]]:
    from casino_brag import analysis_data, catalog
    from casino_brag.engine.casino.analysis import exact
    from casino_brag.ui.screens.paytable_draft import FIELDS, Draft, figures

    analysis_data.install_shipped_counts()
    rng = random.Random(23)
    tables = catalog.load_shipped()
    cpu, wall, alone = [], [], []
    for _ in range(count):
        draft = Draft(rng.choice(tables))
        while not draft.step(rng.choice(FIELDS), rng.choice((-1, 1)), rng.random() < 0.3):
            pass
        exact._analyse_game.cache_clear()  # as for a table never seen before
        c0, w0 = time.process_time(), time.perf_counter()
        figures(draft.table)
        cpu.append(time.process_time() - c0)
        wall.append(time.perf_counter() - w0)
        exact._analyse_game.cache_clear()
        c0 = time.process_time()
        exact.analyse(draft.table)
        alone.append(time.process_time() - c0)
    return cpu, wall, alone


def _par_command(runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "casino_brag", "par", "standard"], cwd=ROOT, check=True, capture_output=True
        )
        times.append(time.perf_counter() - start)
    return times


def _line(label: str, times: list[float]) -> None:
    print(f"{label:<58} median {statistics.median(times) * 1000:6.1f} ms   worst {max(times) * 1000:6.1f} ms")


def main(argv: list[str] | None = None) -> int:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--changes", type=int, default=200, help="random single changes to time (default 200)")
    args = options.parse_args(argv)
    cpu, wall, alone = _changes(args.changes)
    _line("editor change: analysis, PAR sheet and charts (CPU)", cpu)
    _line("editor change: analysis, PAR sheet and charts (wall clock)", wall)
    _line("editor change: the exact analysis alone (CPU)", alone)
    _line("casino-brag par standard (whole command, wall clock)", _par_command(7))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
