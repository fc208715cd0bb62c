"""The model of how the pub plays heads-up: the game's own Normal and Hard players' moves counted
at the nodes of the solved abstraction (`tools/model_brag.py` writes solved/pub_model.json.gz).

The counter-strategy is solved against it, and the Expert weighs a player's moves by it to tell
whether they play like the pub (`recognise.py`)."""

from __future__ import annotations

import gzip
import json
from functools import cache

import numpy as np

from casino_brag.engine.ai.expert.game import LETTER, Strategy, build, decision_nodes
from casino_brag.engine.ai.expert.strategy import packaged

FILE = "pub_model.json.gz"
SMOOTHING = 10.0
"""Moves drawn from the equilibrium's row added to each node's counted moves, so a node the
model seldom reached stays near equilibrium."""


def model_rows(data: bytes, equilibrium: Strategy, smoothing: float = SMOOTHING) -> Strategy:
    """The model's rows by node (by class once looked, one row while blind): the counted moves
    plus `smoothing` moves of the equilibrium's row."""
    counts = json.loads(gzip.decompress(data))["counts"]
    model: Strategy = {}
    for node in decision_nodes(build()):
        eq = equilibrium[node.key]
        letters = [LETTER[a] for a in node.actions]
        seen = np.zeros_like(eq)
        for cls, letter, n in counts.get(node.key, []):
            if letter in letters:
                seen[0 if eq.shape[0] == 1 else max(0, int(cls)), letters.index(letter)] += n
        model[node.key] = (seen + smoothing * eq) / (seen.sum(axis=1, keepdims=True) + smoothing)
    return model


@cache
def packaged_model() -> Strategy:
    """The model packaged with the game, over the packaged equilibrium (read once)."""
    from casino_brag.paths import asset_dir

    return model_rows((asset_dir("solved") / FILE).read_bytes(), packaged()[0])
