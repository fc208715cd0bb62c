"""Single-Stake Brag with braggers, the old books' game: A♦ J♣ 9♦ wild, prials and pairs only, the
dealer's stake met or dropped round the table, raises equalised by everyone still in."""

from casino_brag.engine.pub.games.single.game import GAMES

__all__ = ["GAMES"]
