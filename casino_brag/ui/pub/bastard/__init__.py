"""The pub table's Bastard Brag parts: the community cards in the middle and how they are drawn."""
