"""The end of a Pub Brag session: the standings with everyone's chips and net result, your
figures for the session (hands, pots won, the biggest pot, net), and your record over every
session, from the save file."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from casino_brag.save.pub_book import PubRecord, pub_record
from casino_brag.save.pub_setup import PubSetup
from casino_brag.ui.core import theme
from casino_brag.ui.core.scene import Scene
from casino_brag.ui.core.text import PLURALS, chips, number, signed, tr, trn
from casino_brag.ui.pub.furniture import draw_plate
from casino_brag.ui.pub.lending import owes_words
from casino_brag.ui.widgets import backdrop
from casino_brag.ui.widgets.button import Button

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services

GUARD = 0.8
"""Seconds during which the result ignores keys, so a key meant for the last hand does not leave it."""
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


BUTTONS_TOP = 640


class PubResultScene(Scene):
    def __init__(
        self,
        app: Services,
        setup: PubSetup,
        result: dict[str, Any],
        *,
        again: Callable[[], None],
        new_setup: Callable[[], None],
    ) -> None:
        """`again` sits you down at a new table with `setup` and `new_setup` opens the setup screen,
        both in this screen's place: the setup screen supplies them, as it leads here."""
        self.app = app
        self.setup = setup
        self.result = result
        self._again = again
        self._new_setup = new_setup
        self.single = setup.rules.variant == "single-stake"
        """Single-Stake Brag keeps a record of its own sessions apart."""
        self.record: PubRecord = pub_record(app.store, "single-stake" if self.single else None)

        def button(name: str, x: int, key: int, cap: str, action: Callable[[], None], primary: bool = False) -> Button:
            return Button(
                pygame.Rect(x, BUTTONS_TOP, 250, 52),
                tr(f"pub.result.{name}"),
                action,
                key=key,
                key_label=cap,
                primary=primary,
                size=theme.BODY,
            )

        self.age = 0.0
        """Seconds on screen: keys pressed in the first moments (still playing the hand) are ignored."""
        self.buttons = [
            button("again", 380, pygame.K_RETURN, "Enter", self.play_again, True),
            button("setup", 646, pygame.K_s, "S", self.change_setup),
            button("menu", 912, pygame.K_ESCAPE, "Esc", self.to_menu),
        ]

    # -- what next --------------------------------------------------------------------------------------

    def play_again(self) -> None:
        self._again()

    def change_setup(self) -> None:
        self._new_setup()

    def to_menu(self) -> None:
        self.app.pop(self)

    def update(self, dt: float) -> None:
        self.age += dt

    def busy(self) -> bool:
        return self.age < GUARD

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self.age < GUARD:
            return
        for button in self.buttons:
            if button.handle(event):
                return

    # -- drawing ------------------------------------------------------------------------------------------

    def headline(self) -> str:
        result = self.result
        if result.get("reason") == "you are out":
            return tr("pub.result.out")
        place = int(result.get("place", 0))
        if place == 1:
            return tr("pub.result.winner")
        return tr(
            "pub.result.place",
            place=tr(f"pub.place.{ORDINALS[max(0, min(place, 8) - 1)]}"),
            players=result.get("players", 0),
        )

    def draw(self, surface: pygame.Surface) -> None:
        backdrop.draw_felt(surface, self.app)
        result = self.result
        theme.blit_text(surface, tr("pub.result.title").upper(), (80, 40), theme.SMALL, theme.MUTED)
        theme.blit_text(surface, self.headline(), (78, 62), theme.HEADING + 4, theme.GOLD, shadow=True)
        reason = {
            "hands played": "pub.result.reason.hands",
            "one player left": "pub.result.reason.one",
            "you are out": "pub.result.reason.out",
            "left": "pub.result.reason.left",
        }.get(str(result.get("reason")), "pub.result.reason.hands")
        hands = result.get("hands", 0)
        if result.get("reason") == "hands played":
            hands = self.setup.rules.session_hands or hands
        words = trn(reason, int(hands), hands=number(int(hands))) if reason in PLURALS else tr(reason)
        theme.blit_text(surface, words, (80, 118), theme.BODY, theme.CREAM)
        self._draw_standings(surface)
        self._draw_figures(surface)
        for button in self.buttons:
            button.draw(surface)

    def _draw_standings(self, surface: pygame.Surface) -> None:
        standings = self.result.get("standings", [])
        room = BUTTONS_TOP - 12 - 160 - 56  # the panel ends above the buttons, however many players
        step = min(54, room // max(1, len(standings)))
        panel = pygame.Rect(64, 160, 640, max(250, 56 + step * len(standings)))
        theme.panel(surface, panel)
        theme.blit_text(
            surface, tr("pub.result.standings").upper(), (panel.x + 20, panel.y + 16), theme.TINY, theme.GOLD
        )
        theme.blit_text(
            surface,
            tr("pub.result.net").upper(),
            (panel.right - 20, panel.y + 16),
            theme.TINY,
            theme.GOLD,
            anchor="topright",
        )
        y = panel.y + 44
        for row in standings:
            you = bool(row.get("you"))
            name = tr("pub.you") if you else _display(str(row.get("name", "")), self.setup)
            theme.blit_text(
                surface,
                f"{row.get('place', '')}.",
                (panel.x + 22, y + step // 2),
                theme.LARGE - 4,
                theme.GOLD if row.get("place") == 1 else theme.MUTED,
                anchor="midleft",
            )
            plate = pygame.Rect(panel.x + 64, y + 2, 300, step - 6)
            draw_plate(
                surface,
                self.app,
                plate,
                name=name,
                portrait=None if you else _portrait(row, self.setup),
                chips=chips(int(row.get("chips", 0))),
                status="open",
                badge="",
                acting=you,
                dim=int(row.get("chips", 0)) == 0,
            )
            owes = row.get("owes")
            if isinstance(owes, int) and owes > 0:  # lend or show: a debt the session left unpaid
                spot = (plate.right + 20, y + step // 2)
                theme.blit_text(surface, owes_words(owes), spot, theme.SMALL, theme.LOSS, anchor="midleft")
            net = int(row.get("net", 0))
            theme.blit_text(
                surface,
                signed(net),
                (panel.right - 20, y + step // 2),
                theme.LARGE - 4,
                theme.result_color(net),
                anchor="midright",
            )
            y += step

    def _draw_figures(self, surface: pygame.Surface) -> None:
        result = self.result
        panel = pygame.Rect(736, 160, 480, 250)
        theme.panel(surface, panel)
        theme.blit_text(surface, tr("pub.result.yours").upper(), (panel.x + 20, panel.y + 16), theme.TINY, theme.GOLD)
        rows = (
            ("pub.result.hands", chips(int(result.get("hands", 0)))),
            ("pub.result.won", chips(int(result.get("won", 0)))),
            ("pub.result.biggest", chips(int(result.get("biggest_pot", 0)))),
            ("pub.result.chips", chips(int(result.get("chips", 0)))),
        )
        y = panel.y + 48
        for key, value in rows:
            theme.blit_text(surface, tr(key), (panel.x + 20, y), theme.BODY, theme.CREAM)
            theme.blit_text(surface, value, (panel.right - 20, y), theme.BODY, theme.CREAM, anchor="topright")
            y += 36
        net = int(result.get("net", 0))
        theme.blit_text(surface, tr("pub.result.net_line"), (panel.x + 20, y + 4), theme.BODY, theme.CREAM)
        theme.blit_text(
            surface, signed(net), (panel.right - 20, y - 2), theme.LARGE, theme.result_color(net), anchor="topright"
        )
        record = self.record
        box = pygame.Rect(736, 426, 480, 194)
        theme.panel(surface, box)
        title = tr("single.result.record" if self.single else "pub.result.record").upper()
        theme.blit_text(surface, title, (box.x + 20, box.y + 16), theme.TINY, theme.GOLD)
        lines = (
            tr("pub.result.record.sessions", sessions=record.sessions, firsts=record.first_places),
            tr("pub.result.record.hands", hands=chips(record.hands)),
            tr("pub.result.record.net", net=signed(record.net)),
            tr("pub.result.record.biggest", pot=chips(record.biggest_pot)),
        )
        y = box.y + 46
        for line in lines:
            theme.blit_text(surface, line, (box.x + 20, y), theme.SMALL, theme.CREAM)
            y += 34


def _name(character: str) -> str:
    from casino_brag.engine.ai import character as find

    return find(character).name


def _display(name: str, setup: PubSetup) -> str:
    """The translated name of a character saved under its English name."""
    for o in setup.opponents:
        if _name(o) == name:
            return tr(f"character.{o}")
    return name


def _portrait(row: dict[str, Any], setup: PubSetup) -> str | None:
    name = str(row.get("name", ""))
    return next((o for o in setup.opponents if _name(o) == name), None)
