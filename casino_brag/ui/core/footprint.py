"""Where each thing on screen was drawn: the footprints of words, cards and boxes, so a test can
prove that nothing overlaps, spills out of its box or leaves the screen.

Recording costs nothing in play. The drawing helpers tag what they make (`theme.text` tags its
words, `theme.rounded` its bordered boxes) in weak dictionaries, and only a `RecordingSurface`
(used by the layout check, never by the window) reads the tags when something is blitted onto
it. Things drawn without a tagged surface (cards) call `mark`, which does nothing unless a
recording is under way. A full-screen shade (a dialog, the list of keys) starts a new layer:
what lies under it is covered on purpose.

Pictures drawn once and kept (a speech bubble, the casino's paytable panel, the felt) are drawn
on a `Canvas`, which remembers the words and boxes blitted onto it; when the canvas is blitted
onto the screen, they count as if drawn there: the layout check sees them, and a resized window
renders their words afresh like any other line.
"""

from __future__ import annotations

import contextlib
import weakref
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

import pygame

KINDS = ("text", "card", "box", "print")
"""text: the inked part of a line of words; card: a playing card; box: a bordered rounded box
(a panel, plate, badge, button, banner, label or pop-up); print: words printed on the felt, which
cards and banners may lie on but which must not run under a panel's edge."""

_words: weakref.WeakKeyDictionary[pygame.Surface, str] = weakref.WeakKeyDictionary()
_specs: weakref.WeakKeyDictionary[pygame.Surface, tuple[Any, ...]] = weakref.WeakKeyDictionary()
_boxes: weakref.WeakKeyDictionary[pygame.Surface, str] = weakref.WeakKeyDictionary()
_shades: weakref.WeakKeyDictionary[pygame.Surface, bool] = weakref.WeakKeyDictionary()
_prints: weakref.WeakKeyDictionary[pygame.Surface, bool] = weakref.WeakKeyDictionary()
_inner: weakref.WeakKeyDictionary[pygame.Surface, list[Inner]] = weakref.WeakKeyDictionary()
_redraws: weakref.WeakKeyDictionary[pygame.Surface, Callable[[float], pygame.Surface]] = weakref.WeakKeyDictionary()


def tag_words(image: pygame.Surface, words: str, *spec: Any) -> pygame.Surface:
    """Tag a rendered line of `words`; `spec` is how to render it again (at another size)."""
    _words[image] = words
    _specs[image] = spec
    return image


def tag_print(
    image: pygame.Surface, words: str, redraw: Callable[[float], pygame.Surface] | None = None
) -> pygame.Surface:
    """Tag words printed on the felt; `redraw(scale)` prints them afresh at another scale (the
    window's), so a resized window shows them crisp, else they are left as scaled."""
    _words[image] = words
    _prints[image] = True
    if redraw is not None:
        _redraws[image] = redraw
    return image


def redraw_of(image: pygame.Surface) -> Callable[[float], pygame.Surface] | None:
    """How to print the felt's words of `image` afresh at a scale (None: they cannot be)."""
    return _redraws.get(image)


def _kind(image: pygame.Surface) -> str:
    return "print" if image in _prints else "text"


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
    alpha: int | None = None
    """The see-through of the picture the line came in (a fading bubble), when not its own."""


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
        inner = _inner.get(source) if active is not None and area is None else None
        under = None
        at = _topleft(dest)
        if active is not None and active.keep_lines and words is not None:
            under = _under(self, source.get_rect(topleft=at))
        kept = _beneath(self, source, inner, at) if active is not None and active.keep_lines and inner else []
        drawn = super().blit(source, dest, area, special_flags)
        if active is not None and active.keep_lines:
            if under is not None:
                active.lines.append(Line(source, at, under, len(active.covers)))
            for part in kept:
                if part.image is not None and part.under is not None and not part.covered:
                    active.lines.append(Line(part.image, part.at, part.under, len(active.covers), source.get_alpha()))
            active.covers.append(drawn)
        if active is not None and area is None:
            if words is not None:
                if active.layout:
                    ink = source.get_bounding_rect(min_alpha=40)
                    active.add(_kind(source), ink.move(at), words)
            elif source in _boxes:
                active.add("box", source.get_rect(topleft=at), "box")
            elif source in _shades and source.get_size() == self.get_size():
                active.new_layer()
            for part in inner or ():
                active.add(part.kind, part.rect.move(at), part.what)
        return drawn


@dataclass(frozen=True)
class Inner:
    """A line of words or a box kept on a canvas: `rect` is its footprint there; a line also
    keeps its `image`, the image's top-left `at` and what lay `under` it on the canvas."""

    kind: str
    rect: pygame.Rect
    what: str
    image: pygame.Surface | None = None
    at: tuple[int, int] = (0, 0)
    under: pygame.Surface | None = None
    covered: bool = False
    """Something was drawn over the line later: it stays as drawn when the window is scaled."""


class Canvas(pygame.Surface):
    """A picture drawn once and kept, which remembers the words and boxes blitted onto it (and
    those of canvases blitted onto it), where they lie and what lay under each line."""

    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None, special_flags: int = 0) -> pygame.Rect:
        at = _topleft(dest)
        words = _words.get(source) if area is None else None
        inner = _inner.get(source) if area is None else None
        under = _under(self, source.get_rect(topleft=at)) if words is not None else None
        kept = _beneath(self, source, inner, at) if inner else []
        drawn = super().blit(source, dest, area, special_flags)
        parts = _inner.setdefault(self, [])
        parts[:] = [replace(p, covered=True) if p.image is not None and drawn.colliderect(p.rect) else p for p in parts]
        if words is not None:
            ink = source.get_bounding_rect(min_alpha=40).move(at)
            parts.append(Inner(_kind(source), ink, words, source, at, under, under is None))
            if not self.get_rect().contains(ink) and not any(p.what == "picture" for p in parts):
                parts.append(Inner("box", self.get_rect(), "picture"))  # words cut off at its edge
        elif source in _boxes:
            parts.append(Inner("box", source.get_rect(topleft=at), "box"))
        parts += kept
        parts += [replace(p, rect=p.rect.move(at)) for p in inner or () if p.image is None]
        return drawn

    def keep_box(self, rect: pygame.Rect, what: str = "box") -> None:
        """Remember a box drawn without a tagged surface (a speech bubble's body)."""
        _inner.setdefault(self, []).append(Inner("box", pygame.Rect(rect), what))

    def copy(self) -> pygame.Surface:
        return carried(self, super().copy())

    def convert(self, *args: Any) -> pygame.Surface:
        return carried(self, super().convert(*args))

    def convert_alpha(self, *args: Any) -> pygame.Surface:
        return carried(self, super().convert_alpha(*args))


def carried(canvas: pygame.Surface, image: pygame.Surface) -> pygame.Surface:
    """`image` (a copy or conversion of `canvas`) remembering what the canvas remembers."""
    if canvas in _inner:
        _inner[image] = list(_inner[canvas])
    return image


def inner(image: pygame.Surface) -> list[Inner]:
    """The words and boxes a canvas remembers (relative to its top-left)."""
    return list(_inner.get(image, ()))


def _under(target: pygame.Surface, box: pygame.Rect) -> pygame.Surface | None:
    box = box.clip(target.get_rect())
    return target.subsurface(box).copy() if box.width and box.height else None


def _beneath(
    target: pygame.Surface, source: pygame.Surface, parts: list[Inner] | None, at: tuple[int, int]
) -> list[Inner]:
    """The lines of words of a canvas (`source`) about to be blitted onto `target` at `at`, in
    the target's coordinates, each with what will lie under it: the target there now, and under
    that the canvas's own picture under the line (as see-through as the canvas)."""
    found = []
    for part in parts or ():
        if part.kind not in ("text", "print") or part.image is None:
            continue
        spot = (at[0] + part.at[0], at[1] + part.at[1])
        below = None
        if part.under is not None and not part.covered:
            below = _under(target, part.image.get_rect(topleft=spot))
            if below is not None and below.get_size() == part.under.get_size():
                own = part.under
                if source.get_alpha() is not None:
                    own = own.copy()
                    own.set_alpha(source.get_alpha())
                below.blit(own, (0, 0))
            else:
                below = None
        found.append(
            replace(part, rect=part.rect.move(at), at=spot, under=below, covered=part.covered or below is None)
        )
    return found


def _topleft(dest: Any) -> tuple[int, int]:
    if isinstance(dest, pygame.Rect):
        return dest.topleft
    return round(dest[0]), round(dest[1])
