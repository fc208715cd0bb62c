"""Single-Stake Brag at the pub table: its buttons, words, verdicts and the braggers marked."""
