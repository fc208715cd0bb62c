"""Computer opponents for Single-Stake Brag: the exact strength of a hand with braggers, and play."""
