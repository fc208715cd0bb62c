"""One review image holding every sprite, laid out by kind, read back from the written files.

Both decks are shown at their usual table size (half the sprite size) so that the corner indices
are judged as a player sees them; a few cards, the backs and the icon are also shown full size.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from casino_brag.engine.cards import Card, Rank, Suit
from tools.raster import text

WIDTH = 1660
BACKGROUND = (34, 36, 42)
LABEL = (226, 226, 232)
GAP = 8
FULL_SIZE_CARDS = ("As", "Kh", "Qs", "Jd", "Tc", "7d")

_SUIT_ROWS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


class _Layout:
    """Places images left to right, wrapping rows, on a sheet that grows downwards."""

    def __init__(self) -> None:
        self.items: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self.x = GAP
        self.y = GAP
        self.row_h = 0

    def heading(self, words: str) -> None:
        self.newline()
        label = text(words, 16, LABEL, bold=True)
        self.items.append((label, (GAP, self.y + 6)))
        self.y += 32

    def add(self, image: pygame.Surface, caption: str | None = None) -> None:
        w, h = image.get_size()
        if self.x + w > WIDTH - GAP:
            self.newline()
        self.items.append((image, (self.x, self.y)))
        extra = 0
        if caption:
            label = text(caption, 10, LABEL)
            self.items.append((label, (self.x, self.y + h + 4)))
            extra = 18
        self.x += w + GAP
        self.row_h = max(self.row_h, h + extra)

    def newline(self) -> None:
        if self.row_h:
            self.y += self.row_h + GAP
        self.x = GAP
        self.row_h = 0

    def render(self) -> pygame.Surface:
        self.newline()
        sheet = pygame.Surface((WIDTH, self.y + GAP), pygame.SRCALPHA)
        sheet.fill(BACKGROUND)
        for image, pos in self.items:
            sheet.blit(image, pos)
        return sheet


_BACKS = ("crimson", "navy", "emerald", "onyx")


def _load(path: Path) -> pygame.Surface:
    return pygame.image.load(str(path))


def _on_felt(sprites: Path, felt: str, names: list[str]) -> pygame.Surface:
    """Sprites at 84 px wide laid side by side on a felt, as the table shows them."""
    cloth = _load(sprites / "table" / f"felt_{felt}.png")
    strip = pygame.Surface((len(names) * 90 + 6, 130), pygame.SRCALPHA)
    for x in range(0, strip.get_width(), cloth.get_width()):
        strip.blit(cloth, (x, 0))
    for i, name in enumerate(names):
        strip.blit(pygame.transform.smoothscale(_load(sprites / name), (84, 118)), (6 + i * 90, 6))
    return strip


def _half(image: pygame.Surface) -> pygame.Surface:
    w, h = image.get_size()
    return pygame.transform.smoothscale(image, (w // 2, h // 2))


def build_sheet(sprites: Path) -> pygame.Surface:
    """Every sprite under `sprites` on one image."""
    from tools.table import FELT_TILE

    layout = _Layout()
    for style, title in (("standard", "Standard deck"), ("four_colour", "Four-colour deck")):
        layout.heading(f"{title} at table size (100 x 140)")
        for suit in _SUIT_ROWS:
            for rank in Rank:
                layout.add(_half(_load(sprites / "cards" / style / f"{Card(rank, suit).code}.png")))
            layout.newline()
    layout.heading("Courts, aces and backs at the table's smallest size (84 px wide), on each felt")
    small = [Card(rank, suit).code for rank in (Rank.KING, Rank.QUEEN, Rank.JACK, Rank.ACE) for suit in _SUIT_ROWS]
    for group in ([f"cards/standard/{code}.png" for code in small], [f"backs/{b}.png" for b in _BACKS]):
        for felt in ("green", "blue", "red"):
            layout.add(_on_felt(sprites, felt, group))
            if len(group) > 4:
                layout.newline()
        layout.newline()
    layout.heading("Full size (200 x 280): faces, backs and the application icon")
    for code in FULL_SIZE_CARDS:
        style = "four_colour" if code[1] in "cd" else "standard"
        layout.add(_load(sprites / "cards" / style / f"{code}.png"))
    layout.newline()
    for back in sorted((sprites / "backs").glob("*.png")):
        layout.add(_load(back), back.stem)
    layout.add(_load(sprites / "icon.png"), "icon")
    layout.heading("Chips: flat and stacked")
    for chip in sorted((sprites / "chips").glob("chip_*.png"), key=lambda p: int(p.stem.split("_")[1])):
        layout.add(_load(chip), chip.stem)
    from casino_brag.ui.widgets.sprites import PILE_TURNS
    from tools.chips import EDGE_T, TURNS, VALUES

    for value in VALUES:
        turns = [_load(sprites / "chips" / f"stack_{value}_{turn}.png") for turn in range(TURNS)]
        w, h = turns[0].get_size()
        pile = pygame.Surface((w, h + 7 * EDGE_T), pygame.SRCALPHA)
        for k in range(8):
            pile.blit(turns[PILE_TURNS[(k + value) % len(PILE_TURNS)]], (0, 7 * EDGE_T - k * EDGE_T))
        layout.add(pile, f"pile of {value}")
    layout.heading("Table: felt tiles under the vignette, betting circles, dealer button")
    vignette = _load(sprites / "table" / "vignette.png")
    for cloth in sorted((sprites / "table").glob("felt_*.png")):
        tile = _load(cloth)
        swatch = pygame.Surface((480, 270), pygame.SRCALPHA)
        for y in range(0, 270, FELT_TILE):
            for x in range(0, 480, FELT_TILE):
                swatch.blit(tile, (x, y))
        swatch.blit(pygame.transform.smoothscale(vignette, (480, 270)), (0, 0))
        layout.add(swatch, cloth.stem)
    layout.newline()
    green = _load(sprites / "table" / "felt_green.png")
    for marking in [*sorted((sprites / "table").glob("circle_*.png")), sprites / "table" / "dealer_button.png"]:
        image = _load(marking)
        backed = pygame.Surface(image.get_size(), pygame.SRCALPHA)
        backed.blit(green, (0, 0))
        backed.blit(image, (0, 0))
        layout.add(backed, marking.stem)
    layout.heading("Opponents")
    for portrait in sorted((sprites / "portraits").glob("*.png")):
        layout.add(_load(portrait), portrait.stem)
    return layout.render()
