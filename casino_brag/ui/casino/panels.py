"""The casino table's panels: the paytable, the chip rack, the bankroll and trainer column, the
result banner, hover tips and the list of keys."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from casino_brag.engine.casino.paytable import PayScale, Paytable
from casino_brag.engine.casino.round import Phase
from casino_brag.engine.casino.settlement import Bet, Outcome, Result, Settlement
from casino_brag.ui.casino import layout as L
from casino_brag.ui.core import theme
from casino_brag.ui.core.footprint import Canvas
from casino_brag.ui.core.language import forget_on_change
from casino_brag.ui.core.prefs import CHIP_VALUES
from casino_brag.ui.core.text import (
    chips,
    fixed,
    hand_name,
    odds_text,
    pay_key_title,
    percent,
    qualifier_words,
    signed,
    tr,
)
from casino_brag.ui.widgets import sprites
from casino_brag.ui.widgets.button import draw_key_cap

if TYPE_CHECKING:
    from casino_brag.ui.casino.table import CasinoTable
    from casino_brag.ui.core.services import Services


# -- the paytable ------------------------------------------------------------------------------


def paytable_panel(
    surface: pygame.Surface, paytable: Paytable, highlight: str | None, lit: tuple[str, ...] = ()
) -> None:
    """The paytable, with the hand's line lit in the sections (`lit`) that bet is riding on."""
    surface.blit(_paytable_image(paytable, highlight, lit), L.LEFT_PANEL.topleft)


def paytable_rules(paytable: Paytable) -> list[str]:
    """The table's rule switches in words, for the panel and the Paytables screen."""
    rules = paytable.rules
    lines = [
        tr("paytable.rule.qualifies", words=qualifier_words(rules.dealer_qualifies)),
        tr("paytable.rule.play", times=rules.play_multiplier),
        tr("paytable.rule.tie_push" if rules.tie == "push" else "paytable.rule.tie_dealer"),
        tr("paytable.rule.dnq_win" if rules.ante_if_dealer_not_qualify == "win" else "paytable.rule.dnq_push"),
    ]
    if rules.fold_forfeits_pair_bonus:
        lines.append(tr("paytable.rule.forfeit"))
    return lines


def limits_text(paytable: Paytable) -> str:
    limits = paytable.limits
    if limits.max_pair_bonus:
        return tr(
            "paytable.limits",
            low=chips(limits.min_ante),
            high=chips(limits.max_ante),
            bonus=chips(limits.max_pair_bonus),
        )
    return tr("paytable.limits.no_bonus", low=chips(limits.min_ante), high=chips(limits.max_ante))


def pay_rows(name: str, scale: PayScale) -> list[tuple[str, str]]:
    """A paytable section's lines in words: each hand and its odds; Play's odds end with the
    even money every other win is paid."""
    rows = [(pay_key_title(key), odds_text(odds)) for key, odds in scale.odds]
    if name == "play_odds" and rows and "high_card" not in {key for key, _ in scale.odds}:
        rows.append((tr("paytable.play_odds.other"), odds_text(1)))
    return rows


def ante_bonus_words(paytable: Paytable) -> str:
    """What the felt prints about the Ante Bonus ("" when the table pays none)."""
    names = [pay_key_title(key).lower() for key, _ in paytable.ante_bonus.odds]
    if not names:
        return ""
    listed = names[0] if len(names) == 1 else tr("table.felt.and", first=", ".join(names[:-1]), last=names[-1])
    return tr("table.felt.bonus", hands=listed)


@lru_cache(maxsize=64)
def _paytable_image(paytable: Paytable, highlight: str | None, lit: tuple[str, ...]) -> pygame.Surface:
    rect = L.LEFT_PANEL
    image = Canvas(rect.size, pygame.SRCALPHA)
    pad = 18
    width = rect.width - 2 * pad
    theme.blit_text(image, tr("paytable.heading").upper(), (pad, 16), theme.TINY, theme.DIM)
    theme.blit_fitted(image, paytable.name, (pad, 34), width, theme.LARGE - 4, theme.GOLD)
    every = [
        ("ante_bonus", paytable.ante_bonus),
        ("pair_bonus", paytable.pair_bonus),
        ("play_odds", paytable.play_odds),
    ]
    sections = [(name, scale) for name, scale in every if scale.odds]
    rules = paytable_rules(paytable)
    rows = sum(len(pay_rows(name, scale)) for name, scale in sections)
    fixed = 70 + len(sections) * 44 + len(rules) * 19 + 34
    row_h = max(18, min(24, (rect.height - fixed) // max(1, rows)))
    y = 70
    for name, scale in sections:
        theme.blit_fitted(image, tr(f"paytable.{name}").upper(), (pad, y), width, theme.SMALL, theme.CREAM)
        theme.blit_fitted(image, tr(f"paytable.{name}.note"), (pad, y + 19), width, theme.TINY, theme.DIM)
        y += 42
        listed = {key for key, _ in scale.odds}
        paid_as = "prial" if highlight == "prial_of_threes" and highlight not in listed else highlight
        if name not in lit:
            paid_as = None
        keys = [key for key, _ in scale.odds]
        for index, (title, odds) in enumerate(pay_rows(name, scale)):
            if index < len(keys) and keys[index] == paid_as:
                image.blit(theme.rounded((width + 12, row_h), 6, (226, 186, 92, 70), theme.GOLD, 1), (pad - 6, y - 3))
            theme.blit_text(image, title, (pad, y), theme.SMALL, theme.CREAM)
            theme.blit_text(image, odds, (pad + width, y), theme.SMALL, theme.GOLD, anchor="topright")
            y += row_h
        y += 2
    y = rect.height - len(rules) * 19 - 40
    pygame.draw.line(image, (226, 186, 92, 70), (pad, y - 8), (pad + width, y - 8))
    for line in rules:
        theme.blit_fitted(image, line, (pad, y), width, theme.TINY, theme.MUTED)
        y += 19
    theme.blit_fitted(image, limits_text(paytable), (pad, y + 6), width, theme.TINY, theme.CREAM)
    return image


forget_on_change(_paytable_image.cache_clear)  # its words are in the language it was drawn in


# -- the chip rack -------------------------------------------------------------------------------


def rack(surface: pygame.Surface, app: Services, selected: int, *, usable: bool = True) -> None:
    """The chips to bet with; greyed out, and saying so, when too few are left for a hand."""
    title = theme.blit_text(
        surface, tr("table.rack").upper(), (L.RACK.x + 16, L.RACK.y + 12), theme.TINY, (220, 190, 140)
    )
    theme.blit_fitted(
        surface,
        tr("table.rack.hint" if usable else "table.rack.empty"),
        (L.RACK.right - 16, L.RACK.y + 12),
        L.RACK.right - 16 - title.right - 12,
        theme.TINY,
        (190, 160, 120),
        anchor="topright",
        floor=theme.FLOOR - 2,
    )
    for index, value in enumerate(CHIP_VALUES):
        x, y = L.rack_chip_center(index)
        lift = 6 if value == selected else 0
        if value == selected:
            pygame.draw.circle(surface, (255, 220, 120), (x, y - lift), L.RACK_CHIP_SIZE // 2 + 4)
        sprites.draw_chip(surface, app, value, (x, y - lift), L.RACK_CHIP_SIZE)
        draw_key_cap(surface, str(index + 1), (x + 11, L.RACK.y + 128))
    if not usable:
        shade = L.RACK.inflate(-12, -40).move(0, 14)
        surface.blit(theme.rounded(shade.size, 12, (10, 16, 12, 170)), shade)


# -- the right-hand column -------------------------------------------------------------------------


def right_panel(surface: pygame.Surface, scene: CasinoTable) -> None:
    session, x, w = scene.session, L.RIGHT_PANEL_X, L.RIGHT_PANEL_W
    shown = session.bankroll
    reveal, settlement = scene.reveal, session.settlement
    if reveal is not None and settlement is not None and scene.t < reveal.paid_at:
        shown -= settlement.returned
    kind = "practice" if scene.app.store.practice else "trainer" if scene.practice else ""
    label = scene.coach.bankroll_label() or tr(f"table.bankroll.{kind}" if kind else "table.bankroll")
    theme.blit_text(surface, label.upper(), (x, 80), theme.TINY, theme.DIM)
    theme.blit_text(surface, chips(shown), (x, 98), theme.HEADING, theme.GOLD)
    on_table = session.round.on_table
    if on_table:
        theme.blit_text(
            surface,
            tr("table.on_table", chips=chips(on_table)),
            (x + w, 84),
            theme.SMALL,
            theme.MUTED,
            anchor="topright",
        )
    hands, net = scene.session_hands, scene.session_net
    if reveal is not None and settlement is not None and scene.t < reveal.paid_at:
        hands, net = hands - 1, net - settlement.net  # the hand counts once its chips are paid
    theme.blit_text(
        surface, tr("table.session", hands=chips(hands), net=signed(net)), (x, 142), theme.SMALL, theme.MUTED
    )
    box = pygame.Rect(x, 352, w, 340)
    if scene.autoplay_left:  # beside the heading of the hand, clear of the session's line
        left = tr("table.auto.left", count=scene.autoplay_left)
        heading = tr("trainer.title" if scene.practice else "table.this_hand").upper()
        room = w - theme.font(theme.SMALL).size(heading)[0] - 14
        theme.blit_fitted(surface, left, (x + w, box.y), room, theme.SMALL, theme.WARN, anchor="topright")
    if scene.coach.draw_in_hand_box(surface, box):
        return
    if scene.practice:
        _trainer(surface, scene, box)
    else:
        _last_hand(surface, scene, box)


def _trainer(surface: pygame.Surface, scene: CasinoTable, box: pygame.Rect) -> None:
    session = scene.session
    theme.blit_text(surface, tr("trainer.title").upper(), box.topleft, theme.SMALL, theme.GOLD)
    y = box.y + 30
    advice = session.advice
    if session.phase is Phase.DECIDING and advice is not None and not scene.animating_deal():
        if scene.app.prefs.hints:
            ante = max(1, session.round.ante)
            verdict = tr("trainer.best", action=tr(f"trainer.{advice.action}"))
            theme.blit_text(surface, verdict, (box.x, y), theme.LARGE, theme.CREAM)
            y += 38
            theme.blit_text(
                surface,
                tr("trainer.ev_play", ev=_ev(advice.ev_play / ante)),
                (box.x, y),
                theme.SMALL,
                theme.WIN if advice.play else theme.MUTED,
            )
            theme.blit_text(
                surface,
                tr("trainer.ev_fold", ev=_ev(advice.ev_fold / ante)),
                (box.x, y + 22),
                theme.SMALL,
                theme.MUTED if advice.play else theme.WIN,
            )
            y += 54
        else:
            y = (
                theme.blit_paragraph(
                    surface, tr("trainer.hints_off"), pygame.Rect(box.x, y, box.width, 60), theme.SMALL, theme.MUTED
                )
                + 8
            )
    graded = session.graded
    if graded is not None and session.phase is Phase.SETTLED:
        right = graded.chosen == graded.best
        head = tr("trainer.correct") if right else tr("trainer.mistake", cost=fixed(graded.cost, 3))
        theme.blit_text(surface, head, (box.x, y), theme.BODY, theme.WIN if right else theme.LOSS)
        y += 28
        detail = tr("trainer.was_best", action=tr(f"trainer.{graded.best}"))
        theme.blit_text(surface, detail, (box.x, y), theme.SMALL, theme.MUTED)
        y += 30
    if scene.session_graded:
        y = max(y, box.y + 150)
        pygame.draw.line(surface, (226, 186, 92, 60), (box.x, y), (box.right, y))
        share = scene.session_correct / scene.session_graded
        theme.blit_text(
            surface,
            tr("trainer.session", right=scene.session_correct, total=scene.session_graded, share=percent(share, 0)),
            (box.x, y + 10),
            theme.SMALL,
            theme.CREAM,
        )
        theme.blit_text(
            surface, tr("trainer.cost", cost=fixed(scene.session_cost, 3)), (box.x, y + 34), theme.SMALL, theme.MUTED
        )
    if session.phase is Phase.SETTLED and not scene.animating():
        _receipt(surface, session.settlement, pygame.Rect(box.x, box.bottom - 120, box.width, 120))


def _ev(value: object) -> str:
    number = float(value)  # type: ignore[arg-type]
    return tr("trainer.antes", ev=fixed(number, 3, sign=True))


def _last_hand(surface: pygame.Surface, scene: CasinoTable, box: pygame.Rect) -> None:
    session = scene.session
    theme.blit_text(surface, tr("table.this_hand").upper(), box.topleft, theme.SMALL, theme.GOLD)
    if session.phase is Phase.SETTLED:
        if not scene.animating():
            _receipt(surface, session.settlement, pygame.Rect(box.x, box.y + 32, box.width, 200))
    elif session.phase is Phase.DECIDING:
        theme.blit_paragraph(
            surface,
            tr("table.decide_help", play=chips(session.round.play_amount)),
            pygame.Rect(box.x, box.y + 32, box.width, 120),
            theme.SMALL,
            theme.MUTED,
        )
    elif scene.broke():
        theme.blit_paragraph(
            surface,
            scene.buttons["deal"].reason,
            pygame.Rect(box.x, box.y + 32, box.width, 160),
            theme.SMALL,
            theme.WARN,
        )
    else:
        theme.blit_paragraph(
            surface, tr("table.bet_help"), pygame.Rect(box.x, box.y + 32, box.width, 160), theme.SMALL, theme.MUTED
        )


def _receipt(surface: pygame.Surface, settlement: Settlement | None, box: pygame.Rect) -> None:
    """Each settled line with its amount, then the total."""
    if settlement is None:
        return
    y = box.y
    for line in settlement.lines:
        if line.result is Result.NONE:
            continue
        theme.blit_text(surface, line_title(line.bet, line.result, line.odds), (box.x, y), theme.SMALL, theme.CREAM)
        theme.blit_text(
            surface, signed(line.net), (box.right, y), theme.SMALL, theme.result_color(line.net), anchor="topright"
        )
        y += 24
    pygame.draw.line(surface, (226, 186, 92, 90), (box.x, y + 2), (box.right, y + 2))
    theme.blit_text(surface, tr("table.total"), (box.x, y + 8), theme.BODY, theme.CREAM)
    theme.blit_text(
        surface,
        signed(settlement.net),
        (box.right, y + 8),
        theme.BODY,
        theme.result_color(settlement.net),
        anchor="topright",
    )


def line_title(bet: Bet, result: Result, odds: object) -> str:
    """ "Ante wins 1 to 1", "Pair Bonus loses", "Play pushes"."""
    name = tr(f"bet.{bet.value}")
    if result is Result.WIN:
        return tr("line.win", bet=name, odds=odds_text(odds))
    return tr(f"line.{result.value}", bet=name)


# -- the result banner ------------------------------------------------------------------------------


def headline(settlement: Settlement) -> tuple[str, theme.Color]:
    net = settlement.net
    key = {
        Outcome.FOLD: "result.fold",
        Outcome.DEALER_NOT_QUALIFY: "result.dnq",
        Outcome.WIN: "result.win",
        Outcome.LOSE: "result.lose",
        Outcome.TIE: "result.tie",
    }[settlement.outcome]
    return tr(key, net=signed(net)), theme.result_color(net)


def result_banner(surface: pygame.Surface, settlement: Settlement, played: bool) -> None:
    rect = L.BANNER
    theme.panel(surface, rect, radius=16, fill=(6, 16, 12, 246), border=theme.GOLD)
    words, color = headline(settlement)
    theme.blit_text(surface, words, (rect.centerx, rect.y + 28), theme.HEADING, color, anchor="center", shadow=True)
    versus = tr("result.versus", player=hand_name(settlement.player), dealer=hand_name(settlement.dealer))
    theme.blit_text(surface, versus, (rect.centerx, rect.y + 58), theme.SMALL, theme.MUTED, anchor="center")
    lines = [line for line in settlement.lines if line.result is not Result.NONE]
    half = (len(lines) + 1) // 2
    for index, line in enumerate(lines):
        column, row = divmod(index, half) if half else (0, index)
        x = rect.x + 24 + column * (rect.width // 2)
        y = rect.y + 78 + row * 22
        theme.blit_text(surface, line_title(line.bet, line.result, line.odds), (x, y), theme.SMALL, theme.CREAM)
        theme.blit_text(
            surface,
            signed(line.net),
            (x + rect.width // 2 - 48, y),
            theme.SMALL,
            theme.result_color(line.net),
            anchor="topright",
        )


# -- tips and the key list ---------------------------------------------------------------------------


def hover_tip(surface: pygame.Surface, scene: CasinoTable) -> None:
    """The hovered button's tip, or why it is disabled, in a small bubble beside it."""
    for button in scene.buttons.values():
        if button.visible and button.hovered:
            words = button.tip if button.enabled else (button.reason or button.tip)
            if not words:
                return
            lines = theme.wrap(words, theme.TINY, 230)
            height = 14 + len(lines) * theme.font(theme.TINY).get_linesize()
            rect = pygame.Rect(0, 0, 250, height)
            if button.rect.x > theme.WIDTH // 2:
                rect.midright = (button.rect.x - 10, button.rect.centery)
            else:
                rect.topleft = (button.rect.x, button.rect.bottom + 8)
            surface.blit(theme.rounded(rect.size, 8, (250, 242, 220, 245), theme.GOLD_DARK, 1), rect)
            theme.blit_paragraph(surface, words, rect.inflate(-20, -12), theme.TINY, theme.INK, spacing=1.0)
            return


KEYS = (
    ("1-5", "keys.chip"),
    ("A / B", "keys.spot"),
    ("Shift+A / B", "keys.unspot"),
    ("D", "keys.deal"),
    ("Space", "keys.space"),
    ("P", "keys.play"),
    ("F", "keys.fold"),
    ("R", "keys.rebet"),
    ("C", "keys.clear"),
    ("U", "keys.undo"),
    ("T", "keys.turbo"),
    ("O", "keys.auto"),
    ("H", "keys.hints"),
    ("F11", "keys.fullscreen"),
    ("F1", "keys.keys"),
    ("Esc", "keys.menu"),
)


def keys_overlay(surface: pygame.Surface) -> None:
    surface.blit(theme.dim(surface.get_size(), 170), (0, 0))
    rect = pygame.Rect(0, 0, 760, 470)
    rect.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
    theme.panel(surface, rect, radius=18, fill=(*theme.DEEP, 246), border=theme.GOLD)
    theme.blit_text(surface, tr("keys.title"), (rect.x + 32, rect.y + 26), theme.LARGE, theme.GOLD)
    half = (len(KEYS) + 1) // 2
    for index, (cap, key) in enumerate(KEYS):
        column, row = divmod(index, half)
        x = rect.x + 32 + column * 370
        y = rect.y + 92 + row * 42
        draw_key_cap(surface, cap, (x + 110, y + 10))
        theme.blit_text(surface, tr(key), (x + 124, y + 1), theme.SMALL, theme.CREAM)
    theme.blit_text(surface, tr("keys.close"), (rect.centerx, rect.bottom - 26), theme.TINY, theme.DIM, anchor="center")
