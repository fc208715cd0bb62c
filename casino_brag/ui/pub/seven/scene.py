"""The table of Seven-, Nine- and Thirteen-Card Brag: you and the computer opponents round the
oval, your cards to be placed into hand slots, and the comparisons turned over one by one.

The table moves on only through `PubGame` (the same session, save file and opponents as Pub
Brag). An opponent's declaration is worked out on the worker and played after the pace's pause.
Keys: 1-5 choose a slot, B best split, C clear, Enter declare, N or Space deal (Space also skips
the comparisons), P pace, Esc leave (your game is saved).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from casino_brag.engine.ai.seven.arrange import best_arrangement, scoop_chance, win_chances
from casino_brag.engine.errors import IllegalAction
from casino_brag.engine.pub import Action
from casino_brag.engine.pub.events import Event, HandEnded, PotAwarded
from casino_brag.engine.pub.games.seven.events import ComparisonHandShown, ComparisonWon, HandsArranged, PotCarried
from casino_brag.save.pub_setup import PACES, SETUP_KEY, PubSetup
from casino_brag.save.store import SaveFailed
from casino_brag.ui.core.scene import Scene
from casino_brag.ui.core.text import chips, tr
from casino_brag.ui.pub.pacing import pace_opponents
from casino_brag.ui.pub.session import PubGame
from casino_brag.ui.pub.seven import view
from casino_brag.ui.pub.seven.arranging import Arranging
from casino_brag.ui.pub.seven.table import Shown

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services

STEP = 1.1
"""Seconds between two hands turned over at the normal pace."""
MESSAGE_SECONDS = 3.0
ResultScreen = Callable[[PubSetup, dict[str, Any]], Scene]


class ArrangeScene(Scene):
    def __init__(self, app: Services, game: PubGame, *, result_screen: ResultScreen) -> None:
        self.app = app
        self.game = game
        self.result_screen = result_screen
        setup = game.setup
        self.names = [tr("pub.you"), *(tr(f"character.{o}") for o in setup.opponents)]
        self.portraits: list[str | None] = [None, *setup.opponents]
        self.hands = game.table.rules.cards_dealt // 3  # 7, 9 or 13 cards: 2, 3 or 4 hands
        self.t = 0.0
        self.arranging: Arranging | None = None
        self.arranged_for = -1
        self.declared: set[int] = set()
        self.settlement: list[Shown] = []
        self.log: list[str] = []
        self.message = ""
        self.message_until = 0.0
        self.waiting_since: float | None = None
        self.finished = False
        self.over_at: float | None = None
        self.auto_deal_at = float("inf") if game.resumed else 0.6
        self.buttons = view.make_buttons(self)
        self._absorb()

    # -- the clock ---------------------------------------------------------------------------

    @property
    def step(self) -> float:
        return STEP * self.app.prefs.duration_scale * (0.4 if self.game.setup.pace == "fast" else 1.0)

    def busy(self) -> bool:
        return True

    def revealing(self) -> bool:
        return bool(self.settlement) and self.t < self.settlement[-1].at

    def shown_now(self) -> list[Event]:
        """The settlement's events shown so far."""
        return [s.event for s in self.settlement if s.at <= self.t]

    def update(self, dt: float) -> None:
        self.t += dt
        g = self.game
        if g.result is not None:
            if self.over_at is None:
                self.over_at = max(self.t, self.settlement[-1].at if self.settlement else self.t) + 2.0
            if not self.finished and self.t >= self.over_at:
                self.finished = True
                self.app.replace(self.result_screen(g.setup, g.result))
            return
        self._opponents()
        if self.t >= self.auto_deal_at and g.can_deal:
            self.auto_deal_at = float("inf")
            self.deal()
        table = g.table
        if g.your_turn and self.arranged_for != table.hand_number:
            self.arranged_for = table.hand_number
            self.arranging = Arranging(g.offers()[0].cards, self.hands)
        view.refresh_buttons(self)

    def _opponents(self) -> None:
        pace_opponents(self, self.revealing())

    def _absorb(self) -> None:
        """Take the table's new events: declarations into the log, the settlement onto the clock."""
        at = max(self.t, self.settlement[-1].at if self.settlement else 0.0)
        for event in self.game.new_events():
            if isinstance(event, HandsArranged):
                self.declared.add(event.seat)
                self.log.append(tr("seven.log.declared", name=self.names[event.seat]))
            elif isinstance(event, ComparisonHandShown | ComparisonWon | PotCarried | PotAwarded | HandEnded):
                if isinstance(event, ComparisonHandShown) and event.seat == 0 and event.number > 1:
                    at += self.step
                self.settlement.append(Shown(at, event))
                if isinstance(event, ComparisonWon | PotCarried | PotAwarded):
                    self.log.append(view.said(self, event))

    # -- your moves ------------------------------------------------------------------------------

    def deal(self) -> None:
        if not self.game.can_deal or self.revealing():
            return
        try:
            self.game.deal()
        except SaveFailed as exc:
            self.save_failed(exc)
            return
        self.settlement = []
        self.declared = set()
        self.arranging = None
        self.log.append(tr("seven.log.dealt", number=self.game.table.hand_number, pot=chips(self.game.table.pot)))
        self._absorb()

    def best_split(self) -> None:
        """The advisor's arrangement: the likeliest to scoop, as Hard would declare it."""
        if self.arranging is not None and self.game.your_turn:
            ranking = self.game.table.rules.ranking
            self.arranging.fill(best_arrangement(self.arranging.dealt, self.hands, win_chances(ranking).__getitem__))

    def clear(self) -> None:
        if self.arranging is not None:
            self.arranging.clear()

    def declare(self) -> None:
        arranging = self.arranging
        if arranging is None or not self.game.your_turn:
            return
        if not arranging.complete:
            self.say(tr("seven.reason.place_all", count=len(arranging.loose)))
            return
        try:
            self.game.act(Action.arrange(arranging.declared()))
        except IllegalAction as exc:
            self.say(exc.reason)
            return
        except SaveFailed as exc:
            self.save_failed(exc)
            return
        self._absorb()

    def chance(self) -> float | None:
        """Your declared (or placed) hands' chance of scooping against random hands."""
        arranging = self.arranging
        if arranging is None or not arranging.complete:
            return None
        opponents = len(self.game.table.hand_seats) - 1
        return scoop_chance(arranging.declared(), self.hands, opponents, self.game.table.rules.ranking)

    def click(self, pos: tuple[int, int]) -> None:
        arranging = self.arranging
        if arranging is None or not self.game.your_turn:
            return
        for card, rect in view.loose_rects(self):
            if rect.collidepoint(pos):
                arranging.place(card)
                return
        for slot, placed, box in view.placed_rects(self):
            if box.collidepoint(pos):
                if placed is None:
                    arranging.choose(slot)
                else:
                    arranging.take_back(placed)
                return

    # -- other controls ----------------------------------------------------------------------

    def say(self, message: str) -> None:
        self.message = message
        self.message_until = self.t + MESSAGE_SECONDS

    def skip(self) -> None:
        if self.settlement:
            self.t = max(self.t, self.settlement[-1].at)

    def cycle_pace(self) -> None:
        pace = PACES[(PACES.index(self.game.setup.pace) + 1) % len(PACES)]
        setup = replace(self.game.setup, pace=pace)
        self.game.setup = setup
        self.game.book.setup = setup
        saved = PubSetup.from_dict(self.app.store.settings().get(SETUP_KEY))
        self.app.store.save_settings({SETUP_KEY: replace(saved, pace=pace).to_dict()})

    def leave(self) -> None:
        """Esc: back to the menu. A hand in play is finished first, your cards declared as they lie."""
        job = self.game.leave()
        if job is not None:
            job.result()
            self.game.finish_leaving()
        self.app.pop(self)

    def save_failed(self, problem: SaveFailed) -> None:
        self.finished = True
        self.app.pop(self)
        self.app.notify(tr("dialog.save_failed"), f"{problem} {tr('dialog.save_failed.pub')}")

    # -- scene hooks -------------------------------------------------------------------------

    def exit(self) -> None:
        self.game.close()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.leave()
                return
            if event.key == pygame.K_SPACE:
                if self.revealing():
                    self.skip()
                else:
                    self.deal()
                return
            slots = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5)
            if event.key in slots and self.arranging is not None:
                self.arranging.choose(slots.index(event.key))
                return
        for button in self.buttons.values():
            if button.visible and button.handle(event):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click(event.pos)

    def draw(self, surface: pygame.Surface) -> None:
        view.draw(surface, self)
