"""Three-Stake Brag: worked hands for each stake, the draw towards 31, refusals and replay.

Every table has the dealer in the last seat, so seat 0 is the dealer's left and acts first.
"""

import pytest

from casino_brag.engine.cards import parse_cards
from casino_brag.engine.errors import IllegalAction
from casino_brag.engine.pub import Action, HouseRules, Table, replay, session_record, table_from_record
from casino_brag.engine.pub.games.threestake.events import CardDrawn, CardsTurnedUp, StakeWon
from casino_brag.engine.pub.games.threestake.game import count

DRAW, STAND = Action("draw"), Action("stand")


def table(seats: int = 3, ante: int = 2) -> Table:
    return Table(
        [f"P{i}" for i in range(seats)], 50, HouseRules(variant="three-stake", ante=ante), seed=5, dealer=seats - 1
    )


def stakes(t: Table) -> dict[int, StakeWon]:
    return {e.number: e for e in t.events_since(t.hand_start) if isinstance(e, StakeWon)}


def fold_to_last(t: Table) -> None:
    """Everyone but the dealer folds the brag, which ends the betting."""
    for _ in range(len(t.names) - 1):
        t.apply(Action.fold())


def stack(t: Table, cards: str) -> None:
    """Put `cards` on top of the pack, in order, to fix the draw towards 31."""
    wanted = parse_cards(cards)
    rest = t.pack
    t._pack.take_out(rest)
    t._pack.to_bottom((*wanted, *(c for c in rest if c not in wanted)))


def test_the_count_towards_31():
    assert count(parse_cards("As Kd 9c")) == 30
    assert count(parse_cards("Ah Qd Jc")) == 31
    assert count(parse_cards("As Ad Ac")) == 33
    assert count(parse_cards("10s 2d 5c")) == 17


def test_three_stakes_go_in_and_the_third_card_is_turned_up():
    t = table()
    t.start_hand({0: "9h 9d Kc", 1: "As 2c 7d", 2: "Qs Qd 4c"})
    assert t.chips == (44, 44, 44) and t.pot == 18
    up = [(e.seat, e.cards) for e in t.events_since(t.hand_start) if isinstance(e, CardsTurnedUp)]
    assert up == [(0, parse_cards("Kc")), (1, parse_cards("7d")), (2, parse_cards("4c"))]
    assert {a.kind for a in t.legal_actions()} == {"look", "fold", "bet"}


def test_stake_one_on_equal_ranks_goes_to_the_earliest_from_the_dealers_left():
    t = table()
    t.start_hand({0: "2h 3d Kc", 1: "As 2c Ks", 2: "Qs Qd 4c"})
    fold_to_last(t)
    for _ in range(3):
        t.apply(STAND)
    won = stakes(t)
    assert (won[1].seats, won[1].amount, won[1].how, won[1].card) == ((0,), 6, "face-up card", parse_cards("Kc")[0])
    assert (won[2].seats, won[2].amount, won[2].how) == ((2,), 6, "folded")
    assert (won[3].seats, won[3].amount, won[3].how, won[3].count) == ((2,), 6, "nearest 31", 24)
    assert t.chips == (50, 44, 56) and t.pot == 0


def test_the_brag_after_a_see_takes_the_stake_and_the_bets():
    t = table(seats=2)
    t.start_hand({0: "Qs Qd 4c", 1: "As Kc 2c"})
    t.apply(Action.look())
    t.apply(Action.bet(4))
    t.apply(Action.look())
    t.apply(Action.see())  # a pair of queens beats ace high
    assert t.to_act == 0 and {a.kind for a in t.legal_actions()} == {"draw", "stand"}
    t.apply(STAND)  # 24
    t.apply(STAND)  # 23
    won = stakes(t)
    assert (won[2].seats, won[2].amount, won[2].how) == ((0,), 4 + 4 + 8, "best hand")  # a see costs 2x the stake
    assert (won[1].seats, won[1].amount) == ((0,), 4)  # the 4c beats the 2c
    assert (won[3].seats, won[3].how, won[3].count) == ((0,), "nearest 31", 24)
    assert t.chips == (64, 36)


def test_going_over_31_is_out_and_the_next_player_draws():
    t = table()
    t.start_hand({0: "Kh Qh 2c", 1: "9s 8d 3c", 2: "4s 5d 6c"})
    fold_to_last(t)
    stack(t, "5h 9c 10d 9h")
    t.apply(DRAW)  # 22 + 5 = 27, draws again
    assert t.to_act == 0
    t.apply(DRAW)  # 27 + 9 = 36: out
    assert t.to_act == 1
    t.apply(DRAW)  # 20 + 10 = 30
    t.apply(STAND)
    t.apply(DRAW)  # 15 + 9 = 24
    t.apply(STAND)
    counts = [(e.seat, e.count) for e in t.events_since(t.hand_start) if isinstance(e, CardDrawn)]
    assert counts == [(0, 27), (0, 36), (1, 30), (2, 24)]
    won = stakes(t)
    assert (won[3].seats, won[3].how, won[3].count) == ((1,), "nearest 31", 30)
    assert won[1].seats == (2,)  # the 6c is the best face-up card
    assert t.chips == (44, 50, 56)


def test_exactly_31_wins_at_once_and_nobody_draws_after():
    t = table()
    t.start_hand({0: "Kh Qh 2c", 1: "9s 8d 3c", 2: "4s 5d 6c"})
    fold_to_last(t)
    stack(t, "9c")
    t.apply(DRAW)  # 22 + 9 = 31
    assert t.hand_over
    assert [e.seat for e in t.events_since(t.hand_start) if isinstance(e, CardDrawn)] == [0]
    assert (stakes(t)[3].seats, stakes(t)[3].how) == ((0,), "exactly 31")
    assert t.chips == (50, 44, 56)


def test_31_on_the_deal_wins_at_once_earliest_from_the_dealers_left():
    t = table()
    t.start_hand({0: "Kh Qh 2c", 1: "Ah Kd Qc", 2: "Ad Kc Qs"})
    fold_to_last(t)
    assert t.hand_over and not any(isinstance(e, CardDrawn) for e in t.events_since(t.hand_start))
    won = stakes(t)
    assert (won[3].seats, won[3].how) == ((1,), "exactly 31")
    assert won[1].seats == (1,)  # Qc and Qs: the earlier player


def test_a_tie_nearest_31_is_shared_odd_chip_to_the_dealers_left():
    t = table(ante=1)
    t.start_hand({0: "Kh Qh 5c", 1: "9s 8d 3c", 2: "Js Qd 5d"})
    fold_to_last(t)
    for _ in range(3):
        t.apply(STAND)
    won = stakes(t)
    assert (won[3].seats, won[3].amount, won[3].how) == ((0, 2), 3, "tie")
    awards = [(a.seat, a.amount) for a in t.result.awards]
    assert (0, 2) in awards and (2, 1) in awards


def test_everyone_over_31_shares_the_stake():
    t = table(seats=2)
    t.start_hand({0: "Kh Qh Jh", 1: "As Ad Ac"})  # 30, and 33: out on the deal
    fold_to_last(t)
    assert t.to_act == 0
    stack(t, "2c")
    t.apply(DRAW)  # 32
    won = stakes(t)
    assert (won[3].seats, won[3].amount, won[3].how) == ((0, 1), 4, "all over")
    assert sum(t.chips) == 100


def test_a_draw_in_the_betting_and_a_bet_in_the_draw_are_refused_and_change_nothing():
    t = table()
    t.start_hand({0: "Kh Qh 2c", 1: "9s 8d 3c", 2: "4s 5d 6c"})
    before = (len(t.events), t.chips, t.pot, t.to_act)
    with pytest.raises(IllegalAction, match="after the brag's betting"):
        t.apply(DRAW)
    assert (len(t.events), t.chips, t.pot, t.to_act) == before
    fold_to_last(t)
    before = (len(t.events), t.chips, t.pot, t.to_act)
    with pytest.raises(IllegalAction, match="drawing towards 31 \\(you have 22\\)"):
        t.apply(Action.bet(1))
    assert (len(t.events), t.chips, t.pot, t.to_act) == before


def test_a_session_in_the_draw_replays_from_its_events_and_resumes_from_its_record():
    t = table()
    t.start_hand()
    t.apply(Action.look())
    t.apply(Action.bet(2))
    fold_to_last(t)
    t.apply(t.legal_actions()[0])
    again = replay(t.events)
    resumed = table_from_record(session_record(t))
    for other in (again, resumed):
        assert (other.chips, other.pot, other.to_act, other.legal_actions()) == (
            t.chips,
            t.pot,
            t.to_act,
            t.legal_actions(),
        )
