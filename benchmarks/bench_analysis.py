"""Exact analysis speed: `casino-brag rtp standard` from a cold start, and one paytable in a warm process.

Run: python -m benchmarks.bench_analysis
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = 7


def _command_seconds() -> list[float]:
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "casino_brag", "rtp", "standard"], cwd=ROOT, check=True, capture_output=True
        )
        times.append(time.perf_counter() - start)
    return times


def _first_analysis_seconds() -> list[float]:
    """A fresh interpreter: imports done, then the first analysis with every cache cold (reading
    the shipped dealer outcome counts included, as the command line and the window do)."""
    probe = (
        "import time\n"
        "from casino_brag import analysis_data, catalog\n"
        "from casino_brag.engine.casino.analysis.exact import analyse\n"
        "table = catalog.load('standard')\n"
        "start = time.perf_counter(); analysis_data.install_shipped_counts(); analyse(table)\n"
        "print(time.perf_counter() - start)\n"
    )
    out = []
    for _ in range(RUNS):
        result = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, check=True, capture_output=True, text=True)
        out.append(float(result.stdout))
    return out


def _warm_seconds() -> dict[str, list[float]]:
    from casino_brag import analysis_data, catalog
    from casino_brag.engine.casino.analysis import exact as analysis

    analysis_data.install_shipped_counts()
    tables = catalog.load_shipped()
    analysis.analyse(tables[0])
    out: dict[str, list[float]] = {}
    for table in tables:
        for _ in range(RUNS):
            analysis._analyse_game.cache_clear()
            start = time.perf_counter()
            analysis.analyse(table)
            out.setdefault(table.key, []).append(time.perf_counter() - start)
    return out


def _compare_seconds() -> float:
    """For contrast: comparing every player class with all 22,100 hands by numpy array arithmetic
    (what counting replaces; a compiled brute force over all 407 million pairs does the same)."""
    import numpy as np

    from casino_brag.engine.casino.analysis.classes import matchups
    from casino_brag.engine.hands import STANDARD, hand_table

    table = hand_table(STANDARD)
    masks = np.array(list(table.keys()), dtype=np.uint64)
    scores = np.array([v.score for v in table.values()], dtype=np.int64)
    start = time.perf_counter()
    for c in matchups().classes:
        mine = np.uint64(c.example[0].bit | c.example[1].bit | c.example[2].bit)
        free = (masks & mine) == 0
        int((free & (scores < c.value.score)).sum())
        int((free & (scores == c.value.score)).sum())
    return time.perf_counter() - start


def _report(label: str, times: list[float]) -> None:
    print(f"{label:<52} best {min(times) * 1000:7.1f} ms   median {statistics.median(times) * 1000:7.1f} ms")


def main() -> None:
    print(f"{RUNS} runs each; this machine is shared, so the best run is the fairest figure.")
    _report("casino-brag rtp standard (whole command, cold)", _command_seconds())
    _report("first analysis in a fresh process (all caches cold)", _first_analysis_seconds())
    for key, times in _warm_seconds().items():
        _report(f"analysis of {key} in a warm process", times)
    seconds = _compare_seconds()
    print(f"{'for contrast: comparing instead of counting (numpy)':<52} {seconds * 1000:7.1f} ms")


if __name__ == "__main__":
    main()
