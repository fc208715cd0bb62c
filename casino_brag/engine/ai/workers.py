"""Worker processes that never outlive the tournament that started them.

A parent killed outright (SIGKILL, a crash) gets no chance to stop its workers, so each worker
watches its parent itself: on Linux the kernel kills it the moment the parent dies
(`prctl(PR_SET_PDEATHSIG)`), and everywhere a watchdog thread ends it within half a second of
the parent's end. A parent that stops early for any other reason (Ctrl-C, SIGTERM, an error)
kills its workers before going on, rather than waiting for the blocks in play to finish.

Ctrl-C in a terminal reaches every process in the group; the workers ignore it, so that the
parent alone reports it, in one line.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager

WATCH_SECONDS = 0.5
"""How often a worker looks for its parent, where the kernel cannot be asked to tell it."""
WINDOWS_MAX_WORKERS = 61
"""The most processes a pool may wait on at once on Windows."""
_PR_SET_PDEATHSIG = 1


@contextmanager
def worker_pool(workers: int) -> Iterator[ProcessPoolExecutor]:
    """A pool of `workers` processes, all gone when the block ends, however it ends."""
    if sys.platform == "win32":
        workers = min(workers, WINDOWS_MAX_WORKERS)
    pool = ProcessPoolExecutor(max_workers=workers, initializer=_start_worker, initargs=(os.getpid(),))
    try:
        yield pool
    except BaseException:
        _kill_workers(pool)
        raise
    finally:
        pool.shutdown(wait=True)


def _kill_workers(pool: ProcessPoolExecutor) -> None:
    """Stop every worker now. The pool then counts as broken, which only a pool left alone
    would mind: its unfinished blocks are failed, not waited for."""
    kill = getattr(pool, "kill_workers", None)  # Python 3.14 and later
    if kill is not None:
        kill()
        return
    processes = list((pool._processes or {}).values())
    for process in processes:
        if process.is_alive():
            process.kill()
    for process in processes:
        process.join(5)


def _start_worker(parent: int) -> None:
    """Run first in each worker: tie its life to the parent's, and leave signals to the parent."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # not a handler copied from the parent by fork
    _die_with_parent()
    watched = multiprocessing.parent_process()
    if not _parent_alive(watched, parent):  # it ended before the kernel was asked to tell
        os._exit(1)
    threading.Thread(target=_watch, args=(watched, parent), name="parent watch", daemon=True).start()


def _die_with_parent() -> None:
    """Linux: have the kernel send this process SIGKILL when its parent ends."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):  # no C library to ask: the watchdog alone will do
        pass


def _parent_alive(watched: multiprocessing.process.BaseProcess | None, parent: int) -> bool:
    """Whether the process that made the pool still runs. Its sentinel says so for any start
    method (fork, spawn, forkserver); the parent's pid is the fallback."""
    if watched is not None:
        return watched.is_alive()
    return os.getppid() == parent


def _watch(watched: multiprocessing.process.BaseProcess | None, parent: int) -> None:
    started_under = os.getppid()
    while _parent_alive(watched, parent) and os.getppid() == started_under:
        if watched is not None:
            watched.join(WATCH_SECONDS)
        else:
            time.sleep(WATCH_SECONDS)
    os._exit(1)
