"""Seven-Card Brag (Stud Brag) and its larger siblings, Nine- and Thirteen-Card Brag: no betting,
each player arranges the cards dealt into ordered hands of three, and only a player who wins every
comparison takes the pot; otherwise it carries to the next deal."""

from casino_brag.engine.pub.games.seven.game import GAMES

__all__ = ["GAMES"]
