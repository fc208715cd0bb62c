"""Dealer's choice at the table (`dealers_choice`): your choice of the next circle's game when
it is yours, the table talk saying who chose what, and the table dealing the new game's cards.

`GameChoiceDialog` offers the game and the wild cards, each stepped with Left / Right (Up / Down
move between them, or click an arrow); Enter deals the first hand of the new circle.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

import pygame

from casino_brag.engine.hands import Ranking
from casino_brag.engine.pub.dealers_choice import WILDS, GameChosen, PackRemade
from casino_brag.engine.pub.events import Event
from casino_brag.engine.pub.rules import CARDS_DEALT, TRADITIONAL, HouseRules
from casino_brag.engine.wild import WILD_SETS
from casino_brag.save.pub_book import HUMAN
from casino_brag.ui.core import theme
from casino_brag.ui.core.scene import Scene
from casino_brag.ui.core.text import tr
from casino_brag.ui.widgets.button import Button
from casino_brag.ui.widgets.controls import arrow

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services

CHOICE_EVENTS = (GameChosen, PackRemade)
WIDTH, HEIGHT = 660, 350
ROW_H = 54
CONTROL_W = 300


def game_words(variant: str) -> str:
    return tr(f"pub.rule.variant.{variant.replace('-', '_')}")


def wild_words(wild: str) -> str:
    return tr(f"pub.rule.wild.{wild.replace('-', '_')}")


class Show(Protocol):
    """The parts of the table's `Show` a change of game sets."""

    dealt: int
    ranking: Ranking


def tell(show: Show, event: Event) -> None:
    """A new game chosen: the next hands are dealt (and valued) under it."""
    if isinstance(event, GameChosen) and not event.kept:
        show.dealt = CARDS_DEALT[event.variant]
        show.ranking = show.ranking.with_wilds(WILD_SETS[event.wild])


def choice_line(event: Event, names: Sequence[str]) -> str | None:
    """The table talk for a choice of game (None for other events)."""
    if isinstance(event, GameChosen):
        you = event.seat == HUMAN
        key = "log.choice.kept" if event.kept else "log.choice"
        return tr(
            f"{key}.you" if you else key,
            name=names[event.seat],
            game=game_words(event.variant),
            wild=wild_words(event.wild),
            hands=event.hands,
        )
    if isinstance(event, PackRemade):
        return tr("log.pack.jokers_in" if event.jokers else "log.pack.jokers_out")
    return None


class GameChoiceDialog(Scene):
    """Your choice of game and wild cards for the next circle of deals."""

    opaque = False

    def __init__(self, app: Services, rules: HouseRules, on_chosen: Callable[[str, str], None]) -> None:
        self.app = app
        self.on_chosen = on_chosen
        self.options: list[tuple[str, ...]] = [TRADITIONAL, WILDS]
        self.picked = [TRADITIONAL.index(rules.variant), WILDS.index(rules.wild)]
        self.focus = 0
        self.rect = pygame.Rect(0, 0, WIDTH, HEIGHT)
        self.rect.center = (theme.WIDTH // 2, theme.HEIGHT // 2 - 20)
        button = pygame.Rect(0, 0, 220, 44)
        button.midbottom = (self.rect.centerx, self.rect.bottom - 24)
        self.deal = Button(button, tr("pub.choice.deal"), self.done, primary=True, key_label="Enter", focused=True)

    def row_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 30, self.rect.y + 138 + index * ROW_H, self.rect.width - 60, ROW_H - 8)

    def control(self, index: int) -> pygame.Rect:
        row = self.row_rect(index)
        return pygame.Rect(row.right - CONTROL_W - 8, row.y + 8, CONTROL_W, 30)

    def step(self, index: int, direction: int) -> None:
        self.picked[index] = (self.picked[index] + direction) % len(self.options[index])

    def done(self) -> None:
        self.app.pop(self)
        self.on_chosen(TRADITIONAL[self.picked[0]], WILDS[self.picked[1]])

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.done()
            elif event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
                self.focus = (self.focus + (-1 if event.key == pygame.K_UP else 1)) % 2
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.step(self.focus, -1 if event.key == pygame.K_LEFT else 1)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index in range(2):
                control = self.control(index)
                if control.collidepoint(event.pos):
                    self.focus = index
                    self.step(index, -1 if event.pos[0] < control.centerx else 1)
                    return
        self.deal.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.dim(surface.get_size()), (0, 0))
        theme.panel(surface, self.rect, radius=18, fill=(14, 30, 22, 246), border=theme.GOLD)
        pygame.draw.rect(surface, theme.GOLD, (self.rect.x + 30, self.rect.y + 70, 60, 3), border_radius=2)
        theme.blit_text(surface, tr("pub.choice.title"), (self.rect.x + 30, self.rect.y + 28), theme.LARGE, theme.GOLD)
        message = pygame.Rect(self.rect.x + 30, self.rect.y + 84, self.rect.width - 60, 48)
        theme.blit_paragraph(surface, tr("pub.choice.message"), message, theme.SMALL, theme.CREAM)
        labels = (tr("rule.variant"), tr("rule.wild"))
        values = (game_words(TRADITIONAL[self.picked[0]]), wild_words(WILDS[self.picked[1]]))
        for index, (label, value) in enumerate(zip(labels, values, strict=True)):
            row = self.row_rect(index)
            if index == self.focus:
                surface.blit(theme.rounded(row.size, 10, (255, 255, 255, 20), theme.GOLD, 1), row)
            theme.blit_text(surface, label, (row.x + 14, row.centery), theme.BODY, theme.CREAM, anchor="midleft")
            control = self.control(index)
            surface.blit(theme.rounded(control.size, 8, (0, 0, 0, 100), (226, 186, 92, 90), 1), control)
            theme.blit_text(surface, value, control.center, theme.SMALL, theme.CREAM, anchor="center")
            arrow(surface, (control.x + 14, control.centery), -1, theme.GOLD, 7)
            arrow(surface, (control.right - 14, control.centery), 1, theme.GOLD, 7)
        self.deal.draw(surface)


def chosen_game_line(events: Sequence[Event], names: Sequence[str], width: int) -> str | None:
    """The game above the table talk under dealer's choice: what is played and whose choice it
    is, shortened to fit `width` pixels (None before the first choice)."""
    chosen = next((e for e in reversed(events) if isinstance(e, GameChosen)), None)
    if chosen is None:
        return None
    game = game_words(chosen.variant)
    who = tr("pub.choice.yours") if chosen.seat == HUMAN else tr("pub.choice.whose", name=names[chosen.seat])
    wild = tr("pub.choice.wild", wild=wild_words(chosen.wild)) if chosen.wild != "none" else ""
    font = theme.font(theme.TINY)
    for line in (f"{game}{wild} · {who}", f"{game} · {who}", game):
        if font.size(line)[0] <= width:
            return line
    return game
