"""Outside-style players written only through the public player protocol (`decide(view)`).

They stand for bots the project did not write: they are not part of the game, and each reads
only its `DecisionView` and answers with an `Action`. `bench_pool.py` measures the levels
against them. Name them on the command line as `benchmarks.pool.bots:TightOpen` and so on.
"""
