"""The words of the Statistics screen's page of your Pub Brag record game by game.

Part of the one catalog in `text.py` (merged into its `ENGLISH`), kept in its own module only
for size.
"""

from __future__ import annotations

STATS_ENGLISH: dict[str, str] = {
    "stats.by_game": "By game",
    "stats.by_game.title": "Pub Brag by game",
    "stats.by_game.game": "Game",
    "stats.by_game.sessions": "Sessions",
    "stats.by_game.hands": "Hands",
    "stats.by_game.won": "Hands won",
    "stats.by_game.net": "Net chips",
    "stats.by_game.per_hand": "Net per hand",
    "stats.by_game.empty": (
        "No Pub Brag session has finished yet. Play one from the menu, and your record at each game appears here."
    ),
    "stats.by_game.note": "Finished sessions only: a session you left counts once it ends.",
}
