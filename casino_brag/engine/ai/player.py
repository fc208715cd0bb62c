"""Computer players at a pub table: the named characters at a difficulty level, and two baselines.

A player is asked for its action with `decide(table)` whenever the table waits on its seat (its
turn, or the offer to keep a blind hand won unseen). `ComputerPlayer` first brings its knowledge
up to date from the events it may see, builds its `DecisionView` and decides from that alone,
with its own `random.Random`, so a seed replays its every decision.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Protocol

from casino_brag.engine.ai.bastard.policy import choose_board
from casino_brag.engine.ai.characters import Character, character
from casino_brag.engine.ai.difficulty import Skill, level
from casino_brag.engine.ai.knowledge import SeatKnowledge
from casino_brag.engine.ai.policy import HandPlan, choose, make_plan
from casino_brag.engine.ai.seven.policy import choose_arrangement
from casino_brag.engine.ai.showdown_vote import vote
from casino_brag.engine.ai.style import STEADY, Style
from casino_brag.engine.ai.threestake.draw import choose_draw, spot_at
from casino_brag.engine.ai.view import DecisionView, TableContext, decision_view, live_view
from casino_brag.engine.pub.actions import Action

if TYPE_CHECKING:
    from casino_brag.engine.pub.table import Table


class Player(Protocol):
    """Anything that can take a seat's decisions."""

    label: str

    def decide(self, table: Table) -> Action:
        """The action for this player's seat; the table must be waiting on it."""
        ...


def _rng(seed: int | random.Random | None) -> random.Random:
    return seed if isinstance(seed, random.Random) else random.Random(seed)


class ComputerPlayer:
    """A computer opponent: a style (a named character or the steady default) at a skill level.

    `ComputerPlayer(seat, players, character="prof", level="hard", rng=7)`. `players` is the
    number of seats at the table. Computer players at one table may share a `TableContext`
    (the public bookkeeping); each still sees only its own cards.
    """

    def __init__(
        self,
        seat: int,
        players: int,
        character: Character | str | None = None,
        level: Skill | str = "normal",
        rng: int | random.Random | None = None,
        context: TableContext | None = None,
    ) -> None:
        self.seat = seat
        self.character = _character(character)
        self.style: Style = self.character.style if self.character is not None else STEADY
        self.skill: Skill = _level(level)
        self.rng = _rng(rng)
        self.context = context if context is not None else TableContext(players)
        self.knowledge = SeatKnowledge(seat, keeps_count=self.skill.card_memory)
        self.context.join(self.knowledge)
        self._plan: HandPlan | None = None
        name = self.character.id if self.character is not None else "steady"
        self.label = f"{name}:{self.skill.name}"

    @property
    def name(self) -> str:
        """The name shown at the table."""
        return self.character.name if self.character is not None else self.skill.name.capitalize()

    def view(self, table: Table) -> DecisionView:
        """What this seat may know now (and the knowledge brought up to date), as a snapshot."""
        return decision_view(table, self.context, self.knowledge)

    def decide(self, table: Table) -> Action:
        if table.offers and table.offers[-1].kind == "stand":  # Three-Stake Brag's draw towards 31
            return choose_draw(spot_at(table, self.seat), self.skill, self.rng, self.style)
        return self.choose(live_view(table, self.context, self.knowledge))

    def choose(self, view: DecisionView) -> Action:
        """The decision from a view alone."""
        if not view.offers:
            raise ValueError(f"seat {self.seat} has no decision to make")
        if view.offers[0].kind == "arrange":
            return choose_arrangement(view, self.skill, self.rng, self.style)
        if self._plan is None or self._plan.hand_number != view.hand_number:
            self._plan = make_plan(view, self.style, self.skill, self.rng)
        voted = vote(view, self.style.tilted(view.tilt), self.skill, self.rng) if view.rules.agreed_showdown else None
        if voted is not None:
            return voted
        decide = choose if view.board is None else choose_board
        return decide(view, self.style, self.skill, self._plan, self.rng)


class CallingStation:
    """A baseline that never folds and never looks: it bets the least it may, blind, and sees
    whenever it can; short of chips it covers. It keeps a blind hand it has won."""

    label = "calling-station"

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def decide(self, table: Table) -> Action:
        offers = {a.kind: a for a in table.legal_actions()}
        if "arrange" in offers:  # no betting to call: the cards as dealt
            return offers["arrange"]
        if "stand" in offers:  # drawing towards 31: stand on the cards dealt
            return offers["stand"]
        if "keep" in offers:
            return offers["keep"]
        if "agree" in offers:
            return offers["refuse"]  # it would rather keep betting
        if "see" in offers:
            return offers["see"]
        bet = offers.get("bet")
        if bet is not None and bet.min is not None:
            return Action.bet(bet.min)
        return offers.get("cover") or Action.fold()


class RandomPlayer:
    """A baseline that picks uniformly among the legal actions (a bet of a uniform amount)."""

    label = "random"

    def __init__(self, seat: int, rng: int | random.Random | None = None) -> None:
        self.seat = seat
        self.rng = _rng(rng)

    def decide(self, table: Table) -> Action:
        offer = self.rng.choice(table.legal_actions())
        if offer.kind == "bet" and offer.min is not None and offer.max is not None:
            return Action.bet(self.rng.randint(offer.min, offer.max))
        return offer


def _character(key: Character | str | None) -> Character | None:
    if key is None or isinstance(key, Character):
        return key
    return character(key)


def _level(key: Skill | str) -> Skill:
    return key if isinstance(key, Skill) else level(key)
