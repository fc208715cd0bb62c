"""Where everything sits on the casino table, in the 1280×720 logical screen.

The felt runs down the middle between the paytable (left) and the controls (right). The
dealer's cards are at the top, the player's below, and the three betting circles in front of
the player, Pair Bonus, Ante and Play from left to right.
"""

from __future__ import annotations

import pygame

from casino_brag.engine.casino.settlement import Bet

CARD_W, CARD_H = 104, 146
CARD_GAP = 18
CENTER_X = 640

LEFT_PANEL = pygame.Rect(16, 64, 272, 470)
RACK = pygame.Rect(16, 548, 272, 156)
RIGHT_PANEL_X = 992
RIGHT_PANEL_W = 272
RIGHT_PANEL = pygame.Rect(RIGHT_PANEL_X - 12, 64, RIGHT_PANEL_W + 24, 640)
FELT = pygame.Rect(LEFT_PANEL.right + 8, 0, RIGHT_PANEL.x - LEFT_PANEL.right - 16, 720)
"""The open felt between the side panels, where pop-ups and the banner must stay."""

DEALER_Y = 92
PLAYER_Y = 392
BANNER = pygame.Rect(CENTER_X - 300, 256, 600, 124)
SHOE = (884, 96)
MESSAGE_Y = 352
MESSAGE_OVER_BANNER_Y = 34
"""While the result banner is up, messages show in the strip above the dealer's cards."""
DEALER_TRAY = (CENTER_X, 22)
SPOT_Y = 636
SPOT_RADIUS = 46
SPOTS: dict[Bet, tuple[int, int]] = {
    Bet.PAIR_BONUS: (CENTER_X - 130, SPOT_Y),
    Bet.ANTE: (CENTER_X, SPOT_Y),
    Bet.PLAY: (CENTER_X + 130, SPOT_Y),
}
ANTE_BONUS_OFFSET = (-62, -8)
"""Ante Bonus winnings are stacked beside the Ante circle."""
WIN_OFFSET = (34, -4)
"""Winnings land beside the stake they are paid on."""
CHIP_SIZE = 54
RACK_CHIP_SIZE = 46


def card_rect(owner: str, index: int) -> pygame.Rect:
    """The resting place of a dealer's or the player's card (index 0, 1, 2 from the left)."""
    total = 3 * CARD_W + 2 * CARD_GAP
    x = CENTER_X - total // 2 + index * (CARD_W + CARD_GAP)
    return pygame.Rect(x, DEALER_Y if owner == "dealer" else PLAYER_Y, CARD_W, CARD_H)


def rack_chip_center(index: int) -> tuple[int, int]:
    """Centre of the rack chip at `index` (values 1, 5, 25, 100, 500 from the left)."""
    return RACK.x + 34 + index * 51, RACK.y + 78


RACK_CENTER = (RACK.centerx, RACK.y + 78)
"""Where chips fly from when bet, and back to when won."""


def spot_hit(pos: tuple[int, int]) -> Bet | None:
    """The betting circle under the mouse, if any (a little generous round the edge)."""
    for bet, (x, y) in SPOTS.items():
        if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= (SPOT_RADIUS + 6) ** 2:
            return bet
    return None
