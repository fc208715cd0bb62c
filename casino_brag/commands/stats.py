"""`casino-brag stats`: the saved bankroll and lifetime statistics, without opening a window."""

from __future__ import annotations

import argparse
import json
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from casino_brag.save.by_game import GameRecord
    from casino_brag.save.lifetime import Lifetime


def add_arguments(name: str, parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print machine-readable JSON")


def _percent(rate: Fraction | None) -> str:
    from casino_brag.commands.speech import pct

    return "-" if rate is None else pct(rate, 2)


def run(name: str, args: argparse.Namespace) -> int:
    import sys

    from casino_brag import paths
    from casino_brag.save.by_game import records_by_game
    from casino_brag.save.lifetime import lifetime
    from casino_brag.save.lock import FolderLock
    from casino_brag.save.memory import blank_save
    from casino_brag.save.store import DB_NAME, Store, StoreError

    folder = paths.save_folder(args.data_dir)
    if not (folder / DB_NAME).exists():  # nothing saved yet: report a new bankroll, create nothing
        with blank_save() as store:
            return _report(folder, lifetime(store), args.json, [])
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
                raise StoreError(_say("cli.stats.ledger", problem=store.ledger_problem))
            for notice in store.notices:
                print(f"casino-brag: {notice}", file=sys.stderr)
            figures = lifetime(store)
            by_game = records_by_game(store)
    finally:
        lock.release()
    return _report(folder, figures, args.json, by_game)


def _report(folder: Path, figures: Lifetime, as_json: bool, by_game: list[GameRecord]) -> int:
    if as_json:
        games = [{**record.as_json(), "title": _title(record.variant)} for record in by_game]
        print(json.dumps({"data_dir": str(folder), **figures.as_json(), "by_game": games}, indent=2))
        return 0
    from casino_brag.commands.speech import fmt, say, says

    def chips(amount: int, spec: str = ",") -> str:
        return says("cli.stats.chips", amount, chips=fmt(amount, spec))

    rows = [
        (say("cli.stats.bankroll"), chips(figures.bankroll)),
        (say("cli.stats.hands"), fmt(figures.hands_played)),
        (say("cli.stats.net"), chips(figures.net, "+,")),
        (
            say("cli.stats.wagered"),
            f"{fmt(figures.wagered)} / {fmt(figures.returned)} ({_percent(figures.observed_return)})",
        ),
        (
            say("cli.stats.record"),
            f"{fmt(figures.wins)} / {fmt(figures.losses)} / {fmt(figures.pushes)} / {fmt(figures.folds)}",
        ),
        (say("cli.stats.biggest"), chips(figures.biggest_win)),
        (say("cli.stats.ante_game"), _percent(figures.ante_game_net_per_ante())),
        (say("cli.stats.pair_bonus"), _percent(figures.pair_bonus_return())),
        (
            say("cli.stats.trainer"),
            fmt(figures.decisions)
            + " "
            + says(
                "cli.stats.mistakes",
                figures.mistakes,
                mistakes=fmt(figures.mistakes),
                accuracy=_percent(figures.accuracy),
                cost=fmt(figures.mistake_cost, ".2f"),
            ),
        ),
    ]
    if figures.in_play:
        rows.append((say("cli.stats.in_play"), chips(figures.in_play)))
    if figures.interrupted:
        rows.append((say("cli.stats.interrupted"), fmt(figures.interrupted)))
    width = max(len(label) for label, _ in rows)
    print(say("cli.stats.folder", folder=folder))
    for label, value in rows:
        print(f"  {label:<{width}}  {value}")
    if by_game:
        _games(by_game)
    return 0


def _title(variant: str) -> str:
    """A game's name: the game's own title in English, the window's name for it otherwise."""
    from casino_brag.commands.speech import english
    from casino_brag.engine.pub.games import game_class, game_names

    if variant not in game_names():
        return variant
    if english():
        return game_class(variant).title
    from casino_brag.ui.core.text import tr

    return tr(f"pub.rule.variant.{variant.replace('-', '_')}")


def _games(by_game: list[GameRecord]) -> None:
    """Your Pub Brag record game by game, as a table under the lifetime figures."""
    from casino_brag.commands.speech import fmt, say

    heads = [say(f"cli.stats.{key}") for key in ("game", "sessions", "game_hands", "won", "game_net", "per_hand")]
    rows = [
        [
            _title(r.variant),
            fmt(r.sessions),
            fmt(r.hands),
            fmt(r.won),
            fmt(r.net, "+,"),
            "-" if r.net_per_hand is None else fmt(float(r.net_per_hand), "+,.2f"),
        ]
        for r in by_game
    ]
    widths = [max(len(row[i]) for row in [heads, *rows]) for i in range(len(heads))]
    print(say("cli.stats.by_game"))
    for row in [heads, *rows]:
        cells = [row[0].ljust(widths[0]), *(cell.rjust(width) for cell, width in zip(row[1:], widths[1:], strict=True))]
        print("  " + "  ".join(cells).rstrip())


def _say(key: str, **values: object) -> str:
    from casino_brag.commands.speech import say

    return say(key, **values)
