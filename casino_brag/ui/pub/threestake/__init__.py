"""Three-Stake Brag at the pub table: the face-up cards, the draw towards 31 with each count and
each bust shown, and the three stakes said in words."""
