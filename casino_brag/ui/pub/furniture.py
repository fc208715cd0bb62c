"""The pub table's furniture: the oval table with its wooden rim, the players' name plates with
portrait, chips and a blind / open / folded badge, and speech bubbles.

Everything expensive (the table, the plates' portraits) is rendered once and cached by its
arguments, so a frame with eight seats stays cheap.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from casino_brag.ui.core import theme
from casino_brag.ui.core.footprint import Canvas
from casino_brag.ui.pub import layout as L
from casino_brag.ui.widgets import backdrop

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services

BADGE_COLOURS: dict[str, tuple[tuple[int, int, int], tuple[int, int, int]]] = {
    "blind": ((40, 64, 116), (168, 196, 255)),
    "open": ((150, 110, 30), (255, 226, 150)),
    "folded": ((54, 54, 54), (160, 160, 160)),
    "covered": ((130, 60, 40), (255, 184, 150)),
    "out": ((40, 40, 40), (120, 120, 120)),
}
"""(fill, text) of each seat status badge."""


@lru_cache(maxsize=4)
def table_surface(felt: pygame.Surface, size: tuple[int, int], rim: int = 20) -> pygame.Surface:
    """The oval table: a polished wooden rim round a felt top lit from the middle."""
    w, h = size
    out = pygame.Surface((w + 2 * rim + 24, h + 2 * rim + 24), pygame.SRCALPHA)
    out.blit(_soft_ellipse(out.get_size(), (0, 0, 0, 150), (10, 14), (0, 8), 8), (0, 0))
    wood = pygame.Rect(12, 12, w + 2 * rim, h + 2 * rim)
    pygame.draw.ellipse(out, theme.WOOD, wood)
    for i, shade in enumerate(((96, 58, 30), (122, 76, 40), (104, 64, 34))):
        pygame.draw.ellipse(out, shade, wood.inflate(-4 - i * 6, -4 - i * 6), 3)
    top = pygame.Rect(12 + rim, 12 + rim, w, h)
    cloth = pygame.Surface(top.size, pygame.SRCALPHA)
    pygame.draw.ellipse(cloth, (255, 255, 255), cloth.get_rect())
    lit = (
        pygame.transform.smoothscale(felt, top.size).convert_alpha()
        if pygame.display.get_surface()
        else (pygame.transform.smoothscale(felt, top.size))
    )
    lit = lit.copy()
    lit.blit(_soft_ellipse(top.size, (255, 255, 230, 34), (top.width // 3, top.height // 3), (0, 0), 40), (0, 0))
    masked = pygame.Surface(top.size, pygame.SRCALPHA)
    masked.blit(lit, (0, 0))
    masked.blit(cloth, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    out.blit(masked, top)
    pygame.draw.ellipse(out, (20, 14, 8), top, 2)
    pygame.draw.ellipse(out, (226, 186, 92, 70), top.inflate(-26, -26), 2)
    return out


def draw_table(surface: pygame.Surface, app: Services) -> None:
    """The room's felt, and the oval table on it round the middle of the table area."""
    backdrop.draw_felt(surface, app)
    felt = app.assets.felt(app.prefs.felt, (theme.WIDTH, theme.HEIGHT))
    table = table_surface(felt, (2 * L.FELT_RX, 2 * L.FELT_RY))
    surface.blit(table, table.get_rect(center=(L.CENTER[0], L.CENTER[1] + 4)))


def _soft_ellipse(
    size: tuple[int, int], colour: tuple[int, int, int, int], inset: tuple[int, int], offset: tuple[int, int], blur: int
) -> pygame.Surface:
    """A blurred ellipse (a shadow, a pool of light), blurred at a quarter of its size: the same
    look for a sixteenth of the work."""
    small = (max(1, size[0] // 4), max(1, size[1] // 4))
    shape = pygame.Surface(small, pygame.SRCALPHA)
    rect = shape.get_rect().inflate(-inset[0] // 4, -inset[1] // 4).move(offset[0] // 4, offset[1] // 4)
    pygame.draw.ellipse(shape, colour, rect)
    return pygame.transform.smoothscale(pygame.transform.gaussian_blur(shape, max(1, blur // 4)), size)


def draw_plate(
    surface: pygame.Surface,
    app: Services,
    rect: pygame.Rect,
    *,
    name: str,
    portrait: str | None,
    chips: str,
    status: str,
    badge: str,
    note: str = "",
    acting: bool = False,
    dim: bool = False,
) -> None:
    """A player's name plate: portrait on the left, name and chips, the status badge on top."""
    if acting:
        glow = _glow(rect.size)
        surface.blit(glow, glow.get_rect(center=rect.center))
    fill = (*theme.DEEP, 226) if not dim else (20, 20, 20, 200)
    border = theme.GOLD if acting else (226, 186, 92, 110)
    surface.blit(theme.rounded(rect.size, 12, fill, border, 2 if acting else 1), rect)
    face = pygame.Rect(rect.x + 4, rect.y + 4, rect.height - 8, rect.height - 8)
    if portrait is not None:
        image = app.assets.portrait(portrait, face.width)
        surface.blit(_rounded_image(image, 8), face)
    else:
        _draw_you(surface, face)
    if dim:
        surface.blit(theme.rounded(face.size, 8, (0, 0, 0, 130)), face)
    x = face.right + 8
    ink = theme.DIM if dim else theme.CREAM
    theme.blit_fitted(surface, name, (x, rect.y + 8), rect.right - x - 6, theme.SMALL, ink, floor=theme.SMALL)
    theme.blit_text(
        surface, chips, (x, rect.bottom - 8), theme.BODY, theme.DIM if dim else theme.GOLD, anchor="bottomleft"
    )
    if note:
        theme.blit_text(surface, note, (rect.right - 8, rect.bottom - 9), theme.TINY, theme.MUTED, anchor="bottomright")
    if badge:
        draw_badge(surface, badge, status, (rect.right - 10, rect.top))


def draw_badge(surface: pygame.Surface, words: str, status: str, midright: tuple[int, int]) -> pygame.Rect:
    fill, ink = BADGE_COLOURS.get(status, BADGE_COLOURS["out"])
    image = theme.text(words, theme.TINY - 2, ink)
    rect = image.get_rect().inflate(14, 6)
    rect.midright = midright
    surface.blit(theme.rounded(rect.size, rect.height // 2, (*fill, 240), (*ink, 160), 1), rect)
    surface.blit(image, image.get_rect(center=(rect.centerx, rect.centery + 1)))
    return rect


BUBBLE_WIDTH = 210
"""The widest line in a speech bubble: longer remarks take a second line."""

FLIPPED = {"up-right": "up-left", "up-left": "up-right", "right": "left", "left": "right"}


def bubble_rect(words: str, anchor: tuple[int, int], opens: str, bounds: pygame.Rect) -> tuple[pygame.Rect, str]:
    """Where a speech bubble pointing at `anchor` lies, and which way it opens: as asked, or the
    other way when that would leave `bounds`; then moved inside `bounds` if it still sticks out."""
    for way in (opens, FLIPPED.get(opens, opens)):
        rect = _bubble(words, way, "").get_rect()
        if way == "right":
            rect.midleft = anchor
        elif way == "left":
            rect.midright = anchor
        elif way == "down":
            rect.midtop = anchor
        elif way == "up-left":
            rect.bottomright = (anchor[0] + 26, anchor[1])
        else:
            rect.bottomleft = (anchor[0] - 26, anchor[1])
        if bounds.contains(rect):
            return rect, way
    rect = _bubble(words, opens, "").get_rect()
    if opens == "down":
        rect.midtop = anchor
    else:
        rect.midleft = anchor
    return rect.clamp(bounds), opens


def draw_bubble(
    surface: pygame.Surface,
    words: str,
    anchor: tuple[int, int],
    opens: str,
    alpha: int = 255,
    *,
    tone: str = "",
    bounds: pygame.Rect | None = None,
) -> None:
    """A speech bubble pointing at `anchor`: to its right ("right") or left, below it ("down"), or
    above it growing to the left or right ("up-left", "up-right"); always kept inside `bounds`
    (the screen when not given), turning the other way rather than leaving them."""
    area = bounds if bounds is not None else surface.get_rect().inflate(-8, -8)
    rect, way = bubble_rect(words, anchor, opens, area)
    image: pygame.Surface = _bubble(words, way, tone)
    if alpha < 255:
        image = image.copy()
        image.set_alpha(alpha)
    surface.blit(image, rect)


@lru_cache(maxsize=128)
def _bubble(words: str, opens: str, tone: str) -> Canvas:
    faces = [theme.text(line, theme.SMALL, theme.INK) for line in theme.wrap(words, theme.SMALL, BUBBLE_WIDTH)]
    pad_x, pad_y, tail = 12, 7, 9
    line_h = faces[0].get_height()
    body = pygame.Rect(0, 0, max(f.get_width() for f in faces) + 2 * pad_x, line_h * len(faces) + 2 * pad_y)
    fill = (255, 248, 226) if tone != "think" else (226, 232, 226)
    if opens == "right":
        out = Canvas((body.width + tail, body.height + 4), pygame.SRCALPHA)
        body.topleft = (tail, 0)
        points = [(0, body.centery), (tail + 2, body.centery - 7), (tail + 2, body.centery + 7)]
    elif opens == "left":
        out = Canvas((body.width + tail + 4, body.height + 4), pygame.SRCALPHA)
        body.topleft = (0, 0)
        edge = body.right
        points = [(edge + tail, body.centery), (edge - 2, body.centery - 7), (edge - 2, body.centery + 7)]
    elif opens == "down":
        out = Canvas((body.width + 4, body.height + tail + 4), pygame.SRCALPHA)
        body.topleft = (0, tail)
        points = [(body.centerx, 0), (body.centerx - 8, tail + 2), (body.centerx + 8, tail + 2)]
    else:
        out = Canvas((body.width + 4, body.height + tail), pygame.SRCALPHA)
        tip = body.right - 26 if opens == "up-left" else body.x + 26
        points = [(tip - 8, body.bottom - 2), (tip + 8, body.bottom - 2), (tip, body.bottom + tail)]
    shade = body.move(2, 3)
    pygame.draw.rect(out, (0, 0, 0, 70), shade, border_radius=12)
    pygame.draw.rect(out, fill, body, border_radius=12)
    pygame.draw.polygon(out, fill, points)
    pygame.draw.rect(out, (120, 100, 60), body, 1, border_radius=12)
    out.keep_box(body, "bubble")
    top = body.y + pad_y + 1
    for index, face in enumerate(faces):
        out.blit(face, face.get_rect(midtop=(body.centerx, top + index * line_h)))
    return out


@lru_cache(maxsize=16)
def _glow(size: tuple[int, int]) -> pygame.Surface:
    pad = 18
    glow = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(glow, (255, 214, 120, 150), glow.get_rect().inflate(-pad, -pad), border_radius=16)
    return pygame.transform.gaussian_blur(glow, 7)


@lru_cache(maxsize=32)
def _rounded_image(image: pygame.Surface, radius: int) -> pygame.Surface:
    out = pygame.Surface(image.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(out, (255, 255, 255, 255), out.get_rect(), border_radius=radius)
    out.blit(image, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def _draw_you(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Your own place: a gold disc with a simple head-and-shoulders figure."""
    surface.blit(_you_image(rect.size, theme.BUTTON[:3]), rect)


@lru_cache(maxsize=4)
def _you_image(size: tuple[int, int], ground: theme.Color) -> pygame.Surface:
    out = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    pygame.draw.rect(out, ground, out.get_rect(), border_radius=8)
    pygame.draw.rect(out, theme.GOLD, out.get_rect(), 2, border_radius=8)
    head = (w // 2, round(h * 0.40))
    pygame.draw.circle(out, theme.CREAM, head, round(w * 0.17))
    shoulders = pygame.Rect(round(w * 0.2), round(h * 0.62), round(w * 0.6), round(h * 0.5))
    pygame.draw.ellipse(out, theme.CREAM, shoulders)
    return _rounded_image(out, 8)
