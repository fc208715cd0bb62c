"""The casino table's bookkeeping without pixels: every payout path balances the saved ledger,
bets obey the table limits, and undo / clear / rebet put chips back exactly."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from casino_brag import catalog
from casino_brag.engine.cards import Deck, parse_cards
from casino_brag.engine.casino.round import Phase
from casino_brag.engine.casino.settlement import Bet, Outcome
from casino_brag.save.lifetime import lifetime
from casino_brag.save.store import STARTING_BANKROLL, Store
from casino_brag.ui.casino.session import CasinoSession, Refused, as_record, break_into_chips


@pytest.fixture
def store(tmp_path):
    with Store.open(tmp_path) as opened:
        yield opened


def deck(player, dealer):
    return Deck(parse_cards(f"{player} {dealer}"))


def bet(session, ante, pair_bonus=0):
    for value in break_into_chips(ante):
        session.add_chip(Bet.ANTE, value)
    for value in break_into_chips(pair_bonus):
        session.add_chip(Bet.PAIR_BONUS, value)


# (paytable, player, dealer, play?, ante, pair bonus, outcome, expected net)
PATHS = [
    ("standard", "2c 5d 9h", "Ks Qd 3c", False, 10, 0, Outcome.FOLD, -10),
    ("standard", "Ac Ad 9h", "Js 8d 3c", True, 10, 5, Outcome.DEALER_NOT_QUALIFY, 10 + 5),
    ("standard", "Ac Kd 9h", "Qs 8d 3c", True, 10, 0, Outcome.WIN, 20),
    ("standard", "Qc 6d 4h", "Ks 8d 3c", True, 10, 5, Outcome.LOSE, -25),
    ("standard", "Kc 8d 3h", "Ks 8h 3c", True, 10, 0, Outcome.TIE, 0),
    ("standard", "3c 3d 3h", "As Kd Qc", True, 10, 5, Outcome.WIN, 10 + 10 + 50 + 200),
    ("standard", "Qh Kh Ah", "2s 2d 9c", True, 10, 5, Outcome.WIN, 10 + 10 + 40 + 150),
    ("standard", "4c 5d 6h", "Ks Jd 3c", True, 10, 5, Outcome.WIN, 10 + 10 + 10 + 30),
    ("standard", "2c 7c 9c", "Js Qd Kc", True, 10, 5, Outcome.LOSE, -20 + 20),
    ("standard", "9c 9d 2h", "Ks 3d 2c", False, 10, 5, Outcome.FOLD, -10 + 5),
    ("play-pays-odds", "4c 5c 6c", "Ks Jd 3c", True, 10, 0, Outcome.WIN, None),
    ("us-common", "2c 5d 9h", "Ks Qd 3c", False, 10, 5, Outcome.FOLD, None),
]


@pytest.mark.parametrize(("table", "player", "dealer", "plays", "ante", "bonus", "outcome", "net"), PATHS)
def test_every_payout_path_balances_the_saved_ledger(store, table, player, dealer, plays, ante, bonus, outcome, net):
    session = CasinoSession(store, catalog.load(table))
    bet(session, ante, bonus)
    assert session.bankroll == STARTING_BANKROLL - ante - bonus
    assert store.bankroll == STARTING_BANKROLL  # chips on a spot are not at risk before the deal
    session.deal(deck(player, dealer))
    assert store.bankroll == STARTING_BANKROLL - ante - bonus
    result = session.play() if plays else session.fold()
    assert result.outcome is outcome
    if net is not None:
        assert result.net == net
    assert store.bankroll == session.bankroll == STARTING_BANKROLL + result.net
    assert store.check_ledger() == []
    record = store.hand(session.hand_id)
    assert (record.status, record.net, record.outcome) == ("settled", result.net, outcome.value)
    assert record.player_cards == player and record.other_cards == dealer
    assert [line["bet"] for line in record.detail["lines"]] == [line.bet.value for line in result.lines]
    assert record.events[-1]["type"] == "RoundSettled"
    session.next_round()
    assert session.phase is Phase.BETTING and session.bet(Bet.ANTE) == 0


def test_table_limits_are_refused_with_a_reason_and_change_nothing(store):
    session = CasinoSession(store, catalog.load("standard"))
    session.add_chip(Bet.ANTE, 500)
    with pytest.raises(Refused, match="Ante is at most 500"):
        session.add_chip(Bet.ANTE, 1)
    for _ in range(4):
        session.add_chip(Bet.PAIR_BONUS, 25)
    with pytest.raises(Refused, match="Pair Bonus is at most 100"):
        session.add_chip(Bet.PAIR_BONUS, 1)
    assert (session.bet(Bet.ANTE), session.bet(Bet.PAIR_BONUS)) == (500, 100)
    assert session.bankroll == STARTING_BANKROLL - 600


def test_the_bankroll_limits_bets_and_deal_keeps_the_play_bet_back(store):
    session = CasinoSession(store, catalog.load("standard"))
    session.add_chip(Bet.ANTE, 500)
    session.add_chip(Bet.PAIR_BONUS, 100)
    assert "Keep 500 chips back" in session.deal_refusal()
    with pytest.raises(Refused):
        session.deal()
    session.remove_chip(Bet.PAIR_BONUS)
    assert session.deal_refusal() == ""
    store.reset_bankroll(30)
    session = CasinoSession(store, catalog.load("standard"))
    session.add_chip(Bet.ANTE, 25)
    with pytest.raises(Refused, match="Not enough chips: 5 left"):
        session.add_chip(Bet.PAIR_BONUS, 25)


def test_undo_clear_and_rebet(store):
    session = CasinoSession(store, catalog.load("standard"))
    assert "at least 1" in session.deal_refusal()
    session.add_chip(Bet.ANTE, 25)
    session.add_chip(Bet.ANTE, 5)
    session.add_chip(Bet.PAIR_BONUS, 5)
    assert session.remove_chip(Bet.ANTE) == 5
    assert session.undo() and session.bet(Bet.ANTE) == 30
    assert session.undo() and session.bet(Bet.PAIR_BONUS) == 0
    session.clear()
    assert session.bet(Bet.ANTE) == 0 and session.bankroll == STARTING_BANKROLL
    assert session.undo() and session.bet(Bet.ANTE) == 30
    session.add_chip(Bet.PAIR_BONUS, 1)
    session.deal(deck("2c 5d 9h", "Ks Qd 3c"))
    session.fold()
    session.next_round()
    assert session.can_rebet()
    session.rebet()
    assert (session.bet(Bet.ANTE), session.bet(Bet.PAIR_BONUS)) == (30, 1)
    assert session.stacks[Bet.ANTE] == [5, 25]
    assert session.undo() and session.bet(Bet.ANTE) == 0


def test_no_bets_change_once_the_cards_are_out(store):
    session = CasinoSession(store, catalog.load("standard"))
    session.add_chip(Bet.ANTE, 5)
    session.deal(deck("2c 5d 9h", "Ks Qd 3c"))
    with pytest.raises(Refused):
        session.add_chip(Bet.ANTE, 5)
    assert session.remove_chip(Bet.ANTE) == 0 and not session.undo()
    with pytest.raises(Refused):
        session.deal()


def test_events_are_stored_as_plain_data(store):
    session = CasinoSession(store, catalog.load("standard"))
    session.add_chip(Bet.ANTE, 5)
    session.deal(deck("Qc 6d 4h", "Ks 8d 3c"))
    session.play()
    kinds = [e["type"] for e in store.hand(session.hand_id).events]
    assert kinds[:3] == ["BetPlaced", "CardsDealt", "CardsDealt"]
    assert "DealerRevealed" in kinds and kinds[-1] == "RoundSettled"
    assert as_record(parse_cards("Qs Jd")) == "Qs Jd"


@given(
    moves=st.lists(
        st.one_of(
            st.tuples(st.just("chip"), st.sampled_from([Bet.ANTE, Bet.PAIR_BONUS]), st.sampled_from([1, 5, 25, 100])),
            st.tuples(
                st.sampled_from(["remove", "undo", "clear", "rebet", "deal", "play", "fold"]),
                st.sampled_from([Bet.ANTE, Bet.PAIR_BONUS]),
                st.just(0),
            ),
        ),
        max_size=40,
    ),
    seed=st.integers(0, 2**32),
)
def test_any_sequence_of_moves_keeps_the_books_balanced(tmp_path_factory, moves, seed):
    with Store.open(tmp_path_factory.mktemp("save")) as store:
        session = CasinoSession(store, catalog.load("standard"), seed=seed)
        for move, spot, value in moves:
            if session.phase is Phase.SETTLED:
                session.next_round()
            try:
                if move == "chip":
                    session.add_chip(spot, value)
                elif move == "remove":
                    session.remove_chip(spot)
                elif move in ("undo", "clear", "rebet", "deal", "play", "fold"):
                    getattr(session, move)()
            except Refused:
                pass
            on_spots = session.bet(Bet.ANTE) + session.bet(Bet.PAIR_BONUS) if session.phase is Phase.BETTING else 0
            assert session.bankroll + on_spots == store.bankroll or session.phase is not Phase.BETTING
            assert sum(session.stacks[Bet.ANTE]) == session.bet(Bet.ANTE) or session.phase is not Phase.BETTING
            assert store.check_ledger() == []
        figures = lifetime(store)
        assert store.bankroll == STARTING_BANKROLL + figures.net - figures.in_play
