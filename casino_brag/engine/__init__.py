"""The rulebook and the bank: pure Python, no pygame and no I/O of its own.

Everything here is deterministic given a `random.Random`, so a seed replays a game exactly.
"""

from casino_brag.engine.cards import FULL_DECK, Card, Deck, Rank, Suit, cards_text, parse_cards
from casino_brag.engine.errors import BragError, IllegalAction
from casino_brag.engine.hands import BASTARD, STANDARD, BestHand, Category, HandValue, Ranking, best_hand, evaluate

__all__ = [
    "BASTARD",
    "FULL_DECK",
    "STANDARD",
    "BestHand",
    "BragError",
    "Card",
    "Category",
    "Deck",
    "HandValue",
    "IllegalAction",
    "Rank",
    "Ranking",
    "Suit",
    "best_hand",
    "cards_text",
    "evaluate",
    "parse_cards",
]
