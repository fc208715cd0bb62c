"""Seven-, Nine- and Thirteen-Card Brag through the public table: worked hands for every way a
hand ends (a scoop, a carried pot, identical best hands, a shared pot at the session's end), the
arranging action, refusals that change nothing, saving and replaying."""

import pytest
from pub_support import hand_as_seen, same_table

from casino_brag.engine.errors import IllegalAction
from casino_brag.engine.pub import Action, HouseRules, Table, replay, session_record, table_from_record
from casino_brag.engine.pub.games.seven.events import ComparisonHandShown, ComparisonWon, HandsArranged, PotCarried
from casino_brag.engine.pub.results import NOBODY


def seven(names=("Ann", "Bob"), chips=20, **rules):
    return Table(list(names), chips, HouseRules(variant="seven-card", **rules), seed=4, dealer=len(names) - 1)


def declare(table, arrangements):
    """Each player declares in turn, from the dealer's left."""
    while not table.hand_over:
        table.apply(Action.arrange(arrangements[table.to_act]))


def test_a_player_who_wins_both_comparisons_scoops_the_pot():
    table = seven()
    table.start_hand({0: "As Ad Ac 9h Th Jh 2c", 1: "Ks Kd Kc 3h 4d 6s 2d"})
    assert table.pot == 2 and table.to_act == 0
    [offer] = table.legal_actions()
    assert offer.kind == "arrange" and sorted(offer.cards) == sorted(table.cards_of(0)["new"])
    table.apply(Action.arrange("As Ad Ac", "9h Th Jh", "2c"))
    assert table.to_act == 1 and not table.hand_over
    table.apply(Action.arrange("Ks Kd Kc", "3h 4d 6s", "2d"))
    result = table.result
    assert result.how == "showdown" and result.winners == (0,) and result.winnings == {0: 2}
    assert table.chips == (21, 19) and table.pot == 0
    won = [e for e in table.events if isinstance(e, ComparisonWon)]
    assert [(e.number, e.seats) for e in won] == [(1, (0,)), (2, (0,))]
    shown = [(e.number, e.seat, e.value.category.key) for e in table.events if isinstance(e, ComparisonHandShown)]
    assert shown == [(1, 0, "prial"), (1, 1, "prial"), (2, 0, "running_flush"), (2, 1, "high_card")]


def test_split_comparisons_carry_the_pot_and_everyone_antes_again_into_it():
    table = seven()
    table.start_hand({0: "As Ad Ac 2h 3d 5s 7c", 1: "Ks Kd Kc Qh Qd 4s 8c"})
    table.apply(Action.arrange("As Ad Ac 2h 3d 5s 7c"))
    table.apply(Action.arrange("Ks Kd Kc Qh Qd 4s 8c"))
    result = table.result
    assert result.how == "carry" and result.winners == () and result.winner == NOBODY and result.awards == ()
    assert table.pot == 2 and table.chips == (19, 19)
    assert [e for e in table.events if isinstance(e, PotCarried)] == [PotCarried(2)]
    table.start_hand({0: "3s 3d 3c 9h Th Jh 4c", 1: "Ks Kd Kc 3h 4d 6s 5d"})
    assert table.pot == 4 and table.chips == (18, 18) and table.to_act == 1
    declare(table, {0: "3s 3d 3c 9h Th Jh 4c", 1: "Ks Kd Kc 3h 4d 6s 5d"})
    assert table.result.winnings == {0: 4} and table.chips == (22, 18)


def test_the_order_is_declared_so_a_weak_hand_put_first_can_cost_the_scoop():
    table = seven()
    table.start_hand({0: "As Ad Ac 9h Th Jh 2c", 1: "Ks Kd Kc 3h 4d 6s 2d"})
    table.apply(Action.arrange("9h Th Jh As Ad Ac 2c"))  # running flush first: loses to the prial
    table.apply(Action.arrange("Ks Kd Kc 3h 4d 6s 2d"))
    won = [e.seats for e in table.events if isinstance(e, ComparisonWon)]
    assert won == [(1,), (0,)] and table.result.how == "carry"


def test_identical_best_hands_mean_nobody_scoops():
    table = seven(names=("Ann", "Bob", "Cy"))
    table.start_hand({0: "Qs Jd 9c 7s 5d 3c 2h", 1: "Qh Jc 9d 7h 5c 3d 2s", 2: "8s 6d 4c 8h 6c 4d 2c"})
    for _ in range(3):
        table.apply(table.legal_actions()[0])
    won = [e.seats for e in table.events if isinstance(e, ComparisonWon)]
    assert won[0] == (0, 1) and table.result.how == "carry" and table.pot == 3


def test_a_pot_nobody_scoops_in_the_last_agreed_hand_is_shared():
    table = seven(names=("Ann", "Bob", "Cy"), session_hands=1, ante=5)
    table.start_hand({0: "As Ad Ac 2h 3d 5s 7c", 1: "Ks Kd Kc Qh Qd 4s 8c", 2: "2s 3s 5c 7d 9d Jc 4h"})
    for _ in range(3):
        table.apply(table.legal_actions()[0])
    result = table.result
    assert table.session_over and result.how == "showdown" and result.winners == (0, 1, 2)
    assert result.winnings == {0: 5, 1: 5, 2: 5} and table.pot == 0 and sum(table.chips) == 60


@pytest.mark.parametrize(
    "variant, hands, order",
    [
        ("nine-card", 3, ["As Ad Ac", "Ks Qs Js", "9h 9d 4c"]),
        ("thirteen-card", 4, ["As Ad Ac", "Ks Qs Js", "9h 9d 4c", "7s 6s 2s", "3c"]),
    ],
)
def test_the_larger_siblings_compare_every_hand_in_turn(variant, hands, order):
    other = "Kh Kd Kc 8s 7d 6c 8h 5d 4d Th 3d 2c 5c"
    table = Table(["Ann", "Bob"], 20, HouseRules(variant=variant), seed=1, dealer=1)
    mine = " ".join(order)
    table.start_hand({0: mine, 1: " ".join(other.split()[: len(mine.split())])})
    table.apply(Action.arrange(*order))
    table.apply(table.legal_actions()[0])
    won = [e for e in table.events if isinstance(e, ComparisonWon)]
    assert len(won) == hands and all(e.seats == (0,) for e in won)
    assert table.result.winnings == {0: 2}


def test_a_refused_arrangement_changes_nothing_and_says_why():
    table = seven()
    table.start_hand({0: "As Ad Ac 9h Th Jh 2c", 1: "Ks Kd Kc 3h 4d 6s 2d"})
    before = (len(table.events), table.chips, table.pot, table.to_act, table.legal_actions())
    for wrong, words in (
        (Action.arrange("As Ad Ac 9h Th Jh"), "exactly the cards you were dealt"),
        (Action.arrange("As Ad Ac 9h Th Jh 2d"), "exactly the cards you were dealt"),
        (Action.arrange("As Ad Ac", "As Th Jh 2c"), "each once"),
        (Action.bet(2), "has no betting"),
        (Action.fold(), "has no betting"),
        (Action.look(), "has no betting"),
    ):
        assert not table.is_legal(wrong)
        with pytest.raises(IllegalAction, match=words):
            table.apply(wrong)
        assert (len(table.events), table.chips, table.pot, table.to_act, table.legal_actions()) == before


def test_the_others_learn_only_that_a_player_arranged():
    table = seven()
    table.start_hand({0: "As Ad Ac 9h Th Jh 2c", 1: "Ks Kd Kc 3h 4d 6s 2d"})
    table.apply(Action.arrange("As Ad Ac 9h Th Jh 2c"))
    mine = [e for e in table.events_for(0) if isinstance(e, HandsArranged)]
    theirs = [e for e in table.events_for(1) if isinstance(e, HandsArranged)]
    assert mine[0].cards == Action.arrange("As Ad Ac 9h Th Jh 2c").cards and theirs == [HandsArranged(0, None)]


def test_the_pack_deals_to_as_many_players_as_it_can():
    for variant, most in (("seven-card", 7), ("nine-card", 5), ("thirteen-card", 4)):
        Table([f"P{i}" for i in range(most)], rules=HouseRules(variant=variant), seed=1).start_hand()
        with pytest.raises(ValueError, match=f"at most {most} players"):
            Table([f"P{i}" for i in range(most + 1)], rules=HouseRules(variant=variant), seed=1)


def test_a_session_saved_mid_hand_resumes_and_replays():
    table = seven(names=("Ann", "Bob", "Cy"))
    for _ in range(4):
        table.start_hand()
        while not table.hand_over:
            table.apply(table.legal_actions()[0])
    table.start_hand()
    table.apply(table.legal_actions()[0])
    resumed = table_from_record(session_record(table))
    same_table(resumed, table)
    assert hand_as_seen(resumed) == hand_as_seen(table) and resumed.to_act == table.to_act
    assert replay(table.events).events == table.events


def test_an_arrangement_may_be_written_flat_by_hand_or_as_a_list_of_hands():
    flat = Action.arrange("As Ad Ac 9h Th Jh 2c")
    assert Action.arrange("As Ad Ac", "9h Th Jh", "2c") == flat
    assert Action.arrange([["As", "Ad", "Ac"], ["9h", "Th", "Jh"], ["2c"]]) == flat
    assert str(flat) == "arrange As Ad Ac 9h Th Jh 2c"
    with pytest.raises(ValueError, match="bad card"):
        Action.arrange("As Ad Xx")
