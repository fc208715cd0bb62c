"""The pub table's header above the table talk: which hand of how many, the stake, and the game.

The stake stands at the right of the hand's line, so the game's line has the header's whole
width. A long game's name gives way first to its short name (without its rule), then, in seeded
practice, the note that the deals are seeded to the word "practice", so it never crowds the
stake or is cut short, in any language.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from casino_brag.ui.core import footprint, theme
from casino_brag.ui.core.text import chips, tr
from casino_brag.ui.pub import layout as L
from casino_brag.ui.pub.dealers_choice import chosen_game_line, game_words
from casino_brag.ui.pub.poker.words import blinds_line

if TYPE_CHECKING:
    from casino_brag.engine.pub.table import Table

GAME_Y = 42
"""The top of the game's line, under the hand's."""


def draw_header(surface: pygame.Surface, title: str, table: Table, practice: bool, names: Sequence[str]) -> None:
    """The header of any pub table: `title` (which hand of how many), the stake, and the game
    (with `practice`, that the deals are seeded); `names` are the players as the window shows them."""
    x, right = L.LOG_RECT.x + 2, L.LOG_RECT.right
    shown = theme.blit_text(surface, title, (x, 16), theme.BODY, theme.GOLD, shadow=True)
    ante = tr("pub.ante_line", ante=chips(table.rules.ante)) if table.rules.ante else tr("pub.no_ante")
    ante = blinds_line(table) or ante
    _fitted(surface, ante, (right, shown.centery), right - shown.right - 12, "midright")
    width = right - x
    _fitted(surface, game_line(table, practice, width, names), (x, GAME_Y), width, "topleft")


def _fitted(surface: pygame.Surface, words: str, at: tuple[int, int], width: int, anchor: str) -> None:
    """A line of the header, fitted; the layout check hears of any cut short with dots."""
    shown = theme.blit_fitted(surface, words, at, width, theme.TINY, theme.MUTED, anchor=anchor)
    if theme.fit(words, theme.TINY, width)[0] != words:
        footprint.mark("cut", shown, words)


def hand_title(number: int, limit: int | None) -> str:
    """Which hand of how many (none yet before the first deal)."""
    if not number:
        return tr("pub.hand_none")
    return tr("pub.hand_of_open", number=number) if limit is None else tr("pub.hand_of", number=number, total=limit)


def game_line(table: Table, practice: bool, width: int, names: Sequence[str]) -> str:
    """The game played (and, in seeded `practice`, that it is practice), the longest telling that
    fits `width` pixels at the header's type; whose choice it was is told by `names`."""
    variant = table.rules.variant
    font = theme.font(theme.TINY)
    notes = ["pub.practice", "header.practice_short"] if practice else []
    if table.rules.dealers_choice:  # the game now, and whose choice it was: the note keeps to its room
        told = [(chosen_game_line(table.events, names, width - _note_width(n) - 2), n) for n in notes or [""]]
        told.sort(key=lambda t: -len(t[0] or ""))  # the most of the choice, the longer note first
        lines = [tr(note, game=chosen) if note else chosen for chosen, note in told if chosen]
        if lines:
            return next((line for line in lines if font.size(line)[0] <= width), lines[-1])
    names = [tr(f"pub.variant.{variant.replace('-', '_')}"), game_words(variant)]
    tellings = [tr(n, game=name) for n in notes for name in names] if notes else names
    return next((line for line in tellings if font.size(line)[0] <= width), tellings[-1])


def _note_width(note: str) -> int:
    return theme.font(theme.TINY).size(tr(note, game=""))[0] if note else 0
