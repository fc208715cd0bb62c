"""Your Pub Brag record game by game (Three-Card Brag, Bastard Brag, 3 Card Brag Poker, ...),
read from the finished sessions' results, so the Statistics screen and `casino-brag stats` can
say where your chips were won and lost. Read-only: a save of any age gives the same figures."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from casino_brag.engine.pub.games import game_names
from casino_brag.save.pub_book import finished_results
from casino_brag.save.store import Store


@dataclass(frozen=True)
class GameRecord:
    """Your figures at one game over its finished sessions: hands dealt to you, pots won and
    your net result in chips."""

    variant: str
    sessions: int = 0
    hands: int = 0
    won: int = 0
    net: int = 0

    @property
    def net_per_hand(self) -> Fraction | None:
        return Fraction(self.net, self.hands) if self.hands else None

    def as_json(self) -> dict[str, Any]:
        per_hand = self.net_per_hand
        return {
            "variant": self.variant,
            "sessions": self.sessions,
            "hands": self.hands,
            "won": self.won,
            "net": self.net,
            "net_per_hand": None if per_hand is None else round(float(per_hand), 4),
        }


def records_by_game(store: Store) -> list[GameRecord]:
    """One record for each game you have finished a session of, in the games' own order (a game
    this version does not know comes last, by name)."""
    totals: dict[str, list[int]] = {}
    for variant, result in finished_results(store):
        figures = totals.setdefault(variant, [0, 0, 0, 0])
        figures[0] += 1
        for index, name in enumerate(("hands", "won", "net"), start=1):
            value = result.get(name, 0)
            figures[index] += value if isinstance(value, int) and not isinstance(value, bool) else 0
    known = game_names()
    order = sorted(totals, key=lambda v: (known.index(v) if v in known else len(known), v))
    return [GameRecord(v, *totals[v]) for v in order]
