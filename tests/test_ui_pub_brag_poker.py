"""The 3 Card Brag Poker table driven by posted events: the blinds and the bet size said, every
button saying what it costs, the draw by clicking cards and a Draw button, the showdown's
verdict, the setup's switches, and the hand read back from the history."""

import pygame
from pub_driver import pub_driver, until
from test_ui_scenes import assert_draw_is_pure

from casino_brag.engine.pub import HouseRules
from casino_brag.engine.pub.games.poker.events import BlindPosted, Drew
from casino_brag.save.pub_book import HUMAN
from casino_brag.save.pub_setup import RULE_CHOICES, shown_switches
from casino_brag.ui.pub.poker.words import blinds_line, pot_line
from casino_brag.ui.pub.scene import PubTableScene


def test_a_hand_is_bet_drawn_and_shown_down_from_the_buttons(tmp_path):
    rules = {"variant": "brag-poker", "session_hands": 1}
    ui = pub_driver(tmp_path, opponents=2, seed=5, advisor=True, rules=rules)
    try:
        until(ui, lambda: isinstance(ui.top, PubTableScene) and ui.top.game.your_turn)
        scene = ui.top
        table = scene.game.table
        posted = [e for e in table.events if isinstance(e, BlindPosted)]
        assert [e.amount for e in posted] == [1, 2]
        assert pot_line(table).startswith("Round 1 of 2 · bets and raises 4")
        assert blinds_line(table) == "Blinds 1/2"
        labels = [c.label for c in scene.choices]
        assert labels[0] == "Look: free" and labels[-1] == "Fold"
        assert any(label.startswith(("Call ", "Check: free")) for label in labels)
        ui.key(pygame.K_l)  # look: free, and still your turn
        until(ui, lambda: not table.is_blind(HUMAN))
        while not table.hand_over and table.game.deal.phase == "betting":
            if scene.game.your_turn:
                ui.key(pygame.K_c if any(c.name == "call" and c.enabled for c in scene.choices) else pygame.K_k)
            ui.step(1 / 30)
        if not table.hand_over:
            until(ui, lambda: scene.game.your_turn or table.hand_over)
        if not table.hand_over and table.game.deal.phase == "draw":
            assert scene.bar_hint().startswith("Click the cards")
            assert [c.label for c in scene.choices] == ["Stand pat: free"]
            until(ui, lambda: not scene.show.busy(scene.t))
            ui.key(pygame.K_1)
            ui.key(pygame.K_2)
            assert [c.label for c in scene.choices] == ["Draw 2 cards: free"]
            assert_draw_is_pure(ui)
            ui.key(pygame.K_d)
            until(ui, lambda: any(isinstance(e, Drew) and e.seat == HUMAN for e in table.events))
            drew = next(e for e in table.events if isinstance(e, Drew) and e.seat == HUMAN)
            assert drew.count == 2 and set(table.cards_of(HUMAN)["new"]) == set(drew.cards)
        while not table.hand_over:
            if scene.game.your_turn:
                ui.key(pygame.K_c if any(c.name == "call" and c.enabled for c in scene.choices) else pygame.K_k)
            ui.step(1 / 30)
        until(ui, lambda: scene.game.over and not scene.show.busy(scene.t))
        assert any(isinstance(e, Drew) and e.seat == HUMAN and e.count == 2 for e in table.events)
        verdict = scene.show.verdict(scene.t)
        assert verdict is not None and verdict.headline
        texts = [line.text for line in scene.show.log]
        assert any("posts the big blind" in t or "post the big blind" in t for t in texts)
    finally:
        ui.close()


def test_the_setup_offers_brag_poker_without_stake_limits():
    assert "brag-poker" in RULE_CHOICES["variant"]
    names = [s.name for s in shown_switches(HouseRules(variant="brag-poker"))]
    assert names[0] == "variant"
    assert {"ante", "blind_play", "short_of_chips"} <= set(names)
    assert not {"max_stake", "pot_limit", "retain_blind_hand", "max_raise", "min_first_bet"} & set(names)
