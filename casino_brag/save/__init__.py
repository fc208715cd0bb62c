"""The save file: one SQLite database with the bankroll's ledger, hand history, Pub Brag sessions,
settings and lifetime statistics, written in transactions and guarded by a folder lock."""
