"""Difficulty levels: how well a computer opponent judges, whatever its style.

Easy misjudges its own hand, judges it against one opponent however many are still in, ignores
what the others' betting says and what the pot offers, sometimes throws away the wrong cards and
now and then simply blunders; in Bastard Brag it judges its hand as it stands, blind to what the
community cards still to come may do, and overrates flushes. Normal judges its hand
exactly against the cards it holds and weighs the pot odds, but reads every opponent alike.
Hard also remembers every card shown and follows it through the unshuffled pack, reads each
opponent by their habits this session (who bluffs, who folds to a raise, who never lets go) and
sizes its bets to match; heads-up it stays in at the stake with a hand worth the price but not a
see, and reads a raise war by every raise answered. Expert plays as Hard, except that at a two-seat Three-Card Brag
table it plays a near-equilibrium strategy solved for the heads-up game (see `expert/`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

Reads = Literal["none", "generic", "personal"]


@dataclass(frozen=True)
class Skill:
    """What a difficulty level can do.

    - `noise`: the spread of its misjudgement of a hand's chances (0: exact).
    - `card_memory`: it counts cards shown and follows them through the pack.
    - `reads`: how it reads the others' betting: not at all, all alike, or each by their habits.
    - `pot_odds`: it weighs the price of staying in against the pot.
    - `blunder`: the chance that a decision is made on a badly wrong idea of the hand.
    - `discard_slip`: the chance of throwing away the wrong card(s) in Four- and Five-Card Brag.
    - `exploits`: it bets bigger into players who never fold and bluffs those who fold too much.
    - `counts_the_field`: it judges its hand against every player still in, not just one.
    - `reads_board` (Bastard Brag): it judges its hand by the community cards still to come and
      bets with the board's texture in mind; without it, it judges the hand as it stands now.
    - `flush_faith` (Bastard Brag): how much it overrates a flush, as players used to poker do.
    - `solved`: heads-up at Three-Card Brag it plays the solved strategy (`expert.strategy`).
    - `stays_in`: with a hand too weak to pay for a see but worth the price of the stake, it
      bets the stake and stays in; without it, it sees or folds.
    """

    name: str
    noise: float
    card_memory: bool
    reads: Reads
    pot_odds: bool
    blunder: float
    discard_slip: float
    exploits: bool
    counts_the_field: bool = True
    reads_board: bool = True
    flush_faith: float = 0.0
    solved: bool = False
    stays_in: bool = False


HARD = Skill(
    "hard",
    noise=0.0,
    card_memory=True,
    reads="personal",
    pot_odds=True,
    blunder=0.0,
    discard_slip=0.0,
    exploits=True,
    stays_in=True,
)

LEVELS: dict[str, Skill] = {
    "easy": Skill(
        "easy",
        noise=0.16,
        card_memory=False,
        reads="none",
        pot_odds=False,
        blunder=0.1,
        discard_slip=0.4,
        exploits=False,
        counts_the_field=False,
        reads_board=False,
        flush_faith=0.08,
    ),
    "normal": Skill(
        "normal",
        noise=0.03,
        card_memory=False,
        reads="personal",
        pot_odds=True,
        blunder=0.02,
        discard_slip=0.0,
        exploits=False,
    ),
    "hard": HARD,
    "expert": replace(HARD, name="expert", solved=True),
}


def level(name: str) -> Skill:
    """A difficulty level by name: "easy", "normal", "hard" or "expert"."""
    found = LEVELS.get(name.strip().lower())
    if found is None:
        raise KeyError(f"no difficulty {name!r} (choose from {', '.join(LEVELS)})")
    return found
