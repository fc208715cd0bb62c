"""Synthesise the game's sound effects into sounds/ as 16-bit mono WAV files.

    python -m tools.make_sounds [--out DIR]

Each effect is a short recipe over tools.synth. Every file starts and ends in silence, and all
are normalised to the same loudness (the RMS of their loudest 50 ms), so no effect jumps out.
A rerun writes byte-identical files.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from tools.synth import (
    RATE,
    Signal,
    bandpass,
    bell_curve,
    envelope,
    finish,
    highpass,
    lowpass,
    mix,
    noise,
    ping,
    sweep,
    tone,
    write_wav,
)

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "sounds"

C5, E5, G5, C6, E6, G6, C7 = 523.25, 659.26, 783.99, 1046.5, 1318.5, 1568.0, 2093.0
BELL = (1.0, 0.35, 0.18, 0.08)


def _rng(name: str) -> random.Random:
    return random.Random(f"sound-{name}")


def _thump(rng: random.Random, seconds: float, cutoff: float, decay: float) -> Signal:
    return envelope(lowpass(noise(seconds, rng), cutoff), 0.001, decay)


def card_deal() -> Signal:
    """A card skimming across the cloth and landing."""
    rng = _rng("deal")
    length = 0.17
    swish = noise(0.13, rng)
    swish = lowpass(highpass(swish, 900), sweep(7000, 2200, 0.13))
    swish = bell_curve(swish, 0.05, 0.035)
    land = _thump(rng, 0.05, 1400, 0.012)
    return finish(mix(length, (0.0, swish, 1.0), (0.1, land, 1.6)), fade_out=0.015)


def card_flip() -> Signal:
    """The snap of a card turned over."""
    rng = _rng("flip")
    first = envelope(bandpass(noise(0.03, rng), 2600, 1.2), 0.0008, 0.006)
    body = envelope(bandpass(noise(0.06, rng), 1200, 0.9), 0.004, 0.018)
    second = envelope(bandpass(noise(0.03, rng), 3400, 1.5), 0.0008, 0.005)
    return finish(mix(0.12, (0.0, first, 1.0), (0.004, body, 0.7), (0.045, second, 0.8)), fade_out=0.02)


def _click(rng: random.Random, pitch: float = 1.0, length: float = 0.06) -> Signal:
    """Two clay chips touching: a few inharmonic ringing partials and a tiny transient."""
    partials = [(2250, 0.018, 1.0), (3630, 0.012, 0.7), (5120, 0.008, 0.5), (6870, 0.005, 0.35)]
    parts: list[tuple[float, Signal, float]] = [
        (0.0, ping(f * pitch * rng.uniform(0.98, 1.02), length, d), g) for f, d, g in partials
    ]
    parts.append((0.0, envelope(highpass(noise(0.01, rng), 3000), 0.0003, 0.0015), 0.8))
    return mix(length, *parts)


def chip_click() -> Signal:
    rng = _rng("click")
    return finish(mix(0.1, (0.0, _click(rng), 1.0), (0.028, _click(rng, 1.04), 0.45)), fade_out=0.02)


def chip_stack() -> Signal:
    """A handful of chips set down onto a stack: quickening clicks settling in pitch."""
    rng = _rng("stack")
    parts = []
    t = 0.0
    for k in range(6):
        parts.append((t, _click(rng, 0.92 + 0.03 * k + rng.uniform(-0.02, 0.02), 0.07), 1.0 - 0.08 * k))
        t += 0.075 - 0.008 * k + rng.uniform(-0.006, 0.006)
    parts.append((0.0, envelope(bandpass(noise(0.4, rng), 1800, 0.7), 0.02, 0.12), 0.08))
    return finish(mix(t + 0.09, *parts), fade_out=0.03)


def button_click() -> Signal:
    """A soft, short tick for interface buttons."""
    rng = _rng("button")
    body = mix(
        0.045,
        (0.0, ping(1750, 0.045, 0.006), 1.0),
        (0.0, ping(3500, 0.045, 0.003), 0.4),
        (0.0, envelope(highpass(noise(0.005, rng), 2500), 0.0003, 0.001), 0.4),
    )
    return finish(body, fade_out=0.01)


def _bell(freq: float, seconds: float, decay: float) -> Signal:
    return envelope(tone(freq, seconds, harmonics=BELL, decay=decay * 0.4), 0.003, decay)


def win() -> Signal:
    """A bright rising arpeggio on bell tones."""
    notes = [(0.0, C5), (0.08, E5), (0.16, G5), (0.24, C6)]
    parts = [(t, _bell(f, 0.8 - t, 0.16 if f < C6 else 0.3), 0.9) for t, f in notes]
    return finish(mix(0.82, *parts), fade_out=0.12)


def big_win() -> Signal:
    """A two-octave run into a shimmering major chord, with sparkles on top."""
    rng = _rng("big")
    run = [C5, E5, G5, C6, E6, G6]
    parts = [(0.065 * i, _bell(f, 0.5, 0.12), 0.7) for i, f in enumerate(run)]
    chord_at = 0.065 * len(run)
    for f in (C5, E5, G5, C6):
        voice = tone(f, 1.3, harmonics=(1.0, 0.3, 0.12), vibrato=0.0025)
        parts.append((chord_at, envelope(voice, 0.02, 0.45, hold=0.25), 0.35))
    for _ in range(10):
        at = chord_at + rng.uniform(0.0, 0.9)
        parts.append((at, _bell(rng.choice((C7, G6 * 2, E6 * 2)), 0.3, 0.06), 0.18))
    return finish(mix(chord_at + 1.3, *parts), fade_out=0.3)


def lose() -> Signal:
    """Two soft falling notes: a sympathetic 'oh well', not a buzzer."""

    def note(freq: float, seconds: float) -> Signal:
        voice = tone(freq, seconds, harmonics=(1.0, 0.0, 0.22, 0.0, 0.08), vibrato=0.003)
        return lowpass(envelope(voice, 0.02, 0.22, hold=0.08), 2400)

    return finish(mix(0.72, (0.0, note(392.0, 0.32), 0.9), (0.22, note(311.13, 0.5), 1.0)), fade_out=0.15)


def fold() -> Signal:
    """Cards pushed face down into the muck: a soft downward swoosh."""
    rng = _rng("fold")
    swoosh = noise(0.3, rng)
    swoosh = bandpass(swoosh, 1400, 0.6)
    swoosh = lowpass(swoosh, sweep(4200, 700, 0.3))
    swoosh = bell_curve(swoosh, 0.1, 0.07)
    tap = _thump(rng, 0.05, 900, 0.015)
    return finish(mix(0.3, (0.0, swoosh, 1.0), (0.17, tap, 0.7)), fade_out=0.05)


SOUNDS: dict[str, Callable[[], Signal]] = {
    "card_deal": card_deal,
    "card_flip": card_flip,
    "chip_click": chip_click,
    "chip_stack": chip_stack,
    "win": win,
    "big_win": big_win,
    "lose": lose,
    "button_click": button_click,
    "fold": fold,
}
"""Sound name (the file is sounds/<name>.wav) → its recipe."""


def generate(out: Path = DEFAULT_OUT) -> list[Path]:
    """Write every sound under `out`; WAV files it no longer makes are removed."""
    written = []
    for name, recipe in SOUNDS.items():
        path = out / f"{name}.wav"
        write_wav(recipe(), path)
        written.append(path)
    for stale in out.glob("*.wav"):
        if stale not in written:
            stale.unlink()
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.make_sounds", description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="folder to write (default: sounds/)")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    written = generate(args.out)
    size = sum(p.stat().st_size for p in written)
    print(
        f"wrote {len(written)} sounds ({size / 1024:.0f} KiB, {RATE} Hz) to {args.out} "
        f"in {time.perf_counter() - started:.1f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
