"""Whatever a player types or points the game at, a mistake ends in one line on stderr that names
the flag, file or key, with exit code 2: no traceback, no half-made folder, no hour-long run."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NO_DISPLAY = ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "XDG_RUNTIME_DIR")
LONG_NAME = "a" * 300
AS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def run(*args, env=None, timeout=120):
    """The real command in a process of its own, with no display to open a window on."""
    clean = {k: v for k, v in os.environ.items() if k not in NO_DISPLAY}
    return subprocess.run(
        [sys.executable, "-m", "casino_brag", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
        env={**clean, **(env or {})},
    )


def one_line(result, *names):
    """The single error line, after checking it is the only one and names each of `names`."""
    assert "Traceback" not in result.stderr, result.stderr
    assert result.returncode == 2, result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("casino-brag"), lines[0]
    for name in names:
        assert name in lines[0], lines[0]
    return lines[0]


# -- the data folder -------------------------------------------------------------------------------


def _folder(tmp_path, case):
    """The `--data-dir` value for a case, and the words its error line must contain."""
    (tmp_path / "file").write_text("keep me\n")
    if case == "cannot be created":
        return "/proc/x", ["/proc/x", "cannot be created"]
    if case == "a file":
        return str(tmp_path / "file"), [str(tmp_path / "file"), "is a file, not a folder"]
    if case == "under a file":
        return str(tmp_path / "file" / "sub"), [str(tmp_path / "file"), "is a file, not a folder"]
    if case == "a device":
        return os.devnull, [os.devnull, "not a folder"]
    if case == "a name too long":
        return str(tmp_path / LONG_NAME / "x"), ["--data-dir", "longer than 255 bytes"]
    if case == "an unknown user":
        return "~nosuchuser/x", ["~nosuchuser/x", "no user named 'nosuchuser'"]
    assert case == "empty"
    return "", ["--data-dir: an empty path"]


FOLDER_CASES = [
    "cannot be created",
    "a file",
    "under a file",
    "a device",
    "a name too long",
    "an unknown user",
    "empty",
]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc and /dev/null as Linux has them")
@pytest.mark.parametrize("command", ["stats", "play"])
@pytest.mark.parametrize("case", FOLDER_CASES)
def test_an_unusable_data_folder_is_one_line(tmp_path, case, command):
    folder, words = _folder(tmp_path, case)
    line = one_line(run("--data-dir", folder, command), "--data-dir", *words)
    assert "no display" not in line  # play: the folder is checked before the window is tried
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file"]  # nothing made, nothing left
    assert (tmp_path / "file").read_text() == "keep me\n"


@pytest.mark.skipif(AS_ROOT, reason="root may write in a read-only folder; the read-only mount case covers it")
@pytest.mark.skipif(sys.platform == "win32", reason="folder permission bits")
@pytest.mark.parametrize("command", ["stats", "play"])
def test_a_read_only_folder_is_one_line(tmp_path, command):
    folder = tmp_path / "locked"
    folder.mkdir(mode=0o500)
    try:
        one_line(run("--data-dir", str(folder), command), f"--data-dir {folder}", "cannot write in it")
        one_line(run("--data-dir", str(folder / "sub"), command), "cannot be created", "permission denied")
    finally:
        folder.chmod(0o700)


def _can_mount_read_only(tmp_path):
    if not AS_ROOT or shutil.which("unshare") is None:
        return False
    probe = tmp_path / "probe"
    probe.mkdir()
    script = f"mount -t tmpfs -o ro,size=64k tmpfs {probe} && touch {probe}/x"
    tried = subprocess.run(["unshare", "-m", "sh", "-c", script], capture_output=True, text=True, timeout=30)
    probe.rmdir()
    return "Read-only file system" in tried.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a private read-only mount needs Linux")
@pytest.mark.parametrize("command", ["stats", "play"])
def test_a_read_only_disk_is_one_line_even_for_root(tmp_path, command):
    if not _can_mount_read_only(tmp_path):
        pytest.skip("cannot mount a read-only file system here (needs root and unshare)")
    mount = tmp_path / "disk"
    mount.mkdir()
    game = f"{sys.executable} -m casino_brag"
    script = (
        f"mount -t tmpfs -o ro,size=64k tmpfs {mount} && "
        f"{game} --data-dir {mount} {command}; {game} --data-dir {mount}/sub {command}"
    )
    clean = {k: v for k, v in os.environ.items() if k not in NO_DISPLAY}
    result = subprocess.run(
        ["unshare", "-m", "sh", "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60, env=clean
    )
    lines = result.stderr.splitlines()
    assert "Traceback" not in result.stderr and len(lines) == 2, result.stderr
    assert lines[0] == f"casino-brag: error: --data-dir {mount}: cannot write in it (a read-only file system)"
    assert lines[1] == (
        f"casino-brag: error: --data-dir {mount}/sub: cannot be created in {mount} (a read-only file system)"
    )


def test_the_data_folder_from_the_environment_is_named_as_such(tmp_path):
    (tmp_path / "file").write_text("")
    result = run("stats", env={"CASINO_BRAG_DATA": str(tmp_path / "file")})
    one_line(result, "$CASINO_BRAG_DATA", "is a file, not a folder")


def test_a_usable_new_folder_is_checked_without_being_made(tmp_path):
    result = run("--data-dir", str(tmp_path / "new" / "deeper"), "stats")
    assert result.returncode == 0, result.stderr
    assert list(tmp_path.iterdir()) == []  # the probe file is gone and no folder was made


def test_the_window_lock_names_a_folder_it_cannot_use(tmp_path):
    from casino_brag.save.lock import FolderLock
    from casino_brag.save.store import StoreError

    (tmp_path / "file").write_text("keep me\n")
    with pytest.raises(StoreError, match=r"cannot use the data folder .*sub: "):
        FolderLock(tmp_path / "file" / "sub").acquire()
    assert (tmp_path / "file").read_text() == "keep me\n"


# -- paytable files --------------------------------------------------------------------------------

EMPTY_TABLE = "[rules]\n[ante_bonus]\n[pair_bonus]\n"
PAYTABLES = {
    "nested_lists": ("a = " + "[" * 20_000 + "]" * 20_000 + "\n" + EMPTY_TABLE, "nested too deeply"),
    "nested_tables": ("a = " + "{b = " * 10_000 + "1" + "}" * 10_000 + "\n" + EMPTY_TABLE, "nested too deeply"),
    "long_integer": ("[rules]\nplay_multiplier = " + "9" * 5_000 + "\n[ante_bonus]\n[pair_bonus]\n", "digits"),
    "long_hex_odds": ("[rules]\n[ante_bonus]\nprial = 0x" + "f" * 30_000 + "\n[pair_bonus]\n", "digit number"),
    "nul_name": ('name = "\\u0000"\n' + EMPTY_TABLE, ": name: expected printable text"),
    "escape_in_name": ('name = "Std\\u001b[31m"\n' + EMPTY_TABLE, ": name: expected printable text"),
    "bell_in_description": ('description = "x\\u0007"\n' + EMPTY_TABLE, ": description: expected printable text"),
    "line_break_in_name": ('name = "a\\u2028b"\n' + EMPTY_TABLE, ": name: expected printable text"),
    "long_name": ('name = "' + "x" * 201 + '"\n' + EMPTY_TABLE, ": name: expected one line of at most 200"),
}
PAYTABLE_COMMANDS = [["rtp"], ["strategy"], ["simulate", "--hands", "10", "--no-progress"]]


@pytest.mark.parametrize("command", PAYTABLE_COMMANDS, ids=lambda c: c[0])
@pytest.mark.parametrize("case", sorted(PAYTABLES))
def test_a_hostile_paytable_is_one_line(tmp_path, case, command):
    text, words = PAYTABLES[case]
    path = tmp_path / f"{case}.toml"
    path.write_text(text, encoding="utf-8")
    assert path.stat().st_size < 64 * 1024  # under the size limit: the parser itself must refuse it
    one_line(run(command[0], str(path), *command[1:]), str(path), words)


@pytest.mark.parametrize("command", PAYTABLE_COMMANDS, ids=lambda c: c[0])
@pytest.mark.parametrize(
    ("spec", "words"),
    [
        (f"{LONG_NAME}.toml", "longer than 255 bytes"),
        ("~nosuchuser/table.toml", "no user named 'nosuchuser'"),
    ],
    ids=["name_too_long", "unknown_user"],
)
def test_a_paytable_path_that_cannot_exist_is_one_line(command, spec, words):
    one_line(run(command[0], spec, *command[1:]), spec, words)


def test_the_parser_refuses_control_characters_by_key():
    from casino_brag.engine.casino.paytable import PaytableError, parse_paytable

    for key in ("name", "description"):
        for char in ("\x00", "\x1b", "\t", "\x7f", "\x9b", "\u200e"):
            data = f'{key} = "a{char}b"\n{EMPTY_TABLE}'.encode().replace(char.encode(), _escaped(char))
            with pytest.raises(PaytableError) as caught:
                parse_paytable(data, source="mine.toml")
            assert caught.value.key == key and f"U+{ord(char):04X}" in caught.value.problem
    table = parse_paytable(f'name = "Café ♠ 3-3-3"\n{EMPTY_TABLE}'.encode(), source="mine.toml")
    assert table.name == "Café ♠ 3-3-3"


def _escaped(char):
    return f"\\u{ord(char):04X}".encode()


# -- house rules and counts ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("setting", "words"),
    [
        ("ante=²", "house rule ante: expected a whole number, got '²'"),
        ("ante=１２", "house rule ante: expected a whole number"),
        ("ante=1e3", "house rule ante: expected a whole number, got '1e3'"),
        ("ante=-5", "house rule ante: must be from 0"),
        ("ante=" + "9" * 5_000, "house rule ante: a 5,000-digit number is far too large"),
        ("nosuch=1", "unknown house rule 'nosuch'"),
        ("nosuch=" + "9" * 50, "unknown house rule 'nosuch'"),
    ],
    ids=["superscript", "full_width", "exponent", "negative", "five_thousand_digits", "unknown", "unknown_long"],
)
def test_an_odd_house_rule_value_is_one_line(setting, words):
    one_line(run("tournament", "--hands", "10", "--no-progress", "--rules", setting), "--rules", words)


HUGE = str(10**30)
COUNTS = [
    (["simulate", "standard", "--hands", HUGE], "--hands: at most 1,000,000,000, got a 31-digit number"),
    (["simulate", "standard", "--hands", "0"], "--hands: at least 1, got 0"),
    (["simulate", "standard", "--hands", "-7"], "--hands: at least 1, got -7"),
    (["simulate", "standard", "--hands", "10", "--bankroll", HUGE], "--bankroll: at most 1,000,000,000"),
    (["simulate", "standard", "--hands", "10", "--bankroll", "0"], "--bankroll: at least 1, got 0"),
    (["simulate", "standard", "--hands", "10", "--bankroll", "-5"], "--bankroll: at least 1, got -5"),
    (["simulate", "standard", "--hands", "10", "--bankroll", "99", "--sessions", HUGE], "--sessions: at most"),
    (["simulate", "standard", "--hands", "10", "--bankroll", "99", "--sessions", "0"], "--sessions: at least 1"),
    (["simulate", "standard", "--hands", "10", "--bankroll", "99", "--max-rounds", HUGE], "--max-rounds: at most"),
    (["simulate", "standard", "--hands", "10", "--bankroll", "99", "--bet", HUGE], "--bet: the Ante must be"),
    (["simulate", "standard", "--hands", "10", "--bankroll", "99", "--pair-bonus", "-1"], "--pair-bonus: the Pair"),
    (["tournament", "--hands", HUGE], "--hands: at most 10,000,000, got a 31-digit number"),
    (["tournament", "--hands", "0"], "--hands: at least 1, got 0"),
    (["tournament", "--hands", "-1"], "--hands: at least 1, got -1"),
    (["tournament", "--chips", HUGE], "--chips: at most 1,000,000"),
    (["tournament", "--session", HUGE], "--session: at most 1,000,000"),
    (["tournament", "--workers", HUGE], "--workers: at most 64"),
]


@pytest.mark.parametrize(("args", "words"), COUNTS, ids=lambda v: "_".join(v)[:60] if isinstance(v, list) else "")
def test_a_count_out_of_bounds_is_one_line(args, words):
    one_line(run(*args, "--no-progress", timeout=60), words)


@pytest.mark.parametrize(
    ("command", "flags"),
    [("simulate", ("--hands", "--bankroll", "--sessions", "--max-rounds")), ("tournament", ("--hands", "--workers"))],
)
def test_the_help_states_each_bound(command, flags):
    from casino_brag.cli import build_parser
    from casino_brag.commands import analysis, tournament

    module = analysis if command == "simulate" else tournament
    parser = build_parser([command])
    sub = next(a for a in parser._actions if a.dest == "command").choices[command]
    helps = {option: action.help for action in sub._actions for option in action.option_strings}
    for flag in flags:
        bound = getattr(module, flag.removeprefix("--").replace("-", "_").upper())
        assert bound.flag == flag and f"{bound.low:,} to {bound.high:,}" in helps[flag], (flag, helps[flag])
