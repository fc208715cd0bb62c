"""Computer players at a pub table: the named characters at a difficulty level, and two baselines.

Each follows the public player protocol (`seating.Player`): it is asked for its action with
`decide(view)` whenever the table waits on its seat (its turn, or the offer to keep a blind hand
won unseen), and decides from that `DecisionView` alone, with its own `random.Random`, so a seed
replays its every decision.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from casino_brag.engine.ai.bastard.policy import choose_board
from casino_brag.engine.ai.characters import Character, character
from casino_brag.engine.ai.difficulty import Skill, level
from casino_brag.engine.ai.face_up import face_up_choice
from casino_brag.engine.ai.lending import lend_or_show
from casino_brag.engine.ai.poker.policy import choose_poker
from casino_brag.engine.ai.policy import HandPlan, choose, make_plan
from casino_brag.engine.ai.seating import Player, rng_of
from casino_brag.engine.ai.seven.policy import choose_arrangement
from casino_brag.engine.ai.showdown_vote import vote
from casino_brag.engine.ai.single.policy import choose_single
from casino_brag.engine.ai.style import STEADY, Style
from casino_brag.engine.ai.threestake.draw import choose_draw
from casino_brag.engine.ai.view import DecisionView
from casino_brag.engine.pub.actions import Action

__all__ = ["CallingStation", "ComputerPlayer", "Player", "RandomPlayer"]


class ComputerPlayer:
    """A computer opponent: a style (a named character or the steady default) at a skill level.

    `ComputerPlayer(seat, players, character="prof", level="hard", rng=7)`. `players` is the
    number of seats at the table. Only a level that keeps count follows the pack's history.
    `counter=False` makes the Expert play the solved equilibrium rather than its counter-strategy
    to the pub's play (how that play is modelled).
    """

    def __init__(
        self,
        seat: int,
        players: int,
        character: Character | str | None = None,
        level: Skill | str = "normal",
        rng: int | random.Random | None = None,
        counter: bool = True,
    ) -> None:
        self.seat = seat
        self.counter = counter
        """At Expert, play the counter-strategy to the pub's play against a player who plays like
        the pub (else the equilibrium itself, always)."""
        self._recognition: Callable[[DecisionView], float] | None = None
        self.character = _character(character)
        self.style: Style = self.character.style if self.character is not None else STEADY
        self.skill: Skill = _level(level)
        self.rng = rng_of(rng)
        self.players = players
        self.follows_pack = self.skill.card_memory
        self._plan: HandPlan | None = None
        name = self.character.id if self.character is not None else "steady"
        self.label = f"{name}:{self.skill.name}"

    @property
    def name(self) -> str:
        """The name shown at the table."""
        return self.character.name if self.character is not None else self.skill.name.capitalize()

    def decide(self, view: DecisionView) -> Action:
        """The decision from what the seat may know."""
        if view.draw is not None:  # Three-Stake Brag's draw towards 31
            return choose_draw(view.draw, self.skill, self.rng, self.style)
        if not view.offers:
            raise ValueError(f"seat {self.seat} has no decision to make")
        if view.offers[0].kind == "arrange":
            return choose_arrangement(view, self.skill, self.rng, self.style)
        if view.rules.variant == "single-stake":
            return choose_single(view, self.skill, self.rng, self.style.tilted(view.tilt))
        if view.offers[-1].kind == "show":  # the other player is short of chips: lend, or show
            return lend_or_show(view, self.style.tilted(view.tilt), self.skill)
        if view.poker is not None:  # 3 Card Brag Poker: fixed-limit betting and the draw
            return choose_poker(view, self.skill, self.rng, self.style)
        if self.skill.solved:
            return self._expert(view)
        return self._judged(view)

    def _expert(self, view: DecisionView) -> Action:
        """Heads-up Three-Card Brag from the solved strategy where it applies (else as Hard); a hand
        the pack's memory shows beaten is folded."""
        from casino_brag.engine.ai.expert.standing import settled
        from casino_brag.engine.ai.expert.strategy import applies, choose_solved  # numpy, loaded only for Expert

        if self.counter and self._recognition is None:
            from casino_brag.engine.ai.expert.recognise import Recognition

            self._recognition = Recognition()
        action = choose_solved(view, self.rng, self._recognition)
        if action is None:
            action = self._judged(view)
        return settled(view, action) if applies(view) else action

    def _judged(self, view: DecisionView) -> Action:
        """The decision by judgement: the hand's chances, the reads and the pot."""
        if self._plan is None or self._plan.hand_number != view.hand_number:
            self._plan = make_plan(view, self.style, self.skill, self.rng)
        voted = vote(view, self.style.tilted(view.tilt), self.skill, self.rng) if view.rules.agreed_showdown else None
        if voted is not None:
            return voted
        looked = face_up_choice(view, self.style) if view.face_up is not None else None
        if looked is not None:
            return looked
        decide = choose if view.board is None else choose_board
        return decide(view, self.style, self.skill, self._plan, self.rng)


class CallingStation:
    """A baseline that never folds and never looks: it bets the least it may, blind, and sees
    whenever it can; short of chips it covers. It keeps a blind hand it has won."""

    label = "calling-station"

    def __init__(self, seat: int, players: int = 2, rng: int | random.Random | None = None) -> None:
        self.seat = seat

    def decide(self, view: DecisionView) -> Action:
        offers = {a.kind: a for a in view.offers}
        if "arrange" in offers:  # no betting to call: the cards as dealt
            return offers["arrange"]
        if "stand" in offers:  # drawing towards 31: stand on the cards dealt
            return offers["stand"]
        if "call" in offers or "check" in offers:  # 3 Card Brag Poker: call or check, blind
            return offers.get("call") or offers["check"]
        if "discard" in offers and not offers["discard"].cards and "look" in offers:  # its draw: stand pat
            return offers["discard"]
        if "keep" in offers:
            return offers["keep"]
        if "agree" in offers:
            return offers["refuse"]  # it would rather keep betting
        if "show" in offers:
            return offers.get("lend") or offers["show"]  # lend or show: it lends whenever it can
        if "see" in offers:
            return offers["see"]
        bet = offers.get("bet")
        if bet is not None and bet.min is not None:
            return Action.bet(bet.min)
        return offers.get("cover") or Action.fold()


class RandomPlayer:
    """A baseline that picks uniformly among the legal actions (a bet of a uniform amount)."""

    label = "random"

    def __init__(self, seat: int, players: int = 2, rng: int | random.Random | None = None) -> None:
        self.seat = seat
        self.rng = rng_of(rng)

    def decide(self, view: DecisionView) -> Action:
        offer = self.rng.choice(view.offers)
        if offer.kind == "bet" and offer.min is not None and offer.max is not None:
            return Action.bet(self.rng.randint(offer.min, offer.max))
        return offer


def _character(key: Character | str | None) -> Character | None:
    if key is None or isinstance(key, Character):
        return key
    return character(key)


def _level(key: Skill | str) -> Skill:
    return key if isinstance(key, Skill) else level(key)
