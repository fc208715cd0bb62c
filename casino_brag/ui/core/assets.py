"""The game's pictures and sounds: loaded once, scaled on demand, cached.

Create `Assets` after `pygame.display.set_mode` (images are converted for fast blitting when a
display exists). A missing or unreadable file raises `AssetError` naming the file, so call
`check()` (cheap) or `preload()` (decodes everything, about 0.15 s) at start-up to find a broken
installation before any scene draws. Without an audio device, `play` does nothing.

    assets = Assets()
    assets.preload()
    face = assets.card(Card.parse("Qs"), 100)              # 100 × 140
    back = assets.back("crimson", 100)
    chip = assets.chip(25, 64)
    table = assets.felt("green", (1280, 720))
    assets.play("chip_click")

Sprite files (under sprites/): cards/standard/<code>.png and cards/four_colour/<code>.png with
`Card.code` such as "Td" or "As"; backs/<name>.png; chips/chip_<value>.png (top view) and
chips/stack_<value>_<turn>.png (tilted, for piles, in STACK_TURNS turns); table/felt_<colour>.png (a seamless tile),
table/vignette.png, table/circle_<bet>.png, table/dealer_button.png; portraits/<id>.png;
icon.png. Sounds: sounds/<name>.wav, effects and the two loops (the room ambience and the
table music), which play endlessly on mixer channels of their own (`set_loop`).
"""

from __future__ import annotations

import os
import wave
from pathlib import Path

import pygame

from casino_brag import paths
from casino_brag.engine.cards import FULL_DECK, JOKERS, Card
from casino_brag.engine.errors import BragError

CARD_SIZE = (200, 280)
"""Pixel size of the card sprites; cards on the table are usually drawn at half this."""
CARD_STYLES = ("standard", "four_colour")
CARD_BACKS = ("crimson", "navy", "emerald", "onyx")
CHIP_VALUES = (1, 5, 25, 100, 500)
CHIP_SIZE = 128
STACK_STEP = 12
"""Height in sprite pixels of one chip's edge in chips/stack_<value>.png: the step between the
chips of a pile, scaled with the chip (see `stack_step`)."""
STACK_TURNS = 4
"""Each stack chip is drawn in this many turns, its edge spots at different places, so a pile
does not line them up into one stripe."""
FELT_COLOURS = ("green", "blue", "red")
BETTING_CIRCLES = ("ante", "pair_bonus", "play")
OPPONENT_IDS = ("edna", "ray", "prof", "bill", "nell", "sid", "maggie", "lou")
"""The computer opponents, in the order of the character list; each has portraits/<id>.png."""
SOUNDS = ("card_deal", "card_flip", "chip_click", "chip_stack", "win", "big_win", "lose", "button_click", "fold")
LOOPS = ("ambience", "music")
"""Sounds that repeat without a seam, each on a reserved mixer channel: the room and the music."""
EFFECT_CHANNELS = 8
"""Mixer channels left for effects once the loops have theirs."""

_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


class AssetError(BragError):
    """A sprite or sound file is missing or cannot be read; the message names the file."""

    def __init__(self, path: Path | str, problem: str) -> None:
        super().__init__(f"{path}: {problem} (reinstall casino-brag, or regenerate with tools/)")
        self.path = Path(path)
        self.problem = problem


def card_size(width: int) -> tuple[int, int]:
    """The size of a card drawn `width` pixels wide (cards keep the sprites' 5:7 shape)."""
    return width, round(width * CARD_SIZE[1] / CARD_SIZE[0])


def stack_step(chip_width: int) -> int:
    """How far apart to draw the chips of a pile whose stack sprites are `chip_width` wide."""
    return max(1, round(STACK_STEP * chip_width / CHIP_SIZE))


def expected_sprites() -> list[str]:
    """Every sprite file the game uses, relative to the sprites folder."""
    names = [f"cards/{style}/{card.code}.png" for style in CARD_STYLES for card in FULL_DECK + JOKERS]
    names += [f"backs/{name}.png" for name in CARD_BACKS]
    names += [f"chips/chip_{value}.png" for value in CHIP_VALUES]
    names += [f"chips/stack_{value}_{turn}.png" for value in CHIP_VALUES for turn in range(STACK_TURNS)]
    names += [f"table/felt_{colour}.png" for colour in FELT_COLOURS]
    names += [f"table/circle_{bet}.png" for bet in BETTING_CIRCLES]
    names += ["table/vignette.png", "table/dealer_button.png", "icon.png"]
    names += [f"portraits/{opponent}.png" for opponent in OPPONENT_IDS]
    return names


class Assets:
    """Sprites and sounds for one running game. Every method returns a cached surface; do not
    draw on it (copy it first)."""

    def __init__(self, sprites: Path | None = None, sounds: Path | None = None) -> None:
        self.sprites_dir = Path(sprites) if sprites else _folder("sprites")
        self.sounds_dir = Path(sounds) if sounds else _folder("sounds")
        self._images: dict[str, pygame.Surface] = {}
        self._scaled: dict[tuple[object, ...], pygame.Surface] = {}
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._loops: dict[str, pygame.mixer.Channel] = {}
        self._audio: bool | None = None
        self.volume = 1.0
        """Master volume, 0…1, applied to every sound played."""
        self.muted = False

    # -- checking ------------------------------------------------------------------------------

    def check(self) -> None:
        """Raise `AssetError` unless every file exists and starts like a PNG or WAV file."""
        for name in expected_sprites():
            path = self.sprites_dir / name
            head = _read_head(path, 24)
            if not head.startswith(_PNG_SIGNATURE) or head[12:16] != b"IHDR":
                raise AssetError(path, "not a PNG image")
        for name in SOUNDS + LOOPS:
            path = self.sounds_dir / f"{name}.wav"
            try:
                with wave.open(str(path), "rb") as src:
                    if src.getnframes() == 0:
                        raise AssetError(path, "the sound is empty")
            except FileNotFoundError:
                raise AssetError(path, "file not found") from None
            except (wave.Error, EOFError) as exc:
                raise AssetError(path, f"not a WAV sound ({exc})") from None

    def preload(self) -> None:
        """Decode every sprite (and every sound, when audio is available) now, so that a broken
        file is reported at start-up instead of in the middle of a hand."""
        self.check()
        for name in expected_sprites():
            self.image(name)
        if self.audio_available:
            for name in SOUNDS:
                self._sound(name)

    # -- pictures ------------------------------------------------------------------------------

    def image(self, name: str, size: tuple[int, int] | None = None) -> pygame.Surface:
        """Any sprite by its path under sprites/, optionally scaled to `size`."""
        surface = self._images.get(name)
        if surface is None:
            surface = self._images[name] = _load_image(self.sprites_dir / name)
        if size is None or size == surface.get_size():
            return surface
        key = ("image", name, size)
        scaled = self._scaled.get(key)
        if scaled is None:
            if size[0] <= 0 or size[1] <= 0:
                raise ValueError(f"cannot scale {name} to {size}")
            scaled = self._scaled[key] = pygame.transform.smoothscale(surface, size)
        return scaled

    def card(self, card: Card, width: int = CARD_SIZE[0] // 2, *, four_colour: bool = False) -> pygame.Surface:
        """The face of `card`, `width` pixels wide; `four_colour` gives green clubs and blue diamonds."""
        style = CARD_STYLES[1] if four_colour else CARD_STYLES[0]
        return self.image(f"cards/{style}/{card.code}.png", card_size(width))

    def back(self, name: str, width: int = CARD_SIZE[0] // 2) -> pygame.Surface:
        """A card back by name (one of CARD_BACKS), `width` pixels wide."""
        _require(name, CARD_BACKS, "card back")
        return self.image(f"backs/{name}.png", card_size(width))

    def chip(self, value: int, diameter: int = CHIP_SIZE // 2) -> pygame.Surface:
        """A chip seen from above."""
        _require(value, CHIP_VALUES, "chip value")
        return self.image(f"chips/chip_{value}.png", (diameter, diameter))

    def chip_stack(self, value: int, width: int = CHIP_SIZE // 2, turn: int = 0) -> pygame.Surface:
        """A chip seen at a low angle; draw a pile bottom-up, each `stack_step(width)` higher and
        in another `turn` (taken modulo STACK_TURNS)."""
        _require(value, CHIP_VALUES, "chip value")
        name = f"chips/stack_{value}_{turn % STACK_TURNS}.png"
        raw = self.image(name)
        return self.image(name, (width, round(raw.get_height() * width / raw.get_width())))

    def felt(self, colour: str, size: tuple[int, int]) -> pygame.Surface:
        """The table cloth filling `size`: the felt tile repeated, with the vignette over it."""
        _require(colour, FELT_COLOURS, "felt colour")
        key = ("felt", colour, size)
        table = self._scaled.get(key)
        if table is None:
            tile = self.image(f"table/felt_{colour}.png")
            table = pygame.Surface(size)
            tw, th = tile.get_size()
            for y in range(0, size[1], th):
                for x in range(0, size[0], tw):
                    table.blit(tile, (x, y))
            table.blit(self.image("table/vignette.png", size), (0, 0))
            if pygame.display.get_surface() is not None:
                table = table.convert()
            self._scaled[key] = table
        return table

    def betting_circle(self, bet: str, diameter: int = 110) -> pygame.Surface:
        """The printed circle for "ante", "pair_bonus" or "play" (transparent, lay it on the felt)."""
        _require(bet, BETTING_CIRCLES, "betting circle")
        return self.image(f"table/circle_{bet}.png", (diameter, diameter))

    def dealer_button(self, diameter: int = 48) -> pygame.Surface:
        return self.image("table/dealer_button.png", (diameter, diameter))

    def portrait(self, opponent: str, size: int = 96) -> pygame.Surface:
        """A computer opponent's portrait (square) by id, one of OPPONENT_IDS."""
        _require(opponent, OPPONENT_IDS, "opponent")
        return self.image(f"portraits/{opponent}.png", (size, size))

    def icon(self, size: int = 64) -> pygame.Surface:
        """The application icon, for `pygame.display.set_icon`."""
        return self.image("icon.png", (size, size))

    # -- sound ---------------------------------------------------------------------------------

    @property
    def audio_available(self) -> bool:
        """Whether sounds can be heard: the mixer is running or could be started."""
        if self._audio is None:
            if pygame.mixer.get_init() is None:
                try:
                    pygame.mixer.init()
                except pygame.error:
                    self._audio = False
                    return False
            self._audio = True
        return self._audio

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play a sound effect (one of SOUNDS) at `volume` × the master volume; silent when muted
        or when there is no audio device."""
        _require(name, SOUNDS, "sound")
        if self.muted or not self.audio_available:
            return
        sound = self._sound(name)
        level = max(0.0, min(1.0, volume * self.volume))
        try:
            channel = sound.play()
        except pygame.error:
            return
        if channel is not None:
            channel.set_volume(level)

    def set_loop(self, name: str, volume: float) -> None:
        """Play a loop (one of LOOPS) endlessly at `volume` (0…1), or change its volume while it
        plays; 0 stops it. Each loop has its own reserved channel, so effects never cut it off.
        Silent when muted or when there is no audio device."""
        _require(name, LOOPS, "loop")
        level = 0.0 if self.muted else max(0.0, min(1.0, volume))
        channel = self._loops.get(name)
        if level == 0.0:
            if channel is not None:
                channel.stop()
                del self._loops[name]
            return
        if not self.audio_available:
            return
        try:
            if channel is None:
                if pygame.mixer.get_num_channels() < EFFECT_CHANNELS + len(LOOPS):
                    pygame.mixer.set_num_channels(EFFECT_CHANNELS + len(LOOPS))
                pygame.mixer.set_reserved(len(LOOPS))
                channel = pygame.mixer.Channel(LOOPS.index(name))
                channel.play(self._sound(name), loops=-1)
                self._loops[name] = channel
            channel.set_volume(level)
        except pygame.error:
            return

    def loop_playing(self, name: str) -> bool:
        """Whether a loop has been started and not stopped."""
        return name in self._loops

    def _sound(self, name: str) -> pygame.mixer.Sound:
        sound = self._sounds.get(name)
        if sound is None:
            path = self.sounds_dir / f"{name}.wav"
            if not path.is_file():
                raise AssetError(path, "file not found")
            try:
                sound = pygame.mixer.Sound(str(path))
            except pygame.error as exc:
                raise AssetError(path, f"cannot be read as a sound ({exc})") from None
            self._sounds[name] = sound
        return sound


def _folder(kind: str) -> Path:
    try:
        return paths.asset_dir(kind)
    except FileNotFoundError as exc:
        raise AssetError(kind, str(exc)) from None


def _read_head(path: Path, count: int) -> bytes:
    try:
        with open(path, "rb") as src:
            return src.read(count)
    except FileNotFoundError:
        raise AssetError(path, "file not found") from None
    except OSError as exc:
        raise AssetError(path, f"cannot be read ({exc.strerror or exc})") from None


def _load_image(path: Path) -> pygame.Surface:
    if not path.is_file():
        raise AssetError(path, "file not found")
    try:
        surface = pygame.image.load(os.fspath(path))
    except (pygame.error, OSError, ValueError) as exc:
        raise AssetError(path, f"cannot be read as an image ({exc})") from None
    if pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


def _require(value: object, allowed: tuple[object, ...], what: str) -> None:
    if value not in allowed:
        choices = ", ".join(str(a) for a in allowed)
        raise ValueError(f"unknown {what} {value!r}; expected one of {choices}")
