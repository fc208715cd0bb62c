"""The hand history: past hands, newest first, with their cards and payouts; a selected hand's
full settlement on the right. Up / Down choose, Page Up / Page Down turn pages."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

import pygame

from casino_brag.engine.cards import Rank, parse_cards
from casino_brag.save.store import HandRecord
from casino_brag.ui.core import theme
from casino_brag.ui.core.scene import Scene
from casino_brag.ui.core.text import chips, has, odds_text, rank_noun, rank_plural, signed, tr, trn
from casino_brag.ui.pub.history import PubHand, read_pub_hand
from casino_brag.ui.screens import history_pub
from casino_brag.ui.widgets import backdrop, sprites
from casino_brag.ui.widgets.button import Button

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services

PAGE = 9
ROW_H = 58
LIST = pygame.Rect(40, 112, 760, PAGE * ROW_H + 8)
DETAIL = pygame.Rect(824, 112, 416, PAGE * ROW_H + 8)
MINI = (36, 50)


def when(stamp: str | None) -> str:
    """A saved UTC time as the player's local date and time."""
    if not stamp:
        return ""
    moment = datetime.fromisoformat(stamp).astimezone()
    return moment.strftime("%d %b %H:%M")


class HistoryScene(Scene):
    def __init__(self, app: Services) -> None:
        self.app = app
        self.page = 0
        self.selected = 0
        self.hands: list[HandRecord] = []
        self._pub: dict[int, PubHand] = {}
        self.total = 0
        self.buttons = [
            Button(pygame.Rect(40, 660, 150, 42), tr("common.back"), self.close, key_label="Esc"),
            Button(
                pygame.Rect(480, 660, 155, 42),
                tr("common.prev"),
                lambda: self.turn(-1),
                key=pygame.K_PAGEUP,
                key_label="PgUp",
                size=theme.SMALL,
            ),
            Button(
                pygame.Rect(645, 660, 155, 42),
                tr("common.next"),
                lambda: self.turn(1),
                key=pygame.K_PAGEDOWN,
                key_label="PgDn",
                size=theme.SMALL,
            ),
        ]

    @property
    def pages(self) -> int:
        return max(1, -(-self.total // PAGE))

    def enter(self) -> None:
        self.load()

    def load(self) -> None:
        self.total = self.app.store.count_hands()
        self.hands = self.app.store.hands(limit=PAGE, offset=self.page * PAGE)
        self.selected = min(self.selected, max(0, len(self.hands) - 1))
        self.buttons[1].enabled = self.page > 0
        self.buttons[2].enabled = self.page + 1 < self.pages

    def turn(self, step: int) -> None:
        page = min(self.pages - 1, max(0, self.page + step))
        if page != self.page:
            self.page = page
            self.selected = 0
            self.load()

    def close(self) -> None:
        self.app.pop(self)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
                return
            if event.key in (pygame.K_UP, pygame.K_DOWN) and self.hands:
                step = 1 if event.key == pygame.K_DOWN else -1
                target = self.selected + step
                if target < 0 and self.page > 0:
                    self.turn(-1)
                    self.selected = len(self.hands) - 1
                elif target >= len(self.hands) and self.page + 1 < self.pages:
                    self.turn(1)
                else:
                    self.selected = min(len(self.hands) - 1, max(0, target))
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index in range(len(self.hands)):
                if self._row(index).collidepoint(event.pos):
                    self.selected = index
                    return
        if event.type == pygame.MOUSEWHEEL:
            self.turn(-1 if event.y > 0 else 1)
            return
        for button in self.buttons:
            if button.handle(event):
                return

    @staticmethod
    def _row(index: int) -> pygame.Rect:
        return pygame.Rect(LIST.x + 4, LIST.y + 4 + index * ROW_H, LIST.width - 8, ROW_H - 4)

    def draw(self, surface: pygame.Surface) -> None:
        backdrop.draw_felt(surface, self.app)
        theme.blit_text(surface, tr("history.title"), (40, 40), theme.HEADING, theme.GOLD, shadow=True)
        theme.blit_text(
            surface,
            tr("history.count", count=chips(self.total)),
            (LIST.right, 62),
            theme.SMALL,
            theme.MUTED,
            anchor="topright",
        )
        theme.panel(surface, LIST)
        theme.panel(surface, DETAIL)
        if not self.hands:
            theme.blit_text(surface, tr("history.empty"), LIST.center, theme.BODY, theme.MUTED, anchor="center")
        for index, hand in enumerate(self.hands):
            self._draw_row(surface, index, hand)
        if self.hands:
            self._draw_detail(surface, self.hands[self.selected])
        theme.blit_text(
            surface,
            tr("common.page", page=self.page + 1, pages=self.pages),
            (LIST.x + 420, 681),
            theme.SMALL,
            theme.MUTED,
            anchor="midright",
        )
        for button in self.buttons:
            button.draw(surface)

    def pub(self, hand: HandRecord) -> PubHand:
        """A pub hand read back once (not every frame)."""
        found = self._pub.get(hand.id)
        if found is None:
            if len(self._pub) > 64:
                self._pub.clear()
            found = self._pub[hand.id] = read_pub_hand(hand)
        return found

    def _draw_row(self, surface: pygame.Surface, index: int, hand: HandRecord) -> None:
        row = self._row(index)
        if index == self.selected:
            surface.blit(theme.rounded(row.size, 8, (255, 255, 255, 26), theme.GOLD, 1), row)
        theme.blit_text(surface, f"#{hand.id}", (row.x + 12, row.y + 8), theme.SMALL, theme.GOLD)
        theme.blit_text(surface, when(hand.finished_at), (row.x + 12, row.y + 30), theme.TINY, theme.DIM)
        if hand.game == "pub":
            pub = self.pub(hand)
            end = history_pub.draw_row_cards(surface, self.app, pub, (row.x + 130, row.y + 3))
            theme.blit_text(
                surface, history_pub.game_title(pub), (max(end, row.x + 300) + 14, row.y + 8), theme.TINY, theme.DIM
            )
            theme.blit_text(
                surface,
                history_pub.outcome(hand, pub),
                (max(end, row.x + 300) + 14, row.y + 28),
                theme.SMALL,
                theme.CREAM,
            )
        else:
            _mini_cards(surface, self.app, hand.player_cards, (row.x + 130, row.y + 2))
            _mini_cards(surface, self.app, hand.other_cards, (row.x + 270, row.y + 2))
            theme.blit_text(
                surface, outcome_words(hand), (row.x + 412, row.centery), theme.SMALL, theme.CREAM, anchor="midleft"
            )
        theme.blit_text(
            surface,
            signed(hand.net),
            (row.right - 14, row.centery),
            theme.BODY,
            theme.result_color(hand.net),
            anchor="midright",
        )

    def _draw_detail(self, surface: pygame.Surface, hand: HandRecord) -> None:
        box = DETAIL.inflate(-40, -32)
        y = box.y
        pub = self.pub(hand) if hand.game == "pub" else None
        table = history_pub.game_title(pub) if pub else hand.detail.get("paytable_name", hand.paytable or hand.game)
        theme.blit_text(surface, tr("history.hand", id=hand.id, table=table), (box.x, y), theme.BODY, theme.GOLD)
        theme.blit_text(surface, when(hand.finished_at), (box.right, y + 4), theme.TINY, theme.DIM, anchor="topright")
        y += 40
        if pub is not None:
            if hand.status == "void":
                theme.blit_paragraph(
                    surface,
                    trn("history.void", hand.returned, chips=chips(hand.returned)),
                    pygame.Rect(box.x, y, box.width, 60),
                    theme.SMALL,
                    theme.WARN,
                )
                y += 60
            history_pub.draw_detail(surface, self.app, pub, box, y)
            self._draw_footer(surface, hand, box)
            return
        for label, cards, name_key in (
            (tr("history.you"), hand.player_cards, "player_hand"),
            (tr("history.dealer"), hand.other_cards, "dealer_hand"),
        ):
            theme.blit_text(surface, label.upper(), (box.x, y), theme.TINY, theme.DIM)
            _mini_cards(surface, self.app, cards, (box.x, y + 18), size=(56, 78))
            named = hand.detail.get(name_key, {})
            if isinstance(named, dict) and named.get("category"):
                theme.blit_paragraph(
                    surface,
                    _stored_hand_name(named),
                    pygame.Rect(box.x + 200, y + 40, 170, 50),
                    theme.SMALL,
                    theme.CREAM,
                    spacing=1.1,
                )
            y += 108
        y += 4
        for line in hand.detail.get("lines", []):
            if line.get("result") == "none":
                continue
            words = _line_words(line)
            net = int(line.get("net", 0))
            theme.blit_text(surface, words, (box.x, y), theme.SMALL, theme.CREAM)
            theme.blit_text(
                surface, signed(net), (box.right, y), theme.SMALL, theme.result_color(net), anchor="topright"
            )
            y += 24
        if hand.status == "void":
            theme.blit_paragraph(
                surface,
                trn("history.void", hand.returned, chips=chips(hand.returned)),
                pygame.Rect(box.x, y, box.width, 60),
                theme.SMALL,
                theme.WARN,
            )
        self._draw_footer(surface, hand, box)

    @staticmethod
    def _draw_footer(surface: pygame.Surface, hand: HandRecord, box: pygame.Rect) -> None:
        pygame.draw.line(surface, (226, 186, 92, 90), (box.x, box.bottom - 34), (box.right, box.bottom - 34))
        theme.blit_text(
            surface,
            tr("history.wagered", wagered=chips(hand.wagered), returned=chips(hand.returned)),
            (box.x, box.bottom - 24),
            theme.SMALL,
            theme.MUTED,
        )
        theme.blit_text(
            surface,
            signed(hand.net),
            (box.right, box.bottom - 26),
            theme.BODY,
            theme.result_color(hand.net),
            anchor="topright",
        )

    def exit(self) -> None:
        self.hands = []


def _mini_cards(
    surface: pygame.Surface, app: Services, cards: str, topleft: tuple[int, int], size: tuple[int, int] = MINI
) -> None:
    if not cards:
        return
    x, y = topleft
    for card in parse_cards(cards):
        rect = pygame.Rect(x, y, *size)
        if size == MINI:  # a row's cards: the readable corner of larger ones
            sprites.draw_card_corner(surface, app, card, rect)
        else:
            sprites.draw_card_at(surface, app, card, rect)
        x += size[0] + 6


def outcome_words(hand: HandRecord) -> str:
    if hand.status == "void":
        return tr("history.outcome.void")
    key = f"history.outcome.{hand.outcome}"
    return tr(key) if hand.outcome and _known(key) else hand.outcome


def _known(key: str) -> bool:
    from casino_brag.ui.core.text import has

    return has(key)


RANK_SYMBOLS = {rank.symbol: rank for rank in Rank}


def _stored_hand_name(named: dict[str, object]) -> str:
    """A saved hand's name, rebuilt in the current language from its category and pattern."""
    category = str(named.get("category", ""))
    pattern = str(named.get("pattern", ""))
    ranks = [RANK_SYMBOLS[r] for r in pattern.split("-") if r in RANK_SYMBOLS]
    if len(ranks) == 3 and has(f"hand.{category}"):  # in the table's own words: "Jack high, J-3-2"
        top = max(set(ranks), key=ranks.count) if category == "pair" else ranks[0]
        kicker = next((r for r in ranks if r != top), top)
        nouns = {"plural": rank_plural(top), "noun": rank_noun(top), "kicker": rank_noun(kicker)}
        return tr(f"hand.{category}", pattern=pattern, **nouns)
    return tr("history.hand_name", category=tr(f"paykey.{category}"), pattern=pattern)


def _line_words(line: dict[str, object]) -> str:
    bet = tr(f"bet.{line.get('bet')}")
    result = str(line.get("result"))
    if result == "win":
        return tr("line.win", bet=bet, odds=odds_text(line.get("odds", "1")))
    return tr(f"line.{result}", bet=bet)
