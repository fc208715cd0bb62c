"""Computer-only Pub Brag sessions that measure how well the opponents play.

Luck dominates single hands of Brag, so the runner plays duplicate-style: the hands are split
into blocks, and each block's session (same seed, so the same first shuffle and cut) is played
once for every rotation of the players round the seats. Each player thus sits in every seat
against the same cards, and the luck of the seating cancels. The result per player is net chips
per hand with a 95% confidence interval over the blocks, and their style statistics.

Players are named as on the command line: a level ("easy", "normal", "hard", "expert": the steady style at
that level), a character ("ray", "Mad Maggie": that character at Normal), a character at a level
("ray:hard"), a baseline ("calling-station", "random"), or an outside player
("path/to/bot.py:ClassName", "package.module:ClassName"), made by the `load` the caller gives.
Every player is asked through its `Seat`, so it sees only its seat's view; an outside player's
faults fold its hand and are reported, and the tournament goes on.
"""

from __future__ import annotations

import gc
import math
import random
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, wait
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from casino_brag.engine.ai.characters import character
from casino_brag.engine.ai.dealers_choice import let_dealer_choose
from casino_brag.engine.ai.difficulty import LEVELS, level
from casino_brag.engine.ai.feed import TableFeed
from casino_brag.engine.ai.player import CallingStation, ComputerPlayer, Player, RandomPlayer
from casino_brag.engine.ai.seating import Report, Seat
from casino_brag.engine.ai.strength import strength_model
from casino_brag.engine.ai.style_stats import StyleCounts, StyleTally
from casino_brag.engine.ai.view import TableContext
from casino_brag.engine.ai.workers import worker_pool
from casino_brag.engine.pub.rules import HouseRules
from casino_brag.engine.pub.table import Table

BASELINES = ("calling-station", "random")

_T95 = (
    12.706,
    4.303,
    3.182,
    2.776,
    2.571,
    2.447,
    2.365,
    2.306,
    2.262,
    2.228,
    2.201,
    2.179,
    2.160,
    2.145,
    2.131,
    2.120,
    2.110,
    2.101,
    2.093,
    2.086,
    2.080,
    2.074,
    2.069,
    2.064,
    2.060,
    2.056,
    2.052,
    2.048,
    2.045,
    2.042,
)
"""Student's t, two-sided 95%, for 1–30 degrees of freedom."""


def t95(df: int) -> float:
    """The two-sided 95% point of Student's t (the normal 1.96 beyond 30 degrees of freedom)."""
    if df < 1:
        return math.inf
    return _T95[df - 1] if df <= len(_T95) else 1.96 + 2.4 / df


@dataclass(frozen=True)
class Entrant:
    """One player as named on the command line."""

    spec: str
    kind: str
    """"computer", "calling-station", "random" or "outside"."""
    character: str | None = None
    level: str = "normal"


def parse_entrant(spec: str) -> Entrant:
    """Read "hard", "ray", "ray:hard", "Mad Maggie:easy", "calling-station" or "random"."""
    text = spec.strip()
    key = text.lower()
    if key in BASELINES:
        return Entrant(text, key)
    if key in LEVELS:
        return Entrant(text, "computer", None, key)
    name, sep, lvl = text.rpartition(":")
    if not sep:
        name, lvl = text, ""
    try:
        who = character(name)
    except KeyError:
        who = None
        if sep and lvl.isidentifier():
            return Entrant(text, "outside")  # path/to/file.py:ClassName or module:ClassName
    try:
        if who is None:
            raise KeyError(name)
        skill = level(lvl) if lvl else LEVELS["normal"]
    except KeyError as exc:
        raise ValueError(
            f"unknown player {spec!r}: use easy, normal, hard, expert, calling-station, random, a character "
            f"(edna, ray, prof, bill, nell, sid, maggie, lou), character:level, or an outside player "
            f"as path/to/file.py:ClassName or module:ClassName"
        ) from exc
    return Entrant(text, "computer", who.id, skill.name)


Maker = Callable[[int, int, random.Random], Player]
"""Makes a player for (seat, number of players, its rng)."""

Loader = Callable[[str], Maker]
"""Finds an outside player's maker from its name on the command line."""


@dataclass
class _Totals:
    net: list[int] = field(default_factory=list)
    """Net chips per block."""
    style: StyleCounts = field(default_factory=StyleCounts)


@dataclass(frozen=True)
class SeatResult:
    """One player's result over the whole tournament."""

    player: str
    net: int
    net_per_hand: float
    ci95: tuple[float, float]
    stats: dict[str, float]
    block_nets: tuple[int, ...] = ()
    """Net chips in each block, for intervals of several seats taken together."""


@dataclass(frozen=True)
class TournamentResult:
    seats: tuple[SeatResult, ...]
    hands: int
    blocks: int
    seconds: float
    block_hands: tuple[int, ...] = ()

    def together(self, seats: Sequence[int]) -> tuple[float, tuple[float, float]]:
        """The average net per hand of `seats` played as one side, with its 95% interval.

        The interval comes from the side's own net in each block, so it is narrower than the
        average of the seats' separate intervals whenever their luck is not the same.
        """
        nets = [sum(self.seats[s].block_nets[b] for s in seats) / len(seats) for b in range(self.blocks)]
        return _ratio(nets, self.block_hands)

    def to_json(self) -> dict[str, Any]:
        """`{"seats": [{"player", "net_per_hand", "ci95", "stats"}, …], "hands", "seconds"}`."""
        return {
            "seats": [
                {"player": s.player, "net_per_hand": s.net_per_hand, "ci95": list(s.ci95), "stats": s.stats}
                for s in self.seats
            ],
            "hands": self.hands,
            "seconds": self.seconds,
        }


def _seed(*parts: object) -> int:
    return random.Random("/".join(map(str, parts))).getrandbits(64)


def _make(entrant: Entrant, seat: int, players: int, seed: int, plan: _Plan, context: TableContext) -> Seat:
    if entrant.kind == "outside":
        if plan.load is None:
            raise ValueError(f"no way to load the outside player {entrant.spec!r}")
        made = plan.load(entrant.spec)(seat, players, random.Random(seed))
        return Seat(seat, made, context, guarded=True, report=plan.report)
    player: Player
    if entrant.kind == "calling-station":
        player = CallingStation(seat)
    elif entrant.kind == "random":
        player = RandomPlayer(seat, rng=seed)
    else:
        player = ComputerPlayer(seat, players, entrant.character, entrant.level, rng=seed)
    return Seat(seat, player, context)


def play_session(players: Sequence[Seat], table: Table, hands: int, tally: StyleTally, feed: TableFeed) -> int:
    """Play up to `hands` hands at `table` with the seated `players` in order; returns hands played.

    The session stops early once any player has lost every chip, so that every player sits in
    every hand (the runner then starts a fresh session with everyone's chips restored).
    """
    feed.join(tally, StyleTally.KINDS)
    played = 0
    while played < hands and not table.session_over and min(table.chips) > 0:
        let_dealer_choose(table, lambda seat: players[seat].player)
        table.start_hand()
        while not table.hand_over:
            seat = table.to_act
            assert seat is not None
            table.apply(players[seat].decide(table))
        offered = table.retain_offer
        if offered is not None:
            table.apply(players[offered].decide(table))
        played += 1
    tally.observe(feed.read(tally, table))
    return played


def run_tournament(
    players: Sequence[str],
    hands: int,
    seed: int = 0,
    variant: str | None = None,
    chips: int = 1000,
    session_hands: int = 50,
    rules: HouseRules | None = None,
    progress: Progress | None = None,
    workers: int = 1,
    load: Loader | None = None,
    report: Report | None = None,
) -> TournamentResult:
    """Play `hands` hands with duplicate seat rotation.

    The game is `variant` under the default house rules, or the given `rules` (whose variant
    `variant` must then match, if given); every session lasts `session_hands` hands at most.
    The hands are split into blocks of one session per rotation of the seats; when `hands` is
    not a whole number of rotations, the last block's first rotations play one hand more.

    Blocks share nothing, so with `workers` above 1 they are played in that many processes at
    once; the result is the same as played in one (only `seconds` differs). `progress` is
    called here, in this process, as progress(hands_done, hands_total) after each session (after
    each block, when blocks are played in several processes); it never changes the result.
    """
    entrants = tuple(parse_entrant(p) for p in players)
    n = len(entrants)
    if not 2 <= n <= 8:
        raise ValueError(f"a tournament needs 2 to 8 players, not {n}")
    if hands < 1:
        raise ValueError("a tournament needs at least one hand")
    if rules is None:
        base = HouseRules.from_dict({"variant": variant or "three-card"})
    elif variant is not None and variant != rules.variant:
        raise ValueError(f"the house rules are for {rules.variant}, not {variant}")
    else:
        base = rules
    per_rotation, extra = divmod(hands, n)
    length = max(1, min(session_hands, max(5, per_rotation // 10)))
    blocks = max(1, -(-per_rotation // length))
    plan = _Plan(entrants, base, seed, chips, length, per_rotation, extra, blocks, load, report)
    totals = [_Totals() for _ in entrants]
    block_hands: list[int] = []
    started = time.perf_counter()
    tally = None if progress is None else _HandCount(progress, hands)
    for nets, styles, played in _play_blocks(plan, workers, tally):
        for t, net, style in zip(totals, nets, styles, strict=True):
            t.net.append(net)
            t.style.merge(style)
        block_hands.append(played)
    seconds = time.perf_counter() - started
    total_hands = sum(block_hands)
    results = tuple(_result(entrant.spec, t, block_hands) for entrant, t in zip(entrants, totals, strict=True))
    return TournamentResult(results, total_hands, blocks, seconds, tuple(block_hands))


@dataclass(frozen=True)
class _Plan:
    """Everything a block needs to be played anywhere: the same plan plays the same block."""

    entrants: tuple[Entrant, ...]
    rules: HouseRules
    seed: int
    chips: int
    length: int
    """Hands per session."""
    per_rotation: int
    extra: int
    """Rotations of the last block that play one hand more."""
    blocks: int
    load: Loader | None = None
    report: Report | None = None


BlockResult = tuple[list[int], list[StyleCounts], int]
"""One block: each player's net chips and style counts, in the order given, and the hands played."""

Progress = Callable[[int, int], None]
"""Told progress(hands_done, hands_total) as the tournament is played."""


class _HandCount:
    """Adds up the hands played, session by session or block by block, for a `Progress`."""

    def __init__(self, progress: Progress, total: int) -> None:
        self.progress = progress
        self.total = total
        self.done = 0

    def __call__(self, played: int) -> None:
        self.done += played
        self.progress(self.done, self.total)


def _play_blocks(plan: _Plan, workers: int, progress: Callable[[int], None] | None) -> Iterator[BlockResult]:
    """Every block's result in block order, played here or in up to `workers` processes.

    With several processes, blocks finish out of order: each is counted as played when it
    finishes, but handed on only in block order, so that the sums (of floats, too) and hence the
    result are exactly those of one process.
    """
    workers = min(workers, plan.blocks)
    if workers <= 1:
        for block in range(plan.blocks):
            yield _play_block(plan, block, progress)
        return
    with worker_pool(workers) as pool:  # an error or an interruption stops every worker at once
        pending: dict[Future[BlockResult], int] = {
            pool.submit(_play_block, plan, block): block for block in range(plan.blocks)
        }
        finished: dict[int, BlockResult] = {}
        upcoming = 0
        while pending:
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                finished[pending.pop(future)] = result = future.result()
                if progress is not None:
                    progress(result[2])
            while upcoming in finished:
                yield finished.pop(upcoming)
                upcoming += 1


def _play_block(plan: _Plan, block: int, progress: Callable[[int], None] | None = None) -> BlockResult:
    """Play one block: a session for every rotation of the players round the seats."""
    strength_model(plan.rules)  # built before the collector sets the long-lived objects aside
    with _sparing_collector():
        return _play_rotations(plan, block, progress)


@contextmanager
def _sparing_collector() -> Iterator[None]:
    """Collect cyclic garbage rarely while computer players play.

    A session makes and frees objects by the million, all freed by reference counting (it makes
    no reference cycles), yet every few hundred of them the cyclic collector would make a pass,
    now and then over every long-lived table and cache too. So the objects alive at the start
    are set aside and passes are made rarely until the block is done.
    """
    threshold = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(max(threshold[0], 20_000), *threshold[1:])
    try:
        yield
    finally:
        gc.set_threshold(*threshold)
        gc.unfreeze()


def _play_rotations(plan: _Plan, block: int, progress: Callable[[int], None] | None) -> BlockResult:
    entrants = plan.entrants
    n = len(entrants)
    nets = [0] * n
    styles = [StyleCounts() for _ in entrants]
    played_in_block = 0
    for shift in range(n):
        size = max(0, min(plan.length, plan.per_rotation - block * plan.length))
        if block == plan.blocks - 1 and shift < plan.extra:
            size += 1
        if size == 0:
            continue
        seat_of = [(i + shift) % n for i in range(n)]
        order = sorted(range(n), key=lambda i: seat_of[i])
        block_rules = replace(plan.rules, session_hands=size)
        remaining, restart = size, 0
        while remaining > 0:
            # A player who loses every chip ends the session; the rest of the block's hands
            # are played in a fresh session with everyone's chips restored, like a rebuy.
            table_seed = _seed(plan.seed, "table", block, restart)
            table = Table([entrants[i].spec for i in order], plan.chips, block_rules, seed=table_seed, dealer=0)
            context = TableContext(n)
            seated = [
                _make(entrants[i], seat, n, _seed(plan.seed, "player", block, restart, i), plan, context)
                for seat, i in enumerate(order)
            ]
            tally = StyleTally(n)
            played = play_session(seated, table, remaining, tally, context.feed)
            remaining -= played
            restart += 1
            played_in_block += played
            for seat, i in enumerate(order):
                nets[i] += table.chips[seat] - plan.chips
                styles[i].merge(tally.counts[seat])
            if progress is not None:
                progress(played)
    return nets, styles, played_in_block


def _result(player: str, totals: _Totals, block_hands: Sequence[int]) -> SeatResult:
    """Net per hand and its 95% interval, a ratio estimate over the blocks."""
    mean, ci = _ratio(totals.net, block_hands)
    return SeatResult(player, sum(totals.net), mean, ci, totals.style.rates(), tuple(totals.net))


def _ratio(nets: Sequence[float], block_hands: Sequence[int]) -> tuple[float, tuple[float, float]]:
    """Net per hand over the blocks and its 95% t-interval, as a ratio estimate (blocks differ in hands)."""
    hands = sum(block_hands)
    mean = sum(nets) / max(1, hands)
    b = len(block_hands)
    if b < 2:
        return mean, (-math.inf, math.inf)
    residuals = [y - mean * h for y, h in zip(nets, block_hands, strict=True)]
    var = b / (b - 1) * sum(r * r for r in residuals) / (hands * hands)
    half = t95(b - 1) * math.sqrt(var)
    return mean, (mean - half, mean + half)
