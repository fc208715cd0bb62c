"""Five outside-style players: tight-open, loose-passive, blind bully, pot-odds, range-reading.

Each uses only the `DecisionView` it is handed (its offers, chips, pot, stake, statuses, its own
looked-at cards and everyone's betting logs) and the public hand evaluator.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from functools import cache

from casino_brag.engine.ai.view import DecisionView
from casino_brag.engine.hands import Ranking, best_hand, hand_table
from casino_brag.engine.pub.actions import Action


@cache
def _scores(ranking: Ranking) -> list[int]:
    return sorted(v.score for v in hand_table(ranking).values())


def percentile(view: DecisionView) -> float:
    """The share of three-card hands my best three beat (ties half); 0.5 while blind."""
    held = view.my_kept or (view.my_hands[-1][1] if view.my_hands else ())
    if not held:
        return 0.5
    ranking = view.rules.ranking
    score = best_hand(held, ranking).value.score
    scores = _scores(ranking)
    low, high = bisect_left(scores, score), bisect_right(scores, score)
    return (low + (high - low) / 2) / len(scores)


class _Bot:
    """What every pool player does the same way: discards, two hands, a hand won blind."""

    label = "bot"

    def __init__(self, seat: int, players: int, rng: random.Random) -> None:
        self.seat, self.players, self.rng = seat, players, rng

    def decide(self, view: DecisionView) -> Action:
        offers = {a.kind: a for a in view.offers}
        if view.between_hands:
            return offers.get("keep") or offers.get("fold") or view.offers[0]
        if view.pending == "discard":
            held = view.my_hands[-1][1]
            thrown = set(best_hand(held, view.rules.ranking).discards)
            return next(a for a in view.offers if a.kind == "discard" and set(a.cards) == thrown)
        if view.pending == "keep":
            return offers["keep"] if percentile(view) > 0.5 else offers["fold"]
        return self.turn(view, offers)

    def turn(self, view: DecisionView, offers: dict[str, Action]) -> Action:
        raise NotImplementedError

    @staticmethod
    def bet(offers: dict[str, Action], times: float = 1.0) -> Action:
        """The least bet, or `times` it (within what is offered); covering if no bet is left."""
        bet = offers.get("bet")
        if bet is None or bet.min is None or bet.max is None:
            return offers.get("cover") or offers.get("fold") or Action.fold()
        return Action.bet(max(bet.min, min(bet.max, round(bet.min * times))))

    @staticmethod
    def look(offers: dict[str, Action]) -> Action | None:
        return offers.get("look")


class TightOpen(_Bot):
    """Looks at once and plays only a pair or better (A-K high at most two players), raising runs
    and better, seeing with a flush or better."""

    label = "tight-open"

    def turn(self, view: DecisionView, offers: dict[str, Action]) -> Action:
        if self.look(offers):
            return offers["look"]
        p = percentile(view)
        still = len([s for s in view.statuses if s in ("blind", "open", "covered")])
        if p < (0.74 if still > 2 else 0.6):
            return Action.fold()
        if "see" in offers and p > 0.93:
            return offers["see"]
        return self.bet(offers, 2 if p > 0.96 else 1)


class LoosePassive(_Bot):
    """Looks at once, stays in with most hands at the least bet, never raises, sees cheaply."""

    label = "loose-passive"

    def turn(self, view: DecisionView, offers: dict[str, Action]) -> Action:
        if self.look(offers):
            return offers["look"]
        p = percentile(view)
        if p < 0.3:
            return Action.fold()
        see = offers.get("see")
        if see is not None and see.cost is not None and (see.cost <= view.pot // 3 or p > 0.8):
            return see
        return self.bet(offers)


class BlindBully(_Bot):
    """Plays blind and raises blind (doubling) until the stake is a tenth of its chips, sees blind
    when it can, and only looks when a blind bet is no longer offered."""

    label = "blind-bully"

    def turn(self, view: DecisionView, offers: dict[str, Action]) -> Action:
        if view.statuses[self.seat] == "blind":
            bet, see = offers.get("bet"), offers.get("see")
            if see is not None and view.stake * 10 > view.chips[self.seat]:
                return see
            if bet is not None and bet.min is not None:
                times = 2 if bet.min * 2 * 10 <= view.chips[self.seat] else 1
                return self.bet(offers, times)
            if "look" in offers:
                return offers["look"]
            return offers.get("cover") or Action.fold()
        p = percentile(view)
        if "see" in offers and p > 0.6:
            return offers["see"]
        return self.bet(offers) if p > 0.45 else Action.fold()


def _in_hand(view: DecisionView) -> list[int]:
    return [s for s, st in enumerate(view.statuses) if s != view.seat and st in ("blind", "open", "covered")]


class PotOdds(_Bot):
    """Looks at once; stays in when its chance against every player still in (its percentile to
    the power of their number) beats the price against the pot; raises a strong hand."""

    label = "pot-odds"

    def chance(self, view: DecisionView) -> float:
        return percentile(view) ** max(1, len(_in_hand(view)))

    def turn(self, view: DecisionView, offers: dict[str, Action]) -> Action:
        if self.look(offers):
            return offers["look"]
        win = self.chance(view)
        see, bet = offers.get("see"), offers.get("bet")
        if see is not None and see.cost is not None and win > see.cost / (view.pot + see.cost) and win > 0.5:
            return see
        cost = bet.min if bet is not None and bet.min is not None else view.chips[self.seat]
        if win < cost / (view.pot + cost):
            return Action.fold()
        return self.bet(offers, 1 + 2 * max(0.0, win - 0.6))


class RangeReading(PotOdds):
    """A pot-odds player that narrows each open opponent's range by their betting this hand:
    every open bet keeps the top 80% of what they had, every raise the top 55%."""

    label = "range-reading"

    def chance(self, view: DecisionView) -> float:
        p = percentile(view)
        win = 1.0
        for s in _in_hand(view):
            log = view.logs[s]
            top = 1.0
            if log.looked:
                top = 0.8 ** max(0, log.open_bets) * 0.55 ** min(3, log.open_raises)
            top = max(top, 0.03)
            # a hand beats the top `top` of holdings where it reaches down into them
            win *= max(0.0, min(1.0, (top - (1 - p)) / top))
        return win


POOL = {
    "tight-open": TightOpen,
    "loose-passive": LoosePassive,
    "blind-bully": BlindBully,
    "pot-odds": PotOdds,
    "range-reading": RangeReading,
}
"""The pool by name; on the command line, `benchmarks.pool.bots:TightOpen` and so on."""
