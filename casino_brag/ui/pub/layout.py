"""Where everything sits at the pub table, for 2 to 8 seats round the oval.

You sit at the bottom; the others follow clockwise (to your left first, as the deal passes),
evenly round an ellipse on the table's rim. Each seat's cards lie on the felt a third of the way
towards the middle, where the pot and the stake are (and room is left above them for a board of
community cards). The right-hand column holds the table talk and the advisor or standings; your
buttons run along the bottom.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from casino_brag.ui.core.assets import card_size

CENTER = (487, 300)
FELT_RX, FELT_RY = 392, 206
"""The felt oval (the wooden rim is drawn round it)."""
SEAT_RX, SEAT_RY = 386, 228
"""The ellipse the seats sit on: the rim."""
PLATE_W, PLATE_H = 184, 60
PORTRAIT = 52
CARD_W = 50
"""Opponents' cards; yours are drawn at `YOUR_CARD_W`, and shown hands at `SHOWN_CARD_W`."""
SHOWN_CARD_W = 64
YOUR_CARD_W = 84
YOUR_CARDS_CENTER = (487, 440)
YOUR_PLATE_CENTER = (487, 560)
POT_CENTER = (487, 290)
BOARD_CENTER = (487, 300)
"""Bastard Brag: the middle of the row of community cards. The pot then sits above the board,
and the betting rounds and the stake below it, where every seat's cards leave room."""
BOARD_CARD_W = 56
BOARD_GAP = 8
BOARD_POT = (452, 234)
"""Where the pot's chips pile up in Bastard Brag (its amount is written to their right)."""
BOARD_TRACK_Y = 350
"""The row of betting-round marks under the board."""
BOARD_STAKE_Y = 370
FELT_AREA = pygame.Rect(CENTER[0] - FELT_RX + 30, CENTER[1] - FELT_RY - 10, 2 * FELT_RX - 60, 2 * FELT_RY + 40)
"""Where shown hands may lie: on the felt, clear of the rail."""
LIT_RISE = 8
"""Bastard Brag: how far the cards that make a shown hand stand up."""
BADGE_RISE = 9
"""How far a seat's status badge stands above its plate's top edge."""
PLATE_CLEARANCE = 4
"""The least gap between a player's turned-up cards and their name plate below them."""
PACK_OFFSET = 62
"""How far from the dealer's plate, towards the middle, the pack lies while dealing."""

LOG_RECT = pygame.Rect(990, 64, 276, 318)
SIDE_RECT = pygame.Rect(990, 392, 276, 200)
BAR_RECT = pygame.Rect(16, 600, 958, 108)
TOOLS_RECT = pygame.Rect(990, 604, 276, 104)
"""Menu, keys, advisor and pace, under the side panel."""
TABLE_AREA = pygame.Rect(6, 6, LOG_RECT.x - 14, BAR_RECT.y - 10)
"""What belongs to the table: speech bubbles stay inside it, clear of the side panels and buttons."""


def seat_angle(index: int, seats: int) -> float:
    """Radians, screen coordinates (y down): you at the bottom, then clockwise."""
    return math.pi / 2 + index * 2 * math.pi / seats


def seat_center(index: int, seats: int) -> tuple[int, int]:
    if index == 0:
        return YOUR_PLATE_CENTER
    a = seat_angle(index, seats)
    return round(CENTER[0] + SEAT_RX * math.cos(a)), round(CENTER[1] + SEAT_RY * math.sin(a))


def plate_rect(index: int, seats: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, PLATE_W, PLATE_H)
    rect.center = seat_center(index, seats)
    return rect


def spread(index: int, count: int, shown: bool = False, hands: int = 1) -> tuple[int, int]:
    """(card width, step between cards) of one of a seat's hands. Your cards are large (smaller
    while two hands lie in front of you, so they stay clear of your neighbours); the others' are
    small, and larger once turned face up."""
    if index == 0:
        if hands > 1:
            w = YOUR_CARD_W - 14 if count <= 4 else YOUR_CARD_W - 24
            return w, round(w * (0.5 if count <= 4 else 0.4))
        return YOUR_CARD_W, round(YOUR_CARD_W * (0.72 if count <= 3 else 0.6))
    if shown:
        return SHOWN_CARD_W, round(SHOWN_CARD_W * (0.56 if count <= 3 else 0.4))
    return CARD_W, round(CARD_W * (0.42 if count <= 3 else 0.34))


def card_width(index: int, shown: bool = False, hands: int = 1, count: int = 3) -> int:
    return spread(index, count, shown, hands)[0]


@lru_cache(maxsize=64)
def cards_center(index: int, seats: int) -> tuple[int, int]:
    """The middle of the seat's cards on the felt: moved from the seat towards the middle of the
    table (straight up, for the seats either side of you) just far enough to clear the plate."""
    if index == 0:
        return YOUR_CARDS_CENTER
    x, y = seat_center(index, seats)
    low = y > CENTER[1] + 60
    dx, dy = (0.0, CENTER[1] - y) if low else (CENTER[0] - x, CENTER[1] - y)
    d = math.hypot(dx, dy) or 1.0
    w, h = card_size(CARD_W)
    span = w + spread(index, 5)[1] * 4
    plate = plate_rect(index, seats).inflate(12, 24)
    reach = 40.0
    while reach < d:
        cards = pygame.Rect(0, 0, span, h)
        cards.center = (round(x + dx / d * reach), round(y + dy / d * reach))
        if not cards.colliderect(plate):
            break
        reach += 4
    return round(x + dx / d * reach), round(y + dy / d * reach)


def hand_origin(
    index: int, seats: int, hand: str, hands: int, count: int, shown: bool = False, board: bool = False
) -> tuple[int, int]:
    """The top-left of the first card of one hand. With two hands in front of a player (a kept
    blind hand and the new one), the kept hand lies to the left."""
    cx, cy = cards_center(index, seats)
    w, step = spread(index, count, shown, hands)
    h = card_size(w)[1]
    span = w + step * (count - 1)
    if hands > 1:
        gap = 16 if index == 0 else 8
        offset = (span + gap) // 2
        cx += -offset if hand == "retained" else offset
    top = cy - h // 2
    if shown and index != 0 and hands == 1:
        return shown_origin(index, seats, count, board)
    return cx - span // 2, top


LABEL_ROOM = 26
"""The height under a shown hand kept for its name."""


def shown_origin(index: int, seats: int, count: int, board: bool = False) -> tuple[int, int]:
    """The top-left of an opponent's hand turned face up (see `shown_layout`)."""
    return shown_layout(seats, count, board)[1][index]


def shown_spread(seats: int, count: int, board: bool = False) -> tuple[int, int]:
    """(card width, step between cards) of an opponent's hand turned face up."""
    w = shown_layout(seats, count, board)[0]
    return w, round(w * (0.56 if count <= 3 else 0.4))


SHOWN_WIDTHS = (SHOWN_CARD_W, 56, 50, 44)
"""Turned-up hands are drawn at the largest of these that gives every seat a place of its own."""


@lru_cache(maxsize=64)
def shown_layout(seats: int, count: int, board: bool = False) -> tuple[int, dict[int, tuple[int, int]]]:
    """The card width and, by seat, the top-left of every opponent's hand when turned face up:
    larger than face down, so each is moved from its seat towards the middle (and a little to
    either side) until the cards and the name under them clear every plate and badge, your
    cards, the board (Bastard Brag) and the hands placed before it. A crowded table uses
    smaller cards, so that every hand of a showdown has a place of its own."""
    for w in SHOWN_WIDTHS:
        slots, clear = _shown_slots(seats, count, board, w)
        if clear:
            break
    return w, slots


def _shown_slots(seats: int, count: int, board: bool, w: int) -> tuple[dict[int, tuple[int, int]], bool]:
    step = round(w * (0.56 if count <= 3 else 0.4))
    h = card_size(w)[1]
    span = w + step * (count - 1)
    taken = []
    for seat in range(seats):
        plate = plate_rect(seat, seats)
        plate.union_ip(plate.move(0, -BADGE_RISE))
        taken.append(plate.inflate(2 * PLATE_CLEARANCE, 2 * PLATE_CLEARANCE))
    yours = pygame.Rect(0, 0, YOUR_CARD_W + round(YOUR_CARD_W * 0.6) * 4, card_size(YOUR_CARD_W)[1] + LABEL_ROOM)
    yours.midbottom = (YOUR_CARDS_CENTER[0], YOUR_CARDS_CENTER[1] + card_size(YOUR_CARD_W)[1] // 2)
    taken.append(yours)
    if board:
        taken.append(board_rect(4).inflate(8, 8))
    slots: dict[int, tuple[int, int]] = {}
    clear = True
    for seat in sorted(range(1, seats), key=lambda s: -seat_center(s, seats)[1]):  # from the bottom up
        cx, cy = cards_center(seat, seats)
        x, y = seat_center(seat, seats)
        dx, dy = CENTER[0] - x, CENTER[1] - y
        d = math.hypot(dx, dy) or 1.0
        rise = LIT_RISE if board else 0  # Bastard Brag's cards that count stand up
        group = pygame.Rect(cx - span // 2, cy - h // 2 - rise, span, h + LABEL_ROOM + rise)
        start = group.topleft
        best, least = group.topleft, len(taken) + 2
        for reach in range(0, 260, 4):
            for side in (0, 16, -16, 32, -32, 48, -48, 64, -64):  # and a little to either side
                group.topleft = (
                    round(start[0] + (dx * reach - dy * side) / d),
                    round(start[1] + (dy * reach + dx * side) / d),
                )
                clashes = len(group.collidelistall(taken)) + (not FELT_AREA.contains(group))
                if clashes < least:
                    best, least = group.topleft, clashes
                if not clashes:
                    break
            if not least:
                break
        clear = clear and not least
        group.topleft = best
        taken.append(group.copy())
        slots[seat] = (best[0], best[1] + rise)
    return slots, clear


def card_topleft(
    index: int, seats: int, hand: str, hands: int, count: int, position: int, shown: bool = False, board: bool = False
) -> tuple[int, int]:
    x, y = hand_origin(index, seats, hand, hands, count, shown, board)
    if shown and index != 0 and hands == 1:
        return x + position * shown_spread(seats, count, board)[1], y
    return x + position * spread(index, count, shown, hands)[1], y


def card_rect(index: int, seats: int, hand: str, hands: int, count: int, position: int) -> pygame.Rect:
    """The part of a card that takes a click (the visible slice, or all of the last card)."""
    x, y = card_topleft(index, seats, hand, hands, count, position)
    w, step = spread(index, count, False, hands)
    width = w if position == count - 1 else step
    return pygame.Rect(x, y - 18, width, card_size(w)[1] + 18)


def board_topleft(index: int, count: int) -> tuple[int, int]:
    """Top-left of community card `index` of `count`, in a row centred on the board."""
    w, h = card_size(BOARD_CARD_W)
    span = count * w + (count - 1) * BOARD_GAP
    return BOARD_CENTER[0] - span // 2 + index * (w + BOARD_GAP), BOARD_CENTER[1] - h // 2


def board_rect(count: int) -> pygame.Rect:
    """The whole row of community cards."""
    w, h = card_size(BOARD_CARD_W)
    x, y = board_topleft(0, count)
    return pygame.Rect(x, y, count * w + (count - 1) * BOARD_GAP, h)


def pot_center(board: bool) -> tuple[int, int]:
    """Where the pot's chips lie: the middle of the table, or above the community cards."""
    return BOARD_POT if board else POT_CENTER


def pack_position(dealer: int, seats: int) -> tuple[int, int]:
    """Where the pack lies in front of the dealer (the top-left of its top card)."""
    sx, sy = seat_center(dealer, seats)
    x, y = float(sx), float(sy)
    if dealer == 0:
        x, y = YOUR_CARDS_CENTER[0] + 190.0, YOUR_CARDS_CENTER[1] + 20.0
    else:
        dx, dy = CENTER[0] - x, CENTER[1] - y
        d = math.hypot(dx, dy) or 1.0
        x, y = x + dx / d * PACK_OFFSET * 1.5, y + dy / d * PACK_OFFSET
        x += 70 if x < CENTER[0] else -70
        w, h = card_size(CARD_W)
        plate = plate_rect(dealer, seats).inflate(2 * PLATE_CLEARANCE + 8, 2 * PLATE_CLEARANCE + 8)
        while pygame.Rect(round(x - w / 2), round(y - h / 2), w, h).colliderect(plate):
            x, y = x + dx / d * 4, y + dy / d * 4  # further in, clear of the dealer's plate
    w, h = card_size(CARD_W)
    return round(x - w / 2), round(y - h / 2)


def dealer_button_center(index: int, seats: int) -> tuple[int, int]:
    """Beside the dealer's plate on the side away from its cards: below the plates of the upper
    and side seats, outside those either side of you, left of yours."""
    rect = plate_rect(index, seats)
    if index == 0:
        return rect.left - 26, rect.centery
    left = rect.centerx <= CENTER[0]
    if rect.centery > CENTER[1] + 60:
        return (rect.x - 22, rect.centery) if left else (rect.right + 22, rect.centery)
    return (rect.x + 22, rect.bottom + 18) if left else (rect.right - 22, rect.bottom + 18)


def bubble_anchor(index: int, seats: int) -> tuple[tuple[int, int], str]:
    """Where a seat's speech bubble points from, and which way it opens, clear of the seat's
    cards: to the right of your plate and of the top seat's, below the plates either side of you,
    and above the others' ("up-left" / "up-right": growing away from the middle)."""
    rect = plate_rect(index, seats)
    if index == 0 or rect.top < 80:
        return (rect.right + 6, rect.centery), "right"
    if rect.centery > CENTER[1] + 60:
        return (rect.centerx, rect.bottom + 4), "down"
    if rect.centerx < CENTER[0]:
        return (rect.x + 48, rect.top - 9), "up-left"
    return (rect.right - 60, rect.top - 9), "up-right"


def chip_spot(index: int, seats: int, board: bool = False) -> tuple[int, int]:
    """Where a seat's chips leave from and arrive at (its plate's edge towards the pot)."""
    rect = plate_rect(index, seats)
    x, y = rect.center
    pot = pot_center(board)
    dx, dy = pot[0] - x, pot[1] - y
    d = math.hypot(dx, dy) or 1.0
    return round(x + dx / d * 40), round(y + dy / d * 30)
