"""The `casino-brag` command line: one parser, one subcommand module per report.

Building the parser imports only the chosen subcommand's module, so a quick report such as
`casino-brag rtp standard` never loads the tournament machinery or the window. User mistakes (a
bad file, a bad flag) end with one line on stderr and exit code 2; a traceback is only ever shown
for a genuine bug.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from casino_brag import __version__
from casino_brag.commands import COMMANDS
from casino_brag.errors import Terminated, UserError

TYPE_CHECKING = False  # as typing.TYPE_CHECKING (checkers treat it so) without importing typing
if TYPE_CHECKING:
    from typing import NoReturn

PROG = "casino-brag"
DESCRIPTION = (
    "Three Card Brag: casino play against the dealer, the traditional pub game against computer "
    "opponents, and exact paytable analysis. With no command, the game opens."
)


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage mistake is reported in one line instead of usage plus message."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see '{self.prog} --help')\n")

    def _get_formatter(self) -> argparse.HelpFormatter:
        # argparse builds a formatter for every argument added, and by default asks shutil (with
        # its archive modules) for the terminal's width; asking the terminal here keeps quick
        # commands quick, with the same width shutil would give.
        return argparse.HelpFormatter(prog=self.prog, width=_terminal_columns() - 2)


def _terminal_columns() -> int:
    """$COLUMNS, else the terminal's width, else 80: what shutil.get_terminal_size answers."""
    try:
        columns = int(os.environ.get("COLUMNS", "0"))
    except ValueError:
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns if sys.__stdout__ else 0
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


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
    arguments. When a known subcommand is chosen (and no help is asked for before it) the others
    are left out altogether: nothing but the chosen one can be parsed, and each costs a parser."""
    chosen = chosen_command(words) if words is not None else None
    names = {command.name for command in COMMANDS}
    alone = words is not None and chosen in names and not _help_before(words, chosen)
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
        "locale); the command-line reports speak it too (in English without it)",
    )
    # prog given, so argparse needs no help formatter (and its terminal-size imports) to build this
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser, prog=PROG)
    for command in COMMANDS:
        if not alone or command.name == chosen:
            command.register(sub, with_arguments=words is None or command.name == chosen)
    return parser


def _help_before(words: Sequence[str], chosen: str | None) -> bool:
    """Whether -h or --help comes before the subcommand (the top-level help, listing them all)."""
    for word in words:
        if word == chosen:
            return False
        if word in ("-h", "--help") or (word.startswith("--") and "--help".startswith(word) and len(word) > 2):
            return True
    return False


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

            code = _language(args.lang)
            if code is not None:  # the reports speak it, and the window's one-line errors
                from casino_brag.commands.speech import speak

                speak(code)
        return command.run(args)
    except KeyboardInterrupt:
        print(f"{PROG}: {_say('cli.interrupted')}", file=sys.stderr)
        return 130
    except Terminated:
        print(f"{PROG}: {_say('cli.terminated')}", file=sys.stderr)
        return 143
    except BrokenPipeError:
        return 0
    except Exception as exc:
        if not _a_user_mistake(exc):
            raise
        print(f"{PROG}: {_say('cli.error', message=exc)}", file=sys.stderr)
        return 2


def _say(key: str, **values: object) -> str:
    """A message of the command line in the reports' language (English unless --lang was given)."""
    from casino_brag.commands.speech import say

    return say(key, **values)


def _a_user_mistake(exc: Exception) -> bool:
    """A UserError, or an engine error raised on what the user gave (a paytable, a house rule).
    The engine is imported only now: most commands never need its errors."""
    from casino_brag.engine.errors import BragError

    return isinstance(exc, UserError | BragError)


if __name__ == "__main__":
    raise SystemExit(main())
