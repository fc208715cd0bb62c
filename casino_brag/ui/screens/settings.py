"""Settings: sound, the room ambience and table music, animation speed, the deck's colours and
back, the felt, fullscreen, the trainer's hints, the first-use tips, and resetting the bankroll.
Changes apply and save at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from casino_brag.save.store import STARTING_BANKROLL, StoreError
from casino_brag.ui.core import theme
from casino_brag.ui.core.prefs import ANIMATION_SPEEDS, FELTS
from casino_brag.ui.core.scene import Scene
from casino_brag.ui.core.text import chips, tr
from casino_brag.ui.widgets import backdrop, sprites
from casino_brag.ui.widgets.button import Button
from casino_brag.ui.widgets.controls import Action, Choice, RowList, Slider, Toggle
from casino_brag.ui.widgets.dialog import confirm

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services

PREVIEW = pygame.Rect(800, 130, 400, 470)
LOOP_SETTINGS = ("sound", "volume", "ambience", "music")
"""Settings that change what the ambience and music loops play at."""


class SettingsScene(Scene):
    def __init__(self, app: Services) -> None:
        self.app = app
        self.note = ""
        prefs = app.prefs
        backs = sprites.card_back_names(app)
        if prefs.card_back not in backs and backs:
            prefs.card_back = backs[0]
        rows = [
            Toggle(tr("settings.sound"), get=lambda: prefs.sound, set=self._setter("sound")),
            Slider(tr("settings.volume"), get=lambda: prefs.volume, set=self._setter("volume")),
            self._loop_slider("ambience", tr("settings.ambience"), tr("settings.ambience.hint")),
            self._loop_slider("music", tr("settings.music"), tr("settings.music.hint")),
            Choice(
                tr("settings.animation"),
                options=[(s, tr(f"settings.animation.{s}")) for s in ANIMATION_SPEEDS],
                get=lambda: prefs.animation,
                set=self._setter("animation"),
            ),
            Toggle(
                tr("settings.four_colour"),
                hint=tr("settings.four_colour.hint"),
                get=lambda: prefs.four_colour,
                set=self._setter("four_colour"),
            ),
            Choice(
                tr("settings.card_back"),
                options=[(b, sprites.card_back_title(b)) for b in backs],
                get=lambda: prefs.card_back,
                set=self._setter("card_back"),
            ),
            Choice(
                tr("settings.felt"),
                options=[(f, tr(f"settings.felt.{f}")) for f in FELTS],
                get=lambda: prefs.felt,
                set=self._setter("felt"),
            ),
            Toggle(
                tr("settings.fullscreen"),
                hint=tr("settings.fullscreen.hint"),
                get=lambda: prefs.fullscreen,
                set=app.set_fullscreen,
            ),
            Toggle(tr("settings.hints"), get=lambda: prefs.hints, set=self._setter("hints")),
            Action(tr("settings.tips"), button=tr("settings.tips.button"), run=self.show_tips_again),
            Action(tr("settings.reset_bankroll"), button=tr("settings.reset.button"), run=self.ask_reset, danger=True),
        ]
        self.rows = RowList(rows, (70, 122), 660, gap=2, height=40)
        self.back = Button(pygame.Rect(70, 660, 150, 42), tr("common.back"), self.close, key=None, key_label="Esc")

    def _loop_slider(self, name: str, label: str, hint: str) -> Slider:
        """The volume of one loop, "ambience" or "music"; at 0 it reads Off."""
        prefs = self.app.prefs
        return Slider(
            label, hint=hint, get=lambda: float(getattr(prefs, name)), set=self._setter(name), zero=tr("common.off")
        )

    def _setter(self, name: str):  # type: ignore[no-untyped-def]
        def set_value(value: object) -> None:
            setattr(self.app.prefs, name, value)
            self.app.save_prefs()
            if name in LOOP_SETTINGS:
                self.app.update_loops()
            if name == "sound" and value:
                self.app.play_sound("button_click")

        return set_value

    def close(self) -> None:
        self.app.pop(self)

    def show_tips_again(self) -> None:
        self.app.prefs.tips_seen = []
        self.app.save_prefs()
        self.note = tr("settings.tips.done")

    def ask_reset(self) -> None:
        confirm(
            self.app,
            tr("dialog.reset.title"),
            tr("dialog.reset", chips=chips(STARTING_BANKROLL)),
            tr("dialog.reset.confirm"),
            self.reset,
        )

    def reset(self) -> None:
        try:
            self.app.store.reset_bankroll()
        except StoreError as exc:
            self.note = str(exc)
            return
        self.note = tr("settings.reset.done", chips=chips(self.app.store.bankroll))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        if self.back.handle(event):
            return
        self.rows.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        backdrop.draw_felt(surface, self.app)
        theme.blit_text(surface, tr("settings.title"), (70, 40), theme.HEADING, theme.GOLD, shadow=True)
        theme.panel(surface, pygame.Rect(54, 112, 692, 522))
        self.rows.draw(surface)
        hint = self.rows.focused.hint or tr("settings.keys")
        theme.blit_text(
            surface,
            self.note or hint,
            (240, 681),
            theme.SMALL,
            theme.WARN if self.note else theme.MUTED,
            anchor="midleft",
        )
        self.back.draw(surface)
        self._draw_preview(surface)

    def _draw_preview(self, surface: pygame.Surface) -> None:
        """The chosen felt, card back and deck colours, as they will look at the table."""
        theme.blit_text(surface, tr("settings.preview").upper(), (PREVIEW.x, PREVIEW.y - 26), theme.TINY, theme.DIM)
        sprites.draw_preview(surface, self.app, PREVIEW)
        theme.blit_text(
            surface,
            tr("settings.data_dir", path=str(self.app.options.data_dir)),
            (PREVIEW.right, 700),
            theme.TINY,
            theme.DIM,
            anchor="bottomright",
        )
