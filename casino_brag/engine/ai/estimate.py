"""Judging a hand at the table: its chances against the players still in, as this seat sees them.

The answer combines the exact strength of the seat's own hand (see `strength.py`), the cards it
knows to be elsewhere, and what each opponent's betting says about their hand (see `reads.py`).
A blind hand is unknown even to its owner, so its chances are those of any hand against each
opponent's range. What a level can see is limited by its `Skill`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from casino_brag.engine.ai.difficulty import Skill
from casino_brag.engine.ai.odds import Odds, StrengthModel, card_mask
from casino_brag.engine.ai.reads import Read, read_player
from casino_brag.engine.ai.strength import strength_model
from casino_brag.engine.ai.view import DecisionView
from casino_brag.engine.cards import Card
from casino_brag.engine.hands import Category, Ranking, best_hand, hand_table

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


def judged_category(category: Category, ranking: Ranking) -> Category | None:
    """The category an assessment carries: under lowball a prial is the worst hand there is, so
    it is never judged a monster."""
    return None if ranking.lowball and category is Category.PRIAL else category


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


FACE_VALUE = (Read(1.0, 0.25, 0.3), *(Read(0.75**raises, 0.25, 0.3) for raises in range(4)))
"""A player who reads nobody takes a bet at face value only when it is a raise, and never suspects
a bluff: the range of an unseen hand, then of a seen hand raised 0, 1, 2 and 3 or more times."""


def _read(view: DecisionView, seat: int, skill: Skill) -> Read:
    log = view.logs[seat]
    if skill.reads == "none":
        return FACE_VALUE[1 + min(log.open_raises, 3)] if log.looked else FACE_VALUE[0]
    answers = skill.exploits and len(view.betting_opponents) == 1  # heads-up, a raise war is read
    return read_player(log, view.habits[seat], personal=skill.reads == "personal", answers=answers)


def _against(odds: Odds, read: Read, seer: bool) -> float:
    if read.fraction >= 0.999:
        return odds.win(seer)
    ranged = sum(odds.win_against_top(min(1.0, read.fraction * s), seer) for s in SPREAD) / len(SPREAD)
    return read.bluff * odds.win(seer) + (1 - read.bluff) * ranged


def _chances(odds: Odds, read: Read) -> tuple[float, float]:
    """(`_against(odds, read, False)`, `_against(odds, read, True)`): the same arithmetic written
    out once for both, since it runs for every opponent at every decision."""
    n = odds.holdings
    if n == 0:
        return _against(odds, read, False), _against(odds, read, True)
    worse = odds.worse
    beaten = worse + odds.ties
    win, win_seeing = beaten / n, worse / n
    fraction = read.fraction
    if fraction >= 0.999:
        return win, win_seeing
    ranged: list[float] = []
    ranged_seeing: list[float] = []
    for s in SPREAD:  # Odds.win_against_top for each share of the range, min() and max() spelt out
        f = fraction * s
        f = f if f < 1.0 else 1.0
        top = (1e-6 if f < 1e-6 else f) * n
        chance = (top - (n - beaten)) / top
        chance = chance if chance > 0.0 else 0.0
        ranged.append(chance if chance < 1.0 else 1.0)
        chance = (top - (n - worse)) / top
        chance = chance if chance > 0.0 else 0.0
        ranged_seeing.append(chance if chance < 1.0 else 1.0)
    bluff = read.bluff
    return (
        bluff * win + (1 - bluff) * (sum(ranged) / len(SPREAD)),
        bluff * win_seeing + (1 - bluff) * (sum(ranged_seeing) / len(SPREAD)),
    )


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
    statuses = view.statuses
    players: list[Opponent] = []
    if not cards:
        win = 1.0
        for seat in view.opponents:
            read = _read(view, seat, skill)
            p = _blind_against(read)
            status = statuses[seat]
            players.append(Opponent(seat, status == "blind", status == "covered", read, p, p))
            win *= p
        return Assessment(True, (), None, None, 0.5, tuple(players), win, win)
    score = model.counting_score(cards)
    counting = card_mask(cards)
    mine = counting
    for _, hand in view.my_hands:
        for c in hand:
            mine |= c.bit
    pinned = view.pinned if skill.card_memory else None
    dead = mine | view.known if pinned is not None else mine
    alone = model.odds(score, dead)
    if alone.holdings == 0:  # the pack's memory leaves no holding unknown: judge by my cards alone
        alone = model.odds(score, mine)
    split = view.split if pinned is not None else ()
    wins: list[float] = []
    wins_seeing: list[float] = []
    for seat in view.opponents:
        read = _read(view, seat, skill)
        hands = split[seat] if split else ()
        if hands:
            win, win_seeing = _either(model, score, dead, mine, hands, read)
        else:
            odds = alone if pinned is None or not pinned[seat] else _odds(model, score, dead, mine, pinned[seat])
            win, win_seeing = _chances(odds, read)
        status = statuses[seat]
        players.append(_tuple(Opponent, (seat, status == "blind", status == "covered", read, win, win_seeing)))
        wins.append(win)
        wins_seeing.append(win_seeing)
    category = judged_category(hand_table(model.ranking)[counting].category, model.ranking)
    if skill.counts_the_field:
        win, win_seeing = _product(wins), _product(wins_seeing)
    else:  # judged against the one opponent who looks most dangerous, as a beginner does
        win, win_seeing = min(wins, default=1.0), min(wins_seeing, default=1.0)
    return Assessment(False, cards, score, category, alone.win(False), tuple(players), win, win_seeing)


def _odds(model: StrengthModel, score: int, dead: int, mine: int, pinned: int) -> Odds:
    """My score against a holding with `pinned` cards; if what the seat remembers leaves no such
    holding, against any holding with those cards, my own aside."""
    odds = model.odds(score, dead, pinned)
    if odds.holdings == 0:
        odds = model.odds(score, mine & ~pinned, pinned)
    return odds if odds.holdings else model.odds(score, mine)


def _either(
    model: StrengthModel, score: int, dead: int, mine: int, hands: tuple[int, ...], read: Read
) -> tuple[float, float]:
    """A player with two hands plays one of them: the chances against each, averaged."""
    win = win_seeing = 0.0
    for known in hands:
        w, ws = _chances(_odds(model, score, dead, mine, known), read)
        win += w
        win_seeing += ws
    return win / len(hands), win_seeing / len(hands)


_tuple = tuple.__new__
"""Makes a named tuple from its values without the generated constructor's extra call (hot path)."""


def _product(values: Iterable[float]) -> float:
    p = 1.0
    for v in values:
        p *= v
    return p
