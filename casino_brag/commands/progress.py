"""The progress bar that long commands (`simulate`, `tournament`) draw on stderr.

One line, redrawn in place with a carriage return: so the line must never reach the terminal's
last column, or the terminal wraps it and every redraw starts a new line. It is fitted to the
width each time it is drawn (the window may be resized mid-run), drops the counts and then the
bar itself when the terminal is narrow, and is erased when the work is done, so that neither a
report on stdout nor a script reading stderr ever sees it.
"""

from __future__ import annotations

import os
import shutil
import sys
import time
from typing import TextIO

BAR_MAX = 30
"""The widest bar drawn, in characters: a wider one says no more."""
BAR_MIN = 10
"""Narrower than this, a bar says too little to be worth its room."""


def wanted(no_progress: bool, stream: TextIO | None = None) -> bool:
    """Whether to draw: only on a terminal (never into a file or a pipe) and unless --no-progress."""
    target = sys.stderr if stream is None else stream
    return not no_progress and target.isatty()


def terminal_columns(stream: TextIO) -> int:
    """The width of the terminal `stream` draws on: stderr's own, even when stdout is a file.

    $COLUMNS, when set, wins (as everywhere); a stream that is no terminal gets the width of
    stdout's terminal, or 80.
    """
    if not os.environ.get("COLUMNS"):
        try:
            columns = os.get_terminal_size(stream.fileno()).columns
        except (AttributeError, OSError, ValueError):
            columns = 0
        if columns > 0:
            return columns
    return shutil.get_terminal_size(fallback=(80, 24)).columns


def progress_line(label: str, done: int, total: int, room: int) -> str:
    """The line for `done` of `total`, at most `room` characters long.

    Best first: label, bar, percentage and counts; then without the counts; then label and
    percentage; at the narrowest, the percentage alone.
    """
    total = max(total, 1)
    done = min(max(done, 0), total)
    from casino_brag.commands.speech import fmt, pct

    percent = f"{pct(100 * done // total / 100, 0):>4}"
    counts = f"{fmt(done):>{len(fmt(total))}}/{fmt(total)}"
    for figures in (f" {percent}  {counts}", f" {percent}"):
        width = min(BAR_MAX, room - len(label) - len(" []") - len(figures))
        if width >= BAR_MIN:
            filled = width * done // total
            return f"{label} [{'#' * filled}{'.' * (width - filled)}]{figures}"
    short = f"{label} {percent}"
    if len(short) <= room:
        return short
    for text in (percent, percent.strip()):
        if len(text) <= room:
            return text
    return ""  # no room even for "100%": better nothing than a cut figure


class ProgressBar:
    """A one-line bar on stderr, fitted to the terminal, redrawn in place and erased when done.

    Called as bar(done, total). Redraws come at most every `interval` seconds (the first
    always), so that a fast loop spends its time on the work, not on the terminal.
    """

    def __init__(self, label: str, enabled: bool, stream: TextIO | None = None, interval: float = 0.1) -> None:
        self.label = label
        self.enabled = enabled
        self.stream = stream
        self.interval = interval
        self.used = 0
        """The widest line drawn so far: what a shorter redraw and the final erase must cover."""
        self._last = -float("inf")

    def __enter__(self) -> ProgressBar:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def shown(self) -> bool:
        return self.used > 0

    def _target(self) -> TextIO:
        return sys.stderr if self.stream is None else self.stream

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        if now - self._last < self.interval:
            return
        self._last = now
        # Never the last column: writing it makes many terminals wrap to a new line.
        out = self._target()
        room = terminal_columns(out) - 1
        line = progress_line(self.label, done, total, room)
        self.used = min(max(self.used, len(line)), max(room, 0))
        out.write("\r" + line.ljust(self.used))
        out.flush()

    def close(self) -> None:
        """Erase the bar: spaces over every column it used, and back to the start of the line."""
        if self.shown:
            out = self._target()
            out.write("\r" + " " * self.used + "\r")
            out.flush()
            self.used = 0
