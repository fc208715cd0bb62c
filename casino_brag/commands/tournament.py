"""`casino-brag tournament`: computer-only Pub Brag sessions that measure the opponents.

Prints each player's net chips per hand with a 95% confidence interval (duplicate-style seat
rotation, see `casino_brag.engine.ai.tournament`) and their style statistics, or the same as JSON
together with everything needed to play the run again. A progress bar is drawn on a terminal.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import secrets
import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import fields
from typing import TYPE_CHECKING, Any

from casino_brag import __version__
from casino_brag.commands.bounds import Bound
from casino_brag.commands.progress import ProgressBar, wanted
from casino_brag.commands.speech import fmt, pct, say, says
from casino_brag.errors import Terminated, UserError
from casino_brag.outside import check_player, load_player, report_fault

if TYPE_CHECKING:  # the engine is imported when the command runs, not when the parser is built
    from casino_brag.engine.ai.tournament import TournamentResult
    from casino_brag.engine.pub.rules import HouseRules

DEFAULT_PLAYERS = "hard,easy,easy,easy"
HANDS = Bound("--hands", 1, 10_000_000)
"""A core plays about 1,700 hands a second: ten million take half an hour on four cores."""
CHIPS = Bound("--chips", 1, 1_000_000)
SESSION = Bound("--session", 1, 1_000_000)
WORKERS = Bound("--workers", 1, 64)


def add_arguments(name: str, parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--players",
        metavar="LIST",
        default=DEFAULT_PLAYERS,
        help="2 to 8 comma-separated players: a level (easy, normal, hard, expert), a character (edna, ray, "
        "prof, bill, nell, sid, maggie, lou; at Normal), character:level (ray:hard), a baseline "
        "(calling-station, random), or your own player as path/to/file.py:ClassName or "
        f"module:ClassName (see the README's Computer opponents); default {DEFAULT_PLAYERS}",
    )
    parser.add_argument(
        "--hands", type=int, metavar="N", default=2000, help=f"hands to play, {HANDS.words} (default 2000)"
    )
    parser.add_argument("--seed", type=int, metavar="S", help="seed for a reproducible run (default: a random one)")
    parser.add_argument(
        "--variant",
        metavar="V",
        default="three-card",
        help="three-card (default), four-card, five-card, bastard (Bastard Brag, with community cards), or"
        " seven-card, nine-card or thirteen-card (hands arranged from 7, 9 or 13 cards; no betting),"
        " or three-stake (the face-up card, the brag and the draw to 31),"
        " or single-stake (the dealer's stake met round the table, with braggers wild),"
        " or brag-poker (3 Card Brag Poker: blinds, fixed-limit betting and a draw)",
    )
    parser.add_argument(
        "--rules",
        metavar="KEY=VALUE",
        action="append",
        default=[],
        help="a house rule for every session, e.g. --rules community_cards=4 --rules wild=twos "
        "(repeatable; on/off for switches, none for no limit; see the README's house rules)",
    )
    parser.add_argument(
        "--chips",
        type=int,
        metavar="C",
        default=1000,
        help=f"each player's chips when a session starts, {CHIPS.words} (default 1000)",
    )
    parser.add_argument(
        "--session",
        type=int,
        metavar="H",
        default=50,
        help=f"hands per session before chips are reset, {SESSION.words} (default 50)",
    )
    parser.add_argument(
        "--workers",
        type=int,
        metavar="W",
        help=f"processes playing blocks at once, {WORKERS.words} (default: one per CPU core); the result is the "
        "same for any number",
    )
    parser.add_argument(
        "--json",
        action="store_true",
        help="print machine-readable JSON: the seats' results and everything needed to repeat the run",
    )
    parser.add_argument("--no-progress", action="store_true", help="never show the progress bar")


def _entrants(text: str) -> list[str]:
    players = [p.strip() for p in text.split(",") if p.strip()]
    if not 2 <= len(players) <= 8:
        raise UserError(say("cli.tournament.seats", got=len(players)))
    for p in players:
        try:
            outside = _parse_entrant(p)
        except ValueError as exc:
            raise UserError(say("cli.tournament.players", problem=exc)) from None
        if outside:
            check_player(p, len(players))
    return players


def run(name: str, args: argparse.Namespace) -> int:
    players = _entrants(args.players)
    for bound, value in ((HANDS, args.hands), (CHIPS, args.chips), (SESSION, args.session), (WORKERS, args.workers)):
        bound.check(value)
    from casino_brag.engine.ai.tournament import run_tournament
    from casino_brag.engine.pub.rules import CARDS_DEALT

    if args.variant not in CARDS_DEALT:
        raise UserError(say("cli.tournament.variant", choices=", ".join(CARDS_DEALT), got=repr(args.variant)))
    workers = args.workers if args.workers is not None else min(os.cpu_count() or 1, WORKERS.high)
    rules = house_rules(args.variant, args.rules)
    from casino_brag.engine.pub.games import game_for

    game = game_for(rules)
    if len(players) > game.max_players:
        raise UserError(
            says("cli.tournament.deals_to", game.max_players, game=game.title, most=game.max_players, got=len(players))
        )
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    with _stopped_by_sigterm(), ProgressBar(say("cli.progress.playing"), wanted(args.no_progress)) as bar:
        result = run_tournament(
            players,
            args.hands,
            seed=seed,
            chips=args.chips,
            session_hands=args.session,
            rules=rules,
            progress=bar,
            workers=workers,
            load=load_player,
            report=report_fault,
        )
    if args.json:
        data = report_json(result, seed, players, rules, args.chips, args.session)
        json.dump(_finite(data), sys.stdout, indent=2)
        print()
    else:
        print(report(result, seed, args.variant, args.rules))
    return 0


@contextmanager
def _stopped_by_sigterm() -> Iterator[None]:
    """SIGTERM ends the run as Ctrl-C does: the worker processes are stopped, then the command
    exits (143) with one line, instead of dying where it stands."""

    def stop(signum: int, frame: object) -> None:
        raise Terminated

    if threading.current_thread() is not threading.main_thread():  # signals are the main thread's
        yield
        return
    before = signal.signal(signal.SIGTERM, stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_DFL if before is None else before)


_WORDS: dict[str, bool | None] = {
    "on": True,
    "true": True,
    "yes": True,
    "off": False,
    "false": False,
    "no": False,
    "none": None,
}


def _parse_entrant(text: str) -> bool:
    """Check a player's name; True for an outside player."""
    from casino_brag.engine.ai.tournament import parse_entrant

    return parse_entrant(text).kind == "outside"


_WHOLE = re.compile(r"[+-]?[0-9]+", re.ASCII)
"""A whole number as written on the command line: ASCII digits only, so "²" or "1e3" stays text
(and the house rules name it as not a whole number)."""
_MAX_DIGITS = 12
"""Longer than any house rule's figure (a million at most): refused before it is read."""


def _rule_value(key: str, text: str) -> object:
    word = text.lower()
    if word in _WORDS:
        return _WORDS[word]
    if _WHOLE.fullmatch(text) is None:
        return text
    if len(text.lstrip("+-")) > _MAX_DIGITS:
        raise UserError(say("cli.tournament.digits", key=key, digits=fmt(len(text.lstrip("+-")))))
    return int(text)


def house_rules(variant: str, settings: list[str]) -> HouseRules:
    """The house rules of `variant` with each "key=value" setting of --rules applied."""
    from casino_brag.engine.pub.rules import HouseRules, HouseRulesError

    values: dict[str, object] = {"variant": variant}
    known = {f.name for f in fields(HouseRules)}
    for setting in settings:
        key, sep, text = setting.partition("=")
        key, text = key.strip(), text.strip()
        if not sep or not key or not text:
            raise UserError(say("cli.tournament.key_value", got=repr(setting)))
        if key in ("variant", "session_hands"):
            flag = "--variant" if key == "variant" else "--session"
            raise UserError(say("cli.tournament.set_with", key=key, flag=flag))
        if key not in known:
            raise UserError(say("cli.tournament.unknown_rule", key=repr(key)))
        values[key] = _rule_value(key, text)
    try:
        return HouseRules.from_dict(values)
    except HouseRulesError as exc:
        raise UserError(say("cli.tournament.rules", problem=exc)) from None


def report_json(
    result: TournamentResult, seed: int, players: list[str], rules: HouseRules, chips: int, session: int
) -> dict[str, Any]:
    """The JSON report: what was played, so that it can be played again, then the results.

    Everything but `seconds` is the same whenever the same run is repeated, whatever --workers.
    """
    return {
        "version": __version__,
        "seed": seed,
        "variant": rules.variant,
        "rules": rules.to_dict(),
        "players": list(players),
        "chips": chips,
        "session": session,
        "blocks": result.blocks,
        **result.to_json(),
    }


def _finite(value: object) -> object:
    """JSON has no infinity: an interval too wide to know (one block) is written as null."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: _finite(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_finite(v) for v in value]
    return value


def report(result: TournamentResult, seed: int, variant: str, settings: list[str] | None = None) -> str:
    """The plain-text table: net per hand with its interval, then the style statistics."""

    rules = f" ({', '.join(settings)})" if settings else ""
    from casino_brag.commands.speech_hands import game as game_name

    game = says("cli.tournament.hands", result.hands, hands=fmt(result.hands), game=game_name(variant))
    blocks = says("cli.tournament.blocks", result.blocks, blocks=fmt(result.blocks))
    rate = fmt(result.hands / max(result.seconds, 1e-9), ",.0f")
    head = [
        say(f"cli.tournament.column.{c}", share=pct(0.95, 0)) for c in ("player", "net", "interval", "blind", "look")
    ]
    head += [say("cli.tournament.column.fold")]
    head += [say(f"cli.tournament.column.{c}") for c in ("see", "raise", "stake", "won")]
    # each column as wide as in English, or as its heading and a space in another language
    widths = [
        max(w, len(h) + (0 if i in (0, 2) else 1))
        for i, (h, w) in enumerate(zip(head, (18, 10, 20, 7, 7, 7, 7, 7, 8, 7), strict=True))
    ]
    lines = [
        say(
            "cli.tournament.head",
            game=game,
            rules=rules,
            blocks=blocks,
            seed=seed,
            seconds=fmt(result.seconds, ".1f"),
            rate=rate,
        ),
        "",
        "".join(
            f"{h:{'<' if i in (0, 2) else '>'}{w}}" + ("  " if i == 1 else "")
            for i, (h, w) in enumerate(zip(head, widths, strict=True))
        ),
    ]
    for s in result.seats:
        low, high = s.ci95
        if math.isfinite(low):
            interval = f"[{fmt(low, '+.2f')}{say('cli.tournament.comma')} {fmt(high, '+.2f')}]"
        else:
            interval = say("cli.tournament.too_few")
        st = s.stats
        cells = [s.player, fmt(s.net_per_hand, "+.2f"), interval, pct(st["blind_play_rate"], 0)]
        cells += [pct(st["look_rate"], 0), pct(st["fold_rate"], 0), pct(st["see_rate"], 1), pct(st["raise_rate"], 0)]
        cells += [fmt(st["average_stake"], ".1f"), pct(st["win_rate"], 0)]
        lines.append(
            "".join(
                f"{c:{'<' if i in (0, 2) else '>'}{w}}" + ("  " if i == 1 else "")
                for i, (c, w) in enumerate(zip(cells, widths, strict=True))
            )
        )
    lines += ["", say("cli.tournament.legend")]
    return "\n".join(lines)
