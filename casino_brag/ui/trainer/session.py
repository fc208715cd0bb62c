"""The pub trainer's game, without drawing: you against the Expert heads-up at Three-Card Brag,
with practice chips, every decision of yours valued and graded from the solved strategy.

The Expert thinks on the main thread: heads-up it plays from the strategy's table, which takes
a fraction of a millisecond. The pack is shuffled every hand, so no one plays from the pack's
memory and every decision stays within what the strategy knows.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from casino_brag.engine.ai.expert.coach import Grade, advise, grade
from casino_brag.engine.ai.expert.values import Spot
from casino_brag.engine.ai.player import ComputerPlayer
from casino_brag.engine.ai.seating import Seat, seat_players
from casino_brag.engine.ai.view import DecisionView
from casino_brag.engine.pub import Action, HouseRules, Table

YOU, EXPERT = 0, 1
STACK = 200
"""Practice chips for each player; both stacks are renewed when one falls below `LOW`."""
LOW = 60
RULES = HouseRules(ante=1, min_first_bet=1, max_stake=16, shuffle="every-hand")
"""The abstraction's table: ante 1, least first bet 1, the stake capped at 16."""


class _Nobody:
    """The seat you sit in: its knowledge gives your view; it never decides."""

    label = "you"

    def decide(self, view: DecisionView) -> Action:
        raise RuntimeError("the player decides at the window")


@dataclass(frozen=True)
class HandGrades:
    """A finished hand's grades, as the statistics keep them."""

    decisions: int
    right: int
    cost: float
    ungraded: int
    net: int


class TrainerGame:
    """One visit to the trainer: a table of two, dealt hand by hand."""

    def __init__(self, names: tuple[str, str], seed: int | None = None) -> None:
        self.names = names
        self.rng = random.Random(seed)
        self.grades: list[Grade] = []
        self._advice: tuple[int, Spot | None] | None = None
        self.table = self._new_table()
        self.started_with = STACK

    def _new_table(self) -> Table:
        self.seats: list[Seat] = seat_players(
            [_Nobody(), ComputerPlayer(EXPERT, 2, level="expert", rng=self.rng.randrange(2**32))]
        )
        return Table(list(self.names), STACK, RULES, seed=self.rng.randrange(2**32), dealer=EXPERT)

    def close(self) -> None:
        """Nothing to stop: the Expert thinks on the main thread (a table's game closes its worker)."""

    # -- the hand ---------------------------------------------------------------------------------

    def deal(self, hands: dict[int, str] | None = None) -> None:
        """Deal the next hand (new stacks first if either ran low), then let the Expert act."""
        if min(self.table.chips) < LOW and self.table.retain_offer is None:
            self.table = self._new_table()
        self.started_with = self.table.chips[YOU]
        self.grades = []
        self.table.start_hand(hands)
        self.run()

    def run(self) -> None:
        """The Expert's moves until it is your turn or the hand is over."""
        table = self.table
        while (not table.hand_over and table.to_act == EXPERT) or (table.hand_over and table.retain_offer == EXPERT):
            table.apply(self.seats[EXPERT].decide(table))

    @property
    def dealt(self) -> bool:
        return self.table.hand_number > 0

    @property
    def your_turn(self) -> bool:
        table = self.table
        return (not table.hand_over and table.to_act == YOU) or (table.hand_over and table.retain_offer == YOU)

    def view(self) -> DecisionView:
        return self.seats[YOU].view(self.table)

    def advice(self) -> Spot | None:
        """The figures for your decision now (worked out once per decision)."""
        at = len(self.table.events)
        if self._advice is None or self._advice[0] != at:
            self._advice = (at, advise(self.view()) if self.your_turn and not self.table.hand_over else None)
        return self._advice[1]

    def act(self, action: Action) -> None:
        """Your action: graded (a keep between hands is not a betting decision), applied, and
        answered by the Expert."""
        if not self.table.hand_over:
            self.grades.append(grade(self.view(), action, self.advice()))
        self.table.apply(action)
        self.run()

    def summary(self) -> HandGrades:
        graded = [g for g in self.grades if g.graded]
        return HandGrades(
            decisions=len(graded),
            right=sum(g.right for g in graded),
            cost=round(sum(g.cost for g in graded), 4),
            ungraded=len(self.grades) - len(graded),
            net=self.table.chips[YOU] - self.started_with,
        )

    # -- your choices -----------------------------------------------------------------------------

    def choices(self) -> list[tuple[str, Action]]:
        """What you may do now, by name: "look", "look_old", "fold", "bet", "raise", "see",
        "cover", "keep" (the hand looked at, or a blind hand won unseen), each with its action."""
        if not self.your_turn:
            return []
        out: list[tuple[str, Action]] = []
        for offer in self.table.offers:
            if offer.kind == "look":
                out.append(("look_old" if offer.hand == "retained" else "look", Action.look(offer.hand)))
            elif offer.kind == "bet" and offer.min is not None and offer.max is not None:
                out.append(("bet", Action.bet(offer.min)))
                if 2 * offer.min <= offer.max:  # one step up, as the abstraction raises
                    out.append(("raise", Action.bet(2 * offer.min)))
            elif offer.kind in ("fold", "see", "cover"):
                out.append((offer.kind, Action(offer.kind, hand=offer.hand)))
            elif offer.kind == "keep" and not any(name == "keep" for name, _ in out):
                out.append(("keep", Action.keep(offer.hand)))
        return out
