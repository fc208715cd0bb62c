"""Dealer's choice (`dealers_choice`): after each full circle of deals, the dealer in turn
chooses the game and the wild cards for the next circle; the table says who chose what."""

import pytest
from pub_support import move

from casino_brag.engine.cards import JOKERS
from casino_brag.engine.errors import IllegalAction
from casino_brag.engine.pub import HouseRules, HouseRulesError, Table
from casino_brag.engine.pub.dealers_choice import GameChosen, PackRemade
from casino_brag.engine.pub.replay import replay, session_record, table_from_record


def quick_hand(t):
    """Everyone folds to the first player, who declines to keep the hand."""
    t.start_hand()
    while not t.hand_over:
        move(t, "fold")
    if t.retain_offer is not None:
        move(t, "fold")


def after_circle(players=3, **rules):
    t = Table(["A", "B", "C", "D"][:players], 100, HouseRules(dealers_choice=True, **rules), seed=3, dealer=0)
    for _ in range(players):
        assert t.game_choice is None
        quick_hand(t)
    return t


def test_after_a_full_circle_the_next_dealer_chooses_the_game_for_the_next_circle():
    t = after_circle()
    assert t.dealer == 2 and t.game_choice == 0  # seat 0 deals next and chooses
    t.choose_game("five-card", "twos")
    chosen = t.events[-1]
    assert isinstance(chosen, GameChosen) and (chosen.seat, chosen.variant, chosen.wild, chosen.hands) == (
        0,
        "five-card",
        "twos",
        3,
    )
    assert t.rules.variant == "five-card" and t.rules.wild == "twos" and t.game_choice is None
    t.start_hand()
    assert t.dealer == 0 and len(t.cards_of(1)["new"]) == 5
    assert sum(t.chips) + t.pot == 300


def test_the_choice_lasts_a_circle_and_then_goes_to_the_next_player_in_turn():
    t = after_circle()
    t.choose_game("four-card")
    for _ in range(3):
        assert t.game_choice is None
        quick_hand(t)
    assert t.game_choice == 1 and t.rules.variant == "four-card"
    t.choose_game("three-card", "one-eyed-jacks")
    for _ in range(3):
        quick_hand(t)
    assert t.game_choice == 2


def test_a_deal_without_a_choice_keeps_the_game():
    t = after_circle()
    t.start_hand()
    chosen = [e for e in t.events if isinstance(e, GameChosen)]
    assert len(chosen) == 1 and chosen[0].kept and chosen[0].variant == "three-card"


def test_no_choice_is_offered_mid_circle_and_a_bad_choice_changes_nothing():
    t = Table(["A", "B", "C"], 100, HouseRules(dealers_choice=True), seed=3, dealer=0)
    with pytest.raises(IllegalAction, match="full circle"):
        t.choose_game("four-card")
    t = after_circle()
    before = len(t.events)
    for variant, wild in (("bastard", "none"), ("seven-card", "none"), ("four-card", "sevens")):
        with pytest.raises(IllegalAction):
            t.choose_game(variant, wild)
    assert len(t.events) == before and t.game_choice == 0


def test_jokers_in_and_out_remake_the_pack():
    t = after_circle()
    t.choose_game("three-card", "jokers")
    assert isinstance(t.events[-1], PackRemade) and len(t.pack) == 54 and set(JOKERS) <= set(t.pack)
    for _ in range(3):
        quick_hand(t)
    t.choose_game("four-card", "none")
    assert len(t.pack) == 52 and not set(JOKERS) & set(t.pack)


def test_a_kept_blind_hand_goes_back_when_the_game_changes():
    t = Table(["A", "B", "C"], 100, HouseRules(dealers_choice=True, max_stake=20), seed=3, dealer=0)
    for _ in range(2):
        quick_hand(t)
    t.start_hand()  # the circle's last deal: seat 0 bets blind, the others fold, and seat 0 keeps it
    while not t.hand_over:
        move(t, "bet 1" if t.to_act == 0 else "fold")
    assert t.retain_offer == 0
    move(t, "keep")
    assert t.game_choice == 0 and t.hands_held(0) == 1
    t.choose_game("five-card")
    assert t.hands_held(0) == 0 and len(t.pack) == 52
    t.start_hand()
    assert sum(t.chips) + t.pot == 300


def test_the_rule_is_for_the_traditional_games_only():
    for variant in ("bastard", "seven-card", "three-stake"):
        with pytest.raises(HouseRulesError, match="dealers_choice"):
            HouseRules(variant=variant, dealers_choice=True)


def test_a_session_with_choices_replays_and_resumes():
    t = after_circle()
    t.choose_game("five-card", "jokers")
    quick_hand(t)
    t.start_hand()
    again = replay(t.events)
    assert again.rules == t.rules and again.chips == t.chips and again.pack == t.pack
    resumed = table_from_record(session_record(t), seed=1)
    assert resumed.rules == t.rules and resumed.statuses == t.statuses and len(resumed.pack) == len(t.pack)
    while not resumed.hand_over:
        move(resumed, "fold")
    if resumed.retain_offer is not None:
        move(resumed, "fold")
    quick_hand(resumed)
    assert resumed.game_choice == 1  # the circle goes on where it was saved, and so does the choosing


def test_the_opponents_choose_in_character():
    import random
    from collections import Counter

    from casino_brag.engine.ai.characters import character
    from casino_brag.engine.ai.dealers_choice import pick_game
    from casino_brag.engine.ai.difficulty import level
    from casino_brag.engine.pub.dealers_choice import CHOICES

    rules = HouseRules(dealers_choice=True)

    def picks(who):
        rng = random.Random(1)
        style = character(who).style
        return Counter(pick_game(CHOICES, rules, style, level("normal"), rng, 4) for _ in range(200))

    tight, wild = picks("edna"), picks("maggie")  # a tight pensioner, a maniac
    assert sum(n for c, n in tight.items() if c.wild == "none") > 150
    assert sum(n for c, n in wild.items() if c.wild != "none") > 150


def test_a_tournament_lets_each_computer_dealer_choose():
    from ai_support import seat_players

    from casino_brag.commands.tournament import house_rules
    from casino_brag.engine.ai import TableContext
    from casino_brag.engine.ai.dealers_choice import let_dealer_choose
    from casino_brag.engine.ai.tournament import run_tournament

    rules = house_rules("three-card", ["dealers_choice=on"])
    assert rules.dealers_choice
    assert run_tournament(["hard", "easy", "easy"], 60, seed=2, rules=rules).hands == 60
    context = TableContext(4)
    players = seat_players(["maggie", "edna", "ray", "calling-station"], context, 3)
    t = Table(["A", "B", "C", "D"], 100, rules, seed=3)
    for _ in range(24):
        if t.session_over:
            break
        let_dealer_choose(t, lambda seat: players[seat].player)
        t.start_hand()
        while (seat := t.to_act if not t.hand_over else t.retain_offer) is not None:
            t.apply(players[seat].decide(t))
        assert sum(t.chips) + t.pot == 400
    choices = [e for e in t.events if isinstance(e, GameChosen)]
    assert len(choices) >= 4 and {e.seat for e in choices} >= {0, 1, 2}


def test_a_saved_setup_with_the_rule_loads_and_bastard_brag_drops_it():
    from casino_brag.save.pub_setup import PubSetup, rules_with

    rules = HouseRules(variant="four-card", dealers_choice=True)
    assert PubSetup.from_dict(PubSetup(rules=rules).to_dict()).rules == rules
    assert not rules_with(rules, "variant", "bastard").dealers_choice
