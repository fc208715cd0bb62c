"""A see whose result the Expert already knows: heads-up, when the unshuffled pack's memory shows
the other's whole hand beating its own, the Expert folds, and it never folds a hand it knows wins."""

import pytest
from ai_support import heads_up, play

from casino_brag.engine.ai import ComputerPlayer
from casino_brag.engine.ai.expert.standing import settled, sure_result
from casino_brag.engine.ai.expert.strategy import applies
from casino_brag.engine.ai.odds import card_mask
from casino_brag.engine.cards import parse_cards
from casino_brag.engine.pub import Action, HouseRules


def looked(mine: str, theirs: str = "", **changes):
    """Seat 0 has looked at `mine` after the other's blind bet and is to act; the memory knows
    `theirs` to be in the other's hand."""
    hand = parse_cards(mine)
    other = card_mask(parse_cards(theirs)) if theirs else 0
    fields = dict(
        my_hands=(("new", hand),),
        known=card_mask(hand) | other,
        pinned=(card_mask(hand), other),
        statuses=("open", "blind"),
        offers=(Action("fold"), Action("bet", min=2, max=100)),
        stake=2,
    )
    fields.update(changes)
    return heads_up([(1, "bet"), (0, "look")], (2, 2), seat=0, **fields)


def test_the_memory_settles_a_see_only_when_it_shows_the_whole_other_hand():
    assert sure_result(looked("5h 5d 9c", "As Ac 2d")) is False
    assert sure_result(looked("Kh 9d 4c", "7s 5c 2d")) is True
    assert sure_result(looked("3h 2d 4c", "As Kc 9d")) is True  # a run beats ace high
    assert sure_result(looked("5h 5d 9c", "As Ac")) is None  # one card unknown
    assert sure_result(looked("Kh 9d 4c", "Ks 9c 4d")) is None  # a tie
    assert sure_result(looked("Kh 9d 4c")) is None
    blind = heads_up(
        [(1, "bet")], (2,), seat=0, statuses=("blind", "blind"), stake=2, pinned=(0, card_mask(parse_cards("As Ac 2d")))
    )
    assert sure_result(blind) is None  # nothing is sure before looking


def test_a_sure_loser_folds_and_anything_else_stands():
    losing = looked("5h 5d 9c", "As Ac 2d")
    assert settled(losing, Action.bet(2)) == Action("fold")
    assert settled(losing, Action.bet(40)) == Action("fold")
    assert settled(looked("Kh 9d 4c", "7s 5c 2d"), Action.bet(9)) == Action.bet(9)
    assert settled(looked("5h 5d 9c", "As Ac"), Action.bet(4)) == Action.bet(4)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_at_the_table_the_expert_folds_every_hand_it_knows_beaten_and_no_hand_it_knows_wins(seed):
    """Expert against Hard heads-up with the unshuffled pack, where both hands are often known."""
    met = {True: 0, False: 0}

    def on_decision(table, player, view, action):
        if isinstance(player, ComputerPlayer) and player.skill.name == "expert" and applies(view):
            result = sure_result(view)
            if result is not None:
                met[result] += 1
                assert (action.kind == "fold") is (not result)

    play(["expert", "hard"], 300, HouseRules(shuffle="after-prial-see"), seed, 1000, on_decision)
    assert met[True] > 0 and met[False] > 0


def test_hard_would_bluff_where_the_expert_folds():
    """The rule changes play: at the same table Hard, without it, bets on with a hand it knows
    is beaten."""
    bluffs = 0

    def on_decision(table, player, view, action):
        nonlocal bluffs
        hard = isinstance(player, ComputerPlayer) and player.skill.name == "hard" and applies(view)
        if hard and sure_result(view) is False and action.kind != "fold":
            bluffs += 1

    for seed in (1, 2, 3):
        play(["hard", "hard"], 300, HouseRules(shuffle="after-prial-see"), seed, 1000, on_decision)
    assert bluffs > 0
