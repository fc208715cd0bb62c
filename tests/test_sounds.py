"""The sound generator: deterministic, short, clean at the edges and evenly loud."""

import hashlib
import math
import wave

import pytest

from casino_brag import paths
from casino_brag.ui.core.assets import SOUNDS
from tools import make_sounds
from tools.synth import RATE, finish, loudest_rms, read_wav


@pytest.fixture(scope="module")
def regenerated(tmp_path_factory):
    out = tmp_path_factory.mktemp("sounds")
    make_sounds.generate(out)
    return out


def test_generator_makes_every_sound_the_game_plays():
    assert sorted(make_sounds.SOUNDS) == sorted(SOUNDS)


def test_regenerating_gives_byte_identical_files(regenerated):
    for name in SOUNDS:
        fresh = hashlib.sha256((regenerated / f"{name}.wav").read_bytes()).hexdigest()
        shipped = hashlib.sha256((paths.sounds_dir() / f"{name}.wav").read_bytes()).hexdigest()
        assert fresh == shipped, f"sounds/{name}.wav is stale; run python -m tools.make_sounds"


@pytest.mark.parametrize("name", SOUNDS)
def test_sound_format_and_length(name):
    with wave.open(str(paths.sounds_dir() / f"{name}.wav"), "rb") as src:
        assert (src.getnchannels(), src.getsampwidth(), src.getframerate()) == (1, 2, RATE)
        seconds = src.getnframes() / RATE
    limit = 2.0 if "win" in name or name == "lose" else 0.5
    assert 0.03 < seconds < limit


@pytest.mark.parametrize("name", SOUNDS)
def test_sound_starts_and_ends_in_silence(name):
    samples = read_wav(paths.sounds_dir() / f"{name}.wav")
    assert abs(samples[0]) < 1e-3 and abs(samples[-1]) < 1e-3
    # No click: the sound rises from silence (a crisp attack still takes a few samples) and
    # fades out completely over its last millisecond.
    assert max(abs(x) for x in samples[:5]) < 0.1
    assert max(abs(x) for x in samples[-(RATE // 1000) :]) < 0.05


def test_sounds_share_one_loudness_and_never_clip():
    levels = {}
    for name in SOUNDS:
        samples = read_wav(paths.sounds_dir() / f"{name}.wav")
        levels[name] = 20 * math.log10(loudest_rms(samples))
        assert max(abs(x) for x in samples) <= 10 ** (-1 / 20) + 1e-3, name
    assert max(levels.values()) - min(levels.values()) < 1.0, levels


def test_sound_folder_stays_small():
    total = sum(p.stat().st_size for p in paths.sounds_dir().glob("*.wav"))
    assert total < 300 * 1024


def test_finish_removes_offset_and_holds_the_peak_down():
    loud = [0.5 + (1.5 if i % 50 == 0 else 0.1) * math.sin(i) for i in range(2000)]
    out = finish(loud, target_db=-6.0)
    assert abs(sum(out) / len(out)) < 0.01
    assert max(abs(x) for x in out) <= 10 ** (-1 / 20) + 1e-9
    assert out[0] == 0.0 and abs(out[-1]) < 1e-9
