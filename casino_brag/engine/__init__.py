"""The rulebook and the bank: pure Python, no pygame and no I/O of its own.

Here live the pieces every game shares: `cards`, `hands` (the ranking), `wild`, `bestof` (the
best three of more cards), `errors` and `records`. Then one package per way to play: `casino`
(the house game and its exact analysis), `pub` (the pub table and its games) and `ai` (the
computer opponents). Everything is deterministic given a `random.Random`, so a seed replays a
game exactly.
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
