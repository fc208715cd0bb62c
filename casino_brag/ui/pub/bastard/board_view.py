"""Painting the middle of a Bastard Brag table: the pot above the board, the community cards
(turning over, and lit where a shown hand uses them), and under them the betting rounds as a
row of marks with the stake.

A plain function of the scene at its clock, like the pub table's `view`: it reads and never changes anything.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from casino_brag.ui.casino.session import break_into_chips
from casino_brag.ui.core import theme
from casino_brag.ui.core.assets import card_size
from casino_brag.ui.core.text import chips, tr
from casino_brag.ui.pub import layout as L
from casino_brag.ui.widgets import sprites

if TYPE_CHECKING:
    from casino_brag.ui.pub.table import PubTable

POT_CHIPS = 9
"""The most chips drawn in the pot's pile above the board (the amount is written beside it)."""
LIT_RISE = L.LIT_RISE


def draw_middle(surface: pygame.Surface, scene: PubTable) -> None:
    """The pot, the board and the betting rounds (the verdict banner is drawn by the pub table's `view`)."""
    t = scene.t
    figures = scene.show.figures(t)
    board = scene.show.board
    _draw_spots(surface, board.size)
    if figures.pot:
        _draw_pot(surface, scene, figures.pot)
    _draw_cards(surface, scene)
    mark = board.round_at(t)
    if mark is not None and figures.in_hand:
        _draw_rounds(surface, mark.round, mark.rounds)
        line = tr("pub.board.round", round=mark.round, rounds=mark.rounds)
        if figures.stake:
            line += "     " + tr("pub.stake", stake=chips(figures.stake), blind=chips(-(-figures.stake // 2)))
        theme.blit_text(
            surface, line, (L.BOARD_CENTER[0], L.BOARD_STAKE_Y), theme.SMALL, theme.CREAM, anchor="center", shadow=True
        )


def _draw_spots(surface: pygame.Surface, count: int) -> None:
    """Where the community cards go, printed on the felt."""
    surface.blit(_spots(count), L.board_rect(count).inflate(12, 12).topleft)


@lru_cache(maxsize=4)
def _spots(count: int) -> pygame.Surface:
    rect = L.board_rect(count)
    out = pygame.Surface(rect.inflate(12, 12).size, pygame.SRCALPHA)
    w, h = card_size(L.BOARD_CARD_W)
    for index in range(count):
        x, y = L.board_topleft(index, count)
        spot = pygame.Rect(x - rect.x + 6, y - rect.y + 6, w, h)
        pygame.draw.rect(out, (0, 0, 0, 40), spot, border_radius=7)
        pygame.draw.rect(out, (226, 186, 92, 70), spot, 1, border_radius=7)
    return out


def _draw_pot(surface: pygame.Surface, scene: PubTable, pot: int) -> None:
    x, y = L.BOARD_POT
    pile = sorted(break_into_chips(pot)[-POT_CHIPS:], reverse=True)
    sprites.draw_pile(surface, scene.app, pile, (x, y), 36)
    image = theme.text(tr("pub.pot", amount=chips(pot)), theme.SMALL, theme.CREAM)
    rect = image.get_rect(midleft=(x + 26, y - 6)).inflate(14, 6)
    surface.blit(theme.rounded(rect.size, rect.height // 2, (0, 0, 0, 170), (226, 186, 92, 140), 1), rect)
    surface.blit(image, image.get_rect(center=(rect.centerx, rect.centery + 1)))
    if len(scene.show.figures(scene.t).pots) > 1:
        _draw_side_pots(surface, scene, rect)


def _draw_side_pots(surface: pygame.Surface, scene: PubTable, beside: pygame.Rect) -> None:
    """With a player all in, each pot by itself, under the pot's amount."""
    parts = []
    for index, (amount, closer) in enumerate(scene.show.figures(scene.t).pots):
        if closer is not None:
            parts.append(tr("pub.pot.closed", number=index + 1, amount=chips(amount), name=scene.names[closer]))
        else:
            parts.append(tr("pub.pot.live", number=index + 1, amount=chips(amount)))
    theme.blit_text(
        surface,
        "   ".join(parts),
        (L.BOARD_CENTER[0], beside.bottom + 3),
        theme.TINY - 2,
        theme.CREAM,
        anchor="midtop",
        shadow=True,
    )


def _draw_cards(surface: pygame.Surface, scene: PubTable) -> None:
    t = scene.t
    board = scene.show.board
    lit = board.lit(t)
    w, h = card_size(L.BOARD_CARD_W)
    for sprite in board.present(t):
        x, y = sprite.place(t)
        y -= sprite.lift(t)
        width, face_up = sprite.turning(t)
        face = sprite.face if face_up else None
        settled = sprite.settled(t)
        on = settled and face is not None and face in lit
        if on:
            y -= LIT_RISE
            glow = _glow((w, h))
            surface.blit(glow, glow.get_rect(center=(round(x) + w // 2, round(y) + h // 2)))
        sprites.draw_card(
            surface,
            scene.app,
            face,
            (round(x), round(y)),
            width,
            lifted=not settled or width < 1,
            width=L.BOARD_CARD_W,
            group="board",
        )
        if on:
            pygame.draw.rect(surface, theme.GOLD, (round(x) - 2, round(y) - 2, w + 4, h + 4), 3, border_radius=8)
        elif lit and settled:
            surface.blit(theme.rounded((w, h), 7, (0, 0, 0, 120)), (round(x), round(y)))


@lru_cache(maxsize=4)
def _glow(size: tuple[int, int]) -> pygame.Surface:
    pad = 16
    glow = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(glow, (255, 214, 120, 150), glow.get_rect().inflate(-pad, -pad), border_radius=12)
    return pygame.transform.gaussian_blur(glow, 6)


def round_marks(rounds: int, count: int) -> list[tuple[int, int]]:
    """Where each betting round's mark sits under the board: the first (before any card is
    turned) left of the row, each later one under the card whose turning opens it."""
    w, _h = card_size(L.BOARD_CARD_W)
    left = L.board_rect(count).x
    marks = [(left - 22, L.BOARD_TRACK_Y)]
    for index in range(min(rounds - 1, count)):
        x, _y = L.board_topleft(index, count)
        marks.append((x + w // 2, L.BOARD_TRACK_Y))
    return marks


def _draw_rounds(surface: pygame.Surface, current: int, rounds: int) -> None:
    marks = round_marks(rounds, rounds - 1)
    if len(marks) > 1:
        pygame.draw.line(surface, (226, 186, 92, 120), marks[0], marks[-1], 2)
    for number, (x, y) in enumerate(marks, 1):
        if number == current:
            pygame.draw.circle(surface, (255, 226, 150), (x, y), 7)
            pygame.draw.circle(surface, theme.GOLD_DARK, (x, y), 7, 2)
        elif number < current:
            pygame.draw.circle(surface, theme.GOLD, (x, y), 4)
        else:
            pygame.draw.circle(surface, theme.DEEP, (x, y), 4)
            pygame.draw.circle(surface, (226, 186, 92), (x, y), 4, 1)
