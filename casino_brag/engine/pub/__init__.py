"""Pub Brag: the traditional table for 2–8 players, its house rules and the games played at it.

Start with `Table` (the state machine), `Action` (what a player may do) and `HouseRules`. The
table runs what every game shares (antes, the no-shuffle pack, blind and open betting, seeing,
covering, pots, events and replay); `games` holds each Brag game behind one interface.
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
