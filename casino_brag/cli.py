"""The `casino-brag` command line: one parser, one subcommand module per report.

User mistakes (a bad file, a bad flag) end with one line on stderr and exit code 2; a traceback
is only ever shown for a genuine bug.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

from casino_brag import __version__
from casino_brag.commands import COMMANDS
from casino_brag.engine.errors import BragError
from casino_brag.errors import UserError

PROG = "casino-brag"


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage mistake is reported in one line instead of usage plus message."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see '{self.prog} --help')\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=PROG,
        description="Three Card Brag: casino play against the dealer, the traditional pub game "
        "against computer opponents, and exact paytable analysis. With no command, the game opens.",
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        help="folder for the bankroll, history and settings (default: $CASINO_BRAG_DATA or the "
        "platform's user data folder)",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for command in COMMANDS:
        command.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    args = parser.parse_args(words)
    if args.command is None:  # the bare command opens the game
        args = parser.parse_args([*words, "play"])
    command = COMMANDS.by_name(args.command)
    try:
        return command.run(args)
    except (UserError, BragError) as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
