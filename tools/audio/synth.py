"""Oscillators, seeded noise, zero-phase filters, envelopes and mixing on numpy arrays.

A signal is a float64 array at `RATE` samples per second, nominally within -1…1. Noise comes from
a generator seeded by a name, so every recipe renders the same samples on every run. Filters work
in the frequency domain on whole signals (or on short overlapping frames when they change over
time); `circular=True` treats the signal as one period of a loop, so a loop's join stays seamless.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Callable, Sequence

import numpy as np
import numpy.typing as npt

RATE = 44100
"""Samples per second: the full audible band, so swishes and ticks keep their air up to 18 kHz."""
NYQUIST_GUARD = 18000.0
"""No partial is synthesised above this (aliasing, and nothing an effect needs is higher)."""

Signal = npt.NDArray[np.float64]
Spectrum = npt.NDArray[np.complex128]
Response = Callable[[Signal], Signal]
"""A filter as its magnitude response: gains for an array of frequencies in Hz."""


def count(seconds: float) -> int:
    return max(1, round(seconds * RATE))


def times(n: int) -> Signal:
    return np.arange(n, dtype=np.float64) / RATE


def frequencies(size: int) -> Signal:
    """The frequency in Hz of each bin of a `size`-point real FFT at RATE."""
    return np.fft.rfftfreq(size, 1.0 / RATE).astype(np.float64)


def midi(note: int) -> float:
    """Equal-tempered pitch in Hz of a MIDI note number (69 is A4, 440 Hz)."""
    return 440.0 * 2 ** ((note - 69) / 12)


def seeded(name: str) -> np.random.Generator:
    """A random generator fixed by `name` (PCG64's stream is stable across numpy versions)."""
    seed = int.from_bytes(hashlib.sha256(name.encode()).digest()[:8], "little")
    return np.random.Generator(np.random.PCG64(seed))


def noise(seconds: float, rng: np.random.Generator) -> Signal:
    """White noise, uniform in -1…1."""
    return rng.random(count(seconds)) * 2.0 - 1.0


# -- filters as magnitude responses ------------------------------------------------------------


def lowpass(cutoff: float, order: int = 2) -> Response:
    """Butterworth-shaped low-pass: -3 dB at `cutoff`, falling 6·order dB per octave."""
    return lambda f: 1.0 / np.sqrt(1.0 + (f / cutoff) ** (2 * order))


def highpass(cutoff: float, order: int = 2) -> Response:
    def response(f: Signal) -> Signal:
        ratio = np.divide(cutoff, f, out=np.full_like(f, np.inf), where=f > 0)
        return 1.0 / np.sqrt(1.0 + ratio ** (2 * order))

    return response


def bandpass(centre: float, q: float) -> Response:
    """A resonance at `centre` with quality `q` (0 dB at the centre)."""

    def response(f: Signal) -> Signal:
        safe = np.maximum(f, 1e-3)
        return 1.0 / np.sqrt(1.0 + (q * (safe / centre - centre / safe)) ** 2)

    return response


def chain(*responses: Response) -> Response:
    def response(f: Signal) -> Signal:
        out = np.ones_like(f)
        for r in responses:
            out = out * r(f)
        return out

    return response


def peaks(*bands: tuple[float, float, float]) -> Response:
    """A sum of resonances (centre, q, gain): formants, a body's modes."""
    return lambda f: sum((gain * bandpass(c, q)(f) for c, q, gain in bands), np.zeros_like(f))


def filtered(signal: Signal, response: Response, *, circular: bool = False) -> Signal:
    """Apply a zero-phase filter. Filter noise before shaping it with an envelope, so the
    filter's two-sided response never smears a transient backwards."""
    n = len(signal)
    size = n if circular else 1 << (2 * n - 1).bit_length()
    spectrum = np.fft.rfft(signal, size)
    out: Signal = np.fft.irfft(spectrum * response(frequencies(size)), size)[:n]
    return out


def swept(
    signal: Signal, response_at: Callable[[float], Response], *, frame: int = 1024, circular: bool = False
) -> Signal:
    """A filter that changes over time: `response_at(t)` gives the filter at `t` seconds.
    Frames of `frame` samples, Hann-windowed at half overlap (the windows sum to one), are each
    filtered and added back."""
    hop = frame // 2
    n = len(signal)
    if circular and n % hop:
        raise ValueError(f"a circular signal's length must be a multiple of {hop}")
    lead = 0 if circular else frame
    padded = signal if circular else np.concatenate([np.zeros(frame), signal, np.zeros(frame + (-n) % hop)])
    blocks = len(padded) // hop
    frames = blocks if circular else blocks - 1
    idx = (np.arange(frames)[:, None] * hop + np.arange(frame)[None, :]) % len(padded)
    window = 0.5 - 0.5 * np.cos(2 * np.pi * np.arange(frame) / frame)
    size = 2 * frame
    freqs = frequencies(size)
    gains = np.stack([response_at((k * hop + hop - lead) / RATE)(freqs) for k in range(frames)])
    chunks = np.fft.irfft(np.fft.rfft(padded[idx] * window, size, axis=1) * gains, size, axis=1)
    # the zero-phase result spreads either side of its frame: roll the wrapped front back, then
    # each frame covers four hops starting one hop before the frame
    chunks = np.roll(chunks, hop, axis=1).reshape(frames, 4, hop)
    out = np.zeros((blocks + 4, hop))
    for b in range(4):
        target = np.arange(frames) - 1 + b
        out[target % blocks if circular else target + 1] += chunks[:, b]
    flat = out.reshape(-1)
    result: Signal = flat[:n] if circular else flat[frame + hop : frame + hop + n]
    return result


# -- shapes in time ----------------------------------------------------------------------------


def rise(n: int, attack: float) -> Signal:
    """A raised-cosine rise from 0 to 1 over `attack` seconds, then 1."""
    a = count(attack)
    out = np.ones(n)
    ramp = 0.5 - 0.5 * np.cos(np.pi * np.arange(min(a, n)) / a)
    out[: len(ramp)] = ramp
    return out


def envelope(n: int, attack: float, decay: float, *, hold: float = 0.0, release: float = 0.003) -> Signal:
    """A smooth attack, an optional hold, an exponential decay (time constant `decay`), and a
    smooth `release` to zero over the last samples, so a note never stops on a jump."""
    t = times(n) - attack - hold
    out: Signal = rise(n, attack) * np.exp(-np.maximum(t, 0.0) / decay) * rise(n, release)[::-1]
    return out


def bell_curve(n: int, peak: float, width: float) -> Signal:
    """A Gaussian swell centred at `peak` seconds: swishes that grow and fade."""
    out: Signal = np.exp(-(((times(n) - peak) / width) ** 2))
    return out


# -- oscillators ------------------------------------------------------------------------------


def mode(freq: float, seconds: float, decay: float, *, attack: float = 0.0003, phase: float = 0.0) -> Signal:
    """One ringing mode of a struck object: a sine dying away with time constant `decay`."""
    n = count(seconds)
    t = times(n)
    return np.sin(2 * np.pi * freq * t + phase) * envelope(n, attack, decay)


def modes(partials: Sequence[tuple[float, float, float]], seconds: float, *, attack: float = 0.0003) -> Signal:
    """A struck body: the sum of (frequency, decay, gain) modes; any above the band are left out."""
    out = np.zeros(count(seconds))
    for freq, decay, gain in partials:
        if freq < NYQUIST_GUARD:
            out += gain * mode(freq, seconds, decay, attack=attack)
    return out


def glide(start: float, end: float, seconds: float, *, at: float = 0.0, over: float | None = None) -> Signal:
    """A per-sample pitch: `start` Hz, then an exponential slide to `end` from `at` seconds
    lasting `over` seconds (to the end by default)."""
    t = times(count(seconds))
    span = (seconds - at) if over is None else over
    progress = np.clip((t - at) / max(span, 1e-9), 0.0, 1.0)
    out: Signal = start * (end / start) ** progress
    return out


def harmonic(pitch: Signal | float, seconds: float, amplitudes: Sequence[float], *, vibrato: float = 0.0) -> Signal:
    """A tone of harmonics with the given amplitudes following `pitch` (Hz, constant or per
    sample), with an optional vibrato of `vibrato` (a fraction of the pitch) at 5.2 Hz.
    Harmonics above the synthesis band are left out."""
    n = count(seconds)
    freq = np.broadcast_to(np.asarray(pitch, dtype=np.float64), (n,))
    if vibrato:
        freq = freq * (1.0 + vibrato * np.sin(2 * np.pi * 5.2 * times(n)) * rise(n, 0.25))
    phase = 2 * np.pi * np.cumsum(freq) / RATE
    top = float(np.max(freq))
    out = np.zeros(n)
    for k, amp in enumerate(amplitudes, start=1):
        if amp and k * top < NYQUIST_GUARD:
            out += amp * np.sin(k * phase)
    return out


# -- assembling --------------------------------------------------------------------------------


def mix(seconds: float, *parts: tuple[float, Signal, float], circular: bool = False) -> Signal:
    """Sum (start seconds, signal, gain) parts into `seconds` of sound. Parts running past the
    end are cut, or, for a loop (`circular`), wrap round to its start."""
    n = count(seconds)
    out = np.zeros(n)
    for start, signal, gain in parts:
        offset = round(start * RATE)
        if circular:
            np.add.at(out, (offset + np.arange(len(signal))) % n, signal * gain)
        else:
            piece = signal[: max(0, n - offset)]
            out[offset : offset + len(piece)] += piece * gain
    return out


def finish(signal: Signal, *, fade_in: float = 0.001, fade_out: float = 0.02) -> Signal:
    """Fade both ends to silence with raised-cosine ramps, then remove any DC offset in a way
    that keeps the ends at zero."""
    n = len(signal)
    shape = rise(n, fade_in) * rise(n, fade_out)[::-1]
    out = signal * shape
    window = 0.5 - 0.5 * np.cos(2 * np.pi * np.arange(n) / (n - 1))
    result: Signal = out - window * (out.sum() / window.sum())
    return result


def room_echo(n: int, rng: np.random.Generator, *, decay: float, mix_level: float, tone: float = 5000.0) -> Spectrum:
    """A room as a spectrum to multiply by: the dry sound plus a decaying noise tail (time
    constant `decay`, darkened above `tone` Hz) at `mix_level`. Applied to a signal's spectrum
    it is a circular convolution, so a loop's echo runs on into its own start."""
    tail_n = min(n, count(decay * 7))
    tail = filtered(noise(tail_n / RATE, rng), lowpass(tone, 1)) * np.exp(-times(tail_n) / decay)
    tail = tail * rise(tail_n, 0.004) / math.sqrt(float(np.sum(tail * tail)))
    padded = np.zeros(n)
    padded[:tail_n] = tail
    out: Spectrum = 1.0 + mix_level * np.fft.rfft(padded)
    return out


def reverb(signal: Signal, rng: np.random.Generator, *, decay: float, mix_level: float, tone: float = 5000.0) -> Signal:
    """The signal in a room (see `room_echo`); circular, so loops stay seamless."""
    echo = room_echo(len(signal), rng, decay=decay, mix_level=mix_level, tone=tone)
    out: Signal = np.fft.irfft(np.fft.rfft(signal) * echo, len(signal))
    return out


def spectrum_rms(spectrum: Spectrum, n: int) -> float:
    """The RMS of the `n`-sample signal whose rfft is `spectrum` (Parseval)."""
    power = np.abs(spectrum) ** 2
    total = 2 * float(np.sum(power)) - float(power[0]) - (float(power[-1]) if n % 2 == 0 else 0.0)
    return math.sqrt(total) / n
