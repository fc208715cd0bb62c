"""The advisor, a practice aid: how strong your hand is, once you have looked at it.

It uses the computer opponents' own strength tables (`engine.ai.strength`): the hand's
percentile among every hand an opponent could hold, and its chance of being the best against
the number of opponents still in, counting the cards you hold as out of their reach. It never
looks at a card you have not looked at yourself.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future
from dataclasses import dataclass

from casino_brag.engine.ai.strength import OrderedStrength, card_mask
from casino_brag.engine.cards import Card
from casino_brag.engine.hands import HandValue, best_hand, evaluate
from casino_brag.engine.pub import HouseRules


@dataclass(frozen=True)
class Advice:
    value: HandValue
    percentile: float
    """The share of possible holdings your hand beats (ties count half)."""
    chance: float
    """Your chance of holding the best hand against `opponents` random holdings."""
    opponents: int
    discard: tuple[Card, ...] = ()
    """While choosing what to throw away: the cards that leave the best three."""


def build_model(rules: HouseRules) -> OrderedStrength:
    """The advisor's own strength tables (built on the worker, apart from the opponents' copy)."""
    return OrderedStrength(rules.ranking, rules.cards_dealt)


class Advisor:
    """Answers for the cards you have seen; `None` until the tables are ready."""

    def __init__(self, rules: HouseRules, model: Future[OrderedStrength]) -> None:
        self.rules = rules
        self._model = model
        self._cache: dict[tuple[tuple[Card, ...], tuple[Card, ...], int], Advice] = {}

    @property
    def ready(self) -> bool:
        return self._model.done()

    def advise(self, looked: Sequence[Card], discards: Sequence[Card], opponents: int,
               choosing: bool = False) -> Advice | None:
        """Advice for the hand you looked at (`discards` already thrown away), or None."""
        if not looked or not self._model.done():
            return None
        key = (tuple(looked), tuple(discards), opponents * 2 + choosing)
        found = self._cache.get(key)
        if found is not None:
            return found
        model = self._model.result()
        ranking = self.rules.ranking
        kept = [c for c in looked if c not in discards]
        if len(kept) == 3:
            value = evaluate(kept, ranking)
            suggestion: tuple[Card, ...] = ()
        else:
            best = best_hand(kept, ranking)
            value = best.value
            suggestion = best.discards if choosing else ()
        odds = model.odds(value.score, card_mask(looked))
        one = (odds.worse + odds.ties / 2) / odds.holdings if odds.holdings else 1.0
        advice = Advice(value, model.percentile(value.score), one ** max(opponents, 0), opponents, suggestion)
        if len(self._cache) > 64:
            self._cache.clear()
        self._cache[key] = advice
        return advice
