"""Judging a Bastard Brag hand: its chances at the end, and the texture of the board.

A Bastard Brag hand is only settled when the last community card is turned, so the chances that
matter are those of the best three at the end, over the cards still to come (`BoardStrength`).
Against several opponents the shared board makes a hand that improves beat everyone at once,
which `BoardOdds.field_factor` allows for. What a level sees is limited by its `Skill`: a player
who does not read the board judges the hand as it stands, and only a player who follows the pack
knows any face-down community cards.

The texture (`Texture`) is what the seed's tips talk about: a pair made with a turned card, a run
or flush that one more card would make, a pair waiting for a third card of its rank, or a board
that plays for everyone.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from casino_brag.engine.ai.bastard.board_odds import BoardOdds
from casino_brag.engine.ai.bastard.strength import BoardStrength
from casino_brag.engine.ai.difficulty import Skill
from casino_brag.engine.ai.estimate import SPREAD, Assessment, Opponent, _read, assess, judged_category
from casino_brag.engine.ai.odds import card_mask
from casino_brag.engine.ai.reads import Read
from casino_brag.engine.ai.strength import strength_model
from casino_brag.engine.ai.view import DecisionView
from casino_brag.engine.bestof import best_three
from casino_brag.engine.cards import Card
from casino_brag.engine.hands import Category

DRAWING = 0.25
"""A hand is drawing when at least this share of the cards to come lift it into a better category."""


@dataclass(frozen=True)
class Texture:
    """My hand with the community cards turned so far.

    - `made`: the category of my best three now; `own_used`: how many of my cards it uses.
    - `board_plays`: the turned cards alone are my best three, so everyone has at least as much.
    - `prial_waiting`: my best three is a pair made with my own card(s), in my hand or matching a
      turned card, cards are still to come and a card that would make it a prial may be among them.
    - `drawing`: cards are still to come and many of them would lift the hand (a run or flush coming).
    """

    made: Category
    own_used: int
    board_plays: bool
    prial_waiting: bool
    drawing: bool
    unseen: int


class BoardJudgement(NamedTuple):
    """An assessment (as in the other games) with the board's texture and the raw odds."""

    judged: Assessment
    texture: Texture | None
    """None while blind."""
    odds: BoardOdds | None


def playing_cards(view: DecisionView) -> tuple[Card, ...]:
    """The cards this seat plays, once looked at: the kept three, or the hand looked at."""
    if view.my_kept is not None:
        return view.my_kept
    return view.my_hands[-1][1] if view.my_hands else ()


def texture(view: DecisionView, own: tuple[Card, ...], odds: BoardOdds) -> Texture:
    """The texture of `own` with the board turned so far (only what everyone can see)."""
    assert view.board is not None
    board = view.board.cards
    rules = view.rules
    best = best_three((*own, *board), rules.ranking, own=len(own))
    used = sum(1 for c in best.cards if c in own)
    made = best.value.category
    wild = rules.ranking.wilds
    unseen = view.board.unseen
    waiting = False
    if made is Category.PAIR and unseen:
        rank = best.value.ranks[0]
        pair = [c for c in best.cards if c.rank == rank or (c.bit & wild)]
        if any(c in own for c in pair):  # my pair, not one lying on the board for everyone
            seen = {c for c in (*own, *board, *view.known_cards) if c.rank == rank}
            waiting = bool(wild) or len(seen) < 4
    drawing = bool(unseen) and made < Category.RUN and odds.improves >= DRAWING
    return Texture(made, used, used == 0, waiting, drawing, unseen)


def _against(odds: BoardOdds, read: Read, seer: bool) -> float:
    """My chances against one opponent whose betting shows `read` (as in `estimate._against`)."""
    if read.fraction >= 0.999:
        return odds.win(seer)
    ranged = sum(odds.win_against_top(min(1.0, read.fraction * s), seer) for s in SPREAD) / len(SPREAD)
    return read.bluff * odds.win(seer) + (1 - read.bluff) * ranged


def assess_board(view: DecisionView, skill: Skill) -> BoardJudgement:
    """Judge this seat's Bastard Brag hand against every player still in."""
    board = view.board
    assert board is not None
    if view.blind:
        return BoardJudgement(assess(view, skill), None, None)
    model = strength_model(view.rules)
    assert isinstance(model, BoardStrength)
    own_cards = playing_cards(view)
    own = card_mask(own_cards)
    looked = card_mask(c for _, hand in view.my_hands for c in hand)
    memory = skill.card_memory
    known_board = board.known if memory else 0
    on_board = board.mask | known_board
    dead = (looked | (view.known if memory else 0)) & ~own & ~on_board
    unseen = board.size - on_board.bit_count()
    pinned_anywhere = 0
    if memory:
        for seat in view.opponents:
            pinned_anywhere |= view.pinned[seat]
    # Against a holding in general (cards known to be in someone's hand may be theirs): the hand's
    # strength, how the board may lift it, and how the shared board ties the opponents together.
    if skill.reads_board:
        base = model.chances(own, on_board, dead & ~pinned_anywhere, 0, unseen)
    else:  # the hand as it stands, against theirs as they stand
        base = model.chances(own, board.mask, dead, 0, 0)
    players: list[Opponent] = []
    for seat in view.opponents:
        read = _read(view, seat, skill)
        if not skill.reads_board:
            odds = base
        else:  # this opponent's own holding: the cards known to be theirs, the rest unknown
            odds = model.chances(own, on_board, dead, view.pinned[seat] if memory else 0, unseen)
        status = view.statuses[seat]
        players.append(
            Opponent(
                seat,
                status == "blind",
                status == "covered",
                read,
                _against(odds, read, False),
                _against(odds, read, True),
            )
        )
    best = best_three((*own_cards, *board.cards), view.rules.ranking, own=len(own_cards))
    if skill.counts_the_field:
        k = len(players)
        win = min(1.0, _product(o.win for o in players) * base.field_factor(k))
        win_seeing = min(1.0, _product(o.win_seeing for o in players) * base.field_factor(k, seer=True))
    else:
        win = min((o.win for o in players), default=1.0)
        win_seeing = min((o.win_seeing for o in players), default=1.0)
    judged = Assessment(
        False,
        best.cards,
        best.value.score,
        judged_category(best.value.category, view.rules.ranking),
        base.win(),
        tuple(players),
        win,
        win_seeing,
    )
    return BoardJudgement(judged, texture(view, own_cards, base), base)


def _product(values: Iterable[float]) -> float:
    p = 1.0
    for v in values:
        p *= v
    return p
