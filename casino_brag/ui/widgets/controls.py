"""Rows of settings: an on/off switch, a slider, a choice between named values, an action.

Each row draws its label on the left and its control on the right, and works with the mouse
or with the keyboard (Left / Right change the value, Enter toggles or acts).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from casino_brag.ui.core import theme
from casino_brag.ui.core.text import tr

ROW_HEIGHT = 46
CONTROL_WIDTH = 300


def arrow(surface: pygame.Surface, center: tuple[int, int], direction: int, color: theme.Color, size: int = 9) -> None:
    """A filled triangle pointing left (-1) or right (+1); the font has no arrow glyphs."""
    x, y = center
    points = [(x + direction * size, y), (x - direction * size * 0.6, y - size), (x - direction * size * 0.6, y + size)]
    pygame.draw.polygon(surface, color, points)
    pygame.draw.aalines(surface, color, True, points)


@dataclass(eq=False)
class Row:
    """A labelled setting. Subclasses provide the control."""

    label: str
    hint: str = ""
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, ROW_HEIGHT))
    focused: bool = False

    @property
    def control(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - CONTROL_WIDTH - 16, self.rect.y + 8, CONTROL_WIDTH, self.rect.height - 16)

    def change(self, step: int) -> None:
        """Left (-1) or Right (+1)."""

    def activate(self) -> None:
        """Enter, or a click on the row's control."""
        self.change(1)

    def click(self, pos: tuple[int, int]) -> None:
        self.activate()

    def drag(self, pos: tuple[int, int]) -> None:
        """The mouse moved with the button held on this row."""

    def draw(self, surface: pygame.Surface) -> None:
        if self.focused:
            surface.blit(theme.rounded(self.rect.size, 10, (255, 255, 255, 20), theme.GOLD, 1), self.rect)
        theme.blit_text(
            surface, self.label, (self.rect.x + 18, self.rect.centery + 1), theme.BODY, theme.CREAM, anchor="midleft"
        )
        self.draw_control(surface)

    def draw_control(self, surface: pygame.Surface) -> None:
        raise NotImplementedError


@dataclass(eq=False)
class Toggle(Row):
    get: Callable[[], bool] = lambda: False
    set: Callable[[bool], None] = lambda value: None

    def change(self, step: int) -> None:
        self.set(not self.get())

    def draw_control(self, surface: pygame.Surface) -> None:
        on = self.get()
        track = pygame.Rect(0, 0, 64, 30)
        track.midright = self.control.midright
        surface.blit(theme.rounded(track.size, 15, (92, 170, 110) if on else (70, 76, 72), (0, 0, 0, 80), 1), track)
        knob_x = track.right - 15 if on else track.left + 15
        pygame.draw.circle(surface, (0, 0, 0, 60), (knob_x, track.centery + 2), 12)
        pygame.draw.aacircle(surface, theme.CREAM, (knob_x, track.centery), 12)
        pygame.draw.circle(surface, theme.CREAM, (knob_x, track.centery), 12)
        word = tr("common.on") if on else tr("common.off")
        theme.blit_text(
            surface,
            word,
            (track.left - 14, track.centery + 1),
            theme.SMALL,
            theme.WIN if on else theme.DIM,
            anchor="midright",
        )


@dataclass(eq=False)
class Slider(Row):
    """A value from 0.0 to 1.0, shown as a percentage (or as `zero`, when given, at 0); Left /
    Right move it by a tenth."""

    get: Callable[[], float] = lambda: 0.0
    set: Callable[[float], None] = lambda value: None
    zero: str = ""

    @property
    def track(self) -> pygame.Rect:
        control = self.control
        return pygame.Rect(control.x + 12, control.centery - 4, control.width - 90, 8)

    def change(self, step: int) -> None:
        self.set(round(min(1.0, max(0.0, self.get() + step * 0.1)), 2))

    def activate(self) -> None:
        pass

    def click(self, pos: tuple[int, int]) -> None:
        self.drag(pos)

    def drag(self, pos: tuple[int, int]) -> None:
        track = self.track
        self.set(round(min(1.0, max(0.0, (pos[0] - track.x) / track.width)), 2))

    def draw_control(self, surface: pygame.Surface) -> None:
        track = self.track
        value = self.get()
        surface.blit(theme.rounded(track.size, 4, (0, 0, 0, 120)), track)
        filled = pygame.Rect(track.x, track.y, max(8, round(track.width * value)), track.height)
        surface.blit(theme.rounded(filled.size, 4, theme.GOLD), filled)
        knob = (track.x + round(track.width * value), track.centery)
        pygame.draw.circle(surface, theme.CREAM, knob, 11)
        pygame.draw.circle(surface, theme.GOLD_DARK, knob, 11, 2)
        theme.blit_text(
            surface,
            self.zero if self.zero and value == 0 else f"{round(value * 100)}%",
            (self.control.right, track.centery + 1),
            theme.SMALL,
            theme.CREAM,
            anchor="midright",
        )


@dataclass(eq=False)
class Choice(Row):
    """One of a few named values, stepped with the arrows either side."""

    options: Sequence[tuple[str, str]] = ()
    """(value, label) pairs."""
    get: Callable[[], str] = lambda: ""
    set: Callable[[str], None] = lambda value: None

    def change(self, step: int) -> None:
        values = [value for value, _ in self.options]
        if not values:
            return
        current = values.index(self.get()) if self.get() in values else 0
        self.set(values[(current + step) % len(values)])

    def click(self, pos: tuple[int, int]) -> None:
        self.change(-1 if pos[0] < self.control.centerx - 40 else 1)

    def draw_control(self, surface: pygame.Surface) -> None:
        control = self.control
        surface.blit(theme.rounded(control.size, 8, (0, 0, 0, 90), (226, 186, 92, 80), 1), control)
        label = dict(self.options).get(self.get(), self.get())
        theme.blit_text(surface, label, control.center, theme.SMALL, theme.CREAM, anchor="center")
        arrow(surface, (control.x + 18, control.centery), -1, theme.GOLD)
        arrow(surface, (control.right - 18, control.centery), 1, theme.GOLD)


@dataclass(eq=False)
class Action(Row):
    """A button in a settings list (reset the bankroll, show the tips again)."""

    button: str = ""
    run: Callable[[], None] = lambda: None
    danger: bool = False

    def activate(self) -> None:
        self.run()

    def change(self, step: int) -> None:
        pass

    def draw_control(self, surface: pygame.Surface) -> None:
        face = pygame.Rect(0, 0, 200, self.control.height)
        face.midright = self.control.midright
        border = theme.LOSS if self.danger else theme.GOLD
        surface.blit(theme.rounded(face.size, 8, (60, 30, 26) if self.danger else theme.BUTTON, border, 2), face)
        theme.blit_text(surface, self.button, face.center, theme.SMALL, theme.CREAM, anchor="center")


class RowList:
    """Rows stacked in a column with one focused; routes mouse and keys to them."""

    def __init__(
        self, rows: Sequence[Row], topleft: tuple[int, int], width: int, gap: int = 4, height: int = ROW_HEIGHT
    ) -> None:
        self.rows = list(rows)
        x, y = topleft
        for row in self.rows:
            row.rect = pygame.Rect(x, y, width, height)
            y += height + gap
        self.focus = 0
        self.dragging: Row | None = None
        self._refocus()

    def _refocus(self) -> None:
        for index, row in enumerate(self.rows):
            row.focused = index == self.focus

    @property
    def focused(self) -> Row:
        return self.rows[self.focus]

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                self.focus = (self.focus + (1 if event.key == pygame.K_DOWN else -1)) % len(self.rows)
                self._refocus()
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.focused.change(1 if event.key == pygame.K_RIGHT else -1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.focused.activate()
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, row in enumerate(self.rows):
                if row.rect.collidepoint(event.pos):
                    self.focus = index
                    self._refocus()
                    if row.control.collidepoint(event.pos):
                        row.click(event.pos)
                        self.dragging = row
                    return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = None
        elif event.type == pygame.MOUSEMOTION and self.dragging is not None:
            self.dragging.drag(event.pos)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        for row in self.rows:
            row.draw(surface)
