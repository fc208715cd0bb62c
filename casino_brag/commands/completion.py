"""`casino-brag completion bash|zsh|fish`: a tab-completion script, generated from the parser
itself by shtab, so it always knows every command, flag and choice of this version."""

from __future__ import annotations

import argparse

SHELLS = ("bash", "zsh", "fish")


def add_arguments(name: str, parser: argparse.ArgumentParser) -> None:
    parser.add_argument("shell", choices=SHELLS, help="the shell to complete in")


def run(name: str, args: argparse.Namespace) -> int:
    import shtab

    from casino_brag.cli import PROG, build_parser

    # a parser built fresh with every command's arguments, so the script completes all of them
    print(shtab.complete(build_parser(), shell=args.shell, root_prefix=PROG.replace("-", "_")), end="")
    return 0
