"""Casino Brag, the house game: the paytable, one round against the dealer, its settlement and the
chip ledger; `analysis` has the exact figures."""
