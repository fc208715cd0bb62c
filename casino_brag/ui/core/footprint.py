"""Where each thing on screen was drawn: the footprints of words, cards and boxes, so a test can
prove that nothing overlaps, spills out of its box or leaves the screen.

Recording costs nothing in play. The drawing helpers tag what they make (`theme.text` tags its
words, `theme.rounded` its bordered boxes) in weak dictionaries, and only a `RecordingSurface`
(used by the layout check, never by the window) reads the tags when something is blitted onto
it. Things drawn without a tagged surface (cards) call `mark`, which does nothing unless a
recording is under way. A full-screen shade (a dialog, the list of keys) starts a new layer:
what lies under it is covered on purpose.
"""

from __future__ import annotations

import contextlib
import weakref
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pygame

KINDS = ("text", "card", "box")
"""text: the inked part of a line of words; card: a playing card; box: a bordered rounded box
(a panel, plate, badge, button, banner, label or pop-up)."""

_words: weakref.WeakKeyDictionary[pygame.Surface, str] = weakref.WeakKeyDictionary()
_specs: weakref.WeakKeyDictionary[pygame.Surface, tuple[Any, ...]] = weakref.WeakKeyDictionary()
_boxes: weakref.WeakKeyDictionary[pygame.Surface, str] = weakref.WeakKeyDictionary()
_shades: weakref.WeakKeyDictionary[pygame.Surface, bool] = weakref.WeakKeyDictionary()


def tag_words(image: pygame.Surface, words: str, *spec: Any) -> pygame.Surface:
    """Tag a rendered line of `words`; `spec` is how to render it again (at another size)."""
    _words[image] = words
    _specs[image] = spec
    return image


def spec_of(image: pygame.Surface) -> tuple[Any, ...] | None:
    return _specs.get(image)


def words_of(image: pygame.Surface) -> str:
    return _words.get(image, "")


def tag_box(image: pygame.Surface) -> pygame.Surface:
    _boxes[image] = "box"
    return image


def tag_shade(image: pygame.Surface) -> pygame.Surface:
    _shades[image] = True
    return image


@dataclass(frozen=True)
class Line:
    image: pygame.Surface
    at: tuple[int, int]
    under: pygame.Surface
    order: int


@dataclass(frozen=True)
class Mark:
    kind: str
    rect: pygame.Rect
    what: str
    layer: int
    group: str = ""
    """Cards of one hand (or the pack) share a group: they may fan over each other, not others."""

    def __str__(self) -> str:
        r = self.rect
        return f"{self.kind} {self.what!r} at ({r.x}, {r.y}, {r.w}x{r.h})"


@dataclass
class Recorder:
    """What a frame drew: the footprints (`layout`), and/or every line of words blitted straight
    onto the screen (`lines`), so it can be drawn again crisply at another scale: its image, its
    top-left, a copy of what lay under it, and how many blits came before it. `covers` holds
    the box of every blit in order, so a line drawn over later is left as it is."""

    layout: bool = True
    keep_lines: bool = False
    marks: list[Mark] = field(default_factory=list)
    lines: list[Line] = field(default_factory=list)
    covers: list[pygame.Rect] = field(default_factory=list)
    layer: int = 0

    def add(self, kind: str, rect: pygame.Rect, what: str, group: str = "") -> None:
        if self.layout and rect.width > 0 and rect.height > 0:
            self.marks.append(Mark(kind, pygame.Rect(rect), what, self.layer, group))

    def new_layer(self) -> None:
        self.layer += 1

    def top(self) -> list[Mark]:
        """The marks of the top layer: what the player can see unshaded."""
        return [m for m in self.marks if m.layer == self.layer]


_active: Recorder | None = None


def mark(kind: str, rect: pygame.Rect, what: str = "", group: str = "") -> None:
    """Report something drawn without a tagged surface (a card); free when nobody records."""
    if _active is not None:
        _active.add(kind, rect, what, group)


@contextlib.contextmanager
def recording(*, layout: bool = True, keep_lines: bool = False) -> Iterator[Recorder]:
    global _active
    before, _active = _active, Recorder(layout, keep_lines)
    try:
        yield _active
    finally:
        _active = before


class RecordingSurface(pygame.Surface):
    """A screen that notes the footprint of every tagged surface blitted onto it."""

    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None, special_flags: int = 0) -> pygame.Rect:
        active = _active
        words = _words.get(source) if active is not None and area is None else None
        under = None
        if active is not None and active.keep_lines and words is not None:
            box = source.get_rect(topleft=_topleft(dest)).clip(self.get_rect())
            under = self.subsurface(box).copy() if box.width and box.height else None
        drawn = super().blit(source, dest, area, special_flags)
        if active is not None and active.keep_lines:
            if under is not None:
                active.lines.append(Line(source, _topleft(dest), under, len(active.covers)))
            active.covers.append(drawn)
        if active is not None and area is None:
            at = _topleft(dest)
            if words is not None:
                if active.layout:
                    ink = source.get_bounding_rect(min_alpha=40)
                    active.add("text", ink.move(at), words)
            elif source in _boxes:
                active.add("box", source.get_rect(topleft=at), "box")
            elif source in _shades and source.get_size() == self.get_size():
                active.new_layer()
        return drawn


def _topleft(dest: Any) -> tuple[int, int]:
    if isinstance(dest, pygame.Rect):
        return dest.topleft
    return round(dest[0]), round(dest[1])
