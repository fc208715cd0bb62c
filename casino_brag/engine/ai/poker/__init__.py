"""Computer opponents for 3 Card Brag Poker: fixed-limit betting by the chance of winning at the
showdown and the price, and the draw by the exact chance each choice of cards gives."""
