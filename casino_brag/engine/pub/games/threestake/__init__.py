"""Three-Stake Brag: three equal stakes in three pools, won by the best face-up card, by the brag
(a betting round and the best three-card hand), and by the hand nearest 31 after drawing."""

from casino_brag.engine.pub.games.threestake.game import GAMES

__all__ = ["GAMES"]
