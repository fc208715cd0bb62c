"""The casino lesson on the real casino table: the lesson's three decks, play chips held in
memory, every move judged before the table makes it, and the coach panel in the right panel's
box for the hand (where the table's own notes on the hand go)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from casino_brag.engine.cards import FULL_DECK, Deck, parse_cards
from casino_brag.engine.casino.round import Phase
from casino_brag.engine.casino.settlement import Bet
from casino_brag.lessons.guide import Guide
from casino_brag.lessons.script import Lesson, Move
from casino_brag.ui.casino.coach import Coach
from casino_brag.ui.casino.scene import CasinoTableScene
from casino_brag.ui.casino.session import CasinoSession
from casino_brag.ui.core.text import tr
from casino_brag.ui.lessons.panel import draw_coach
from casino_brag.ui.lessons.services import LessonServices
from casino_brag.ui.lessons.table import LessonTable

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services

MOVES = {Bet.ANTE: "ante", Bet.PAIR_BONUS: "pair_bonus", Bet.PLAY: "play_spot"}


def lesson_deck(player: str, dealer: str) -> Deck:
    """Your three cards, then the dealer's, then the rest of the pack."""
    top = parse_cards(f"{player} {dealer}")
    return Deck([*top, *(c for c in FULL_DECK if c not in top)])


class LessonSession(CasinoSession):
    """The casino session dealing the lesson's decks in turn."""

    def __init__(self, services: LessonServices, lesson: Lesson) -> None:
        super().__init__(services.store, services.tables.current)
        self.decks = [lesson_deck(deal.hands[0], deal.hands[1]) for deal in lesson.deals]

    def deal(self, deck: Deck | None = None) -> None:
        super().deal(deck if deck is not None else self.decks[0])
        self.decks.pop(0)


class LessonCoach(Coach):
    """No first-use tips: the lesson's coach panel in the hand's box instead."""

    def __init__(self, scene: CasinoLessonScene) -> None:
        super().__init__(scene.app)
        self.scene = scene

    def update(self, scene: object) -> None:
        self.current = None

    def seen(self, key: str) -> None:
        """Nothing: a lesson's table remembers no tips."""

    def bankroll_label(self) -> str:
        return tr("lessons.play_chips")

    def draw_in_hand_box(self, surface: pygame.Surface, box: pygame.Rect) -> bool:
        draw_coach(surface, box.inflate(12, 4), self.scene.guide, finished=self.scene.done)
        return True


class CasinoLessonScene(LessonTable, CasinoTableScene):
    def __init__(self, app: Services, lesson: Lesson) -> None:
        self.owner = app
        self.services = LessonServices(app)
        super().__init__(self.services)
        self.session = LessonSession(self.services, lesson)
        self.guide = Guide(lesson)
        self.done = False
        self.coach = LessonCoach(self)
        self._refresh_buttons()

    def _allowed(self, move: str) -> bool:
        """Judge a move; a wrong one is answered in the coach panel and not made."""
        if self.guide.judge(Move(move)):
            return True
        self.message = ""
        return False

    # -- every move of yours, judged first -------------------------------------------------------

    def add_chip(self, spot: Bet, value: int | None = None) -> None:
        if self._allowed(MOVES[spot]):
            super().add_chip(spot, value)

    def remove_chip(self, spot: Bet) -> None:
        self._allowed("remove")

    def do_deal(self) -> None:
        if self.session.phase is Phase.DECIDING or self.revealing():
            super().do_deal()  # only finishes what is moving
        elif self._allowed("deal"):
            super().do_deal()

    def do_play(self) -> None:
        if self.session.phase is Phase.DECIDING and self._allowed("play"):
            super().do_play()

    def do_fold(self) -> None:
        if self.session.phase is Phase.DECIDING and self._allowed("fold"):
            super().do_fold()

    def do_rebet(self) -> None:
        self._allowed("rebet")

    def do_clear(self) -> None:
        self._allowed("clear")

    def do_undo(self) -> None:
        self._allowed("undo")

    def toggle_autoplay(self) -> None:
        self._allowed("autoplay")

    # -- the lesson's end ----------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        settled = self.session.phase is Phase.SETTLED and not self.animating()
        if not self.done and self.guide.through and settled:
            self.finish(self.guide.lesson.id)
