"""Painting the pub table: the oval and its seats, the cards where the choreography has them,
chips in flight, the pot and stake, speech bubbles, the verdict and your buttons.

A plain function of the scene at its clock: it reads and never changes anything.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from casino_brag.engine.cards import Card
from casino_brag.save.pub_book import HUMAN
from casino_brag.ui.casino.session import break_into_chips
from casino_brag.ui.core import theme
from casino_brag.ui.core.assets import card_size
from casino_brag.ui.core.text import chips, tr
from casino_brag.ui.pub import layout as L
from casino_brag.ui.pub import panels
from casino_brag.ui.pub.bastard import board_view
from casino_brag.ui.pub.bottom_card import draw_bottom_card
from casino_brag.ui.pub.furniture import bubble_rect, draw_bubble, draw_plate, draw_table
from casino_brag.ui.pub.header import draw_header, hand_title
from casino_brag.ui.pub.poker.words import pot_line, seat_note
from casino_brag.ui.pub.show import NEVER, CardSprite, Show
from casino_brag.ui.pub.single.marks import mark_bragger
from casino_brag.ui.pub.threestake.show import stakes_pools
from casino_brag.ui.widgets import sprites
from casino_brag.ui.widgets.button import draw_key_cap
from casino_brag.ui.widgets.chips import draw_stack

if TYPE_CHECKING:
    from casino_brag.ui.pub.table import PubTable

TURN = 0.26
LIFT = 14
"""How far a card picked to throw away rises."""


def draw(surface: pygame.Surface, scene: PubTable) -> None:
    draw_table(surface, scene.app)
    _draw_middle(surface, scene)
    draw_bottom_card(surface, scene)
    _draw_seats(surface, scene)
    _draw_cards(surface, scene)
    _draw_labels(surface, scene)
    verdict = scene.show.verdict(scene.t)
    place = headline_center(scene)
    if verdict is not None and place is not None:
        _draw_headline(surface, verdict.headline, place)
    _draw_flights(surface, scene)
    _draw_bubbles(surface, scene)
    getattr(scene, "log_panel", panels.draw_log)(surface, scene)  # a lesson's coach takes the log's place
    panels.draw_side(surface, scene)
    _draw_top(surface, scene)
    if scene.stepper is not None:
        scene.stepper.draw(surface)
    else:
        _draw_bar(surface, scene)
    if scene.t < scene.message_until:
        _draw_message(surface, scene.message)
    if scene.show_keys:
        _draw_keys(surface)


# -- the middle of the table -----------------------------------------------------------------------------


def _draw_middle(surface: pygame.Surface, scene: PubTable) -> None:
    t = scene.t
    figures = scene.show.figures(t)
    verdict = scene.show.verdict(t)
    cx, cy = L.POT_CENTER
    if scene.show.board.size:
        board_view.draw_middle(surface, scene)
        return
    if figures.pot:
        pile = break_into_chips(figures.pot)[-18:]
        label = stakes_pools(scene.game.table, figures.pot) or tr("pub.pot", amount=chips(figures.pot))
        draw_stack(surface, scene.app, pile, (cx, cy), 40, label=label)
    limits = pot_line(scene.game.table) if verdict is None else None
    if (verdict is None and figures.stake and figures.in_hand) or limits:
        line = limits or tr("pub.stake", stake=chips(figures.stake), blind=chips(-(-figures.stake // 2)))
        if scene.show.variant == "single-stake":  # no blind play: one stake for all
            line = tr("single.stake", stake=chips(figures.stake))
        theme.blit_text(surface, line, (cx, cy + 46), theme.SMALL, theme.CREAM, anchor="center", shadow=True)
    if len(figures.pots) > 1:
        parts = []
        for index, (amount, closer) in enumerate(figures.pots):
            if closer is not None:
                parts.append(tr("pub.pot.closed", number=index + 1, amount=chips(amount), name=scene.names[closer]))
            else:
                parts.append(tr("pub.pot.live", number=index + 1, amount=chips(amount)))
        theme.blit_text(
            surface, "   ".join(parts), (cx, cy + 84), theme.TINY, theme.CREAM, anchor="center", shadow=True
        )


def _headline_rect(words: str, center: tuple[int, int]) -> pygame.Rect:
    return theme.text(words, theme.LARGE, theme.GOLD, True).get_rect(center=center).inflate(30, 14)


def _draw_headline(surface: pygame.Surface, words: str, center: tuple[int, int]) -> None:
    """The hand's result in the middle of the table ("Ray wins 48")."""
    image = theme.text(words, theme.LARGE, theme.GOLD, True)
    rect = _headline_rect(words, center)
    surface.blit(theme.rounded(rect.size, rect.height // 2, (0, 0, 0, 170), theme.GOLD, 2), rect)
    surface.blit(image, image.get_rect(center=(rect.centerx, rect.centery + 2)))


# -- seats --------------------------------------------------------------------------------------------------


def _draw_seats(surface: pygame.Surface, scene: PubTable) -> None:
    t = scene.t
    figures = scene.show.figures(t)
    seats = len(scene.names)
    acting = scene.acting_seat()
    for seat in range(seats):
        rect = L.plate_rect(seat, seats)
        status = figures.statuses[seat]
        badge = _badge(status, figures.hands_held[seat], figures.chips[seat])
        note = tr("pub.put_in", amount=chips(figures.put_in[seat])) if figures.put_in[seat] and status != "out" else ""
        note = seat_note(scene.game.table, seat, note, figures.put_in[seat])
        draw_plate(
            surface,
            scene.app,
            rect,
            name=scene.names[seat],
            portrait=scene.portraits[seat],
            chips=chips(figures.chips[seat]),
            status=status,
            badge=badge,
            note=note,
            acting=seat == acting,
            dim=status in ("folded", "out") and not scene.game.table.hand_over,
        )
    dealer = figures.dealer
    button = scene.app.assets.dealer_button(30)
    surface.blit(button, button.get_rect(center=L.dealer_button_center(dealer, seats)))


def _badge(status: str, hands: int, chips: int = 1) -> str:
    """The seat's status in a word; OUT only for a player with no chips left (between hands
    everyone is out of the hand, which needs no badge)."""
    if status == "blind" and hands > 1:
        return tr("pub.status.blind_two")
    if status == "out":
        return tr("pub.status.out") if chips == 0 else ""
    return tr(f"pub.status.{status}")


# -- cards --------------------------------------------------------------------------------------------------


def _draw_cards(surface: pygame.Surface, scene: PubTable) -> None:
    t = scene.t
    show: Show = scene.show
    resting: list[CardSprite] = []
    moving: list[CardSprite] = []
    for sprite in show.cards:
        if not sprite.present(t):
            continue
        (resting if sprite.settled(t) else moving).append(sprite)
    resting.sort(key=lambda c: (c.seat, c.hand, t < c.discard_at, c.position))  # thrown away: underneath
    dealer = show.pack_at(t)
    if dealer is not None:
        px, py = L.pack_position(dealer, len(scene.names))
        for layer in range(4):
            sprites.draw_card(surface, scene.app, None, (px - layer, py - layer * 2), width=L.CARD_W, group="pack")
    for sprite in resting + moving:
        _draw_card(surface, scene, sprite, lifted=sprite in moving)
    hands = show.hands_of(HUMAN, t)
    if len(hands) > 1:
        for hand in hands:
            group = [c for c in resting if c.seat == HUMAN and c.hand == hand]
            if group:
                left = min(_card_place(scene, c)[0] for c in group)
                right = max(_card_place(scene, c)[0] for c in group) + show.width(group[0], t)
                top = min(_card_place(scene, c)[1] for c in group)
                theme.blit_text(
                    surface,
                    tr(f"pub.hand.{hand}"),
                    ((left + right) / 2, top - 12),
                    theme.TINY,
                    theme.CREAM,
                    anchor="center",
                    shadow=True,
                )
    if scene.choosing_discard():
        mine = sorted((c for c in resting if c.seat == HUMAN), key=lambda c: c.position)
        w, h = sprites.card_image(scene.app, None, show.width(mine[0], t) if mine else 84).get_size()
        for number, sprite in enumerate(mine, 1):
            x, y = _card_place(scene, sprite)
            y += LIFT if sprite.face in scene.selection else 0  # the key stays put as its card lifts
            draw_key_cap(surface, str(number), (round(x) + w // 2 + 10, round(y) + h + 10))
    selection = scene.selection
    if selection:
        picked = [c for c in resting if c.seat == HUMAN and c.face in selection]
        w, h = sprites.card_image(scene.app, None, show.width(picked[0], t) if picked else 84).get_size()
        for sprite in picked:
            x, y = _card_place(scene, sprite)
            pygame.draw.rect(surface, theme.LOSS, (round(x) - 2, round(y) - 2, w + 4, h + 4), 3, border_radius=10)
        if picked:
            left = min(_card_place(scene, c)[0] for c in picked)
            right = max(_card_place(scene, c)[0] for c in picked) + w
            top = min(_card_place(scene, c)[1] for c in picked)
            tag = theme.text(tr("pub.discard_tag"), theme.TINY, theme.CREAM)
            box = tag.get_rect(midbottom=(round((left + right) / 2), round(top) - 5)).inflate(14, 4)
            surface.blit(theme.rounded(box.size, box.height // 2, (150, 50, 40, 235)), box)
            surface.blit(tag, tag.get_rect(center=(box.centerx, box.centery + 1)))


def _card_place(scene: PubTable, sprite: CardSprite) -> tuple[float, float]:
    x, y = scene.show.place(sprite, scene.t)
    if sprite.seat == HUMAN and sprite.face is not None and sprite.face in scene.selection:
        y -= LIFT
    return x, y


def _draw_card(surface: pygame.Surface, scene: PubTable, sprite: CardSprite, *, lifted: bool) -> None:
    t = scene.t
    x, y = _card_place(scene, sprite)
    width = scene.show.width(sprite, t)
    face: Card | None = None
    scale = 1.0
    if sprite.up_at != NEVER and t >= sprite.up_at and sprite.face is not None:
        turn = TURN * scene.scale
        k = 1.0 if turn <= 0 else min(1.0, (t - sprite.up_at) / turn)
        if k >= 0.5:
            face = sprite.face
        scale = abs(1 - 2 * k) if k < 1 else 1.0
        scale = max(scale, 0.05)
    discarded = t >= sprite.discard_at
    used = t >= sprite.used_at and not lifted
    if used:
        y -= board_view.LIT_RISE
    group = f"seat {sprite.seat}, {sprite.hand} hand"
    sprites.draw_card(surface, scene.app, face, (round(x), round(y)), scale, lifted=lifted, width=width, group=group)
    w, h = sprites.card_image(scene.app, None, width).get_size()
    if scene.show.variant == "single-stake" and scale == 1.0:
        mark_bragger(surface, face, pygame.Rect(round(x), round(y), w, h))
    if used:
        pygame.draw.rect(surface, theme.GOLD, (round(x) - 2, round(y) - 2, w + 4, h + 4), 3, border_radius=9)
    elif (discarded or t >= sprite.unused_at) and not lifted:
        surface.blit(theme.rounded((w, h), 8, (0, 0, 0, 130)), (round(x), round(y)))


def _draw_flights(surface: pygame.Surface, scene: PubTable) -> None:
    for flight in scene.show.flights:
        if flight.visible(scene.t):
            sprites.draw_pile(surface, scene.app, list(flight.chips), flight.at(scene.t), 32)


def _draw_labels(surface: pygame.Surface, scene: PubTable) -> None:
    """The name of each shown hand: under an opponent's cards, beside yours. In Bastard Brag the
    winners' names are filled gold, since the result may be told under the table instead."""
    won = scene.show.verdict(scene.t)
    winners = (won.winners or (won.winner,)) if won is not None else ()
    for label in scene.show.labels:
        if not label.at <= scene.t < label.until:
            continue
        winner = label.seat in winners
        filled = winner and bool(scene.show.board.size)
        rect, image = _label(scene, label.seat, label.text, theme.INK if filled else theme.CREAM)
        fill = (*theme.GOLD, 240) if filled else (0, 0, 0, 190)
        border = theme.GOLD if winner else (226, 186, 92, 90)
        surface.blit(theme.rounded(rect.size, rect.height // 2, fill, border, 2), rect)
        surface.blit(image, image.get_rect(center=(rect.centerx, rect.centery + 1)))


def _label(
    scene: PubTable,
    seat: int,
    text: str,
    ink: tuple[int, int, int] = theme.CREAM,
) -> tuple[pygame.Rect, pygame.Surface]:
    """Where a shown hand's name goes, and its words drawn."""
    cx, cy = L.cards_center(seat, len(scene.names))
    yours = seat == HUMAN
    image = theme.text(text, theme.SMALL if yours else theme.TINY, ink)
    if yours:
        tops = [scene.show.place(c, scene.t)[1] for c in scene.show.cards if c.seat == HUMAN and c.present(scene.t)]
        rise = board_view.LIT_RISE if scene.show.board.size else 0  # the cards that count stand up
        return image.get_rect(midbottom=(cx, round(min(tops, default=cy - 60)) - 8 - rise)).inflate(16, 8), image
    count = _shown_count(scene, seat)
    seats = len(scene.names)
    left, top = L.shown_origin(seat, seats, count, bool(scene.show.board.size))
    w, step = L.shown_spread(seats, count, bool(scene.show.board.size))
    span = w + step * (count - 1)
    plates = [L.plate_rect(s, seats).union(L.plate_rect(s, seats).move(0, -L.BADGE_RISE)) for s in range(seats)]
    plates += _others_cards(scene, seat)
    rect = image.get_rect(midtop=(left + span // 2, top + card_size(w)[1] + 7)).inflate(14, 6)
    for shift in range(0, span // 2 + 1, 4):  # a long name slides along under its cards, off plates and cards
        for way in (1, -1):
            moved = rect.move(way * shift, 0)
            if moved.collidelist(plates) < 0 and L.TABLE_AREA.contains(moved):
                return moved, image
    words, size = theme.fit(text, theme.TINY, span + 24)  # or, with no room, is set smaller
    image = theme.text(words, size, ink)
    return image.get_rect(midtop=(left + span // 2, top + card_size(w)[1] + 7)).inflate(14, 6), image


def _others_cards(scene: PubTable, seat: int) -> list[pygame.Rect]:
    """Where the other opponents' shown cards lie, which a shown hand's name must not cover."""
    seats, board = len(scene.names), bool(scene.show.board.size)
    spots = []
    showing = {c.seat for c in scene.show.cards if c.present(scene.t)} - {seat, HUMAN}
    for other in sorted(showing):
        count = _shown_count(scene, other)
        if count:
            w, step = L.shown_spread(seats, count, board)
            spots.append(
                pygame.Rect(L.shown_origin(other, seats, count, board), (w + step * (count - 1), card_size(w)[1]))
            )
    return spots


def _shown_count(scene: PubTable, seat: int) -> int:
    """How many cards lie in a seat's shown hand."""
    return max((c.count for c in scene.show.cards if c.seat == seat and c.present(scene.t)), default=3)


def headline_on_felt(scene: PubTable) -> bool:
    return headline_center(scene) is not None


def headline_center(scene: PubTable) -> tuple[int, int] | None:
    """Where the hand's result goes on the felt: the middle of the table (above the board in
    Bastard Brag), or a little below or above it, clear of every card and name; None when there
    is no room (many hands shown), and the bar under the table tells it instead."""
    verdict = scene.show.verdict(scene.t)
    if verdict is None:
        return None
    if scene.show.board.size:
        places = [(L.BOARD_CENTER[0], L.BOARD_POT[1] - 6)]
    else:
        cx, cy = L.POT_CENTER
        places = [(cx, cy), (cx, cy + 40), (cx, cy - 40), (cx, cy + 70)]
    t = scene.t
    taken = [
        pygame.Rect(round(x), round(y), *card_size(scene.show.width(sprite, t)))
        for sprite in scene.show.cards
        if sprite.present(t)
        for x, y in [_card_place(scene, sprite)]
    ]
    taken += [_label(scene, label.seat, label.text)[0] for label in scene.show.labels if label.at <= t < label.until]
    taken += [L.plate_rect(seat, len(scene.names)) for seat in range(len(scene.names))]
    for place in places:
        rect = _headline_rect(verdict.headline, place)
        if rect.collidelist(taken) < 0:
            return place
    return None


def _draw_bubbles(surface: pygame.Surface, scene: PubTable) -> None:
    """Each seat's latest remark. Where two would meet, the newer is shown and the older gives
    way, as a player listens to the last one to speak."""
    seats = len(scene.names)
    latest: dict[int, tuple[str, float, str, float]] = {}
    for bubble in scene.show.bubbles:
        if bubble.at <= scene.t < bubble.until:
            latest[bubble.seat] = (bubble.text, bubble.until, "", bubble.at)
    thinking = scene.thinking_seat()
    if thinking is not None and thinking not in latest:
        latest[thinking] = (tr("pub.thinking"), NEVER, "think", NEVER)
    shown: list[pygame.Rect] = []
    for seat, (text, until, tone, _at) in sorted(latest.items(), key=lambda item: (-item[1][3], -item[0])):
        anchor, opens = L.bubble_anchor(seat, seats)
        rect, _way = bubble_rect(text, anchor, opens, L.TABLE_AREA)
        if rect.collidelist(shown) >= 0:
            continue
        shown.append(rect)
        fade = min(1.0, (until - scene.t) / 0.3) if until != NEVER else 1.0
        draw_bubble(surface, text, anchor, opens, round(255 * max(0.0, fade)), tone=tone, bounds=L.TABLE_AREA)


# -- around the table ------------------------------------------------------------------------------------


def _draw_top(surface: pygame.Surface, scene: PubTable) -> None:
    for button in scene.top_buttons.values():
        button.draw(surface)
    figures = scene.show.figures(scene.t)
    number = max(figures.hand_number, 1) if figures.hand_number else 0
    table = scene.game.table
    draw_header(surface, hand_title(number, table.rules.session_hands), table, scene.app.store.practice, scene.names)


def _draw_bar(surface: pygame.Surface, scene: PubTable) -> None:
    bar = L.BAR_RECT
    theme.panel(surface, bar)
    for button in scene.bar_buttons:
        button.draw(surface)
    hint = scene.bar_hint()
    if not hint:
        return
    left = min((b.rect.x for b in scene.bar_buttons), default=bar.right)
    if left - bar.x > 360:  # between hands: the verdict in the free space beside the button
        area = pygame.Rect(bar.x + 18, bar.y + 12, left - bar.x - 36, bar.height - 24)
        verdict = scene.show.verdict(scene.t)
        told = verdict is not None and not headline_on_felt(scene)
        size = theme.SMALL if told else theme.BODY
        lines = theme.wrap(hint, size, area.width)
        step = theme.font(size).get_linesize() * 1.15
        y = area.centery - step * (len(lines) + (1.3 if told else 0)) / 2
        if told and verdict is not None:
            theme.blit_text(surface, verdict.headline, (area.x, y), theme.BODY, theme.GOLD)
            y += step * 1.3
        for line in lines:
            theme.blit_text(surface, line, (area.x, y), size, theme.CREAM)
            y += step
        return
    room = bar.width - 32
    theme.blit_fitted(surface, hint, (bar.x + 16, bar.bottom - 14), room, theme.SMALL, theme.MUTED, anchor="bottomleft")


def _draw_message(surface: pygame.Surface, message: str) -> None:
    image = theme.text(message, theme.BODY, theme.CREAM)
    rect = image.get_rect(center=(L.POT_CENTER[0], L.POT_CENTER[1] - 74)).inflate(28, 14)
    surface.blit(theme.rounded(rect.size, 12, (60, 24, 20, 235), theme.LOSS, 2), rect)
    surface.blit(image, image.get_rect(center=rect.center))


KEY_ROWS = (
    ("L", "keys.pub.look"),
    ("K", "keys.pub.kept"),
    ("B", "keys.pub.bet"),
    ("R", "keys.pub.raise"),
    ("S", "keys.pub.see"),
    ("C", "keys.pub.cover"),
    ("F", "keys.pub.fold"),
    ("H Y N", "keys.pub.showdown"),
    ("D", "keys.pub.discard"),
    ("1-5", "keys.pub.pick"),
    ("N", "keys.pub.deal"),
    ("Space", "keys.pub.space"),
    ("A", "keys.pub.advisor"),
    ("P", "keys.pub.pace"),
    ("PgUp", "keys.pub.log"),
    ("F11", "keys.fullscreen"),
    ("Esc", "keys.pub.menu"),
)


def _draw_keys(surface: pygame.Surface) -> None:
    surface.blit(theme.dim(surface.get_size()), (0, 0))
    rect = pygame.Rect(0, 0, 620, 80 + 28 * len(KEY_ROWS))
    rect.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
    theme.panel(surface, rect, radius=18, fill=(*theme.DEEP, 246), border=theme.GOLD)
    theme.blit_text(surface, tr("keys.title"), (rect.x + 30, rect.y + 18), theme.LARGE, theme.GOLD)
    y = rect.y + 64
    for cap, key in KEY_ROWS:
        draw_key_cap(surface, cap, (rect.x + 110, y + 10))
        theme.blit_text(surface, tr(key), (rect.x + 126, y + 1), theme.SMALL, theme.CREAM)
        y += 28
    theme.blit_text(
        surface, tr("keys.close"), (rect.centerx, rect.bottom - 16), theme.TINY, theme.MUTED, anchor="midbottom"
    )
