"""The advisor, a practice aid: how strong your hand is, once you have looked at it.

It asks the computer opponents' own strength functions (`engine.ai.strength`): the hand's
percentile among every holding an opponent could have, and `win_probability`, its chance of
being the best against the opponents still in, with your own cards out of their reach. In
Bastard Brag both are taken over the community cards still to come (`board_chances`), and the
advice names the three cards that count so far. The answers are worked out on the opponents'
worker thread (one job at a time, so never while an opponent uses the same tables) and shown
once ready. It never looks at a card you have not.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from functools import partial
from itertools import combinations

from casino_brag.engine.ai import strength_model
from casino_brag.engine.ai.bastard.strength import board_chances
from casino_brag.engine.ai.strength import win_probability
from casino_brag.engine.bestof import best_three
from casino_brag.engine.cards import Card
from casino_brag.engine.hands import HandValue, best_hand, evaluate
from casino_brag.engine.pub import HouseRules
from casino_brag.ui.pub.single.advice import single_figures

Submit = Callable[[Callable[[], "Advice"]], "Future[Advice]"]


@dataclass(frozen=True)
class Advice:
    value: HandValue
    percentile: float
    """The share of possible holdings your hand beats (ties count half); in Bastard Brag, of the
    hands they may end with."""
    chance: float
    """Your chance of holding the best hand against `opponents` unknown holdings (in Bastard
    Brag, at the end)."""
    opponents: int
    discard: tuple[Card, ...] = ()
    """While choosing what to throw away: the cards that leave the best three."""
    cards: tuple[Card, ...] = ()
    """Bastard Brag: the three that count now, from your cards and the community cards."""
    board: tuple[Card, ...] = ()
    """Bastard Brag: the community cards face up when this was worked out."""


def work_out(
    rules: HouseRules, looked: tuple[Card, ...], discards: tuple[Card, ...], opponents: int, choosing: bool
) -> Advice:
    """The advice itself (run on the worker)."""
    kept = [c for c in looked if c not in discards]
    if len(kept) == 3:
        value = evaluate(kept, rules.ranking)
        suggestion: tuple[Card, ...] = ()
    else:
        best = best_hand(kept, rules.ranking)
        value, suggestion = best.value, (best.discards if choosing else ())
    model = strength_model(rules)
    chance = win_probability(rules, kept, max(opponents, 0), seen=discards)
    return Advice(value, model.percentile(value.score), chance, opponents, suggestion)


def work_out_board(
    rules: HouseRules,
    looked: tuple[Card, ...],
    discards: tuple[Card, ...],
    opponents: int,
    choosing: bool,
    board: tuple[Card, ...],
) -> Advice:
    """Bastard Brag: your best three of your cards and the community cards turned so far, and
    (from the opponents' own `board_chances`) how it stands against the holdings they may have
    once the whole board is turned. Choosing a Stud Bastard discard, the card whose loss leaves
    the best chance."""
    kept = tuple(c for c in looked if c not in discards)
    chances = board_chances(rules, kept, board, max(opponents, 0), seen=discards)
    suggestion: tuple[Card, ...] = ()
    if choosing and len(kept) > 3:
        options = []
        for thrown in combinations(kept, len(kept) - 3):
            keep = tuple(c for c in kept if c not in thrown)
            odds = board_chances(rules, keep, board, max(opponents, 0), seen=(*discards, *thrown))
            options.append((odds.chance, odds.percentile, thrown))
        suggestion = max(options, key=lambda o: (o[0], o[1]))[2]
    best = best_three((*kept, *board), rules.ranking)
    counting = tuple(sorted(best.cards, key=lambda c: (-c.rank, c.suit.index)))
    return Advice(chances.value, chances.percentile, chances.chance, opponents, suggestion, cards=counting, board=board)


def work_out_single(looked: tuple[Card, ...], opponents: int) -> Advice:
    """Single-Stake Brag: the hand valued with the braggers, by its exact strength."""
    value, percentile, chance = single_figures(looked, opponents)
    return Advice(value, percentile, chance, opponents)


class Advisor:
    """Answers for the cards you have seen; `None` while one is being worked out."""

    def __init__(self, rules: HouseRules, submit: Submit) -> None:
        self.rules = rules
        self._submit = submit
        self._jobs: dict[tuple[tuple[Card, ...], tuple[Card, ...], int, bool, tuple[Card, ...]], Future[Advice]] = {}

    def advise(
        self,
        looked: Sequence[Card],
        discards: Sequence[Card],
        opponents: int,
        choosing: bool = False,
        board: Sequence[Card] = (),
    ) -> Advice | None:
        """Advice for the hand you looked at (`discards` already thrown away), or None; in
        Bastard Brag with the community cards `board` face up so far."""
        if not looked:
            return None
        key = (tuple(looked), tuple(discards), opponents, choosing, tuple(board))
        job = self._jobs.get(key)
        if job is None:
            if len(self._jobs) > 32:
                self._jobs.clear()
            if self.rules.variant == "single-stake":  # the braggers' ranking
                work = partial(work_out_single, tuple(looked), opponents)
            elif self.rules.bastard:
                work = partial(
                    work_out_board, self.rules, tuple(looked), tuple(discards), opponents, choosing, tuple(board)
                )
            else:
                work = partial(work_out, self.rules, tuple(looked), tuple(discards), opponents, choosing)
            job = self._jobs[key] = self._submit(work)
        return job.result() if job.done() else None
