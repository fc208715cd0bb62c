"""The sprite generator: deterministic, complete, and drawing what the game expects."""

import hashlib
import itertools

import numpy as np
import pygame
import pytest

from casino_brag import paths
from casino_brag.engine.cards import Card
from casino_brag.ui.core.assets import CARD_BACKS, CHIP_VALUES, FELT_COLOURS, STACK_TURNS, expected_sprites
from tools import make_sprites
from tools.card_faces import pip_positions
from tools.suits import BLUE, FOUR_COLOUR, GREEN, STANDARD


def digest(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture(scope="module")
def regenerated(tmp_path_factory):
    """Every sprite rendered afresh (about 6 s), into a folder of its own."""
    out = tmp_path_factory.mktemp("sprites")
    make_sprites.generate(out)
    return out


def test_generator_makes_exactly_what_the_loader_expects():
    assert sorted(make_sprites.catalogue()) == sorted(expected_sprites())


def test_regenerating_gives_byte_identical_files(regenerated):
    committed = paths.sprites_dir()
    fresh = {p.relative_to(regenerated).as_posix(): digest(p) for p in regenerated.rglob("*.png")}
    shipped = {p.relative_to(committed).as_posix(): digest(p) for p in committed.rglob("*.png")}
    assert fresh.keys() == shipped.keys()
    changed = sorted(name for name in fresh if fresh[name] != shipped[name])
    assert not changed, f"sprites/ is stale; run python -m tools.make_sprites ({len(changed)} differ: {changed[:5]})"


def test_every_sprite_decodes_with_sensible_size(regenerated):
    sizes = {"cards": (200, 280), "backs": (200, 280), "portraits": (192, 192)}
    for path in regenerated.rglob("*.png"):
        image = pygame.image.load(str(path))
        kind = path.relative_to(regenerated).parts[0]
        if kind in sizes:
            assert image.get_size() == sizes[kind], path
        assert image.get_width() >= 32 and image.get_height() >= 32, path


def test_generator_removes_sprites_it_no_longer_makes(tmp_path, monkeypatch):
    stale = tmp_path / "cards" / "standard" / "1x.png"
    stale.parent.mkdir(parents=True)
    stale.write_bytes(b"old")
    keep = tmp_path / "README.md"
    keep.write_text("notes")
    monkeypatch.setattr(make_sprites, "catalogue", lambda: {"icon.png": lambda: pygame.Surface((4, 4))})
    make_sprites.generate(tmp_path)
    assert not stale.exists() and keep.exists() and (tmp_path / "icon.png").exists()


def test_contact_sheet_shows_every_sprite(regenerated, tmp_path):
    from tools.contact_sheet import build_sheet

    sheet = build_sheet(regenerated)
    w, h = sheet.get_size()
    assert w >= 1400 and h > 2000


def ink_pixels(image, colour, tolerance=40):
    w, h = image.get_size()
    return sum(
        1
        for x in range(0, w, 2)
        for y in range(0, h, 2)
        if (p := image.get_at((x, y))).a > 200
        and sum(abs(a - b) for a, b in zip(p[:3], colour, strict=True)) < tolerance
    )


@pytest.mark.parametrize("code", ["7c", "Kd", "Ac"])
def test_four_colour_deck_prints_clubs_green_and_diamonds_blue(regenerated, code):
    card = Card.parse(code)
    ink = FOUR_COLOUR[card.suit]
    assert ink in (GREEN, BLUE)
    four = pygame.image.load(str(regenerated / "cards" / "four_colour" / f"{code}.png"))
    standard = pygame.image.load(str(regenerated / "cards" / "standard" / f"{code}.png"))
    assert ink_pixels(four, ink) > 150
    assert ink_pixels(standard, ink) == 0
    assert ink_pixels(standard, STANDARD[card.suit]) > 150


def test_pip_layouts_follow_a_real_pack():
    for rank in range(2, 11):
        spots = pip_positions(Card.parse(f"{'T' if rank == 10 else rank}s").rank)
        assert len(spots) == rank
        xs = {x for x, _, _ in spots}
        assert len(xs) <= 3
        # Symmetric under a half turn (every pip has a partner opposite the card's centre), except
        # the seven, whose odd pip sits in the upper half as on a real card.
        centre = (100, 140)
        placed = {(round(x), round(y)) for x, y, _ in spots}
        lonely = {(x, y) for x, y in placed if (2 * centre[0] - x, 2 * centre[1] - y) not in placed}
        if rank == 7:
            assert len(lonely) == 1 and next(iter(lonely))[1] < centre[1]
        else:
            assert not lonely
        # Pips below the middle are printed upside down.
        assert all(down == (y > centre[1]) for _, y, down in spots)


@pytest.mark.parametrize("name", CARD_BACKS)
def test_backs_look_the_same_either_way_up(regenerated, name):
    back = pygame.image.load(str(regenerated / "backs" / f"{name}.png"))
    turned = pygame.transform.rotate(back, 180)
    w, h = back.get_size()
    diff = sum(
        sum(abs(a - b) for a, b in zip(back.get_at((x, y))[:3], turned.get_at((x, y))[:3], strict=True))
        for x in range(0, w, 3)
        for y in range(0, h, 3)
    ) / ((w // 3 + 1) * (h // 3 + 1))
    assert diff < 12, f"{name} back reveals which way up the card lies (mean difference {diff:.1f})"


def relative_luminance(pixels):
    """Mean WCAG relative luminance of an (n, 3) array of sRGB pixels."""
    c = np.asarray(pixels, dtype=np.float64) / 255.0
    linear = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    return float((linear @ np.array([0.2126, 0.7152, 0.0722])).mean())


def contrast(a, b):
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def rgb(path):
    return pygame.surfarray.array3d(pygame.image.load(str(path))).astype(np.float64)


BACK_CONTRAST = 1.6
"""Least luminance contrast (WCAG ratio) between a back and the felt under it, taken on the
printed field as the eye averages it at table size, or on the band round its edge."""


@pytest.mark.parametrize("name", CARD_BACKS)
def test_every_back_stands_out_on_every_felt(name):
    from tools.backs import MARGIN

    folder = paths.sprites_dir()
    printed = rgb(folder / "backs" / f"{name}.png")[round(MARGIN) : -round(MARGIN), round(MARGIN) : -round(MARGIN)]
    band = 4
    sides = (printed[:band], printed[-band:], printed[band:-band, :band], printed[band:-band, -band:])
    edge = np.concatenate([side.reshape(-1, 3) for side in sides])
    field = relative_luminance(printed[band:-band, band:-band].reshape(-1, 3))
    rim = relative_luminance(edge)
    for felt in FELT_COLOURS:
        cloth = relative_luminance(rgb(folder / "table" / f"felt_{felt}.png").reshape(-1, 3))
        best = max(contrast(field, cloth), contrast(rim, cloth))
        assert best >= BACK_CONTRAST, f"{name} back on {felt} felt: contrast {best:.2f}"
        assert contrast(field, cloth) >= 1.15, f"{name} back's field matches the {felt} felt"


@pytest.mark.parametrize("felt", FELT_COLOURS)
def test_felt_tiles_without_a_seam_or_a_blotch(felt):
    grey = rgb(paths.sprites_dir() / "table" / f"felt_{felt}.png").mean(axis=2)
    size = grey.shape[0]
    neighbours = np.abs(np.diff(grey, axis=0)).mean()
    # Across the wrap-around the tile changes no more than between any two neighbouring pixels.
    assert np.abs(grey[0] - grey[-1]).mean() < 1.2 * neighbours
    assert np.abs(grey[:, 0] - grey[:, -1]).mean() < 1.2 * neighbours
    # Averaged over 32 × 32 blocks the cloth is nearly even: no bright patch to repeat.
    blocks = grey.reshape(32, size // 32, 32, size // 32).mean(axis=(1, 3))
    assert blocks.std() < 1.5 and blocks.max() - blocks.min() < 7


@pytest.mark.parametrize("value", CHIP_VALUES)
def test_stack_chips_come_in_turns_that_move_the_edge_spots(value):
    folder = paths.sprites_dir() / "chips"
    turns = [rgb(folder / f"stack_{value}_{turn}.png") for turn in range(STACK_TURNS)]
    for a, b in itertools.combinations(turns, 2):
        assert a.shape == b.shape
        # The spots move (a visible share of the chip changes) ...
        changed = (np.abs(a - b).sum(axis=2) > 60).mean()
        assert changed > 0.04
        # ... while the printed value in the middle stays where it is.
        h, w = a.shape[:2]
        middle = (slice(w // 2 - 12, w // 2 + 12), slice(h // 3 - 6, h // 3 + 6))
        assert np.abs(a[middle] - b[middle]).mean() < 4


def test_piles_never_repeat_a_turn_twice_running():
    from casino_brag.ui.widgets.sprites import PILE_TURNS

    assert set(PILE_TURNS) == set(range(STACK_TURNS))
    assert all(a != b for a, b in itertools.pairwise((*PILE_TURNS, PILE_TURNS[0])))
    steps = {(b - a) % STACK_TURNS for a, b in itertools.pairwise(PILE_TURNS)}
    assert len(steps) > 1, "a regular step lines the spots up into a spiral"


@pytest.mark.parametrize("bet", ["ante", "pair_bonus", "play"])
def test_betting_circle_letters_stand_apart(bet):
    from tools.table import BETS, CIRCLE_D

    image = pygame.image.load(str(paths.sprites_dir() / "table" / f"circle_{bet}.png"))
    alpha = pygame.surfarray.array_alpha(image)
    xs, ys = np.meshgrid(np.arange(CIRCLE_D) + 0.5, np.arange(CIRCLE_D) + 0.5, indexing="ij")
    r = np.hypot(xs - CIRCLE_D / 2, ys - CIRCLE_D / 2)
    # The band between the rings, upper half, where the label is printed.
    band = (r > 74) & (r < 103) & (ys < CIRCLE_D / 2) & (alpha > 110)
    surface = pygame.Surface((CIRCLE_D, CIRCLE_D), pygame.SRCALPHA)
    pixels = pygame.surfarray.pixels_alpha(surface)
    pixels[:] = band * 255
    del pixels
    letters = pygame.mask.from_surface(surface).connected_components(minimum=6)
    assert len(letters) == len(BETS[bet].replace(" ", ""))


def court_figure(code):
    """The upper half of a court's frame at about the size the table shows it: colours, and the
    silhouette of everything printed on the frame's ground."""
    from tools.court.figure import HALF_H, HALF_W
    from tools.court.pattern import FRAME_X, FRAME_Y, TINT

    image = pygame.image.load(str(paths.sprites_dir() / "cards" / "standard" / f"{code}.png"))
    half = image.subsurface((round(FRAME_X), round(FRAME_Y), round(HALF_W), round(HALF_H)))
    small = rgb_of(pygame.transform.smoothscale(half, (48, 55)))
    return small, np.abs(small - np.array(TINT)).sum(axis=2) > 60


def rgb_of(surface):
    return pygame.surfarray.array3d(surface).astype(np.float64)


COURTS = [rank + suit for rank in "KQJ" for suit in "shdc"]


def test_the_twelve_courts_are_told_apart_at_a_glance():
    figures = {code: court_figure(code) for code in COURTS}
    for a, b in itertools.combinations(COURTS, 2):
        (colour_a, shape_a), (colour_b, shape_b) = figures[a], figures[b]
        # Colours differ on average by a clear step (one body repainted scores about 17) ...
        assert np.abs(colour_a - colour_b).mean() > 19, (a, b)
        # ... and so do the shapes, even with one of the pair turned to face the other way:
        # a shared pose and body (only the hair and the item differing) scores about 0.02.
        apart = min((shape_a ^ shape_b).mean(), (shape_a ^ shape_b[::-1]).mean())
        assert apart > 0.05, (a, b, apart)
