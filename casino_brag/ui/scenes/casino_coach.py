"""First-use tips at the casino table: one short callout at a time, pointing at what to do next.

Each tip shows until the player does the thing it explains (or clicks it away), and is then
remembered in the settings so it never shows again ("Show tips again" in Settings resets them).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from casino_brag.engine.casino import Phase
from casino_brag.engine.settlement import Bet
from casino_brag.ui import theme
from casino_brag.ui.scenes import casino_layout as L
from casino_brag.ui.text import tr

if TYPE_CHECKING:
    from casino_brag.ui.app import App

FADE = 0.25
BUBBLE_W = 300


@dataclass(frozen=True)
class Tip:
    key: str
    when: Callable[[Any], bool]
    """Whether the tip applies to the table as it is now."""
    anchor: tuple[int, int]
    """The point the callout's pointer touches."""
    side: str
    """Where the bubble sits relative to the anchor: "above", "below", "left" or "right"."""


def _betting_empty(scene: Any) -> bool:
    s = scene.session
    return s.phase is Phase.BETTING and not any(s.stacks.values()) and not s.last_bets


def _bet_ready(scene: Any) -> bool:
    return scene.session.phase is Phase.BETTING and scene.session.round.ante > 0


def _deciding(scene: Any) -> bool:
    return scene.session.phase is Phase.DECIDING and not scene.animating()


def _trainer(scene: Any) -> bool:
    return _deciding(scene) and scene.practice and scene.session.advice is not None


def _settled(scene: Any) -> bool:
    return scene.session.phase is Phase.SETTLED and not scene.animating()


TIPS = (
    Tip("chips", _betting_empty, (L.SPOTS[Bet.ANTE][0], L.SPOTS[Bet.ANTE][1] - L.SPOT_RADIUS), "above"),
    Tip("deal", _bet_ready, (L.RIGHT_PANEL_X, 205), "left"),
    Tip("trainer", _trainer, (L.RIGHT_PANEL_X, 420), "left"),
    Tip("decide", _deciding, (L.RIGHT_PANEL_X, 205), "left"),
    Tip("result", _settled, (L.RIGHT_PANEL_X, 265), "left"),
)


class Coach:
    """Chooses the tip to show and remembers the ones already seen."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.current: Tip | None = None
        self.since = 0.0

    def seen(self, key: str) -> None:
        if key not in self.app.prefs.tips_seen:
            self.app.prefs.tips_seen.append(key)
            self.app.save_prefs()
        if self.current is not None and self.current.key == key:
            self.current = None

    def update(self, scene: Any) -> None:
        if scene.autoplay_left:
            self.current = None
            return
        if self.current is not None and not self.current.when(scene):
            self.current = None
        if self.current is None:
            for tip in TIPS:
                if tip.key not in self.app.prefs.tips_seen and tip.when(scene):
                    self.current = tip
                    self.since = scene.t
                    break

    def fading(self, t: float) -> bool:
        return self.current is not None and t < self.since + FADE

    def bubble(self) -> pygame.Rect | None:
        if self.current is None:
            return None
        lines = theme.wrap(tr(f"coach.{self.current.key}"), theme.SMALL, BUBBLE_W - 28)
        height = 44 + len(lines) * theme.font(theme.SMALL).get_linesize() + 8
        rect = pygame.Rect(0, 0, BUBBLE_W, height)
        x, y = self.current.anchor
        side = self.current.side
        if side == "above":
            rect.midbottom = (x, y - 14)
        elif side == "below":
            rect.midtop = (x, y + 14)
        elif side == "left":
            rect.midright = (x - 14, y)
        else:
            rect.midleft = (x + 14, y)
        return rect.clamp(pygame.Rect(4, 4, theme.WIDTH - 8, theme.HEIGHT - 8))

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on the bubble puts it away for good."""
        rect = self.bubble()
        if rect is not None and event.type == pygame.MOUSEBUTTONDOWN and rect.collidepoint(event.pos):
            assert self.current is not None
            self.seen(self.current.key)
            return True
        return False

    def draw(self, surface: pygame.Surface, t: float) -> None:
        rect = self.bubble()
        if rect is None or self.current is None:
            return
        alpha = min(1.0, (t - self.since) / FADE) if FADE else 1.0
        layer = pygame.Surface((theme.WIDTH, theme.HEIGHT), pygame.SRCALPHA)
        x, y = self.current.anchor
        side = self.current.side
        if side == "above":
            tail = [(x - 10, rect.bottom - 1), (x + 10, rect.bottom - 1), (x, y - 2)]
        elif side == "below":
            tail = [(x - 10, rect.top + 1), (x + 10, rect.top + 1), (x, y + 2)]
        elif side == "left":
            tail = [(rect.right - 1, y - 10), (rect.right - 1, y + 10), (x - 2, y)]
        else:
            tail = [(rect.left + 1, y - 10), (rect.left + 1, y + 10), (x + 2, y)]
        layer.blit(theme.rounded(rect.size, 12, (250, 242, 220), theme.GOLD_DARK, 2), rect)
        pygame.draw.polygon(layer, (250, 242, 220), tail)
        theme.blit_text(layer, tr("coach.title"), (rect.x + 14, rect.y + 12), theme.SMALL, theme.GOLD_DARK)
        theme.blit_text(layer, tr("coach.dismiss"), (rect.right - 14, rect.y + 13), theme.TINY, (120, 110, 90),
                        anchor="topright")
        body = pygame.Rect(rect.x + 14, rect.y + 38, rect.width - 28, rect.height - 40)
        theme.blit_paragraph(layer, tr(f"coach.{self.current.key}"), body, theme.SMALL, theme.INK, spacing=1.0)
        layer.set_alpha(round(255 * alpha))
        surface.blit(layer, (0, 0))
