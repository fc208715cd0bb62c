"""The opponents' part in an agreed showdown (the `agreed_showdown` house rule), in character.

Showing every hand now settles the pot on the cards alone, with no more chips at risk. A player
agrees when its chance of holding the best hand is worth more than its fair share of the pot
(one in the number of players in); a tight player wants a clear edge first, a stubborn or
aggressive one would rather keep betting. A player proposes it when it is clearly ahead of the
whole field, which an aggressive player would rather exploit by betting on.
"""

from __future__ import annotations

import random

from casino_brag.engine.ai.difficulty import Skill
from casino_brag.engine.ai.estimate import assess
from casino_brag.engine.ai.style import Style
from casino_brag.engine.ai.view import DecisionView
from casino_brag.engine.pub.actions import Action


def vote(view: DecisionView, style: Style, skill: Skill, rng: random.Random) -> Action | None:
    """Agree or refuse a proposed showdown, or propose one; None when neither is in question."""
    kinds = {o.kind for o in view.offers}
    if "agree" in kinds:
        return Action.agree() if agrees(view, style, skill) else Action.refuse()
    if "propose" in kinds and not view.blind:
        judged = assess(view, skill)
        fair = 1 / (len(view.opponents) + 1)
        wanted = min(0.95, fair * (2.0 + style.aggression + style.slowplay))
        if judged.win >= wanted and rng.random() >= style.aggression * 0.5:
            return Action.propose()
    return None


def agrees(view: DecisionView, style: Style, skill: Skill) -> bool:
    """Whether this player would rather show every hand now than bet on."""
    judged = assess(view, skill)
    fair = 1 / (len(view.opponents) + 1)
    edge = 0.9 + 0.5 * style.tightness + 0.4 * style.stubborn - 0.3 * style.blind * judged.blind
    return judged.win >= fair * edge
