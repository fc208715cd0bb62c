"""Judgement on fixed situations: two blind hands, no unknown holding left, blind play, the pace
of a stalled pot, short chips, and the characters' distinct styles."""

import random

from test_ai_decisions import make_view, plan

from casino_brag.engine.ai.characters import character
from casino_brag.engine.ai.difficulty import level
from casino_brag.engine.ai.estimate import assess
from casino_brag.engine.ai.odds import ALL_CARDS_MASK, card_mask
from casino_brag.engine.ai.policy import choose
from casino_brag.engine.ai.reads import HandLog
from casino_brag.engine.cards import parse_cards
from casino_brag.engine.pub import Action

RUNNING_FLUSH = parse_cards("Ah 2h 3h")
OTHER_NEW, OTHER_KEPT = parse_cards("Kd 9s 4c"), parse_cards("Qc Jd 7h")


def two_blind_hands(split):
    """Heads-up: I hold A-2-3 of hearts, open; the other player holds two blind hands and my memory
    of the pack accounts for every card (the situation that used to give a forced 0.5)."""
    return make_view(
        players=2,
        statuses=("open", "blind"),
        hands_held=(1, 2),
        my_hands=(("new", RUNNING_FLUSH),),
        offers=(Action("fold"), Action("bet", min=2, max=400)),
        stake=2,
        pot=8,
        live_pot=8,
        known=ALL_CARDS_MASK,
        pinned=(card_mask(RUNNING_FLUSH), 0),
        logs=(HandLog(looked=True, open_bets=1, open_decisions=1, highest_bet=2), HandLog(blind_bets=2)),
        split=split,
    )


def test_two_blind_hands_known_to_memory_are_judged_hand_by_hand():
    view = two_blind_hands(((), (card_mask(OTHER_NEW), card_mask(OTHER_KEPT))))
    judged = assess(view, level("hard"))
    assert judged.win == 1.0  # a running flush beats both hands the player may play
    action = choose(view, character("prof").style, level("hard"), plan(), random.Random(1))
    assert action.kind == "bet"


def test_no_unknown_holding_left_is_judged_by_the_cards_not_a_coin():
    view = two_blind_hands(())
    judged = assess(view, level("hard"))
    assert judged.win > 0.99  # A-2-3 of one suit against any holding, not the old forced 0.5
    for who in ("prof", "edna", "nell", "sid"):
        assert choose(view, character(who).style, level("hard"), plan(), random.Random(2)).kind == "bet"


def test_two_hands_one_a_prial_halves_the_chances():
    prial = parse_cards("3c 3d 3s")
    view = two_blind_hands(((), (card_mask(OTHER_NEW), card_mask(prial))))
    assert 0.45 <= assess(view, level("hard")).win <= 0.55
