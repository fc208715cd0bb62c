"""The Casino Brag table: bet with chips, deal, play or fold, watch the dealer reveal and the
bets settle. Practice mode adds the trainer; autoplay plays N hands with the optimal strategy.

Input and time live here; `view` paints. Every action has a key: D deal, P play,
F fold, R rebet, C clear, U undo, Space the obvious next step, 1-5 pick a chip, A and B bet on
Ante and Pair Bonus, T turbo, O autoplay, H hints, F1 the key list, Esc the menu.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from casino_brag.engine.casino.round import Phase
from casino_brag.engine.casino.settlement import Bet
from casino_brag.save.store import SaveFailed
from casino_brag.ui.casino import animation as anim
from casino_brag.ui.casino import layout as L
from casino_brag.ui.casino import refusals, view
from casino_brag.ui.casino.buttons import table_buttons
from casino_brag.ui.casino.coach import Coach
from casino_brag.ui.casino.session import CasinoSession, Refused
from casino_brag.ui.core.prefs import CHIP_VALUES
from casino_brag.ui.core.scene import Scene
from casino_brag.ui.core.text import chips, tr
from casino_brag.ui.widgets.button import Button, aimed_at
from casino_brag.ui.widgets.dialog import Dialog, confirm
from casino_brag.ui.widgets.motion import Motion

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services

MESSAGE_SECONDS = 3.0
AUTOPLAY_COUNTS = (10, 25, 100, 500)
AUTOPLAY_PAUSE = 0.6
"""Seconds the result stays up between autoplayed hands (scaled by the animation speed)."""


class CasinoTableScene(Scene):
    def __init__(self, app: Services, *, practice: bool = False) -> None:
        self.app = app
        self.session = CasinoSession(
            app.store,
            app.tables.current,
            seed=app.options.seed,
            practice=practice,
            advisor=app.advisor,
            last_bets=dict(app.prefs.last_bets),
        )
        self.practice = self.session.practice  # a resumed hand keeps the trainer it was dealt under
        self.t = 0.0
        self.deal: anim.DealPlan | None = None
        self.reveal: anim.RevealPlan | None = None
        self.reveal_start = 0.0
        self.flights: list[tuple[Bet | None, anim.Piece]] = []
        self.cues: list[anim.Cue] = []
        self.message = ""
        self.message_until = 0.0
        self.turbo = False
        self.autoplay_left = 0
        self.autoplay_wait = 0.0
        self.hovered_spot: Bet | None = None
        self.show_keys = False
        self.session_hands = 0
        self.session_net = 0
        self.session_graded = 0
        self.session_correct = 0
        self.session_cost = 0.0
        self.coach = Coach(app)
        self.buttons = self._make_buttons()
        if self.session.resumed:  # the interrupted hand, its cards already out
            self.deal = anim.deal_plan(self.t, self.session.round.player_cards, self.scale)
            self.skip()
            self.say(tr("table.resumed"))
        elif self.session.notice:
            self.say(self.session.notice)
        self._refresh_buttons()

    # -- the controls ---------------------------------------------------------------------------

    def _make_buttons(self) -> dict[str, Button]:
        return table_buttons(
            {
                "deal": self.do_deal,
                "play": self.do_play,
                "fold": self.do_fold,
                "rebet": self.do_rebet,
                "clear": self.do_clear,
                "undo": self.do_undo,
                "turbo": self.toggle_turbo,
                "auto": self.toggle_autoplay,
                "hints": self.toggle_hints,
                "menu": self.leave,
                "keys": self.toggle_keys,
            }
        )

    def _refresh_buttons(self) -> None:
        """Show and enable the buttons the engine's legal actions allow right now."""
        s, b = self.session, self.buttons
        betting = s.phase is Phase.BETTING
        deciding = s.phase is Phase.DECIDING
        settled = s.phase is Phase.SETTLED
        b["deal"].visible = s.phase is not Phase.DECIDING
        b["play"].visible = b["fold"].visible = s.phase is Phase.DECIDING
        refusal = self._deal_refusal()
        b["deal"].enabled = refusal == ""
        b["deal"].reason = refusal
        b["deal"].label = tr("table.button.rebet_deal") if self._deal_rebets() else tr("table.button.deal")
        b["play"].enabled = deciding and s.round.can_play()
        b["play"].label = tr("table.button.play_cost", chips=chips(s.round.play_amount))
        b["fold"].enabled = deciding
        b["rebet"].enabled = not self.broke() and (
            (betting and s.can_rebet() and not any(s.stacks.values())) or (settled and bool(s.last_bets))
        )
        b["clear"].enabled = (betting and any(s.stacks.values())) or settled
        b["undo"].enabled = s.can_undo()
        b["turbo"].primary = self.turbo
        b["auto"].label = tr("table.button.stop") if self.autoplay_left else tr("table.button.auto")
        b["hints"].visible = self.practice
        b["hints"].primary = self.app.prefs.hints

    def _deal_rebets(self) -> bool:
        return refusals.deal_rebets(self.session)

    def broke(self) -> bool:
        return refusals.broke(self.session)

    def _deal_refusal(self) -> str:
        return refusals.deal_refusal(self.session)

    # -- timing ----------------------------------------------------------------------------------

    @property
    def scale(self) -> float:
        return 0.0 if self.turbo else self.app.prefs.duration_scale

    def animating_deal(self) -> bool:
        return self.deal is not None and self.t < self.deal.end

    def revealing(self) -> bool:
        return self.reveal is not None and self.t < self.reveal.end

    def animating(self) -> bool:
        return self.animating_deal() or (self.reveal is not None and self.t < self.reveal.end) or bool(self.flights)

    def busy(self) -> bool:
        return self.animating() or self.t < self.message_until or self.autoplay_left > 0 or self.coach.fading(self.t)

    def skip(self) -> None:
        """Jump to the end of whatever is moving (Space during an animation)."""
        ends = [p.end for p in (self.deal, self.reveal) if p is not None]
        ends += [piece.vanish for _, piece in self.flights]
        if ends:
            self.t = max(self.t, *ends)
        self.update(0.0)

    def save_failed(self, problem: SaveFailed, what_happened: str) -> None:
        """The save file could not be written: nothing changed in the books, so say what the table
        did about it (the cards back, or the hand still to decide) and stop any autoplay."""
        self.autoplay_left = 0
        self._refresh_buttons()
        self.app.push(Dialog(self.app, tr("dialog.save_failed"), f"{problem} {what_happened}", tone="error"))

    def say(self, message: str) -> None:
        self.message = message
        self.message_until = self.t + MESSAGE_SECONDS

    def update(self, dt: float) -> None:
        if self.session.advisor is not None and not self.t:
            self.app.theory(self.session.paytable)  # the strategy's tables, built before the first deal
        self.t += dt
        while self.cues and self.cues[0].at <= self.t:
            self.app.play_sound(self.cues.pop(0).sound)
        self.flights = [(spot, piece) for spot, piece in self.flights if self.t < piece.vanish]
        if self.autoplay_left and not self.animating():
            self._autoplay_step()
        self.coach.update(self)
        self._refresh_buttons()

    def _schedule(self, cues: tuple[anim.Cue, ...]) -> None:
        if self.scale == 0:  # turbo: one sound for the result instead of every card and chip at once
            cues = tuple(c for c in cues if c.sound in ("win", "big_win", "lose"))[-1:]
        self.cues = sorted([*self.cues, *cues], key=lambda c: c.at)

    # -- actions ------------------------------------------------------------------------------------

    def _fresh_round(self) -> None:
        if self.session.phase is Phase.SETTLED:
            self.session.next_round()
            self.deal = self.reveal = None

    def add_chip(self, spot: Bet, value: int | None = None) -> None:
        if self.animating() and self.session.phase is not Phase.BETTING:
            self.skip()
        self._fresh_round()
        value = value or self.app.prefs.chip
        try:
            self.session.add_chip(spot, value)
        except Refused as exc:
            self.say(str(exc))
            return
        self.flights.append(
            (spot, anim.chip_flight(value, L.RACK_CENTER, view.stack_top(self, spot), self.t, self.scale))
        )
        self.app.play_sound("chip_click")
        self.coach.seen("spots")

    def remove_chip(self, spot: Bet) -> None:
        start = view.stack_top(self, spot)
        value = self.session.remove_chip(spot)
        if value:
            self.flights.append((None, anim.chip_flight(value, start, L.RACK_CENTER, self.t, self.scale)))
            self.app.play_sound("chip_click")

    def do_deal(self) -> None:
        """Deal the next hand. While the last hand is still being shown, the first press only
        finishes showing it: the dealer's cards and the result are never dealt over unseen."""
        if self.session.phase is Phase.DECIDING:
            return
        if self.revealing():
            self.skip()
            return
        if self.animating():
            self.skip()
        self._fresh_round()
        s = self.session
        refusal = self._deal_refusal()
        if refusal:
            self.say(refusal)
            self.autoplay_left = 0
            return
        try:
            if not any(s.stacks.values()) and s.can_rebet():
                s.rebet()
            s.deal()
        except Refused as exc:
            self.say(str(exc))
            self.autoplay_left = 0
            return
        except SaveFailed as exc:
            self.save_failed(exc, tr("dialog.save_failed.deal"))
            return
        self.app.prefs.last_bets = dict(s.last_bets)
        self.deal = anim.deal_plan(self.t, s.round.player_cards, self.scale)
        self.reveal = None
        self._schedule(self.deal.cues)
        self.coach.seen("deal")

    def do_play(self) -> None:
        self._decide(True)

    def do_fold(self) -> None:
        self._decide(False)

    def _decide(self, played: bool) -> None:
        if self.session.phase is not Phase.DECIDING:
            return
        if self.animating_deal():
            self.skip()
        try:
            grade = not self.autoplay_left  # the trainer grades the player, not the autoplayer
            result = self.session.play(grade=grade) if played else self.session.fold(grade=grade)
        except Refused as exc:
            self.say(str(exc))
            return
        except SaveFailed as exc:
            self.save_failed(exc, tr("dialog.save_failed.decide"))
            return
        self.reveal_start = self.t
        self.reveal = anim.reveal_plan(self.t, result, self.session.round.play_bet, self.scale)
        self._schedule(self.reveal.cues)
        if not played:
            self.app.play_sound("fold")
        self.session_hands += 1
        self.session_net += result.net
        graded = self.session.graded
        if graded is not None:
            self.session_graded += 1
            self.session_correct += graded.chosen == graded.best
            self.session_cost += graded.cost
        self.coach.seen("decide")

    def do_rebet(self) -> None:
        if self.animating():
            self.skip()
        self._fresh_round()
        try:
            self.session.rebet()
        except Refused as exc:
            self.say(str(exc))
            return
        for spot in (Bet.ANTE, Bet.PAIR_BONUS):
            amount = self.session.bet(spot)
            if amount:
                self.flights.append(
                    (
                        spot,
                        anim.Piece(
                            tuple(self.session.stacks[spot]),
                            (Motion(L.RACK_CENTER, L.SPOTS[spot], self.t, 0.25 * self.scale),),
                            appear=self.t,
                            vanish=self.t + 0.25 * self.scale,
                        ),
                    )
                )
        self.app.play_sound("chip_stack")

    def do_clear(self) -> None:
        if self.session.phase is Phase.SETTLED:
            self._fresh_round()
            return
        for spot in (Bet.ANTE, Bet.PAIR_BONUS):
            if self.session.stacks[spot]:
                self.flights.append(
                    (
                        None,
                        anim.Piece(
                            tuple(self.session.stacks[spot]),
                            (Motion(L.SPOTS[spot], L.RACK_CENTER, self.t, 0.25 * self.scale),),
                            appear=self.t,
                            vanish=self.t + 0.25 * self.scale,
                        ),
                    )
                )
        self.session.clear()

    def do_undo(self) -> None:
        if self.session.undo():
            self.app.play_sound("chip_click")

    def do_space(self) -> None:
        """Space: skip an animation, otherwise the natural next step (deal, or rebet and deal)."""
        if self.animating():
            self.skip()
        elif self.session.phase is not Phase.DECIDING:
            self.do_deal()

    def toggle_turbo(self) -> None:
        self.turbo = not self.turbo
        if self.turbo:
            self.skip()

    def toggle_hints(self) -> None:
        self.app.prefs.hints = not self.app.prefs.hints
        self.app.save_prefs()

    def toggle_keys(self) -> None:
        self.show_keys = not self.show_keys

    def toggle_autoplay(self) -> None:
        if self.autoplay_left:
            self.stop_autoplay()
            return
        refusal = self._deal_refusal() if self.session.phase is not Phase.DECIDING else ""
        if refusal:
            self.say(refusal)
            return
        choices = [(tr("table.auto.hands", count=n), (lambda n=n: self.start_autoplay(n))) for n in AUTOPLAY_COUNTS]
        self.app.push(
            Dialog(
                self.app,
                tr("table.auto.title"),
                tr("table.auto.question"),
                choices=[*choices, (tr("common.cancel"), None)],
            )
        )

    def start_autoplay(self, count: int) -> None:
        self.autoplay_left = count
        self.autoplay_wait = self.t

    def stop_autoplay(self) -> None:
        if self.autoplay_left:
            self.autoplay_left = 0
            self.say(tr("table.auto.stopped"))

    def _autoplay_step(self) -> None:
        """One move of the autoplayer: decide a dealt hand, or deal the next one after a pause."""
        s = self.session
        if s.phase is Phase.DECIDING:
            advice = s.advice or self.app.advisor(s.paytable, s.round.player_cards, s.round.ante, s.round.pair_bonus)
            self._decide(advice.play)
            self.autoplay_left -= 1
            self.autoplay_wait = self.t + AUTOPLAY_PAUSE * self.scale
            if not self.autoplay_left:
                self.say(tr("table.auto.done"))
        elif self.t >= self.autoplay_wait:
            self.do_deal()

    def leave(self) -> None:
        """Esc: back to the menu; a hand awaiting a decision is folded after asking."""
        if self.confirm_leave(lambda: self.app.pop(self)):
            self.app.pop(self)

    def confirm_leave(self, then: Callable[[], None]) -> bool:
        """True when the table can close now; otherwise ask, fold if agreed, then `then()`."""
        self.stop_autoplay()
        if self.session.phase is not Phase.DECIDING:
            return True

        def fold_and_go() -> None:
            self._decide(False)
            then()

        confirm(
            self.app, tr("dialog.leave_hand.title"), tr("dialog.leave_hand"), tr("dialog.leave_hand.fold"), fold_and_go
        )
        return False

    # -- scene hooks ----------------------------------------------------------------------------------

    def exit(self) -> None:
        self.app.prefs.last_bets = dict(self.session.last_bets)
        self.app.save_prefs()

    def resume(self) -> None:
        self.session.reload_bankroll()
        self._refresh_buttons()

    def handle(self, event: pygame.event.Event) -> None:
        if self.autoplay_left and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.stop_autoplay()
            return
        if self.coach.handle(event):
            return
        if event.type == pygame.KEYDOWN and self._handle_key(event):
            self._refresh_buttons()
            return
        if event.type == pygame.MOUSEMOTION:
            self.hovered_spot = L.spot_hit(event.pos)
        for button in self.buttons.values():
            if button.visible and not button.enabled and button.reason and aimed_at(button, event):
                self.say(button.reason)  # a refused action says why, on the felt
                return
            if button.handle(event):
                self._refresh_buttons()
                return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._handle_click(event)
            self._refresh_buttons()

    def _handle_key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_ESCAPE:
            if self.show_keys:
                self.show_keys = False
            else:
                self.leave()
            return True
        if key == pygame.K_SPACE:
            self.do_space()
            return True
        if key in (pygame.K_z, pygame.K_BACKSPACE) and (key == pygame.K_BACKSPACE or event.mod & pygame.KMOD_CTRL):
            self.do_undo()
            return True
        chip_keys = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5)
        if key in chip_keys:
            self.select_chip(CHIP_VALUES[chip_keys.index(key)])
            return True
        if key in (pygame.K_a, pygame.K_b):
            spot = Bet.ANTE if key == pygame.K_a else Bet.PAIR_BONUS
            self.remove_chip(spot) if event.mod & pygame.KMOD_SHIFT else self.add_chip(spot)
            return True
        if key in (pygame.K_QUESTION, pygame.K_SLASH) and event.mod & pygame.KMOD_SHIFT:
            self.toggle_keys()
            return True
        return False

    def _handle_click(self, event: pygame.event.Event) -> None:
        for index, value in enumerate(CHIP_VALUES):
            x, y = L.rack_chip_center(index)
            if (event.pos[0] - x) ** 2 + (event.pos[1] - y) ** 2 <= (L.RACK_CHIP_SIZE // 2 + 4) ** 2:
                self.select_chip(value)
                return
        spot = L.spot_hit(event.pos)
        if spot is Bet.PLAY and event.button == 1:
            self.say(tr("table.play_spot"))
        elif spot is not None and event.button == 1:
            self.add_chip(spot)
        elif spot is not None and event.button == 3:
            self.remove_chip(spot)

    def select_chip(self, value: int) -> None:
        self.app.prefs.chip = value
        self.app.play_sound("chip_click")
        self.coach.seen("chips")

    def draw(self, surface: pygame.Surface) -> None:
        view.draw(surface, self)
