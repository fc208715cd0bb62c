"""The casino table's buttons: where each sits in the right-hand panel, its key and its words.

The scene hands over what each button does; which are shown and enabled is the scene's to say,
from the round's legal actions.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import pygame

from casino_brag.ui.casino import layout as L
from casino_brag.ui.core import theme
from casino_brag.ui.core.text import tr
from casino_brag.ui.widgets.button import Button


def table_buttons(actions: Mapping[str, Callable[[], None]]) -> dict[str, Button]:
    """Every button of the table by name, each doing `actions[name]`."""
    x, w = L.RIGHT_PANEL_X, L.RIGHT_PANEL_W
    third = (w - 16) // 3
    half = (w - 8) // 2
    k = pygame

    def button(
        name: str,
        rect: pygame.Rect,
        action: Callable[[], None],
        key: int | None,
        cap: str,
        primary: bool = False,
        size: int = theme.BODY,
    ) -> Button:
        return Button(
            rect,
            tr(f"table.button.{name}"),
            action,
            key=key,
            key_label=cap,
            primary=primary,
            size=size,
            tip=tr(f"table.tip.{name}"),
        )

    return {
        "deal": button("deal", pygame.Rect(x, 176, w, 58), actions["deal"], k.K_d, "D", True, theme.LARGE),
        "play": button("play", pygame.Rect(x, 176, half, 58), actions["play"], k.K_p, "P", True, theme.LARGE),
        "fold": button(
            "fold", pygame.Rect(x + half + 8, 176, half, 58), actions["fold"], k.K_f, "F", False, theme.LARGE
        ),
        "rebet": button("rebet", pygame.Rect(x, 244, third, 42), actions["rebet"], k.K_r, "R"),
        "clear": button("clear", pygame.Rect(x + third + 8, 244, third, 42), actions["clear"], k.K_c, "C"),
        "undo": button("undo", pygame.Rect(x + 2 * (third + 8), 244, third, 42), actions["undo"], k.K_u, "U"),
        "turbo": button("turbo", pygame.Rect(x, 296, third, 38), actions["turbo"], k.K_t, "T", size=theme.SMALL),
        "auto": button(
            "auto", pygame.Rect(x + third + 8, 296, third, 38), actions["auto"], k.K_o, "O", size=theme.SMALL
        ),
        "hints": button(
            "hints",
            pygame.Rect(x + 2 * (third + 8), 296, third, 38),
            actions["hints"],
            k.K_h,
            "H",
            size=theme.SMALL,
        ),
        "menu": button("menu", pygame.Rect(16, 14, 132, 38), actions["menu"], None, "Esc", size=theme.SMALL),
        "keys": button("keys", pygame.Rect(156, 14, 132, 38), actions["keys"], k.K_F1, "F1", size=theme.SMALL),
    }
