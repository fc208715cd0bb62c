"""`casino-brag tournament`: computer-only Pub Brag sessions."""

from __future__ import annotations

import argparse

from casino_brag.commands import NotAvailable


def add_arguments(name: str, parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--players", metavar="LIST", help="comma-separated levels or characters, e.g. hard,easy,easy")
    parser.add_argument("--hands", type=int, metavar="N", help="hands to play")
    parser.add_argument("--seed", type=int, metavar="S", help="seed for a reproducible run")
    parser.add_argument("--variant", metavar="V", help="three-card, four-card, five-card or bastard")
    parser.add_argument("--json", action="store_true", help="print machine-readable JSON")


def run(name: str, args: argparse.Namespace) -> int:
    raise NotAvailable("'tournament' is not part of this version yet")
