"""The opponents' Bastard Brag parts: the chances given the community cards, counting the board
exactly, the seat's view of it and the betting by the board's texture."""
