"""Buttons: a label, a keyboard shortcut shown as a key cap, hover and disabled looks."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from casino_brag.ui.core import footprint, theme
from casino_brag.ui.core.text import key_name


@dataclass(eq=False)
class Button:
    """A clickable, keyboard-reachable action. `key` is a pygame key code (or None)."""

    rect: pygame.Rect
    label: str
    action: Callable[[], None]
    key: int | None = None
    key_label: str = ""
    primary: bool = False
    enabled: bool = True
    visible: bool = True
    size: int = theme.BODY
    tip: str = ""
    """A sentence shown on hover (and once, on first use, by the table's tips)."""
    reason: str = ""
    """Why the button is disabled, shown on hover instead of `tip`."""
    show_reason: bool = False
    """Write `reason` on the disabled button itself (the menu's unavailable entries)."""
    hovered: bool = field(default=False, init=False)
    focused: bool = False

    def handle(self, event: pygame.event.Event) -> bool:
        """React to the mouse or the shortcut; True when the event was used."""
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.enabled:
                self.action()
            return True
        shortcut = event.type == pygame.KEYDOWN and self.key is not None and event.key == self.key
        if shortcut and self.enabled and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.action()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        rect = self.rect
        lit = (self.hovered or self.focused) and self.enabled
        fill: theme.Color
        border: theme.Color
        if not self.enabled:
            fill, border, ink = theme.BUTTON_DISABLED, (255, 255, 255, 30), theme.DIM
        elif self.primary:
            fill = theme.BUTTON_PRIMARY_HOVER if lit else theme.BUTTON_PRIMARY
            border, ink = (255, 236, 190), theme.INK
        else:
            fill = theme.BUTTON_HOVER if lit else theme.BUTTON
            border, ink = (theme.GOLD if lit else (226, 186, 92, 120)), theme.CREAM
        radius = min(12, rect.height // 3)
        if self.enabled:
            surface.blit(theme.rounded((rect.width, rect.height), radius, (0, 0, 0, 90)), rect.move(0, 3))
        surface.blit(theme.rounded((rect.width, rect.height), radius, fill, border, 2), rect)
        surface.blit(
            theme.rounded((rect.width - 8, rect.height // 2 - 4), radius - 2, (255, 255, 255, 22 if lit else 14)),
            (rect.x + 4, rect.y + 4),
        )
        cap = self.key_label
        cap_width = key_cap_width(cap) + 10 if cap else 0
        label_center_x = rect.x + (rect.width - cap_width) // 2 + (2 if cap else 0)
        explain = not self.enabled and self.reason and self.show_reason
        label_y = rect.centery - 7 if explain else rect.centery + 1
        room = rect.width - cap_width - 16
        theme.blit_fitted(surface, self.label, (label_center_x, label_y), room, self.size, ink, anchor="center")
        if theme.fit(self.label, self.size, room)[0] != self.label:
            footprint.mark("cut", rect, self.label)  # the layout check reports a label cut short
        if cap:
            draw_key_cap(surface, cap, (rect.right - 8, rect.centery), dark=self.primary and self.enabled)
        if explain:
            theme.blit_text(
                surface, self.reason, (label_center_x, rect.bottom - 4), theme.TINY, theme.MUTED, anchor="midbottom"
            )


def key_cap_width(cap: str) -> int:
    return max(20, theme.text(key_name(cap), theme.TINY).get_width() + 8)


def draw_key_cap(surface: pygame.Surface, cap: str, midright: tuple[int, int], *, dark: bool = False) -> pygame.Rect:
    """A small keyboard-key badge ("D", "Space", "F11") so every shortcut is visible."""
    face = theme.text(key_name(cap), theme.TINY, theme.INK if not dark else theme.CREAM)
    rect = pygame.Rect(0, 0, key_cap_width(cap), 20)
    rect.midright = midright
    fill = (236, 228, 206, 210) if not dark else (40, 30, 12, 170)
    surface.blit(theme.rounded(rect.size, 5, fill, (0, 0, 0, 70), 1), rect)
    surface.blit(face, face.get_rect(center=(rect.centerx, rect.centery + 1)))
    return rect


def aimed_at(button: Button, event: pygame.event.Event) -> bool:
    """Whether the event presses this button: its key (without Ctrl or Alt), or a left click on it."""
    if event.type == pygame.KEYDOWN:
        plain = not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
        return button.key is not None and event.key == button.key and plain
    return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and button.rect.collidepoint(event.pos)
