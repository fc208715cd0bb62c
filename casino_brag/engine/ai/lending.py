"""The opponents under lend or show (`short_of_chips = "lend"`), in character.

When the other player cannot afford the next bet, a lender with the better of it wants the
betting to go on: lending keeps the short player in, with borrowed chips that come back out of
their next winnings. A lender who is likely behind calls for the show, settling the pot as it
stands before more goes in, unless it likes to bluff or is stubborn enough to keep the pressure
on. A blind lender knows nothing of its own cards and lends only in the spirit of the blind game.
"""

from __future__ import annotations

from casino_brag.engine.ai.difficulty import Skill
from casino_brag.engine.ai.estimate import assess
from casino_brag.engine.ai.style import Style
from casino_brag.engine.ai.view import DecisionView
from casino_brag.engine.pub.actions import Action


def lend_or_show(view: DecisionView, style: Style, skill: Skill) -> Action:
    """Lend the chips on offer, or call for a show."""
    lend = view.offer("lend")
    if lend is None:
        return Action("show")
    if view.blind:
        return lend if style.blind + style.aggression > 1.0 else Action("show")
    judged = assess(view, skill)
    wanted = 0.6 - 0.25 * style.aggression - 0.2 * style.bluff - 0.1 * style.stubborn
    return lend if judged.win_seeing >= wanted else Action("show")
