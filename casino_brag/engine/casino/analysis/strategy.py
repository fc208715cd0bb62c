"""The optimal Play/Fold strategy of a paytable: per hand, in words, as a chart, and as advice.

The exact analysis decides every suit-symmetry class of player hand; this module turns those
decisions into what a player reads ("play Q-6-4 or better"), what the strategy screen charts,
and what the practice trainer asks of a dealt hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import cached_property
from typing import NamedTuple

from casino_brag.engine.cards import Card
from casino_brag.engine.casino.analysis.classes import (
    HandClass,
    class_index,
    class_key,
    class_scores,
    hand_class,
    hand_classes,
)
from casino_brag.engine.casino.paytable import Paytable
from casino_brag.engine.hands import STANDARD, Category, HandValue


class HandDecision(NamedTuple):
    """One class of player hands: the EV per unit Ante of playing and of folding, and the choice.

    The EV of playing is kept as a numerator over `per` (dealer hands × the odds' common
    denominator) and made a Fraction only when asked for, since most decisions are never read.
    """

    hand_class: HandClass
    play_total: int
    per: int
    play: bool

    @property
    def ev_play(self) -> Fraction:
        return Fraction(self.play_total, self.per)

    @property
    def ev_fold(self) -> Fraction:
        """Folding loses the Ante (the Pair Bonus is settled on its own)."""
        return Fraction(-1)

    @property
    def value(self) -> HandValue:
        return self.hand_class.value

    @property
    def gain(self) -> Fraction:
        """How much better the chosen action is than the other, per unit Ante."""
        return abs(self.ev_play - self.ev_fold)


class Advice(NamedTuple):
    """The optimal decision for one dealt hand and the stakes on the table, in chips."""

    hand: HandValue
    play: bool
    ev_play: Fraction
    ev_fold: Fraction

    @property
    def action(self) -> str:
        return "play" if self.play else "fold"

    def cost_of(self, played: bool) -> Fraction:
        """Chips a decision gives up on average against the optimal one (0 when optimal)."""
        chosen = self.ev_play if played else self.ev_fold
        return max(self.ev_play, self.ev_fold) - chosen


class ChartRow(NamedTuple):
    """One line of the compact strategy chart: a group of hands and what to do with it."""

    hands: str
    action: str


def threshold_label(value: HandValue) -> str:
    """How a threshold hand is written: "Q-6-4" for high cards and pairs ("9-9-3"), else with its category."""
    if value.category in (Category.HIGH_CARD, Category.PAIR):
        return value.pattern
    return f"{value.category.title} {value.pattern}"


class Decisions(NamedTuple):
    """Every class's decision in plain numbers, in class order: the EV of playing as a numerator
    over `per`, and whether to play. `HandDecision` records are built from it only when read."""

    totals: tuple[int, ...]
    per: int
    play: tuple[bool, ...]

    @classmethod
    def of(cls, decisions: Sequence[HandDecision]) -> Decisions:
        per = decisions[0].per if decisions else 1
        return cls(tuple(d.play_total for d in decisions), per, tuple(d.play for d in decisions))

    def decision(self, index: int) -> HandDecision:
        return HandDecision(hand_class(index), self.totals[index], self.per, self.play[index])


class Strategy:
    """The optimal strategy of a paytable's Ante game, from its per-class decisions (best hand first)."""

    def __init__(self, paytable: Paytable, decisions: Sequence[HandDecision] | Decisions) -> None:
        self.paytable = paytable
        self.plan = decisions if isinstance(decisions, Decisions) else Decisions.of(decisions)

    @cached_property
    def decisions(self) -> tuple[HandDecision, ...]:
        """Every class's decision as a record, best hand first (built on first use)."""
        plan = self.plan
        classes = hand_classes(STANDARD)
        return tuple(HandDecision(c, t, plan.per, p) for c, t, p in zip(classes, plan.totals, plan.play, strict=True))

    @cached_property
    def _cut(self) -> tuple[HandDecision, tuple[HandDecision, ...]]:
        """The weakest hand from which everything better is played, and the played hands below it.
        Worked out on plain scores, so only the few records it names are built."""
        plan, scores = self.plan, class_scores(STANDARD)
        folded = [score for score, play in zip(scores, plan.play, strict=True) if not play]
        if not folded:
            return plan.decision(len(scores) - 1), ()
        worst_folded = max(folded)
        above = [i for i, score in enumerate(scores) if score > worst_folded]
        threshold = plan.decision(above[-1] if above else 0)
        extras = tuple(
            plan.decision(i)
            for i, (score, play) in enumerate(zip(scores, plan.play, strict=True))
            if play and score <= worst_folded
        )
        return threshold, extras

    def plays_every_hand(self) -> bool:
        return all(self.plan.play)

    @property
    def threshold(self) -> HandValue:
        """The weakest hand value from which every hand is played."""
        return self._cut[0].value

    @property
    def exceptions(self) -> tuple[HandDecision, ...]:
        """Hands below the threshold that are still played (a suit combination can tip the balance)."""
        return self._cut[1]

    @property
    def threshold_text(self) -> str:
        """The threshold as written in a chart: "Q-6-4"."""
        return threshold_label(self.threshold)

    @property
    def words(self) -> str:
        """The strategy in one line: "play Q-6-4 or better"."""
        if self.plays_every_hand():
            return "play every hand"
        text = f"play {self.threshold_text} or better"
        if self.exceptions:
            extras = [f"{threshold_label(d.value)} ({d.hand_class.suits_text})" for d in self.exceptions[:3]]
            more = len(self.exceptions) - 3
            text += "; also play " + ", ".join(extras) + (f" and {more} more" if more > 0 else "")
        return text

    def decision_for(self, cards: Sequence[Card]) -> HandDecision:
        """The optimal decision for three dealt cards (a dictionary lookup)."""
        if len(cards) != 3 or len(set(cards)) != 3:
            raise ValueError("a Brag hand is exactly 3 different cards")
        return self.plan.decision(class_index(STANDARD)[class_key(cards)])

    def advise(self, cards: Sequence[Card], ante: int = 1, pair_bonus: int = 0) -> Advice:
        """The best decision with these stakes, in chips; a Pair Bonus forfeited on a fold can tip it to play."""
        decision = self.decision_for(cards)
        odds = self.paytable.pair_bonus.for_hand(decision.value)
        bonus = pair_bonus * (odds if odds is not None else Fraction(-1))
        bonus_if_folded = -Fraction(pair_bonus) if self.paytable.rules.fold_forfeits_pair_bonus else bonus
        ev_play = ante * decision.ev_play + bonus
        ev_fold = ante * decision.ev_fold + bonus_if_folded
        return Advice(decision.value, ev_play > ev_fold, ev_play, ev_fold)

    def chart(self) -> list[ChartRow]:
        """The strategy grouped as players learn it: by category, and high cards by their top card."""
        groups: dict[str, list[HandDecision]] = {}
        for d in self.decisions:
            value = d.value
            high_card = value.category is Category.HIGH_CARD
            label = f"{value.ranks[0].noun} high" if high_card else _PLURALS[value.category]
            groups.setdefault(label, []).append(d)
        return [ChartRow(label, _group_action(members)) for label, members in groups.items()]


_PLURALS = {
    Category.PRIAL: "Prials",
    Category.RUNNING_FLUSH: "Running flushes",
    Category.RUN: "Runs",
    Category.FLUSH: "Flushes",
    Category.PAIR: "Pairs",
}


def _group_action(members: list[HandDecision]) -> str:
    if all(d.play for d in members):
        return "play"
    if not any(d.play for d in members):
        return "fold"
    folded = max(d.value.score for d in members if not d.play)
    above = [d for d in members if d.value.score > folded]
    text = f"play {threshold_label(above[-1].value)} or better, fold the rest" if above else "fold"
    below = [d for d in members if d.play and d.value.score <= folded]
    if below:
        extras = ", ".join(f"play {threshold_label(d.value)} {d.hand_class.suits_text}" for d in below)
        text += f" (except {extras})"
    return text
