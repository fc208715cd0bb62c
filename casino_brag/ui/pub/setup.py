"""Setting up a Pub Brag session: who sits down (portraits, names, one-line personalities), how
well they play, the starting chips, the opponents' pace, the advisor, and every house rule with
its one-line explanation. The last setup is remembered; an unfinished session can be resumed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from casino_brag.engine.pub.games import game_for
from casino_brag.save.pub_book import ResumeError, Unfinished, close_unfinished, unfinished
from casino_brag.save.pub_setup import BOARD_SWITCHES, CHARACTER_IDS, SETUP_KEY, PubSetup, shown_switches
from casino_brag.ui.core import theme, viewport
from casino_brag.ui.core.scene import Scene
from casino_brag.ui.core.text import chips, tr
from casino_brag.ui.pub.away import tell_away
from casino_brag.ui.pub.result import PubResultScene
from casino_brag.ui.pub.scene import PubTableScene
from casino_brag.ui.pub.session import PubGame
from casino_brag.ui.pub.setup_rows import (
    LEFT_W,
    LEFT_X,
    OWN_H,
    RIGHT_W,
    RIGHT_X,
    RULE_H,
    RULES_TOP,
    RuleList,
    SetupRow,
    rule_help,
    rule_value,
)
from casino_brag.ui.pub.seven.scene import ArrangeScene
from casino_brag.ui.widgets import backdrop
from casino_brag.ui.widgets.button import Button, draw_key_cap
from casino_brag.ui.widgets.dialog import Dialog, confirm

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services

GRID_TOP = 142
CARD_W, CARD_H = 296, 62


class PubSetupScene(Scene):
    def __init__(self, app: Services, *, opponents: int | None = None) -> None:
        self.app = app
        self.setup = PubSetup.from_dict(app.store.settings().get(SETUP_KEY))
        if opponents is not None:
            self.setup = self.setup.with_count(opponents)
        self.saved: Unfinished | None = unfinished(app.store)
        self.rows = self._make_rows()
        self.focus = 0
        self._refocus()
        self.hovered: str | None = None
        self.message = ""
        self.buttons = self._make_buttons()

    # -- the choices ----------------------------------------------------------------------------------

    def _make_rows(self) -> list[SetupRow]:
        rows: list[SetupRow] = []

        def own(name: str, y: int, value: Callable[[], str], hint: Callable[[], str]) -> None:
            rect = pygame.Rect(LEFT_X, y, LEFT_W, OWN_H - 3)
            rows.append(SetupRow(name, tr(f"pub.setup.{name}"), hint, value, partial(self.change, name), rect))

        own("count", 92, lambda: str(len(self.setup.opponents)), lambda: tr("pub.setup.cast.keys"))
        y = GRID_TOP + 4 * (CARD_H + 8)
        own("level", y, lambda: tr(f"pub.level.{self.setup.level}"), lambda: tr(f"pub.level.{self.setup.level}.help"))
        own(
            "chips",
            y + OWN_H,
            lambda: chips(self.setup.chips),
            lambda: tr("pub.setup.chips.help", bankroll=chips(self.app.store.bankroll)),
        )
        own("pace", y + 2 * OWN_H, lambda: tr(f"pub.pace.{self.setup.pace}"), lambda: tr("pub.setup.pace.help"))
        own(
            "advisor",
            y + 3 * OWN_H,
            lambda: tr("common.on") if self.setup.advisor else tr("common.off"),
            lambda: tr("pub.setup.advisor.help"),
        )
        rules = [
            SetupRow(
                switch.name,
                tr(f"rule.{switch.name}"),
                partial(self._rule_help, switch.name),
                partial(self._rule_value, switch.name),
                partial(self.change, switch.name),
                pygame.Rect(RIGHT_X, RULES_TOP, RIGHT_W, RULE_H),
                indent=16 if switch.name in BOARD_SWITCHES else 0,
            )
            for switch in shown_switches(self.setup.rules)
        ]
        self.rule_list = RuleList(rules)
        return rows + rules

    def _rule_help(self, name: str) -> str:
        """A house rule's one-line explanation; the game's says what the chosen game is."""
        if name == "variant":
            return tr(f"pub.setup.variant.{self.setup.rules.variant.replace('-', '_')}")
        return rule_help(name, getattr(self.setup.rules, name))

    def _rule_value(self, name: str) -> str:
        return rule_value(name, getattr(self.setup.rules, name))

    def change(self, name: str, step: int) -> None:
        if name in ("count", "level", "chips", "pace"):
            self.setup = self.setup.stepped(name, step)
        elif name == "advisor":
            self.setup = replace(self.setup, advisor=not self.setup.advisor)
        else:
            before = shown_switches(self.setup.rules)
            self.setup = self.setup.with_rule(name, step)
            if shown_switches(self.setup.rules) != before:  # another game, other switches
                self.rows = self._make_rows()
                self.focus = min(self.focus, len(self.rows) - 1)
                self._refocus()
        self.remember()

    def toggle(self, character: str) -> None:
        self.setup = self.setup.toggled(character)
        self.remember()

    def remember(self) -> None:
        self.app.store.save_settings({SETUP_KEY: self.setup.to_dict()})

    def _refocus(self) -> None:
        for index, row in enumerate(self.rows):
            row.focused = index == self.focus
        self.rule_list.show(self.rows[self.focus])

    def _make_buttons(self) -> list[Button]:
        y = 648
        out = [
            Button(
                pygame.Rect(LEFT_X + 390, y, 210, 54),
                tr("pub.setup.start"),
                self.start,
                key=pygame.K_RETURN,
                key_label="Enter",
                primary=True,
                size=theme.LARGE - 4,
            ),
            Button(
                pygame.Rect(LEFT_X, y + 8, 120, 40),
                tr("common.back"),
                self.back,
                key=pygame.K_ESCAPE,
                key_label="Esc",
                size=theme.SMALL,
            ),
        ]
        if self.saved is not None:
            out.append(
                Button(
                    pygame.Rect(LEFT_X + 132, y, 246, 54),
                    tr("pub.setup.resume"),
                    self.resume_saved,
                    key=pygame.K_r,
                    key_label="R",
                    size=theme.BODY,
                )
            )
        return out

    # -- starting -------------------------------------------------------------------------------------

    def start(self) -> None:
        bankroll = self.app.store.bankroll
        if bankroll < self.setup.chips:
            self.message = tr("pub.setup.broke", bankroll=chips(bankroll), chips=chips(self.setup.chips))
            return
        if self.setup.rules.bastard:
            self.agree_top_prial()
            return
        self.sit_down()

    def agree_top_prial(self) -> None:
        """Bastard Brag's rules ask the players to agree before play whether three threes beat
        three aces: the table's choice comes first (Enter keeps it), the other beside it."""
        current = self.setup.rules.threes_top

        def play(threes_top: bool) -> None:
            self.setup = replace(self.setup, rules=replace(self.setup.rules, threes_top=threes_top))
            self.remember()
            self.sit_down()

        order = (current, not current)
        choices = [
            (tr("pub.setup.threes.top" if top else "pub.setup.threes.aces"), partial(play, top)) for top in order
        ]
        message = tr("pub.setup.threes.now_top" if current else "pub.setup.threes.now_aces")
        self.app.push(
            Dialog(
                self.app,
                tr("pub.setup.threes.title"),
                f"{tr('pub.setup.threes')} {message}",
                choices=[*choices, (tr("common.back"), None)],
            )
        )

    def sit_down(self) -> None:
        saved = self.saved
        if saved is None:
            start_table(self.app, self.setup, replace_top=True)
            return

        def close_and_start() -> None:
            close_unfinished(self.app.store, saved)
            start_table(self.app, self.setup, replace_top=True)

        confirm(
            self.app,
            tr("pub.setup.replace.title"),
            tr("pub.setup.replace", hands=saved.hands_played, chips=chips(saved.chips)),
            tr("pub.setup.replace.yes"),
            close_and_start,
        )

    def resume_saved(self) -> None:
        """Carry on the unfinished game (not `Scene.resume`, which only says the screen is back on top)."""
        if self.saved is not None:
            resume_table(self.app, self.saved, replace_top=True)

    def back(self) -> None:
        self.app.pop(self)

    # -- input ------------------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            digits = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8)
            if event.key in digits:
                self.toggle(CHARACTER_IDS[digits.index(event.key)])
                return
            if event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
                step = -1 if event.key == pygame.K_UP else 1
                self.focus = (self.focus + step) % len(self.rows)
                self._refocus()
                return
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE):
                self.rule_list.show(self.rows[self.focus])  # a rule scrolled away by the wheel comes back
                self.rows[self.focus].step(-1 if event.key == pygame.K_LEFT else 1)
                return
        if event.type == pygame.MOUSEWHEEL and RuleList.VIEW.collidepoint(viewport.mouse_pos()):
            self.rule_list.by(-event.y)
            return
        if event.type == pygame.MOUSEMOTION:
            self.hovered = next((c for c, rect in self.card_rects() if rect.collidepoint(event.pos)), None)
        for button in self.buttons:
            if button.handle(event):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for character, rect in self.card_rects():
                if rect.collidepoint(event.pos):
                    self.toggle(character)
                    return
            for index, row in enumerate(self.rows):
                if row.shown and row.rect.collidepoint(event.pos):
                    self.focus = index
                    self._refocus()
                    if row.control.collidepoint(event.pos):
                        row.click(event.pos)
                    return

    @staticmethod
    def card_rects() -> list[tuple[str, pygame.Rect]]:
        out = []
        for index, character in enumerate(CHARACTER_IDS):
            col, line = index % 2, index // 2
            out.append(
                (character, pygame.Rect(LEFT_X + col * (CARD_W + 8), GRID_TOP + line * (CARD_H + 8), CARD_W, CARD_H))
            )
        return out

    # -- drawing ------------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        backdrop.draw_felt(surface, self.app)
        theme.blit_text(surface, tr("pub.setup.title"), (LEFT_X, 18), theme.HEADING, theme.GOLD, shadow=True)
        theme.blit_text(surface, tr("pub.setup.subtitle"), (LEFT_X + 4, 62), theme.SMALL, theme.MUTED)
        theme.blit_text(
            surface,
            tr(
                "menu.bankroll.practice" if self.app.store.practice else "menu.bankroll",
                chips=chips(self.app.store.bankroll),
            ),
            (1248, 24),
            theme.BODY,
            theme.GOLD,
            anchor="topright",
        )
        theme.blit_text(surface, tr("pub.setup.rules").upper(), (RIGHT_X + 12, 90), theme.TINY, theme.GOLD)
        theme.blit_text(
            surface, tr("pub.setup.rules.keys"), (RIGHT_X + RIGHT_W - 8, 90), theme.TINY, theme.DIM, anchor="topright"
        )
        self._draw_cast(surface)
        for row in self.rows:
            row.draw(surface)
        self.rule_list.draw_bar(surface)
        if self.message:
            theme.blit_paragraph(
                surface,
                self.message,
                pygame.Rect(LEFT_X + 140, 622, LEFT_W - 140, 30),
                theme.TINY,
                theme.WARN,
                spacing=1.1,
            )
        for button in self.buttons:
            button.draw(surface)
        if self.saved is not None:
            line = tr("pub.setup.resume.note", hands=self.saved.hands_played, chips=chips(self.saved.chips))
            theme.blit_text(surface, line, (LEFT_X + 132 + 123, 710), theme.TINY, theme.MUTED, anchor="midbottom")

    def _draw_cast(self, surface: pygame.Surface) -> None:
        seated = self.setup.opponents
        for index, (character, rect) in enumerate(self.card_rects()):
            chosen = character in seated
            lit = character == self.hovered
            fill = (*theme.BUTTON[:3], 236) if chosen else (*theme.DEEP, 190)
            border = theme.GOLD if chosen else ((226, 186, 92, 140) if lit else (226, 186, 92, 50))
            surface.blit(theme.rounded(rect.size, 12, fill, border, 2 if chosen else 1), rect)
            image = self.app.assets.portrait(character, rect.height - 10)
            surface.blit(image, (rect.x + 5, rect.y + 5))
            if not chosen:
                surface.blit(theme.rounded(image.get_size(), 6, (0, 0, 0, 150)), (rect.x + 5, rect.y + 5))
            x = rect.x + rect.height + 4
            ink = theme.CREAM if chosen else theme.DIM
            theme.blit_text(surface, tr(f"character.{character}"), (x, rect.y + 7), theme.SMALL, ink)
            about = theme.wrap(tr(f"character.{character}.about"), theme.TINY - 2, rect.right - x - 8)
            for line_index, line in enumerate(about[:2]):
                theme.blit_text(
                    surface,
                    line,
                    (x, rect.y + 26 + line_index * 15),
                    theme.TINY - 2,
                    theme.MUTED if chosen else theme.DIM,
                )
            draw_key_cap(surface, str(index + 1), (rect.right - 6, rect.y + 16))
            if chosen:
                seat = tr("pub.setup.seat", seat=seated.index(character) + 1)
                theme.blit_text(
                    surface, seat, (rect.right - 34, rect.y + 16), theme.TINY - 2, theme.GOLD, anchor="midright"
                )


def start_table(app: Services, setup: PubSetup, *, replace_top: bool = False) -> None:
    """Sit down at a new table with `setup` (the command line's seed, if any, fixes the deal)."""
    app.store.save_settings({SETUP_KEY: setup.to_dict()})
    game_rules = game_for(setup.rules)
    if len(setup.names) > game_rules.max_players:
        words = tr("pub.setup.too_many", game=game_rules.title, most=game_rules.max_players)
        app.push(Dialog(app, tr("pub.setup.cannot"), words, tone="error"))
        return
    try:
        game = PubGame.new(app.store, setup, seed=app.options.seed)
    except ResumeError as exc:
        app.push(Dialog(app, tr("pub.setup.cannot"), str(exc), tone="error"))
        return
    scene = table_scene(app, game)
    if replace_top:
        app.replace(scene)
    else:
        app.push(scene)


def resume_table(app: Services, saved: Unfinished, *, replace_top: bool = False) -> bool:
    """Carry on an unfinished session; if it cannot be, say why and close it. True when resumed."""
    try:
        game = PubGame.resumed_from(app.store, saved)
    except ResumeError as exc:
        close_unfinished(app.store, saved, "left")
        app.notify(tr("pub.setup.cannot_resume"), tr("pub.setup.cannot_resume.why", problem=str(exc)))
        return False
    (app.replace if replace_top else app.push)(table_scene(app, game))
    tell_away(app, saved)  # how a hand you left was played out without you
    return True


def table_scene(app: Services, game: PubGame) -> Scene:
    """The table for the session's game: the arranging table for the games without betting."""
    if "arrange" in game.table.game.turn_kinds:
        return ArrangeScene(app, game, result_screen=partial(result_screen, app))
    return PubTableScene(app, game, result_screen=partial(result_screen, app))


def result_screen(app: Services, setup: PubSetup, result: dict[str, Any]) -> PubResultScene:
    """The session's result, whose buttons sit you down again with `setup` or bring back this screen."""
    return PubResultScene(
        app,
        setup,
        result,
        again=partial(start_table, app, setup, replace_top=True),
        new_setup=partial(_set_up_again, app),
    )


def _set_up_again(app: Services) -> None:
    app.replace(PubSetupScene(app))


def open_pub(app: Services, *, straight: bool = False) -> None:
    """The menu's Pub Brag: the setup screen; from the command line (`--mode pub`), straight to a
    table, carrying on an unfinished game unless new opponents or a seed were asked for."""
    opponents = app.options.opponents
    if not straight:
        app.push(PubSetupScene(app, opponents=opponents))
        return
    saved = unfinished(app.store)
    if saved is not None and opponents is None and app.options.seed is None:
        if resume_table(app, saved):
            return
        saved = None
    setup = PubSetup.from_dict(app.store.settings().get(SETUP_KEY))
    if opponents is not None:
        setup = setup.with_count(opponents)
    if app.store.bankroll < setup.chips:
        app.push(PubSetupScene(app, opponents=opponents))
        return
    if saved is not None:
        close_unfinished(app.store, saved)
    start_table(app, setup)
    if saved is not None:
        app.notify(tr("pub.setup.closed.title"), tr("pub.setup.closed", hands=saved.hands_played))
