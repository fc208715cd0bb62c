"""The engine is the rulebook: it must never pull in pygame (DESIGN: ui → engine, never back)."""

import pkgutil
import subprocess
import sys
from pathlib import Path

import casino_brag.engine

ROOT = Path(__file__).resolve().parent.parent


def test_importing_every_engine_module_loads_no_pygame():
    modules = [m.name for m in pkgutil.walk_packages(casino_brag.engine.__path__, "casino_brag.engine.")]
    assert "casino_brag.engine.hands" in modules
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m == 'pygame' or m.startswith('pygame.'))\n"
        "print(bad)\n"
        "raise SystemExit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_no_engine_source_mentions_pygame_imports():
    for path in (ROOT / "casino_brag" / "engine").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "import pygame" not in text and "from pygame" not in text, path
