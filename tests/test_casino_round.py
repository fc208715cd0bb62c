"""The Casino Brag round state machine: legal actions, events, the ledger and chip conservation."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st
from paytable_factory import paytables

from casino_brag import catalog
from casino_brag.engine.cards import Deck, parse_cards
from casino_brag.engine.casino.ledger import Ledger
from casino_brag.engine.casino.round import (
    Action,
    BetPlaced,
    CardsDealt,
    CasinoRound,
    DealerQualification,
    DealerRevealed,
    Decided,
    PayoutSettled,
    Phase,
    RoundSettled,
)
from casino_brag.engine.casino.settlement import Bet, Outcome, settle
from casino_brag.engine.errors import IllegalAction
from casino_brag.engine.hands import evaluate

STANDARD = catalog.load("standard")


def fixed_deck(player, dealer):
    chosen = parse_cards(f"{player} {dealer}")
    rest = [c for c in Deck().cards if c not in chosen]
    return Deck([*chosen, *rest])


def snapshot(rnd):
    return (
        rnd.phase,
        rnd.ante,
        rnd.pair_bonus,
        rnd.play_bet,
        rnd.player_cards,
        rnd.dealer_cards,
        rnd.events,
        rnd.ledger.entries,
        rnd.ledger.balance,
        rnd.settlement,
    )


def test_a_full_round_emits_events_and_settles_through_the_ledger():
    ledger = Ledger(1000)
    rnd = CasinoRound(STANDARD, ledger, random.Random(1))
    assert rnd.legal_actions() == (Action.PLACE_ANTE, Action.PLACE_PAIR_BONUS)
    rnd.place_ante(10)
    rnd.place_pair_bonus(5)
    assert rnd.legal_actions() == (Action.PLACE_ANTE, Action.PLACE_PAIR_BONUS, Action.DEAL)
    assert ledger.balance == 985 and rnd.on_table == 15
    rnd.deal(fixed_deck("9s 9h 3d", "Kd 7c 2h"))
    assert rnd.phase is Phase.DECIDING and rnd.legal_actions() == (Action.PLAY, Action.FOLD)
    assert rnd.dealer_cards == () and rnd.player_hand.name == "Pair of 9s, 3 kicker"
    rnd.play()
    assert rnd.legal_actions() == (Action.SETTLE,) and ledger.balance == 975 and rnd.on_table == 25
    result = rnd.settle()
    assert rnd.legal_actions() == () and rnd.phase is Phase.SETTLED
    assert result.outcome is Outcome.WIN and result.net == 25
    assert ledger.balance == 1025 and rnd.on_table == 0 and rnd.house_result == -25
    assert rnd.dealer_cards == parse_cards("Kd 7c 2h")
    kinds = [type(e) for e in rnd.events]
    assert kinds == [
        BetPlaced,
        BetPlaced,
        CardsDealt,
        CardsDealt,
        Decided,
        DealerRevealed,
        DealerQualification,
        PayoutSettled,
        PayoutSettled,
        PayoutSettled,
        PayoutSettled,
        RoundSettled,
    ]
    assert rnd.events[2] == CardsDealt("player", parse_cards("9s 9h 3d"), face_up=True)
    assert not rnd.events[3].face_up
    assert rnd.events[6].qualifies and rnd.events[6].needed == "Queen high or better"
    assert [e.payout.bet for e in rnd.events if isinstance(e, PayoutSettled)] == [
        Bet.ANTE,
        Bet.PLAY,
        Bet.ANTE_BONUS,
        Bet.PAIR_BONUS,
    ]
    memos = [e.memo for e in ledger.entries]
    assert memos == ["Ante bet", "Pair Bonus bet", "Play bet", "Ante win", "Play win", "Pair Bonus win"]


def test_fold_reveals_the_dealer_without_a_qualification_event():
    rnd = CasinoRound(STANDARD, Ledger(100), random.Random(2))
    rnd.place_ante(5)
    rnd.deal(fixed_deck("7s 4h 2d", "Kd 7c 2h"))
    rnd.fold()
    result = rnd.settle()
    assert result.outcome is Outcome.FOLD and rnd.ledger.balance == 95
    assert not any(isinstance(e, DealerQualification) for e in rnd.events)
    assert any(isinstance(e, DealerRevealed) for e in rnd.events)


def test_the_deal_is_a_fresh_shuffle_from_the_injected_generator():
    def dealt(seed):
        rnd = CasinoRound(STANDARD, Ledger(100), random.Random(seed))
        rnd.place_ante(1)
        rnd.deal()
        return rnd.player_cards, rnd._dealer_cards

    assert dealt(7) == dealt(7)
    assert dealt(7) != dealt(8)
    player, dealer = dealt(7)
    assert len(set(player + dealer)) == 6


@pytest.mark.parametrize(
    ("setup", "action", "reason"),
    [
        ([], lambda r: r.deal(), "place an Ante of at least"),
        ([], lambda r: r.place_ante(501), "at most 500"),
        ([], lambda r: r.place_ante(-1), "cannot be negative"),
        ([], lambda r: r.place_ante(2.5), "whole number"),
        ([], lambda r: r.place_pair_bonus(101), "at most 100"),
        ([], lambda r: r.place_ante(2000), "at most 500"),
        ([], lambda r: r.play(), "no hand to play"),
        ([], lambda r: r.fold(), "no hand to fold"),
        ([], lambda r: r.settle(), "play or fold"),
        (["ante"], lambda r: r.place_pair_bonus(100) or r.place_ante(400), "not enough chips"),
        (["ante", "deal"], lambda r: r.place_ante(5), "before the deal"),
        (["ante", "deal"], lambda r: r.deal(), "already dealt"),
        (["ante", "deal", "play"], lambda r: r.fold(), "no hand to fold"),
        (["ante", "deal", "play", "settle"], lambda r: r.settle(), "play or fold"),
    ],
)
def test_illegal_actions_raise_and_change_nothing(setup, action, reason):
    rnd = CasinoRound(STANDARD, Ledger(450), random.Random(3))
    steps = {
        "ante": lambda r: r.place_ante(10),
        "deal": lambda r: r.deal(),
        "play": lambda r: r.play(),
        "settle": lambda r: r.settle(),
    }
    for step in setup:
        steps[step](rnd)
    before = snapshot(rnd)
    with pytest.raises(IllegalAction, match=reason):
        action(rnd)
    if "not enough" not in reason:
        assert snapshot(rnd) == before


def test_dealing_keeps_chips_back_for_the_play_bet():
    rnd = CasinoRound(catalog.load("play-pays-odds"), Ledger(30), random.Random(4))
    rnd.place_ante(11)
    assert not rnd.can_deal() and Action.DEAL not in rnd.legal_actions()
    with pytest.raises(IllegalAction, match="keep 22 chips back"):
        rnd.deal()
    rnd.place_ante(10)
    rnd.deal()
    assert rnd.can_play()


def test_bets_can_be_changed_and_taken_back_before_the_deal():
    ledger = Ledger(100)
    rnd = CasinoRound(STANDARD, ledger, random.Random(5))
    rnd.place_ante(25)
    rnd.place_ante(5)
    rnd.place_pair_bonus(10)
    rnd.place_pair_bonus(0)
    assert ledger.balance == 95 and rnd.on_table == 5
    assert [e.change for e in rnd.events] == [25, -20, 10, -10]


def test_a_table_without_pair_bonus_offers_no_pair_bonus():
    from paytable_factory import make_table

    table = make_table(limits={"min_ante": 5, "max_ante": 50, "max_pair_bonus": 0})
    rnd = CasinoRound(table, Ledger(100), random.Random(6))
    assert Action.PLACE_PAIR_BONUS not in rnd.legal_actions()
    with pytest.raises(IllegalAction, match="no Pair Bonus"):
        rnd.place_pair_bonus(1)


def test_the_ledger_refuses_overdrafts_and_keeps_a_running_balance():
    ledger = Ledger(10)
    ledger.debit(4, "Ante bet")
    ledger.credit(8, "Ante win")
    with pytest.raises(IllegalAction, match="not enough chips"):
        ledger.debit(15, "Ante bet")
    assert [(e.amount, e.balance) for e in ledger.entries] == [(-4, 6), (8, 14)]
    assert Ledger(10, ledger.entries).balance == 14
    with pytest.raises(IllegalAction):
        ledger.credit(-1, "bad")
    with pytest.raises(ValueError):
        Ledger(-1)


ACTIONS = st.lists(st.tuples(st.sampled_from(list(Action)), st.integers(-5, 600)), min_size=1, max_size=25)


def apply(rnd, action, amount):
    if action is Action.PLACE_ANTE:
        rnd.place_ante(amount)
    elif action is Action.PLACE_PAIR_BONUS:
        rnd.place_pair_bonus(amount)
    else:
        getattr(rnd, action.value)()


@given(paytables(), st.integers(0, 2000), ACTIONS, st.randoms(use_true_random=False))
def test_chips_are_conserved_and_legal_actions_tell_the_truth(table, bankroll, script, rng):
    ledger = Ledger(bankroll)
    rnd = CasinoRound(table, ledger, rng)
    for action, amount in script:
        legal = rnd.legal_actions()
        before = snapshot(rnd)
        try:
            apply(rnd, action, amount)
        except IllegalAction:
            assert snapshot(rnd) == before
            if action in (Action.DEAL, Action.PLAY, Action.FOLD, Action.SETTLE):
                assert action not in legal
        else:
            assert action in legal
        assert ledger.balance >= 0
        assert ledger.balance + rnd.on_table + rnd.house_result == bankroll
        assert ledger.balance == bankroll + sum(e.amount for e in ledger.entries)
    if rnd.settlement is not None:
        player, dealer = evaluate(rnd.player_cards), evaluate(rnd.dealer_cards)
        again = settle(table, player, dealer, rnd.play_bet > 0, rnd.ante, rnd.pair_bonus)
        assert again == rnd.settlement
        assert rnd.settlement.staked == rnd.ante + rnd.pair_bonus + rnd.play_bet
