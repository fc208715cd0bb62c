"""The Pub Brag table: you and the computer opponents round an oval, blind and open betting,
seeing, and the session's hands one after another.

Input and time live here; `view` paints and `show` choreographs. The table moves on
only through `PubGame`: your buttons come from its legal actions, and an opponent's decision is
worked out on a worker thread while the screen keeps drawing, then played after a short pause
(the pace, P). Keys: L look, B bet, R raise, S see, C cover, F fold, D discard, K keep, N deal,
Space skip or deal, A advisor, P pace, F1 keys, Esc leave (your game is saved).
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from casino_brag.engine.cards import Card
from casino_brag.engine.errors import IllegalAction
from casino_brag.engine.pub import Action
from casino_brag.save.pub_book import HUMAN
from casino_brag.save.pub_setup import PACES, SETUP_KEY, PubSetup
from casino_brag.save.store import SaveFailed
from casino_brag.ui.core import theme, viewport
from casino_brag.ui.core.scene import Scene
from casino_brag.ui.core.text import chips, tr
from casino_brag.ui.pub import bar, controls, view
from casino_brag.ui.pub import layout as L
from casino_brag.ui.pub.advisor import Advice, Advisor
from casino_brag.ui.pub.dealers_choice import GameChoiceDialog
from casino_brag.ui.pub.pacing import pace_opponents
from casino_brag.ui.pub.session import PubGame
from casino_brag.ui.pub.show import NEVER, Show, Timed
from casino_brag.ui.widgets.button import Button, aimed_at
from casino_brag.ui.widgets.dialog import confirm
from casino_brag.ui.widgets.stepper import ChipStepper

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services

MESSAGE_SECONDS = 3.0
RESULT_DELAY = 2.5
"""Seconds the last hand stays on the table before the session's result."""
ResultScreen = Callable[[PubSetup, dict[str, Any]], Scene]
"""The screen after the session's last hand, from its setup and result. Whoever sat you down
supplies it, since that screen leads back to a new table."""


def display_names(setup: PubSetup) -> list[str]:
    return [tr("pub.you"), *(tr(f"character.{o}") for o in setup.opponents)]


class PubTableScene(Scene):
    def __init__(self, app: Services, game: PubGame, *, result_screen: ResultScreen) -> None:
        self.app = app
        self.game = game
        self.result_screen = result_screen
        setup = game.setup
        rules = game.table.rules
        self.names = display_names(setup)
        self.portraits: list[str | None] = [None, *setup.opponents]
        self.t = 0.0
        self.show = Show(
            self.names,
            rules.ranking,
            game.snapshot(),
            dealt=rules.cards_dealt,
            community=rules.community,
            variant=rules.variant,
        )
        self.advisor = Advisor(rules, game.thinker.submit)
        self.advisor_on = setup.advisor
        self.advice: Advice | None = None
        self.stepper: ChipStepper | None = None
        self.selection: list[Card] = []
        self.log_scroll = 0
        self.show_keys = False
        self.message = ""
        self.message_until = 0.0
        self.waiting_since: float | None = None
        self.leaving: Future[None] | None = None
        self._then: Callable[[], None] | None = None
        self.over_at: float | None = None
        self.finished = False
        self.auto_deal_at = 0.6 if not game.resumed else NEVER
        self.top_buttons = self._make_top_buttons()
        self.bar_buttons: list[Button] = []
        self.choices: list[controls.Choice] = []
        self.choices_for: object = None
        if game.resumed:
            table = game.table
            line = (
                tr("pub.log.resumed", number=table.hand_number + 1)
                if table.hand_over
                else tr("pub.log.resumed_mid_hand", number=table.hand_number)
            )
            self.show.log.append(Timed(0.0, NEVER, -1, line))
            self.show.lay_out(
                [
                    (seat, hand, len(cards))
                    for seat in range(len(self.names))
                    for hand, cards in game.table.cards_of(seat).items()
                ]
            )
            if not game.table.hand_over:
                self.show.board.lay_out(game.table.community_cards, game.table.community_face_down)
                self.show.turn_up_yours({str(hand): cards for hand, cards in game.table.view(HUMAN).my_cards.items()})
        self._absorb()
        self._refresh()

    # -- the clock ------------------------------------------------------------------------------------

    @property
    def scale(self) -> float:
        return self.app.prefs.duration_scale

    @property
    def pause(self) -> float:
        return self.game.setup.pause

    def busy(self) -> bool:
        g, t = self.game, self.t
        if self.show.busy(t) or self.leaving is not None or g.thinker.busy or t < self.message_until:
            return True
        if any(b.at <= t < b.until for b in self.show.bubbles):
            return True
        if g.over:
            return not self.finished
        deciding = g.deciding
        return (deciding is not None and deciding != HUMAN) or t < self.auto_deal_at

    def update(self, dt: float) -> None:
        self.t += dt
        self._play_cues()
        self.show.prune(self.t)
        if self.leaving is not None:
            if self.leaving.done():
                self._finish_leaving()
            return
        g = self.game
        if g.over:
            self._maybe_finish()
        else:
            self._opponents()
            if self.t >= self.auto_deal_at and g.can_deal:
                self.auto_deal_at = NEVER
                self.deal()
        self._refresh()
        self._update_advice()

    def _play_cues(self) -> None:
        due = [sound for at, sound in self.show.cues if at <= self.t]
        if due:
            self.show.cues = [c for c in self.show.cues if c[0] > self.t]
            for sound in due[-3:]:
                self.app.play_sound(sound)

    def _opponents(self) -> None:
        pace_opponents(self, self.show.busy(self.t))

    def _maybe_finish(self) -> None:
        """After the session's last hand the standings follow by themselves; the hand that took
        your last chips stays on the table until you ask for them (Enter), so you see it lost."""
        if self.game.busted:
            return
        if self.over_at is None:
            self.over_at = max(self.t, self.show.end)
        if not self.finished and not self.show.busy(self.t) and self.t >= self.over_at + RESULT_DELAY:
            self.open_result()

    def _absorb(self) -> None:
        """Hand the table's new events to the choreography."""
        events = self.game.new_events()
        if events:
            self.show.tell(events, self.game.snapshot(), self.t, self.scale)
            self.log_scroll = 0

    def skip(self) -> None:
        """Jump to the end of whatever is moving (Space)."""
        self.t = max(self.t, self.show.end)
        self.show.cues = [c for c in self.show.cues if c[0] > self.t]

    # -- what the screen shows about whose move it is ------------------------------------------------

    def acting_seat(self) -> int | None:
        if self.leaving is not None or self.game.over or self.show.busy(self.t):
            return None
        return self.game.deciding

    def thinking_seat(self) -> int | None:
        seat = self.acting_seat()
        return seat if seat is not None and seat != HUMAN and self.waiting_since is not None else None

    def revealing(self) -> bool:
        """The hand is over at the table but the screen is still showing how it ended."""
        return (
            self.game.table.hand_over
            and self.game.table.hand_number > 0
            and self.show.busy(self.t)
            and (self.show.verdict(self.t) is None)
        )

    def choosing_discard(self) -> bool:
        return self.game.your_turn and self.game.table.pending_choice == "discard" and self.leaving is None

    def advisor_waits_for_look(self) -> bool:
        return not self.show.your_cards

    def bar_hint(self) -> str:
        return bar.hint(self)

    # -- buttons --------------------------------------------------------------------------------------

    def _make_top_buttons(self) -> dict[str, Button]:
        area = L.TOOLS_RECT
        w = (area.width - 8) // 2
        h = (area.height - 8) // 2

        def button(name: str, col: int, row: int, action: Callable[[], None], key: int | None, cap: str) -> Button:
            rect = pygame.Rect(area.x + col * (w + 8), area.y + row * (h + 8), w, h)
            return Button(
                rect,
                tr(f"pub.top.{name}"),
                action,
                key=key,
                key_label=cap,
                size=theme.SMALL,
                tip=tr(f"pub.top.{name}.tip"),
            )

        return {
            "menu": button("menu", 0, 0, self.leave, None, "Esc"),
            "keys": button("keys", 1, 0, self.toggle_keys, pygame.K_F1, "F1"),
            "advisor": button("advisor", 0, 1, self.toggle_advisor, pygame.K_a, "A"),
            "pace": button("pace", 1, 1, self.cycle_pace, pygame.K_p, "P"),
        }

    def _refresh(self) -> None:
        bar.refresh(self)

    # -- your moves -----------------------------------------------------------------------------------

    def choose(self, choice: controls.Choice) -> None:
        if not choice.enabled:
            if choice.reason:
                self.say(choice.reason)
            return
        if choice.name == "raise":
            self.open_raise()
        elif choice.name == "deal":
            self.deal()
        elif choice.name == "result":
            self.open_result()
        elif choice.action is not None:
            self.act(choice.action)

    def act(self, action: Action) -> None:
        try:
            self.game.act(action)
        except IllegalAction as exc:
            self.say(exc.reason)
            return
        except SaveFailed as exc:
            self.save_failed(exc)
            return
        self.stepper = None
        self.selection = []
        self._absorb()
        self._refresh()

    def deal(self) -> None:
        if not self.game.can_deal:
            return
        if self.game.your_choice_of_game:  # dealer's choice: yours, before you deal
            self.app.push(GameChoiceDialog(self.app, self.game.table.rules, self.chose_game))
            return
        try:
            self.game.deal()
        except SaveFailed as exc:
            self.save_failed(exc)
            return
        self.auto_deal_at = NEVER
        self.selection = []
        self._absorb()
        self._refresh()

    def chose_game(self, variant: str, wild: str) -> None:
        self.game.choose_game(variant, wild)
        self.deal()

    def open_raise(self) -> None:
        bar.open_raise(self)

    def toggle_card(self, card: Card) -> None:
        """Pick (or unpick) one of your cards to throw away."""
        needed = self.game.table.game.discards
        if card in self.selection:
            self.selection.remove(card)
        else:
            self.selection.append(card)
            while len(self.selection) > needed:
                self.selection.pop(0)
        self._refresh()

    def _your_visible_cards(self) -> list[Card]:
        """The hand you looked at and still hold (not one you have since folded)."""
        seen, held = self.show.your_cards, self.game.table.cards_of(HUMAN)
        return next((list(seen[hand]) for hand in ("new", "retained") if hand in seen and hand in held), [])

    # -- other controls -------------------------------------------------------------------------------

    def say(self, message: str) -> None:
        self.message = message
        self.message_until = self.t + MESSAGE_SECONDS

    def toggle_keys(self) -> None:
        self.show_keys = not self.show_keys

    def toggle_advisor(self) -> None:
        self.advisor_on = not self.advisor_on
        self._save_setup(replace(self.game.setup, advisor=self.advisor_on))

    def cycle_pace(self) -> None:
        pace = PACES[(PACES.index(self.game.setup.pace) + 1) % len(PACES)]
        self._save_setup(replace(self.game.setup, pace=pace))

    def _save_setup(self, setup: PubSetup) -> None:
        self.game.setup = setup
        self.game.book.setup = setup
        saved = PubSetup.from_dict(self.app.store.settings().get(SETUP_KEY))
        self.app.store.save_settings({SETUP_KEY: replace(saved, pace=setup.pace, advisor=setup.advisor).to_dict()})

    def _update_advice(self) -> None:
        if not self.advisor_on or self.game.table.hand_over:
            self.advice = None
            return
        looked = self._your_visible_cards()
        t = self.game.table
        opponents = sum(1 for s in t.active_seats if s != HUMAN)
        choosing = self.game.your_turn and t.pending_choice == "discard"
        board = self.show.board.face_up(self.t)
        self.advice = self.advisor.advise(looked, self.show.your_discards, opponents, choosing, board)

    # -- leaving --------------------------------------------------------------------------------------

    def leave(self) -> None:
        """Esc: back to the menu. A hand you are in is folded after you confirm."""
        if self.confirm_leave(lambda: self.app.pop(self)):
            self.app.pop(self)

    def save_failed(self, problem: SaveFailed) -> None:
        """The save file could not be written. The books are as the last write left them, so the
        table closes rather than play on chips it cannot record; the chips of the hand in play
        go back to the bankroll when the game next opens."""
        self.finished = True
        self.app.pop(self)  # exit() stops the opponents' thinking
        self.app.notify(tr("dialog.save_failed"), f"{problem} {tr('dialog.save_failed.pub')}")

    def confirm_leave(self, then: Callable[[], None]) -> bool:
        """True when the table can close now; otherwise ask (or play the hand out), then `then()`."""
        if self.leaving is not None:
            return False
        g = self.game
        if g.over or g.table.hand_over:
            return True
        if g.table.status(HUMAN) in ("blind", "open", "covered"):
            message = tr("pub.leave.message", chips=chips(g.table.put_in(HUMAN)))
            confirm(
                self.app,
                tr("pub.leave.title"),
                message,
                tr("pub.leave.fold"),
                lambda: self._start_leaving(then),
                no=tr("pub.leave.stay"),
            )
            return False
        self._start_leaving(then)
        return False

    def _start_leaving(self, then: Callable[[], None]) -> None:
        self.stepper = None
        self._then = then
        self.leaving = self.game.leave()
        if self.leaving is None:
            then()

    def _finish_leaving(self) -> None:
        job, self.leaving = self.leaving, None
        assert job is not None
        job.result()
        self.game.finish_leaving()
        then, self._then = self._then, None
        if then is not None:
            then()

    def open_result(self) -> None:
        if self.finished or self.game.result is None:
            return
        self.finished = True
        self.app.replace(self.result_screen(self.game.setup, self.game.result))

    # -- scene hooks ----------------------------------------------------------------------------------

    def exit(self) -> None:
        self.game.close()

    def handle(self, event: pygame.event.Event) -> None:
        if self.leaving is not None:
            return
        if self.show_keys:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_F1):
                self.show_keys = False
            return
        if self.stepper is not None and self._handle_stepper(event):
            return
        if event.type == pygame.KEYDOWN and self._handle_key(event):
            return
        if event.type == pygame.MOUSEWHEEL and L.LOG_RECT.collidepoint(viewport.mouse_pos()):
            self.log_scroll = max(0, self.log_scroll + event.y * 2)
            return
        for button in [*self.top_buttons.values(), *self.bar_buttons]:
            if button.visible and not button.enabled and aimed_at(button, event):
                if button.reason:
                    self.say(button.reason)
                return
            if button.handle(event):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click_card(event.pos)

    def _handle_stepper(self, event: pygame.event.Event) -> bool:
        stepper = self.stepper
        assert stepper is not None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            return True
        outcome = stepper.handle(event)
        if outcome == "confirm":
            self.act(Action.bet(stepper.value))
            return True
        if outcome == "cancel":
            self.stepper = None
            return True
        if outcome == "changed":
            bar.label_stepper(self)
            return True
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)

    def _handle_key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_ESCAPE:
            self.leave()
            return True
        if key in (pygame.K_SPACE, pygame.K_n) and self.game.table.hand_over and self.game.your_turn:
            self.say(tr("pub.reason.retain_first"))
            return True
        if key == pygame.K_SPACE:
            if self.show.busy(self.t):
                self.skip()
            elif self.game.can_deal:
                self.deal()
            return True
        if key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.log_scroll = max(0, self.log_scroll + (6 if key == pygame.K_PAGEUP else -6))
            return True
        picks = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5)
        if key in picks and self.game.your_turn and self.game.table.pending_choice == "discard":
            cards = self._your_visible_cards()
            index = picks.index(key)
            if index < len(cards):
                self.toggle_card(cards[index])
            return True
        return False

    def _click_card(self, pos: tuple[int, int]) -> None:
        if not (self.game.your_turn and self.game.table.pending_choice == "discard"):
            return
        seats = len(self.names)
        mine = [c for c in self.show.cards if c.seat == HUMAN and c.settled(self.t) and c.face is not None]
        hands = self.show.hands_of(HUMAN, self.t)
        for sprite in sorted(mine, key=lambda c: -c.position):
            if L.card_rect(HUMAN, seats, sprite.hand, len(hands), sprite.count, sprite.position).collidepoint(pos):
                assert sprite.face is not None
                self.toggle_card(sprite.face)
                return

    def draw(self, surface: pygame.Surface) -> None:
        view.draw(surface, self)
