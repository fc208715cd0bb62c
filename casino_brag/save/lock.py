"""One game window per save folder.

Opening the save refunds hands left open by a crash, so a second window on the same folder must
not mistake the first one's hand in play for an interrupted one. The lock is an OS file lock,
which the system releases even when the game is killed.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from casino_brag.save.problems import StoreError


class FolderLock:
    """Held for as long as a game window has the save folder open."""

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.path = Path(folder) / "casino_brag.lock"
        self._file: Any = None

    def acquire(self) -> None:
        """Take the lock, or say in one line why not (another window, a lock file that cannot be made)."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            handle = open(self.path, "a+b")  # noqa: SIM115 - held open for the life of the game
        except OSError as exc:
            if self.path.is_dir():
                raise StoreError(
                    f"the lock file {self.path} is a folder; the game needs it to keep a second window off "
                    "the same save: remove or rename whatever is in the way, or use another --data-dir"
                ) from exc
            raise StoreError(f"cannot use the data folder {self.path.parent}: {exc.strerror or exc}") from exc
        try:
            if sys.platform == "win32":
                import msvcrt

                msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
            else:
                import fcntl

                fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            handle.close()
            raise StoreError(
                f"casino-brag is already open with the data folder {self.path.parent}; "
                "close that window first, or use another --data-dir"
            ) from exc
        self._file = handle

    def release(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None
