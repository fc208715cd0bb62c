"""3 Card Brag Poker: blinds, fixed-limit betting with equalised calls, a draw of 0 to 3 cards,
and a second betting round at double the bet size."""

from casino_brag.engine.pub.games.poker.game import GAMES

__all__ = ["GAMES"]
