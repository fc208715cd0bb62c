"""Pub Brag: the traditional game for 2–8 players, with house rules and Four- and Five-Card Brag.

Start with `Table` (the state machine), `Action` (what a player may do) and `HouseRules`.
"""

from .actions import Action, HandName
from .events import Event, Visibility
from .replay import ReplayError, replay, session_record, table_from_record
from .results import HandResult, PotAward, ShownHand, Standing
from .rules import SWITCHES, HouseRules, HouseRulesError
from .table import Table
from .view import SeatView

__all__ = [
    "SWITCHES",
    "Action",
    "Event",
    "HandName",
    "HandResult",
    "HouseRules",
    "HouseRulesError",
    "PotAward",
    "ReplayError",
    "SeatView",
    "ShownHand",
    "Standing",
    "Table",
    "Visibility",
    "replay",
    "session_record",
    "table_from_record",
]
