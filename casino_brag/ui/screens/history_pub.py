"""The hand history's view of a Pub Brag hand: in the list, your cards (and the board) with what
happened to you; in the detail, the game, how the pot was won in the table's own words, your
cards, the community cards and every hand shown, its counting cards edged in gold."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from casino_brag.engine.cards import Card
from casino_brag.save.pub_book import HUMAN
from casino_brag.save.store import HandRecord
from casino_brag.ui.core import theme
from casino_brag.ui.core.assets import card_size
from casino_brag.ui.core.text import hand_name, has, tr
from casino_brag.ui.pub.history import PubHand
from casino_brag.ui.widgets import sprites

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services


def outcome(hand: HandRecord, pub: PubHand) -> str:
    """What happened to you in a pub hand, in a few words ("Won at a see", "Split the pot")."""
    if hand.status == "void":
        return tr("history.outcome.void")
    key = f"history.pub.{pub.outcome_key}"
    if pub.outcome_key and has(key):
        return tr(key)
    return tr(f"history.outcome.{hand.outcome}") if has(f"history.outcome.{hand.outcome}") else hand.outcome


def game_title(pub: PubHand) -> str:
    return tr(f"pub.rule.variant.{pub.variant.replace('-', '_')}") if pub.variant else tr("history.pub.game")


ROW_CARD_W = 34


def draw_row_cards(surface: pygame.Surface, app: Services, pub: PubHand, topleft: tuple[int, int]) -> int:
    """Your cards, then the board after a small gap; returns the x where they end."""
    x, y = topleft
    end = cards(surface, app, pub.your_cards, (x, y), ROW_CARD_W)
    if pub.board:  # in its own column, whether or not you saw your cards
        board_x = x + max(len(pub.your_cards), 3) * (ROW_CARD_W + 4) + 12
        end = cards(surface, app, pub.board, (board_x, y), ROW_CARD_W, dim=True)
    return end


def cards(
    surface: pygame.Surface,
    app: Services,
    shown: tuple[Card, ...],
    topleft: tuple[int, int],
    width: int,
    *,
    dim: bool = False,
    edged: frozenset[Card] = frozenset(),
) -> int:
    """A row of small cards; `edged` ones get a gold edge, and `dim` darkens the whole row a
    little (the board, beside your own cards). Returns the x after the last card."""
    x, y = topleft
    w, h = card_size(width)
    for card in shown:
        rect = pygame.Rect(x, y, w, h)
        if width <= ROW_CARD_W:  # a row's cards: the readable corner of larger ones
            sprites.draw_card_corner(surface, app, card, rect)
        else:
            sprites.draw_card_at(surface, app, card, rect)
        if dim:
            surface.blit(theme.rounded((w, h), 5, (*theme.DEEP, 60)), rect)
        if card in edged:
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(4, 4), 2, border_radius=6)
        x += w + max(4, width // 8)
    return x


def draw_detail(surface: pygame.Surface, app: Services, pub: PubHand, box: pygame.Rect, top: int) -> None:
    """Everything about the hand between `top` and the footer of the detail panel `box`."""
    y = top
    if pub.verdict is not None:
        theme.blit_text(surface, pub.verdict.headline, (box.x, y), theme.SMALL, theme.GOLD)
        lines = theme.wrap(pub.verdict.rule, theme.TINY, box.width)
        for line in lines[:3]:
            y += 20
            theme.blit_text(surface, line, (box.x, y), theme.TINY, theme.CREAM)
        y += 30
    width = 44 if len(pub.your_cards) + len(pub.board) <= 6 else 38
    width = min(width, box.width // max(1, len(pub.your_cards)) - 6)  # thirteen cards still fit
    h = card_size(width)[1]
    theme.blit_text(surface, tr("history.you").upper(), (box.x, y), theme.TINY, theme.DIM)
    yours = _edged(pub, HUMAN)
    end = cards(surface, app, pub.your_cards, (box.x, y + 18), width, edged=yours)
    if not pub.your_cards:
        theme.blit_text(
            surface, tr("history.pub.unseen"), (box.x, y + 18 + h // 2), theme.SMALL, theme.MUTED, anchor="midleft"
        )
        end = box.x + 120
    if pub.board:
        x = max(end + 18, box.x + 150)
        theme.blit_text(surface, tr("history.pub.board").upper(), (x, y), theme.TINY, theme.DIM)
        cards(surface, app, pub.board, (x, y + 18), width, edged=_board_used(pub))
    y += 18 + h + 14
    others = [s for s in pub.shown if s.seat != HUMAN or not pub.your_cards]
    if not others:
        return
    theme.blit_text(surface, tr("history.pub.shown").upper(), (box.x, y), theme.TINY, theme.DIM)
    y += 20
    room = box.bottom - 44 - y
    step = max(30, min(50, room // len(others)))
    small = 30 if step >= 46 else 22
    for shown in others:
        if y + card_size(small)[1] > box.bottom - 40:
            break
        own = shown.own or shown.cards
        if len(own) > 6:  # hands arranged from seven or more cards: the first hand edged, no value
            theme.blit_text(surface, pub.name(shown.seat), (box.x, y + 2), theme.TINY, theme.CREAM)
            fit = min(small, (box.width - 110) // len(own) - 4)
            cards(surface, app, own, (box.x + 110, y), fit, edged=frozenset(shown.cards))
            y += step
            continue
        theme.blit_text(surface, pub.name(shown.seat), (box.x, y + 2), theme.TINY, theme.CREAM)
        winner = pub.result is not None and shown.seat in pub.result.winnings
        theme.blit_text(
            surface, hand_name(shown.value), (box.x, y + 20), theme.TINY, theme.GOLD if winner else theme.MUTED
        )
        cards(surface, app, own, (box.x + 190, y), small, edged=frozenset(shown.own_used if shown.own else ()))
        y += step


def _edged(pub: PubHand, seat: int) -> frozenset[Card]:
    """Your cards that counted, when your hand was shown in Bastard Brag."""
    shown = next((s for s in pub.shown if s.seat == seat), None)
    if shown is None or not pub.board or not shown.own:
        return frozenset()
    return frozenset(shown.own_used)


def _board_used(pub: PubHand) -> frozenset[Card]:
    """The community cards the winning hands used."""
    result = pub.result
    if result is None:
        return frozenset()
    return frozenset(c for s in result.showdown if s.seat in result.winners for c in s.community_used)
