"""A write that fails during play (a full disk) is rolled back whole: no chip moves, the books
stay balanced, and the table is put back where it was, the player told why."""

import sqlite3

import pytest
from test_save_opening import fill, small_disk  # noqa: F401 - the fixture, used by name

from casino_brag import catalog
from casino_brag.engine.casino.round import Phase
from casino_brag.engine.casino.settlement import Bet
from casino_brag.save.store import STARTING_BANKROLL, SaveFailed, Store
from casino_brag.ui.casino.session import CasinoSession


class FailingCommits:
    """The save's connection, but every COMMIT fails as SQLite's does on a full disk while armed."""

    def __init__(self, real):
        self.real = real
        self.armed = False

    def execute(self, sql, *args):
        if self.armed and sql.strip().upper() == "COMMIT":
            raise sqlite3.OperationalError("database or disk is full")
        return self.real.execute(sql, *args)

    def __getattr__(self, name):
        return getattr(self.real, name)


def seated(folder):
    store = Store.open(folder)
    failing = FailingCommits(store._db)
    store._db = failing
    session = CasinoSession(store, catalog.load("standard"), seed=11)
    session.add_chip(Bet.ANTE, 25)
    session.add_chip(Bet.PAIR_BONUS, 5)
    return store, failing, session


def test_a_deal_that_cannot_be_saved_puts_the_cards_back_and_keeps_the_bets(tmp_path):
    store, failing, session = seated(tmp_path)
    failing.armed = True
    with pytest.raises(SaveFailed, match="disk is full"):
        session.deal()
    failing.armed = False
    assert session.phase is Phase.BETTING and (session.bet(Bet.ANTE), session.bet(Bet.PAIR_BONUS)) == (25, 5)
    assert store.bankroll == STARTING_BANKROLL and store.count_hands() == 0 and store.check_ledger() == []
    assert session.bankroll == STARTING_BANKROLL - 30  # the chips on the spots, not yet at risk
    session.deal()
    result = session.play()
    assert store.bankroll == STARTING_BANKROLL + result.net and store.check_ledger() == []
    store.close()


def test_a_decision_that_cannot_be_saved_leaves_the_hand_to_decide(tmp_path):
    store, failing, session = seated(tmp_path)
    session.deal()
    cards, dealer = session.round.player_cards, session.round.hidden_dealer_cards
    failing.armed = True
    with pytest.raises(SaveFailed, match="disk is full"):
        session.play()
    failing.armed = False
    assert session.phase is Phase.DECIDING and session.round.player_cards == cards
    assert session.round.hidden_dealer_cards == dealer
    assert store.bankroll == STARTING_BANKROLL - 30 and store.check_ledger() == []
    (waiting,) = store.open_hands("casino")
    result = session.fold()
    assert store.hand(waiting.id).status == "settled"
    assert store.bankroll == STARTING_BANKROLL + result.net and store.check_ledger() == []
    store.close()


def test_a_real_full_disk_in_play_changes_nothing(small_disk):  # noqa: F811 - the fixture
    folder = small_disk / "save"
    store = Store.open(folder)
    session = CasinoSession(store, catalog.load("standard"), seed=3)
    session.add_chip(Bet.ANTE, 5)
    filler = fill(small_disk)
    dealt = False
    try:
        for _ in range(200):  # until a write finds no room
            session.deal()
            dealt = True
            session.fold()
            dealt = False
            session.next_round()
            session.add_chip(Bet.ANTE, 5)
    except SaveFailed as exc:
        assert "disk is full" in str(exc) and str(folder) in str(exc)
    else:
        pytest.fail("the disk never filled")
    assert session.phase is (Phase.DECIDING if dealt else Phase.BETTING)
    assert store.check_ledger() == []
    filler.unlink()
    store.close()
    with Store.open(folder) as again:
        assert again.check_ledger() == []


def test_the_casino_table_says_what_happened_when_the_save_cannot_be_written(tmp_path):
    import pygame
    from ui_driver import Driver

    from casino_brag.ui.casino.scene import CasinoTableScene
    from casino_brag.ui.widgets.dialog import Dialog

    ui = Driver(tmp_path)
    try:
        failing = FailingCommits(ui.store._db)
        ui.key(pygame.K_1)
        table = ui.top
        assert isinstance(table, CasinoTableScene)
        ui.key(pygame.K_3)
        ui.key(pygame.K_a)  # 25 on the Ante
        ui.store._db = failing
        failing.armed = True
        ui.key(pygame.K_d)
        dialog = ui.top
        assert isinstance(dialog, Dialog) and "disk is full" in dialog.message and "not dealt" in dialog.message
        assert table.session.phase is Phase.BETTING and table.session.bet(Bet.ANTE) == 25
        failing.armed = False
        assert ui.store.bankroll == STARTING_BANKROLL and ui.store.check_ledger() == []
    finally:
        ui.store._db = failing.real
        ui.close()
