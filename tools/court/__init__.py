"""The court cards: figure primitives, heads, bodies and arms, held items, and the twelve designs."""
