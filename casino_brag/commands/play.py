"""`casino-brag play`: open the game window."""

from __future__ import annotations

import argparse

from casino_brag.commands import NotAvailable


def add_arguments(name: str, parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--mode", choices=("casino", "pub"), help="go straight to a table")
    parser.add_argument("--paytable", metavar="P", help="Casino Brag paytable: a shipped name or a path")
    parser.add_argument("--opponents", type=int, metavar="N", help="Pub Brag: number of computer opponents (1-7)")
    parser.add_argument("--seed", type=int, metavar="S", help="seed the shuffle, for a reproducible game")


def run(name: str, args: argparse.Namespace) -> int:
    raise NotAvailable("the game window is not part of this version yet")
