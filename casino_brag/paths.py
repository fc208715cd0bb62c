"""Where the game's files live, in a source checkout and in an installed wheel alike.

The wheel carries sprites/, sounds/, paytables/ and counts/ inside the package as `_data/…` (see
pyproject.toml); a checkout keeps them at the top of the repository.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
from pathlib import Path

from casino_brag.errors import UserError

PACKAGE_DIR = Path(__file__).resolve().parent
ASSET_KINDS = ("sprites", "sounds", "paytables", "counts")
DATA_ENV = "CASINO_BRAG_DATA"
NAME_MAX = 255
"""The longest file or folder name, in bytes, that the common file systems allow."""


def asset_dir(kind: str) -> Path:
    """The folder holding one kind of packaged file: "sprites", "sounds", "paytables" or "counts"."""
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
    """The player's save folder: `--data-dir`, then $CASINO_BRAG_DATA, then the platform default.

    An empty `--data-dir` is a mistake, not a request for the default."""
    if override is not None:
        if not os.fspath(override):
            raise UserError("--data-dir: an empty path")
        return _home_expanded("--data-dir", os.fspath(override))
    env = os.environ.get(DATA_ENV)
    if env:
        return _home_expanded(f"${DATA_ENV}", env)
    try:
        if sys.platform == "win32":
            base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
        elif sys.platform == "darwin":
            base = Path.home() / "Library" / "Application Support"
        else:
            # The XDG spec: a relative XDG_DATA_HOME is invalid and must be ignored.
            xdg = os.environ.get("XDG_DATA_HOME", "")
            base = Path(xdg) if xdg and Path(xdg).is_absolute() else Path.home() / ".local" / "share"
    except RuntimeError:  # no $HOME and no entry in the user database
        raise UserError("data folder: no home folder is known; name one with --data-dir") from None
    return base / "casino-brag"


def expand_home(text: str) -> Path:
    """`text` with a leading `~` or `~user` replaced by that home folder.

    Raises LookupError, saying which home is unknown, where Path.expanduser gives up."""
    try:
        return Path(text).expanduser()
    except RuntimeError:
        user = text[1:].replace("\\", "/").split("/")[0]
        raise LookupError(f"there is no user named {user!r}" if user else "no home folder is known") from None


def _home_expanded(where: str, text: str) -> Path:
    try:
        return expand_home(text)
    except LookupError as exc:
        raise UserError(f"{where} {text}: {exc}") from None


def save_folder(override: str | os.PathLike[str] | None = None) -> Path:
    """The save folder, checked before the game reads or writes anything there.

    It must be a folder the game can write in, or one it could create. Nothing is created: the
    check writes and removes a probe file in the folder or its nearest existing parent, since
    permission bits say nothing of a read-only disk, nor of what root may do.
    """
    folder = data_dir(override)
    where = "--data-dir" if override is not None else f"${DATA_ENV}" if os.environ.get(DATA_ENV) else "data folder"
    problem = folder_problem(folder)
    if problem is not None:
        raise UserError(f"{where} {folder}: {problem}")
    return folder


def folder_problem(folder: Path) -> str | None:
    """Why the game could not keep its files in `folder`, or None when it can."""
    for part in folder.parts:
        if len(os.fsencode(part)) > NAME_MAX:
            return f"the name {part[:20]}… is longer than {NAME_MAX} bytes"
    existing = folder
    while True:
        try:
            mode = existing.stat().st_mode
            break
        except FileNotFoundError:
            if os.path.lexists(existing):
                return f"{'it' if existing == folder else existing} is a link to nothing"
            if existing.parent == existing:
                return "no part of it exists"
            existing = existing.parent
        except OSError as exc:
            if exc.errno == errno.ENOTDIR:
                return f"{_first_file(folder)} is a file, not a folder"
            return _os_problem(exc)
    if not stat.S_ISDIR(mode):  # only the folder itself: a file above it fails with ENOTDIR
        return "it is a file, not a folder" if stat.S_ISREG(mode) else "it is a device or a pipe, not a folder"
    import tempfile  # only here: it brings in random and shutil, which quick reports never need

    try:
        handle, probe = tempfile.mkstemp(prefix=".casino-brag-probe-", dir=existing)
        try:
            os.close(handle)
        finally:
            os.unlink(probe)
    except OSError as exc:
        if existing == folder:
            return f"cannot write in it ({_os_problem(exc)})"
        return f"cannot be created in {existing} ({_os_problem(exc)})"
    return None


def _first_file(folder: Path) -> Path:
    """The first part of `folder`'s path that exists and is not a folder."""
    for part in reversed(folder.parents):
        if part.exists() and not part.is_dir():
            return part
    return folder


_PROBLEMS = {
    errno.EROFS: "a read-only file system",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.ENOSPC: "the disk is full",
    errno.ENAMETOOLONG: "the path is too long",
    errno.ENOENT: "the system does not allow files there",
}


def _os_problem(exc: OSError) -> str:
    return _PROBLEMS.get(exc.errno or 0) or exc.strerror or str(exc)
