"""A quiet pub room as a seamless loop: room tone, a murmur of distant voices, now and then a
glass. Everything is built circularly (filters, voices and the room's echo wrap round), so the
loop's end runs into its start without a seam."""

from __future__ import annotations

import numpy as np

from tools.audio.synth import (
    RATE,
    Signal,
    Spectrum,
    bandpass,
    chain,
    count,
    frequencies,
    highpass,
    lowpass,
    mix,
    modes,
    noise,
    peaks,
    room_echo,
    seeded,
    spectrum_rms,
    times,
)

LENGTH = 1 << 20
"""Samples in the loop (23.8 s): a power of two, for fast transforms."""
SECONDS = LENGTH / RATE
VOWELS = ((730, 1090), (530, 1840), (270, 2290), (570, 840), (300, 870), (660, 1720), (490, 1350), (440, 1020))
"""(F1, F2) formant pairs in Hz of a few English vowels."""


def _talker(rng: np.random.Generator, vowels: list[Signal]) -> None:
    """One talker, added to `vowels` (the murmur sung on each vowel): a buzzing pitch that drifts
    up and down, spoken in phrases of syllables with pauses between."""
    f0 = float(rng.uniform(95, 220))
    t = times(LENGTH)
    drift = 1 + 0.08 * np.sin(2 * np.pi * t / SECONDS * int(rng.integers(5, 12)) + float(rng.uniform(0, 6.3)))
    phase = np.cumsum(f0 * drift) / RATE
    phase *= round(phase[-1]) / phase[-1]  # a whole number of periods, so the buzz wraps cleanly
    source = 2.0 * (phase % 1.0) - 1.0 + 0.3 * noise(SECONDS, rng)
    at = float(rng.uniform(0, SECONDS))
    end = at + SECONDS - 1.0
    while at < end:
        for _ in range(int(rng.integers(3, 14))):
            length = float(rng.uniform(0.09, 0.26))
            n = count(length)
            where = (round(at * RATE) + np.arange(n)) % LENGTH
            bump = np.sin(np.pi * np.arange(n) / n) ** 2 * float(rng.uniform(0.4, 1.0))
            vowels[int(rng.integers(len(VOWELS)))][where] += source[where] * bump
            at += length + float(rng.uniform(0.0, 0.06))
        at += float(rng.uniform(0.6, 3.5))


def murmur(rng: np.random.Generator, talkers: int, freqs: Signal) -> Spectrum:
    """Distant voices, as a spectrum. Each vowel's formants are applied once to every syllable
    spoken on it (the filters are linear, so this equals filtering each talker syllable by
    syllable)."""
    vowels = [np.zeros(LENGTH) for _ in VOWELS]
    for _ in range(talkers):
        _talker(rng, vowels)
    spoken = np.zeros(len(freqs), dtype=np.complex128)
    for sung, (f1, f2) in zip(vowels, VOWELS, strict=True):
        spoken += np.fft.rfft(sung) * peaks((f1, 4.0, 1.0), (f2, 5.0, 0.7), (2700, 6.0, 0.25))(freqs)
    out: Spectrum = spoken * chain(lowpass(1800, 2), highpass(150, 1))(freqs)
    return out


def _glass(rng: np.random.Generator) -> Signal:
    base = float(rng.uniform(2300, 3600))
    return modes([(base * r, d, g) for r, d, g in ((1.0, 0.18, 1.0), (2.32, 0.1, 0.5), (4.1, 0.05, 0.25))], 0.6)


def room() -> Signal:
    """Room tone, eight distant talkers and the odd glass set down, in a small echoing room.
    Built as one spectrum (every part is circular), then turned into samples once."""
    rng = seeded("ambience")
    freqs = frequencies(LENGTH)
    tone = np.fft.rfft(noise(SECONDS, rng)) * chain(lowpass(220, 1), highpass(35, 2))(freqs)
    voices = murmur(rng, 8, freqs)
    glasses = [
        (SECONDS * (k + float(rng.uniform(0.1, 0.9))) / 6, _glass(rng), float(rng.uniform(0.3, 0.8))) for k in range(6)
    ]
    clinks = np.fft.rfft(mix(SECONDS, *glasses, circular=True)) * bandpass(3000, 0.5)(freqs)
    scale = spectrum_rms(voices, LENGTH)
    bed = 0.5 * tone / spectrum_rms(tone, LENGTH) + voices / scale + clinks / scale
    echo = room_echo(LENGTH, rng, decay=0.22, mix_level=0.6, tone=3500.0)
    out: Signal = np.fft.irfft(bed * echo, LENGTH)
    return out
