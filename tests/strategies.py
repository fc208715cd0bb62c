"""Hypothesis strategies shared by the tests."""

from hypothesis import strategies as st

from casino_brag.engine.cards import FULL_DECK, Card, Suit

cards = st.sampled_from(FULL_DECK)


def distinct_cards(n_min: int, n_max: int | None = None) -> st.SearchStrategy[list[Card]]:
    """n distinct cards in a random order."""
    return st.lists(cards, min_size=n_min, max_size=n_max or n_min, unique=True)


suit_permutations = st.permutations(list(Suit))
