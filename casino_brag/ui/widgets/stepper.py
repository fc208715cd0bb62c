"""A chip stepper: choose a whole number of chips between a least and a most, with the mouse
(minus and plus, quick amounts, the wheel) or the keys (Left / Right or - / + by one, Page Up /
Page Down by ten, Home / End for the least and the most, Enter to confirm, Esc to cancel)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from casino_brag.ui.core import theme
from casino_brag.ui.core.text import chips
from casino_brag.ui.widgets.button import draw_key_cap

ARROWS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)


@dataclass
class ChipStepper:
    """`value` stays within `low`…`high`. `quick` are labelled amounts offered as shortcuts."""

    rect: pygame.Rect
    low: int
    high: int
    value: int
    quick: Sequence[tuple[str, int]] = ()
    title: str = ""
    caption: str = ""
    confirm: str = ""
    cancel: str = ""
    hovered: str = field(default="", init=False)

    def set(self, value: int) -> None:
        self.value = max(self.low, min(self.high, value))

    # -- where things are -----------------------------------------------------------------------------

    def parts(self) -> dict[str, pygame.Rect]:
        r = self.rect
        y = r.y + 32
        cancel = pygame.Rect(r.right - 146, y, 130, 44)
        out = {
            "minus": pygame.Rect(r.x + 14, y, 44, 44),
            "plus": pygame.Rect(r.x + 178, y, 44, 44),
            "confirm": pygame.Rect(cancel.x - 222, y, 212, 44),
            "cancel": cancel,
        }
        x = r.x + 236
        for index, (_label, _amount) in enumerate(self.quick):
            out[f"quick{index}"] = pygame.Rect(x + index * 62, y + 6, 56, 32)
        return out

    # -- input -------------------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> str | None:
        """Adjust the value; "confirm" or "cancel" when the player has decided."""
        if event.type == pygame.KEYDOWN:
            key = event.key
            # Shift with an arrow steps by 10; "+" and "-" step by 1, though "+" needs Shift on most keyboards
            step = 10 if event.mod & pygame.KMOD_SHIFT and key in ARROWS else 1
            if key in (pygame.K_RIGHT, pygame.K_UP, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.set(self.value + step)
            elif key in (pygame.K_LEFT, pygame.K_DOWN, pygame.K_MINUS, pygame.K_KP_MINUS):
                self.set(self.value - step)
            elif key == pygame.K_PAGEUP:
                self.set(self.value + 10)
            elif key == pygame.K_PAGEDOWN:
                self.set(self.value - 10)
            elif key == pygame.K_HOME:
                self.set(self.low)
            elif key == pygame.K_END:
                self.set(self.high)
            elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return "confirm"
            elif key == pygame.K_ESCAPE:
                return "cancel"
            else:
                return None
            return "changed"
        if event.type == pygame.MOUSEWHEEL:
            self.set(self.value + (1 if event.y > 0 else -1))
            return "changed"
        if event.type == pygame.MOUSEMOTION:
            self.hovered = next((name for name, rect in self.parts().items() if rect.collidepoint(event.pos)), "")
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for name, rect in self.parts().items():
                if rect.collidepoint(event.pos):
                    return self._press(name)
            if not self.rect.collidepoint(event.pos):
                return "cancel"
            return "changed"
        return None

    def _press(self, name: str) -> str:
        if name == "minus":
            self.set(self.value - 1)
        elif name == "plus":
            self.set(self.value + 1)
        elif name == "confirm":
            return "confirm"
        elif name == "cancel":
            return "cancel"
        elif name.startswith("quick"):
            self.set(self.quick[int(name[5:])][1])
        return "changed"

    # -- drawing ------------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        theme.panel(surface, r, radius=14, fill=(*theme.DEEP, 248), border=theme.GOLD)
        theme.blit_text(surface, self.title, (r.x + 16, r.y + 9), theme.SMALL, theme.GOLD)
        parts = self.parts()
        for name in ("minus", "plus"):
            rect = parts[name]
            lit = self.hovered == name
            surface.blit(theme.rounded(rect.size, 10, theme.BUTTON_HOVER if lit else theme.BUTTON, theme.GOLD, 2), rect)
            cx, cy = rect.center
            pygame.draw.rect(surface, theme.CREAM, (cx - 9, cy - 2, 18, 4))
            if name == "plus":
                pygame.draw.rect(surface, theme.CREAM, (cx - 2, cy - 9, 4, 18))
        box = pygame.Rect(parts["minus"].right + 8, parts["minus"].y, parts["plus"].x - parts["minus"].right - 16, 44)
        surface.blit(theme.rounded(box.size, 8, (0, 0, 0, 120), (226, 186, 92, 120), 1), box)
        theme.blit_text(surface, chips(self.value), box.center, theme.LARGE, theme.CREAM, anchor="center")
        for index, (label, amount) in enumerate(self.quick):
            rect = parts[f"quick{index}"]
            chosen = amount == self.value
            fill = (70, 56, 24) if chosen else (0, 0, 0, 100)
            surface.blit(theme.rounded(rect.size, 8, fill, (226, 186, 92, 150), 1), rect)
            theme.blit_text(surface, label, rect.center, theme.TINY, theme.CREAM, anchor="center")
        confirm = parts["confirm"]
        lit = self.hovered == "confirm"
        surface.blit(
            theme.rounded(
                confirm.size, 10, theme.BUTTON_PRIMARY_HOVER if lit else theme.BUTTON_PRIMARY, (255, 236, 190), 2
            ),
            confirm,
        )
        theme.blit_text(
            surface, self.confirm, (confirm.centerx - 16, confirm.centery + 1), theme.BODY, theme.INK, anchor="center"
        )
        draw_key_cap(surface, "Enter", (confirm.right - 6, confirm.centery), dark=True)
        cancel = parts["cancel"]
        lit = self.hovered == "cancel"
        surface.blit(theme.rounded(cancel.size, 10, theme.BUTTON_HOVER if lit else theme.BUTTON, theme.GOLD, 2), cancel)
        theme.blit_text(
            surface,
            self.cancel,
            (cancel.centerx - 14, cancel.centery + 1),
            theme.BODY - 2,
            theme.CREAM,
            anchor="center",
        )
        draw_key_cap(surface, "Esc", (cancel.right - 6, cancel.centery))
        if self.caption:
            theme.blit_text(
                surface, self.caption, (r.x + 16, r.bottom - 7), theme.TINY, theme.MUTED, anchor="bottomleft"
            )
