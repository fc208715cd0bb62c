"""`casino-brag rtp | strategy | simulate | paytables`: exact paytable analysis."""

from __future__ import annotations

import argparse

from casino_brag.commands import NotAvailable


def add_arguments(name: str, parser: argparse.ArgumentParser) -> None:
    if name == "rtp":
        parser.add_argument("paytables", nargs="+", metavar="P", help="a shipped paytable's name or a path")
        parser.add_argument("--json", action="store_true", help="print machine-readable JSON")
    elif name == "strategy":
        parser.add_argument("paytable", metavar="P", help="a shipped paytable's name or a path")
        parser.add_argument("--json", action="store_true", help="print machine-readable JSON")
    elif name == "simulate":
        parser.add_argument("paytable", metavar="P", help="a shipped paytable's name or a path")
        parser.add_argument("--hands", type=int, required=True, metavar="N", help="rounds to play")
        parser.add_argument("--seed", type=int, metavar="S", help="seed for a reproducible run")
        parser.add_argument("--json", action="store_true", help="print machine-readable JSON")
    elif name == "paytables":
        parser.add_argument("--json", action="store_true", help="print machine-readable JSON")


def run(name: str, args: argparse.Namespace) -> int:
    raise NotAvailable(f"'{name}' is not part of this version yet")
