"""A tournament's worker processes end with it: killed, terminated or interrupted, the command
leaves no process behind, and Ctrl-C and SIGTERM are reported in one line."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TOURNAMENT = ["tournament", "--hands", "200000", "--workers", "2", "--no-progress"]
LAUNCH = (  # Ctrl-C as a terminal would deliver it, even when these tests run with SIGINT ignored
    "import os, signal, sys\n"
    "signal.signal(signal.SIGINT, signal.SIG_DFL)\n"
    "os.execv(sys.executable, [sys.executable, *sys.argv[1:]])\n"
)
WATCHDOG_ALONE = (  # the worker's own watch, without the kernel's help on Linux
    "import sys\n"
    "from casino_brag.engine.ai import workers\n"
    "workers._die_with_parent = lambda: None\n"
    "from casino_brag.cli import main\n"
    "raise SystemExit(main(sys.argv[1:]))\n"
)

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads the process tree from /proc")


def _started(pid):
    """The process's start time (to tell it from a later one given the same pid), or None once
    it has ended (a zombie has ended: only its exit status is left to collect)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return None if fields[0] in "ZX" else fields[19]


def _descendants(pid):
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            children = (task / "children").read_text().split()
        except OSError:
            continue
        for child in map(int, children):
            found += [child, *_descendants(child)]
    return found


def _still_running(processes):
    return [pid for pid, started in processes.items() if started is not None and _started(pid) == started]


def _start(*command):
    return subprocess.Popen(
        [sys.executable, "-c", LAUNCH, *command],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # a group of its own: a signal to the test's group never reaches it
    )


def _workers_of(game, count=2, timeout=60):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert game.poll() is None, game.stderr.read()
        found = {pid: _started(pid) for pid in _descendants(game.pid)}
        if len(_still_running(found)) >= count:
            time.sleep(0.5)  # every worker past its start-up, playing blocks
            return {pid: _started(pid) for pid in _descendants(game.pid)}
        time.sleep(0.05)
    raise AssertionError("the workers never started")


CASES = {  # the signal, sent to the whole group?, its workers' watchdog alone?, exit code, stderr
    "SIGKILL": (signal.SIGKILL, False, False, -signal.SIGKILL, None),
    "SIGKILL, watchdog alone": (signal.SIGKILL, False, True, -signal.SIGKILL, None),
    "SIGTERM": (signal.SIGTERM, False, False, 143, "casino-brag: terminated"),
    "SIGINT": (signal.SIGINT, False, False, 130, "casino-brag: interrupted"),
    "Ctrl-C to the whole group": (signal.SIGINT, True, False, 130, "casino-brag: interrupted"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_no_worker_outlives_the_tournament(case):
    sig, to_group, watchdog_alone, code, line = CASES[case]
    game = _start("-c", WATCHDOG_ALONE, *TOURNAMENT) if watchdog_alone else _start("-m", "casino_brag", *TOURNAMENT)
    workers = {}
    try:
        workers = _workers_of(game)
        if to_group:
            os.killpg(game.pid, sig)
        else:
            os.kill(game.pid, sig)
        assert game.wait(timeout=10) == code
        deadline = time.monotonic() + 5
        while _still_running(workers) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not _still_running(workers), f"still running after the tournament ended: {_still_running(workers)}"
        stderr = game.stderr.read()
        assert "Traceback" not in stderr
        if line is not None:
            assert stderr.splitlines() == [line]
    finally:  # nothing is left running, even when the test fails
        for pid in _still_running(workers):
            os.kill(pid, signal.SIGKILL)
        if game.poll() is None:
            game.kill()
        game.wait()
        game.stderr.close()
