"""The named computer opponents: who they are, how they look in one line, and how they play.

The ids are shared with the portrait art (`sprites/portraits/<id>.png`). Each character is a
`Style`; any of them can be played at any difficulty level.
"""

from __future__ import annotations

from dataclasses import dataclass

from casino_brag.engine.ai.style import Style


@dataclass(frozen=True)
class Character:
    """A named opponent: `id` for files and settings, `name` and `description` for the table."""

    id: str
    name: str
    description: str
    style: Style


CHARACTERS: tuple[Character, ...] = (
    Character(
        "edna",
        "Edna",
        "A tight pensioner: plays only strong hands, rarely bluffs and never bets blind.",
        Style(
            tightness=0.85,
            aggression=0.3,
            blind=0.0,
            bluff=0.02,
            tilt=0.0,
            slowplay=0.2,
            see=0.55,
            stake=0.3,
            stubborn=0.0,
        ),
    ),
    Character(
        "ray",
        "Reckless Ray",
        "Loves playing blind, raises blind and hates to fold.",
        Style(
            tightness=0.2,
            aggression=0.65,
            blind=0.95,
            bluff=0.25,
            tilt=0.2,
            slowplay=0.05,
            see=0.2,
            stake=0.7,
            stubborn=0.6,
        ),
    ),
    Character(
        "prof",
        "The Professor",
        "A calculating regular who plays the odds and the pot odds precisely.",
        Style(
            tightness=0.5,
            aggression=0.5,
            blind=0.35,
            bluff=0.12,
            tilt=0.0,
            slowplay=0.35,
            see=0.5,
            stake=0.5,
            stubborn=0.0,
        ),
    ),
    Character(
        "bill",
        "Bluffing Bill",
        "Bluffs often, and gets wilder every time he loses.",
        Style(
            tightness=0.4,
            aggression=0.65,
            blind=0.3,
            bluff=0.5,
            tilt=0.9,
            slowplay=0.1,
            see=0.3,
            stake=0.6,
            stubborn=0.2,
        ),
    ),
    Character(
        "nell",
        "Nervous Nell",
        "A cautious beginner: folds easily, sees early and bets small.",
        Style(
            tightness=0.75,
            aggression=0.1,
            blind=0.1,
            bluff=0.03,
            tilt=0.3,
            slowplay=0.0,
            see=0.95,
            stake=0.05,
            stubborn=0.0,
        ),
    ),
    Character(
        "sid",
        "Stony Sid",
        "A rock: solid and patient, slow-plays his prials and sets traps.",
        Style(
            tightness=0.7,
            aggression=0.4,
            blind=0.2,
            bluff=0.06,
            tilt=0.0,
            slowplay=0.9,
            see=0.35,
            stake=0.5,
            stubborn=0.1,
        ),
    ),
    Character(
        "maggie",
        "Mad Maggie",
        "A maniac: raises hard, bets big and piles on blind pressure.",
        Style(
            tightness=0.2,
            aggression=0.95,
            blind=0.65,
            bluff=0.35,
            tilt=0.3,
            slowplay=0.0,
            see=0.15,
            stake=0.95,
            stubborn=0.4,
        ),
    ),
    Character(
        "lou",
        "Lucky Lou",
        "A superstitious optimist: stays in too long, chases and sees often.",
        Style(
            tightness=0.1,
            aggression=0.3,
            blind=0.4,
            bluff=0.1,
            tilt=0.1,
            slowplay=0.1,
            see=0.8,
            stake=0.35,
            stubborn=0.8,
        ),
    ),
)

_BY_ID = {c.id: c for c in CHARACTERS}


def character(key: str) -> Character:
    """A character by id ("ray") or display name ("Reckless Ray"), ignoring case."""
    wanted = key.strip().lower()
    found = _BY_ID.get(wanted) or next((c for c in CHARACTERS if c.name.lower() == wanted), None)
    if found is None:
        known = ", ".join(c.id for c in CHARACTERS)
        raise KeyError(f"no character {key!r} (choose from {known})")
    return found
