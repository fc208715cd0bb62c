"""Frame times at the casino table, 1280×720, headless: betting, the deal, the decision, the
dealer's reveal and the result, hand after hand at normal animation speed.

Each frame is the game loop's own work (input, update, draw, flip) on the dummy video driver.
Run: python -m benchmarks.bench_frames [frames]
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from casino_brag.engine.casino.round import Phase
from casino_brag.save.store import Store
from casino_brag.ui.casino.scene import CasinoTableScene
from casino_brag.ui.core.app import App, LaunchOptions, init_display

FRAME = 1 / 60


def percentile(ordered: list[float], share: float) -> float:
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def press(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def main() -> None:
    frames = int(sys.argv[1]) if len(sys.argv) > 1 else 1200
    init_display()
    with tempfile.TemporaryDirectory() as folder, Store.open(folder) as store:
        app = App(store, LaunchOptions(Path(folder), seed=1))
        app.prefs.tips_seen = ["chips", "spots", "deal", "decide", "trainer", "result"]
        app.start()
        app.running = True
        table = CasinoTableScene(app, practice=True)
        app.push(table)
        for _ in range(30):  # warm the sprite and text caches, as a player's first seconds do
            app.step(FRAME)
        press(pygame.K_4)
        times: list[float] = []
        hands = 0
        waited = 0
        while len(times) < frames:
            if not table.animating() and not pygame.event.peek(pygame.KEYDOWN):
                waited += 1
                if waited > 20:  # the result stays up a third of a second, then the next hand
                    waited = 0
                    if table.session.phase is Phase.DECIDING:
                        press(pygame.K_p if table.session.advice and table.session.advice.play else pygame.K_f)
                        hands += 1
                    else:
                        placed = table.session.round.ante > 0 or table.session.phase is Phase.SETTLED
                        press(pygame.K_d if placed else pygame.K_a)
            start = time.perf_counter()
            app.step(FRAME)
            times.append(time.perf_counter() - start)
    ordered = sorted(times)
    mean = sum(times) / len(times)
    print(f"casino table, 1280x720, {len(times)} frames over {hands} hands (practice table, normal speed)")
    for label, share in (("p50", 0.5), ("p90", 0.9), ("p99", 0.99)):
        print(f"  {label}: {percentile(ordered, share) * 1000:6.2f} ms")
    print(f"  max: {ordered[-1] * 1000:6.2f} ms   mean: {mean * 1000:.2f} ms")
    print(f"  sustainable: {1 / percentile(ordered, 0.99):.0f} fps at p99, {1 / mean:.0f} fps on average")


if __name__ == "__main__":
    main()
