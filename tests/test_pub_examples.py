"""The worked betting examples of the English rules, replayed action by action.

Each step names the player to act, everything they may do (with bet limits and see costs), the
move, and the stake and pot after it. Ante 1, minimum first bet 1, maximum stake 20, 100 chips.
"""

from pub_support import NAMES5, move, offers

from casino_brag.engine.pub import HouseRules, Table
from casino_brag.engine.pub.events import HandShown

ANDY, BILL, CHRIS, DAN, EDDIE = range(5)
LIMIT_20 = HouseRules(max_stake=20)


def replay_steps(table: Table, steps):
    for number, (seat, legal, moves, stake, pot) in enumerate(steps, 1):
        assert table.to_act == seat, f"step {number}"
        assert offers(table) == legal, f"step {number}"
        move(table, moves)
        if stake is not None:  # None: the hand is over
            assert (table.stake, table.pot) == (stake, pot), f"step {number}"


OPEN_NEW = ["look", "fold", "bet 1-10 blind"]


def test_five_open_players_betting_example():
    """Andy bets 1 … Eddie raises to 2, 5, then 10; with two left Andy pays 20 to see."""
    hands = {ANDY: "Ah Ad 4c", BILL: "2c 7d 9s", CHRIS: "Kc Qd 3s", DAN: "5c 6h 8d", EDDIE: "Js Jc 2d"}
    t = Table(NAMES5, 100, LIMIT_20, seed=3, dealer=EDDIE)
    t.start_hand(hands)
    assert t.pot == 5 and t.stake == 0
    open_first = ["fold", "bet 1-20"]
    steps = [
        # round 1: 1, 1, 1, fold, 2
        (ANDY, OPEN_NEW, "look", 0, 5),
        (ANDY, open_first, "bet 1", 1, 6),
        (BILL, OPEN_NEW, "look", 1, 6),
        (BILL, open_first, "bet 1", 1, 7),
        (CHRIS, OPEN_NEW, "look", 1, 7),
        (CHRIS, open_first, "bet 1", 1, 8),
        (DAN, OPEN_NEW, "look", 1, 8),
        (DAN, open_first, "fold", 1, 8),
        (EDDIE, OPEN_NEW, "look", 1, 8),
        (EDDIE, open_first, "bet 2", 2, 10),
    ]
    # rounds 2 and 3: everyone stays at 2, whatever they put in before
    for start in (10, 18):
        steps += [
            (seat, ["fold", "bet 2-20"], "bet 2", 2, start + 2 * i)
            for i, seat in enumerate((ANDY, BILL, CHRIS, EDDIE), 1)
        ]
    steps += [
        # round 4: 2, fold, 2, 5
        (ANDY, ["fold", "bet 2-20"], "bet 2", 2, 28),
        (BILL, ["fold", "bet 2-20"], "fold", 2, 28),
        (CHRIS, ["fold", "bet 2-20"], "bet 2", 2, 30),
        (EDDIE, ["fold", "bet 2-20"], "bet 5", 5, 35),
    ]
    for start in (35, 50):  # rounds 5 and 6: three players in, nobody may see
        steps += [
            (seat, ["fold", "bet 5-20"], "bet 5", 5, start + 5 * i) for i, seat in enumerate((ANDY, CHRIS, EDDIE), 1)
        ]
    steps += [
        # round 7: Andy 5, Chris folds, Eddie 10; two players left, so seeing is offered
        (ANDY, ["fold", "bet 5-20"], "bet 5", 5, 70),
        (CHRIS, ["fold", "bet 5-20"], "fold", 5, 70),
        (EDDIE, ["fold", "bet 5-20", "see 10"], "bet 10", 10, 80),
        (ANDY, ["fold", "bet 10-20", "see 20"], "bet 10", 10, 90),
        (EDDIE, ["fold", "bet 10-20", "see 20"], "bet 10", 10, 100),
        (ANDY, ["fold", "bet 10-20", "see 20"], "bet 10", 10, 110),
        (EDDIE, ["fold", "bet 10-20", "see 20"], "bet 10", 10, 120),
        # round 10: Andy pays 20 to see
        (ANDY, ["fold", "bet 10-20", "see 20"], "see", None, None),
    ]
    replay_steps(t, steps)
    assert t.hand_over and t.to_act is None
    result = t.result
    assert (result.how, result.seer, result.seen, result.winner) == ("see", ANDY, EDDIE, ANDY)
    assert [a.amount for a in result.awards] == [140]
    assert list(result.shown) == [EDDIE, ANDY]  # the seen hand is shown first
    spent = {ANDY: 1 + 2 + 2 + 2 + 5 + 5 + 5 + 10 + 10 + 20, EDDIE: 2 + 2 + 2 + 5 + 5 + 5 + 10 + 10 + 10}
    assert t.chips[ANDY] == 100 - 1 - spent[ANDY] + 140
    assert t.chips[EDDIE] == 100 - 1 - spent[EDDIE]
    assert sum(t.chips) == 500 and t.pot == 0


def test_blind_betting_example():
    """Bill and Dan play blind at half price; Chris, open, cannot see blind Bill; Bill pays 10 to see."""
    hands = {ANDY: "Kc 9d 4h", BILL: "8s 8d 3c", CHRIS: "8c 8h 3d", DAN: "Qh Jd 2s", EDDIE: "7s 6d 4c"}
    t = Table(NAMES5, 100, LIMIT_20, seed=3, dealer=EDDIE)
    t.start_hand(hands)
    steps = [
        # round 1: Andy 1 open, Bill 1 blind (counts 2: the stake becomes 2), Chris 2, Dan 1 blind, Eddie 2
        (ANDY, OPEN_NEW, "look", 0, 5),
        (ANDY, ["fold", "bet 1-20"], "bet 1", 1, 6),
        (BILL, OPEN_NEW, "bet 1", 2, 7),
        (CHRIS, OPEN_NEW, "look", 2, 7),
        (CHRIS, ["fold", "bet 2-20"], "bet 2", 2, 9),
        (DAN, OPEN_NEW, "bet 1", 2, 10),
        (EDDIE, OPEN_NEW, "look", 2, 10),
        (EDDIE, ["fold", "bet 2-20"], "bet 2", 2, 12),
    ]
    for start in (12, 20):  # rounds 2 and 3: 2, 1 blind, 2, 1 blind, 2
        steps += [
            (ANDY, ["fold", "bet 2-20"], "bet 2", 2, start + 2),
            (BILL, OPEN_NEW, "bet 1", 2, start + 3),
            (CHRIS, ["fold", "bet 2-20"], "bet 2", 2, start + 5),
            (DAN, OPEN_NEW, "bet 1", 2, start + 6),
            (EDDIE, ["fold", "bet 2-20"], "bet 2", 2, start + 8),
        ]
    steps += [
        # round 4: Chris raises to 4, so a blind player now needs 2; Eddie folds
        (ANDY, ["fold", "bet 2-20"], "bet 2", 2, 30),
        (BILL, OPEN_NEW, "bet 1", 2, 31),
        (CHRIS, ["fold", "bet 2-20"], "bet 4", 4, 35),
        (DAN, ["look", "fold", "bet 2-10 blind"], "bet 2", 4, 37),
        (EDDIE, ["fold", "bet 4-20"], "fold", 4, 37),
        # round 5: Bill's blind 5 counts 10, so the open stake is 10; Dan folds
        (ANDY, ["fold", "bet 4-20"], "bet 4", 4, 41),
        (BILL, ["look", "fold", "bet 2-10 blind"], "bet 5", 10, 46),
        (CHRIS, ["fold", "bet 10-20"], "bet 10", 10, 56),
        (DAN, ["look", "fold", "bet 5-10 blind"], "fold", 10, 56),
        # round 6: Andy folds; two left, but open Chris may not see blind Bill
        (ANDY, ["fold", "bet 10-20"], "fold", 10, 56),
        (BILL, ["look", "fold", "bet 5-10 blind", "see 10"], "bet 5", 10, 61),
        (CHRIS, ["fold", "bet 10-20"], "bet 10", 10, 71),
        # round 7
        (BILL, ["look", "fold", "bet 5-10 blind", "see 10"], "bet 5", 10, 76),
        (CHRIS, ["fold", "bet 10-20"], "bet 10", 10, 86),
        # round 8: Bill pays double the blind stake to see
        (BILL, ["look", "fold", "bet 5-10 blind", "see 10"], "see", None, None),
    ]
    replay_steps(t, steps)
    result = t.result
    assert (result.how, result.seer, result.seen) == ("see", BILL, CHRIS)
    # 8-8-3 against 8-8-3: equal hands, so the seen player wins and the seer does not show
    assert result.winner == CHRIS
    assert list(result.shown) == [CHRIS]
    assert [a.amount for a in result.awards] == [96]
    # four blind rounds cost Bill 4 chips where open Chris paid 10; then 5, 5, 5 and 10 to see
    assert t.put_in(BILL) == 1 + 4 + 5 + 5 + 5 + 10
    assert t.put_in(CHRIS) == 1 + 2 * 3 + 4 + 10 + 10 + 10
    assert sum(t.chips) == 500


def test_four_player_examples():
    """A bets 2, B folds, C bets 2 and D bets 2: A must bet another 2. Or C bets 4 and D folds: A
    may see C for 8, bet at least 4, or fold; if A bets 4, C has the same three choices."""
    t = Table(NAMES5[:4], 100, LIMIT_20, seed=3, dealer=3)
    t.start_hand({0: "Ah Kh 2c", 1: "3d 5s 9c", 2: "Qs Qd 7h", 3: "4h 4s Jc"})
    move(t, "look, bet 2, fold, look, bet 2, look, bet 2")
    assert t.to_act == 0 and offers(t) == ["fold", "bet 2-20"]

    t = Table(NAMES5[:4], 100, LIMIT_20, seed=3, dealer=3)
    t.start_hand({0: "Ah Kh 2c", 1: "3d 5s 9c", 2: "Qs Qd 7h", 3: "4h 4s Jc"})
    move(t, "look, bet 2, fold, look, bet 4")
    assert (t.stake, t.pot) == (4, 10)
    move(t, "fold")
    assert t.to_act == 0 and offers(t) == ["fold", "bet 4-20", "see 8"]
    move(t, "bet 4")
    assert t.to_act == 2 and offers(t) == ["fold", "bet 4-20", "see 8"]
    move(t, "see")
    shown = [e.seat for e in t.events if isinstance(e, HandShown)]
    assert shown == [0, 2]  # A, seen, shows first; C's pair of queens beats A-K-2 and is shown
    assert t.result.winner == 2 and t.result.awards[0].amount == 22
