"""How a hand of Seven-, Nine- or Thirteen-Card Brag ended, in words: a scoop, a carried pot, or
a pot shared after the last agreed hand."""

from __future__ import annotations

from collections.abc import Sequence

from casino_brag.engine.pub.results import NOBODY, HandResult
from casino_brag.ui.core.text import chips, tr
from casino_brag.ui.pub.words import Verdict, join_names, said

ARRANGED = ("seven-card", "nine-card", "thirteen-card")
"""The games whose hands are arranged rather than bet on."""


def verdict(result: HandResult, names: Sequence[str]) -> Verdict:
    """The headline and the rule that decided the hand."""
    total = sum(a.amount for a in result.awards)
    if result.how == "carry" or result.winner == NOBODY:
        return Verdict(tr("seven.verdict.carry"), tr("seven.verdict.carried"), NOBODY, ())
    if len(result.winners) > 1:
        who = join_names([names[s] for s in result.winners])
        return Verdict(
            tr("verdict.split", names=who, amount=chips(total)), tr("seven.shared"), result.winner, result.winners
        )
    name = names[result.winner]
    headline = said("verdict.wins", result.winner, name=name, amount=chips(total))
    return Verdict(headline, said("seven.verdict.scoop", result.winner, name=name), result.winner, (result.winner,))
