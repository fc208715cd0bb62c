"""Driving the Pub Brag screens in tests: a saved setup, a window straight at the table, and
waiting (in real time, since the opponents think on a worker thread) for a moment to come."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from ui_driver import Driver

from casino_brag.save.pub_setup import SETUP_KEY, PubSetup
from casino_brag.save.store import Store


def save_setup(folder: Path, opponents: int = 2, *, animation: str = "turbo", **changes: Any) -> PubSetup:
    """Write a remembered setup (and the animation speed) into a fresh save folder."""
    rules = changes.pop("rules", {})
    setup = PubSetup().with_count(opponents)
    setup = replace(setup, pace=changes.pop("pace", "instant"), **changes)
    setup = replace(setup, rules=replace(setup.rules, **rules))
    with Store.open(folder) as store:
        store.save_settings({SETUP_KEY: setup.to_dict(), "animation": animation})
    return setup


def pub_driver(folder: Path, opponents: int = 2, seed: int = 3, **setup: Any) -> Driver:
    save_setup(folder, opponents, **setup)
    return Driver(folder, seed=seed, mode="pub", opponents=opponents)


def until(driver: Driver, done: Callable[[], bool], seconds: float = 60.0, dt: float = 1 / 30) -> None:
    """Step the window until `done()`; fail if it takes longer than `seconds` of real time."""
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {getattr(done, '__name__', 'a condition')}")
        driver.step(dt)
        time.sleep(0.001)
