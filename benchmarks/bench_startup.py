"""Time from launching `casino-brag` to its first frame on screen.

Each run starts a fresh Python process, as a player's double-click does, with a fresh save
folder; the game prints the wall-clock time of its first frame and quits (the
CASINO_BRAG_EXIT_AFTER_FIRST_FRAME switch). Uses the real display when DISPLAY is set,
otherwise the dummy video driver.
Run: python -m benchmarks.bench_startup [runs]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from casino_brag.ui.core.app import FIRST_FRAME_ENV

ROOT = Path(__file__).resolve().parent.parent


def launch_once(folder: str) -> float:
    env = {**os.environ, FIRST_FRAME_ENV: "1", "SDL_AUDIODRIVER": os.environ.get("SDL_AUDIODRIVER", "dummy")}
    if not env.get("DISPLAY"):
        env["SDL_VIDEODRIVER"] = "dummy"
    started = time.time()
    result = subprocess.run(
        [sys.executable, "-m", "casino_brag", "--data-dir", folder],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    stamp = next(line for line in result.stdout.splitlines() if line.startswith("first-frame "))
    return float(stamp.split()[1]) - started


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    times = []
    with tempfile.TemporaryDirectory() as folder:
        launch_once(folder)  # the first run compiles bytecode and creates the save file
        for _ in range(runs):
            times.append(launch_once(folder))
    where = f"DISPLAY={os.environ['DISPLAY']}" if os.environ.get("DISPLAY") else "dummy video driver"
    print(f"launch to first frame ({where}), {runs} runs:")
    print("  " + "  ".join(f"{t * 1000:.0f}" for t in times) + " ms")
    print(f"  best {min(times) * 1000:.0f} ms, median {statistics.median(times) * 1000:.0f} ms")


if __name__ == "__main__":
    main()
