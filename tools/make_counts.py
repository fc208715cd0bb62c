"""Count how the dealer's hand ends for every player hand class and qualifier, into counts/.

    python -m tools.make_counts [--out DIR]

The counts (see `casino_brag.engine.casino.analysis.counts`) depend on no paytable, so they are
counted once here and shipped with the game; every analysis then weighs a paytable's payouts
over them. A rerun writes a byte-identical file (a test counts afresh and compares).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path

from casino_brag.engine.casino.analysis.counts import compute_counts

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "counts"
FILE_NAME = "dealer-outcomes.bin"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="folder to write into (default: counts/)")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    data = compute_counts().to_bytes()
    (args.out / FILE_NAME).write_bytes(data)
    print(f"wrote {args.out / FILE_NAME} ({len(data):,} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
