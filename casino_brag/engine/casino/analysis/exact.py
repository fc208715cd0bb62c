"""Exact analysis of a Casino Brag paytable: every player hand against every dealer hand.

All 22,100 player hands × the 18,424 dealer hands from the other 49 cards are weighed exactly,
by suit-symmetry class and the counts of how the dealer's hand ends against each (see `counts`),
in integers, so every rate is an exact `Fraction`. Those counts depend on no payout, so an
analysis is one pass over the 1,755 classes (a few milliseconds).

What the figures mean:
- `ante` is the Ante/Play game (Ante, Play and Ante Bonus) per unit of Ante, played with the
  optimal strategy for that game. A hand is played when playing is worth strictly more than
  folding (−1 Ante); an exact tie is folded, since it risks more for the same return.
- `pair_bonus` is the Pair Bonus per unit bet, alongside that same strategy. When the table's
  `fold_forfeits_pair_bonus` is set, a folded hand loses its Pair Bonus, so the Pair Bonus return
  depends on the strategy; when it is not, the Pair Bonus is a function of the player's cards.
- RTP is per unit of the bet that opens the hand (1 − house edge); the element of risk divides
  the Ante game's expected loss by the average total wagered (Ante + Play × play rate).

The figures are named tuples rather than dataclasses: as immutable, and a quick report (where
making each dataclass costs half a millisecond) starts sooner.
"""

from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache
from math import lcm
from typing import NamedTuple

from casino_brag.engine.casino.analysis.classes import DEALER_HANDS, PLAYER_HANDS, class_pay_keys, class_weights
from casino_brag.engine.casino.analysis.counts import dealer_counts
from casino_brag.engine.casino.analysis.strategy import Decisions, Strategy
from casino_brag.engine.casino.paytable import PAY_KEYS, PayScale, Paytable, Rules


class Outcomes(NamedTuple):
    """How rounds of the Ante game end, as probabilities that sum to 1."""

    fold: Fraction
    dealer_not_qualify: Fraction
    win: Fraction
    lose: Fraction
    tie: Fraction

    def as_dict(self) -> dict[str, Fraction]:
        return {
            "fold": self.fold,
            "dealer_not_qualify": self.dealer_not_qualify,
            "win": self.win,
            "lose": self.lose,
            "tie": self.tie,
        }


class AnteFigures(NamedTuple):
    """The Ante/Play game per unit of Ante under the optimal strategy."""

    house_edge: Fraction
    rtp: Fraction
    element_of_risk: Fraction
    play_rate: Fraction
    average_bet: Fraction
    """Ante plus the average Play bet, per unit of Ante."""
    variance: Fraction
    outcomes: Outcomes

    @property
    def std_dev(self) -> float:
        return math.sqrt(self.variance)


class PairBonusFigures(NamedTuple):
    """The Pair Bonus per unit bet."""

    house_edge: Fraction
    rtp: Fraction
    variance: Fraction
    forfeited_on_fold: bool
    """True when folded hands lose the Pair Bonus (the table's fold_forfeits_pair_bonus)."""

    @property
    def std_dev(self) -> float:
        return math.sqrt(self.variance)


class Analysis(NamedTuple):
    """Everything the paytables screen and `casino-brag rtp` show for one paytable."""

    paytable: Paytable
    ante: AnteFigures
    pair_bonus: PairBonusFigures
    strategy: Strategy


def analyse(paytable: Paytable) -> Analysis:
    """The exact analysis of a paytable; cached on its rules and payouts."""
    ante, pair_bonus, decisions = _analyse_game(paytable.game)
    return Analysis(paytable, ante, pair_bonus, Strategy(paytable, decisions))


def _scaled(scale: PayScale, keys: tuple[str, ...], unit: int) -> dict[str, int]:
    """Odds for each payout key, times `unit` (a common denominator), as integers; missing = None → absent."""
    out: dict[str, int] = {}
    for key in keys:
        odds = scale.get(key)
        if odds is not None:
            out[key] = int(odds * unit)
    return out


def _denominator(*scales: PayScale) -> int:
    return lcm(1, *(odds.denominator for scale in scales for _, odds in scale.odds))


@lru_cache(maxsize=64)
def _analyse_game(
    game: tuple[Rules, PayScale, PayScale, PayScale],
) -> tuple[AnteFigures, PairBonusFigures, Decisions]:
    rules, ante_bonus, play_odds, pair_bonus = game
    columns = dealer_counts().for_qualifier(rules.dealer_qualifies)
    m = rules.play_multiplier
    unit = _denominator(ante_bonus, play_odds)
    bonus = _scaled(ante_bonus, PAY_KEYS, unit)
    odds = _scaled(play_odds, PAY_KEYS, unit)
    wins = {key: unit + m * odds.get(key, unit) for key in PAY_KEYS}
    dnq = unit if rules.ante_if_dealer_not_qualify == "win" else 0
    lose = -(1 + m) * unit
    tie = 0 if rules.tie == "push" else lose
    fold_total = -DEALER_HANDS * unit

    sum_total = sum_square = played_weight = 0
    out_fold = out_dnq = out_win = out_lose = out_tie = 0
    totals: list[int] = []
    plays: list[bool] = []
    dealer = DEALER_HANDS
    fold_square = dealer * unit * unit
    for weight, key, n, less, same, greater in zip(class_weights(), class_pay_keys(), *columns, strict=True):
        a = bonus.get(key, 0)
        w = wins[key]
        total = a * dealer + n * dnq + less * w + greater * lose + same * tie
        play = total > fold_total
        totals.append(total)
        plays.append(play)
        if play:
            square = n * (a + dnq) ** 2 + less * (a + w) ** 2 + greater * (a + lose) ** 2 + same * (a + tie) ** 2
            sum_total += weight * total
            sum_square += weight * square
            played_weight += weight
            out_dnq += weight * n
            out_win += weight * less
            out_lose += weight * greater
            out_tie += weight * same
        else:
            sum_total += weight * fold_total
            sum_square += weight * fold_square
            out_fold += weight * dealer
    decisions = Decisions(tuple(totals), dealer * unit, tuple(plays))

    rounds = PLAYER_HANDS * dealer
    mean = Fraction(sum_total, rounds * unit)
    variance = Fraction(sum_square, rounds * unit * unit) - mean * mean
    play_rate = Fraction(played_weight, PLAYER_HANDS)
    average_bet = 1 + m * play_rate
    ante = AnteFigures(
        house_edge=-mean,
        rtp=1 + mean,
        element_of_risk=-mean / average_bet,
        play_rate=play_rate,
        average_bet=average_bet,
        variance=variance,
        outcomes=Outcomes(*(Fraction(x, rounds) for x in (out_fold, out_dnq, out_win, out_lose, out_tie))),
    )
    return ante, _pair_bonus(rules, pair_bonus, decisions.play), decisions


def pair_bonus_figures(rules: Rules, scale: PayScale, plays: tuple[bool, ...]) -> PairBonusFigures:
    """The Pair Bonus beside a strategy (`plays`, per class): its payouts never change that strategy,
    so a changed Pair Bonus is figured without analysing the Ante game again."""
    return _pair_bonus(rules, scale, plays)


def _pair_bonus(rules: Rules, scale: PayScale, plays: tuple[bool, ...]) -> PairBonusFigures:
    """The Pair Bonus depends on the player's cards alone, unless folding forfeits it."""
    unit = _denominator(scale)
    pays = _scaled(scale, PAY_KEYS, unit)
    forfeits = rules.fold_forfeits_pair_bonus
    total = square = 0
    for weight, key, play in zip(class_weights(), class_pay_keys(), plays, strict=True):
        result = pays.get(key, -unit) if play or not forfeits else -unit
        total += weight * result
        square += weight * result * result
    mean = Fraction(total, PLAYER_HANDS * unit)
    variance = Fraction(square, PLAYER_HANDS * unit * unit) - mean * mean
    return PairBonusFigures(house_edge=-mean, rtp=1 + mean, variance=variance, forfeited_on_fold=forfeits)
