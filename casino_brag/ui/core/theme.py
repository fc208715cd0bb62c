"""The look shared by every screen: colours, type sizes, and cached drawing of text and panels.

Rendering text and translucent panels is the slow part of a frame, so each is made once and
cached by its arguments; scenes stay free of caches (and `draw` free of state changes).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from casino_brag.ui.core.footprint import tag_box, tag_shade, tag_words

WIDTH, HEIGHT = 1280, 720
Color = tuple[int, int, int] | tuple[int, int, int, int]

CREAM = (244, 236, 214)
MUTED = (196, 204, 190)
DIM = (140, 150, 140)
GOLD = (226, 186, 92)
GOLD_DARK = (150, 112, 40)
INK = (22, 26, 24)
WIN = (120, 222, 128)
LOSS = (240, 112, 98)
PUSH = (150, 196, 240)
WARN = (255, 196, 90)
PANEL: Color = (8, 22, 16, 178)
PANEL_LIGHT = (255, 255, 255, 24)
BUTTON: Color = (32, 72, 52)
BUTTON_HOVER: Color = (46, 100, 72)
BUTTON_PRIMARY = (176, 132, 48)
BUTTON_PRIMARY_HOVER = (204, 158, 64)
BUTTON_DISABLED = (44, 54, 50)
FELT_SHADES: dict[str, tuple[Color, Color, Color]] = {
    "green": ((32, 72, 52), (46, 100, 72), (8, 22, 16, 178)),
    "blue": ((30, 54, 88), (44, 74, 120), (8, 16, 30, 178)),
    "red": ((86, 34, 38), (114, 48, 54), (28, 10, 12, 178)),
}
"""Buttons, lit buttons and panels in the shades of each felt colour."""
DEEP: tuple[int, int, int] = (14, 30, 22)
FELT_DEEP: dict[str, tuple[int, int, int]] = {"green": (14, 30, 22), "blue": (12, 22, 40), "red": (38, 14, 17)}
"""The deepest shade of each felt colour: name plates, dialogs and overlays (nearly opaque)."""


def tint(felt: str) -> None:
    """Dress buttons and panels in the felt's colour (green, blue or red)."""
    global BUTTON, BUTTON_HOVER, PANEL, DEEP
    BUTTON, BUTTON_HOVER, PANEL = FELT_SHADES.get(felt, FELT_SHADES["green"])
    DEEP = FELT_DEEP.get(felt, FELT_DEEP["green"])


WOOD = (70, 40, 22)
WOOD_LIGHT = (116, 72, 38)

# Type sizes (pygame's bundled font: the size is the line height in pixels, roughly).
TITLE = 84
HEADING = 44
LARGE = 32
BODY = 24
SMALL = 20
TINY = 17


@lru_cache(maxsize=32)
def font(size: int) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(None, size)


@lru_cache(maxsize=1024)
def text(words: str, size: int = BODY, color: Color = CREAM, shadow: bool = False) -> pygame.Surface:
    """`words` rendered once (anti-aliased, optionally with a soft drop shadow)."""
    face = font(size).render(words, True, color)
    if not shadow:
        return tag_words(face, words, size, color, shadow)
    offset = max(1, size // 16)
    shade = font(size).render(words, True, (0, 0, 0))
    shade.set_alpha(150)
    out = pygame.Surface((face.get_width() + offset, face.get_height() + offset), pygame.SRCALPHA)
    out.blit(shade, (offset, offset))
    out.blit(face, (0, 0))
    return tag_words(out, words, size, color, shadow)


def blit_text(
    surface: pygame.Surface,
    words: str,
    pos: tuple[float, float],
    size: int = BODY,
    color: Color = CREAM,
    *,
    anchor: str = "topleft",
    shadow: bool = False,
) -> pygame.Rect:
    """Draw text with one point of its box (`anchor`: "center", "midleft", …) at `pos`."""
    image = text(words, size, color, shadow)
    rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(image, rect)
    return rect


FLOOR = 14
"""The smallest type a fitted line shrinks to before it is shortened."""


@lru_cache(maxsize=512)
def fit(words: str, size: int, width: int, floor: int = FLOOR) -> tuple[str, int]:
    """`words` and the type size that fit in `width` pixels: the size asked for when it fits,
    else a smaller one down to `floor`, else the words cut short with dots at `floor`."""
    for trial in range(size, min(size, floor) - 1, -1):
        if font(trial).size(words)[0] <= width:
            return words, trial
    size = min(size, floor)
    while len(words) > 1 and font(size).size(words.rstrip() + "...")[0] > width:
        words = words[:-1]
    return words.rstrip() + "...", size


def blit_fitted(
    surface: pygame.Surface,
    words: str,
    pos: tuple[float, float],
    width: int,
    size: int = BODY,
    color: Color = CREAM,
    *,
    anchor: str = "topleft",
    shadow: bool = False,
    floor: int = FLOOR,
) -> pygame.Rect:
    """`blit_text`, with the words fitted into `width` pixels (see `fit`)."""
    shown, fitted = fit(words, size, width, floor)
    return blit_text(surface, shown, pos, fitted, color, anchor=anchor, shadow=shadow)


@lru_cache(maxsize=256)
def wrap(words: str, size: int, width: int) -> tuple[str, ...]:
    """Break `words` into lines no wider than `width` pixels; blank lines separate paragraphs."""
    face = font(size)
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            attempt = f"{line} {word}" if line else word
            if face.size(attempt)[0] <= width or not line:
                line = attempt
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def blit_paragraph(
    surface: pygame.Surface,
    words: str,
    rect: pygame.Rect,
    size: int = BODY,
    color: Color = CREAM,
    *,
    spacing: float = 1.3,
    align: str = "left",
    shrink: bool = False,
) -> int:
    """Draw wrapped text inside `rect`; return the y just below the last line. With `shrink`,
    the type steps down (to `FLOOR` at the least) until every line fits the rect's height."""
    while (
        shrink
        and size > FLOOR
        and len(wrap(words, size, rect.width)) * font(size).get_linesize() * spacing > rect.height
    ):
        size -= 1
    y = float(rect.top)
    step = font(size).get_linesize() * spacing
    for line in wrap(words, size, rect.width):
        if line:
            if align == "center":
                blit_text(surface, line, (rect.centerx, y), size, color, anchor="midtop")
            else:
                blit_text(surface, line, (rect.left, y), size, color)
        y += step
    return round(y)


@lru_cache(maxsize=256)
def rounded(
    size: tuple[int, int], radius: int, fill: Color, border: Color | None = None, width: int = 2
) -> pygame.Surface:
    """A rounded rectangle with alpha (a panel, a button face), made once per look."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if border is not None:
        pygame.draw.rect(surface, border, rect, width, border_radius=radius)
        tag_box(surface)
    return surface


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    *,
    radius: int = 14,
    fill: Color | None = None,
    border: Color | None = (226, 186, 92, 90),
    shadow: bool = True,
) -> None:
    """A dark translucent card for grouping controls, with a soft shadow under it (by default in
    the shade that goes with the table's felt)."""
    fill = PANEL if fill is None else fill
    if shadow:
        surface.blit(_shadow((rect.width, rect.height), radius), (rect.x - 6, rect.y - 2))
    surface.blit(rounded((rect.width, rect.height), radius, fill, border), rect.topleft)


@lru_cache(maxsize=64)
def _shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    pad = 12
    base = pygame.Surface((size[0] + pad, size[1] + pad), pygame.SRCALPHA)
    pygame.draw.rect(base, (0, 0, 0, 110), base.get_rect().inflate(-6, -6).move(0, 4), border_radius=radius + 4)
    return pygame.transform.gaussian_blur(base, 5)


@lru_cache(maxsize=8)
def dim(size: tuple[int, int], alpha: int = 150) -> pygame.Surface:
    """A flat shade laid over the screen under a dialog."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    return tag_shade(shade)


def result_color(amount: int) -> Color:
    return WIN if amount > 0 else LOSS if amount < 0 else PUSH
