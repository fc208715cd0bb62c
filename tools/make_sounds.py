"""Synthesise the game's sounds into sounds/ as 16-bit mono WAV files at 44.1 kHz.

    python -m tools.make_sounds [--out DIR] [--levels]

Effects are recipes in tools.audio.effects; the room ambience and the table music are loops in
tools.audio.ambience and tools.audio.music. Every effect is faded in and out, centred on zero and
levelled to the same A-weighted loudness; the loops are levelled lower, to sit under the effects.
A rerun writes byte-identical files.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from tools.audio import ambience, effects, music, wav
from tools.audio.loudness import decibels, effect_level, loop_level, peak_level
from tools.audio.synth import RATE, Signal, finish

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "sounds"

EFFECT_LEVEL = -20.0
"""dB FS, A-weighted over an effect's loudest 50 ms: every effect is levelled to this."""
PEAK_CEILING = -1.2
"""dB FS: no sample of any sound goes above this."""
LOOP_LEVELS = {"ambience": -36.0, "music": -28.0}
"""dB FS, A-weighted over the whole loop: quiet beds under the effects (each has its own
volume setting in the game on top of this)."""

EFFECTS: dict[str, tuple[Callable[[], Signal], float]] = {
    "card_deal": (effects.card_deal, 0.03),
    "card_flip": (effects.card_flip, 0.03),
    "chip_click": (effects.chip_click, 0.05),
    "chip_stack": (effects.chip_stack, 0.06),
    "win": (effects.win, 0.25),
    "big_win": (effects.big_win, 0.4),
    "lose": (effects.lose, 0.2),
    "button_click": (effects.button_click, 0.015),
    "fold": (effects.fold, 0.06),
}
"""Effect name (the file is sounds/<name>.wav) → its recipe and its closing fade in seconds."""
LOOPS: dict[str, Callable[[], Signal]] = {"ambience": ambience.room, "music": music.table_music}
"""Loop name → its recipe. A loop is one seamless period: it ends where it begins."""


def levelled(signal: Signal, level: float, measured: float) -> Signal:
    """Scale `signal` from its `measured` loudness to `level`; refuse to clip rather than
    quietly miss the level."""
    out = signal * 10 ** ((level - measured) / 20)
    if peak_level(out) > PEAK_CEILING:
        raise ValueError(f"levelled to {level} dB the peak reaches {peak_level(out):.1f} dB FS")
    return out


def render_effect(name: str) -> Signal:
    recipe, fade_out = EFFECTS[name]
    raw = finish(recipe(), fade_out=fade_out)
    return levelled(raw, EFFECT_LEVEL, effect_level(raw, RATE))


def render_loop(name: str) -> Signal:
    raw = LOOPS[name]()
    return levelled(raw - raw.mean(), LOOP_LEVELS[name], loop_level(raw - raw.mean(), RATE))


def generate(out: Path = DEFAULT_OUT) -> list[Path]:
    """Write every sound under `out`; WAV files it no longer makes are removed."""
    written = []
    for name in EFFECTS:
        path = out / f"{name}.wav"
        wav.write(render_effect(name), path, RATE)
        written.append(path)
    for name in LOOPS:
        path = out / f"{name}.wav"
        wav.write(render_loop(name), path, RATE)
        written.append(path)
    for stale in out.glob("*.wav"):
        if stale not in written:
            stale.unlink()
    return written


def describe(path: Path) -> str:
    """One line of measurements: length, A-weighted level, peak, DC offset."""
    samples, rate = wav.read(path)
    level = effect_level(samples, rate) if path.stem in EFFECTS else loop_level(samples, rate)
    return (
        f"{path.stem:13} {len(samples) / rate:6.2f} s  {level:6.1f} dB(A) FS  peak {peak_level(samples):5.1f} dB FS"
        f"  DC {decibels(abs(float(samples.mean()))):6.1f} dB"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.make_sounds", description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="folder to write (default: sounds/)")
    parser.add_argument("--levels", action="store_true", help="print each sound's measured levels")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    written = generate(args.out)
    size = sum(p.stat().st_size for p in written)
    print(
        f"wrote {len(written)} sounds ({size / 1024:.0f} KiB, {RATE} Hz) to {args.out} "
        f"in {time.perf_counter() - started:.1f} s"
    )
    if args.levels:
        for path in written:
            print(describe(path))
    return 0


if __name__ == "__main__":
    sys.exit(main())
