"""`casino-brag stats`: the saved bankroll and lifetime statistics, without opening a window."""

from __future__ import annotations

import argparse
import json
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from casino_brag.save.lifetime import Lifetime


def add_arguments(name: str, parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print machine-readable JSON")


def _percent(rate: Fraction | None) -> str:
    return "-" if rate is None else f"{float(rate) * 100:.2f}%"


def run(name: str, args: argparse.Namespace) -> int:
    import sys

    from casino_brag import paths
    from casino_brag.save.lifetime import lifetime
    from casino_brag.save.lock import FolderLock
    from casino_brag.save.memory import blank_save
    from casino_brag.save.store import DB_NAME, Store, StoreError

    folder = paths.save_folder(args.data_dir)
    if not (folder / DB_NAME).exists():  # nothing saved yet: report a new bankroll, create nothing
        with blank_save() as store:
            return _report(folder, lifetime(store), args.json)
    # Interrupted hands are refunded only when no game window is open on this folder: an open
    # window's hand in play is shown as "in play" instead.
    lock = FolderLock(folder)
    try:
        lock.acquire()
        recover = True
    except StoreError:
        recover = False
    try:
        with Store.open(folder, recover=recover) as store:
            if store.ledger_problem is not None:  # the figures would repeat an edited bankroll
                raise StoreError(f"{store.ledger_problem}; open the game to start a new bankroll (the file is kept)")
            for notice in store.notices:
                print(f"casino-brag: {notice}", file=sys.stderr)
            figures = lifetime(store)
    finally:
        lock.release()
    return _report(folder, figures, args.json)


def _report(folder: Path, figures: Lifetime, as_json: bool) -> int:
    if as_json:
        print(json.dumps({"data_dir": str(folder), **figures.as_json()}, indent=2))
        return 0
    rows = [
        ("Bankroll", f"{figures.bankroll:,} chips"),
        ("Hands played", f"{figures.hands_played:,}"),
        ("Net result", f"{figures.net:+,} chips"),
        ("Wagered / returned", f"{figures.wagered:,} / {figures.returned:,} ({_percent(figures.observed_return)})"),
        (
            "Won / lost / pushed / folded",
            f"{figures.wins:,} / {figures.losses:,} / {figures.pushes:,} / {figures.folds:,}",
        ),
        ("Biggest win", f"{figures.biggest_win:,} chips"),
        ("Casino: Ante game net per Ante", _percent(figures.ante_game_net_per_ante())),
        ("Casino: Pair Bonus return", _percent(figures.pair_bonus_return())),
        (
            "Trainer decisions",
            f"{figures.decisions:,} ({figures.mistakes:,} mistakes, accuracy "
            f"{_percent(figures.accuracy)}, cost {figures.mistake_cost:.2f} antes)",
        ),
    ]
    if figures.in_play:
        rows.append(("In play now", f"{figures.in_play:,} chips"))
    if figures.interrupted:
        rows.append(("Interrupted hands refunded", f"{figures.interrupted:,}"))
    width = max(len(label) for label, _ in rows)
    print(f"Saved data: {folder}")
    for label, value in rows:
        print(f"  {label:<{width}}  {value}")
    return 0
