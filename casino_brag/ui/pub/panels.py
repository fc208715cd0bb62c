"""The pub table's right-hand column: the table talk (a scrolling log of every action), and
below it the advisor or the standings with the last hand's results."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from casino_brag.save.pub_book import HUMAN
from casino_brag.ui.core import theme
from casino_brag.ui.core.assets import card_size
from casino_brag.ui.core.text import chips, hand_name, number, percent, signed, tr, trn
from casino_brag.ui.pub import bar as pub_bar
from casino_brag.ui.pub import layout as L
from casino_brag.ui.pub.lending import owes_words
from casino_brag.ui.pub.words import card_name
from casino_brag.ui.widgets import sprites
from casino_brag.ui.widgets.button import draw_key_cap

if TYPE_CHECKING:
    from casino_brag.ui.pub.table import PubTable

LOG_LINE = 19
MINI_W = 34
"""The advisor's small cards (Bastard Brag's best three)."""


def log_lines(scene: PubTable, width: int) -> list[tuple[str, bool, bool]]:
    """The table talk so far, wrapped: (text, about you, first line of an entry)."""
    out: list[tuple[str, bool, bool]] = []
    for entry in scene.show.log:
        if entry.at > scene.t:
            break
        for index, line in enumerate(theme.wrap(entry.text, theme.TINY, width)):
            out.append((line, entry.seat == HUMAN, index == 0))
    return out


def visible_log(scene: PubTable) -> tuple[list[tuple[str, bool, bool]], int]:
    """The lines that fit the panel at the current scroll, and how far up it can scroll."""
    rect = L.LOG_RECT
    lines = log_lines(scene, rect.width - 28)
    rows = (rect.height - 46) // LOG_LINE
    most = max(0, len(lines) - rows)
    back = min(scene.log_scroll, most)
    end = len(lines) - back
    shown = lines[max(0, end - rows) : end]
    while shown and not shown[0][2]:
        shown.pop(0)
    return shown, most


def draw_log(surface: pygame.Surface, scene: PubTable) -> None:
    rect = L.LOG_RECT
    theme.panel(surface, rect)
    theme.blit_text(surface, tr("pub.log.title").upper(), (rect.x + 14, rect.y + 12), theme.TINY, theme.GOLD)
    lines, most = visible_log(scene)
    y = rect.y + 36
    for text, yours, first in lines:
        colour = theme.GOLD if yours else (theme.CREAM if first else theme.MUTED)
        theme.blit_text(surface, text, (rect.x + (14 if first else 24), y), theme.TINY, colour)
        y += LOG_LINE
    if most and scene.log_scroll:
        theme.blit_text(
            surface, tr("pub.log.scrolled"), (rect.right - 12, rect.y + 12), theme.TINY, theme.MUTED, anchor="topright"
        )


def draw_side(surface: pygame.Surface, scene: PubTable) -> None:
    """The advisor while it is on and a hand is being played; otherwise the standings."""
    rect = L.SIDE_RECT
    theme.panel(surface, rect)
    in_hand = not scene.game.table.hand_over and scene.show.summary(scene.t) is None
    if scene.advisor_on and in_hand:
        _draw_advisor(surface, scene, rect)
    else:
        _draw_standings(surface, scene, rect)


def _draw_advisor(surface: pygame.Surface, scene: PubTable, rect: pygame.Rect) -> None:
    x = rect.x + 14
    theme.blit_text(surface, tr("pub.advisor.title").upper(), (x, rect.y + 12), theme.TINY, theme.GOLD)
    draw_key_cap(surface, "A", (rect.right - 12, rect.y + 20))
    advice = scene.advice
    body = pygame.Rect(x, rect.y + 40, rect.width - 28, rect.height - 50)
    if advice is None:
        note = tr("pub.advisor.working")
        if scene.advisor_waits_for_look():
            note = tr("pub.advisor.blind_bastard") if pub_bar.look_later(scene) else tr("pub.advisor.blind")
        theme.blit_paragraph(surface, note, body, theme.SMALL, theme.MUTED, spacing=1.2)
        return
    theme.blit_text(surface, hand_name(advice.value), (x, rect.y + 40), theme.SMALL, theme.CREAM)
    if advice.cards:
        _draw_board_advice(surface, scene, rect)
        return
    bar = pygame.Rect(x, rect.y + 72, rect.width - 28, 12)
    surface.blit(theme.rounded(bar.size, 6, (0, 0, 0, 140)), bar)
    filled = pygame.Rect(bar.x, bar.y, max(12, round(bar.width * advice.percentile)), bar.height)
    surface.blit(theme.rounded(filled.size, 6, _strength_colour(advice.percentile)), filled)
    theme.blit_text(
        surface,
        tr("pub.advisor.percentile", share=percent(advice.percentile, 0)),
        (x, rect.y + 92),
        theme.TINY,
        theme.MUTED,
    )
    places = 0 if advice.chance >= 0.095 else 1
    figure = percent(advice.chance, places) if advice.chance >= 0.001 else tr("pub.advisor.tiny")
    theme.blit_text(surface, figure, (x, rect.y + 116), theme.LARGE, theme.GOLD)
    words = (
        tr("pub.advisor.chance_one")
        if advice.opponents == 1
        else trn("pub.advisor.chance", advice.opponents, count=number(advice.opponents))
    )
    theme.blit_paragraph(
        surface, words, pygame.Rect(x + 74, rect.y + 116, rect.width - 102, 40), theme.TINY, theme.MUTED, spacing=1.1
    )
    if advice.discard:
        text = tr("pub.advisor.discard", cards=", ".join(card_name(c) for c in advice.discard))
        theme.blit_text(surface, text, (x, rect.bottom - 14), theme.TINY, theme.CREAM, anchor="bottomleft")


def _draw_board_advice(surface: pygame.Surface, scene: PubTable, rect: pygame.Rect) -> None:
    """Bastard Brag: the three cards that count so far (yours gold-edged), your chance to hold
    the best hand once the board is turned, the share of their possible hands you beat then,
    and the community cards still to turn (or, choosing a Stud Bastard discard, the best one)."""
    advice = scene.advice
    assert advice is not None
    x = rect.x + 14
    w, h = card_size(MINI_W)
    for index, card in enumerate(advice.cards):
        spot = pygame.Rect(x + index * (w + 5), rect.y + 62, w, h)
        sprites.draw_card_at(surface, scene.app, card, spot)
        if card not in advice.board:
            pygame.draw.rect(surface, theme.GOLD, spot.inflate(4, 4), 2, border_radius=5)
    right = x + 3 * (w + 5) + 10
    places = 0 if advice.chance >= 0.095 else 1
    figure = percent(advice.chance, places) if advice.chance >= 0.001 else tr("pub.advisor.tiny")
    theme.blit_text(surface, figure, (right, rect.y + 58), theme.LARGE, theme.GOLD)
    theme.blit_text(surface, tr("pub.advisor.board_chance"), (right, rect.y + 90), theme.TINY - 1, theme.CREAM)
    against = (
        tr("pub.advisor.board_against_one")
        if advice.opponents == 1
        else trn("pub.advisor.board_against", advice.opponents, count=number(advice.opponents))
    )
    theme.blit_text(surface, against, (x, rect.y + 118), theme.TINY - 1, theme.MUTED)
    bar = pygame.Rect(x, rect.y + 140, rect.width - 28, 10)
    surface.blit(theme.rounded(bar.size, 5, (0, 0, 0, 140)), bar)
    filled = pygame.Rect(bar.x, bar.y, max(10, round(bar.width * advice.percentile)), bar.height)
    surface.blit(theme.rounded(filled.size, 5, _strength_colour(advice.percentile)), filled)
    theme.blit_text(
        surface,
        tr("pub.advisor.board_percentile", share=percent(advice.percentile, 0)),
        (x, rect.y + 154),
        theme.TINY - 1,
        theme.MUTED,
    )
    if advice.discard:
        line = tr("pub.advisor.discard", cards=", ".join(card_name(c) for c in advice.discard))
    else:
        down = scene.game.table.community_size - len(advice.board)
        line = trn("pub.advisor.to_turn", down, count=number(down)) if down else tr("pub.advisor.board_done")
    theme.blit_text(surface, line, (x, rect.bottom - 12), theme.TINY - 1, theme.CREAM, anchor="bottomleft")


def _strength_colour(share: float) -> tuple[int, int, int]:
    if share >= 0.8:
        return theme.WIN
    if share >= 0.5:
        return theme.GOLD
    return theme.LOSS


def _draw_standings(surface: pygame.Surface, scene: PubTable, rect: pygame.Rect) -> None:
    x = rect.x + 14
    summary = scene.show.summary(scene.t)
    figures = scene.show.figures(scene.t)
    title = tr("pub.standings.after", number=summary.number) if summary else tr("pub.standings.title")
    theme.blit_text(surface, title.upper(), (x, rect.y + 12), theme.TINY, theme.GOLD)
    start = scene.game.setup.chips
    order = sorted(range(len(scene.names)), key=lambda s: (-figures.chips[s], s))
    rows = len(order)
    step = min(20, (rect.height - 44) // max(rows, 1))
    y = rect.y + 36
    owing = {s.seat: s.owes for s in scene.game.table.standings() if s.owes}  # lend or show: debts
    for place, seat in enumerate(order, 1):
        colour = theme.GOLD if seat == HUMAN else theme.CREAM
        if figures.chips[seat] == 0 and figures.statuses[seat] == "out":
            colour = theme.DIM
        theme.blit_text(surface, f"{place}.", (x, y), theme.TINY, theme.MUTED)
        theme.blit_text(surface, scene.names[seat], (x + 22, y), theme.TINY, colour)
        theme.blit_text(
            surface, chips(figures.chips[seat]), (rect.right - 80, y), theme.TINY, colour, anchor="topright"
        )
        delta = summary.deltas[seat] if summary else figures.chips[seat] - start
        if seat in owing:  # what is owed matters more than the last hand's figure
            theme.blit_text(
                surface, owes_words(owing[seat]), (rect.right - 14, y), theme.TINY, theme.LOSS, anchor="topright"
            )
        elif delta is not None:
            theme.blit_text(
                surface, signed(delta), (rect.right - 14, y), theme.TINY, theme.result_color(delta), anchor="topright"
            )
        y += step
    note = tr("pub.standings.hand_note") if summary else tr("pub.standings.session_note")
    theme.blit_text(surface, note, (rect.right - 14, rect.y + 12), theme.TINY, theme.DIM, anchor="topright")
