"""Modal dialogs: a message (an error, a notice) or a question with a few answers."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from casino_brag.ui.core import theme
from casino_brag.ui.core.scene import Scene
from casino_brag.ui.core.text import tr
from casino_brag.ui.widgets.button import Button

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services

WIDTH = 620
Choice = tuple[str, Callable[[], None] | None]
"""A button label and what it does after the dialog closes (None: just close)."""


class Dialog(Scene):
    """A centred panel over the dimmed screen. Enter picks the focused choice (the first, unless
    `focus` says otherwise), Esc the last; the buttons show those keys."""

    opaque = False

    def __init__(
        self,
        app: Services,
        title: str,
        message: str,
        *,
        choices: Sequence[Choice] | None = None,
        on_close: Callable[[], None] | None = None,
        tone: str = "notice",
        focus: int = 0,
    ) -> None:
        self.app = app
        self.title = title
        self.message = message
        self.tone = tone
        self.choices = list(choices) if choices else [(tr("common.ok"), on_close)]
        lines = theme.wrap(message, theme.BODY, WIDTH - 80)
        text_height = round(len(lines) * theme.font(theme.BODY).get_linesize() * 1.3)
        height = 90 + text_height + 24 + 44 + 26  # title, message, gap, buttons, margin
        self.rect = pygame.Rect(0, 0, WIDTH, height)
        self.rect.center = (theme.WIDTH // 2, theme.HEIGHT // 2 - 20)
        self.buttons: list[Button] = []
        count = len(self.choices)  # buttons keep the panel's margins however many there are
        width = 150 if count == 1 else min(190, (WIDTH - 80 - (count - 1) * 16) // count)
        total = count * width + (count - 1) * 16
        x = self.rect.centerx - total // 2
        for index, (label, _) in enumerate(self.choices):
            rect = pygame.Rect(x + index * (width + 16), self.rect.bottom - 70, width, 44)
            self.buttons.append(Button(rect, label, partial(self.choose, index), primary=index == 0))
        self.focus = 0
        self._focus(focus % count)
        self.chosen: int | None = None

    def _focus(self, index: int) -> None:
        """Move the focus (what Enter picks), and label the keys on the buttons."""
        self.buttons[self.focus].focused = False
        self.focus = index
        self.buttons[index].focused = True
        last = len(self.buttons) - 1
        for i, button in enumerate(self.buttons):
            button.key_label = "Enter" if i == index else "Esc" if i == last and last > 0 else ""

    def choose(self, index: int) -> None:
        self.chosen = index
        self.app.pop(self)
        follow = self.choices[index][1]
        if follow is not None:
            follow()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.choose(self.focus)
                return
            if event.key == pygame.K_ESCAPE:
                self.choose(len(self.choices) - 1)
                return
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                step = -1 if event.key == pygame.K_LEFT else 1
                self._focus((self.focus + step) % len(self.buttons))
                return
        for button in self.buttons:
            if button.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.dim(surface.get_size()), (0, 0))
        theme.panel(surface, self.rect, radius=18, fill=(*theme.DEEP, 246), border=theme.GOLD)
        accent = theme.LOSS if self.tone == "error" else theme.GOLD
        pygame.draw.rect(surface, accent, (self.rect.x + 30, self.rect.y + 70, 60, 3), border_radius=2)
        theme.blit_text(surface, self.title, (self.rect.x + 30, self.rect.y + 28), theme.LARGE, accent)
        body = pygame.Rect(self.rect.x + 40, self.rect.y + 90, self.rect.width - 80, self.rect.height - 160)
        theme.blit_paragraph(surface, self.message, body, theme.BODY, theme.CREAM)
        for button in self.buttons:
            button.draw(surface)


def confirm(
    app: Services, title: str, message: str, yes: str, on_yes: Callable[[], None], *, no: str | None = None
) -> Dialog:
    """Ask before doing something that cannot be undone. The safe answer (the second button) has
    the focus, so a stray Enter, like Esc, cancels."""
    dialog = Dialog(app, title, message, choices=[(yes, on_yes), (no or tr("common.cancel"), None)], focus=1)
    app.push(dialog)
    return dialog
