"""A PAR sheet (probability accounting report) of a paytable under its optimal strategy.

Every way a round can end, with its exact number of combinations out of the 22,100 × 18,424
deals (player hand, then dealer hand from the other 49 cards), its probability, what it pays and
what it gives to the return. The lines come from the shipped dealer outcome counts and the exact
analysis's decisions, so their contributions add up to exactly the figures `rtp` reports; the
sheet checks that itself.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from casino_brag.engine.casino.analysis.classes import DEALER_HANDS, PLAYER_HANDS, class_pay_keys, class_weights
from casino_brag.engine.casino.analysis.counts import dealer_counts
from casino_brag.engine.casino.analysis.exact import Analysis, analyse
from casino_brag.engine.casino.paytable import PAY_KEYS, Paytable

DEALS = PLAYER_HANDS * DEALER_HANDS
"""Every deal of a player hand and a dealer hand: 407,170,400."""
ROUNDS = (1_000, 10_000, 100_000)
"""Session lengths for the 95% ranges."""

KEY_TITLES = {
    "prial_of_threes": "Prial of threes",
    "prial": "Prial",
    "running_flush": "Running flush",
    "run": "Run",
    "flush": "Flush",
    "pair": "Pair",
    "high_card": "High card",
}
OUTCOME_TITLES = {
    "fold": "Fold",
    "not_qualify": "Dealer does not qualify",
    "win": "Win",
    "tie": "Tie",
    "lose": "Lose",
}


@dataclass(frozen=True)
class ParLine:
    """One way a bet ends: how many deals (out of `of`) end so, what that nets, and its share of the return."""

    outcome: str
    hands: str
    combinations: int
    of: int
    net: Fraction
    """Net result in units of the bet (Antes for the Ante game), stakes included."""

    @property
    def probability(self) -> Fraction:
        return Fraction(self.combinations, self.of)

    @property
    def contribution(self) -> Fraction:
        return self.probability * self.net


@dataclass(frozen=True)
class Range:
    """Where 95% of sessions of `rounds` rounds end, in units of the bet (normal approximation)."""

    rounds: int
    low: float
    high: float


@dataclass(frozen=True)
class BetSummary:
    """The headline figures of one bet, per unit of the bet that opens it."""

    name: str
    rtp: Fraction
    house_edge: Fraction
    hit_frequency: Fraction
    variance: Fraction
    largest_win: Fraction
    element_of_risk: Fraction | None
    ranges: tuple[Range, ...]

    @property
    def std_dev(self) -> float:
        return math.sqrt(self.variance)

    @property
    def volatility_index(self) -> float:
        """1.96 standard deviations: a round's spread at 95% confidence."""
        return 1.96 * self.std_dev


@dataclass(frozen=True)
class Par:
    """The whole sheet. `ante`, `pair_bonus`: every ending; `ante_bonus`, `play_odds`: the side
    payments inside the Ante game, line by line (empty when the table has none)."""

    analysis: Analysis
    ante: tuple[ParLine, ...]
    ante_bonus: tuple[ParLine, ...]
    play_odds: tuple[ParLine, ...]
    pair_bonus: tuple[ParLine, ...]
    summary: tuple[BetSummary, BetSummary]

    @property
    def paytable(self) -> Paytable:
        return self.analysis.paytable


def par_sheet(paytable: Paytable) -> Par:
    """The PAR sheet of a paytable; raises AssertionError if its lines disagree with the analysis."""
    analysis = analyse(paytable)
    rules = paytable.rules
    m = rules.play_multiplier
    plays = analysis.strategy.plan.play
    columns = dealer_counts().for_qualifier(rules.dealer_qualifies)
    keys, weights = class_pay_keys(), class_weights()
    paying = {key for key in PAY_KEYS if paytable.ante_bonus.get(key) or paytable.play_odds.get(key) is not None}

    # deals per (outcome, payout key) for played hands, and folded deals
    played: dict[tuple[str, str], int] = {}
    folded = 0
    played_by_key: dict[str, int] = {}
    for weight, key, play, *counts in zip(weights, keys, plays, *columns, strict=True):
        if not play:
            folded += weight * DEALER_HANDS
            continue
        played_by_key[key] = played_by_key.get(key, 0) + weight * DEALER_HANDS
        for outcome, n in zip(("not_qualify", "win", "tie", "lose"), counts, strict=True):
            if n:
                played[outcome, key] = played.get((outcome, key), 0) + weight * n

    dnq = Fraction(1 if rules.ante_if_dealer_not_qualify == "win" else 0)
    lose = Fraction(-(1 + m))
    tie = Fraction(0) if rules.tie == "push" else lose

    def net(outcome: str, key: str) -> Fraction:
        bonus = paytable.ante_bonus_for_key(key)
        if outcome == "win":
            return bonus + 1 + m * paytable.play_odds_for_key(key)
        return bonus + {"not_qualify": dnq, "tie": tie, "lose": lose}[outcome]

    lines = [ParLine("fold", "any", folded, DEALS, Fraction(-1))] if folded else []
    for outcome in ("not_qualify", "win", "tie", "lose"):
        others: dict[Fraction, int] = {}
        for key in PAY_KEYS:
            n = played.get((outcome, key), 0)
            if not n:
                continue
            if key in paying:
                lines.append(ParLine(outcome, KEY_TITLES[key], n, DEALS, net(outcome, key)))
            else:
                value = net(outcome, key)
                others[value] = others.get(value, 0) + n
        for value, n in others.items():
            label = "any" if not any(line.outcome == outcome for line in lines) else "other hands"
            lines.append(ParLine(outcome, label, n, DEALS, value))

    ante_bonus = tuple(
        ParLine("bonus", KEY_TITLES[key], played_by_key[key], DEALS, paytable.ante_bonus_for_key(key))
        for key in PAY_KEYS
        if paytable.ante_bonus.get(key) and played_by_key.get(key)
    )
    play_odds = tuple(
        ParLine("win", KEY_TITLES[key], played[("win", key)], DEALS, m * paytable.play_odds_for_key(key))
        for key in PAY_KEYS
        if paytable.play_odds.get(key) is not None and played.get(("win", key))
    )
    pair = _pair_lines(paytable, plays)
    ante_lines, pair_lines = tuple(lines), tuple(pair)
    summary = (
        _summary("Ante game", ante_lines, analysis.ante.element_of_risk),
        _summary("Pair Bonus", pair_lines, None),
    )
    _check(analysis, ante_lines, pair_lines)
    return Par(analysis, ante_lines, ante_bonus, play_odds, pair_lines, summary)


def _pair_lines(paytable: Paytable, plays: tuple[bool, ...]) -> list[ParLine]:
    """Pair Bonus lines out of the 22,100 player hands; a forfeited fold is a line of its own."""
    forfeits = paytable.rules.fold_forfeits_pair_bonus
    by_key: dict[str, int] = {}
    forfeited = 0
    for weight, key, play in zip(class_weights(), class_pay_keys(), plays, strict=True):
        if forfeits and not play:
            forfeited += weight
        else:
            by_key[key] = by_key.get(key, 0) + weight
    lines = []
    losing = 0
    for key in PAY_KEYS:
        n = by_key.get(key, 0)
        odds = paytable.pair_bonus.get(key)
        if odds is None:
            losing += n
        elif n:
            lines.append(ParLine("win", KEY_TITLES[key], n, PLAYER_HANDS, odds))
    if losing:
        lines.append(ParLine("lose", "no paying hand", losing, PLAYER_HANDS, Fraction(-1)))
    if forfeited:
        lines.append(ParLine("lose", "folded (forfeited)", forfeited, PLAYER_HANDS, Fraction(-1)))
    return lines


def _summary(name: str, lines: tuple[ParLine, ...], element_of_risk: Fraction | None) -> BetSummary:
    mean = sum((line.contribution for line in lines), Fraction(0))
    square = sum((line.probability * line.net * line.net for line in lines), Fraction(0))
    variance = square - mean * mean
    hit = sum((line.probability for line in lines if line.net > 0), Fraction(0))
    largest = max((line.net for line in lines if line.combinations), default=Fraction(0))
    sd = math.sqrt(variance)
    ranges = tuple(
        Range(n, float(mean) * n - 1.96 * sd * math.sqrt(n), float(mean) * n + 1.96 * sd * math.sqrt(n)) for n in ROUNDS
    )
    return BetSummary(name, 1 + mean, -mean, hit, variance, largest, element_of_risk, ranges)


def _check(analysis: Analysis, ante: tuple[ParLine, ...], pair: tuple[ParLine, ...]) -> None:
    """The sheet must reproduce the analysis exactly: every deal once, the same return and variance."""
    for lines, total in ((ante, DEALS), (pair, PLAYER_HANDS)):
        if sum(line.combinations for line in lines) != total:
            raise AssertionError(f"PAR lines cover {sum(line.combinations for line in lines)} deals, not {total}")
    for lines, figures in ((ante, analysis.ante), (pair, analysis.pair_bonus)):
        mean = sum((line.contribution for line in lines), Fraction(0))
        square = sum((line.probability * line.net * line.net for line in lines), Fraction(0))
        if 1 + mean != figures.rtp or square - mean * mean != figures.variance:
            raise AssertionError("PAR lines disagree with the exact analysis")
