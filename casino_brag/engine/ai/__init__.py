"""Computer opponents for Pub Brag: honest seat views, hand strength, decisions and characters.

Start with `ComputerPlayer` (a character at a difficulty level, deciding from a `DecisionView`
that holds only what its seat may know), `CHARACTERS` and `LEVELS`. `strength` has the exact
hand-strength tables (`bastard_strength` the Bastard Brag chances given the board), and
`tournament` plays computer-only sessions to measure them.
"""

from .bastard_strength import BoardChances, board_chances
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
    "BoardChances",
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
    "board_chances",
    "character",
    "decision_view",
    "level",
    "strength_model",
    "win_probability",
]
