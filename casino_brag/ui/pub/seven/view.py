"""Painting the arranged games' table: the seats, the others' cards face down and then the hands
of each comparison as it is turned over, your loose cards above the hand slots, the pot, the log
and the buttons (each saying what it costs).

Plain functions of the scene: they read and never change it (`refresh_buttons` only relabels).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from casino_brag.engine.cards import Card
from casino_brag.engine.pub.events import Event, PotAwarded
from casino_brag.engine.pub.games.seven.events import ComparisonHandShown, ComparisonWon, PotCarried
from casino_brag.save.pub_book import HUMAN
from casino_brag.ui.casino.session import break_into_chips
from casino_brag.ui.core import theme
from casino_brag.ui.core.assets import card_size
from casino_brag.ui.core.text import category_name, chips, hand_name, percent, tr
from casino_brag.ui.pub import layout as L
from casino_brag.ui.pub.furniture import draw_plate, draw_table
from casino_brag.ui.pub.header import draw_header, hand_title
from casino_brag.ui.widgets import sprites
from casino_brag.ui.widgets.button import Button
from casino_brag.ui.widgets.chips import draw_stack

if TYPE_CHECKING:
    from casino_brag.ui.pub.seven.table import ArrangingTable

LOOSE_Y = 398
SLOT_CARD = 44
SLOT_Y = L.BAR_RECT.y + 28
BACK_W, BACK_STEP = 34, 8
SHOWN_W, SHOWN_STEP = 44, 27
CLEAR_W = 90


# -- buttons --------------------------------------------------------------------------------------


def make_buttons(scene: ArrangingTable) -> dict[str, Button]:
    # Declaring and dealing each have a row of their own, so their longer words (in French and
    # Russian) are never cut short; Menu and Pace share the last row. Best split is given the
    # room Clear's one short word does not need.
    tools, side = L.TOOLS_RECT, L.SIDE_RECT
    gap = 7
    h = (tools.height - 2 * gap) // 3
    w = (tools.width - gap) // 2

    def row(index: int) -> pygame.Rect:
        return pygame.Rect(tools.x, tools.y + index * (h + gap), tools.width, h)

    best = pygame.Rect(side.x + 8, side.bottom - 50, side.width - 24 - CLEAR_W, 40)
    return {
        "declare": Button(
            row(0), "", scene.declare, key=pygame.K_RETURN, key_label="Enter", primary=True, size=theme.TINY
        ),
        "deal": Button(row(1), "", scene.deal, key=pygame.K_n, key_label="N", size=theme.TINY),
        "menu": Button(
            row(2).inflate(w - tools.width, 0).move_to(x=tools.x),
            tr("pub.top.menu"),
            scene.leave,
            key_label="Esc",
            size=theme.TINY,
        ),
        "pace": Button(
            row(2).inflate(w - tools.width, 0).move_to(right=tools.right),
            tr("pub.top.pace"),
            scene.cycle_pace,
            key=pygame.K_p,
            key_label="P",
            size=theme.TINY,
        ),
        "best": Button(
            best,
            tr("seven.best"),
            scene.best_split,
            key=pygame.K_b,
            key_label="B",
            size=theme.SMALL,
            tip=tr("seven.best.tip"),
        ),
        "clear": Button(
            pygame.Rect(best.right + 8, best.y, CLEAR_W, best.height),
            tr("seven.clear"),
            scene.clear,
            key=pygame.K_c,
            key_label="C",
            size=theme.SMALL,
        ),
    }


def refresh_buttons(scene: ArrangingTable) -> None:
    g, b = scene.game, scene.buttons
    yours = g.your_turn and scene.arranging is not None
    b["declare"].label = tr("seven.declare")
    b["declare"].enabled = yours and scene.arranging is not None and scene.arranging.complete
    b["declare"].reason = (
        tr("seven.reason.place_all", count=len(scene.arranging.loose)) if yours and scene.arranging else ""
    )
    ante = g.table.rules.ante
    b["deal"].label = tr("seven.deal", ante=chips(ante)) if ante else tr("seven.deal_free")
    b["deal"].enabled = g.can_deal and not scene.revealing()
    b["best"].enabled = b["clear"].enabled = yours


# -- where your cards are ---------------------------------------------------------------------------


def loose_rects(scene: ArrangingTable) -> list[tuple[Card, pygame.Rect]]:
    arranging = scene.arranging
    if arranging is None:
        return []
    count = len(arranging.dealt)
    width = 60 if count <= 9 else 56
    step = width - 2 if count <= 7 else width + 2
    h = card_size(width)[1]
    left = L.YOUR_CARDS_CENTER[0] - (step * (count - 1) + width) // 2
    rects = []
    for index, card in enumerate(arranging.dealt):
        if card in arranging.loose:
            rects.append((card, pygame.Rect(left + index * step, LOOSE_Y, width, h)))
    return rects


def slot_boxes(scene: ArrangingTable) -> list[pygame.Rect]:
    arranging = scene.arranging
    if arranging is None:
        return []
    boxes, x = [], L.BAR_RECT.x + 16
    for slot in range(len(arranging.slots)):
        size = 3 if slot < arranging.hands else arranging.discards
        box = pygame.Rect(x, SLOT_Y - 4, size * (SLOT_CARD + 4) + 8, card_size(SLOT_CARD)[1] + 10)
        boxes.append(box)
        x = box.right + 18
    return boxes


def placed_rects(scene: ArrangingTable) -> list[tuple[int, Card | None, pygame.Rect]]:
    """Each placed card's rect, and each slot's box (with no card) for choosing it."""
    arranging = scene.arranging
    if arranging is None:
        return []
    found: list[tuple[int, Card | None, pygame.Rect]] = []
    for slot, box in enumerate(slot_boxes(scene)):
        for index, card in enumerate(arranging.slots[slot]):
            found.append((slot, card, pygame.Rect(box.x + 6 + index * (SLOT_CARD + 4), SLOT_Y, *card_size(SLOT_CARD))))
        found.append((slot, None, box))
    return found


# -- words --------------------------------------------------------------------------------------------


def said(scene: ArrangingTable, event: Event) -> str:
    """A settlement event as the log says it."""
    if isinstance(event, ComparisonWon):
        names = ", ".join(scene.names[s] for s in event.seats)
        if len(event.seats) > 1:
            return tr("seven.log.tied", number=event.number, names=names)
        value = next(
            e.value
            for e in (s.event for s in scene.settlement)
            if isinstance(e, ComparisonHandShown) and e.number == event.number and e.seat == event.seats[0]
        )
        return tr("seven.log.best", number=event.number, name=names, hand=hand_name(value))
    if isinstance(event, PotCarried):
        return tr("seven.log.carried", amount=chips(event.amount))
    assert isinstance(event, PotAwarded)
    return tr("seven.log.takes", name=scene.names[event.seat], amount=chips(event.amount))


# -- painting -----------------------------------------------------------------------------------------


def draw(surface: pygame.Surface, scene: ArrangingTable) -> None:
    draw_table(surface, scene.app)
    shown = scene.shown_now()
    _draw_seats(surface, scene, shown)
    _draw_middle(surface, scene, shown)
    _draw_others(surface, scene, shown)
    _draw_yours(surface, scene, shown)
    _draw_panels(surface, scene)
    for button in scene.buttons.values():
        button.draw(surface)
    if scene.t < scene.message_until:
        image = theme.text(scene.message, theme.BODY, theme.CREAM, True)
        rect = image.get_rect(center=(L.CENTER[0], 560)).inflate(28, 14)
        surface.blit(theme.rounded(rect.size, 10, (0, 0, 0, 200), theme.GOLD, 1), rect)
        surface.blit(image, image.get_rect(center=rect.center))


def _comparison(shown: list[Event]) -> int:
    """The comparison being turned over now (0 before any)."""
    return max((e.number for e in shown if isinstance(e, ComparisonHandShown)), default=0)


def _draw_seats(surface: pygame.Surface, scene: ArrangingTable, shown: list[Event]) -> None:
    table = scene.game.table
    seats = len(scene.names)
    acting = scene.game.deciding if not scene.revealing() and not table.hand_over else None
    number = _comparison(shown)
    best = next((e.seats for e in reversed(shown) if isinstance(e, ComparisonWon) and e.number == number), ())
    for seat in range(seats):
        dealt = seat in table.hand_seats and table.hand_number > 0
        if not dealt:
            badge, status = "", "out"
        elif seat in best:
            badge, status = tr("seven.badge.best", number=number), "open"
        elif seat == acting:
            badge, status = tr("seven.badge.arranging"), "blind"
        elif seat in scene.declared and not table.hand_over:
            badge, status = tr("seven.badge.declared"), "open"
        else:
            badge, status = "", "open"
        draw_plate(
            surface,
            scene.app,
            L.plate_rect(seat, seats),
            name=scene.names[seat],
            portrait=scene.portraits[seat],
            chips=chips(table.chips[seat]),
            status=status,
            badge=badge,
            acting=seat == acting,
            dim=not dealt,
        )
    if table.hand_number:
        button = scene.app.assets.dealer_button(30)
        surface.blit(button, button.get_rect(center=L.dealer_button_center(table.dealer, seats)))


def _draw_middle(surface: pygame.Surface, scene: ArrangingTable, shown: list[Event]) -> None:
    cx, cy = L.POT_CENTER
    pot = scene.game.table.pot
    settled = [e for e in shown if isinstance(e, PotAwarded | PotCarried)]
    if settled and isinstance(settled[-1], PotAwarded):
        pot = 0
    if pot:
        draw_stack(
            surface, scene.app, break_into_chips(pot)[-18:], (cx, cy - 10), 40, label=tr("pub.pot", amount=chips(pot))
        )
    number = _comparison(shown)
    if settled:
        words = (
            " ".join(said(scene, e) for e in settled[:1])
            if isinstance(settled[0], PotCarried)
            else said(scene, settled[0])
        )
        if len(settled) > 1:
            words = tr("seven.shared")
    elif number:
        words = tr("seven.comparison", number=number, hands=scene.hands)
    else:
        return
    image = theme.text(words, theme.BODY, theme.GOLD, True)
    rect = image.get_rect(center=(cx, cy + 90)).inflate(26, 12)
    surface.blit(theme.rounded(rect.size, rect.height // 2, (0, 0, 0, 170), theme.GOLD, 1), rect)
    surface.blit(image, image.get_rect(center=rect.center))


def _draw_others(surface: pygame.Surface, scene: ArrangingTable, shown: list[Event]) -> None:
    table = scene.game.table
    seats = len(scene.names)
    number = _comparison(shown)
    hands = {e.seat: e for e in shown if isinstance(e, ComparisonHandShown) and e.number == number}
    best = next((e.seats for e in shown if isinstance(e, ComparisonWon) and e.number == number), ())
    for seat in table.hand_seats:
        if seat == HUMAN:
            continue
        cx, cy = L.cards_center(seat, seats)
        if seat in hands:
            event = hands[seat]
            left = cx - (SHOWN_STEP * 2 + SHOWN_W) // 2
            top = cy - card_size(SHOWN_W)[1] // 2
            for index, card in enumerate(event.cards):
                sprites.draw_card_at(
                    surface, scene.app, card, pygame.Rect(left + index * SHOWN_STEP, top, *card_size(SHOWN_W))
                )
            colour = theme.GOLD if seat in best else theme.CREAM
            label = hand_name(event.value)
            theme.blit_text(
                surface, label, (cx, top + card_size(SHOWN_W)[1] + 4), theme.TINY, colour, anchor="midtop", shadow=True
            )
        elif not table.hand_over or scene.revealing():
            count = len(table.cards_of(seat).get("new", ())) or scene.hands * 3
            left = cx - (BACK_STEP * (count - 1) + BACK_W) // 2
            top = cy - card_size(BACK_W)[1] // 2
            for index in range(count):
                sprites.draw_card_at(
                    surface, scene.app, None, pygame.Rect(left + index * BACK_STEP, top, *card_size(BACK_W))
                )


def _draw_yours(surface: pygame.Surface, scene: ArrangingTable, shown: list[Event]) -> None:
    theme.panel(surface, L.BAR_RECT)
    arranging = scene.arranging
    if arranging is None:
        theme.blit_text(surface, tr("seven.wait"), L.BAR_RECT.center, theme.BODY, theme.MUTED, anchor="center")
        return
    for card, rect in loose_rects(scene):
        sprites.draw_card_at(surface, scene.app, card, rect)
    number = _comparison(shown)
    ranking = scene.game.table.rules.ranking
    yours = scene.game.your_turn
    boxes = slot_boxes(scene)
    for slot, box in enumerate(boxes):
        lit = (yours and slot == arranging.target) or (number and slot == number - 1)
        surface.blit(
            theme.rounded(box.size, 8, (255, 255, 255, 20), theme.GOLD if lit else (226, 186, 92, 80), 2 if lit else 1),
            box,
        )
        value = arranging.value(slot, ranking)
        if slot < arranging.hands:
            short = f": {category_name(value.category)} {value.pattern}" if value is not None else ""
            title = tr("seven.slot", number=slot + 1) + short
        else:
            title = tr("seven.slot.discard")
        room = (boxes[slot + 1].x if slot + 1 < len(boxes) else L.BAR_RECT.right) - box.x - 8
        color = theme.GOLD if lit else theme.MUTED
        theme.blit_fitted(surface, title, (box.x + 2, L.BAR_RECT.y + 6), room, theme.TINY, color)
    for _slot, placed, rect in placed_rects(scene):
        if placed is not None:
            sprites.draw_card_at(surface, scene.app, placed, rect)
    if yours:
        hint = tr("seven.hint", hands=scene.hands) if not arranging.complete else tr("seven.hint.ready")
        right = L.BAR_RECT.right - 12
        free = pygame.Rect(boxes[-1].right + 16, L.BAR_RECT.y + 10, right - boxes[-1].right - 24, 90)
        theme.blit_paragraph(surface, hint, free, theme.SMALL, theme.CREAM, spacing=1.15, shrink=True)


def _draw_panels(surface: pygame.Surface, scene: ArrangingTable) -> None:
    table = scene.game.table
    title = hand_title(table.hand_number, table.rules.session_hands)
    draw_header(surface, title, table, scene.app.store.practice, scene.names)
    theme.panel(surface, L.LOG_RECT)
    y = L.LOG_RECT.bottom - 10
    for line in reversed(scene.log[-40:]):
        rect = pygame.Rect(L.LOG_RECT.x + 10, 0, L.LOG_RECT.width - 20, 60)
        height = theme.text(line, theme.TINY, theme.CREAM).get_height()
        lines = max(1, -(-theme.text(line, theme.TINY, theme.CREAM).get_width() // rect.width))
        y -= lines * (height + 2)
        if y < L.LOG_RECT.y + 8:
            break
        theme.blit_paragraph(surface, line, rect.move(0, y), theme.TINY, theme.CREAM, spacing=1.0)
    theme.panel(surface, L.SIDE_RECT)
    side = L.SIDE_RECT
    theme.blit_text(surface, tr("seven.advisor").upper(), (side.x + 12, side.y + 10), theme.TINY, theme.GOLD)
    chance = scene.chance()
    count = len(table.hand_seats) - 1
    words = (
        tr("seven.chance", chance=percent(chance, 1), count=count) if chance is not None else tr("seven.chance.none")
    )
    theme.blit_paragraph(
        surface,
        words,
        pygame.Rect(side.x + 12, side.y + 34, side.width - 24, 100),
        theme.SMALL,
        theme.CREAM,
        spacing=1.15,
    )
