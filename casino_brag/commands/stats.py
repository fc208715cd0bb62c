"""`casino-brag stats`: the saved bankroll and lifetime statistics."""

from __future__ import annotations

import argparse

from casino_brag.commands import NotAvailable


def add_arguments(name: str, parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print machine-readable JSON")


def run(name: str, args: argparse.Namespace) -> int:
    raise NotAvailable("'stats' is not part of this version yet")
