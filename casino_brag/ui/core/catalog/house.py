"""English text of the traditional game's newer house rules: jokers, the kept hand shown face up."""

from __future__ import annotations

HOUSE_ENGLISH: dict[str, str] = {
    "card.joker": "the joker",
    "pub.rule.wild.jokers": "Two jokers",
    "pub.rule.wild.jokers.help": "Two jokers join the pack, 54 cards, and are wild; fewer wilds win ties.",
    "rules.house.jokers": (
        "Jokers: two jokers join the pack, which then holds 54 cards, and each stands for any card. A hand's "
        "name says what its jokers became, and of two hands otherwise equal the one with fewer jokers wins."
    ),
    "log.face_up": "{name}'s new hand lies face up: {hand}. The others look; who can't beat it folds",
    "log.face_up.you": "Your new hand lies face up: {hand}. The others look; who can't beat it folds",
    "log.face_up.beaten": "The face-up hand goes under the pack, and the betting goes on",
    "log.face_up.unbeaten": "Nobody can beat it: {name} takes the antes",
    "log.face_up.unbeaten.you": "Nobody can beat it: you take the antes",
    "rules.house.face_up": (
        "Kept hand shown: whoever keeps a blind hand is dealt the next hand face up. The others must look, "
        "and whoever cannot beat the face-up hand folds. If all fold, the blind player takes the antes and "
        "may keep the blind hand again; otherwise the face-up hand goes and the betting goes on."
    ),
}

HOUSE_PARAGRAPHS: tuple[tuple[str, ...], ...] = (("rules.house.jokers",), ("rules.house.face_up",))
"""The Rules screen's paragraphs on these house rules, under each column of its House rules page."""
