"""The player's preferences, typed, with safe defaults for anything missing or malformed."""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from casino_brag.save.store import Store
from casino_brag.save.validate import chips

ANIMATION_SPEEDS = ("slow", "normal", "fast", "turbo")
FELTS = ("green", "blue", "red")
CHIP_VALUES = (1, 5, 25, 100, 500)

_DURATION_SCALE = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "turbo": 0.0}


@dataclass
class Prefs:
    sound: bool = True
    volume: float = 0.7
    ambience: float = 0.0
    """The room ambience's volume, 0…1 (times the master volume); 0 is off."""
    music: float = 0.0
    """The table music's volume, 0…1 (times the master volume); 0 is off."""
    animation: str = "normal"
    four_colour: bool = False
    card_back: str = ""
    felt: str = "green"
    fullscreen: bool = False
    paytable: str = "standard"
    hints: bool = True
    chip: int = 5
    last_bets: dict[str, int] = field(default_factory=dict)
    tips_seen: list[str] = field(default_factory=list)

    @classmethod
    def load(cls, store: Store, defaulted: list[tuple[str, Any, Any]] | None = None) -> Prefs:
        """Read saved settings, keeping the default for any value of the wrong type or range;
        each of those is added to `defaulted` (name, saved value, value used), so the player can
        be told."""
        saved = store.settings()
        prefs = cls()
        for f in fields(cls):
            if f.name in saved:
                value = saved[f.name]
                default = getattr(prefs, f.name)
                if type(value) is type(default) or (isinstance(default, float) and type(value) is int):
                    setattr(prefs, f.name, value)
        for level in ("volume", "ambience", "music"):
            value = getattr(prefs, level)
            setattr(prefs, level, min(1.0, max(0.0, float(value))) if math.isfinite(value) else getattr(cls, level))
        if prefs.animation not in ANIMATION_SPEEDS:
            prefs.animation = "normal"
        if prefs.felt not in FELTS:
            prefs.felt = "green"
        if prefs.chip not in CHIP_VALUES:
            prefs.chip = 5
        prefs.last_bets = {k: v for k, v in prefs.last_bets.items() if chips(v) is not None}
        prefs.tips_seen = [t for t in prefs.tips_seen if isinstance(t, str)]
        if defaulted is not None:
            kept = asdict(prefs)
            defaulted.extend((k, v, kept[k]) for k, v in saved.items() if k in kept and kept[k] != v)
        return prefs

    def save(self, store: Store) -> None:
        store.save_settings(asdict(self))

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)

    @property
    def duration_scale(self) -> float:
        """Multiplies every animation's length: 0 makes them instant (turbo)."""
        return _DURATION_SCALE[self.animation]
