"""Rules: the hand ranking drawn with real cards, then how Casino Brag, Pub Brag, Bastard Brag and
Seven-Card Brag (with Nine- and Thirteen-Card) are played, and the house rules a pub table may
agree. Left / Right (or a number key, or a click on a tab) change the page."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from casino_brag.engine.cards import parse_cards
from casino_brag.engine.hands import Category, category_counts
from casino_brag.ui.core import theme
from casino_brag.ui.core.catalog.house import HOUSE_PARAGRAPHS
from casino_brag.ui.core.scene import Scene
from casino_brag.ui.core.text import category_name, chips, percent, tr
from casino_brag.ui.rules_pages.casino_page import CasinoPage
from casino_brag.ui.rules_pages.pub_page import PubPage
from casino_brag.ui.widgets import backdrop, sprites
from casino_brag.ui.widgets.button import Button, key_cap_width

if TYPE_CHECKING:
    from casino_brag.ui.core.services import Services

PAGES = ("ranking", "casino", "pub", "bastard", "seven", "three_stake", "single_stake", "brag_poker", "house")
EXAMPLES = {
    Category.PRIAL: "3s 3h 3d",
    Category.RUNNING_FLUSH: "Ah 2h 3h",
    Category.RUN: "Qc Jd 10s",
    Category.FLUSH: "Kd 9d 2d",
    Category.PAIR: "9c 9h 3s",
    Category.HIGH_CARD: "Qs 6h 4c",
}
EXAMPLE_HANDS = {
    "casino": (("history.you", "Qs 6h 4d", ""), ("history.dealer", "Kc 8d 3s", "")),
    "bastard": (("history.you", "Jd 3c 8h", "8h"), ("history.pub.board", "Qc Ah 8s", "Ah 8s")),
    "seven": (("rules.seven.first", "As Ad Kc", ""), ("rules.seven.second", "9s 9h 5d", "")),
    "three_stake": (
        ("rules.three_stake.yours", "9h 9d Kc", "Kc"),
        ("rules.three_stake.dealers", "Qs Qd 4c", "Qs Qd"),
    ),
    "single_stake": (("rules.single_stake.yours", "Ks Kh Kd", ""), ("rules.single_stake.theirs", "Kc Jc 9d", "")),
    "brag_poker": (
        ("rules.brag_poker.yours", "9h 9d 9c", "9h 9d 9c"),
        ("rules.brag_poker.theirs", "Qs Qd 4c", "Qs Qd"),
    ),
}
"""The worked hands under a page: (label, cards, the cards that count)."""
CARD = (60, 84)
TABS = pygame.Rect(40, 110, 1200, 46)
TAB_GAP = 10


def tab_rects(labels: list[str]) -> tuple[list[pygame.Rect], int]:
    """The tabs along the top, each as wide as its label needs at the largest type size at which
    all of them fit (each with its key cap), the room left over shared out evenly."""
    room = TABS.width - TAB_GAP * (len(labels) - 1)
    caps = [key_cap_width(str(i + 1)) + 10 + 16 for i in range(len(labels))]
    for size in range(theme.BODY, theme.FLOOR - 1, -1):
        needs = [theme.font(size).size(label)[0] + cap for label, cap in zip(labels, caps, strict=True)]
        if sum(needs) <= room:
            break
    spare = (room - sum(needs)) // len(labels)
    rects, x = [], TABS.x
    for need in needs:
        rects.append(pygame.Rect(x, TABS.y, need + spare, TABS.height))
        x += need + spare + TAB_GAP
    return rects, size


BODY = pygame.Rect(40, 176, 1200, 470)


class RulesScene(Scene):
    def __init__(self, app: Services) -> None:
        self.app = app
        self.page = 0
        self.counts = category_counts()
        labels = [tr(f"rules.tab.{name}") for name in PAGES]
        rects, size = tab_rects(labels)
        self.tabs = [
            Button(rect, label, partial(self.show, i), key=pygame.K_1 + i, key_label=str(i + 1), size=size)
            for i, (rect, label) in enumerate(zip(rects, labels, strict=True))
        ]
        self.back = Button(pygame.Rect(40, 660, 150, 42), tr("common.back"), self.close, key_label="Esc")
        self.pub = PubPage(app, BODY)
        self.illustrated: dict[str, PubPage | CasinoPage] = {"pub": self.pub, "casino": CasinoPage(app, BODY)}
        """Pages with parts along a strip at the bottom, stepped before the page turns."""
        self.show(0)

    def show(self, page: int) -> None:
        self.page = page % len(PAGES)
        for index, tab in enumerate(self.tabs):
            tab.primary = index == self.page

    def close(self) -> None:
        self.app.pop(self)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
                return
            shown = self.illustrated.get(PAGES[self.page])
            if shown is not None and shown.key(event.key):  # the illustrations step first
                return
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.show(self.page + (1 if event.key == pygame.K_RIGHT else -1))
                return
        for button in (*self.tabs, self.back):
            if button.handle(event):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and PAGES[self.page] in self.illustrated:
            self.illustrated[PAGES[self.page]].click(event.pos)

    def draw(self, surface: pygame.Surface) -> None:
        backdrop.draw_felt(surface, self.app)
        theme.blit_text(surface, tr("rules.title"), (40, 40), theme.HEADING, theme.GOLD, shadow=True)
        for tab in self.tabs:
            tab.draw(surface)
        theme.panel(surface, BODY.inflate(0, 20))
        name = PAGES[self.page]
        if name == "ranking":
            self._ranking(surface)
        elif name in self.illustrated:
            self.illustrated[name].draw(surface, lambda on: self._text_page(on, name))
        else:
            self._text_page(surface, name)
        self.back.draw(surface)
        keys = f"rules.keys.{name}" if name in self.illustrated else "rules.keys"
        theme.blit_text(surface, tr(keys, last=len(PAGES)), (1240, 681), theme.SMALL, theme.MUTED, anchor="midright")

    def _ranking(self, surface: pygame.Surface) -> None:
        total = sum(self.counts.values())
        categories = sorted(EXAMPLES, reverse=True)
        for index, category in enumerate(categories):
            column, row = divmod(index, 3)
            x = BODY.x + 24 + column * 600
            y = BODY.y + 6 + row * 152
            theme.blit_text(surface, f"{index + 1}", (x, y + 28), theme.HEADING, theme.GOLD)
            for n, card in enumerate(parse_cards(EXAMPLES[category])):
                sprites.draw_card_at(surface, self.app, card, pygame.Rect(x + 40 + n * 38, y + 6, *CARD))
            left = x + 40 + 2 * 38 + CARD[0] + 22
            theme.blit_text(surface, category_name(category), (left, y + 4), theme.LARGE - 4, theme.CREAM)
            count = self.counts[category]
            theme.blit_text(
                surface,
                tr("rules.count", count=chips(count), share=percent(count / total)),
                (left, y + 34),
                theme.TINY,
                theme.GOLD,
            )
            text = pygame.Rect(left, y + 56, 600 - (left - x) - 48, 90)  # clear of the panel's edge
            theme.blit_paragraph(
                surface, tr(f"rules.ranking.{category.key}"), text, theme.SMALL, theme.MUTED, spacing=1.15
            )

    def _text_page(self, surface: pygame.Surface, name: str) -> int:
        """Draw a page of two columns of text; return the y below the longer column."""
        columns = tr(f"rules.{name}").split("\n\n\n")
        if name == "house":  # the newer house rules, a paragraph each under the columns
            for index, keys in enumerate(HOUSE_PARAGRAPHS[: len(columns)]):
                columns[index] += "".join(f"\n\n{tr(key)}" for key in keys)
        bottom = BODY.y
        width = (BODY.width - 72) // len(columns)
        size = _fitting_size(columns, width)
        for index, column in enumerate(columns):
            rect = pygame.Rect(BODY.x + 24 + index * (width + 24), BODY.y + 4, width, BODY.height)
            y = rect.y
            for paragraph in column.split("\n\n"):
                if paragraph.startswith("# "):
                    theme.blit_text(surface, paragraph[2:], (rect.x, y), theme.LARGE - 4, theme.GOLD)
                    y += 38
                    continue
                y = (
                    theme.blit_paragraph(
                        surface,
                        paragraph,
                        pygame.Rect(rect.x, y, rect.width, 200),
                        size,
                        theme.CREAM,
                        spacing=1.25,
                    )
                    + 10
                )
            bottom = max(bottom, y - 10)
        if name in EXAMPLE_HANDS:
            lift = 40 if name in self.illustrated else 0  # clear of the strip along the bottom
            example = pygame.Rect(BODY.x + 24, BODY.bottom - 124 - lift, BODY.width - 48, 116)
            self._example(surface, example, name)
            bottom = max(bottom, example.bottom)
        return bottom

    def _example(self, surface: pygame.Surface, box: pygame.Rect, name: str) -> None:
        """A worked hand with real cards, the cards that count edged in gold."""
        surface.blit(theme.rounded(box.size, 12, (255, 255, 255, 14), (226, 186, 92, 70), 1), box)
        theme.blit_text(surface, tr("rules.example").upper(), (box.x + 16, box.y + 10), theme.TINY, theme.GOLD)
        for row, (label, hand, counting) in enumerate(EXAMPLE_HANDS[name]):
            theme.blit_text(
                surface, tr(label), (box.x + 16 + row * 150 + 58, box.y + 100), theme.TINY, theme.MUTED, anchor="midtop"
            )
            lit = set(parse_cards(counting))
            for n, card in enumerate(parse_cards(hand)):
                rect = pygame.Rect(box.x + 16 + row * 150 + n * 34, box.y + 28, 46, 64)
                sprites.draw_card_at(surface, self.app, card, rect)
                if card in lit:
                    pygame.draw.rect(surface, theme.GOLD, rect.inflate(4, 4), 2, border_radius=6)
        text = pygame.Rect(box.x + 330, box.y + 14, box.width - 346, box.height - 20)
        theme.blit_paragraph(surface, tr(f"rules.example.{name}"), text, theme.SMALL, theme.CREAM, spacing=1.2)


def _fitting_size(columns: list[str], width: int) -> int:
    """The largest type, from the usual down to the floor, at which every column of a text page
    fits the page (the House rules page has grown with the house rules)."""
    size = theme.BODY - 2
    while size > theme.FLOOR:
        tallest = 0.0
        for column in columns:
            height = 0.0
            for paragraph in column.split("\n\n"):
                if paragraph.startswith("# "):
                    height += 38
                else:
                    lines = len(theme.wrap(paragraph, size, width))
                    height += lines * theme.font(size).get_linesize() * 1.25 + 10
            tallest = max(tallest, height - 10)
        if tallest <= BODY.height - 8:
            break
        size -= 1
    return size
