"""The pub table's finish: the hand that takes your last chips stays until you ask for the
standings, a blind seer who loses sees their own cards, and the advisor stops rating a hand
you no longer hold."""

import time

import pygame
from layout_battery import finalists, play, pub_table
from pub_driver import save_setup
from ui_driver import Driver

from casino_brag.engine.pub import Action
from casino_brag.engine.pub.events import CardDealt
from casino_brag.save.pub_book import HUMAN
from casino_brag.ui.pub.history import read_pub_hand
from casino_brag.ui.pub.result import PubResultScene


def all_in(table, seat, offers):
    """Look, then bet everything (or see, or cover)."""
    kinds = {o.kind: o for o in offers}
    if "look" in kinds:
        return Action.look()
    if "bet" in kinds and kinds["bet"].max:
        return Action.bet(kinds["bet"].max)
    for kind in ("see", "cover"):
        if kind in kinds:
            return Action(kind)
    return Action.fold()


def _busted_table(tmp_path):
    """A two-seat table where both players bet everything, until you are out."""
    for seed in range(1, 40):
        folder = tmp_path / str(seed)
        save_setup(folder, 1, chips=50, rules={"ante": 5})
        driver = Driver(folder, seed=seed, mode="pub", opponents=1)
        scene = pub_table(driver)
        for _ in range(6):
            if scene.game.over:
                break
            play(scene, all_in)
        if scene.game.busted:
            return driver, scene
        scene.game.close()
        driver.close()
    raise AssertionError("no seed busts you")


def test_the_hand_that_busts_you_waits_for_a_key_press(tmp_path):
    driver, scene = _busted_table(tmp_path)
    try:
        driver.wait(8.0)
        assert driver.top is scene  # the losing hand is still on the table
        assert "Enter" in scene.bar_hint()
        driver.key(pygame.K_RETURN)
        driver.wait(0.5)
        assert isinstance(driver.top, PubResultScene)
    finally:
        scene.game.close()
        driver.close()


def test_a_blind_seer_who_loses_sees_their_own_cards_on_the_table_and_in_the_history(tmp_path):
    for seed in range(1, 40):
        folder = tmp_path / str(seed)
        save_setup(folder, 1)
        driver = Driver(folder, seed=seed, mode="pub", opponents=1)
        scene = pub_table(driver)
        play(scene, finalists(0, 1, blind=(0,)))
        result = scene.game.table.result
        if result is not None and result.seer == HUMAN and HUMAN not in result.winners:
            break
        scene.game.close()
        driver.close()
    else:
        raise AssertionError("no seed has you lose a see blind")
    try:
        table = scene.game.table
        held = tuple(e.card for e in table.events[table.hand_start :] if isinstance(e, CardDealt) and e.seat == HUMAN)
        shown = [c.face for c in scene.show.cards if c.seat == HUMAN and c.up_at <= scene.t]
        assert sorted(shown) == sorted(held)
        assert "your" in scene.show.verdict(scene.t).rule  # "Pair of 9s beats your Jack high …"
        (record,) = driver.store.hands("pub")
        assert read_pub_hand(record).your_cards == held
    finally:
        scene.game.close()
        driver.close()


def test_the_advisor_stops_rating_a_kept_hand_once_you_fold_it(tmp_path):
    save_setup(tmp_path, 2, advisor=True)
    driver = Driver(tmp_path, seed=1, mode="pub", opponents=2)
    scene = pub_table(driver)
    state = {"looked": False}

    def policy(table, seat, offers):
        kinds = {o.kind: o for o in offers}
        if seat != HUMAN:
            return Action.fold()
        if table.hand_over:
            return Action("keep")  # keep the blind hand won when everyone folded
        if table.hands_held(HUMAN) > 1 and not state["looked"]:
            state["looked"] = True
            return Action.look("retained")
        if table.pending_choice == "keep":
            return Action.fold()  # throw the kept hand away, play on blind with the new one
        if state["looked"]:
            return None
        return Action.bet(kinds["bet"].min)

    try:
        play(scene, policy)
        play(scene, policy)
        assert state["looked"] and list(scene.game.table.cards_of(HUMAN)) == ["new"]
        deadline = time.monotonic() + 3
        while scene.advice is None and time.monotonic() < deadline:  # time for the odds to come back
            scene._update_advice()
            time.sleep(0.02)
        assert scene.advisor_on and scene.advice is None
    finally:
        scene.game.close()
        driver.close()


def test_table_talk_says_what_happened_and_no_more():
    from casino_brag.engine.cards import parse_cards
    from casino_brag.engine.hands import evaluate
    from casino_brag.engine.pub.events import BetPlaced, Covered, HandShown
    from casino_brag.ui.pub import words
    from casino_brag.ui.pub.view import _badge

    # the least blind bet of an odd stake rounds up, which is no raise; a bigger one is
    assert words.bubble(BetPlaced(seat=1, amount=3, blind=True, stake=6, raised=True), 5) == "Blind 3"
    assert words.bubble(BetPlaced(seat=1, amount=4, blind=True, stake=8, raised=True), 5) == "Blind 4, raise!"
    # a shown hand of one's own cards speaks of community cards only in Bastard Brag
    cards = parse_cards("Ah Kh Qh")
    shown = HandShown(1, cards, (), evaluate(cards), own=cards)
    assert words.log_line(shown, ["You", "Edna"]) == "Edna shows Running flush A-K-Q"
    assert "own cards" in words.log_line(shown, ["You", "Edna"], board=True)
    assert "covers the pot" in words.bubble(Covered(1, 40))
    assert _badge("out", 1, chips=0) == "OUT" and _badge("out", 0, chips=50) == ""
