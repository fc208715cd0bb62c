"""The 1280×720 logical screen fitted into a window of any size: the largest scale that fits,
centred with dark bars on the two sides that are left over, and the mouse mapped back exactly.

Every scene draws on the logical screen. When the window is another size, the frame is scaled
smoothly onto it, and each line of words drawn straight onto the screen is then drawn again on
top, rendered afresh at the scaled size, so text stays crisp; so are the words of pictures drawn
once and kept (a `footprint.Canvas`: speech bubbles, the paytable panel), and the felt's printed
words that can print themselves again (the casino's curved lettering, `footprint.tag_print`).
Lines under a dialog's shade are left as scaled: they are dimmed background.
"""

from __future__ import annotations

import math
import weakref
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from casino_brag.ui.core import theme
from casino_brag.ui.core.footprint import Recorder, redraw_of, spec_of, words_of

LOGICAL = (theme.WIDTH, theme.HEIGHT)
POINTED = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
SMALLEST_TYPE = 6
"""Below this many pixels a re-rendered line is left as scaled."""


@dataclass(frozen=True)
class Viewport:
    """Where the logical screen lies in a window of `window` pixels."""

    window: tuple[int, int] = LOGICAL

    @property
    def scale(self) -> float:
        return min(self.window[0] / LOGICAL[0], self.window[1] / LOGICAL[1])

    @property
    def area(self) -> pygame.Rect:
        """The window's part that shows the game (the rest is the letterbox)."""
        w, h = round(LOGICAL[0] * self.scale), round(LOGICAL[1] * self.scale)
        return pygame.Rect((self.window[0] - w) // 2, (self.window[1] - h) // 2, w, h)

    @property
    def exact(self) -> bool:
        """The window is the logical size: frames go straight onto it."""
        return self.window == LOGICAL

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        """A window point as a logical one (points on the bars land on the nearest edge)."""
        area, s = self.area, self.scale
        x = min(max((pos[0] - area.x) / s, 0), LOGICAL[0] - 1)
        y = min(max((pos[1] - area.y) / s, 0), LOGICAL[1] - 1)
        return int(x), int(y)

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        area, s = self.area, self.scale
        return round(area.x + pos[0] * s), round(area.y + pos[1] * s)

    def event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """A mouse event in logical coordinates; None for a click on the bars."""
        if self.exact or event.type not in POINTED:
            return event
        if event.type != pygame.MOUSEMOTION and not self.area.collidepoint(event.pos):
            return None
        values = dict(event.dict)
        values["pos"] = self.to_logical(event.pos)
        if "rel" in values:
            values["rel"] = (round(values["rel"][0] / self.scale), round(values["rel"][1] / self.scale))
        return pygame.event.Event(event.type, values)

    def present(self, frame: pygame.Surface, window: pygame.Surface, drawn: Recorder) -> None:
        """Show a logical `frame` on the `window`, its words re-rendered crisply at the scale."""
        window.fill((0, 0, 0))
        area, s = self.area, self.scale
        scaled = pygame.transform.smoothscale(frame, area.size) if s < 1.0 or s > 1.0 else frame
        window.blit(scaled, area)
        if scaled is frame:
            return
        for line in drawn.lines:
            spec = spec_of(line.image)
            redraw = redraw_of(line.image)
            box = line.image.get_rect(topleft=line.at)
            small = spec is not None and len(spec) > 0 and round(spec[0] * s) < SMALLEST_TYPE
            if (not spec and redraw is None) or small or box.collidelist(drawn.covers[line.order + 1 :]) >= 0:
                continue  # drawn over later (or too small, or not to be drawn again): left as scaled
            x, y = line.at
            spot = (round(area.x + x * s), round(area.y + y * s))
            # the scaled line wiped, with the pixel its smoothed edges spread into on every side
            left, top = math.floor(area.x + x * s) - 1, math.floor(area.y + y * s) - 1
            right = math.ceil(area.x + (x + line.under.get_width()) * s) + 1
            bottom = math.ceil(area.y + (y + line.under.get_height()) * s) + 1
            window.blit(pygame.transform.smoothscale(line.under, (right - left, bottom - top)), (left, top))
            crisp = _crisp(line.image, s, spec) if spec else reprinted(line.image, s)
            alpha = line.alpha if line.alpha is not None else line.image.get_alpha()
            if alpha is not None and alpha < 255:
                crisp = crisp.copy()
                crisp.set_alpha(alpha)
            window.blit(crisp, spot)


def _crisp(image: pygame.Surface, scale: float, spec: tuple[Any, ...]) -> pygame.Surface:
    """A line rendered afresh at the scaled type size, then fitted to exactly the scaled line's
    box, so it covers the scaled picture of itself letter for letter."""
    size, color, shadow = spec
    return _fitted(words_of(image), size, color, shadow, round(scale * 1000), image.get_size())


@lru_cache(maxsize=1024)
def _fitted(
    words: str, size: int, color: theme.Color, shadow: bool, per_mille: int, box: tuple[int, int]
) -> pygame.Surface:
    scale = per_mille / 1000
    target = (max(1, round(box[0] * scale)), max(1, round(box[1] * scale)))
    near = round(size * scale)  # small type does not scale evenly: take the size nearest the width
    sizes = [n for n in (near - 1, near, near + 1) if n >= 1]
    fresh = min((theme.text(words, n, color, shadow) for n in sizes), key=lambda f: abs(f.get_width() - target[0]))
    return fresh if fresh.get_size() == target else pygame.transform.smoothscale(fresh, target)


_reprints: weakref.WeakKeyDictionary[pygame.Surface, dict[int, pygame.Surface]] = weakref.WeakKeyDictionary()


def reprinted(image: pygame.Surface, scale: float) -> pygame.Surface:
    """The felt's words of `image` printed afresh at `scale` (by their `redraw`), fitted to
    exactly the scaled picture's box; kept per scale while the picture lives."""
    redraw = redraw_of(image)
    assert redraw is not None
    kept = _reprints.setdefault(image, {})
    per_mille = round(scale * 1000)
    if per_mille not in kept:
        target = (max(1, round(image.get_width() * scale)), max(1, round(image.get_height() * scale)))
        fresh = redraw(scale)
        kept[per_mille] = fresh if fresh.get_size() == target else pygame.transform.smoothscale(fresh, target)
    return kept[per_mille]


_current = Viewport()


def use(viewport: Viewport) -> None:
    """The viewport the window now has (for `mouse_pos`)."""
    global _current
    _current = viewport


def mouse_pos() -> tuple[int, int]:
    """Where the mouse is on the logical screen."""
    return _current.to_logical(pygame.mouse.get_pos())
