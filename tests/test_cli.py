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
