"""3 Card Brag Poker at the pub table: the blinds, each round's bet size, buttons that say what
they cost, and the draw (click the cards to change, then Draw)."""
