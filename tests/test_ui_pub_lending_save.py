"""Lend or show in the save file: every loan to or from you is a sealed row of the bankroll
ledger, your bankroll moves exactly as your chips at the table do, and the books check."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from test_ui_pub_save import play_out, setup_for, step

from casino_brag.engine.pub.lending import LoanMade, LoanRepaid, LoanSettled, ShowCalled
from casino_brag.save.pub_book import HUMAN, resume, unfinished
from casino_brag.save.store import STARTING_BANKROLL, Store
from casino_brag.ui.pub.session import PubGame


def loans_of_yours(table):
    return [
        e
        for e in table.events
        if isinstance(e, LoanMade | LoanRepaid | LoanSettled) and HUMAN in (e.lender, e.borrower) and e.amount
    ]


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10_000), moves=st.integers(0, 10_000))
def test_loans_go_through_the_ledger_and_the_books_balance(tmp_path_factory, seed, moves):
    with Store.open(tmp_path_factory.mktemp("save")) as store:
        game = PubGame.new(store, setup_for(1, chips=20, hands=30, short_of_chips="lend"), seed=seed)
        rng = random.Random(moves)
        play_out(store, game, rng)
        rows = [r for r in store.ledger_rows() if r[1].startswith("loan")]
        assert len(rows) == len(loans_of_yours(game.table))
        assert store.sessions("pub")[0]["result"]["net"] == store.bankroll - STARTING_BANKROLL


def test_a_session_with_a_loan_resumes_without_writing_it_twice(tmp_path):
    with Store.open(tmp_path) as store:
        found = None
        for seed in range(40):
            game = PubGame.new(store, setup_for(1, chips=20, hands=30, short_of_chips="lend"), seed=seed)
            rng = random.Random(seed)
            while not game.over and not any(isinstance(e, LoanMade | ShowCalled) for e in game.table.events):
                step(game, rng)
            if not game.over and loans_of_yours(game.table):
                found = game
                break
            game.close()
        assert found is not None
        rows = len(store.ledger_rows())
        found.close()
        _again, table = resume(store, unfinished(store))
        assert len(store.ledger_rows()) == rows and store.check_ledger() == []
        assert table.chips == found.table.chips
