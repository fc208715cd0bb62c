"""Pub Brag: the traditional game for 2–8 players, with house rules and Four- and Five-Card Brag.

Start with `Table` (the state machine), `Action` (what a player may do) and `HouseRules`.
"""

from casino_brag.engine.pub.actions import Action, HandName
from casino_brag.engine.pub.events import Event, Visibility
from casino_brag.engine.pub.replay import ReplayError, replay, session_record, table_from_record
from casino_brag.engine.pub.results import HandResult, PotAward, ShownHand, Standing
from casino_brag.engine.pub.rules import SWITCHES, HouseRules, HouseRulesError
from casino_brag.engine.pub.table import Table
from casino_brag.engine.pub.view import SeatView

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
