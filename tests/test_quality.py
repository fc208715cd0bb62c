"""House checks run with the tests: ruff on the project and mypy --strict on the engine."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def tool(name):
    path = Path(sys.executable).with_name(name)
    found = str(path) if path.exists() else shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed: install the test extra, pip install '.[test]'")
    return found


def test_ruff_is_clean():
    result = subprocess.run(
        [tool("ruff"), "check", "casino_brag", "tests", "tools", "benchmarks"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format_leaves_the_code_as_it_is():
    result = subprocess.run(
        [tool("ruff"), "format", "--check", "casino_brag", "tests", "tools", "benchmarks"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, "run ruff format: " + result.stdout + result.stderr


def test_mypy_strict_on_the_engine():
    result = subprocess.run([tool("mypy"), "--strict", "casino_brag/engine"], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_modules_stay_small():
    big = [
        f"{p.relative_to(ROOT)} ({n} lines)"
        for p in (ROOT / "casino_brag").rglob("*.py")
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > 500
    ]
    assert not big, "split these by concept: " + ", ".join(big)
