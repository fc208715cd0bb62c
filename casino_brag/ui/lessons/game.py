"""A pub lesson's session: the real table and save book (on the lesson's play-chip save), with
the lesson's deals, its opponents' scripted moves played at once on the main thread, and every
move of yours judged by the lesson before the table makes it."""

from __future__ import annotations

from dataclasses import replace

from casino_brag.engine.errors import IllegalAction
from casino_brag.engine.pub import Action, HouseRules, Table
from casino_brag.lessons.guide import Guide
from casino_brag.lessons.script import Lesson, move_of, scripted_action
from casino_brag.save.pub_book import HUMAN, PubBook
from casino_brag.save.pub_setup import PubSetup
from casino_brag.save.store import Store
from casino_brag.ui.core.text import tr
from casino_brag.ui.pub.session import PubGame

SEED = 24
"""The pack's order under the scripted hands (only Three-Stake's draw reaches into it)."""


class Refused(IllegalAction):
    """A move the lesson does not ask for: not made; the guide holds the kind answer."""


class LessonGame(PubGame):
    def __init__(self, store: Store, lesson: Lesson) -> None:
        rules = replace(HouseRules(), **lesson.rules)
        chips = lesson.seat_chips()
        setup = PubSetup(opponents=lesson.opponents, chips=max(chips), rules=rules, pace="normal")
        table = Table(setup.names, list(chips), rules, seed=SEED, dealer=lesson.dealer)
        super().__init__(store, setup, table, PubBook.start(store, setup, table))
        self.lesson = lesson
        self.guide = Guide(lesson)
        self.deals = list(lesson.deals)
        self.scripted = {seat: list(moves) for seat, moves in lesson.moves.items()}

    @property
    def can_deal(self) -> bool:
        t = self.table
        return t.hand_over and t.retain_offer is None and bool(self.deals)

    @property
    def finished(self) -> bool:
        """Every step taken and the last scripted hand over."""
        t = self.table
        return self.guide.through and t.hand_over and t.retain_offer is None and not self.deals

    def deal(self) -> None:
        if not self.can_deal:
            raise IllegalAction("the lesson deals no more hands")
        deal = self.deals.pop(0)
        self.table.start_hand(dict(deal.hands), deal.community)
        self.book.hand_started(self.table)

    def act(self, action: Action) -> None:
        if not self.your_turn:
            raise IllegalAction("it is not your turn")
        if not self.guide.judge(move_of(action)):
            raise Refused(tr(self.guide.reply))
        super().act(action)

    def think(self) -> None:
        """Nothing to work out: the opponents' moves are written in the lesson."""

    def play_opponent(self) -> bool:
        seat = self.deciding
        if seat is None or seat == HUMAN:
            return False
        offers = self.table.legal_actions()
        queue = self.scripted.get(seat, [])
        action = scripted_action(queue.pop(0), offers) if queue else _fallback(offers)
        self.table.apply(action)
        self._after()
        return True

    def _check_end(self) -> None:
        """A lesson has no session result: it ends when its script does."""

    def leave(self) -> None:
        """Nothing to play out or keep: the lesson's save is dropped with it."""
        return None


def _fallback(offers: list[Action]) -> Action:
    """An opponent past its script (never in a shipped lesson): folds, or stands in the draw."""
    for kind in ("fold", "stand"):
        chosen = next((o for o in offers if o.kind == kind), None)
        if chosen is not None:
            return Action(kind)
    return offers[0]
