"""The Brag games a pub table can play, each behind the one interface in `base` (`Game`).

`classic` holds traditional Brag (Three-, Four- and Five-Card), `bastard` Bastard Brag. Every
module of this package that lists games in `GAMES` is found here, so a new game is a new module
(with its rules page and its computer policy) and nothing else changes.
"""

from __future__ import annotations

import pkgutil
from functools import cache
from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from casino_brag.engine.pub.games.base import Game
    from casino_brag.engine.pub.rules import HouseRules


@cache
def catalogue() -> dict[str, type[Game]]:
    """Every game by its `variant` name, in the order of their modules (traditional Brag first)."""
    found: dict[str, type[Game]] = {}
    for module in sorted(pkgutil.iter_modules(__path__), key=lambda m: (m.name != "classic", m.name)):
        if module.name == "base":
            continue
        for game in getattr(import_module(f"{__name__}.{module.name}"), "GAMES", ()):
            if game.name in found:
                raise ValueError(f"two games are called {game.name!r}")
            found[game.name] = game
    return found


def game_names() -> tuple[str, ...]:
    """The values the `variant` house rule may take."""
    return tuple(catalogue())


def game_class(name: str) -> type[Game]:
    """The game called `name`; a KeyError names it when there is none."""
    return catalogue()[name]


def game_for(rules: HouseRules) -> Game:
    """The game a table plays under `rules`."""
    return game_class(rules.variant)(rules)
