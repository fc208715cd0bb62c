"""Painting the casino table from the scene's state and clock (and never changing either).

The parts that do not move (felt, printed markings, panels) are drawn once into a cached
surface per look, so a frame is one big blit plus the cards, chips and numbers.
"""

from __future__ import annotations

import math
from functools import lru_cache, partial
from typing import TYPE_CHECKING

import pygame

from casino_brag.engine.casino.round import Phase
from casino_brag.engine.casino.settlement import Bet
from casino_brag.ui.casino import layout as L
from casino_brag.ui.casino import panels
from casino_brag.ui.casino.session import break_into_chips
from casino_brag.ui.core import footprint, theme
from casino_brag.ui.core.footprint import Canvas
from casino_brag.ui.core.language import forget_on_change
from casino_brag.ui.core.text import chips, hand_name, qualifier_words, tr
from casino_brag.ui.widgets import backdrop, sprites
from casino_brag.ui.widgets.chips import draw_stack, stack_height

if TYPE_CHECKING:
    from casino_brag.ui.casino.table import CasinoTable
    from casino_brag.ui.core.services import Services


def stack_top(scene: CasinoTable, spot: Bet) -> tuple[int, int]:
    """Where the next chip lands on a spot: on top of the chips already there."""
    x, y = L.SPOTS[spot]
    return x, y - stack_height(len(break_into_chips(sum(scene.session.stacks.get(spot, [])))))


def draw(surface: pygame.Surface, scene: CasinoTable) -> None:
    app, session = scene.app, scene.session
    surface.blit(
        static_table(
            app.prefs.felt,
            session.paytable.key,
            qualifier_words(session.paytable.rules.dealer_qualifies),
            session.paytable.limits.max_pair_bonus > 0,
            panels.ante_bonus_words(session.paytable),
            app,
        ),
        (0, 0),
    )
    panels.paytable_panel(surface, session.paytable, _highlight(scene), _lit_sections(scene))
    _draw_spots(surface, scene)
    _draw_cards(surface, scene)
    _draw_hand_names(surface, scene)
    _draw_chips(surface, scene)
    panels.rack(surface, app, app.prefs.chip, usable=not scene.broke())
    panels.right_panel(surface, scene)
    for button in scene.buttons.values():
        button.draw(surface)
    _draw_banner(surface, scene)
    _draw_message(surface, scene)
    scene.coach.draw(surface, scene.t)
    panels.hover_tip(surface, scene)
    if scene.show_keys:
        panels.keys_overlay(surface)


@lru_cache(maxsize=4)
def static_table(
    felt: str, paytable_key: str, qualifier: str, pair_bonus: bool, bonus_words: str, app: Services
) -> pygame.Surface:
    """Felt, the printed arc, ghost card places, the rails and panel backs: drawn once per look."""
    surface = Canvas((theme.WIDTH, theme.HEIGHT))
    backdrop.draw_felt(surface, app)
    printed = (226, 206, 150)
    _arc_text(surface, tr("table.felt.qualifies", words=qualifier).upper(), (L.CENTER_X, -1000), 1328, printed, 20)
    if bonus_words:
        _arc_text(surface, bonus_words.upper(), (L.CENTER_X, -1000), 1302, printed, 16)
    _draw_shoe(surface, app)
    for owner in ("dealer", "player"):
        for index in range(3):
            rect = L.card_rect(owner, index)
            surface.blit(theme.rounded(rect.size, 10, (255, 255, 255, 10), (236, 220, 170, 70), 2), rect)
    theme.blit_text(
        surface, tr("table.dealer").upper(), (L.CENTER_X, L.DEALER_Y - 16), theme.SMALL, printed, anchor="center"
    )
    for bet, center in L.SPOTS.items():
        if bet is Bet.PAIR_BONUS and not pair_bonus:
            continue
        sprites.draw_spot(surface, app, bet, center, L.SPOT_RADIUS)
    theme.panel(surface, L.LEFT_PANEL)
    theme.panel(surface, L.RACK, fill=(44, 26, 14, 220), border=(150, 100, 50, 160))
    theme.panel(surface, L.RIGHT_PANEL)
    return surface.convert()


forget_on_change(static_table.cache_clear)  # the felt's lettering is in the language it was drawn in


def _draw_shoe(surface: pygame.Surface, app: Services) -> None:
    """The dealer's pack, squared up at the top right of the felt: the cards fly from here."""
    for n in range(5, -1, -1):
        sprites.draw_card(surface, app, None, (L.SHOE[0] - n * 2, L.SHOE[1] - n * 2), width=78)


def _arc_text(
    surface: pygame.Surface, words: str, center: tuple[int, int], radius: int, color: theme.Color, size: int
) -> None:
    """Letters set along a circle's lower edge, the way casino felts print their rules; in a
    resized window they are printed afresh at its scale (`footprint.tag_print`), not stretched."""
    bent, deepest, w, h = bent_words(words, radius, color, size, 1000)
    image = footprint.tag_print(bent.copy(), words, partial(_printed_at, words, radius, color, size))
    surface.blit(image, (round(center[0] - w / 2), round(center[1] + radius - deepest - h / 2)))


def _printed_at(words: str, radius: int, color: theme.Color, size: int, scale: float) -> pygame.Surface:
    return bent_words(words, radius, color, size, round(scale * 1000))[0]


@lru_cache(maxsize=16)
def bent_words(
    words: str, radius: int, color: theme.Color, size: int, per_mille: int
) -> tuple[pygame.Surface, float, float, float]:
    """The line bent onto the arc at a scale (in thousandths): the picture, how far its middle
    sags below its ends, and the straight line's width and height (all at scale 1).

    The line is rendered once, at twice the size, with the font's own spacing, and each column of
    pixels is lowered onto the arc: one smooth baseline, no letter out of step. Scaled down
    after bending, the edges stay smooth."""
    scale = per_mille / 1000
    zoom = 2 * scale
    line = theme.font(max(1, round(size * zoom))).render(words, True, color)
    w, h = line.get_size()
    r = radius * zoom
    sag = [r - math.sqrt(max(0.0, r * r - (x - w / 2) ** 2)) for x in range(w)]
    deepest = math.ceil(max(sag, default=0))
    bent = pygame.Surface((w, h + deepest), pygame.SRCALPHA)
    for x in range(w):
        bent.blit(line, (x, round(deepest - sag[x])), (x, 0, 1, h))
    return pygame.transform.smoothscale_by(bent, 1 / 2), deepest / zoom, w / zoom, h / zoom


def _highlight(scene: CasinoTable) -> str | None:
    """The paytable line the player's hand is paid under, once the cards are face up."""
    session = scene.session
    if session.phase is Phase.BETTING or scene.animating_deal():
        return None
    value = session.round.player_hand
    if value is None:
        return None
    from casino_brag.engine.casino.paytable import pay_key

    return pay_key(value)


def _lit_sections(scene: CasinoTable) -> tuple[str, ...]:
    """The paytable sections with a bet riding on them: the Ante's (unless folded), and the Pair
    Bonus only when one was placed."""
    session = scene.session
    round_ = session.round
    folded = session.phase is Phase.SETTLED and not round_.play_bet
    lit = () if folded else ("ante_bonus", "play_odds")
    return (*lit, "pair_bonus") if round_.pair_bonus else lit


def _draw_spots(surface: pygame.Surface, scene: CasinoTable) -> None:
    """A glow under the circle the mouse is over, while bets can still go down."""
    spot = scene.hovered_spot
    if spot is None or spot is Bet.PLAY or scene.session.phase is Phase.DECIDING:
        return
    x, y = L.SPOTS[spot]
    surface.blit(_glow(L.SPOT_RADIUS + 10), (x - L.SPOT_RADIUS - 10, y - L.SPOT_RADIUS - 10))


@lru_cache(maxsize=4)
def _glow(radius: int) -> pygame.Surface:
    glow = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
    pygame.draw.circle(glow, (255, 230, 160, 70), (radius, radius), radius)
    return pygame.transform.gaussian_blur(glow, 6)


def _draw_cards(surface: pygame.Surface, scene: CasinoTable) -> None:
    session, t = scene.session, scene.t
    if scene.deal is None:
        return
    reveal = scene.reveal
    dealer_cards = session.round.dealer_cards
    for move in scene.deal.cards:
        if not move.motion.started(t):
            continue
        x, y = move.motion.arc_at(t, 26 * (1 - min(1.0, (t - move.motion.start) / max(move.motion.duration, 1e-6))))
        if move.owner == "player":
            flip, card = move.flip, move.card
        else:
            flip = reveal.flips[move.index] if reveal is not None else None
            card = dealer_cards[move.index] if dealer_cards else None
        width, face_up = (1.0, False) if flip is None else flip.at(t)
        sprites.draw_card(
            surface, scene.app, card if face_up else None, (round(x), round(y)), width, lifted=not move.motion.end <= t
        )


def _draw_hand_names(surface: pygame.Surface, scene: CasinoTable) -> None:
    session, t = scene.session, scene.t
    if scene.deal is None or scene.animating_deal():
        return
    value = session.round.player_hand
    if value is not None:
        _name_tag(surface, hand_name(value), (L.CENTER_X, L.PLAYER_Y + L.CARD_H + 20), theme.GOLD)
    reveal, settlement = scene.reveal, session.settlement
    if reveal is not None and settlement is not None and reveal.qualify_at <= t < reveal.banner_at:
        words = hand_name(settlement.dealer)
        if session.round.play_bet and not settlement.dealer_qualifies:
            words = tr("table.dealer_not_qualify", hand=words)
        _name_tag(surface, words, (L.CENTER_X, L.DEALER_Y + L.CARD_H + 20), theme.CREAM)


def _name_tag(surface: pygame.Surface, words: str, center: tuple[int, int], color: theme.Color) -> None:
    image = theme.text(words, theme.BODY, color)
    rect = image.get_rect(center=center).inflate(28, 10)
    surface.blit(theme.rounded(rect.size, rect.height // 2, (0, 0, 0, 120)), rect)
    surface.blit(image, image.get_rect(center=(center[0], center[1] + 1)))


def _draw_chips(surface: pygame.Surface, scene: CasinoTable) -> None:
    session, t, app = scene.session, scene.t, scene.app
    if session.phase is Phase.BETTING:
        in_flight = {spot: 0 for spot in L.SPOTS}
        for spot, piece in scene.flights:
            if spot is not None:
                in_flight[spot] += len(piece.chips)
        for spot, stack in session.stacks.items():
            shown = stack[: max(0, len(stack) - in_flight[spot])]
            if shown:  # coloured up, as a dealer would: the fewest chips that make the bet
                draw_stack(
                    surface, app, break_into_chips(sum(shown)), L.SPOTS[spot], L.CHIP_SIZE, label=chips(sum(shown))
                )
    elif scene.reveal is None:
        for spot, stack in session.stacks.items():
            if stack:
                draw_stack(
                    surface, app, break_into_chips(sum(stack)), L.SPOTS[spot], L.CHIP_SIZE, label=chips(sum(stack))
                )
    else:
        for piece in scene.reveal.pieces:
            if piece.visible(t):
                draw_stack(surface, app, list(piece.chips), piece.pos(t), L.CHIP_SIZE)
    for _, piece in scene.flights:
        if piece.visible(t):
            draw_stack(surface, app, list(piece.chips), piece.pos(t), L.CHIP_SIZE)


def _draw_banner(surface: pygame.Surface, scene: CasinoTable) -> None:
    reveal, settlement = scene.reveal, scene.session.settlement
    if reveal is None or settlement is None or scene.t < reveal.banner_at:
        return
    panels.result_banner(surface, settlement, scene.session.round.play_bet > 0)


def _draw_message(surface: pygame.Surface, scene: CasinoTable) -> None:
    if scene.t >= scene.message_until or not scene.message:
        return
    words, size = theme.fit(scene.message, theme.BODY, L.FELT.width - 36)
    image = theme.text(words, size, theme.INK)
    reveal = scene.reveal
    banner = reveal is not None and scene.session.settlement is not None and scene.t >= reveal.banner_at
    y = L.MESSAGE_OVER_BANNER_Y if banner else L.MESSAGE_Y  # never over the result's lines
    rect = image.get_rect(center=(L.CENTER_X, y)).inflate(36, 16)
    surface.blit(theme.rounded(rect.size, rect.height // 2, (255, 214, 120, 240), (120, 80, 20), 2), rect)
    surface.blit(image, image.get_rect(center=(rect.centerx, rect.centery + 1)))
