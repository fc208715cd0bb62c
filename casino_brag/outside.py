"""Outside players: a player class named as `path/to/file.py:ClassName` or `module:ClassName`.

Anyone can measure their own Pub Brag player against the game's: a class made as
`ClassName(seat, players, rng)` whose `decide(view)` returns an action (the protocol is in
`casino_brag.engine.ai.seating` and the README's "Computer opponents"). The engine never loads
code itself; the tournament command hands it `load_player`.
"""

from __future__ import annotations

import importlib
import importlib.util
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from casino_brag.errors import UserError


def load_player(spec: str) -> Callable[[int, int, random.Random], Any]:
    """The class named by `spec`; a UserError names what is wrong with it."""
    where, _, name = spec.strip().rpartition(":")
    module = _module(where, spec)
    found = getattr(module, name, None)
    if found is None or not callable(found):
        raise UserError(f"--players: {spec}: {where} has no class {name}")
    return found  # type: ignore[no-any-return]


def _module(where: str, spec: str) -> Any:
    if where.endswith(".py") or "/" in where or "\\" in where:
        path = Path(where).resolve()
        key = f"brag_outside_{abs(hash(str(path)))}"
        if key in sys.modules:
            return sys.modules[key]
        if not path.is_file():
            raise UserError(f"--players: {spec}: no such file {where}")
        loader = importlib.util.spec_from_file_location(key, path)
        if loader is None or loader.loader is None:
            raise UserError(f"--players: {spec}: {where} is not a Python file")
        module = importlib.util.module_from_spec(loader)
        sys.modules[key] = module
        try:
            loader.loader.exec_module(module)
        except Exception as exc:
            del sys.modules[key]
            raise UserError(f"--players: {spec}: {where} failed to load: {type(exc).__name__}: {exc}") from None
        return module
    try:
        return importlib.import_module(where)
    except Exception as exc:
        raise UserError(f"--players: {spec}: cannot import {where}: {type(exc).__name__}: {exc}") from None


def check_player(spec: str, players: int) -> None:
    """Make the player once, as the tournament will, so that a broken class is named up front."""
    made = load_player(spec)
    try:
        player = made(0, players, random.Random(0))
    except Exception as exc:
        raise UserError(
            f"--players: {spec}: ClassName(seat, players, rng) failed: {type(exc).__name__}: {exc}"
        ) from None
    if not callable(getattr(player, "decide", None)):
        raise UserError(f"--players: {spec}: the player has no decide(view) method")


def report_fault(line: str) -> None:
    """Print a player's failed decision on standard error, one line."""
    print(line, file=sys.stderr, flush=True)
