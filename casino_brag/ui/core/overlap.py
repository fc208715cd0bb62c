"""The layout rules every screen keeps, checked over the footprints a drawing left
(`footprint.recording`): nothing leaves the screen, no two lines of words or a word and a card
meet, and words and cards sit wholly inside a box or wholly outside it, as boxes do with each
other (a button inside its panel, a key cap on its button). Words printed on the felt may lie
under cards and banners, but not cross a box's edge. A button's label is never cut short with
dots, nor is the pub table's header (`Button.draw` and the header report a "cut" footprint when
their words had to be). Words and boxes of pictures drawn once and
kept (speech bubbles, the paytable panel) are checked like any others (`footprint.Canvas`).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from casino_brag.ui.core.footprint import Mark

SLACK = 1
"""Pixels two footprints may share: anti-aliased edges that touch are not an overlap."""


TAB_HEIGHT = 26


def _meet(a: pygame.Rect, b: pygame.Rect) -> bool:
    return a.inflate(-2 * SLACK, -2 * SLACK).colliderect(b.inflate(-2 * SLACK, -2 * SLACK))


def _inside(inner: pygame.Rect, outer: pygame.Rect) -> bool:
    return outer.inflate(2 * SLACK, 2 * SLACK).contains(inner)


def _tab(small: pygame.Rect, big: pygame.Rect) -> bool:
    """A badge worn on a box's top edge, like a tab (a seat's BLIND or OPEN on its plate)."""
    return small.height <= TAB_HEIGHT and abs(small.centery - big.top) <= 3 and big.left <= small.centerx <= big.right


def _name(mark: Mark, marks: Sequence[Mark]) -> str:
    """A box is named by the words in it, so a failure reads "box 'Play again'"."""
    if mark.kind != "box":
        return str(mark)
    inside = [m.what for m in marks if m.kind == "text" and _inside(m.rect, mark.rect)]
    r = mark.rect
    return f"box {' / '.join(inside[:2])!r} at ({r.x}, {r.y}, {r.w}x{r.h})"


def _worn(a: Mark, b: Mark, marks: Sequence[Mark]) -> bool:
    """Whether `a` crosses `b`'s edge only as (or inside) a tab on it."""
    for part, whole in ((a, b), (b, a)):
        if whole.kind != "box":
            continue
        for tab in marks:
            if tab.kind == "box" and _tab(tab.rect, whole.rect) and (tab is part or _inside(part.rect, tab.rect)):
                return True
    return False


def problems(marks: Sequence[Mark], screen: pygame.Rect) -> list[str]:
    """Every broken rule among `marks` (one layer of one frame), in words; empty when tidy."""
    found = [f"the words {m.what!r} at {tuple(m.rect)} are cut short with dots" for m in marks if m.kind == "cut"]
    marks = [mark for mark in marks if mark.kind != "cut"]
    for mark in marks:
        if not _inside(mark.rect, screen):
            found.append(f"{_name(mark, marks)} leaves the screen")
    for i, a in enumerate(marks):
        for b in marks[i + 1 :]:
            if not _meet(a.rect, b.rect):
                continue
            kinds = {a.kind, b.kind}
            if "print" in kinds:
                kinds = {"text" if k == "print" else k for k in kinds}
                if kinds != {"text", "box"} or a.kind == b.kind:
                    continue  # cards and banners lie on the felt's print
            if kinds == {"card"}:
                if a.group and b.group and a.group != b.group:
                    found.append(f"{_name(a, marks)} of {a.group} overlaps {_name(b, marks)} of {b.group}")
                continue  # a hand's cards fan over each other
            if kinds == {"text"} or kinds == {"text", "card"}:
                found.append(f"{_name(a, marks)} overlaps {_name(b, marks)}")
            elif not (_inside(a.rect, b.rect) or _inside(b.rect, a.rect) or _worn(a, b, marks)):
                found.append(f"{_name(a, marks)} crosses the edge of {_name(b, marks)}")
    return found
