"""16-bit mono PCM WAV files: identical samples always give identical bytes."""

from __future__ import annotations

import wave
from pathlib import Path

import numpy as np
import numpy.typing as npt

FULL_SCALE = 32767


def write(samples: npt.NDArray[np.float64], path: Path, rate: int) -> None:
    """Write `samples` (within -1…1) rounded to 16 bits."""
    pcm = np.clip(np.round(samples * FULL_SCALE), -FULL_SCALE, FULL_SCALE).astype("<i2")
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(pcm.tobytes())


def read(path: Path) -> tuple[npt.NDArray[np.float64], int]:
    """A 16-bit mono file's samples as floats in -1…1, and its sample rate."""
    with wave.open(str(path), "rb") as src:
        if (src.getnchannels(), src.getsampwidth()) != (1, 2):
            raise ValueError(f"{path}: expected 16-bit mono PCM")
        rate = src.getframerate()
        raw = src.readframes(src.getnframes())
    return np.frombuffer(raw, dtype="<i2").astype(np.float64) / FULL_SCALE, rate
