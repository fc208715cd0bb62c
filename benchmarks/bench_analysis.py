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
        subprocess.run([sys.executable, "-m", "casino_brag", "rtp", "standard"], cwd=ROOT, check=True,
                       capture_output=True)
        times.append(time.perf_counter() - start)
    return times


def _first_analysis_seconds() -> list[float]:
    """A fresh interpreter: imports done, then the first analysis with every cache cold."""
    probe = (
        "import time\n"
        "from casino_brag import catalog\n"
        "from casino_brag.engine.analysis import analyse\n"
        "table = catalog.load('standard')\n"
        "start = time.perf_counter(); analyse(table); print(time.perf_counter() - start)\n"
    )
    out = []
    for _ in range(RUNS):
        result = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, check=True, capture_output=True, text=True)
        out.append(float(result.stdout))
    return out


def _warm_seconds() -> dict[str, list[float]]:
    from casino_brag import catalog
    from casino_brag.engine import analysis

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


def _report(label: str, times: list[float]) -> None:
    print(f"{label:<52} best {min(times) * 1000:7.1f} ms   median {statistics.median(times) * 1000:7.1f} ms")


def main() -> None:
    print(f"{RUNS} runs each; this machine is shared, so the best run is the fairest figure.")
    _report("casino-brag rtp standard (whole command, cold)", _command_seconds())
    _report("first analysis in a fresh process (all caches cold)", _first_analysis_seconds())
    for key, times in _warm_seconds().items():
        _report(f"analysis of {key} in a warm process", times)


if __name__ == "__main__":
    main()
