"""Nothing in the save says what a later deal brings: no seed, no order of cards nobody has seen,
and an edit of the saved table cannot choose a deal. The hand in play resumes with the same
cards; the deal after it comes from fresh randomness, so two resumes of one save deal apart."""

import contextlib
import json
import random
import re
import shutil
import sqlite3

import pytest
from pub_support import hand_as_seen, same_table
from test_ui_pub_save import setup_for, step

from casino_brag import catalog
from casino_brag.engine.casino.round import Phase
from casino_brag.engine.casino.settlement import Bet
from casino_brag.engine.pub import Action, HouseRules, ReplayError, Table, session_record
from casino_brag.engine.pub import table_from_record as resume_record
from casino_brag.engine.pub.events import CommunityToBottom, Looked, ToBottom
from casino_brag.engine.pub.replay import LEGACY_FORMAT, decision
from casino_brag.save.pub_book import HUMAN, ResumeError, resume, unfinished
from casino_brag.save.store import DB_NAME, Store
from casino_brag.ui.casino.session import CasinoSession
from casino_brag.ui.pub.session import PubGame

CARDS = re.compile(r"[2-9TJQKA][shdc](?: [2-9TJQKA][shdc])*")


def saved_strings(folder):
    """Every text value in every table of the save, and every key and string inside its JSON."""
    db = sqlite3.connect(folder / DB_NAME)
    found = []

    def walk(value):
        if isinstance(value, dict):
            for key, inner in value.items():
                found.append(str(key))
                walk(inner)
        elif isinstance(value, list):
            for inner in value:
                walk(inner)
        elif isinstance(value, str):
            found.append(value)

    try:
        tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        assert {"hands", "sessions", "ledger", "settings"} <= set(tables)
        for table in tables:
            for row in db.execute(f"SELECT * FROM {table}"):
                for value in row:
                    if isinstance(value, str):
                        found.append(value)
                        with contextlib.suppress(ValueError):
                            walk(json.loads(value))
    finally:
        db.close()
    return found


def cards_named(strings):
    """Every card named in the saved text: each string that is a card or a list of cards."""
    return {card for text in strings if CARDS.fullmatch(text) for card in text.split()}


def seen_by_you(table):
    """The cards you have seen this session: your looks, shown hands, turned community cards."""
    seen = set()
    for event in table.events_for(HUMAN):
        if isinstance(event, Looked | ToBottom | CommunityToBottom) and event.cards:
            seen |= {c.code for c in event.cards if c is not None}
    seen |= {c.code for c in table.community_cards}
    return seen


def in_play(table):
    """Every card of the hand in play: dealt this hand, or a blind hand kept from the last."""
    record = session_record(table)
    return cards_named(json.dumps(record["hand"]["deal"]).split('"') + json.dumps(record["table"]["held"]).split('"'))


def play(folder, moves, *, stop_mid_hand, hands=3, variant="three-card"):
    """A session in the game's own way (no seed), stopped mid-hand or between hands."""
    rng = random.Random(moves)
    with Store.open(folder) as store:
        game = PubGame.new(store, setup_for(2, hands=20, variant=variant))
        assert game.table.seed is None
        while game.table.hand_number < hands or not game.table.hand_over or game.table.retain_offer is not None:
            step(game, rng)
        if stop_mid_hand:
            game.deal()
            while not game.your_turn:
                step(game, rng)
            game.act(Action.look() if game.table.is_blind(HUMAN) else game.offers()[-1])
        game.close()
        return game.table


@pytest.mark.parametrize("stop_mid_hand", [False, True])
@pytest.mark.parametrize("variant", ["three-card", "bastard"])
def test_no_seed_and_no_card_of_the_pack_you_have_not_seen_is_in_the_save(tmp_path, stop_mid_hand, variant):
    table = play(tmp_path, 5, stop_mid_hand=stop_mid_hand, variant=variant)
    strings = saved_strings(tmp_path)
    assert not [s for s in strings if "seed" in s.lower() or s in ("inputs", "SeedRecorded")]
    unseen_in_pack = {c.code for c in table.pack} - seen_by_you(table)
    if stop_mid_hand:  # the hand in play is saved as dealt: a hand folded in it lies under the pack
        unseen_in_pack -= in_play(table)
    assert len(unseen_in_pack) > 10
    assert not cards_named(strings) & unseen_in_pack
    if not stop_mid_hand:  # between hands, no blind hand's face is saved either
        waiting = {c.code for s in range(3) for cards in table.cards_of(s).values() for c in cards}
        assert not cards_named(strings) & (waiting - seen_by_you(table))


def test_two_resumes_of_one_save_play_the_hand_in_play_alike_and_deal_the_next_apart(tmp_path):
    table = play(tmp_path / "save", 11, stop_mid_hand=True)
    nexts, seen = [], []
    for copy in ("a", "b"):
        shutil.copytree(tmp_path / "save", tmp_path / copy)
        with Store.open(tmp_path / copy) as store:
            game = PubGame.resumed_from(store, unfinished(store))
            try:
                same_table(game.table, table)
                seen.append(hand_as_seen(game.table))
                rng = random.Random(1)
                while not game.table.hand_over or game.table.retain_offer is not None:
                    if game.your_turn:
                        fold = next(o for o in game.offers() if o.kind == "fold")
                        game.act(fold)
                    else:
                        step(game, rng)
                game.deal()
                nexts.append([game.table.cards_of(s) for s in game.table.hand_seats])
            finally:
                game.close()
    assert seen[0] == seen[1] == hand_as_seen(table)
    assert nexts[0] != nexts[1]


def saved_record(store):
    return store.sessions("pub", limit=1)[0]["detail"]


def edit_record(folder, change):
    db = sqlite3.connect(folder / DB_NAME)
    try:
        (text,) = db.execute("SELECT detail FROM sessions ORDER BY id DESC LIMIT 1").fetchone()
        detail = json.loads(text)
        change(detail["record"])
        db.execute("UPDATE sessions SET detail=? WHERE id=(SELECT MAX(id) FROM sessions)", (json.dumps(detail),))
        db.commit()
    finally:
        db.close()


def jacks_for_you(record):
    record["hand"] = {"deal": {"0": "Jh Jd Js", "1": "2c 7d 9h", "2": "3c 8d Th"}, "moves": []}


@pytest.mark.parametrize(
    "change",
    [
        lambda r: r["table"].update(pack=40),
        lambda r: r["table"].update(pack="Jh Jd Js " * 16),
        lambda r: r["table"].update(order="Jh Jd Js"),
        lambda r: r["table"].update(held={"0": {"retained": "Jh Jd Js"}}),
        lambda r: r["table"].update(held={"0": ["retained"], "1": ["retained"], "2": ["new", "new"]}),
        lambda r: r.update(seed=12345),
        jacks_for_you,
    ],
    ids=["pack size", "pack as cards", "pack order", "held faces", "held twice", "seed", "a deal in play"],
)
def test_an_edit_of_the_saved_table_cannot_choose_a_deal(tmp_path, change):
    play(tmp_path, 7, stop_mid_hand=False)
    edit_record(tmp_path, change)
    with Store.open(tmp_path) as store:
        saved = unfinished(store)
        with pytest.raises(ResumeError):
            resume(store, saved)


def test_the_pack_is_not_chosen_by_its_place_in_the_save(tmp_path):
    """The deal after a resume follows no saved value: resumes of one save deal all over the pack."""
    play(tmp_path / "save", 3, stop_mid_hand=False)
    firsts = set()
    for number in range(6):
        shutil.copytree(tmp_path / "save", tmp_path / str(number))
        with Store.open(tmp_path / str(number)) as store:
            _book, table = resume(store, unfinished(store))
            table.start_hand()
            firsts.add(table.cards_of(HUMAN)["new"])
    assert len(firsts) == 6


def legacy_record(table):
    """A record in the first format (a seed and every decision), as saves from before held."""
    inputs = []
    for event in table.events:
        if type(event).__name__ == "HandStarted":
            inputs.append({"deal": None})
        elif (made := decision(event)) is not None:
            seat, action = made
            item = {"seat": seat, "act": action.kind}
            if action.amount is not None:
                item["amount"] = action.amount
            if action.hand is not None:
                item["hand"] = action.hand
            inputs.append(item)
    return {
        "format": LEGACY_FORMAT,
        "names": list(table.names),
        "chips": [100] * len(table.names),
        "rules": table.rules.to_dict(),
        "seed": table.seed,
        "dealer": table.event_at(0).dealer,
        "inputs": inputs,
    }


def test_an_old_save_with_a_seed_still_resumes_and_loses_its_seed(tmp_path):
    rng = random.Random(2)
    with Store.open(tmp_path) as store:
        game = PubGame.new(store, setup_for(2, hands=20), seed=41)
        while game.table.hand_number < 2 or not game.table.hand_over or game.table.retain_offer is not None:
            step(game, rng)
        table = game.table
        game.close()
    edit_record(tmp_path, lambda r: (r.clear(), r.update(legacy_record(table))))
    assert any("seed" in s for s in saved_strings(tmp_path))
    with Store.open(tmp_path) as store:
        saved = unfinished(store)
        assert saved is not None and saved.hands_played == 2
        assert "seed" not in json.dumps(saved_record(store))
        _book, resumed = resume(store, saved)
        same_table(resumed, table)
    assert not any("seed" in s for s in saved_strings(tmp_path))


def test_a_fresh_table_draws_each_shuffle_from_the_operating_system():
    first = Table(["A", "B"], dealer=0)
    second = Table(["A", "B"], dealer=0)
    assert first.seed is None and isinstance(first._rng, random.SystemRandom)
    first.start_hand()
    second.start_hand()
    assert first.cards_of(0) != second.cards_of(0) or first.cards_of(1) != second.cards_of(1)
    seeded = [Table(["A", "B"], 100, HouseRules(), seed=5, dealer=0) for _ in range(2)]
    for t in seeded:
        t.start_hand()
    assert seeded[0].events == seeded[1].events  # tournaments, tests and practice replay


def test_no_seed_in_a_record_of_a_seeded_practice_table():
    t = Table(["A", "B"], seed=99, dealer=0)
    t.start_hand()
    assert "99" not in json.dumps(session_record(t)) and "seed" not in json.dumps(session_record(t))


def test_the_casino_save_says_nothing_of_the_next_deal(tmp_path):
    with Store.open(tmp_path / "save") as store:
        session = CasinoSession(store, catalog.load("standard"))
        assert isinstance(session.rng, random.SystemRandom)
        for _ in range(3):
            session.add_chip(Bet.ANTE, 5)
            session.deal()
            session.fold()
            session.next_round()
        session.add_chip(Bet.ANTE, 5)
        session.deal()
        in_play = {c.code for c in (*session.round.player_cards, *session.round.hidden_dealer_cards)}
    strings = saved_strings(tmp_path / "save")
    assert not [s for s in strings if "seed" in s.lower()]
    nexts = []
    for copy in ("a", "b"):
        shutil.copytree(tmp_path / "save", tmp_path / copy)
        with Store.open(tmp_path / copy) as store:
            session = CasinoSession(store, catalog.load("standard"))
            assert session.resumed and session.phase is Phase.DECIDING
            assert {c.code for c in (*session.round.player_cards, *session.round.hidden_dealer_cards)} == in_play
            session.fold()
            session.next_round()
            session.add_chip(Bet.ANTE, 5)
            session.deal()
            nexts.append((session.round.player_cards, session.round.hidden_dealer_cards))
    assert nexts[0] != nexts[1]


def test_a_pot_carried_to_the_next_deal_is_saved_and_counted():
    rng = random.Random(0)
    t = Table(["A", "B", "C"], 60, HouseRules(variant="seven-card"), seed=0)
    t.start_hand()
    while not t.hand_over:
        t.apply(rng.choice(t.legal_actions()))
    record = json.loads(json.dumps(session_record(t)))
    assert t.pot > 0 and record["table"]["carried"] == t.pot
    same_table(resume_record(record), t)
    record["table"]["carried"] += 1  # a chip from nowhere
    with pytest.raises(ReplayError, match="add up"):
        resume_record(record)
