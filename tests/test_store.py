"""The save file: ledger rows balance, transactions are all-or-nothing, history and settings persist."""

import json
import sqlite3

import pytest
from hypothesis import given
from hypothesis import strategies as st

from casino_brag.save.lifetime import bankroll_series, lifetime
from casino_brag.save.lock import FolderLock
from casino_brag.save.store import (
    DB_NAME,
    STARTING_BANKROLL,
    Decision,
    InsufficientChips,
    Payout,
    Store,
    StoreError,
)


@pytest.fixture
def store(tmp_path):
    with Store.open(tmp_path) as opened:
        yield opened


def test_a_new_save_starts_with_the_starting_bankroll(store):
    assert store.bankroll == STARTING_BANKROLL
    assert store.ledger_rows() == [("deposit", "bankroll", STARTING_BANKROLL, STARTING_BANKROLL)]
    assert store.notices == []
    assert store.check_ledger() == []


def test_a_hand_takes_stakes_then_pays_itemised(store):
    hand = store.begin_hand("casino", {"ante": 10, "pair_bonus": 5}, paytable="standard", player_cards="Qs 6h 4d")
    assert store.bankroll == STARTING_BANKROLL - 15
    record = store.settle_hand(
        hand,
        [Payout("ante", 20), Payout("ante_bonus", 0), Payout("play", 20), Payout("pair_bonus", 0)],
        stakes={"play": 10},
        outcome="win",
        other_cards="Kd 9c 2h",
        detail={"dealer_qualifies": True},
        events=[{"kind": "deal"}],
    )
    assert store.bankroll == STARTING_BANKROLL + 15
    assert (record.wagered, record.returned, record.net) == (25, 40, 15)
    assert record.status == "settled" and record.outcome == "win"
    assert record.other_cards == "Kd 9c 2h" and record.player_cards == "Qs 6h 4d"
    assert record.detail == {"dealer_qualifies": True} and record.events == [{"kind": "deal"}]
    assert [row[:3] for row in store.ledger_rows(hand)] == [
        ("stake", "ante", -10),
        ("stake", "pair_bonus", -5),
        ("stake", "play", -10),
        ("payout", "ante", 20),
        ("payout", "play", 20),
    ]
    assert store.check_ledger() == []


def test_a_stake_the_bankroll_cannot_cover_changes_nothing(store):
    with pytest.raises(InsufficientChips):
        store.begin_hand("casino", {"ante": 600, "pair_bonus": 500})
    assert store.bankroll == STARTING_BANKROLL
    assert store.query("SELECT COUNT(*) FROM hands")[0][0] == 0


def test_a_failing_settlement_rolls_back_completely(store):
    hand = store.begin_hand("casino", {"ante": 10})
    with pytest.raises(StoreError):
        store.settle_hand(hand, [Payout("ante", 20), Payout("play", -1)], stakes={"play": 10}, outcome="win")
    assert store.bankroll == STARTING_BANKROLL - 10
    assert store.hand(hand).status == "open"
    assert len(store.ledger_rows(hand)) == 1


def test_a_settled_hand_cannot_be_settled_or_voided_again(store):
    hand = store.begin_hand("casino", {"ante": 10})
    store.settle_hand(hand, [], outcome="fold")
    with pytest.raises(StoreError, match="already settled"):
        store.settle_hand(hand, [Payout("ante", 20)], outcome="win")
    with pytest.raises(StoreError, match="already settled"):
        store.void_hand(hand)
    assert store.bankroll == STARTING_BANKROLL - 10


def test_an_open_hand_is_refunded_when_the_save_reopens(tmp_path):
    with Store.open(tmp_path) as store:
        hand = store.begin_hand("casino", {"ante": 25, "pair_bonus": 5})
    with Store.open(tmp_path) as store:
        assert store.bankroll == STARTING_BANKROLL
        assert store.hand(hand).status == "void"
        assert len(store.notices) == 1 and "30 chips" in store.notices[0]
        assert store.check_ledger() == []
        assert lifetime(store).interrupted == 1


def test_reopening_without_recovery_leaves_the_hand_in_play(tmp_path):
    with Store.open(tmp_path) as store:
        store.begin_hand("casino", {"ante": 25})
    with Store.open(tmp_path, recover=False) as store:
        assert lifetime(store).in_play == 25
        assert store.bankroll == STARTING_BANKROLL - 25
        assert store.check_ledger() == []


def test_a_corrupt_file_is_moved_aside_and_a_fresh_save_starts(tmp_path):
    (tmp_path / DB_NAME).write_bytes(b"this is not a database" * 200)
    with Store.open(tmp_path) as store:
        assert store.bankroll == STARTING_BANKROLL
        assert len(store.notices) == 1 and "moved to" in store.notices[0]
    aside = [p for p in tmp_path.iterdir() if ".corrupt-" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes().startswith(b"this is not")


def test_a_damaged_page_is_detected_and_moved_aside(tmp_path):
    with Store.open(tmp_path) as store:
        for _ in range(40):
            hand = store.begin_hand("casino", {"ante": 1}, detail={"pad": "x" * 500})
            store.settle_hand(hand, [Payout("ante", 2)], outcome="win")
    path = tmp_path / DB_NAME
    data = bytearray(path.read_bytes())
    data[4096 * 2 : 4096 * 4] = b"\xff" * 8192  # scribble over two pages past the header
    path.write_bytes(bytes(data))
    with Store.open(tmp_path) as store:
        assert store.bankroll == STARTING_BANKROLL
        assert any("could not be read" in n for n in store.notices)


def test_a_save_from_a_newer_version_is_refused_not_overwritten(tmp_path):
    with Store.open(tmp_path):
        pass
    db = sqlite3.connect(tmp_path / DB_NAME)
    db.execute("UPDATE meta SET value='99' WHERE key='schema_version'")
    db.commit()
    db.close()
    with pytest.raises(StoreError, match="newer version"):
        Store.open(tmp_path)


def test_reset_bankroll_is_one_deposit_and_keeps_history(store):
    hand = store.begin_hand("casino", {"ante": 100})
    store.settle_hand(hand, [], outcome="lose")
    assert store.reset_bankroll() == STARTING_BANKROLL
    assert store.ledger_rows()[-1] == ("deposit", "reset", 100, STARTING_BANKROLL)
    assert store.count_hands() == 1
    assert store.check_ledger() == []


def test_reset_is_refused_while_a_hand_is_in_play(store):
    store.begin_hand("casino", {"ante": 100})
    with pytest.raises(StoreError, match="in play"):
        store.reset_bankroll()


def test_settings_round_trip(tmp_path):
    with Store.open(tmp_path) as store:
        store.save_settings({"volume": 0.5, "felt": "blue", "seen_tips": ["deal"]})
    with Store.open(tmp_path) as store:
        assert store.settings() == {"volume": 0.5, "felt": "blue", "seen_tips": ["deal"]}


def test_history_is_newest_first_and_pages(store):
    ids = []
    for n in range(5):
        hand = store.begin_hand("casino", {"ante": n + 1}, paytable="standard")
        store.settle_hand(hand, [], outcome="lose")
        ids.append(hand)
    assert [h.id for h in store.hands(limit=3)] == ids[::-1][:3]
    assert [h.id for h in store.hands(limit=3, offset=3)] == ids[::-1][3:]
    assert store.count_hands("casino") == 5 and store.count_hands("pub") == 0


def test_pub_sessions_group_hands_and_are_closed_if_interrupted(tmp_path):
    with Store.open(tmp_path) as store:
        session = store.begin_session("pub", {"opponents": 3})
        hand = store.begin_hand("pub", {"pot": 2}, session_id=session)
        store.add_stakes(hand, {"pot": 4})
        store.settle_hand(hand, [Payout("pot", 14)], outcome="win")
        assert store.hand(hand).session_id == session
    with Store.open(tmp_path) as store:
        (saved,) = store.sessions("pub")
        assert saved["status"] == "interrupted" and saved["detail"] == {"opponents": 3}
        assert store.bankroll == STARTING_BANKROLL + 8
        assert lifetime(store).by_game == {"pub": 1}


def test_lifetime_figures_and_trainer_record(store):
    hand = store.begin_hand("casino", {"ante": 10, "pair_bonus": 5}, paytable="standard")
    store.settle_hand(
        hand,
        [Payout("ante", 20), Payout("ante_bonus", 10), Payout("play", 20), Payout("pair_bonus", 10)],
        stakes={"play": 10},
        outcome="win",
        decision=Decision("Ah Kh Qh", "play", "play", "3", "3", 0.0),
    )
    hand = store.begin_hand("casino", {"ante": 10}, paytable="standard")
    store.settle_hand(hand, [], outcome="fold", decision=Decision("5c 3d 2h", "fold", "fold", "-1", "-1", 0.0))
    hand = store.begin_hand("casino", {"ante": 10}, paytable="standard")
    store.settle_hand(hand, [], outcome="fold", decision=Decision("Qc Jd 9h", "fold", "play", "-1", "-1/4", 0.75))
    figures = lifetime(store)
    assert (figures.hands_played, figures.wagered, figures.returned, figures.net) == (3, 45, 60, 15)
    assert (figures.wins, figures.folds, figures.biggest_win) == (1, 2, 35)
    assert figures.ante_game_net_per_ante() == pytest.approx(10 / 30)  # +30 on one hand, -20 on two
    assert figures.pair_bonus_return() == 2
    assert (figures.decisions, figures.correct, figures.mistakes) == (3, 2, 1)
    assert figures.mistake_cost == pytest.approx(0.75)
    as_json = json.loads(json.dumps(figures.as_json()))
    assert {"bankroll", "hands_played", "net"} <= as_json.keys()
    assert as_json["bankroll"] == STARTING_BANKROLL + 15


def test_bankroll_series_keeps_the_ends_and_thins_the_middle(store):
    for n in range(30):
        hand = store.begin_hand("casino", {"ante": 1})
        store.settle_hand(hand, [Payout("ante", 2 if n % 2 else 0)], outcome="win" if n % 2 else "lose")
    full = bankroll_series(store, points=1000)
    thin = bankroll_series(store, points=10)
    assert full[1:4] == [STARTING_BANKROLL - 1, STARTING_BANKROLL, STARTING_BANKROLL - 1]
    assert len(full) == 31 and full[0] == STARTING_BANKROLL and full[-1] == store.bankroll
    assert len(thin) == 10 and thin[0] == full[0] and thin[-1] == full[-1]


def test_a_second_window_on_the_same_folder_is_refused(tmp_path):
    first = FolderLock(tmp_path)
    first.acquire()
    try:
        with pytest.raises(StoreError, match="already open"):
            FolderLock(tmp_path).acquire()
    finally:
        first.release()
    again = FolderLock(tmp_path)
    again.acquire()
    again.release()


bets = st.sampled_from(["ante", "pair_bonus", "play", "pot"])


@given(
    hands=st.lists(
        st.tuples(
            st.dictionaries(bets, st.integers(0, 60), min_size=1, max_size=3),
            st.lists(st.tuples(bets, st.integers(0, 300)), max_size=4),
            st.sampled_from(["settle", "void", "leave open"]),
        ),
        max_size=12,
    )
)
def test_chips_are_never_created_or_lost(tmp_path_factory, hands):
    folder = tmp_path_factory.mktemp("save")
    expected = STARTING_BANKROLL
    with Store.open(folder) as store:
        for stakes, payouts, ending in hands:
            try:
                hand = store.begin_hand("casino", stakes)
            except InsufficientChips:
                assert sum(stakes.values()) > store.bankroll
                continue
            if ending == "settle":
                store.settle_hand(hand, [Payout(b, a) for b, a in payouts], outcome="win")
                expected += sum(a for _, a in payouts) - sum(stakes.values())
            elif ending == "void":
                store.void_hand(hand)
            else:
                expected -= sum(stakes.values())
            assert store.bankroll == expected
            assert store.check_ledger() == []
    with Store.open(folder) as store:  # whatever was left open comes back
        settled = sum(h.net for h in store.hands(limit=100) if h.status == "settled")
        assert store.bankroll == STARTING_BANKROLL + settled
        assert store.check_ledger() == []
