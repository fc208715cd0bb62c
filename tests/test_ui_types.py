"""The window, the save file and their commands pass `mypy --strict`, like the engine."""

import subprocess
from pathlib import Path

from test_quality import tool

ROOT = Path(__file__).resolve().parent.parent
CHECKED = [
    "casino_brag/ui",
    "casino_brag/save",
    "casino_brag/errors.py",
    "casino_brag/commands/play.py",
    "casino_brag/commands/stats.py",
]


def test_mypy_strict_on_the_window_and_the_save_file():
    result = subprocess.run([tool("mypy"), "--strict", *CHECKED], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
