import random

import pytest
from hypothesis import given
from hypothesis import strategies as st
from strategies import distinct_cards

from casino_brag.engine.cards import FULL_DECK, Card, Deck, Rank, Suit, cards_text, parse_cards


def test_parse_cards_accepts_every_spelling():
    expected = (Card(Rank.ACE, Suit.HEARTS), Card(Rank.TEN, Suit.DIAMONDS), Card(Rank.THREE, Suit.SPADES))
    assert parse_cards("Ah 10d 3s") == expected
    assert parse_cards("ah td 3S") == expected
    assert parse_cards("A♥ 10♦ 3♠") == expected
    assert parse_cards("AH, TD, 3s") == expected
    assert parse_cards("Q♣ J♡") == (Card(Rank.QUEEN, Suit.CLUBS), Card(Rank.JACK, Suit.HEARTS))


@pytest.mark.parametrize("bad", ["Ax", "1h", "11s", "Zs", "h", "10", "Q", "AAh"])
def test_bad_card_error_names_the_token(bad):
    with pytest.raises(ValueError, match=repr(bad).replace("[", r"\[")):
        parse_cards(f"Ks {bad} 2d")


def test_duplicate_card_is_rejected():
    with pytest.raises(ValueError, match="appears twice"):
        parse_cards("Ks 2d ks")


def test_full_deck_is_52_distinct_cards_in_index_order():
    assert len(set(FULL_DECK)) == 52
    assert [c.index for c in FULL_DECK] == list(range(52))
    assert all(Card.from_index(c.index) is c for c in FULL_DECK)


@given(st.sampled_from(FULL_DECK))
def test_repr_pastes_back(card):
    assert eval(repr(card)) == card
    assert Card.parse(card.code) == card
    assert Card.parse(card.label) == card


@given(distinct_cards(0, 10))
def test_cards_text_round_trips(cards):
    assert parse_cards(cards_text(cards)) == tuple(cards)


def test_card_labels():
    assert Card.parse("Td").label == "10♦"
    assert Card.parse("Td").code == "Td"
    assert Rank.QUEEN.noun == "Queen" and Rank.THREE.plural == "threes" and Rank.NINE.plural == "9s"


def test_deck_draws_from_the_top_and_returns_to_the_bottom_in_order():
    deck = Deck(parse_cards("As Kd 3c 7h 9s"))
    assert deck.draw(2) == parse_cards("As Kd")
    deck.return_to_bottom(parse_cards("Kd As"))
    assert deck.cards == parse_cards("3c 7h 9s Kd As")
    assert deck.draw_one() == Card.parse("3c")
    assert len(deck) == 4


def test_deck_refuses_duplicates_and_overdraw():
    deck = Deck(parse_cards("As Kd"))
    with pytest.raises(ValueError, match="already in the pack"):
        deck.return_to_bottom(parse_cards("As"))
    with pytest.raises(ValueError, match="cannot draw 3"):
        deck.draw(3)
    assert deck.cards == parse_cards("As Kd")


def test_cut_moves_the_top_to_the_bottom():
    deck = Deck(parse_cards("2c 3c 4c 5c 6c"))
    deck.cut(2)
    assert deck.cards == parse_cards("4c 5c 6c 2c 3c")
    with pytest.raises(ValueError):
        deck.cut(6)


def test_shuffle_uses_the_injected_rng():
    a, b = Deck.shuffled(random.Random(7)), Deck.shuffled(random.Random(7))
    assert a.cards == b.cards
    assert sorted(a.cards) == list(FULL_DECK)
    assert a.cards != Deck.shuffled(random.Random(8)).cards


@given(st.integers(0, 52), st.randoms(use_true_random=False))
def test_deck_operations_keep_the_pack_whole(cut_at, rng):
    deck = Deck.shuffled(rng)
    deck.cut(cut_at)
    hand = deck.draw(rng.randint(0, 52))
    deck.return_to_bottom(reversed(hand))
    assert sorted(deck.cards) == list(FULL_DECK)
    assert deck.cards[len(deck) - len(hand) :] == tuple(reversed(hand))


def test_deck_repr_pastes_back():
    deck = Deck(parse_cards("As Kd 3c"))
    assert eval(repr(deck)).cards == deck.cards
