"""A Casino Brag hand interrupted after its deal comes back exactly as it was dealt: same table,
same bets, same cards on both sides, and the player must still decide. No fold is free."""

from hypothesis import given, settings
from hypothesis import strategies as st

from casino_brag import catalog
from casino_brag.engine.casino.round import Phase
from casino_brag.engine.casino.settlement import Bet
from casino_brag.save.store import STARTING_BANKROLL, Store
from casino_brag.ui.casino.session import CasinoSession


def deal_and_drop(folder, seed, ante, pair_bonus, table="standard"):
    """Deal a hand and lose the session without deciding, as a crash or a kill would."""
    with Store.open(folder) as store:
        session = CasinoSession(store, catalog.load(table), seed=seed)
        session.add_chip(Bet.ANTE, ante)
        if pair_bonus:
            session.add_chip(Bet.PAIR_BONUS, pair_bonus)
        session.deal()
        return session.round.player_cards, session.round.hidden_dealer_cards


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), ante=st.sampled_from([1, 5, 25]), pair=st.sampled_from([0, 5]), play=st.booleans())
def test_a_dropped_hand_resumes_with_the_same_deal_and_the_books_balance(tmp_path_factory, seed, ante, pair, play):
    folder = tmp_path_factory.mktemp("save")
    player, dealer = deal_and_drop(folder, seed, ante, pair)
    with Store.open(folder) as store:  # the restart
        assert store.bankroll == STARTING_BANKROLL - ante - pair  # nothing refunded
        assert any("waits at the table" in n for n in store.notices)
        session = CasinoSession(store, catalog.load("us-common"), seed=seed + 1)  # sits anywhere
        assert session.resumed and session.phase is Phase.DECIDING
        assert session.paytable.key == "standard"  # the hand is finished at its own table
        assert session.round.player_cards == player and session.round.hidden_dealer_cards == dealer
        assert (session.bet(Bet.ANTE), session.bet(Bet.PAIR_BONUS)) == (ante, pair)
        assert session.bankroll == store.bankroll
        result = session.play() if play else session.fold()
        assert session.round.dealer_cards == dealer
        assert store.bankroll == STARTING_BANKROLL + result.net
        assert store.check_ledger() == []
        assert not store.query("SELECT COUNT(*) FROM ledger WHERE kind='refund'")[0][0]
        assert store.open_hands("casino") == []


def test_the_next_sitting_after_a_decided_hand_starts_fresh(tmp_path):
    deal_and_drop(tmp_path, 3, 5, 0)
    with Store.open(tmp_path) as store:
        CasinoSession(store, catalog.load("standard")).fold()
        again = CasinoSession(store, catalog.load("standard"))
        assert not again.resumed and again.phase is Phase.BETTING


def test_a_hand_whose_table_is_gone_is_refunded_with_a_notice(tmp_path):
    path = tmp_path / "mine.toml"
    path.write_bytes(catalog.find("standard").read_bytes())
    deal_and_drop(tmp_path / "save", 4, 5, 0, table=str(path))
    path.unlink()
    with Store.open(tmp_path / "save") as store:
        session = CasinoSession(store, catalog.load("standard"))
        assert not session.resumed and session.phase is Phase.BETTING
        assert "refunded" in session.notice and "mine.toml" in session.notice
        assert store.bankroll == STARTING_BANKROLL and store.check_ledger() == []
