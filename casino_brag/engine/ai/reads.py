"""Reading opponents: what each player has shown of their habits this session.

A computer opponent counts, from public events only, how each player bets: how often they stay
in after looking (first and later decisions apart, since a player still in after one round is
already a stronger hand), how often they raise, how often they fold to a raise, and how often a
hand shown after open raising was weak (a bluff caught). From these it estimates the range a
player's betting shows: the share of possible holdings they would still be playing, and the
chance that their aggression is a bluff. Counts start from a prior, so one hand proves little.
"Facing a raise" means having to answer a bet bigger than one's own so far; seeing or covering
answers it as surely as betting does.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from casino_brag.engine.records import quick_init


class Tendencies(NamedTuple):
    """One player's habits this session, as counts of public actions."""

    hands: int = 0
    looked: int = 0
    blind_bets: int = 0
    first_open: int = 0
    first_open_stayed: int = 0
    later_open: int = 0
    later_open_stayed: int = 0
    open_bets: int = 0
    open_raises: int = 0
    blind_raises: int = 0
    faced_raise: int = 0
    folded_to_raise: int = 0
    shown_after_raise: int = 0
    bluffs_shown: int = 0
    sees: int = 0


TENDENCY_FIELDS = Tendencies._fields


class HandLog(NamedTuple):
    """One player's betting in the current hand."""

    looked: bool = False
    blind_bets: int = 0
    blind_raises: int = 0
    open_bets: int = 0
    open_raises: int = 0
    open_decisions: int = 0
    highest_bet: int = 0
    """The largest single bet in open terms (a blind bet counts double)."""
    answered_raises: int = 0
    """Open bets made to answer a raise: each keeps only the hands this player does not fold
    to a raise."""


CALLS_THAT_COUNT = 3
"""Open bets after the first that narrow a player's range (a long stalled pot proves no more)."""


ANSWERS_THAT_COUNT = 4
"""Raises answered that narrow a player's range."""


@dataclass(frozen=True)
class Prior:
    """What a player is assumed to do before anything is seen of them."""

    first_stay: float = 0.55
    later_stay: float = 0.8
    raise_rate: float = 0.35
    bluff: float = 0.12
    fold_to_raise: float = 0.3
    weight: float = 6.0
    """How many observations the prior is worth."""


GENERIC = Prior()


def _rate(hits: int, trials: int, prior: float, weight: float) -> float:
    return (hits + prior * weight) / (trials + weight)


@quick_init
@dataclass(frozen=True)
class Read:
    """The estimate for one player in this hand.

    `fraction`: the share of possible holdings consistent with their betting (1.0: anything, as
    for a blind player). `bluff`: the chance their betting is a bluff, made with any hand.
    `folds`: the chance they fold to a raise.
    """

    fraction: float
    bluff: float
    folds: float


@lru_cache(maxsize=8192)
def read_player(
    log: HandLog, habits: Tendencies, prior: Prior = GENERIC, personal: bool = True, answers: bool = False
) -> Read:
    """The range a player's betting this hand shows, from their habits (or the prior alone);
    with `answers`, every raise they answered narrows it too."""
    t = habits if personal else Tendencies()
    w = prior.weight
    first = _rate(t.first_open_stayed, t.first_open, prior.first_stay, w)
    later = _rate(t.later_open_stayed, t.later_open, prior.later_stay, w)
    raises = _rate(t.open_raises, t.open_bets, prior.raise_rate, w)
    bluff = _rate(t.bluffs_shown, t.shown_after_raise, prior.bluff, w)
    folds = _rate(t.folded_to_raise, t.faced_raise, prior.fold_to_raise, w)
    if not log.looked or log.open_decisions == 0:
        return Read(1.0, bluff, folds)
    # Each bet after the first narrows the range, but a pot where everyone keeps calling the same
    # stake says less with every round: only the first few calls count.
    fraction = first * later ** min(CALLS_THAT_COUNT, max(0, log.open_bets - 1))
    # A raise comes from the top of the hands a player continues with.
    fraction *= max(raises, 0.15) ** min(log.open_raises, 3)
    # Answering a raise again and again keeps only the hands that do not fold to one.
    if answers:
        fraction *= (1 - folds) ** min(log.answered_raises, ANSWERS_THAT_COUNT)
    return Read(max(fraction, 0.01), bluff if log.open_raises else bluff / 2, folds)
