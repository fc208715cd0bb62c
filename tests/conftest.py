"""Test setup: headless SDL before anything imports pygame, and shared hypothesis settings.

The tests exercise the installed package: pytest puts this folder on the path for the shared
helpers, and the checkout is added at the end only for `tools/` (the generators), so an installed
`casino_brag` is found before the checkout's.
"""

import os
import sys
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


@pytest.fixture(autouse=True)
def _windows_closed() -> Iterator[None]:
    """A test that leaves a window open fails (the window is closed first): its save connection
    would otherwise be reported as unclosed by Python 3.13 in whichever later test collects it."""
    driver = sys.modules.get("ui_driver")
    before = list(driver.Driver.unclosed) if driver else []
    yield
    driver = sys.modules.get("ui_driver")
    left = [window for window in driver.Driver.unclosed if window not in before] if driver else []
    for window in left:
        window.close()
    assert not left, f"{len(left)} window(s) left open: close each Driver (with, finally or a fixture)"
