"""The shipped dealer outcome counts, handed to the exact analysis so it never counts at run time.

The engine reads no files; this module finds `counts/dealer-outcomes.bin` (see `paths`) and
installs it. Without the file (a damaged install) the analysis counts afresh, a little slower,
with the same figures.
"""

from __future__ import annotations

from functools import cache

from casino_brag import paths
from casino_brag.engine.casino.analysis.counts import DealerCounts, use_counts

FILE_NAME = "dealer-outcomes.bin"


@cache
def install_shipped_counts() -> bool:
    """Install the shipped counts once; False when the file is missing (the analysis then counts)."""
    try:
        data = (paths.asset_dir("counts") / FILE_NAME).read_bytes()
    except OSError:
        return False
    use_counts(DealerCounts.from_bytes(data))
    return True
