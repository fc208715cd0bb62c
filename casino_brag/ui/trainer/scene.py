"""The pub trainer's window: your hand against the Expert's, the action buttons, and a panel with
the strategy's figures (on request, V) before you act and your grades after the hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from casino_brag.engine.ai.expert.coach import CLOSE, Grade
from casino_brag.engine.ai.expert.game import BUCKETS as CLASSES
from casino_brag.engine.ai.expert.values import Spot
from casino_brag.engine.cards import Card
from casino_brag.engine.hands import evaluate
from casino_brag.save.pub_trainer import record_hand
from casino_brag.ui.core import theme
from casino_brag.ui.core.scene import Scene
from casino_brag.ui.core.text import chips, fixed, hand_name, percent, tr
from casino_brag.ui.trainer.session import EXPERT, YOU, TrainerGame
from casino_brag.ui.widgets import backdrop, sprites
from casino_brag.ui.widgets.button import Button

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services

TABLE = pygame.Rect(40, 130, 780, 510)
PANEL = pygame.Rect(840, 130, 400, 510)
CARD = (74, 104)
KEYS = {
    "look": pygame.K_l,
    "look_old": pygame.K_o,
    "fold": pygame.K_f,
    "bet": pygame.K_b,
    "raise": pygame.K_r,
    "see": pygame.K_s,
    "cover": pygame.K_c,
    "keep": pygame.K_k,
}


class PubTrainerScene(Scene):
    """Practice → Pub Brag: heads-up against the Expert, graded by the solved strategy."""

    def __init__(self, app: Services, seed: int | None = None) -> None:
        self.app = app
        self.game = TrainerGame((tr("pubtrainer.you"), tr("pubtrainer.expert")), seed)
        self.showing = False
        self.kept = True  # the last hand's grades are saved
        self.back = Button(pygame.Rect(40, 660, 150, 42), tr("common.back"), self.close, key_label="Esc")
        self.values = Button(
            pygame.Rect(1040, 660, 200, 42), tr("pubtrainer.values"), self.toggle, key=pygame.K_v, key_label="V"
        )
        self.deal_button = Button(
            pygame.Rect(1040, 660, 200, 42), tr("pubtrainer.deal"), self.deal, key=pygame.K_SPACE, key_label="Space"
        )
        self.buttons: list[Button] = []
        self._refresh()

    # -- playing ----------------------------------------------------------------------------------

    def deal(self) -> None:
        if self.game.table.hand_over or not self.game.dealt:
            self.game.deal()
            self.kept = False
            self._after()

    def toggle(self) -> None:
        self.showing = not self.showing

    def choose(self, action_name: str) -> None:
        for name, action in self.game.choices():
            if name == action_name:
                self.game.act(action)
                self._after()
                return

    def _after(self) -> None:
        if self.game.table.hand_over and not self.kept:
            self.kept = True
            summary = self.game.summary()
            if summary.decisions or summary.ungraded:
                record_hand(
                    self.app.store, summary.decisions, summary.right, summary.cost, summary.ungraded, summary.net
                )
        self._refresh()

    def _refresh(self) -> None:
        """The action buttons for what you may do now."""
        choices = [name for name, _ in self.game.choices()]
        between = self.game.table.hand_over or not self.game.dealt
        self.buttons = []
        x = 210
        for name in choices:
            label = tr("pubtrainer.decline") if between and name == "fold" else self._label(name)
            width = 118 if len(choices) > 5 else 150
            self.buttons.append(
                Button(
                    pygame.Rect(x, 660, width, 42),
                    label,
                    lambda n=name: self.choose(n),  # type: ignore[misc]
                    key=KEYS[name] if not (between and name == "fold") else pygame.K_n,
                    key_label=pygame.key.name(KEYS[name]).upper() if not (between and name == "fold") else "N",
                    size=theme.SMALL,
                )
            )
            x += width + 8

    def _label(self, name: str) -> str:
        for offered, action in self.game.choices():
            if offered == name and action.amount is not None:
                blind = self.game.table.is_blind(YOU)
                return tr(f"pubtrainer.act.{name}{'_blind' if blind else ''}", amount=chips(action.amount))
            if offered == name and name == "see":
                cost = next((o.cost for o in self.game.table.offers if o.kind == "see"), 0)
                return tr("pubtrainer.act.see", amount=chips(cost or 0))
        return tr(f"pubtrainer.act.{name}")

    def close(self) -> None:
        self.app.pop(self)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.deal()
            return
        between = self.game.table.hand_over or not self.game.dealt
        for button in (self.back, *self.buttons, self.deal_button if between else self.values):
            if button.handle(event):
                return

    # -- drawing ----------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        backdrop.draw_felt(surface, self.app)
        theme.blit_text(surface, tr("pubtrainer.title"), (40, 40), theme.HEADING, theme.GOLD, shadow=True)
        theme.blit_text(surface, tr("pubtrainer.subtitle"), (40, 92), theme.SMALL, theme.MUTED)
        theme.panel(surface, TABLE)
        theme.panel(surface, PANEL)
        if self.game.dealt:
            self._seat(surface, EXPERT, TABLE.y + 24)
            self._middle(surface)
            self._seat(surface, YOU, TABLE.bottom - 24 - CARD[1])
        else:
            theme.blit_paragraph(
                surface, tr("pubtrainer.welcome"), TABLE.inflate(-60, -60), theme.BODY, theme.CREAM, spacing=1.3
            )
        self._panel(surface)
        between = self.game.table.hand_over or not self.game.dealt
        for button in (self.back, *self.buttons, self.deal_button if between else self.values):
            button.draw(surface)

    def _seat(self, surface: pygame.Surface, seat: int, y: int) -> None:
        table = self.game.table
        shown = table.result.shown if table.hand_over and table.result is not None else {}
        cards: tuple[Card | None, ...] = (None, None, None)
        if seat in shown:
            cards = tuple(shown[seat])
        elif seat == YOU and self.game.view().my_hands:
            cards = self.game.view().my_hands[-1][1]
        for n, card in enumerate(cards):
            sprites.draw_card_at(surface, self.app, card, pygame.Rect(TABLE.x + 30 + n * 84, y, *CARD))
        left = TABLE.x + 30 + 3 * 84 + 20
        theme.blit_text(surface, self.game.names[seat], (left, y + 6), theme.LARGE - 4, theme.GOLD)
        status = table.status(seat)
        words = tr("pubtrainer.seat", chips=chips(table.chips[seat]), status=tr(f"pubtrainer.status.{status}"))
        theme.blit_fitted(surface, words, (left, y + 42), TABLE.right - left - 20, theme.SMALL, theme.CREAM)
        known = [c for c in cards if c is not None]
        if len(known) == 3:
            named = hand_name(evaluate(known))
            theme.blit_fitted(surface, named, (left, y + 70), TABLE.right - left - 20, theme.SMALL, theme.GOLD)
        elif table.hands_held(seat) > 1:
            theme.blit_fitted(surface, tr("pubtrainer.two_hands"), (left, y + 70), TABLE.right - left - 20, theme.TINY)

    def _middle(self, surface: pygame.Surface) -> None:
        table = self.game.table
        y = TABLE.centery - 50
        if not table.hand_over:
            line = tr("pubtrainer.pot", pot=chips(table.pot), stake=chips(table.stake))
            theme.blit_fitted(surface, line, (TABLE.x + 30, y), TABLE.width - 60, theme.BODY, theme.CREAM)
        names = {YOU: self.game.names[YOU], EXPERT: self.game.names[EXPERT]}
        moves = self.game.view().moves[-4:]
        said = " · ".join(tr("pubtrainer.move", name=names[s], move=tr(f"pubtrainer.moved.{w}")) for s, w in moves)
        theme.blit_fitted(surface, said, (TABLE.x + 30, y + 34), TABLE.width - 60, theme.SMALL, theme.MUTED)
        result = table.result
        if table.hand_over and result is not None:
            won = sum(a.amount for a in result.awards if a.seat == YOU)
            key = "pubtrainer.won" if result.winner == YOU else "pubtrainer.lost"
            words = tr(key, name=names[result.winner], pot=chips(sum(a.amount for a in result.awards)))
            color = theme.WIN if won else theme.LOSS
            theme.blit_fitted(surface, words, (TABLE.x + 30, y + 64), TABLE.width - 60, theme.BODY, color)

    def _panel(self, surface: pygame.Surface) -> None:
        box = PANEL.inflate(-36, -36)
        table = self.game.table
        if not self.game.dealt:
            theme.blit_text(surface, tr("pubtrainer.values.title").upper(), box.topleft, theme.TINY, theme.GOLD)
            theme.blit_paragraph(surface, tr("pubtrainer.values.how"), box.move(0, 30), theme.SMALL, theme.MUTED)
        elif table.hand_over:
            self._grades(surface, box, self.game.grades)
        elif not self.game.your_turn:
            return
        elif not self.showing:
            theme.blit_text(surface, tr("pubtrainer.values.title").upper(), box.topleft, theme.TINY, theme.GOLD)
            theme.blit_paragraph(surface, tr("pubtrainer.values.ask"), box.move(0, 30), theme.SMALL, theme.MUTED)
        else:
            self._values(surface, box, self.game.advice())

    def _values(self, surface: pygame.Surface, box: pygame.Rect, spot: Spot | None) -> None:
        theme.blit_text(surface, tr("pubtrainer.values.title").upper(), box.topleft, theme.TINY, theme.GOLD)
        if spot is None:
            theme.blit_paragraph(surface, tr("pubtrainer.outside"), box.move(0, 30), theme.SMALL, theme.WARN)
            return
        theme.blit_text(surface, tr("pubtrainer.col.expert"), (box.right - 110, box.y + 30), theme.TINY, theme.MUTED)
        theme.blit_text(
            surface, tr("pubtrainer.col.value"), (box.right, box.y + 30), theme.TINY, theme.MUTED, anchor="topright"
        )
        for index, choice in enumerate(spot.choices):
            y = box.y + 58 + index * 40
            color = theme.GOLD if spot.cost(choice.action) <= CLOSE else theme.CREAM
            theme.blit_fitted(
                surface, tr(f"pubtrainer.choice.{choice.action}"), (box.x, y), box.width - 200, theme.BODY, color
            )
            theme.blit_text(surface, percent(choice.probability, 1), (box.right - 110, y), theme.BODY, theme.MUTED)
            theme.blit_text(
                surface, fixed(choice.value, 2, sign=True), (box.right, y), theme.BODY, color, anchor="topright"
            )
        note = (
            tr("pubtrainer.values.note")
            if spot.mine is None
            else tr("pubtrainer.values.class", rank=spot.mine + 1, classes=CLASSES)
        )
        theme.blit_paragraph(
            surface, note, pygame.Rect(box.x, box.bottom - 110, box.width, 110), theme.TINY, theme.MUTED
        )

    def _grades(self, surface: pygame.Surface, box: pygame.Rect, grades: list[Grade]) -> None:
        theme.blit_text(surface, tr("pubtrainer.grades.title").upper(), box.topleft, theme.TINY, theme.GOLD)
        if not grades:
            theme.blit_paragraph(surface, tr("pubtrainer.grades.none"), box.move(0, 30), theme.SMALL, theme.MUTED)
            return
        for index, graded in enumerate(grades[:8]):
            y = box.y + 30 + index * 44
            chosen = tr(f"pubtrainer.choice.{graded.chosen}") if graded.chosen in KEYS else graded.chosen
            theme.blit_fitted(surface, chosen, (box.x, y), box.width - 120, theme.SMALL, theme.CREAM)
            if graded.graded and graded.spot is not None:
                top, mine = graded.spot.best, graded.spot.choice(graded.chosen)
                best = (
                    tr("pubtrainer.grades.right")
                    if graded.right
                    else tr(
                        "pubtrainer.grades.best",
                        action=tr(f"pubtrainer.choice.{top.action}"),
                        best=fixed(top.value, 2, sign=True),
                        mine=fixed(mine.value, 2, sign=True),
                    )
                )
                color = theme.WIN if graded.right else theme.LOSS
                theme.blit_text(surface, fixed(graded.cost, 2), (box.right, y), theme.SMALL, color, anchor="topright")
                theme.blit_fitted(surface, best, (box.x, y + 20), box.width, theme.TINY, theme.MUTED)
            else:
                theme.blit_fitted(
                    surface, tr("pubtrainer.grades.outside"), (box.x, y + 20), box.width, theme.TINY, theme.WARN
                )
        summary = self.game.summary()
        words = tr(
            "pubtrainer.grades.summary", right=summary.right, total=summary.decisions, cost=fixed(summary.cost, 2)
        )
        theme.blit_fitted(surface, words, (box.x, box.bottom - 24), box.width, theme.SMALL, theme.GOLD)
