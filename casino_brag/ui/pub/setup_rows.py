"""The setup screen's rows: one choice each (a label, a value stepped with Left / Right and a
line of explanation), and the house rules' list, which scrolls when the chosen game has more
rules than fit: a full-height row for each, never squeezed, with a scroll bar beside them. The
focused rule is always in view; the mouse wheel scrolls the list too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from casino_brag.ui.core import theme
from casino_brag.ui.core.text import chips, has, number, tr, trn
from casino_brag.ui.widgets.controls import arrow

LEFT_X, RIGHT_X = 32, 664
LEFT_W, RIGHT_W = 600, 588
RULE_H = 44
RULE_STEP = RULE_H + 3
RULES_TOP, RULES_BOTTOM = 112, 712
OWN_H = 47
CONTROL_W = 210
BAR_W = 6
"""The scroll bar's width, at the right of the house rules."""


@dataclass(eq=False)
class SetupRow:
    """One choice: a label, a value stepped with Left / Right, and a line of explanation."""

    name: str
    label: str
    help: Callable[[], str]
    value: Callable[[], str]
    step: Callable[[int], None]
    rect: pygame.Rect
    focused: bool = False
    indent: int = 0
    """Pixels a switch that belongs to the game above it is set in by."""
    shown: bool = True
    """Scrolled into view (a house rule out of view is neither drawn nor clicked)."""

    @property
    def control(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - CONTROL_W - 8, self.rect.y + 4, CONTROL_W, 24)

    def click(self, pos: tuple[int, int]) -> None:
        self.step(-1 if pos[0] < self.control.centerx - 30 else 1)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.shown:
            return
        if self.focused:
            surface.blit(theme.rounded(self.rect.size, 10, (255, 255, 255, 20), theme.GOLD, 1), self.rect)
        x = self.rect.x + 12 + self.indent
        if self.indent:
            pygame.draw.line(surface, (226, 186, 92, 120), (x - 12, self.rect.y + 4), (x - 12, self.rect.bottom - 4), 2)
        theme.blit_fitted(surface, self.label, (x, self.rect.y + 6), self.control.x - 12 - x, theme.SMALL, theme.CREAM)
        words = self.help()
        if words:
            room = self.rect.right - 8 - x
            theme.blit_fitted(surface, words, (x, self.rect.y + 27), room, theme.TINY - 1, theme.MUTED)
        control = self.control
        surface.blit(theme.rounded(control.size, 8, (0, 0, 0, 100), (226, 186, 92, 90), 1), control)
        theme.blit_text(surface, self.value(), control.center, theme.SMALL, theme.CREAM, anchor="center")
        arrow(surface, (control.x + 14, control.centery), -1, theme.GOLD, 7)
        arrow(surface, (control.right - 14, control.centery), 1, theme.GOLD, 7)


class RuleList:
    """The house rules' rows in a window of the screen that scrolls a whole row at a time."""

    VIEW = pygame.Rect(RIGHT_X, RULES_TOP, RIGHT_W, RULES_BOTTOM - RULES_TOP)

    def __init__(self, rows: Sequence[SetupRow]) -> None:
        self.rows = list(rows)
        self.fits = (self.VIEW.height + 3) // RULE_STEP
        """How many rows the window shows at once."""
        self.first = 0
        self.place()

    @property
    def scrolls(self) -> bool:
        return len(self.rows) > self.fits

    def place(self) -> None:
        """Put the rows in view where they lie on screen, leaving room for the scroll bar."""
        width = RIGHT_W - (BAR_W + 8 if self.scrolls else 0)
        for index, row in enumerate(self.rows):
            at = index - self.first
            row.shown = 0 <= at < self.fits
            row.rect = pygame.Rect(RIGHT_X, RULES_TOP + max(0, min(at, self.fits - 1)) * RULE_STEP, width, RULE_H)

    def by(self, rows: int) -> None:
        """Scroll `rows` rows down (up when negative), as far as the list goes."""
        self.first = max(0, min(self.first + rows, len(self.rows) - self.fits))
        self.place()

    def show(self, row: SetupRow) -> None:
        """Scroll just enough to bring `row` (focused with the keys) into view."""
        if row not in self.rows:
            return
        index = self.rows.index(row)
        if index < self.first:
            self.by(index - self.first)
        elif index >= self.first + self.fits:
            self.by(index - self.first - self.fits + 1)

    def draw_bar(self, surface: pygame.Surface) -> None:
        """The scroll bar: its track the height of the rows shown, its thumb where they lie."""
        if not self.scrolls:
            return
        track = pygame.Rect(RIGHT_X + RIGHT_W - BAR_W, RULES_TOP, BAR_W, self.fits * RULE_STEP - 3)
        surface.blit(theme.rounded(track.size, BAR_W // 2, (0, 0, 0, 110)), track)
        height = max(24, track.height * self.fits // len(self.rows))
        top = track.y + (track.height - height) * self.first // (len(self.rows) - self.fits)
        surface.blit(theme.rounded((BAR_W, height), BAR_W // 2, theme.GOLD), (track.x, top))
        below = self.first + self.fits < len(self.rows)
        words = tr("setup.rules.below" if below else "setup.rules.above")
        spot = (RIGHT_X + RIGHT_W // 2 + 8, track.bottom + 14)
        shown = theme.blit_fitted(surface, words, spot, RIGHT_W - 40, theme.TINY, theme.MUTED, anchor="center")
        x, y, way = shown.x - 12, shown.centery, 1 if below else -1  # a small triangle, pointing the way
        pygame.draw.polygon(surface, theme.GOLD, [(x - 5, y - 3 * way), (x + 5, y - 3 * way), (x, y + 4 * way)])


def rule_value(name: str, value: object) -> str:
    """A house rule's value in words."""
    if isinstance(value, bool):
        return tr("common.on") if value else tr("common.off")
    if value is None:
        return tr(f"pub.rule.{name}.none")
    if name == "round_raise_cap":
        return tr("pub.rule.times", times=value)
    if name == "community_cards":
        return trn("pub.rule.cards", int(str(value)), cards=number(int(str(value))))
    if name in ("ante", "min_first_bet", "max_stake", "max_first_bet", "max_raise"):
        amount = int(str(value))
        return trn("pub.rule.chips", amount, chips=chips(amount)) if amount else tr("pub.rule.ante.none")
    if name == "session_hands":
        return trn("pub.rule.hands", int(str(value)), hands=number(int(str(value))))
    return tr(f"pub.rule.{name}.{str(value).replace('-', '_')}")


def rule_help(name: str, value: object) -> str:
    """A house rule's one-line explanation in a player's words: what the chosen value means where
    the choices differ in kind, otherwise what the switch does."""
    key = f"pub.rule.{name}.{str(value).replace('-', '_')}.help"
    return tr(key) if has(key) else tr(f"rule.{name}.help")
