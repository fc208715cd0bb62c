"""The words of coming back to a Pub Brag session after leaving a hand in the middle.

Part of the one catalog in `text.py` (merged into its `ENGLISH`), kept in its own module only
for size.
"""

from __future__ import annotations

FINISH_ENGLISH: dict[str, str] = {
    "away.title": "While you were away",
    "away.intro": "You folded and left hand {number}; it was played out without you.",
    "away.pot": "{name} won the pot of {amount} with {hand}.",
    "away.pot.you": "You won the pot of {amount} with {hand}.",
    "away.pot.unseen": "{name} won the pot of {amount}: everyone else folded.",
    "away.pot.unseen.you": "You won the pot of {amount}: everyone else folded.",
    "away.pot.plain": "{name} won the pot of {amount}.",
    "away.pot.plain.you": "You won the pot of {amount}.",
    "away.side.plain": "{name} won pot {number} ({amount}).",
    "away.side.plain.you": "You won pot {number} ({amount}).",
    "away.side": "{name} won pot {number} ({amount}) with {hand}.",
    "away.side.you": "You won pot {number} ({amount}) with {hand}.",
    "away.side.unseen": "{name} won pot {number} ({amount}) unseen.",
    "away.side.unseen.you": "You won pot {number} ({amount}) unseen.",
    "away.carried": "Nobody took the pot: {amount} stays in it for the next deal.",
    "away.chips": "Your chips at the table: {chips}.",
}
