"""The progress bar: fitted to the terminal so a carriage return redraws it in place, and erased."""

import io
import os

import pytest
from hypothesis import given
from hypothesis import strategies as st

from casino_brag.commands import progress
from casino_brag.commands.progress import ProgressBar, progress_line, wanted


class Terminal(io.StringIO):
    """A stream that says it is a terminal."""

    def isatty(self):
        return True


@pytest.fixture
def columns(monkeypatch):
    """Set the terminal's width: `columns(40)`."""
    monkeypatch.delenv("COLUMNS", raising=False)

    def set_width(width):
        size = os.terminal_size((width, 24))
        monkeypatch.setattr(progress.shutil, "get_terminal_size", lambda fallback=(80, 24): size)

    return set_width


def draws(label, width, columns, total=1_000_000, steps=40):
    """Everything a bar writes over a whole run at `width` columns, and the bar."""
    columns(width)
    out = Terminal()
    bar = ProgressBar(label, True, stream=out, interval=0)
    for i in range(steps + 1):
        bar(total * i // steps, total)
    drawn = out.getvalue()
    bar.close()
    return drawn, out.getvalue()[len(drawn) :], bar


@pytest.mark.parametrize("width", [120, 80, 40, 24, 12, 8, 4, 2])
@pytest.mark.parametrize("label", ["simulating", "sessions", "playing"])
def test_every_redraw_fits_the_terminal_and_none_starts_a_new_line(columns, label, width):
    drawn, erase, _ = draws(label, width, columns)
    lines = drawn.split("\r")[1:]
    assert len(lines) == 41 and drawn.startswith("\r")
    assert all(len(line) < width for line in lines)
    assert "\n" not in drawn + erase
    lengths = [len(line) for line in lines]
    assert lengths == sorted(lengths), "a shorter redraw would leave the old line's tail"


def test_a_wide_terminal_shows_bar_percentage_and_counts(columns):
    drawn, _, _ = draws("simulating", 120, columns)
    last = drawn.split("\r")[-1]
    assert last == f"simulating [{'#' * 30}] 100%  1,000,000/1,000,000"


def test_forty_columns_keep_the_bar_and_drop_the_counts(columns):
    drawn, _, _ = draws("simulating", 40, columns)
    half = drawn.split("\r")[21]
    assert "[" in half and " 50%" in half and "/" not in half and len(half) < 40


def test_a_very_narrow_terminal_keeps_a_short_percentage(columns):
    drawn, _, _ = draws("simulating", 8, columns)
    assert drawn.split("\r")[-1] == "100%" and "[" not in drawn
    drawn, _, _ = draws("sessions", 16, columns)
    assert drawn.split("\r")[21] == "sessions  50%"


def test_the_bar_is_erased_over_every_column_it_used(columns):
    drawn, erase, bar = draws("playing", 60, columns)
    used = max(len(line) for line in drawn.split("\r"))
    assert erase == "\r" + " " * used + "\r"
    assert not bar.shown


def test_the_width_is_read_again_at_every_draw(columns):
    out = Terminal()
    bar = ProgressBar("playing", True, stream=out, interval=0)
    columns(120)
    bar(1, 10)
    columns(30)
    bar(2, 10)
    wide, narrow = out.getvalue().split("\r")[1:]
    assert len(wide) > 30 > len(narrow)


def test_a_disabled_bar_writes_nothing(columns):
    columns(80)
    out = Terminal()
    with ProgressBar("playing", False, stream=out) as bar:
        bar(5, 10)
    assert out.getvalue() == ""


def test_redraws_are_spaced_out(columns, monkeypatch):
    columns(80)
    monkeypatch.setattr(progress.time, "monotonic", lambda: 100.0)
    out = Terminal()
    bar = ProgressBar("playing", True, stream=out)
    for done in range(1, 1001):
        bar(done, 1000)
    assert out.getvalue().count("\r") == 1


def test_the_bar_is_wanted_only_on_a_terminal_without_no_progress():
    assert wanted(False, Terminal())
    assert not wanted(True, Terminal())
    assert not wanted(False, io.StringIO())


def test_the_width_comes_from_stderr_when_stdout_is_a_file(monkeypatch):
    monkeypatch.delenv("COLUMNS", raising=False)
    monkeypatch.setattr(progress.os, "get_terminal_size", lambda fd: os.terminal_size((37, 24)))
    stream = Terminal()
    stream.fileno = lambda: 2
    assert progress.terminal_columns(stream) == 37
    monkeypatch.setenv("COLUMNS", "55")
    assert progress.terminal_columns(stream) == 55


@given(
    st.sampled_from(["simulating", "sessions", "playing", "a label far too long for any narrow terminal"]),
    st.integers(0, 10**9),
    st.integers(1, 10**9),
    st.integers(0, 300),
)
def test_a_line_never_exceeds_its_room(label, done, total, room):
    assert len(progress_line(label, done, total, room)) <= room
