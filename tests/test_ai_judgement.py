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


# --- blind play, looking, the pace of a stalled pot -----------------------------------------------


def first_to_act(players=4, **changes):
    """The first turn of a hand at a small table, ante 1: everyone blind, nothing bet yet."""
    n = players
    fields = dict(
        players=n,
        statuses=("blind",) * n,
        my_hands=(),
        offers=(Action("look"), Action("fold"), Action("bet", min=1, max=200, blind=True)),
        stake=0,
        pot=n,
        live_pot=n,
        put_in=(1,) * n,
        chips=(199,) * n,
        logs=(HandLog(),) * n,
        turns=0,
    )
    fields.update(changes)
    return make_view(**fields)


def test_a_blind_player_bets_blind_at_a_small_table():
    """The least blind bet is cheap pressure even where the pot holds only the antes."""
    for n in (2, 3, 4):
        view = first_to_act(n)
        for who in ("prof", "ray", "maggie"):
            action = choose(view, character(who).style, level("hard"), plan(start_blind=True), random.Random(3))
            assert action.kind == "bet", (n, who, action)
        edna = choose(view, character("edna").style, level("hard"), plan(start_blind=True), random.Random(3))
        assert edna.kind == "look"  # Edna never plays blind


def test_a_blind_player_looks_once_the_stake_is_dear():
    view = first_to_act(4, stake=30, pot=80, offers=(Action("look"), Action("fold"), Action("bet", min=15, max=200)))
    action = choose(
        view, character("prof").style, level("hard"), plan(start_blind=True, blind_rounds=5), random.Random(1)
    )
    assert action.kind == "look"


def stalled(calm, cards="As Ad 4c", **changes):
    """Three players still betting at a stake of 6 that nobody has raised for `calm` decisions."""
    fields = dict(
        players=3,
        statuses=("open",) * 3,
        my_hands=(("new", parse_cards(cards)),),
        offers=(Action("fold"), Action("bet", min=6, max=300)),
        stake=6,
        pot=120,
        live_pot=120,
        turns=6 + calm,
        calm=calm,
        logs=(HandLog(looked=True, open_bets=5, open_decisions=5, highest_bet=6),) * 3,
    )
    fields.update(changes)
    return make_view(**fields)


def test_a_stalled_pot_is_forced_by_a_better_than_fair_hand():
    moving = stalled(calm=9)
    quiet = stalled(calm=1)
    for who in ("prof", "maggie", "sid"):
        style = character(who).style
        forced = choose(moving, style, level("hard"), plan(), random.Random(1))
        assert forced.kind == "bet" and forced.amount > 6, (who, forced)
    assert choose(quiet, character("sid").style, level("hard"), plan(), random.Random(1)) == Action.bet(6)


def test_a_strong_hand_keeps_raising_in_a_long_hand():
    """A 4-3-2 run does not stop raising after 40 turns."""
    view = stalled(calm=0, cards="4h 3s 2d", turns=60, pot=400, live_pot=400)
    action = choose(view, character("prof").style, level("hard"), plan(), random.Random(1))
    assert action.kind == "bet" and action.amount > 6


def test_a_short_player_never_puts_in_more_than_keeps_it_in():
    """All 124 chips would cover the pot and nobody would match the extra: it bets on instead."""
    view = make_view(
        players=2,
        statuses=("open", "open"),
        my_hands=(("new", parse_cards("Qs Qd Qc")),),
        offers=(Action("fold"), Action("bet", min=84, max=124), Action("see", cost=168), Action("cover", cost=124)),
        chips=(124, 900),
        stake=84,
        pot=400,
        live_pot=400,
        logs=(HandLog(looked=True, open_bets=3, open_decisions=3, highest_bet=84),) * 2,
    )
    for who in ("prof", "maggie", "ray", "bill"):
        for seed in range(5):
            action = choose(view, character(who).style, level("hard"), plan(), random.Random(seed))
            assert action.kind in ("bet", "see") and (action.amount or 0) < 124, (who, action)


def test_the_maniac_and_the_bluffer_stay_in_for_one_chip_at_a_full_table():
    """Eight seats, a pot of 8 and a 1-chip bet: a fair hand is worth a chip to them, not to a rock."""
    view = make_view(
        players=8,
        statuses=("open",) * 8,
        my_hands=(("new", parse_cards("Kd Js 8c")),),
        offers=(Action("fold"), Action("bet", min=1, max=200)),
        chips=(199,) * 8,
        put_in=(1,) * 8,
        stake=1,
        pot=9,
        live_pot=9,
        turns=1,
        logs=(HandLog(looked=True, open_bets=1, open_decisions=1, highest_bet=1),) + (HandLog(looked=True),) * 7,
    )
    for who in ("maggie", "bill"):
        assert choose(view, character(who).style, level("hard"), plan(), random.Random(1)).kind == "bet", who
    assert choose(view, character("edna").style, level("hard"), plan(), random.Random(1)).kind == "fold"


def test_a_long_run_of_calls_narrows_a_range_only_so_far():
    from casino_brag.engine.ai.reads import Tendencies, read_player

    reads = [
        read_player(HandLog(looked=True, open_bets=k, open_decisions=k), Tendencies()).fraction for k in (1, 4, 12)
    ]
    assert reads[0] > reads[1] == reads[2] > 0.2
    raised = read_player(HandLog(looked=True, open_bets=2, open_raises=2, open_decisions=2), Tendencies()).fraction
    assert raised < reads[1]
    bluffer = Tendencies(shown_after_raise=10, bluffs_shown=6)
    assert read_player(HandLog(looked=True, open_bets=2, open_raises=2), bluffer).bluff > 0.4


def test_characters_keep_distinct_styles_at_eight_seats():
    from casino_brag.engine.ai.tournament import run_tournament

    names = ["edna", "ray", "prof", "bill", "nell", "sid", "maggie", "lou"]
    result = run_tournament(names, 400, seed=2, chips=200, session_hands=20)
    stats = {s.player: s.stats for s in result.seats}
    assert stats["edna"]["blind_play_rate"] == 0
    assert stats["ray"]["blind_play_rate"] > stats["maggie"]["blind_play_rate"] > stats["nell"]["blind_play_rate"]
    assert stats["maggie"]["fold_rate"] < stats["edna"]["fold_rate"]
    assert stats["maggie"]["average_stake"] > stats["nell"]["average_stake"]
    assert stats["lou"]["see_rate"] > stats["edna"]["see_rate"]
