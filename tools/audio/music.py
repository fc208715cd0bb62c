"""Gentle table music as a seamless loop: eight bars of a slow lounge progression on an electric
piano, a plucked bass, a soft vibraphone tune and brushed cymbals, in a warm room. Notes ringing
past the end of the loop, and the room's echo, wrap round to its start, so it repeats without a
seam."""

from __future__ import annotations

import numpy as np

from tools.audio.synth import (
    Signal,
    bandpass,
    count,
    envelope,
    filtered,
    highpass,
    midi,
    mix,
    noise,
    reverb,
    rise,
    seeded,
    times,
)

TEMPO = 90
BEAT = 60 / TEMPO
"""Seconds per beat: 29,400 samples exactly, so every note starts on a whole sample."""
BARS = 8
SECONDS = BARS * 4 * BEAT

# chords as MIDI notes, one per bar: Fmaj7 Em7 Dm7 G7 Cmaj7 Am7 Dm9 G13
CHORDS = (
    (53, 57, 60, 64),
    (52, 55, 59, 62),
    (50, 53, 57, 60),
    (55, 59, 62, 65),
    (48, 55, 59, 64),
    (45, 55, 60, 64),
    (50, 57, 60, 64),
    (43, 59, 64, 65),
)
ROOTS = (41, 40, 38, 43, 36, 45, 38, 43)
MELODY = (
    # (bar, beat, MIDI note, beats held)
    (0, 0.0, 72, 1.5),
    (0, 1.5, 69, 0.5),
    (0, 2.0, 67, 2.0),
    (1, 0.0, 71, 1.0),
    (1, 1.0, 67, 1.0),
    (1, 2.0, 64, 2.0),
    (2, 0.5, 65, 1.0),
    (2, 1.5, 69, 1.0),
    (2, 2.5, 72, 1.5),
    (3, 0.0, 71, 2.0),
    (3, 2.0, 74, 1.0),
    (3, 3.0, 71, 1.0),
    (4, 0.0, 67, 3.0),
    (4, 3.0, 64, 1.0),
    (5, 0.0, 69, 1.5),
    (5, 1.5, 72, 0.5),
    (5, 2.0, 76, 2.0),
    (6, 0.0, 74, 1.0),
    (6, 1.0, 72, 1.0),
    (6, 2.0, 69, 2.0),
    (7, 0.0, 67, 2.0),
    (7, 2.5, 71, 1.5),
)


def electric_piano(freq: float, seconds: float, velocity: float) -> Signal:
    """A soft tine piano: a sine frequency-modulated by itself, the bite fading after the strike."""
    n = count(seconds)
    t = times(n)
    index = velocity * (1.6 * np.exp(-t / 0.18) + 0.25)
    voice = np.sin(2 * np.pi * freq * t + index * np.sin(2 * np.pi * freq * t))
    return voice * envelope(n, 0.004, 1.1) * rise(n, 0.004)[::-1]


def bass(freq: float, seconds: float) -> Signal:
    """A plucked upright bass: a round fundamental and a little second harmonic."""
    n = count(seconds)
    t = times(n)
    voice = np.sin(2 * np.pi * freq * t) + 0.3 * np.sin(4 * np.pi * freq * t) + 0.08 * np.sin(6 * np.pi * freq * t)
    return voice * envelope(n, 0.008, 0.5) * rise(n, 0.03)[::-1]


def vibraphone(freq: float, seconds: float) -> Signal:
    """A mallet on a metal bar with the fan turning: a pure tone, a bright fourth partial, tremolo."""
    n = count(seconds)
    t = times(n)
    voice = np.sin(2 * np.pi * freq * t) + 0.12 * np.sin(2 * np.pi * 4 * freq * t) * np.exp(-t / 0.15)
    tremolo = 1 - 0.25 * (0.5 - 0.5 * np.cos(2 * np.pi * 4.5 * t))
    return voice * tremolo * envelope(n, 0.003, 0.9) * rise(n, 0.05)[::-1]


def brush(rng: np.random.Generator, seconds: float, attack: float, decay: float) -> Signal:
    hiss = filtered(noise(seconds, rng), bandpass(6000, 0.6))
    return hiss * envelope(len(hiss), attack, decay)


def table_music() -> Signal:
    rng = seeded("music")
    parts: list[tuple[float, Signal, float]] = []
    for bar, (chord, root) in enumerate(zip(CHORDS, ROOTS, strict=True)):
        start = bar * 4 * BEAT
        for beat, length, velocity in ((0.0, 2.5, 1.0), (2.5, 1.5, 0.7)):
            for k, note in enumerate(chord):
                strum = 0.012 * k
                gain = 0.16 * velocity
                parts.append(
                    (start + beat * BEAT + strum, electric_piano(midi(note), length * BEAT + 1.2, velocity), gain)
                )
        parts.append((start, bass(midi(root), 2 * BEAT), 0.5))
        parts.append((start + 2 * BEAT, bass(midi(root + 7 if root < 43 else root - 5), 2 * BEAT), 0.42))
        for beat in range(4):
            at = start + beat * BEAT
            if beat % 2:
                parts.append((at - 0.03, brush(rng, 0.3, 0.03, 0.07), 0.05))
            parts.append((at + BEAT * 0.66, brush(rng, 0.12, 0.005, 0.02), 0.025))
    for bar, beat, note, held in MELODY:
        parts.append(((bar * 4 + beat) * BEAT, vibraphone(midi(note), held * BEAT + 0.8), 0.3))
    dry = mix(SECONDS, *parts, circular=True)
    dry = filtered(dry, highpass(40, 2), circular=True)
    return reverb(dry, rng, decay=0.35, mix_level=0.5, tone=4000.0)
