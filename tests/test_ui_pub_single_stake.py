"""The Single-Stake Brag table: its buttons with their costs, your cards turned up once the stake is
down, the braggers named and starred, the rule of each hand said in words, the setup's switches,
and sessions whose books balance and whose hands the history reads back."""

import random

import pygame
from pub_driver import pub_driver, until
from test_ui_pub_save import books_balance, play_out, setup_for, step
from test_ui_scenes import assert_draw_is_pure

from casino_brag.engine.cards import parse_cards
from casino_brag.engine.pub import Action, HouseRules, Table
from casino_brag.engine.pub.games.single.events import HandPickedUp
from casino_brag.engine.pub.games.single.ranking import bragger_value
from casino_brag.save.pub_book import HUMAN
from casino_brag.save.pub_setup import RULE_CHOICES, rules_with, shown_switches
from casino_brag.save.store import STARTING_BANKROLL, Store
from casino_brag.ui.pub.history import read_pub_hand
from casino_brag.ui.pub.scene import PubTableScene
from casino_brag.ui.pub.session import PubGame
from casino_brag.ui.pub.single.controls import single_choices
from casino_brag.ui.pub.single.marks import star_points
from casino_brag.ui.pub.single.show import told
from casino_brag.ui.pub.single.words import bragger_hand


def test_every_button_says_what_it_costs():
    stake = single_choices([Action("bet", min=1, max=40)], "")
    assert [c.label for c in stake] == ["Stake 1", "Stake more: to 40", "Drop: free"]
    assert [c.enabled for c in stake] == [True, True, False] and stake[2].reason
    meet = single_choices([Action.fold(), Action("bet", min=4, max=30)], "")
    assert [c.label for c in meet] == ["Meet: 4", "Raise: 5 to 30", "Drop: free"]
    assert meet[0].action == Action.bet(4) and meet[2].action == Action.fold()
    capped = single_choices([Action.fold(), Action("bet", min=6, max=6)], "")
    assert [c.enabled for c in capped] == [True, False, True] and "poorest" in capped[1].reason
    waiting = single_choices([], "Ray")
    assert not any(c.enabled for c in waiting) and all("Ray" in c.reason for c in waiting)


def test_hands_are_named_with_their_braggers():
    assert bragger_hand(bragger_value(parse_cards("Ks Kh Jc"))) == "Prial of Kings with a bragger"
    assert bragger_hand(bragger_value(parse_cards("Kc Jc 9d"))) == "Prial of Kings with 2 braggers"
    assert "bragger" not in bragger_hand(bragger_value(parse_cards("Ks Kh Kd")))
    assert len(star_points((10, 10), 6)) == 10


def finished(hands: dict[int, str], moves: list[Action], seats: int = 3) -> Table:
    t = Table([f"P{i}" for i in range(seats)], 50, HouseRules(variant="single-stake", ante=2), 5, seats - 1)
    t.start_hand(hands)
    for move in moves:
        t.apply(move)
    return t


def rule_of(t: Table) -> str:
    from casino_brag.engine.pub.games.single.events import FirstBettorWins, StakeUnmet

    events = t.events_since(t.hand_start)
    first = next((e for e in events if isinstance(e, FirstBettorWins)), None)
    return told(t.result, t.names, any(isinstance(e, StakeUnmet) for e in events), first).rule


def test_every_rule_that_decides_a_hand_is_said():
    natural = finished({0: "Kc Jc 9d", 1: "Ks Kh Kd", 2: "4c 8d 2s"}, [Action.bet(2)] * 3)
    said = rule_of(natural)  # seat 0 is you: your three Kings with braggers lose to P1's natural ones
    assert said.startswith("P1's Prial of Kings beats your Prial of Kings with 2 braggers")
    assert said.endswith("a natural hand beats the same hand made with braggers.")
    first = finished({0: "Qs Qh 5c", 1: "Qd Qc 5h", 2: "8c 7d 2s"}, [Action.bet(2)] * 3)
    assert rule_of(first).endswith(": you bet first, and the first bettor wins.")
    unmet = finished({}, [Action.bet(3), Action.fold(), Action.fold()])
    assert rule_of(unmet).startswith("Nobody met P2's stake")
    plain = finished({0: "Ah Ac 2s", 1: "3h 5d 8c", 2: "4c 7d 2h"}, [Action.bet(1), Action.bet(1), Action.fold()])
    assert rule_of(plain).startswith("The stakes are equal, so the hands are shown")


def test_a_hand_at_the_table_turns_your_cards_up_once_the_stake_is_down(tmp_path):
    ui = pub_driver(tmp_path, opponents=2, seed=11, rules={"variant": "single-stake", "session_hands": 1})
    try:
        until(ui, lambda: isinstance(ui.top, PubTableScene) and ui.top.game.your_turn)
        scene = ui.top
        table = scene.game.table
        assert any(isinstance(e, HandPickedUp) for e in table.events)
        mine = [c for c in scene.show.cards if c.seat == HUMAN and c.out_at > scene.t]
        assert mine and all(c.face is not None for c in mine)
        labels = [c.label for c in scene.choices]
        assert labels[0].startswith(("Meet: ", "Stake ")) and labels[-1] == "Drop: free"
        assert_draw_is_pure(ui)
        ui.key(pygame.K_b)  # meet, or put up the least stake as the dealer
        until(ui, lambda: scene.game.over and not scene.show.busy(scene.t))
        verdict = scene.show.verdict(scene.t)
        assert verdict is not None and verdict.rule
    finally:
        ui.close()


def test_the_setup_offers_single_stake_brag_with_its_own_switches():
    assert "single-stake" in RULE_CHOICES["variant"]
    names = [s.name for s in shown_switches(HouseRules(variant="single-stake"))]
    assert names[0] == "variant" and {"ante", "min_first_bet", "max_stake", "max_raise"} <= set(names)
    assert not {"blind_play", "wild", "shuffle", "retain_blind_hand", "short_of_chips"} & set(names)
    wild = HouseRules(wild="twos")
    single = rules_with(wild, "variant", "single-stake")
    assert single.wild == "none" and single.shuffle == "every-hand"
    assert rules_with(single, "variant", "three-card").shuffle == "after-prial-see"


def test_sessions_keep_the_books_and_the_history_reads_every_hand(tmp_path):
    with Store.open(tmp_path) as store:
        game = PubGame.new(store, setup_for(3, chips=40, hands=6, variant="single-stake", ante=2), seed=3)
        rng = random.Random(2)
        play_out(store, game, rng, chips_in_play=160)
        for record in store.hands("pub", limit=100):
            hand = read_pub_hand(record)
            assert hand.variant == "single-stake" and hand.verdict is not None and hand.verdict.rule


def test_the_advisor_values_your_hand_with_the_braggers():
    from concurrent.futures import Future

    from casino_brag.ui.pub.advisor import Advisor

    def now(work):
        done: Future = Future()
        done.set_result(work())
        return done

    advisor = Advisor(HouseRules(variant="single-stake"), now)
    prial = advisor.advise(parse_cards("Kc Jc 9d"), (), 2)
    assert prial is not None and prial.value.category.name == "PRIAL" and prial.value.wilds == 2
    flush = advisor.advise(parse_cards("Jh 7h 4h"), (), 2)  # a flush counts for nothing here
    assert flush is not None and flush.value.category.name == "HIGH_CARD"
    assert prial.percentile > 0.99 > flush.percentile and prial.chance > flush.chance


def test_a_session_quit_mid_hand_resumes_exactly(tmp_path):
    from pub_support import same_table
    from test_ui_pub_save import play_hands

    from casino_brag.save.pub_book import unfinished

    rng = random.Random(4)
    with Store.open(tmp_path) as store:
        game = PubGame.new(store, setup_for(3, hands=20, variant="single-stake", ante=2), seed=8)
        play_hands(game, rng, 2)
        while not game.table.hand_over and not game.your_turn:
            step(game, rng)
        if game.table.hand_over:
            game.deal()
        left = game.table
        game.close()
    with Store.open(tmp_path) as store:
        saved = unfinished(store)
        assert saved is not None and saved.setup.rules.variant == "single-stake"
        game = PubGame.resumed_from(store, saved)
        try:
            same_table(game.table, left)
            play_hands(game, rng, 3)
            books_balance(store, game, STARTING_BANKROLL)
        finally:
            game.close()


def test_the_record_of_single_stake_sessions_is_kept_apart(tmp_path):
    from casino_brag.save.pub_book import pub_record

    with Store.open(tmp_path) as store:
        for variant in ("single-stake", "three-card"):
            game = PubGame.new(store, setup_for(1, chips=30, hands=2, variant=variant), seed=1)
            rng = random.Random(1)
            try:
                while not game.over:
                    step(game, rng)
            finally:
                game.close()
        everything, single = pub_record(store), pub_record(store, "single-stake")
        assert everything.sessions == 2 and single.sessions == 1
        assert single.hands == 2 and pub_record(store, "three-card").sessions == 1


def test_the_table_talk_tells_the_stake_from_a_raise():
    from casino_brag.engine.pub.games.single.events import StakeBet
    from casino_brag.ui.pub.single.words import log_line

    t = finished({}, [Action.bet(2), Action.bet(6), Action.bet(6)])
    lines = [log_line(e, t.names) for e in t.events_since(t.hand_start) if isinstance(e, StakeBet)]
    assert lines == [
        "P2 puts up a stake of 2",
        "You put in 6, raising the stake to 6",  # seat 0 is you at the table
        "P1 meets the stake: 6",
    ]


def test_leaving_as_the_dealer_puts_up_the_least_stake_and_plays_the_hand_out(tmp_path):
    with Store.open(tmp_path) as store:
        game = PubGame.new(store, setup_for(2, chips=40, hands=10, variant="single-stake", ante=2), seed=3)
        rng = random.Random(5)
        try:
            while not (game.your_turn and game.table.dealer == HUMAN and game.table.stake == 0):
                assert not game.over
                step(game, rng)
            job = game.leave()
            assert job is not None
            job.result()
            game.finish_leaving()
            assert game.table.hand_over and sum(game.table.chips) == 120
            assert game.table.put_in(HUMAN) >= 1
            books_balance(store, game, STARTING_BANKROLL)
        finally:
            game.close()
