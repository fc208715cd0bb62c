"""Small sound-synthesis kit in pure Python: oscillators, noise, filters, envelopes, mixing.

A signal is a list of floats at `RATE` samples per second, nominally within -1…1. Everything is
deterministic: noise comes from a `random.Random` seeded by the caller.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Sequence
from pathlib import Path

RATE = 22050
"""Samples per second. Effects need little above 10 kHz, and this keeps the files small."""

Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * round(seconds * RATE)


def noise(seconds: float, rng: random.Random) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def tone(
    freq: float,
    seconds: float,
    *,
    harmonics: Sequence[float] = (1.0,),
    decay: float = 0.0,
    vibrato: float = 0.0,
    phase: float = 0.0,
) -> Signal:
    """A tone with the given harmonic amplitudes; `decay` is the exponential decay time in
    seconds of the upper partials' extra damping (bells ring longer at the fundamental)."""
    n = round(seconds * RATE)
    out = [0.0] * n
    for k, amp in enumerate(harmonics, start=1):
        if not amp:
            continue
        w = 2 * math.pi * freq * k / RATE
        damp = math.exp(-(k - 1) / (decay * RATE)) if decay else 1.0
        level, angle = amp, phase * k
        for i in range(n):
            out[i] += level * math.sin(angle)
            angle += w * (1 + vibrato * math.sin(2 * math.pi * 5.5 * i / RATE)) if vibrato else w
            level *= damp
    return out


def ping(freq: float, seconds: float, decay: float) -> Signal:
    """A struck partial: a sine dying away exponentially with time constant `decay`."""
    n = round(seconds * RATE)
    w = 2 * math.pi * freq / RATE
    k = math.exp(-1 / (decay * RATE))
    out, level = [0.0] * n, 1.0
    for i in range(n):
        out[i] = level * math.sin(w * i)
        level *= k
    return out


def envelope(signal: Signal, attack: float, decay: float, *, hold: float = 0.0, curve: float = 1.0) -> Signal:
    """Linear attack, optional hold, then an exponential decay with time constant `decay`."""
    a, h = max(1, round(attack * RATE)), round(hold * RATE)
    out = []
    for i, x in enumerate(signal):
        if i < a:
            g = (i / a) ** curve
        elif i < a + h:
            g = 1.0
        else:
            g = math.exp(-(i - a - h) / (decay * RATE))
        out.append(x * g)
    return out


def bell_curve(signal: Signal, peak: float, width: float) -> Signal:
    """Shape by a Gaussian centred at `peak` seconds (for swishes that swell and fade)."""
    return [x * math.exp(-((((i / RATE) - peak) / width) ** 2)) for i, x in enumerate(signal)]


def lowpass(signal: Signal, cutoff: float | Sequence[float]) -> Signal:
    """One-pole low-pass; `cutoff` may vary per sample (a sequence as long as the signal)."""
    out, y = [], 0.0
    fixed = isinstance(cutoff, (int, float))
    for i, x in enumerate(signal):
        fc = cutoff if fixed else cutoff[i]  # type: ignore[index]
        alpha = 1 - math.exp(-2 * math.pi * fc / RATE)  # type: ignore[operator]
        y += alpha * (x - y)
        out.append(y)
    return out


def highpass(signal: Signal, cutoff: float) -> Signal:
    low = lowpass(signal, cutoff)
    return [x - lo for x, lo in zip(signal, low, strict=True)]


def bandpass(signal: Signal, centre: float, q: float) -> Signal:
    """RBJ biquad band-pass (constant 0 dB peak gain)."""
    w0 = 2 * math.pi * centre / RATE
    alpha = math.sin(w0) / (2 * q)
    b0, b2 = alpha, -alpha
    a0, a1, a2 = 1 + alpha, -2 * math.cos(w0), 1 - alpha
    b0, b2, a1, a2 = b0 / a0, b2 / a0, a1 / a0, a2 / a0
    x1 = x2 = y1 = y2 = 0.0
    out = []
    for x in signal:
        y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def sweep(start: float, end: float, seconds: float) -> list[float]:
    """A per-sample frequency gliding exponentially from `start` to `end`."""
    n = max(1, round(seconds * RATE))
    return [start * (end / start) ** (i / (n - 1 if n > 1 else 1)) for i in range(n)]


def mix(length: float, *parts: tuple[float, Signal, float]) -> Signal:
    """Sum (start seconds, signal, gain) parts into a signal `length` seconds long."""
    out = [0.0] * round(length * RATE)
    for start, signal, gain in parts:
        offset = round(start * RATE)
        for i, x in enumerate(signal):
            j = offset + i
            if j >= len(out):
                break
            out[j] += x * gain
    return out


def finish(
    signal: Signal, *, target_db: float = -16.0, peak_db: float = -1.0, fade_in: float = 0.002, fade_out: float = 0.02
) -> Signal:
    """Remove DC, fade both ends to silence, and normalise the loudest 50 ms to `target_db` RMS.

    The peak is held under `peak_db` so nothing clips; a very spiky sound may end up a little
    under the target rather than distorted.
    """
    mean = sum(signal) / len(signal)
    out = [x - mean for x in signal]
    n_in, n_out = max(1, round(fade_in * RATE)), max(1, round(fade_out * RATE))
    for i in range(min(n_in, len(out))):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    for i in range(min(n_out, len(out))):
        out[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_out)
    level = loudest_rms(out)
    gain = 10 ** (target_db / 20) / level if level else 1.0
    peak = max(abs(x) for x in out) * gain
    ceiling = 10 ** (peak_db / 20)
    if peak > ceiling:
        gain *= ceiling / peak
    return [x * gain for x in out]


def loudest_rms(signal: Sequence[float], window: float = 0.05) -> float:
    """The highest RMS over any `window`-second stretch (the whole signal if shorter)."""
    n = min(len(signal), max(1, round(window * RATE)))
    squares = [x * x for x in signal]
    total = sum(squares[:n])
    best = total
    for i in range(n, len(squares)):
        total += squares[i] - squares[i - n]
        best = max(best, total)
    return math.sqrt(max(best, 0.0) / n)


def write_wav(signal: Sequence[float], path: Path) -> None:
    """16-bit mono PCM at RATE; identical samples always give identical bytes."""
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, round(x * 32767)))) for x in signal)
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def read_wav(path: Path) -> list[float]:
    """Samples of a 16-bit mono file as floats (for checks and tests)."""
    with wave.open(str(path), "rb") as src:
        raw = src.readframes(src.getnframes())
    return [v / 32767 for (v,) in struct.iter_unpack("<h", raw)]
