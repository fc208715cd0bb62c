"""The pub trainer's valuation speed: every choice's worth at a decision, walked through the
abstract tree from the committed strategy (at the deal, where the walk covers the whole tree, and
deeper in), and a whole trainer hand with its grades.

Run: python -m benchmarks.bench_trainer
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from casino_brag.engine.ai.expert.game import classes
from casino_brag.engine.ai.expert.strategy import packaged
from casino_brag.engine.ai.expert.values import root, spot
from casino_brag.ui.trainer.session import TrainerGame


def _ms(run: Callable[[], object], repeat: int) -> float:
    start = time.perf_counter()
    for _ in range(repeat):
        run()
    return (time.perf_counter() - start) / repeat * 1000


def main() -> None:
    start = time.perf_counter()
    strategy, _ = packaged()
    odds = classes()
    root()
    print(f"load the strategy, the classes and the tree: {(time.perf_counter() - start) * 1000:.0f} ms")
    for path, mine in (("", None), ("l", 20), ("bl", 5), ("lblb", 7), ("bbbb", None)):
        taken = _ms(lambda p=path, m=mine: spot(p, m, strategy, odds), 20)
        print(f"values at {path or 'the deal':>8} ({'blind' if mine is None else f'class {mine}'}): {taken:.2f} ms")
    game = TrainerGame(("You", "Expert"), seed=1)
    rng = random.Random(2)
    hands, decisions = 200, 0
    start = time.perf_counter()
    for _ in range(hands):
        game.deal()
        while game.your_turn and not game.table.hand_over:
            game.advice()
            game.act(rng.choice(game.choices())[1])
        decisions += len(game.grades)
        if game.your_turn:
            game.act(game.choices()[0][1])
    elapsed = time.perf_counter() - start
    print(f"{hands} trainer hands, {decisions} decisions valued and graded: {elapsed / decisions * 1000:.1f} ms each")


if __name__ == "__main__":
    main()
