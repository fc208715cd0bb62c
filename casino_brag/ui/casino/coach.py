"""First-use tips at the casino table: one short callout at a time, pointing at what to do next.

Each tip shows until the player does the thing it explains (or clicks it away), and is then
remembered in the settings so it never shows again ("Show tips again" in Settings resets them).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from casino_brag.engine.casino.round import Phase
from casino_brag.engine.casino.settlement import Bet
from casino_brag.ui.casino import layout as L
from casino_brag.ui.core import theme
from casino_brag.ui.core.footprint import Canvas
from casino_brag.ui.core.text import tr

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services

FADE = 0.25


@dataclass(frozen=True)
class Tip:
    key: str
    when: Callable[[Any], bool]
    """Whether the tip applies to the table as it is now."""
    target: pygame.Rect
    """The control the tip is about: it gets a gold outline while the tip shows."""


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


_ANTE = L.SPOTS[Bet.ANTE]
TIPS = (
    Tip("chips", _betting_empty, pygame.Rect(L.RACK.x, L.RACK.y, L.RACK.width, L.RACK.height)),
    Tip("spots", _betting_empty, pygame.Rect(_ANTE[0] - 52, _ANTE[1] - 52, 104, 104)),
    Tip("deal", _bet_ready, pygame.Rect(L.RIGHT_PANEL_X, 176, L.RIGHT_PANEL_W, 58)),
    Tip("trainer", _trainer, pygame.Rect(L.RIGHT_PANEL_X - 6, 346, L.RIGHT_PANEL_W + 12, 150)),
    Tip("decide", _deciding, pygame.Rect(L.RIGHT_PANEL_X, 176, L.RIGHT_PANEL_W, 58)),
    Tip("result", _settled, pygame.Rect(L.RIGHT_PANEL_X, 176, L.RIGHT_PANEL_W, 58)),
)
STRIP = pygame.Rect(304, 6, 672, 54)
"""Tips show in a strip across the top of the felt, where they never cover a card."""


class Coach:
    """Chooses the tip to show and remembers the ones already seen."""

    def __init__(self, app: Services) -> None:
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
            self.seen(self.current.key)  # the moment has passed: the player did it
        if self.current is None:
            for tip in TIPS:
                if tip.key not in self.app.prefs.tips_seen and tip.when(scene):
                    self.current = tip
                    self.since = scene.t
                    break

    def bankroll_label(self) -> str:
        """Words for the bankroll's heading instead of the table's own ("" for those)."""
        return ""

    def draw_in_hand_box(self, surface: pygame.Surface, box: pygame.Rect) -> bool:
        """Draw in the right panel's box for the hand, in place of the table's notes (a lesson's coach
        does); True when it did."""
        return False

    def fading(self, t: float) -> bool:
        return self.current is not None and t < self.since + FADE

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on the strip puts the tip away for good."""
        if self.current is not None and event.type == pygame.MOUSEBUTTONDOWN and STRIP.collidepoint(event.pos):
            self.seen(self.current.key)
            return True
        return False

    def draw(self, surface: pygame.Surface, t: float) -> None:
        tip = self.current
        if tip is None:
            return
        alpha = min(1.0, (t - self.since) / FADE) if FADE else 1.0
        target = tip.target.inflate(10, 10)
        surface.blit(_outline(target.size), target)
        strip = _strip(tr(f"coach.{tip.key}"))
        if alpha < 1.0:
            strip = strip.copy()
            strip.set_alpha(round(255 * alpha))
        surface.blit(strip, STRIP)


@lru_cache(maxsize=16)
def _outline(size: tuple[int, int]) -> pygame.Surface:
    ring = pygame.Surface((size[0] + 16, size[1] + 16), pygame.SRCALPHA)
    pygame.draw.rect(ring, (255, 214, 110, 150), ring.get_rect().inflate(-8, -8), 6, border_radius=16)
    ring = pygame.transform.gaussian_blur(ring, 4)
    pygame.draw.rect(ring, (255, 226, 140), ring.get_rect().inflate(-14, -14), 2, border_radius=12)
    out = pygame.Surface(size, pygame.SRCALPHA)
    out.blit(ring, (-8, -8))
    return out


@lru_cache(maxsize=16)
def _strip(words: str) -> pygame.Surface:
    image = Canvas(STRIP.size, pygame.SRCALPHA)
    image.blit(theme.rounded(STRIP.size, 12, (250, 242, 220, 246), theme.GOLD_DARK, 2), (0, 0))
    theme.blit_text(image, tr("coach.title").upper(), (16, 10), theme.TINY, theme.GOLD_DARK)
    theme.blit_text(image, tr("coach.dismiss"), (16, 32), theme.TINY, (140, 126, 100))
    body = pygame.Rect(92, 8, STRIP.width - 104, STRIP.height - 10)
    lines = theme.wrap(words, theme.SMALL, body.width)
    line_h = theme.font(theme.SMALL).get_linesize()
    y = body.y + (body.height - len(lines) * line_h) // 2
    for line in lines:
        theme.blit_text(image, line, (body.x, y), theme.SMALL, theme.INK)
        y += line_h
    return image
