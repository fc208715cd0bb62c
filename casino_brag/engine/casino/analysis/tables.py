"""The per-hand tables a simulation settles deals from, shared by the pure-Python and numpy
simulators and the session simulations: each hand's cards, score, class and pay line, what a
deal pays under a paytable and its optimal strategy, and the summary of a run.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import combinations

from casino_brag.engine.cards import Card
from casino_brag.engine.casino.analysis.classes import class_index, class_key, qualifier_score
from casino_brag.engine.casino.analysis.exact import analyse
from casino_brag.engine.casino.paytable import PAY_KEYS, Paytable, pay_key
from casino_brag.engine.casino.settlement import winnings
from casino_brag.engine.hands import STANDARD, hand_table

Progress = Callable[[int, int], None]
"""Called as progress(done, total) between batches."""

BATCH = 1 << 18


@cache
def hand_cards() -> tuple[tuple[int, int, int], ...]:
    """Every hand as three card indexes, in a fixed order: the hand id is the position here."""
    return tuple(combinations(range(52), 3))


@cache
def hand_scores() -> tuple[int, ...]:
    table = hand_table(STANDARD)
    return tuple(table[(1 << a) | (1 << b) | (1 << c)].score for a, b, c in hand_cards())


@cache
def hand_classes() -> tuple[int, ...]:
    """The strategy class of every hand id."""
    index = class_index(STANDARD)
    cards = [Card.from_index(i) for i in range(52)]
    return tuple(index[class_key((cards[a], cards[b], cards[c]))] for a, b, c in hand_cards())


@dataclass(frozen=True)
class SettlementTables:
    """Per hand id: what a deal pays, in chips for given stakes or per unit stake.

    A played hand returns `bonus` plus, against a dealer who qualifies and loses, `win`; against
    a dealer who does not qualify, `no_qualify`; on a loss, `lose`; on a tie, `tie`. A folded hand
    returns `fold`. The Pair Bonus returns `pair[h]`, or `forfeit` when folded on a table where
    folding forfeits it.
    """

    qualify_score: int
    score: tuple[int, ...]
    play: tuple[bool, ...]
    bonus: tuple[float, ...]
    win: tuple[float, ...]
    pair: tuple[float, ...]
    no_qualify: float
    lose: float
    tie: float
    fold: float
    forfeit: float | None


@cache
def hand_pay_keys() -> tuple[str, ...]:
    """The payout key ("pair", "prial_of_threes" …) of every hand id."""
    table = hand_table(STANDARD)
    return tuple(pay_key(table[(1 << a) | (1 << b) | (1 << c)]) for a, b, c in hand_cards())


def settlement_tables(paytable: Paytable, ante: int | None = None, pair_bonus: int | None = None) -> SettlementTables:
    """Tables for whole-chip stakes (`ante`, `pair_bonus`), or per unit stake when they are None."""
    decisions = analyse(paytable).strategy.decisions
    rules = paytable.rules
    m = rules.play_multiplier
    unit = 1 if ante is None else ante
    stake = 1 if pair_bonus is None else pair_bonus

    def paid(chips: int | None, odds: Fraction) -> float:
        """Winnings at `odds`: exact per unit, or whole chips for a real stake."""
        return float(odds) if chips is None else winnings(chips, odds)

    bonus: dict[str, float] = {}
    win: dict[str, float] = {}
    pair: dict[str, float] = {}
    for key in PAY_KEYS:
        bonus[key] = paid(ante, paytable.ante_bonus.get(key) or Fraction(0))
        play_odds = paytable.play_odds.get(key)
        play_odds = Fraction(1) if play_odds is None else play_odds
        win[key] = 1 + m * float(play_odds) if ante is None else ante + winnings(ante * m, play_odds)
        pair_odds = paytable.pair_bonus.get(key)
        pair[key] = -stake if pair_odds is None else paid(pair_bonus, pair_odds)
    keys = hand_pay_keys()
    lose = -unit * (1 + m)
    return SettlementTables(
        qualify_score=qualifier_score(rules.dealer_qualifies, STANDARD),
        score=hand_scores(),
        play=tuple(decisions[c].play for c in hand_classes()),
        bonus=tuple(bonus[k] for k in keys),
        win=tuple(win[k] for k in keys),
        pair=tuple(pair[k] for k in keys),
        no_qualify=unit if rules.ante_if_dealer_not_qualify == "win" else 0,
        lose=lose,
        tie=0 if rules.tie == "push" else lose,
        fold=-unit,
        forfeit=-stake if rules.fold_forfeits_pair_bonus else None,
    )


def settle_deal(tables: SettlementTables, player: int, dealer: int) -> tuple[float, float, str]:
    """One deal by hand ids: (Ante game result, Pair Bonus result, outcome name)."""
    pair = tables.pair[player]
    if not tables.play[player]:
        return tables.fold, pair if tables.forfeit is None else tables.forfeit, "fold"
    ps, ds = tables.score[player], tables.score[dealer]
    bonus = tables.bonus[player]
    if ds < tables.qualify_score:
        return bonus + tables.no_qualify, pair, "dealer_not_qualify"
    if ps > ds:
        return bonus + tables.win[player], pair, "win"
    if ps < ds:
        return bonus + tables.lose, pair, "lose"
    return bonus + tables.tie, pair, "tie"


@dataclass(frozen=True)
class Estimate:
    """A simulated mean with its 95% confidence interval, next to the exact value."""

    mean: float
    std_dev: float
    rounds: int
    exact: float

    @property
    def half_width(self) -> float:
        return 1.96 * self.std_dev / math.sqrt(self.rounds) if self.rounds else math.inf

    @property
    def low(self) -> float:
        return self.mean - self.half_width

    @property
    def high(self) -> float:
        return self.mean + self.half_width

    @property
    def agrees(self) -> bool:
        """Whether the exact value lies inside the 95% interval."""
        return self.low <= self.exact <= self.high


@dataclass(frozen=True)
class SimulationResult:
    """Per unit stake: the Ante game's and the Pair Bonus's mean result per round."""

    rounds: int
    ante: Estimate
    pair_bonus: Estimate
    outcomes: dict[str, int]


def _estimate(total: float, squares: float, rounds: int, exact: Fraction) -> Estimate:
    mean = total / rounds if rounds else 0.0
    variance = max(squares / rounds - mean * mean, 0.0) * rounds / max(rounds - 1, 1) if rounds else 0.0
    return Estimate(mean, math.sqrt(variance), rounds, float(exact))


def summarise(
    paytable: Paytable, rounds: int, sums: tuple[float, float, float, float], outcomes: dict[str, int]
) -> SimulationResult:
    """Means and intervals from running sums (result, result², Pair Bonus, Pair Bonus²)."""
    analysis = analyse(paytable)
    ante_total, ante_squares, pair_total, pair_squares = sums
    return SimulationResult(
        rounds,
        _estimate(ante_total, ante_squares, rounds, analysis.ante.rtp - 1),
        _estimate(pair_total, pair_squares, rounds, analysis.pair_bonus.rtp - 1),
        outcomes,
    )


@cache
def hand_masks() -> tuple[int, ...]:
    """Each hand id's cards as a 52-bit mask."""
    return tuple((1 << a) | (1 << b) | (1 << c) for a, b, c in hand_cards())
