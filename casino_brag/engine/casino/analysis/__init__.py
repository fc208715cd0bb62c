"""Exact analysis of a paytable (classes of hands, the figures, the optimal strategy) and the
simulations and sessions that check them."""
