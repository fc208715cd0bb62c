"""The command line: subcommands listed, version, and user errors in one line with exit code 2."""

import subprocess
import sys
from pathlib import Path

import pytest

from casino_brag import __version__
from casino_brag.cli import main
from casino_brag.commands import COMMANDS

ROOT = Path(__file__).resolve().parent.parent


def run_cli(*args, cwd=ROOT):
    return subprocess.run(
        [sys.executable, "-m", "casino_brag", *args], cwd=cwd, capture_output=True, text=True, timeout=120
    )


def test_help_lists_every_subcommand():
    result = run_cli("--help")
    assert result.returncode == 0
    for name in ("play", "rtp", "strategy", "simulate", "paytables", "stats", "tournament"):
        assert f"    {name} " in result.stdout
    assert {c.name for c in COMMANDS} >= {"play", "rtp", "strategy", "simulate", "paytables", "stats"}


def test_version(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == f"casino-brag {__version__}"


@pytest.mark.parametrize(
    "args",
    [
        ["--no-such-flag"],
        ["nonsense"],
        ["simulate", "standard", "--hands", "lots"],
        ["play", "--mode", "poker"],
    ],
)
def test_usage_errors_are_one_line_with_exit_2(args):
    result = run_cli(*args)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("casino-brag")
    assert "Traceback" not in result.stderr and result.stdout == ""


def test_every_subcommand_has_help():
    for command in COMMANDS:
        result = run_cli(command.name, "--help")
        assert result.returncode == 0, command.name
        assert command.help.split()[0] in result.stdout


IMPORT_PROBE = (
    "import sys\n"
    "from casino_brag.cli import build_parser\n"
    "build_parser(sys.argv[1:])\n"
    "from casino_brag.commands import COMMANDS\n"
    "names = {'casino_brag.commands.' + c.module for c in COMMANDS}\n"
    "print(sorted(m for m in sys.modules if m in names))\n"
    "print(any(m.startswith('casino_brag.engine') for m in sys.modules))\n"
)


@pytest.mark.parametrize(
    "words, loaded",
    [
        (["--help"], []),
        (["rtp", "standard"], ["casino_brag.commands.analysis"]),
        (["--data-dir", "/tmp/x", "stats"], ["casino_brag.commands.stats"]),
        (["tournament", "--hands", "5"], ["casino_brag.commands.tournament"]),
        (["completion", "bash"], ["casino_brag.commands.completion"]),
    ],
)
def test_only_the_chosen_subcommand_is_imported(words, loaded):
    result = subprocess.run(
        [sys.executable, "-c", IMPORT_PROBE, *words], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    modules, engine = result.stdout.splitlines()
    assert modules == repr(loaded)
    assert engine == "False", "building the parser loads no engine module"


def test_the_whole_parser_still_knows_every_subcommand_and_flag():
    from casino_brag.cli import build_parser

    parser = build_parser()
    args = parser.parse_args(["tournament", "--hands", "5", "--variant", "bastard"])
    assert args.hands == 5 and args.variant == "bastard"
    assert parser.parse_args(["rtp", "a", "b", "--json"]).paytables == ["a", "b"]


@pytest.mark.parametrize("shell, marker", [("bash", "complete"), ("zsh", "#compdef"), ("fish", "complete -c")])
def test_completion_scripts_come_from_the_parser(shell, marker):
    result = run_cli("completion", shell)
    assert result.returncode == 0, result.stderr
    script = result.stdout
    assert marker in script
    for word in ("tournament", "simulate", "--data-dir", "--paytable"):
        assert word in script, (shell, word)


def test_completion_of_an_unknown_shell_is_one_line():
    result = run_cli("completion", "tcsh")
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1


def test_the_manual_page_is_generated_from_the_parser():
    """man/casino-brag.6 is the generator's output for this parser: regenerate it after a change
    to any command's flags (python -m tools.make_man)."""
    from tools.make_man import man_page

    page = man_page()
    assert (ROOT / "man" / "casino-brag.6").read_text(encoding="utf-8") == page
    for word in ("casino\\-brag tournament", "\\-\\-variant", "\\-\\-data\\-dir", "EXIT STATUS"):
        assert word in page


def run_without_display(*args, **display):
    """The command with no way to open a window (or only the `display` named, which is not there)."""
    import os

    drop = ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "XDG_RUNTIME_DIR")
    env = {**{k: v for k, v in os.environ.items() if k not in drop}, **display}
    result = subprocess.run(
        [sys.executable, "-m", "casino_brag", *args], cwd=ROOT, capture_output=True, text=True, timeout=60, env=env
    )
    assert result.returncode == 2
    (line,) = result.stderr.strip().splitlines()
    return line, result.stderr


def test_play_names_an_unusable_paytable_before_looking_for_a_display(tmp_path):
    line, _ = run_without_display("--data-dir", str(tmp_path), "play", "--paytable", "nosuch")
    assert "nosuch" in line and "no such file" in line and "display" not in line


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 and Wayland displays are Linux's")
@pytest.mark.parametrize("display", [{"DISPLAY": ":97"}, {"WAYLAND_DISPLAY": "wayland-97"}, {}])
def test_no_display_is_one_line_naming_every_report(tmp_path, display):
    """A display that cannot be opened: the game's one line, without SDL's own remarks first."""
    line, stderr = run_without_display("--data-dir", str(tmp_path), **display)
    assert "no display" in line and "tournament" in line and "XDG_RUNTIME_DIR" not in stderr
