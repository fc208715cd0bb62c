"""What a seat knows of a Bastard Brag board: the community cards and the betting round.

`BoardView` is the part of a `DecisionView` only Bastard Brag has: the community cards face up,
how many are still to come, the betting round, how this round's betting has gone, and the face-down
community cards a player who follows the unshuffled pack knows (`known`, from `PackMemory`).
Everything in it is public, except `known`, which comes from this seat's own memory.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from casino_brag.engine.ai.knowledge import SeatKnowledge
from casino_brag.engine.ai.odds import card_mask
from casino_brag.engine.cards import Card
from casino_brag.engine.pub.events import BetPlaced, BettingRoundStarted, Covered, Folded, Saw

if TYPE_CHECKING:
    from casino_brag.engine.pub.table import Table


@dataclass(frozen=True)
class BoardView:
    """The board and the betting round as one seat sees them.

    - `cards`: the community cards face up, in the order turned; `size`: how many the hand deals.
    - `round`: the betting round, from 1 (nothing turned) to `rounds`.
    - `known`: the mask of face-down community cards this seat knows from the pack's history.
    - `round_stake`: the stake this round began at; `round_turns`: betting decisions made in it;
      `last_raiser`: who last raised the stake in it (None: nobody yet).
    """

    cards: tuple[Card, ...]
    size: int
    round: int
    rounds: int
    known: int
    round_stake: int
    round_turns: int
    last_raiser: int | None

    @property
    def mask(self) -> int:
        """The community cards face up, as a mask."""
        return card_mask(self.cards)

    @property
    def unseen(self) -> int:
        """Community cards still face down."""
        return self.size - len(self.cards)

    @property
    def rounds_left(self) -> int:
        """Betting rounds still to come after this one."""
        return self.rounds - self.round

    @property
    def last_round(self) -> bool:
        return self.round >= self.rounds


def board_view(table: Table, knowledge: SeatKnowledge) -> BoardView:
    """The board as `knowledge`'s seat sees it now (public table state and that seat's memory)."""
    face_up = table.community_cards
    stake, turns, raiser = 0, 0, None
    for event in reversed(table.events_since(table.hand_start)):
        kind = type(event)
        if kind is BettingRoundStarted:
            assert isinstance(event, BettingRoundStarted)
            stake = event.stake
            break
        if kind is BetPlaced:
            assert isinstance(event, BetPlaced)
            turns += 1
            if event.raised and raiser is None:
                raiser = event.seat
        elif kind is Folded or kind is Saw or kind is Covered:
            turns += 1
    known = knowledge.board_known() & ~card_mask(face_up)
    return BoardView(
        face_up, table.community_size, table.betting_round, table.betting_rounds, known, stake, turns, raiser
    )
