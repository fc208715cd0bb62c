"""Finding paytables: the shipped ones by name, anything else by path.

The engine validates bytes it is given; this module knows where the shipped files live (through
`paths.paytables_dir()`), so the game window and the command line name tables the same way.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from casino_brag import paths
from casino_brag.engine.casino.paytable import Paytable, PaytableError, load_paytable

DEFAULT = "standard"
"""The table a new player sits at."""


def shipped_names() -> list[str]:
    """The shipped paytables' names (their file stems), standard first, then alphabetical."""
    names = sorted(p.stem for p in paths.paytables_dir().glob("*.toml"))
    return sorted(names, key=lambda n: (n != DEFAULT, n))


def shipped_path(name: str) -> Path | None:
    """The file of a shipped table, or None when no shipped table has that name."""
    if not name or "/" in name or "\\" in name or name.startswith("."):
        return None
    path = paths.paytables_dir() / f"{name}.toml"
    return path if _kind(path) == "file" else None


def _kind(path: Path) -> str | None:
    """What is at `path`: "file", "other" (a folder, a device), or None when nothing is there
    or nothing could be (a name too long for the system, a path through a file)."""
    try:
        return "file" if stat.S_ISREG(path.stat().st_mode) else "other"
    except (OSError, ValueError):
        return None


def find(spec: str) -> Path:
    """A shipped table's name ("standard") or a path to a .toml file, as a path to read.

    A shipped name wins over a file of the same name in the current folder; write "./standard"
    to mean the file.
    """
    path = shipped_path(spec)
    if path is not None:
        return path
    try:
        candidate = paths.expand_home(spec)
    except LookupError as exc:
        raise PaytableError(spec, None, str(exc)) from None
    for part in candidate.parts:
        if len(os.fsencode(part)) > paths.NAME_MAX:
            raise PaytableError(spec, None, f"a name in the path is longer than {paths.NAME_MAX} bytes")
    kind = _kind(candidate)
    if kind == "file":
        return candidate
    if kind == "other":
        raise PaytableError(spec, None, "not a file")
    known = ", ".join(shipped_names())
    raise PaytableError(spec, None, f"no such file, and no shipped paytable has that name (shipped: {known})")


def load(spec: str) -> Paytable:
    """Load and validate a paytable by shipped name or path; PaytableError says what is wrong."""
    path = find(spec)
    shipped = shipped_path(spec)
    return load_paytable(path, key=spec if shipped is not None else path.stem)


def load_shipped() -> list[Paytable]:
    """Every shipped paytable, standard first."""
    return [load(name) for name in shipped_names()]
