"""Frame times at the Pub Brag table with 8 seats, 1280×720, headless: dealing, opponents
thinking and acting with speech bubbles, chips flying, sees and hand summaries, hand after hand
at normal animation speed, the opponents at the instant pace (no pause beyond the animations).
You play too: look, then bet, see or fold.

Each frame is the game loop's own work (input, update, draw, flip) on the dummy video driver;
the opponents' decisions run on the worker thread and are timed there.
Both Pub Brag and Bastard Brag (the community cards dealt, turned and lit in the middle) are
measured; name one to measure only it.
Run: python -m benchmarks.bench_pub_frames [frames] [three-card|bastard]
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from casino_brag.save.pub_setup import SETUP_KEY, PubSetup
from casino_brag.save.store import Store
from casino_brag.ui.core.app import App, LaunchOptions, init_display
from casino_brag.ui.pub.scene import PubTableScene

FRAME = 1 / 60


def percentile(ordered: list[float], share: float) -> float:
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def press(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def your_move(table: PubTableScene, rng: random.Random) -> None:
    """Look first, then mostly stay in: see when you can, fold now and then."""
    enabled = {c.name for c in table.choices if c.enabled}
    if "look" in enabled and rng.random() < 0.6:
        press(pygame.K_l)
    elif "discard" in enabled or "keep" in enabled or "retain" in enabled:
        press(pygame.K_k if "keep" in enabled or "retain" in enabled else pygame.K_d)
    elif "see" in enabled and rng.random() < 0.7:
        press(pygame.K_s)
    elif "bet" in enabled and rng.random() < 0.85:
        press(pygame.K_b)
    else:
        press(pygame.K_f)


GAMES = {
    "three-card": {},
    "bastard": {"variant": "bastard", "a23": None},
}
"""The games measured: Pub Brag, and Bastard Brag with its community cards in the middle."""


def main() -> None:
    frames = int(sys.argv[1]) if len(sys.argv) > 1 else 3600
    chosen = sys.argv[2:] or list(GAMES)
    init_display()
    for game in chosen:
        measure(game, frames)


def measure(variant: str, frames: int) -> None:
    setup = PubSetup().with_count(7)
    rules = replace(setup.rules, session_hands=None, **GAMES[variant])
    setup = replace(setup, pace="instant", advisor=True, rules=rules)
    with tempfile.TemporaryDirectory() as folder, Store.open(folder) as store:
        store.save_settings({SETUP_KEY: setup.to_dict(), "animation": "normal"})
        app = App(store, LaunchOptions(Path(folder), mode="pub", opponents=7, seed=1))
        app.start()
        app.running = True
        table = app.stack.top
        assert isinstance(table, PubTableScene)
        first: list[float] = []
        for _ in range(30):  # the first half second: caches fill while the worker builds the strength tables
            start = time.perf_counter()
            app.step(FRAME)
            first.append(time.perf_counter() - start)
        rng = random.Random(1)
        times: list[float] = []
        thinking: list[float] = []
        wait = 0
        while len(times) < frames and isinstance(app.stack.top, PubTableScene):
            game = table.game
            if not table.show.busy(table.t) and not pygame.event.peek(pygame.KEYDOWN):
                wait += 1
                if wait > 12:
                    wait = 0
                    if game.your_turn:
                        your_move(table, rng)
                    elif game.can_deal:
                        press(pygame.K_n)
            start = time.perf_counter()
            app.step(FRAME)
            spent = time.perf_counter() - start
            times.append(spent)
            if game.thinker.busy:
                thinking.append(spent)
        hands = table.game.table.hand_number
        decisions = sorted(table.game.thinker.timings)
        table.game.close()
    ordered = sorted(times)
    mean = sum(times) / len(times)
    print(
        f"pub table, {variant}, 8 seats, 1280x720, {len(times)} frames over {hands} hands"
        " (normal animation, opponents at the instant pace)"
    )
    for label, share in (("p50", 0.5), ("p90", 0.9), ("p99", 0.99)):
        print(f"  {label}: {percentile(ordered, share) * 1000:6.2f} ms")
    print(f"  max: {ordered[-1] * 1000:6.2f} ms   mean: {mean * 1000:.2f} ms")
    print(f"  sustainable: {1 / percentile(ordered, 0.99):.0f} fps at p99, {1 / mean:.0f} fps on average")
    print(
        f"  sitting down: first frame {first[0] * 1000:.0f} ms (images load and scale; the strength tables build"
        f" on the worker), the next 29 at most {max(first[1:]) * 1000:.2f} ms"
    )
    if thinking:
        worst = max(thinking)
        print(f"  frames drawn while an opponent was thinking: {len(thinking)}, slowest {worst * 1000:.2f} ms")
    if decisions:
        print(
            f"  opponents' decisions on the worker ({len(decisions)}): median {percentile(decisions, 0.5) * 1000:.2f}"
            f" ms, p99 {percentile(decisions, 0.99) * 1000:.2f} ms, max {decisions[-1] * 1000:.2f} ms"
        )


if __name__ == "__main__":
    main()
