"""The advisor's figures in Single-Stake Brag: your hand valued with the braggers, the exact share of
hands it beats, and its chance against the players still in (`engine.ai.single.strength`)."""

from __future__ import annotations

from casino_brag.engine.ai.single.strength import chances, field_chance
from casino_brag.engine.cards import Card
from casino_brag.engine.hands import HandValue
from casino_brag.engine.pub.games.single.ranking import bragger_value


def single_figures(looked: tuple[Card, ...], opponents: int) -> tuple[HandValue, float, float]:
    """(the hand's value, the share of hands it beats with ties half, its chance against the field)."""
    found = chances(looked)
    return bragger_value(looked), found.beats + found.ties / 2, field_chance(looked, opponents)
