"""The asset loader: every card, chip, back, felt and portrait loads and scales; a missing or
corrupt file is an AssetError naming it; sound is silent without an audio device."""

import shutil

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st
from strategies import cards

from casino_brag import paths
from casino_brag.engine.cards import FULL_DECK, Card
from casino_brag.engine.errors import BragError
from casino_brag.ui.core import assets as assets_module
from casino_brag.ui.core.assets import (
    BETTING_CIRCLES,
    CARD_BACKS,
    CHIP_VALUES,
    FELT_COLOURS,
    LOOPS,
    OPPONENT_IDS,
    SOUNDS,
    AssetError,
    Assets,
    card_size,
    expected_sprites,
    stack_step,
)


@pytest.fixture(scope="module")
def display():
    started = not pygame.display.get_init()
    pygame.display.init()
    surface = pygame.display.set_mode((320, 200))
    yield surface
    if started:
        pygame.display.quit()


@pytest.fixture(scope="module")
def assets(display):
    loaded = Assets()
    loaded.preload()
    return loaded


@pytest.fixture
def copied(tmp_path):
    """A private copy of the shipped sprites and sounds that a test may break."""
    sprites, sounds = tmp_path / "sprites", tmp_path / "sounds"
    shutil.copytree(paths.sprites_dir(), sprites)
    shutil.copytree(paths.sounds_dir(), sounds)
    return sprites, sounds


def visible_pixels(surface):
    w, h = surface.get_size()
    return sum(1 for x in range(0, w, 4) for y in range(0, h, 4) if surface.get_at((x, y)).a > 0)


@pytest.mark.parametrize("four_colour", [False, True])
def test_every_card_has_a_face_in_both_deck_styles(assets, four_colour):
    faces = {}
    for card in FULL_DECK:
        face = assets.card(card, 100, four_colour=four_colour)
        assert face.get_size() == (100, 140)
        assert face.get_at((50, 70)).a == 255, card  # the middle of the card is opaque
        assert face.get_at((0, 0)).a < 40, card  # the rounded corner is transparent
        faces[card] = pygame.image.tobytes(face, "RGBA")
    assert len(set(faces.values())) == 52, "two cards share the same picture"


def test_four_colour_deck_differs_only_in_clubs_and_diamonds(assets):
    for card in FULL_DECK:
        standard = pygame.image.tobytes(assets.card(card, 200), "RGBA")
        four = pygame.image.tobytes(assets.card(card, 200, four_colour=True), "RGBA")
        assert (standard != four) == (card.suit.letter in "cd"), card


@given(card=cards, width=st.integers(min_value=10, max_value=400))
def test_cards_scale_to_any_width_keeping_their_shape(assets, card, width):
    face = assets.card(card, width)
    assert face.get_size() == card_size(width) == (width, round(width * 1.4))


def test_scaled_surfaces_are_cached(assets):
    card = Card.parse("Qs")
    assert assets.card(card, 90) is assets.card(card, 90)
    assert assets.felt("green", (640, 360)) is assets.felt("green", (640, 360))
    assert assets.card(card, 90) is not assets.card(card, 91)


def test_backs_chips_felt_markings_and_portraits_load(assets):
    for name in CARD_BACKS:
        assert assets.back(name, 100).get_size() == (100, 140)
    for value in CHIP_VALUES:
        assert assets.chip(value, 64).get_size() == (64, 64)
        stack = assets.chip_stack(value, 64)
        assert stack.get_width() == 64 and stack.get_height() > 32
        assert visible_pixels(stack) > 0
    assert stack_step(64) == 6 and stack_step(128) == 12
    for colour in FELT_COLOURS:
        table = assets.felt(colour, (1280, 720))
        assert table.get_size() == (1280, 720)
        # The vignette darkens the edges of the cloth.
        centre, corner = table.get_at((640, 360)), table.get_at((2, 2))
        assert sum(corner[:3]) < sum(centre[:3])
    for bet in BETTING_CIRCLES:
        circle = assets.betting_circle(bet, 110)
        assert circle.get_size() == (110, 110)
        assert circle.get_at((0, 0)).a == 0 and visible_pixels(circle) > 0
    assert assets.dealer_button(48).get_size() == (48, 48)
    for opponent in OPPONENT_IDS:
        assert assets.portrait(opponent, 96).get_size() == (96, 96)
    assert assets.icon(32).get_size() == (32, 32)


def test_portraits_are_distinct(assets):
    pictures = {pygame.image.tobytes(assets.portrait(o, 48), "RGB") for o in OPPONENT_IDS}
    assert len(pictures) == len(OPPONENT_IDS) == 8


def test_unknown_names_are_rejected_clearly(assets):
    with pytest.raises(ValueError, match="card back 'tartan'"):
        assets.back("tartan")
    with pytest.raises(ValueError, match="chip value 2"):
        assets.chip(2)
    with pytest.raises(ValueError, match="opponent 'zed'"):
        assets.portrait("zed")
    with pytest.raises(ValueError, match="sound 'boom'"):
        assets.play("boom")


def test_a_missing_sprite_names_the_file(display, copied):
    sprites, sounds = copied
    (sprites / "cards" / "four_colour" / "Qd.png").unlink()
    broken = Assets(sprites, sounds)
    with pytest.raises(AssetError, match=r"four_colour.Qd\.png: file not found"):
        broken.check()
    with pytest.raises(AssetError, match=r"Qd\.png"):
        broken.card(Card.parse("Qd"), 100, four_colour=True)
    assert broken.card(Card.parse("Qd"), 100).get_size() == (100, 140)


def test_a_corrupt_sprite_names_the_file(display, copied):
    sprites, sounds = copied
    target = sprites / "chips" / "chip_25.png"
    target.write_bytes(b"not an image at all")
    broken = Assets(sprites, sounds)
    with pytest.raises(AssetError, match=r"chip_25\.png: not a PNG image"):
        broken.check()
    with pytest.raises(AssetError, match=r"chip_25\.png: cannot be read as an image"):
        broken.chip(25)


def test_a_truncated_sprite_fails_on_load_not_later(display, copied):
    sprites, sounds = copied
    target = sprites / "portraits" / "sid.png"
    target.write_bytes(target.read_bytes()[:200])
    broken = Assets(sprites, sounds)
    broken.check()  # the header is intact
    with pytest.raises(AssetError, match=r"sid\.png"):
        broken.preload()


def test_a_broken_sound_names_the_file(display, copied):
    sprites, sounds = copied
    (sounds / "fold.wav").write_bytes(b"RIFF....WAVEjunk")
    with pytest.raises(AssetError, match=r"fold\.wav: not a WAV sound"):
        Assets(sprites, sounds).check()
    (sounds / "fold.wav").unlink()
    with pytest.raises(AssetError, match=r"fold\.wav: file not found"):
        Assets(sprites, sounds).check()


def test_asset_errors_are_reported_like_other_user_facing_errors():
    error = AssetError("sprites/icon.png", "file not found")
    assert isinstance(error, BragError)
    assert str(error).startswith("sprites/icon.png: file not found")
    assert "\n" not in str(error)


def test_every_sound_loads_under_the_dummy_audio_driver(display):
    pygame.mixer.init()
    try:
        loaded = Assets()
        assert loaded.audio_available
        for name in SOUNDS:
            sound = loaded._sound(name)
            assert 0.03 < sound.get_length() < 2.5, name
            loaded.play(name, 0.5)
        pygame.mixer.stop()
    finally:
        pygame.mixer.quit()


def test_sound_is_silent_without_an_audio_device(display, monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(assets_module.pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(assets_module.pygame.mixer, "init", no_device)
    monkeypatch.setattr(assets_module.pygame.mixer, "Sound", no_device)
    silent = Assets()
    assert not silent.audio_available
    for name in SOUNDS:
        silent.play(name)
    silent.preload()  # sprites still load, sounds are skipped


def test_muted_assets_never_touch_the_mixer(display, monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("the mixer was used while muted")

    monkeypatch.setattr(assets_module.pygame.mixer, "Sound", refuse)
    quiet = Assets()
    quiet.muted = True
    quiet.play("win")


def test_loader_expects_exactly_the_shipped_files():
    shipped = sorted(p.relative_to(paths.sprites_dir()).as_posix() for p in paths.sprites_dir().rglob("*.png"))
    assert shipped == sorted(expected_sprites())
    assert sorted(p.stem for p in paths.sounds_dir().glob("*.wav")) == sorted(SOUNDS + LOOPS)
