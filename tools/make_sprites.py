"""Render every sprite of the game into sprites/.

    python -m tools.make_sprites [--out DIR] [--sheet SHEET.png]

The output is a pure function of this code: a rerun writes byte-identical files, and a test
regenerates everything and compares hashes with the committed sprites. PNG files in the output
folder that the generator no longer makes are removed.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from casino_brag.engine.cards import FULL_DECK, JOKERS
from tools.backs import BACKS
from tools.card_faces import render_card
from tools.chips import TURNS, VALUES, render_chip, render_stack_chip
from tools.icon import render_icon
from tools.joker import render_joker
from tools.portraits import PORTRAITS
from tools.raster import save_png
from tools.suits import STYLES
from tools.table import BETS, FELTS, betting_circle, dealer_button, felt_tile, vignette

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "sprites"

Renderer = Callable[[], pygame.Surface]


def catalogue() -> dict[str, Renderer]:
    """Every sprite: its path relative to sprites/ → the function that draws it."""
    items: dict[str, Renderer] = {}
    for style in STYLES:
        for card in FULL_DECK:
            items[f"cards/{style}/{card.code}.png"] = partial(render_card, card, style)
        for joker in JOKERS:
            items[f"cards/{style}/{joker.code}.png"] = partial(render_joker, joker.index - 51, style)
    for name, back in BACKS.items():
        items[f"backs/{name}.png"] = back
    for value in VALUES:
        items[f"chips/chip_{value}.png"] = partial(render_chip, value)
        for turn in range(TURNS):
            items[f"chips/stack_{value}_{turn}.png"] = partial(render_stack_chip, value, turn)
    for colour in FELTS:
        items[f"table/felt_{colour}.png"] = partial(felt_tile, colour)
    items["table/vignette.png"] = vignette
    for bet in BETS:
        items[f"table/circle_{bet}.png"] = partial(betting_circle, bet)
    items["table/dealer_button.png"] = dealer_button
    for opponent, draw in PORTRAITS.items():
        items[f"portraits/{opponent}.png"] = draw
    items["icon.png"] = render_icon
    return items


def generate(out: Path = DEFAULT_OUT) -> list[Path]:
    """Write every sprite under `out`, remove PNGs it no longer makes; return the files written."""
    pygame.font.init()
    written = []
    for relative, draw in catalogue().items():
        path = out / relative
        save_png(draw(), path)
        written.append(path)
    keep = set(written)
    for stale in out.rglob("*.png"):
        if stale not in keep:
            stale.unlink()
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.make_sprites", description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="folder to write (default: sprites/)")
    parser.add_argument("--sheet", type=Path, help="also write a contact sheet of every sprite to this PNG")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    written = generate(args.out)
    size = sum(p.stat().st_size for p in written)
    print(
        f"wrote {len(written)} sprites ({size / 1024:.0f} KiB) to {args.out} in {time.perf_counter() - started:.1f} s"
    )
    if args.sheet:
        from tools.contact_sheet import build_sheet

        save_png(build_sheet(args.out), args.sheet)
        print(f"contact sheet: {args.sheet}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
