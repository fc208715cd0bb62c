"""Computer opponents for Pub Brag: honest seat views, hand strength, decisions and characters.

Start with `ComputerPlayer` (a character at a difficulty level, deciding from a `DecisionView`
that holds only what its seat may know), `CHARACTERS` and `LEVELS`. `strength` has the exact
hand-strength tables, and `tournament` plays computer-only sessions to measure them.
"""

from .characters import CHARACTERS, Character, character
from .difficulty import LEVELS, Skill, level
from .player import CallingStation, ComputerPlayer, Player, RandomPlayer
from .strength import Odds, StrengthModel, strength_model, win_probability
from .style import STEADY, Style
from .view import DecisionView, TableContext, decision_view

__all__ = [
    "CHARACTERS",
    "LEVELS",
    "STEADY",
    "CallingStation",
    "Character",
    "ComputerPlayer",
    "DecisionView",
    "Odds",
    "Player",
    "RandomPlayer",
    "Skill",
    "StrengthModel",
    "Style",
    "TableContext",
    "character",
    "decision_view",
    "level",
    "strength_model",
    "win_probability",
]
