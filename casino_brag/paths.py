"""Where the game's files live, in a source checkout and in an installed wheel alike.

The wheel carries sprites/, sounds/ and paytables/ inside the package as `_data/…` (see
pyproject.toml); a checkout keeps them at the top of the repository.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
ASSET_KINDS = ("sprites", "sounds", "paytables")
DATA_ENV = "CASINO_BRAG_DATA"


def asset_dir(kind: str) -> Path:
    """The folder holding one kind of packaged file: "sprites", "sounds" or "paytables"."""
    if kind not in ASSET_KINDS:
        raise ValueError(f"unknown asset folder {kind!r}; expected one of {', '.join(ASSET_KINDS)}")
    for candidate in (PACKAGE_DIR / "_data" / kind, PACKAGE_DIR.parent / kind):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"{kind}/ not found beside {PACKAGE_DIR}; reinstall casino-brag")


def sprites_dir() -> Path:
    return asset_dir("sprites")


def sounds_dir() -> Path:
    return asset_dir("sounds")


def paytables_dir() -> Path:
    return asset_dir("paytables")


def data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The player's save folder: `--data-dir`, then $CASINO_BRAG_DATA, then the platform default."""
    if override:
        return Path(override).expanduser()
    env = os.environ.get(DATA_ENV)
    if env:
        return Path(env).expanduser()
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        # The XDG spec: a relative XDG_DATA_HOME is invalid and must be ignored.
        xdg = os.environ.get("XDG_DATA_HOME", "")
        base = Path(xdg) if xdg and Path(xdg).is_absolute() else Path.home() / ".local" / "share"
    return base / "casino-brag"
