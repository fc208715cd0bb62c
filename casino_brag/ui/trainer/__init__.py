"""The pub trainer: heads-up against the Expert with practice chips (its game and its window),
the Practice chooser that leads to it, and its statistics screen."""
