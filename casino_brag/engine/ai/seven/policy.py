"""How a computer opponent arranges its cards at each level.

Hard scores arrangements exactly (see `arrange`). Normal and Easy misjudge each hand's chance of
winning its comparison by their level's `noise`, and Easy, with its `discard_slip`, simply puts
its best three first and the best of the rest after them, the way a careless player does.

The order of the hands changes no chance against random hands, so it is left to character: a
player who likes to slow-play (`Style.slowplay`) now and then hides the strongest hand last.
"""

from __future__ import annotations

import random

from casino_brag.engine.ai.difficulty import Skill
from casino_brag.engine.ai.seven.arrange import best_arrangement, greedy_arrangement, win_chances
from casino_brag.engine.ai.style import STEADY, Style
from casino_brag.engine.ai.view import DecisionView
from casino_brag.engine.cards import Card
from casino_brag.engine.pub.actions import Action


def choose_arrangement(view: DecisionView, skill: Skill, rng: random.Random, style: Style = STEADY) -> Action:
    """The arrangement to declare; the offer carries the cards dealt."""
    hands = view.rules.cards_dealt // 3  # 7, 9 or 13 cards: 2, 3 or 4 hands
    arranged = _arrange(view.offers[0].cards, hands, view, skill, rng)
    if style.slowplay and rng.random() < style.slowplay / 2:
        trios = [arranged[3 * i : 3 * i + 3] for i in range(hands)]
        arranged = (*(c for trio in trios[1:] for c in trio), *trios[0], *arranged[3 * hands :])
    return Action.arrange(arranged)


def _arrange(
    cards: tuple[Card, ...], hands: int, view: DecisionView, skill: Skill, rng: random.Random
) -> tuple[Card, ...]:
    ranking = view.rules.ranking
    if skill.discard_slip and rng.random() < skill.discard_slip:
        return greedy_arrangement(cards, hands, ranking)
    chances = win_chances(ranking)
    if not skill.noise:
        return best_arrangement(cards, hands, chances.__getitem__)
    judged: dict[int, float] = {}

    def misjudged(mask: int) -> float:
        found = judged.get(mask)
        if found is None:
            found = judged[mask] = min(1.0, max(0.0, chances[mask] + rng.gauss(0.0, skill.noise)))
        return found

    return best_arrangement(cards, hands, misjudged)
