"""The sounds: 44.1 kHz, clean at the edges, never clipping, evenly loud by an A-weighted measure,
loops that join without a seam, and a generator that reproduces the committed files."""

import itertools
import math
import wave

import numpy as np
import pygame
import pytest
from ui_driver import Driver

from casino_brag import paths
from casino_brag.save.store import Store
from casino_brag.ui.core import assets as assets_module
from casino_brag.ui.core.assets import LOOPS, SOUNDS, Assets
from casino_brag.ui.core.prefs import Prefs
from casino_brag.ui.widgets.controls import Slider
from tools import make_sounds
from tools.audio import wav
from tools.audio.effects import stack_hits
from tools.audio.loudness import (
    EFFECT_WINDOW,
    a_weighted,
    a_weighting,
    effect_level,
    loop_level,
    loudest_rms,
    peak_level,
)

EVERY = SOUNDS + LOOPS


def shipped(name):
    return wav.read(paths.sounds_dir() / f"{name}.wav")


@pytest.fixture(scope="module")
def regenerated(tmp_path_factory):
    out = tmp_path_factory.mktemp("sounds")
    make_sounds.generate(out)
    return out


def test_generator_makes_every_sound_the_game_plays():
    assert sorted(make_sounds.EFFECTS) == sorted(SOUNDS)
    assert sorted(make_sounds.LOOPS) == sorted(LOOPS)


def test_regenerating_reproduces_the_committed_files(regenerated):
    for name in EVERY:
        fresh, shipped_path = regenerated / f"{name}.wav", paths.sounds_dir() / f"{name}.wav"
        if fresh.read_bytes() == shipped_path.read_bytes():
            continue
        # another platform's floating point may round a rare sample the other way; never more
        a, _ = wav.read(fresh)
        b, _ = wav.read(shipped_path)
        assert len(a) == len(b), f"sounds/{name}.wav is stale; run python -m tools.make_sounds"
        steps = np.abs(np.round((a - b) * wav.FULL_SCALE))
        assert steps.max() <= 1 and np.count_nonzero(steps) < len(a) / 1000, f"sounds/{name}.wav is stale"


def test_rendering_is_deterministic():
    for name in make_sounds.EFFECTS:
        assert np.array_equal(make_sounds.render_effect(name), make_sounds.render_effect(name)), name


@pytest.mark.parametrize("name", EVERY)
def test_every_sound_is_16_bit_mono_at_44100_hz(name):
    with wave.open(str(paths.sounds_dir() / f"{name}.wav"), "rb") as src:
        assert (src.getnchannels(), src.getsampwidth(), src.getframerate()) == (1, 2, 44100)
        seconds = src.getnframes() / src.getframerate()
    if name in LOOPS:
        assert 20 < seconds < 30
    else:
        assert 0.05 < seconds < (2.5 if "win" in name or name == "lose" else 0.7)


@pytest.mark.parametrize("name", EVERY)
def test_no_sound_clips_or_carries_an_offset(name):
    samples, _ = shipped(name)
    assert peak_level(samples) <= -1.0
    assert abs(samples.mean()) < 1e-4  # below -80 dB FS


@pytest.mark.parametrize("name", SOUNDS)
def test_effects_rise_from_and_fade_to_silence(name):
    samples, rate = shipped(name)
    assert abs(samples[0]) < 1e-3 and abs(samples[-1]) < 1e-3
    assert np.max(np.abs(samples[:5])) < 0.02  # a crisp attack, but no step
    tail = samples[-rate // 100 :]
    # the last 10 ms are a fade, not a cut: far below the sound's body and ending at zero
    assert math.sqrt(np.mean(tail**2)) < 10 ** (-40 / 20) * np.max(np.abs(samples))
    assert np.max(np.abs(samples[-rate // 1000 :])) < 1e-3


def test_effects_share_one_a_weighted_loudness():
    levels = {name: effect_level(*shipped(name)) for name in SOUNDS}
    assert max(levels.values()) - min(levels.values()) <= 2.0, levels
    assert all(abs(level - make_sounds.EFFECT_LEVEL) < 0.5 for level in levels.values()), levels


def test_loops_sit_under_the_effects():
    for name in LOOPS:
        samples, rate = shipped(name)
        weighted = a_weighted(samples, rate)
        assert 20 * math.log10(np.sqrt(np.mean(weighted**2))) <= make_sounds.EFFECT_LEVEL - 6
        # even its loudest moment is quieter than any effect
        assert 20 * math.log10(loudest_rms(weighted, rate, EFFECT_WINDOW)) < make_sounds.EFFECT_LEVEL


@pytest.mark.parametrize("name", LOOPS)
def test_a_loop_joins_its_start_without_a_seam(name):
    samples, _ = shipped(name)
    # no step and no kink where the end runs into the start
    steps, bends = np.abs(np.diff(samples)), np.abs(np.diff(samples, 2))
    assert abs(samples[0] - samples[-1]) <= np.percentile(steps, 99.9)
    assert abs(samples[0] - 2 * samples[-1] + samples[-2]) <= np.percentile(bends, 99.9)
    # and no broadband click: the high-frequency energy at the join is ordinary for the loop
    rolled = np.roll(samples, len(samples) // 2)
    crackle = np.convolve(np.diff(rolled) ** 2, np.ones(64) / 64, mode="same")
    assert crackle[len(samples) // 2] <= np.percentile(crackle, 99.5)


def test_a_weighting_follows_iec_61672():
    # the standard's table at exact base-ten frequencies (nominal 31.5 Hz … 16 kHz)
    table = {-15: -39.4, -12: -26.2, -9: -16.1, -6: -8.6, -3: -3.2, 0: 0.0, 3: 1.2, 6: 1.0, 9: -1.1, 12: -6.6}
    freqs = np.array([1000 * 10 ** (k / 10) for k in table])
    measured = 20 * np.log10(a_weighting(freqs))
    assert np.allclose(measured, list(table.values()), atol=0.1)


def test_a_full_scale_1_khz_sine_measures_minus_3_db():
    t = np.arange(44100) / 44100
    assert effect_level(np.sin(2 * np.pi * 1000 * t), 44100) == pytest.approx(-3.01, abs=0.02)
    assert effect_level(np.sin(2 * np.pi * 100 * t), 44100) == pytest.approx(-3.01 - 19.1, abs=0.1)
    assert loop_level(np.sin(2 * np.pi * 1000 * t) * 0.1, 44100) == pytest.approx(-23.01, abs=0.02)


def test_each_chip_of_a_stack_rings_at_its_own_partials():
    hits = stack_hits()
    samples, rate = shipped("chip_stack")
    spectra = []
    for hit in hits:
        start = round(hit.at * rate)
        segment = samples[start : start + rate * 3 // 100] * np.hanning(rate * 3 // 100)
        spectrum = np.abs(np.fft.rfft(segment, 8192))
        spectra.append(spectrum / np.linalg.norm(spectrum))
    for i in range(len(hits)):
        for j in range(i + 1, len(hits)):
            assert hits[i].partials != hits[j].partials
            assert float(spectra[i] @ spectra[j]) < 0.6, (i, j)


def test_a_chip_click_rings_out_before_the_file_ends():
    samples, rate = shipped("chip_click")
    ring = samples[round(0.04 * rate) :]
    late = samples[-round(0.05 * rate) :]
    assert math.sqrt(np.mean(late**2)) < 10 ** (-50 / 20) * np.max(np.abs(ring))


def test_the_losing_motif_glides_down():
    samples, rate = shipped("lose")

    def pitch(at):
        i = round(at * rate)
        segment = samples[i - 2000 : i + 2000] * np.hanning(4000)
        spectrum = np.abs(np.fft.rfft(segment, 1 << 15))
        freqs = np.fft.rfftfreq(1 << 15, 1 / rate)
        spectrum[(freqs < 150) | (freqs > 600)] = 0
        return freqs[np.argmax(spectrum)]

    contour = [pitch(t) for t in (0.4, 0.5, 0.6, 0.7, 0.8)]
    assert all(b < a for a, b in itertools.pairwise(contour)), contour
    assert contour[-1] < contour[0] * 2 ** (-3 / 12)  # at least three semitones, smoothly


def test_the_big_win_is_its_own_sound():
    win, rate = shipped("win")
    big, _ = shipped("big_win")

    def spectrum(samples):
        s = np.abs(np.fft.rfft(samples[:rate], 1 << 16))
        return s / np.linalg.norm(s)

    assert len(big) > 1.5 * len(win)
    assert float(spectrum(win) @ spectrum(big)) < 0.8


def test_the_sound_folder_stays_small():
    sizes = {p.stem: p.stat().st_size for p in paths.sounds_dir().glob("*.wav")}
    assert sum(sizes.values()) < 5 * 1024 * 1024
    assert sum(size for name, size in sizes.items() if name in SOUNDS) < 1024 * 1024


# -- the loops in the game -----------------------------------------------------------------------


def test_ambience_and_music_are_off_by_default(tmp_path):
    assert Prefs().ambience == 0.0 and Prefs().music == 0.0
    ui = Driver(tmp_path)
    try:
        assert not any(ui.app.assets.loop_playing(name) for name in LOOPS)
    finally:
        ui.close()


def test_a_saved_loop_volume_out_of_range_is_replaced(tmp_path):
    store = Store.open(tmp_path)
    try:
        store.save_settings({"ambience": 4, "music": float("nan")})
        prefs = Prefs.load(store)
    finally:
        store.close()
    assert prefs.ambience == 1.0 and prefs.music == 0.0


def _focus(ui, label):
    settings = ui.top
    index = next(i for i, row in enumerate(settings.rows.rows) if row.label == label)
    while settings.rows.focus != index:
        ui.key(pygame.K_DOWN)
    return settings.rows.focused


def test_the_settings_turn_each_loop_on_and_remember_it(tmp_path):
    pygame.mixer.init()
    try:
        ui = Driver(tmp_path)
        try:
            ui.key(pygame.K_7)
            assert isinstance(_focus(ui, "Room ambience"), Slider)
            for _ in range(3):
                ui.key(pygame.K_RIGHT)
            assert isinstance(_focus(ui, "Table music"), Slider)
            ui.key(pygame.K_RIGHT)
            saved = ui.store.settings()
            assert saved["ambience"] == pytest.approx(0.3) and saved["music"] == pytest.approx(0.1)
            assert ui.app.assets.loop_playing("ambience") and ui.app.assets.loop_playing("music")
            _focus(ui, "Sound")
            ui.key(pygame.K_RETURN)  # sound off silences the loops too
            assert not ui.app.assets.loop_playing("ambience") and not ui.app.assets.loop_playing("music")
            ui.key(pygame.K_RETURN)
        finally:
            ui.close()
        again = Driver(tmp_path)
        try:
            assert again.app.prefs.ambience == pytest.approx(0.3) and again.app.prefs.music == pytest.approx(0.1)
            assert again.app.assets.loop_playing("ambience") and again.app.assets.loop_playing("music")
        finally:
            again.close()
    finally:
        pygame.mixer.quit()


def test_loops_are_silent_without_an_audio_device(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(assets_module.pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(assets_module.pygame.mixer, "init", no_device)
    silent = Assets()
    for name in LOOPS:
        silent.set_loop(name, 0.5)
        assert not silent.loop_playing(name)
        silent.set_loop(name, 0.0)


def test_muted_loops_never_touch_the_mixer(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("the mixer was used while muted")

    monkeypatch.setattr(assets_module.pygame.mixer, "init", refuse)
    monkeypatch.setattr(assets_module.pygame.mixer, "Channel", refuse)
    quiet = Assets()
    quiet.muted = True
    for name in LOOPS:
        quiet.set_loop(name, 1.0)
        assert not quiet.loop_playing(name)


def test_effects_never_take_a_loop_channel():
    pygame.mixer.init()
    try:
        sounds = Assets()
        sounds.set_loop("ambience", 0.4)
        channel = pygame.mixer.Channel(LOOPS.index("ambience"))
        for _ in range(3):
            for name in SOUNDS:
                sounds.play(name)
        assert channel.get_busy() and channel.get_sound() is sounds._sound("ambience")
        assert channel.get_volume() == pytest.approx(0.4, abs=0.01)
        sounds.set_loop("ambience", 0.0)
        assert not sounds.loop_playing("ambience") and not channel.get_busy()
    finally:
        pygame.mixer.quit()
