"""Sessions side by side with numpy: every unfinished session plays a block of rounds at once.

Within a block, each session's bankroll path is a running sum; the session ends at the first
round where the path reaches double the start or drops below one round's stake, and the rest of
its block is discarded (those deals were never played).
"""

from __future__ import annotations

import random

import numpy as np

from casino_brag.engine.casino.analysis.simulate_numpy import Settler, deal, generator
from casino_brag.engine.casino.analysis.tables import Progress, SettlementTables

BLOCK_DEALS = 1 << 19
"""Deals per block across all unfinished sessions."""


def play_sessions(
    tables: SettlementTables,
    bankroll: int,
    stake: int,
    sessions: int,
    max_rounds: int,
    rng: random.Random,
    progress: Progress | None = None,
) -> tuple[int, int, int, int, int]:
    """(doubled, broke, unfinished, total rounds, total final bankroll) over all sessions."""
    settler = Settler(tables)
    gen = generator(rng)
    chips = np.full(sessions, bankroll, dtype=np.int64)
    rounds = np.zeros(sessions, dtype=np.int64)
    active = np.arange(sessions)
    target = 2 * bankroll
    while active.size:
        remaining = max_rounds - int(rounds[active[0]])
        block = max(1, min(remaining, BLOCK_DEALS // active.size))
        ante, pair, _ = settler.settle(*deal(gen, active.size * block))
        nets = (ante + pair).astype(np.int64).reshape(active.size, block)
        path = chips[active, None] + np.cumsum(nets, axis=1)
        ended = (path >= target) | (path < stake)
        finished = ended.any(axis=1)
        last = np.where(finished, ended.argmax(axis=1), block - 1)
        chips[active] = path[np.arange(active.size), last]
        rounds[active] += last + 1
        active = active[~finished & (rounds[active] < max_rounds)]
        if progress is not None:
            progress(sessions - active.size, sessions)
    doubled = int(np.count_nonzero(chips >= target))
    broke = int(np.count_nonzero(chips < stake))
    return doubled, broke, sessions - doubled - broke, int(rounds.sum()), int(chips.sum())
