"""The `casino-brag` command line: one parser, one subcommand module per report.

Building the parser imports only the chosen subcommand's module, so a quick report such as
`casino-brag rtp standard` never loads the tournament machinery or the window. User mistakes (a
bad file, a bad flag) end with one line on stderr and exit code 2; a traceback is only ever shown
for a genuine bug.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

from casino_brag import __version__
from casino_brag.commands import COMMANDS
from casino_brag.errors import Terminated, UserError

PROG = "casino-brag"
DESCRIPTION = (
    "Three Card Brag: casino play against the dealer, the traditional pub game against computer "
    "opponents, and exact paytable analysis. With no command, the game opens."
)


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage mistake is reported in one line instead of usage plus message."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see '{self.prog} --help')\n")


def chosen_command(words: Sequence[str]) -> str | None:
    """The subcommand named in `words` (the first word that is not an option), if any."""
    skip = False
    for word in words:
        if skip:
            skip = False
        elif word in ("--data-dir", "--lang"):
            skip = True
        elif word == "--":
            continue
        elif not word.startswith("-"):
            return word
    return None


def build_parser(words: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The whole parser, or with `words` one in which only the chosen subcommand has its
    arguments (the others are listed by name and help alone, which is all `--help` shows)."""
    chosen = chosen_command(words) if words is not None else None
    parser = _Parser(prog=PROG, description=DESCRIPTION)
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        help="folder for the bankroll, history and settings (default: $CASINO_BRAG_DATA or the "
        "platform's user data folder)",
    )
    parser.add_argument(
        "--lang",
        metavar="LANG",
        help="the window's language: en, de, nl, fr or ru (default: the saved setting, else the system's "
        "locale); the command-line reports are in English",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for command in COMMANDS:
        command.register(sub, with_arguments=words is None or command.name == chosen)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    args = build_parser(words).parse_args(words)
    if args.command is None:  # the bare command opens the game
        words = [*words, "play"]
        args = build_parser(words).parse_args(words)
    command = COMMANDS.by_name(args.command)
    try:
        if args.lang is not None:  # every command names a language it does not have, the reports too
            from casino_brag.commands.play import _language

            _language(args.lang)
        return command.run(args)
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=sys.stderr)
        return 130
    except Terminated:
        print(f"{PROG}: terminated", file=sys.stderr)
        return 143
    except BrokenPipeError:
        return 0
    except Exception as exc:
        if not _a_user_mistake(exc):
            raise
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 2


def _a_user_mistake(exc: Exception) -> bool:
    """A UserError, or an engine error raised on what the user gave (a paytable, a house rule).
    The engine is imported only now: most commands never need its errors."""
    from casino_brag.engine.errors import BragError

    return isinstance(exc, UserError | BragError)


if __name__ == "__main__":
    raise SystemExit(main())
