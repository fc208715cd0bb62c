"""The numbers behind the three analysis charts, for the PAR report and the Paytables screen.

- the distribution of one round's net result (Ante game, in Antes);
- the strategy chart: every hand class's EV of playing against folding's −1;
- the tornado: each bet's house edge as each listed payout moves down and up by one.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from casino_brag.engine.casino.analysis.exact import Analysis, analyse, pair_bonus_figures
from casino_brag.engine.casino.analysis.par import Par
from casino_brag.engine.casino.analysis.variants import bet_of, listed_payouts, payout, with_payout
from casino_brag.engine.casino.paytable import Paytable


@dataclass(frozen=True)
class Bar:
    """One bar of the distribution: a net result and how often a round ends with it."""

    net: Fraction
    probability: Fraction


def net_distribution(par: Par) -> tuple[Bar, ...]:
    """How one round of the Ante game ends, by net result in Antes, lowest first."""
    by_net: dict[Fraction, Fraction] = {}
    for line in par.ante:
        by_net[line.net] = by_net.get(line.net, Fraction(0)) + line.probability
    return tuple(Bar(net, p) for net, p in sorted(by_net.items()))


def strategy_points(analysis: Analysis) -> tuple[tuple[float, bool], ...]:
    """Every hand class's EV of playing (per Ante) and whether it is played, best hand first."""
    plan = analysis.strategy.plan
    return tuple((t / plan.per, p) for t, p in zip(plan.totals, plan.play, strict=True))


@dataclass(frozen=True)
class Swing:
    """A payout's effect: the house edge of its bet with the payout one lower and one higher."""

    payout: str
    bet: str
    odds: Fraction
    base: Fraction
    lower: Fraction
    higher: Fraction

    @property
    def spread(self) -> Fraction:
        return abs(self.lower - self.higher)


def tornado(paytable: Paytable) -> tuple[Swing, ...]:
    """Each listed payout moved by ±1 (not below 0), widest swing first."""
    base = analyse(paytable)
    swings = []
    for name in listed_payouts(paytable):
        odds = payout(paytable, name)
        assert odds is not None
        bet = bet_of(name)
        edge = _edge(base, bet)
        lower = _moved_edge(base, with_payout(paytable, name, max(odds - 1, Fraction(0))), bet)
        higher = _moved_edge(base, with_payout(paytable, name, odds + 1), bet)
        swings.append(Swing(name, bet, odds, edge, lower, higher))
    return tuple(sorted(swings, key=lambda s: -s.spread))


def _moved_edge(base: Analysis, moved: Paytable, bet: str) -> Fraction:
    """The edge with one payout moved; a Pair Bonus payout keeps the strategy, so only its bet is redone."""
    if bet == "pair_bonus":
        plays = base.strategy.plan.play
        return pair_bonus_figures(moved.rules, moved.pair_bonus, plays).house_edge
    return analyse(moved).ante.house_edge


def _edge(analysis: Analysis, bet: str) -> Fraction:
    return analysis.pair_bonus.house_edge if bet == "pair_bonus" else analysis.ante.house_edge
