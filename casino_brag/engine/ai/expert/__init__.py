"""The Expert level: a near-equilibrium strategy for heads-up Three-Card Brag.

`game` is the abstract game (hand classes, stake steps, the tree) with the value of a strategy
and of the best response to it; `strategy` reads the solved strategy packaged with the game
(made by `tools/solve_brag.py`) and plays it at a real table.
"""
