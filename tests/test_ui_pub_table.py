"""The Pub Brag table driven by posted events against seeded computer opponents: a full hand to
the session's result, a see in words, raising with the stepper, discarding, leaving mid-hand,
the advisor, and an opponent's slow decision never holding up the screen."""

import threading

import pygame
import pytest
from pub_driver import pub_driver, until
from test_ui_scenes import assert_draw_is_pure

from casino_brag.engine.cards import parse_cards
from casino_brag.engine.pub import Action, HouseRules
from casino_brag.engine.pub.events import BetPlaced, Discarded, Folded, Saw
from casino_brag.save.lifetime import lifetime
from casino_brag.save.pub_book import HUMAN, unfinished
from casino_brag.save.store import STARTING_BANKROLL
from casino_brag.ui.pub.advisor import Advisor
from casino_brag.ui.pub.result import PubResultScene
from casino_brag.ui.pub.scene import PubTableScene
from casino_brag.ui.pub.setup import PubSetupScene
from casino_brag.ui.screens.menu import MenuScene
from casino_brag.ui.widgets.dialog import Dialog


def your_turn(ui):
    def check():
        table = ui.top
        return isinstance(table, PubTableScene) and table.game.your_turn and not table.show.busy(table.t)

    return check


def buttons_follow_choices(table):
    assert [b.enabled for b in table.bar_buttons] == [c.enabled for c in table.choices]
    assert [b.label for b in table.bar_buttons] == [c.label for c in table.choices]


def your_events(table, kind):
    return [e for e in table.game.table.events if isinstance(e, kind) and getattr(e, "seat", None) == HUMAN]


@pytest.fixture
def folder(tmp_path):
    return tmp_path


def test_a_full_hand_against_seeded_opponents_reaches_the_result_screen(folder):
    ui = pub_driver(folder, opponents=2, seed=11, rules={"session_hands": 1})
    try:
        table = ui.top
        assert isinstance(table, PubTableScene)
        looked = False
        while isinstance(ui.top, PubTableScene):
            until(ui, lambda: not isinstance(ui.top, PubTableScene) or your_turn(ui)() or ui.top.game.over)
            if not isinstance(ui.top, PubTableScene) or ui.top.game.over:
                break
            buttons_follow_choices(table)
            if not looked:
                assert_draw_is_pure(ui)
            names = {c.name for c in table.choices if c.enabled}
            if "look" in names and not looked:
                ui.key(pygame.K_l)
                looked = True
            elif "see" in names:
                ui.key(pygame.K_s)
            else:
                ui.key(pygame.K_b)
        until(ui, lambda: isinstance(ui.top, PubResultScene), seconds=90)
        result = ui.top.result
        assert result["hands"] == 1 and result["reason"] == "hands played"
        assert ui.store.check_ledger() == []
        assert ui.store.bankroll == STARTING_BANKROLL + result["net"]
        (hand,) = ui.store.hands("pub")
        assert hand.status == "settled" and hand.session_id is not None and hand.events
        assert lifetime(ui.store).by_game == {"pub": 1}
        (session,) = ui.store.sessions("pub")
        assert session["status"] == "finished" and session["result"]["net"] == result["net"]
        assert unfinished(ui.store) is None
        assert_draw_is_pure(ui)
        ui.key(pygame.K_ESCAPE)  # keys still meant for the table are ignored at first
        assert isinstance(ui.top, PubResultScene)
        ui.wait(1.0)
        ui.key(pygame.K_ESCAPE)
        assert isinstance(ui.top, MenuScene)
    finally:
        ui.close()


def test_a_see_turns_both_hands_and_says_which_rule_decided(folder):
    ui = pub_driver(folder, opponents=1, seed=2, rules={"session_hands": 40})
    try:
        table = ui.top
        for _ in range(40):
            until(ui, lambda: your_turn(ui)() or table.game.table.hand_over)
            if table.game.table.hand_over:
                if any(isinstance(e, Saw) for e in table.game.table.events_since(table.game.table.hand_start)):
                    break
                until(ui, lambda: table.game.can_deal or table.game.over)
                ui.key(pygame.K_n)
                continue
            names = {c.name for c in table.choices if c.enabled}
            ui.key(pygame.K_s if "see" in names else pygame.K_b)
        saw = [e for e in table.game.table.events if isinstance(e, Saw)]
        assert saw, "no see in 40 hands"
        until(ui, lambda: not table.show.busy(table.t))
        verdict = table.show.verdict(table.t)
        result = table.game.table.result
        assert verdict is not None and verdict.winner == result.winner
        assert verdict.rule == table.bar_hint()
        shown = [label.text for label in table.show.labels]
        assert shown and all(text for text in shown)
        faces = [c for c in table.show.cards if c.seat == result.seen and c.face is not None]
        assert {c.face for c in faces} >= set(result.shown[result.seen])
        assert_draw_is_pure(ui)
    finally:
        ui.close()


def test_raise_opens_a_stepper_and_bets_the_chosen_amount(folder):
    ui = pub_driver(folder, opponents=2, seed=5, chips=200)
    try:
        until(ui, your_turn(ui))
        table = ui.top
        offer = next(o for o in table.game.offers() if o.kind == "bet")
        ui.key(pygame.K_r)
        stepper = table.stepper
        assert stepper is not None and (stepper.low, stepper.high) == (offer.min + 1, offer.max)
        assert_draw_is_pure(ui)
        start = stepper.value
        for _ in range(3):
            ui.key(pygame.K_RIGHT)
        ui.key(pygame.K_RIGHT, pygame.KMOD_SHIFT)
        assert stepper.value == min(offer.max, start + 13)
        ui.key(pygame.K_RETURN)
        assert table.stepper is None
        (bet,) = your_events(table, BetPlaced)
        assert bet.amount == min(offer.max, start + 13) and bet.blind
    finally:
        ui.close()


def test_four_card_brag_looks_then_picks_the_discard(folder):
    ui = pub_driver(folder, opponents=2, seed=8, rules={"variant": "four-card"})
    try:
        until(ui, your_turn(ui))
        table = ui.top
        ui.key(pygame.K_l)
        assert table.game.table.pending_choice == "discard"
        assert [c.name for c in table.choices] == ["discard", "fold"]
        assert not table.choices[0].enabled
        ui.key(pygame.K_d)  # nothing picked: refused, with the reason on the felt
        assert table.game.table.pending_choice == "discard" and table.message
        cards = table._your_visible_cards()
        ui.key(pygame.K_2)
        assert table.selection == [cards[1]] and table.choices[0].enabled
        assert_draw_is_pure(ui)
        ui.key(pygame.K_3)  # a second pick replaces the first: one card goes in Four-Card Brag
        assert table.selection == [cards[2]]
        ui.key(pygame.K_d)
        (thrown,) = your_events(table, Discarded)
        assert thrown.cards == (cards[2],)
        assert table.game.table.pending_choice is None and table.selection == []
    finally:
        ui.close()


def test_leaving_mid_hand_folds_after_asking_and_the_game_can_be_resumed(folder):
    ui = pub_driver(folder, opponents=3, seed=4)
    try:
        until(ui, your_turn(ui))
        table = ui.top
        ui.key(pygame.K_b)
        until(ui, your_turn(ui))
        put_in = table.game.table.put_in(HUMAN)
        ui.key(pygame.K_ESCAPE)
        assert isinstance(ui.top, Dialog)
        ui.key(pygame.K_LEFT)
        ui.key(pygame.K_RETURN)
        until(ui, lambda: isinstance(ui.top, MenuScene))
        assert any(e.seat == HUMAN for e in table.game.table.events if isinstance(e, Folded))
        assert ui.store.check_ledger() == [] and ui.store.bankroll == STARTING_BANKROLL - put_in
        saved = unfinished(ui.store)
        assert saved is not None and saved.chips == 200 - put_in and saved.hands_played == 1
        ui.key(pygame.K_2)
        assert isinstance(ui.top, PubSetupScene)
        ui.key(pygame.K_r)
        assert isinstance(ui.top, Dialog)  # how the hand went without you (tests/test_pub_away.py)
        ui.key(pygame.K_RETURN)
        resumed = ui.top
        assert isinstance(resumed, PubTableScene) and resumed.game.resumed
        assert resumed.game.table.chips == table.game.table.chips
        assert resumed.game.table.hand_number == 1 and resumed.game.can_deal
        ui.key(pygame.K_n)
        assert resumed.game.table.hand_number == 2
    finally:
        ui.close()


def test_an_opponent_thinking_slowly_never_holds_up_the_screen(folder):
    ui = pub_driver(folder, opponents=1, seed=6)
    try:
        table = ui.top
        release = threading.Event()
        for player in table.game.players.values():
            decide = player.decide

            def slow(tab, decide=decide):
                release.wait(10)
                return decide(tab)

            player.decide = slow
        until(ui, lambda: table.game.deciding not in (None, HUMAN) or your_turn(ui)())
        if your_turn(ui)():
            ui.key(pygame.K_b)
        events = len(table.game.table.events)
        clock = table.t
        for _ in range(20):
            ui.step(0.05)
        assert table.t > clock + 0.9 and table.thinking_seat() is not None
        assert len(table.game.table.events) == events
        release.set()
        until(ui, lambda: len(table.game.table.events) > events)
    finally:
        release.set()
        ui.close()


def at_once(work):
    from concurrent.futures import Future

    done = Future()
    done.set_result(work())
    return done


def test_the_advisor_answers_only_for_cards_you_have_looked_at():
    from casino_brag.engine.ai.strength import win_probability

    rules = HouseRules()
    advisor = Advisor(rules, at_once)
    assert advisor.advise((), (), 3) is None
    prial = advisor.advise(parse_cards("3h 3d 3s"), (), 1)
    assert prial.percentile > 0.999 and prial.chance == 1.0
    weak = advisor.advise(parse_cards("5c 3d 2h"), (), 1)
    assert weak.percentile < 0.01
    one = advisor.advise(parse_cards("Qh Qd 7s"), (), 1)
    many = advisor.advise(parse_cards("Qh Qd 7s"), (), 5)
    assert one.chance == win_probability(rules, parse_cards("Qh Qd 7s"), 1)
    assert many.chance == pytest.approx(one.chance**5)
    four = Advisor(HouseRules(variant="four-card"), at_once)
    choosing = four.advise(parse_cards("Ah Ad 7s 2c"), (), 2, choosing=True)
    assert choosing.discard == parse_cards("2c")
    kept = four.advise(parse_cards("Ah Ad 7s 2c"), parse_cards("2c"), 2)
    assert kept.value == choosing.value and kept.discard == ()


def test_the_advisor_waits_for_the_worker():
    from concurrent.futures import Future

    pending = Future()
    advisor = Advisor(HouseRules(), lambda work: pending)
    assert advisor.advise(parse_cards("Qh Qd 7s"), (), 2) is None
    pending.set_result("ready")
    assert advisor.advise(parse_cards("Qh Qd 7s"), (), 2) == "ready"


def test_the_pace_and_the_advisor_switch_from_the_table_and_are_remembered(folder):
    ui = pub_driver(folder, opponents=1, seed=1)
    try:
        table = ui.top
        pace = table.game.setup.pace
        ui.key(pygame.K_p)
        assert table.game.setup.pace != pace
        advisor = table.advisor_on
        ui.key(pygame.K_a)
        assert table.advisor_on != advisor
        saved = ui.store.settings()["pub_setup"]
        assert saved["pace"] == table.game.setup.pace and saved["advisor"] == table.advisor_on
        ui.key(pygame.K_F1)
        assert table.show_keys
        assert_draw_is_pure(ui)
        ui.key(pygame.K_ESCAPE)
        assert not table.show_keys and ui.top is table
    finally:
        ui.close()


def test_a_disabled_button_says_why_on_the_felt(folder):
    ui = pub_driver(folder, opponents=2, seed=9)
    try:
        until(ui, your_turn(ui))
        table = ui.top
        see = next(c for c in table.choices if c.name == "see")
        assert not see.enabled and see.reason
        ui.key(pygame.K_s)
        assert table.message == see.reason
        assert not your_events(table, Saw)
        assert table.game.table.is_legal(Action.fold())
    finally:
        ui.close()
