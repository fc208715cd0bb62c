"""Computer opponents for Pub Brag: honest seat views, hand strength, decisions and characters.

Start with `ComputerPlayer` (a character at a difficulty level, deciding from a `DecisionView`
that holds only what its seat may know), `CHARACTERS` and `LEVELS`. `odds` and `strength` have
the exact hand-strength tables, `bastard/` the community-card logic of Bastard Brag (its chances
given the board, its view and its betting), and `tournament` plays computer-only sessions to
measure them.
"""

from casino_brag.engine.ai.bastard.strength import BoardChances, board_chances
from casino_brag.engine.ai.characters import CHARACTERS, Character, character
from casino_brag.engine.ai.difficulty import LEVELS, Skill, level
from casino_brag.engine.ai.odds import Odds, StrengthModel
from casino_brag.engine.ai.player import CallingStation, ComputerPlayer, Player, RandomPlayer
from casino_brag.engine.ai.strength import strength_model, win_probability
from casino_brag.engine.ai.style import STEADY, Style
from casino_brag.engine.ai.view import DecisionView, TableContext, decision_view

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
