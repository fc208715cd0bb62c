"""The illustrated rules pages: seed 003's betting examples and the blind, cover and retained-hand
rules replayed step by step on a miniature table, and the casino game's worked payouts in chips."""
