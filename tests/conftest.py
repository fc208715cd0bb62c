"""Test setup: headless SDL before anything imports pygame, and shared hypothesis settings.

The tests exercise the installed package: pytest puts this folder on the path for the shared
helpers, and the checkout is added at the end only for `tools/` (the generators), so an installed
`casino_brag` is found before the checkout's.
"""

import gc
import os
import sys
import warnings
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["LANGUAGE"] = "en"  # the window follows the system's language; the tests read its English
sys.path.append(str(Path(__file__).resolve().parent.parent))

import pytest
from hypothesis import settings

settings.register_profile("ci", max_examples=200, deadline=None, derandomize=True)
settings.register_profile("dev", max_examples=100, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


SAVES_LEFT_OPEN = {"test_lessons", "test_ui_pub_dealers_choice", "test_ui_pub_lending", "test_ui_pub_lending_save"}
"""Modules whose windows are not closed at the end of a test: their save connections are
collected at once, so that Python 3.13's warning for an unclosed connection cannot land in a
later test."""


@pytest.fixture(autouse=True)
def _saves_collected(request: pytest.FixtureRequest) -> Iterator[None]:
    yield
    if request.module.__name__.rsplit(".", 1)[-1] in SAVES_LEFT_OPEN:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", ResourceWarning)
            gc.collect()
