"""`casino-brag rtp standard` against a compiled brute force, side by side.

Run: python -m benchmarks.bench_rtp_vs_c [--runs N]

Builds `rtp_brute.c` (beside this file) with the machine's C compiler at -O2, checks that both
give the same exact Ante house edge and Pair Bonus house edge, then times each in alternation,
the whole command from a cold start against the whole compiled program, and prints the ratio of
the medians, of wall-clock time and of CPU time (the steadier figure on a busy machine). With no
C compiler it says so and measures only the command.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "rtp_brute.c"


def build(out_dir: Path) -> Path | None:
    """The compiled brute force, or None when the machine has no C compiler."""
    compiler = next((c for c in ("cc", "gcc", "clang") if shutil.which(c)), None)
    if compiler is None:
        return None
    binary = out_dir / "rtp_brute"
    subprocess.run([compiler, "-O2", "-o", str(binary), str(SOURCE)], check=True)
    return binary


def command() -> list[str]:
    installed = Path(sys.executable).with_name("casino-brag")
    return [str(installed)] if installed.exists() else [sys.executable, "-m", "casino_brag"]


ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
"""As an installed package runs: its compiled bytecode is written once and used after."""


def seconds(argv: list[str]) -> tuple[float, str]:
    return timed(argv)[0], timed.last_stdout


class _Timed:
    """Runs a program; returns its wall-clock and CPU (user + system) seconds. CPU time is the
    fairer figure on a shared machine, where waiting for a core inflates the wall clock."""

    last_stdout = ""

    def __call__(self, argv: list[str]) -> tuple[float, float]:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        result = subprocess.run(argv, check=True, capture_output=True, text=True, env=ENV)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        self.last_stdout = result.stdout
        return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


timed = _Timed()


def c_edges(output: str) -> tuple[str, str]:
    ante = re.search(r"ante_house_edge (\d+/\d+)", output)
    pair = re.search(r"pair_bonus_house_edge (\d+/\d+)", output)
    assert ante and pair, output
    return ante.group(1), pair.group(1)


def python_edges() -> tuple[str, str]:
    import json

    result = subprocess.run([*command(), "rtp", "standard", "--json"], check=True, capture_output=True, text=True)
    (data,) = json.loads(result.stdout)
    return data["ante"]["exact"]["house_edge"], data["pair_bonus"]["exact"]["house_edge"]


def main(argv: list[str] | None = None) -> int:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--runs", type=int, default=9, help="timed runs of each (default 9)")
    args = options.parse_args(argv)
    rtp = [*command(), "rtp", "standard"]
    with tempfile.TemporaryDirectory() as folder:
        binary = build(Path(folder))
        if binary is None:
            times = [seconds(rtp)[0] for _ in range(args.runs)]
            print(f"no C compiler: casino-brag rtp standard median {statistics.median(times) * 1000:.1f} ms")
            return 0
        _, out = seconds([str(binary)])
        assert c_edges(out) == python_edges(), (c_edges(out), python_edges())
        seconds(rtp)  # warm the file cache and the compiled bytecode
        ours, theirs = [], []
        for _ in range(args.runs):
            ours.append(timed(rtp))
            theirs.append(timed([str(binary)]))
    print(f"exact figures agree: Ante house edge {c_edges(out)[0]}, Pair Bonus {c_edges(out)[1]}")
    for label, k in (("wall clock", 0), ("CPU time", 1)):
        o = statistics.median(t[k] for t in ours)
        c = statistics.median(t[k] for t in theirs)
        best_o, best_c = min(t[k] for t in ours), min(t[k] for t in theirs)
        print(f"{label}:")
        print(f"  casino-brag rtp standard   median {o * 1000:7.1f} ms   best {best_o * 1000:7.1f} ms")
        print(f"  compiled brute force (-O2) median {c * 1000:7.1f} ms   best {best_c * 1000:7.1f} ms")
        print(f"  ratio of medians {o / c:.3f}   ratio of bests {best_o / best_c:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
