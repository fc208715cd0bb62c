"""Short of chips: lend or show (`short_of_chips = "lend"`): with two players left, when one cannot
afford the next bet the other lends or calls for a show; loans are repaid from the borrower's
next winnings, and what is owed at the end of the session is settled then."""

import pytest
from pub_support import move, offers

from casino_brag.engine.pub import HouseRules, Table
from casino_brag.engine.pub.lending import LoanMade, LoanRepaid, LoanSettled, ShowCalled
from casino_brag.engine.pub.replay import replay, session_record, table_from_record


def choices(t):
    return [(a.kind, a.cost) for a in t.legal_actions()]


def short_table(chips=(100, 5), hands=None, **rules):
    """Seat 1 has few chips; seat 0 bets more than seat 1 can meet."""
    t = Table(["A", "B"], list(chips), HouseRules(short_of_chips="lend", **rules), seed=2, dealer=1)
    t.start_hand(hands or {0: "As Ad 9h", 1: "Kc Kd 2s"})
    return t


def test_the_other_player_chooses_to_lend_or_to_show():
    t = short_table()
    move(t, "look, bet 6")  # seat 0 opens at 6; seat 1 has 4 left after the ante
    assert t.to_act == 1 and offers(t)[-1] == "bet 3-4 blind"  # blind, seat 1 pays half
    move(t, "look")
    assert t.to_act == 0  # open, seat 1 cannot bet 6: seat 0 must decide
    assert choices(t) == [("lend", 2), ("show", None)]
    assert sum(t.chips) + t.pot == 105


def test_a_loan_lets_the_short_player_bet_and_is_repaid_from_the_next_winnings():
    t = short_table(hands={0: "4s 7d 9h", 1: "Kc Kd 2s"})
    move(t, "look, bet 6, look, lend")
    loan = t.events[-1]
    assert isinstance(loan, LoanMade) and (loan.lender, loan.borrower, loan.amount) == (0, 1, 2)
    assert t.to_act == 1 and t.chips == (91, 6)
    assert t.standings()[0].owes + t.standings()[1].owes == 2
    move(t, "bet 6, see")  # seat 1 bets the borrowed chips; seat 0 sees, and the Kings win
    assert t.result.winner == 1
    repaid = next(e for e in t.events if isinstance(e, LoanRepaid))
    assert (repaid.borrower, repaid.lender, repaid.amount, repaid.left) == (1, 0, 2, 0)
    assert all(s.owes == 0 for s in t.standings())
    assert sum(t.chips) + t.pot == 105


def test_a_show_turns_both_hands_over_for_nothing_more_and_the_short_player_wins_ties():
    t = short_table()
    move(t, "look, bet 6, look, show")
    called = next(e for e in t.events if isinstance(e, ShowCalled))
    assert (called.seat, called.short) == (0, 1)
    assert t.hand_over and t.result.winner == 0 and t.result.how == "see"
    assert t.chips == (101, 4)  # the pot as it stood: both antes and seat 0's 6, and no more
    tie = short_table(hands={0: "Qs Jd 9h", 1: "Qc Jc 9s"})
    move(tie, "look, bet 6, look, show")
    assert tie.result.winner == 1  # the short player was seen: equal hands are theirs


def test_a_lender_without_the_chips_can_only_call_for_a_show():
    t = short_table(chips=(8, 5))
    move(t, "look, bet 7, look")
    assert t.to_act == 0 and choices(t) == [("show", None)]


def test_with_three_players_betting_a_short_player_may_only_fold():
    t = Table(["A", "B", "C"], [100, 100, 5], HouseRules(short_of_chips="lend"), seed=2, dealer=2)
    t.start_hand()
    move(t, "look, bet 6, look, bet 6, look")
    assert t.to_act == 2 and offers(t) == ["fold"]


def test_what_is_still_owed_is_settled_when_the_session_ends():
    t = short_table(hands={0: "As Ad 9h", 1: "Kc Kd 2s"})
    move(t, "look, bet 6, look, lend, bet 6, see")  # seat 1 borrows 2, bets it all, and loses
    assert t.session_over and t.chips == (105, 0)
    settled = next(e for e in t.events if isinstance(e, LoanSettled))
    assert (settled.borrower, settled.lender, settled.amount, settled.owed) == (1, 0, 0, 2)
    assert {s.seat: s.owes for s in t.standings()} == {0: 0, 1: 2}  # nothing left to pay it with
    paid = short_table(hands={0: "4s 7d 9h", 1: "Kc Kd 2s"}, session_hands=1)
    move(paid, "look, bet 6, look, lend, bet 6, see")  # seat 1 bets the loan, and wins the see
    assert paid.session_over and not any(s.owes for s in paid.standings())
    assert sum(paid.chips) == 105


def test_a_session_with_loans_replays_and_resumes():
    t = short_table(hands={0: "4s 7d 9h", 1: "Kc Kd 2s"})
    move(t, "look, bet 6, look, lend")
    again = replay(t.events)
    assert again.chips == t.chips and again.to_act == t.to_act
    resumed = table_from_record(session_record(t), seed=1)
    assert resumed.chips == t.chips and resumed.to_act == 1


def test_the_rule_is_accepted_on_the_command_line():
    from casino_brag.commands.tournament import house_rules
    from casino_brag.engine.ai.tournament import run_tournament

    rules = house_rules("three-card", ["short_of_chips=lend"])
    assert rules.short_of_chips == "lend" and not rules.covering
    assert run_tournament(["hard", "easy"], 60, seed=2, rules=rules).hands == 60


@pytest.mark.parametrize("variant", ["four-card", "five-card"])
def test_four_and_five_card_brag_lend_too(variant):
    cards = {"four-card": ("As Ad 9h 2c", "Kc Kd 2s 3h"), "five-card": ("As Ad 9h 2c 4c", "Kc Kd 2s 3h 6d")}
    t = short_table(hands=dict(enumerate(cards[variant])), variant=variant)
    mine, theirs = ("2c", "3h") if variant == "four-card" else ("2c 4c", "3h 6d")
    move(t, f"look, discard {mine}, bet 6, look, discard {theirs}")
    assert t.to_act == 0 and choices(t) == [("lend", 2), ("show", None)]


def test_computer_players_lend_or_show_and_every_chip_stays_at_the_table():
    from ai_support import seat_players

    from casino_brag.engine.ai import TableContext

    seen = set()
    for seed in range(8):
        context = TableContext(2)
        players = seat_players(["hard", ("maggie", "edna", "calling-station", "random")[seed % 4]], context, seed)
        t = Table(["A", "B"], [60, 20], HouseRules(short_of_chips="lend", session_hands=40), seed=seed)
        while not t.session_over:
            t.start_hand()
            while (seat := t.to_act if not t.hand_over else t.retain_offer) is not None:
                t.apply(players[seat].decide(t))
            assert sum(t.chips) + t.pot == 80
        seen |= {type(e).__name__ for e in t.events if isinstance(e, LoanMade | ShowCalled | LoanRepaid)}
    assert seen >= {"LoanMade", "ShowCalled"}


def test_the_rule_is_for_the_traditional_games_only_and_the_setup_drops_it_elsewhere():
    from casino_brag.engine.pub import HouseRulesError
    from casino_brag.save.pub_setup import PubSetup, rules_with

    for variant in ("bastard", "seven-card", "three-stake"):
        with pytest.raises(HouseRulesError, match="short_of_chips"):
            HouseRules(variant=variant, short_of_chips="lend")
    rules = HouseRules(variant="five-card", short_of_chips="lend")
    assert PubSetup.from_dict(PubSetup(rules=rules).to_dict()).rules == rules
    assert rules_with(rules, "variant", "bastard").short_of_chips == "cover"
