"""Cards, chips and printed circles drawn from the game's sprites, the way every screen shows them:
with soft shadows, the player's card back and deck colours, and turning cards narrowed in place.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from casino_brag.engine.cards import Card, parse_cards
from casino_brag.engine.casino.settlement import Bet
from casino_brag.ui.core import footprint, theme
from casino_brag.ui.core.assets import CARD_BACKS, stack_step
from casino_brag.ui.core.text import tr

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services

CARD_W = 104


def card_back_names(app: Services) -> list[str]:
    return list(CARD_BACKS)


def card_back_title(name: str) -> str:
    return tr(f"back.{name}")


@lru_cache(maxsize=16)
def _card_shadow(size: tuple[int, int], spread: int) -> pygame.Surface:
    pad = spread * 2
    shade = pygame.Surface((size[0] + pad * 2, size[1] + pad * 2), pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 120), (pad, pad, *size), border_radius=10)
    return pygame.transform.gaussian_blur(shade, spread)


def card_image(app: Services, card: Card | None, width: int) -> pygame.Surface:
    """A face (or, for None, the chosen back) at `width`, in the chosen deck colours."""
    image: pygame.Surface
    if card is None:
        back = app.prefs.card_back if app.prefs.card_back in CARD_BACKS else CARD_BACKS[0]
        image = app.assets.back(back, width)
    else:
        image = app.assets.card(card, width, four_colour=app.prefs.four_colour)
    return image


def draw_card(
    surface: pygame.Surface,
    app: Services,
    card: Card | None,
    topleft: tuple[int, int],
    width_scale: float = 1.0,
    *,
    lifted: bool = False,
    width: int = CARD_W,
    group: str = "",
) -> None:
    """A card resting (or flying, `lifted`) at `topleft`; `width_scale` < 1 narrows it mid-turn.
    `group` names the hand it belongs to, for the layout check (cards of one hand may overlap)."""
    image = card_image(app, card, width)
    w, h = image.get_size()
    spread = 8 if lifted else 4
    offset = (6, 10) if lifted else (2, 4)
    shown_w = max(1, round(w * abs(width_scale)))
    x = topleft[0] + (w - shown_w) // 2
    shadow = _card_shadow((w, h), spread)
    if shown_w != w:  # a turning card: narrow the shadow with it (blurring anew each frame is slow)
        shadow = pygame.transform.scale(shadow, (shown_w + spread * 4, shadow.get_height()))
        image = pygame.transform.scale(image, (shown_w, h))
    surface.blit(shadow, (x - spread * 2 + offset[0], topleft[1] - spread * 2 + offset[1]))
    surface.blit(image, (x, topleft[1]))
    footprint.mark("card", pygame.Rect(x, topleft[1], shown_w, h), str(card or "back"), "" if lifted else group)


def draw_card_at(surface: pygame.Surface, app: Services, card: Card | None, rect: pygame.Rect) -> None:
    """A small card (history, rules) filling `rect`'s width, with a light shadow."""
    image = card_image(app, card, rect.width)
    surface.blit(_card_shadow(image.get_size(), 3), (rect.x - 4, rect.y - 3))
    surface.blit(image, rect.topleft)
    footprint.mark("card", image.get_rect(topleft=rect.topleft), str(card or "back"))


def draw_card_corner(surface: pygame.Surface, app: Services, card: Card | None, rect: pygame.Rect) -> None:
    """A card too small to read whole (a history row): the top-left corner of a card twice the
    size, so its index reads as on the table."""
    image = card_image(app, card, rect.width * 2)
    surface.blit(_card_shadow(rect.size, 3), (rect.x - 4, rect.y - 3))
    surface.blit(image, rect.topleft, pygame.Rect(0, 0, *rect.size))
    pygame.draw.rect(surface, (120, 110, 90), rect, 1, border_top_left_radius=6)
    footprint.mark("card", rect, str(card or "back"))


def draw_chip(surface: pygame.Surface, app: Services, value: int, center: tuple[float, float], diameter: int) -> None:
    """A chip seen from above (the rack)."""
    image = app.assets.chip(value, diameter)
    surface.blit(_chip_shadow(diameter), (round(center[0]) - diameter // 2 - 2, round(center[1]) - diameter // 2 + 1))
    surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))


@lru_cache(maxsize=8)
def _chip_shadow(diameter: int) -> pygame.Surface:
    shade = pygame.Surface((diameter + 8, diameter + 8), pygame.SRCALPHA)
    pygame.draw.circle(shade, (0, 0, 0, 110), (diameter // 2 + 4, diameter // 2 + 5), diameter // 2)
    return pygame.transform.gaussian_blur(shade, 3)


def draw_pile(surface: pygame.Surface, app: Services, chips: list[int], base: tuple[float, float], width: int) -> int:
    """A pile of tilted chips, bottom first, its bottom chip centred on `base`; returns the y of
    the pile's top edge."""
    step = stack_step(width)
    x, y = round(base[0]), round(base[1])
    if not chips:
        return y
    first = app.assets.chip_stack(chips[0], width)
    height = first.get_height()
    surface.blit(_pile_shadow(width, height), (x - width // 2 - 3, y - height // 2 + 3))
    top = y
    for index, value in enumerate(chips):
        image = app.assets.chip_stack(value, width, turn=PILE_TURNS[(index + value) % len(PILE_TURNS)])
        rect = image.get_rect(center=(x, y - index * step))
        surface.blit(image, rect)
        top = rect.top
    return top


PILE_TURNS = (0, 2, 1, 3, 1, 0, 3, 2, 0, 3, 1, 2)
"""The turn of each chip up a pile: never the same twice running and without a regular step, so
the edge spots scatter instead of lining up into stripes or spirals."""


@lru_cache(maxsize=8)
def _pile_shadow(width: int, height: int) -> pygame.Surface:
    shade = pygame.Surface((width + 6, height + 6), pygame.SRCALPHA)
    pygame.draw.ellipse(shade, (0, 0, 0, 120), (3, height // 3, width, height * 2 // 3 + 2))
    return pygame.transform.gaussian_blur(shade, 3)


SPOT_NAMES = {Bet.ANTE: "ante", Bet.PAIR_BONUS: "pair_bonus", Bet.PLAY: "play"}


def draw_spot(surface: pygame.Surface, app: Services, bet: Bet, center: tuple[int, int], radius: int) -> None:
    """The betting circle printed on the felt."""
    diameter = radius * 2 + 24
    image = app.assets.betting_circle(SPOT_NAMES[bet], diameter)
    surface.blit(image, image.get_rect(center=center))


def draw_preview(surface: pygame.Surface, app: Services, rect: pygame.Rect) -> None:
    """The settings' preview: the felt with a dealt hand, a face-down card and a pile of chips."""
    felt = app.assets.felt(app.prefs.felt, rect.size)
    surface.blit(_rounded_copy(felt, 16), rect)
    pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=16)
    cards = parse_cards("Ah Kd Qc Js")
    for index, card in enumerate(cards):
        draw_card(surface, app, card, (rect.x + 30 + index * 84, rect.y + 40), width=96)
    draw_card(surface, app, None, (rect.x + 100, rect.y + 220), width=96)
    draw_card(surface, app, None, (rect.x + 210, rect.y + 220), width=96)
    draw_pile(surface, app, [100, 25, 25, 5, 5, 1], (rect.x + 330, rect.y + 390), 72)
    draw_chip(surface, app, 500, (rect.x + 60, rect.y + 400), 56)


def _rounded_copy(image: pygame.Surface, radius: int) -> pygame.Surface:
    copy = pygame.Surface(image.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(copy, (255, 255, 255, 255), copy.get_rect(), border_radius=radius)
    copy.blit(image, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return copy
