"""The pub trainer's record: one finished entry per hand in the sessions table (game
"pub_trainer"), with the hand's graded decisions, how many were right, their cost in chips and
the decisions that lay outside the solved game. Practice chips only: the bankroll never moves.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from casino_brag.save.store import Store

GAME = "pub_trainer"
FORMAT = "1"


def record_hand(store: Store, decisions: int, right: int, cost: float, ungraded: int, net: int) -> None:
    """Keep one trainer hand's grades."""
    session = store.begin_session(GAME, {"format": FORMAT})
    store.end_session(
        session,
        {"decisions": decisions, "right": right, "cost": round(cost, 4), "ungraded": ungraded, "net": net},
    )


@dataclass(frozen=True)
class TrainedHand:
    decisions: int
    right: int
    cost: float
    ungraded: int


@dataclass(frozen=True)
class TrainerRecord:
    """Every trainer hand kept, oldest first."""

    hands: tuple[TrainedHand, ...]

    @property
    def decisions(self) -> int:
        return sum(h.decisions for h in self.hands)

    @property
    def right(self) -> int:
        return sum(h.right for h in self.hands)

    @property
    def cost(self) -> float:
        return sum(h.cost for h in self.hands)

    @property
    def ungraded(self) -> int:
        return sum(h.ungraded for h in self.hands)

    @property
    def accuracy(self) -> float | None:
        return self.right / self.decisions if self.decisions else None

    @property
    def cost_per_hand(self) -> float | None:
        return self.cost / len(self.hands) if self.hands else None

    def running_accuracy(self) -> list[int]:
        """The accuracy so far after each hand with a graded decision, in whole percent."""
        out, right, total = [], 0, 0
        for hand in self.hands:
            right, total = right + hand.right, total + hand.decisions
            if hand.decisions:
                out.append(round(100 * right / total))
        return out


def _whole(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def trainer_record(store: Store) -> TrainerRecord:
    """The kept trainer hands (a field that cannot be read counts as nothing)."""
    hands = []
    for saved in reversed(store.sessions(GAME, limit=100_000)):
        result = saved["result"]
        cost = result.get("cost")
        hands.append(
            TrainedHand(
                _whole(result.get("decisions")),
                _whole(result.get("right")),
                float(cost) if isinstance(cost, int | float) and not isinstance(cost, bool) and cost >= 0 else 0.0,
                _whole(result.get("ungraded")),
            )
        )
    return TrainerRecord(tuple(hands))
