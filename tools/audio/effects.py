"""The game's sound effects as recipes over `synth`: cards, chips, buttons, a win, a big win,
a loss. Each returns raw samples; `tools.make_sounds` fades, centres and levels them."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from tools.audio.synth import (
    Response,
    Signal,
    bandpass,
    bell_curve,
    chain,
    count,
    envelope,
    filtered,
    glide,
    harmonic,
    highpass,
    lowpass,
    midi,
    mix,
    mode,
    modes,
    noise,
    peaks,
    rise,
    seeded,
    swept,
)


def _note(name: str) -> float:
    """Pitch in Hz of a note such as "C5" or "Bb4"."""
    step = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}[name[0]] - name.count("b")
    return midi(12 * (int(name[-1]) + 1) + step)


C4, D4, E4, G4, BB4 = _note("C4"), _note("D4"), _note("E4"), _note("G4"), _note("Bb4")
C5, E5, G5, A5, C6, D6, E6, G6, A6, C7 = (
    _note(n) for n in ("C5", "E5", "G5", "A5", "C6", "D6", "E6", "G6", "A6", "C7")
)


def _burst(rng: np.random.Generator, seconds: float, response: Response, attack: float, decay: float) -> Signal:
    """Noise through a filter, then shaped: a tick, a slap, a thump."""
    raw = filtered(noise(seconds, rng), response)
    return raw * envelope(len(raw), attack, decay)


# -- cards -------------------------------------------------------------------------------------


def card_deal() -> Signal:
    """A card skimming across the cloth, bright at first and dulling as it slows, then landing."""
    rng = seeded("card_deal")
    slide = filtered(noise(0.2, rng), chain(highpass(1500, 1), lowpass(18000, 4)))
    slide = swept(slide, lambda t: lowpass(18000 * (4500 / 18000) ** min(1.0, max(0.0, (t - 0.02) / 0.16)), 2))
    slide = slide * bell_curve(len(slide), 0.065, 0.045) * rise(len(slide), 0.008)
    thump = _burst(rng, 0.06, lowpass(700, 2), 0.001, 0.012)
    slap = _burst(rng, 0.03, bandpass(2600, 1.2), 0.0004, 0.004)
    return mix(0.26, (0.0, slide, 1.0), (0.155, thump, 2.2), (0.156, slap, 0.9))


def card_flip() -> Signal:
    """The snap of a card turned over: a breath of air, a crisp snap, and the face landing."""
    rng = seeded("card_flip")
    air = filtered(noise(0.03, rng), highpass(5000, 1))
    air = air * bell_curve(len(air), 0.012, 0.007)
    snap = _burst(rng, 0.03, peaks((2600, 1.2, 1.0), (5600, 1.5, 0.5), (11000, 1.2, 0.25)), 0.0005, 0.007)
    body = _burst(rng, 0.06, bandpass(1100, 0.9), 0.002, 0.014)
    land = _burst(rng, 0.03, peaks((3200, 1.4, 1.0), (7500, 1.2, 0.3)), 0.0004, 0.004)
    thud = _burst(rng, 0.04, lowpass(500, 2), 0.001, 0.01)
    return mix(
        0.16,
        (0.0, air, 0.35),
        (0.014, snap, 1.0),
        (0.016, body, 0.7),
        (0.055, land, 0.75),
        (0.056, thud, 1.2),
    )


# -- chips ------------------------------------------------------------------------------------

CHIP_MODES = (1.0, 1.594, 2.136, 2.653, 2.918, 3.156, 3.501)
"""Frequency ratios of a thin disc's first modes: a clay chip rings at a few inharmonic pitches."""


@dataclass(frozen=True)
class Hit:
    """One chip striking another: when, and the partials (Hz, decay s, gain) it rings with."""

    at: float
    partials: tuple[tuple[float, float, float], ...]
    gain: float


def chip_hit(rng: np.random.Generator, base: float, at: float = 0.0, gain: float = 1.0) -> Hit:
    """A chip's partials: the disc's modes, each detuned, damped and weighted a little
    differently, as no two chips meet at the same spot."""
    partials = []
    for k, ratio in enumerate(CHIP_MODES):
        freq = base * ratio * float(rng.uniform(0.97, 1.03))
        if freq > 16000:
            break
        decay = float(rng.uniform(0.022, 0.04)) / (1 + 0.22 * k)
        weight = float(rng.uniform(0.35, 1.0)) / (1 + 0.35 * k)
        partials.append((round(freq, 1), round(decay, 5), round(weight, 4)))
    return Hit(at, tuple(partials), gain)


def render_hit(rng: np.random.Generator, hit: Hit, seconds: float) -> Signal:
    ring = sum(
        (w * mode(f, seconds, d, phase=float(rng.uniform(0, 2 * math.pi))) for f, d, w in hit.partials),
        np.zeros(count(seconds)),
    )
    tick = _burst(rng, 0.01, highpass(4000, 2), 0.0002, 0.0012)
    return mix(seconds, (0.0, ring, 1.0), (0.0, tick, 0.9))


def _render_hits(rng: np.random.Generator, hits: Sequence[Hit], seconds: float, ring: float) -> Signal:
    return mix(seconds, *((h.at, render_hit(rng, h, ring), h.gain) for h in hits))


def chip_click() -> Signal:
    """One chip set on another: a bright clack and the chip settling, ringing out fully."""
    rng = seeded("chip_click")
    hits = [chip_hit(rng, 3000.0), chip_hit(rng, 3350.0, 0.03, 0.4)]
    return _render_hits(rng, hits, 0.3, 0.27)


def stack_hits() -> list[Hit]:
    """The hits of a handful of chips set down: quickening, each chip a different pitch."""
    rng = seeded("chip_stack.hits")
    bases = [2550.0, 3050.0, 2800.0, 3350.0, 2650.0, 3150.0]
    hits, at = [], 0.0
    for k, base in enumerate(bases):
        hits.append(chip_hit(rng, base * float(rng.uniform(0.98, 1.02)), at, 1.0 - 0.07 * k))
        at += 0.072 - 0.007 * k + float(rng.uniform(-0.006, 0.006))
    return hits


def chip_stack() -> Signal:
    rng = seeded("chip_stack")
    hits = stack_hits()
    clatter = filtered(noise(0.45, rng), bandpass(1800, 0.7))
    clatter = clatter * envelope(len(clatter), 0.03, 0.12)
    seconds = hits[-1].at + 0.3
    return mix(seconds, (0.0, _render_hits(rng, hits, seconds, 0.28), 1.0), (0.0, clatter, 0.05))


# -- interface --------------------------------------------------------------------------------


def button_click() -> Signal:
    """A short plastic click: a bright noise tick and the hollow body of the key."""
    rng = seeded("button_click")
    tick = _burst(rng, 0.01, bandpass(4500, 0.8), 0.0003, 0.001)
    body = modes(((620, 0.007, 0.35), (1150, 0.008, 0.8), (2480, 0.005, 0.5), (3900, 0.003, 0.3)), 0.07)
    return mix(0.07, (0.0, tick, 1.0), (0.0005, body, 0.8))


def fold() -> Signal:
    """Cards pushed face down into the muck: a swoosh darkening as it goes, and a soft tap."""
    rng = seeded("fold")
    swoosh = filtered(noise(0.32, rng), highpass(400, 1))
    swoosh = swept(swoosh, lambda t: lowpass(12000 * (1800 / 12000) ** min(1.0, max(0.0, t / 0.28)), 2))
    swoosh = swoosh * bell_curve(len(swoosh), 0.12, 0.075)
    thud = _burst(rng, 0.06, lowpass(600, 2), 0.001, 0.015)
    slap = _burst(rng, 0.03, bandpass(1800, 1.0), 0.0005, 0.005)
    return mix(0.4, (0.0, swoosh, 1.0), (0.23, thud, 1.6), (0.231, slap, 0.5))


# -- outcomes ----------------------------------------------------------------------------------

GLOCKENSPIEL = ((1.0, 1.0, 1.0), (2.76, 0.3, 0.3), (5.4, 0.1, 0.12), (8.93, 0.04, 0.06))
"""(ratio, gain, decay scale) of a struck bar's partials."""


def glock(freq: float, seconds: float, decay: float) -> Signal:
    return modes([(freq * r, decay * d, g) for r, g, d in GLOCKENSPIEL], seconds, attack=0.001)


def win() -> Signal:
    """A bright rising arpeggio on a glockenspiel, the last note left to ring."""
    notes = [(0.0, C5, 0.18), (0.08, E5, 0.18), (0.16, G5, 0.2), (0.24, C6, 0.35), (0.24, E6, 0.3)]
    parts = [(t, glock(f, 1.1 - t, d), 0.8) for t, f, d in notes]
    warmth = [(t, mode(f / 2, 1.1 - t, d, attack=0.004), 0.25) for t, f, d in notes]
    return mix(1.1, *parts, *warmth)


def brass(freq: float, seconds: float, *, attack: float, decay: float, hold: float = 0.0) -> Signal:
    """A soft brass voice: many harmonics rolling off, bright only while the note is loud."""
    n = count(seconds)
    amps = [math.exp(-k / 5) / k**0.5 for k in range(1, 24)]
    bright = harmonic(freq, seconds, amps, vibrato=0.004)
    mellow = harmonic(freq, seconds, amps[:4], vibrato=0.004)
    shape = envelope(n, attack, decay, hold=hold)
    return (mellow + (bright - mellow) * shape) * shape


def big_win() -> Signal:
    """A brass fanfare into a held major chord, with a cascade of bells and a shower of chips."""
    rng = seeded("big_win")
    parts = [(t, brass(G4, 0.25, attack=0.012, decay=0.05), 0.5) for t in (0.0, 0.11, 0.22)]
    for f, g in ((C4 / 2, 0.45), (C4, 0.4), (E4, 0.35), (G4, 0.35), (C5, 0.4)):
        parts.append((0.34, brass(f, 1.9, attack=0.03, decay=0.45, hold=0.55), g))
    cascade = [C7, A6, G6, E6, D6, C6, A5, G5]
    parts += [(0.45 + 0.1 * i, glock(f, 0.8, 0.16), 0.18) for i, f in enumerate(cascade)]
    shower = sorted(float(rng.uniform(0.5, 1.5)) for _ in range(9))
    parts += [(t, render_hit(rng, chip_hit(rng, float(rng.uniform(2500, 3500))), 0.28), 0.18) for t in shower]
    return mix(2.3, *parts)


def lose() -> Signal:
    """A soft falling motif: a note, a lower one, and a slow slide down as it fades."""
    amps = (1.0, 0.5, 0.3, 0.16, 0.08, 0.04)
    first = harmonic(BB4, 0.45, amps, vibrato=0.003)
    first = first * envelope(len(first), 0.02, 0.07, hold=0.12, release=0.1)
    slide = glide(G4, D4, 0.75, at=0.12, over=0.5)
    second = harmonic(slide, 0.75, amps, vibrato=0.006)
    second = second * envelope(len(second), 0.025, 0.22, hold=0.18)
    motif = mix(1.0, (0.0, first, 0.8), (0.24, second, 1.0))
    return filtered(motif, chain(lowpass(2200, 2), highpass(120, 1)))
