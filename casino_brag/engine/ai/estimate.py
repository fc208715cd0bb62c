"""Judging a hand at the table: its chances against the players still in, as this seat sees them.

The answer combines the exact strength of the seat's own hand (see `strength.py`), the cards it
knows to be elsewhere, and what each opponent's betting says about their hand (see `reads.py`).
A blind hand is unknown even to its owner, so its chances are those of any hand against each
opponent's range. What a level can see is limited by its `Skill`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from ..cards import Card
from ..hands import Category, best_hand, hand_table
from .difficulty import Skill
from .reads import Read, read_player
from .strength import Odds, StrengthModel, card_mask, strength_model
from .view import DecisionView

SPREAD = (0.6, 1.0, 1.6)
"""A read's range is soft: the chances are averaged over ranges this much narrower and wider."""


class Opponent(NamedTuple):
    """One player still in, as this seat judges them."""

    seat: int
    blind: bool
    covered: bool
    read: Read
    win: float
    """P(my hand beats theirs, ties mine: I am seen, or the pot is settled in my favour)."""
    win_seeing: float
    """P(my hand beats theirs if I pay to see them: ties are theirs)."""


class Assessment(NamedTuple):
    """This seat's hand against the players still in."""

    blind: bool
    cards: tuple[Card, ...]
    """The three cards that count (empty while blind)."""
    score: int | None
    category: Category | None
    strength: float
    """P(beating one random holding): about a half while blind."""
    opponents: tuple[Opponent, ...]
    win: float
    """P(beating every opponent still in)."""
    win_seeing: float

    @property
    def prial(self) -> bool:
        return self.category is Category.PRIAL


def counting_cards(view: DecisionView, model: StrengthModel) -> tuple[Card, ...]:
    """The cards this seat plays, once looked at: the kept three, or its best three."""
    if view.my_kept is not None:
        return view.my_kept
    if not view.my_hands:
        return ()
    held = view.my_hands[-1][1]
    if len(held) == 3:
        return held
    return best_hand(held, model.ranking).cards


def _read(view: DecisionView, seat: int, skill: Skill) -> Read:
    log = view.logs[seat]
    if skill.reads == "none":
        # Takes any bet at face value only when it is a raise, and never suspects a bluff.
        fraction = 1.0 if not log.looked else 0.75 ** min(log.open_raises, 3)
        return Read(fraction, 0.25, 0.3)
    return read_player(log, view.habits[seat], personal=skill.reads == "personal")


def _against(odds: Odds, read: Read, seer: bool) -> float:
    if read.fraction >= 0.999:
        return odds.win(seer)
    ranged = sum(odds.win_against_top(min(1.0, read.fraction * s), seer) for s in SPREAD) / len(SPREAD)
    return read.bluff * odds.win(seer) + (1 - read.bluff) * ranged


def _blind_against(read: Read) -> float:
    """An unseen hand against a range: a random hand beats the top f of hands about f/2 of the time."""
    if read.fraction >= 0.999:
        return 0.5
    ranged = sum(min(1.0, read.fraction * s) for s in SPREAD) / len(SPREAD) / 2
    return read.bluff * 0.5 + (1 - read.bluff) * ranged


def assess(view: DecisionView, skill: Skill) -> Assessment:
    """Judge this seat's hand against every player still in, within what `skill` can see."""
    model = strength_model(view.rules)
    cards = () if view.blind else counting_cards(view, model)
    players: list[Opponent] = []
    if not cards:
        for seat in view.opponents:
            read = _read(view, seat, skill)
            p = _blind_against(read)
            status = view.statuses[seat]
            players.append(Opponent(seat, status == "blind", status == "covered", read, p, p))
        win = _product(o.win for o in players)
        return Assessment(True, (), None, None, 0.5, tuple(players), win, win)
    score = model.counting_score(cards)
    mine = card_mask(c for _, hand in view.my_hands for c in hand) | card_mask(cards)
    dead = mine | (view.known if skill.card_memory else 0)
    strength = model.odds(score, dead).win(False)
    for seat in view.opponents:
        read = _read(view, seat, skill)
        pinned = view.pinned[seat] if skill.card_memory else 0
        odds = model.odds(score, dead, pinned)
        status = view.statuses[seat]
        players.append(
            Opponent(seat, status == "blind", status == "covered", read, _against(odds, read, False),
                     _against(odds, read, True))
        )
    category = hand_table(model.ranking)[card_mask(cards)].category
    if skill.counts_the_field:
        win, win_seeing = _product(o.win for o in players), _product(o.win_seeing for o in players)
    else:  # judged against the one opponent who looks most dangerous, as a beginner does
        win = min((o.win for o in players), default=1.0)
        win_seeing = min((o.win_seeing for o in players), default=1.0)
    return Assessment(False, cards, score, category, strength, tuple(players), win, win_seeing)


def _product(values: Iterable[float]) -> float:
    p = 1.0
    for v in values:
        p *= v
    return p
