"""Perceptual loudness of a sound: A-weighted level in dB relative to full scale.

The A-weighting is the IEC 61672-1 curve, applied exactly in the frequency domain (the analog
response evaluated at each FFT bin, so it stays exact near Nyquist, where a bilinear-transformed
filter would sag). An effect's level is the A-weighted RMS over its loudest 50 ms, which tracks
how loud a short sound seems; a loop's level is its A-weighted RMS over the whole loop.
"""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

Samples = npt.NDArray[np.float64]

_F1, _F2, _F3, _F4 = 20.598997, 107.65265, 737.86223, 12194.217
"""The A-weighting poles in Hz (IEC 61672-1, Annex E)."""
_A1000 = 1.9997
"""Gain in dB that puts the curve at 0 dB at 1 kHz."""
EFFECT_WINDOW = 0.05
"""Seconds: an effect is measured over its loudest stretch of this length."""


def a_weighting(freqs: Samples) -> Samples:
    """The A-weighting's linear gain at each frequency in Hz."""
    f2 = freqs * freqs
    ra = (_F4**2 * f2 * f2) / ((f2 + _F1**2) * np.sqrt((f2 + _F2**2) * (f2 + _F3**2)) * (f2 + _F4**2))
    out: Samples = ra * 10 ** (_A1000 / 20)
    return out


def a_weighted(samples: Samples, rate: int) -> Samples:
    """The signal as an A-weighting sound level meter's filter passes it (zero phase)."""
    n = len(samples)
    size = 1 << (2 * n - 1).bit_length()
    gains = a_weighting(np.fft.rfftfreq(size, 1.0 / rate).astype(np.float64))
    out: Samples = np.fft.irfft(np.fft.rfft(samples, size) * gains, size)[:n]
    return out


def loudest_rms(samples: Samples, rate: int, window: float) -> float:
    """The highest RMS over any `window`-second stretch (the whole signal if shorter)."""
    n = min(len(samples), max(1, round(window * rate)))
    sums = np.concatenate([[0.0], np.cumsum(samples * samples)])
    return math.sqrt(max(float(np.max(sums[n:] - sums[:-n])), 0.0) / n)


def decibels(value: float) -> float:
    return 20 * math.log10(value) if value > 0 else -math.inf


def effect_level(samples: Samples, rate: int, window: float = EFFECT_WINDOW) -> float:
    """An effect's loudness: A-weighted RMS over its loudest `window` seconds, in dB FS."""
    return decibels(loudest_rms(a_weighted(samples, rate), rate, window))


def loop_level(samples: Samples, rate: int) -> float:
    """A loop's loudness: A-weighted RMS over the whole loop, in dB FS."""
    weighted = a_weighted(samples, rate)
    return decibels(math.sqrt(float(np.mean(weighted * weighted))))


def peak_level(samples: Samples) -> float:
    return decibels(float(np.max(np.abs(samples))))
