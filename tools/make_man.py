"""Write the casino-brag(6) manual page from the command line's own parser.

    python -m tools.make_man [--out man/casino-brag.6]

Every command, option and choice comes from `casino_brag.cli.build_parser()`, so the page can
never describe flags the program does not have; the tests regenerate it and compare. The page
is plain roff (man(7) macros) and carries no date, so a rerun writes the same bytes.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from casino_brag import __version__
from casino_brag.cli import DESCRIPTION, PROG, build_parser

OUT = Path(__file__).resolve().parent.parent / "man" / "casino-brag.6"

EXIT_STATUS = (
    ("0", "success"),
    ("2", "a mistake in what was asked for: a bad file, key or flag, reported in one line"),
    ("130", "interrupted (Ctrl-C)"),
    ("143", "terminated (SIGTERM)"),
)
ENVIRONMENT = (
    ("CASINO_BRAG_DATA", "the folder for the bankroll, history and settings, unless --data-dir is given"),
    ("XDG_DATA_HOME", "on Linux, the base of the default data folder (an absolute path; a relative one is ignored)"),
    ("SDL_VIDEODRIVER", "the video driver pygame uses; with none and no display, the window does not open"),
)


def escape(text: str) -> str:
    """Text safe in roff: backslashes and hyphens escaped, no line starting with a control character."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text[:1] in (".", "'") else text


def _option_words(action: argparse.Action) -> str:
    if not action.option_strings:
        return f"\\fI{escape(action.metavar or action.dest)}\\fR"
    names = ", ".join(f"\\fB{escape(o)}\\fR" for o in action.option_strings)
    if action.nargs == 0:
        return names
    if action.choices is not None:
        return f"{names} {escape('|'.join(str(c) for c in action.choices))}"
    return f"{names} \\fI{escape(str(action.metavar or action.dest.upper()))}\\fR"


def _options(parser: argparse.ArgumentParser, with_help: bool = True) -> list[str]:
    lines: list[str] = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction) or action.help == argparse.SUPPRESS:
            continue
        if isinstance(action, argparse._HelpAction) and not with_help:
            continue
        lines += [".TP", _option_words(action), escape(action.help or "")]
        if action.choices is not None and not action.option_strings:
            lines[-1] += escape(f" (one of {', '.join(str(c) for c in action.choices)})")
    return lines


def _subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def man_page() -> str:
    """The whole page as roff text."""
    parser = build_parser()
    commands = _subcommands(parser)
    out = [
        f'.TH CASINO\\-BRAG 6 "" "casino-brag {__version__}" "Games"',
        ".SH NAME",
        f"{escape(PROG)} \\- Three Card Brag: the casino game, the pub game and exact paytable analysis",
        ".SH SYNOPSIS",
        f"\\fB{escape(PROG)}\\fR [\\fB\\-\\-data\\-dir\\fR \\fIDIR\\fR] [\\fICOMMAND\\fR [\\fIoptions\\fR]]",
        ".SH DESCRIPTION",
        escape(DESCRIPTION),
        ".SH OPTIONS",
        *_options(parser),
        ".SH COMMANDS",
    ]
    for name, sub in commands.items():
        out += [".SS " + escape(f"{PROG} {name}"), escape(sub.description or "")]
        out += _options(sub, with_help=False)
    out += [".SH EXIT STATUS"]
    for code, meaning in EXIT_STATUS:
        out += [".TP", f"\\fB{code}\\fR", escape(meaning)]
    out += [".SH ENVIRONMENT"]
    for name, meaning in ENVIRONMENT:
        out += [".TP", f"\\fB{escape(name)}\\fR", escape(meaning)]
    out += [
        ".SH FILES",
        ".TP",
        "\\fI~/.local/share/casino\\-brag/\\fR",
        escape("the save file (casino_brag.sqlite3) and its lock, on Linux; see --data-dir"),
        ".SH SEE ALSO",
        escape(f"{PROG} --help, {PROG} COMMAND --help, {PROG} completion bash|zsh|fish"),
    ]
    return "\n".join(out) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    options = argparse.ArgumentParser(description="write the casino-brag(6) manual page")
    options.add_argument("--out", type=Path, default=OUT, help=f"where to write it (default {OUT})")
    args = options.parse_args(argv)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(man_page(), encoding="utf-8")
    print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
