"""Sessions: how a bankroll fares at a fixed bet, played with the optimal strategy.

A session starts with `bankroll` chips and bets the same Ante (and Pair Bonus) every round. It
ends when the bankroll reaches double its start, when it can no longer cover a round's full
stake (Ante, Play and Pair Bonus: "broke"), or after `max_rounds`. Rounds are settled in whole
chips exactly as at the table.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from casino_brag.engine.casino.analysis.tables import (
    Progress,
    SettlementTables,
    hand_masks,
    settle_deal,
    settlement_tables,
)
from casino_brag.engine.casino.paytable import Paytable


@dataclass(frozen=True)
class SessionOutcome:
    """How `sessions` sessions ended. Probabilities have a 95% half-width in `margin()`."""

    sessions: int
    bankroll: int
    ante: int
    pair_bonus: int
    max_rounds: int
    doubled: int
    broke: int
    unfinished: int
    total_rounds: int
    final_total: int

    @property
    def p_doubled(self) -> float:
        return self.doubled / self.sessions

    @property
    def p_broke(self) -> float:
        return self.broke / self.sessions

    @property
    def p_unfinished(self) -> float:
        return self.unfinished / self.sessions

    @property
    def mean_rounds(self) -> float:
        return self.total_rounds / self.sessions

    @property
    def mean_final(self) -> float:
        return self.final_total / self.sessions

    def margin(self, p: float) -> float:
        return 1.96 * math.sqrt(p * (1 - p) / self.sessions)


def round_stake(paytable: Paytable, ante: int, pair_bonus: int) -> int:
    """Chips a round can take from the bankroll: Ante, Play and Pair Bonus."""
    return ante * (1 + paytable.rules.play_multiplier) + pair_bonus


def _check(paytable: Paytable, bankroll: int, ante: int, pair_bonus: int, sessions: int, max_rounds: int) -> None:
    limits = paytable.limits
    if not limits.min_ante <= ante <= limits.max_ante:
        raise ValueError(f"the Ante must be between {limits.min_ante} and {limits.max_ante} at this table")
    if not 0 <= pair_bonus <= limits.max_pair_bonus:
        raise ValueError(f"the Pair Bonus must be between 0 and {limits.max_pair_bonus} at this table")
    if bankroll < round_stake(paytable, ante, pair_bonus):
        raise ValueError(f"a bankroll of {bankroll} cannot cover one round ({round_stake(paytable, ante, pair_bonus)})")
    if sessions < 1 or max_rounds < 1:
        raise ValueError("play at least one session of at least one round")


def simulate_sessions(
    paytable: Paytable,
    bankroll: int,
    ante: int,
    rng: random.Random,
    *,
    pair_bonus: int = 0,
    sessions: int = 10_000,
    max_rounds: int = 10_000,
    progress: Progress | None = None,
) -> SessionOutcome:
    """Play `sessions` sessions; numpy plays them side by side when installed."""
    _check(paytable, bankroll, ante, pair_bonus, sessions, max_rounds)
    tables = settlement_tables(paytable, ante, pair_bonus)
    try:
        from casino_brag.engine.casino.analysis.sessions_numpy import play_sessions
    except ImportError:
        return _play_sessions_python(paytable, tables, bankroll, ante, pair_bonus, sessions, max_rounds, rng, progress)
    stake = round_stake(paytable, ante, pair_bonus)
    counts = play_sessions(tables, bankroll, stake, sessions, max_rounds, rng, progress)
    return SessionOutcome(sessions, bankroll, ante, pair_bonus, max_rounds, *counts)


def _play_sessions_python(
    paytable: Paytable,
    tables: SettlementTables,
    bankroll: int,
    ante: int,
    pair_bonus: int,
    sessions: int,
    max_rounds: int,
    rng: random.Random,
    progress: Progress | None,
) -> SessionOutcome:
    masks = hand_masks()
    need = round_stake(paytable, ante, pair_bonus)
    doubled = broke = unfinished = total_rounds = final_total = 0
    for n in range(sessions):
        chips = bankroll
        rounds = 0
        while rounds < max_rounds and need <= chips < 2 * bankroll:
            player, dealer = rng.randrange(22_100), rng.randrange(22_100)
            while masks[player] & masks[dealer]:
                dealer = rng.randrange(22_100)
            result, pair, _ = settle_deal(tables, player, dealer)
            chips += int(result + pair)
            rounds += 1
        doubled += chips >= 2 * bankroll
        broke += chips < need
        unfinished += need <= chips < 2 * bankroll
        total_rounds += rounds
        final_total += chips
        if progress is not None:
            progress(n + 1, sessions)
    return SessionOutcome(
        sessions, bankroll, ante, pair_bonus, max_rounds, doubled, broke, unfinished, total_rounds, final_total
    )
