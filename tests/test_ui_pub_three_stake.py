"""The Three-Stake Brag table driven by posted events: the face-up cards, the draw towards 31 with
its buttons and counts, and the three stakes said as the hand's verdict and in the history."""

import pygame
from pub_driver import pub_driver, until
from test_ui_scenes import assert_draw_is_pure

from casino_brag.engine.pub.games.threestake.events import CardsTurnedUp, StakeWon
from casino_brag.save.pub_book import HUMAN
from casino_brag.ui.pub.scene import PubTableScene
from casino_brag.ui.pub.threestake.history import stakes_won


def test_a_hand_is_folded_drawn_to_31_and_its_three_stakes_said(tmp_path):
    ui = pub_driver(tmp_path, opponents=2, seed=11, advisor=True, rules={"variant": "three-stake", "session_hands": 1})
    try:
        until(ui, lambda: isinstance(ui.top, PubTableScene) and ui.top.game.your_turn)
        scene = ui.top
        table = scene.game.table
        up = [e for e in table.events if isinstance(e, CardsTurnedUp)]
        assert len(up) == 3 and all(len(e.cards) == 1 for e in up)
        ui.key(pygame.K_f)  # fold the brag
        until(ui, lambda: scene.game.your_turn or table.hand_over)
        if not table.hand_over:  # nobody made 31 on the deal: your draw
            labels = [c.label for c in scene.choices]
            deal = table.game.deal
            count = sum(min(int(c.rank), 10) if c.rank != 14 else 11 for c in deal.cards(HUMAN))
            assert labels == ["Draw a card: free", f"Stand on {count}: free"]
            assert_draw_is_pure(ui)
            ui.key(pygame.K_s)
        until(ui, lambda: scene.game.over and not scene.show.busy(scene.t))
        won = [e for e in table.events if isinstance(e, StakeWon)]
        assert [w.number for w in won] == [1, 2, 3]
        verdict = scene.show.verdict(scene.t)
        assert verdict is not None and verdict.headline.endswith("wins the brag")
        assert "Stake 1 to" in verdict.rule and "Stake 3 to" in verdict.rule
        texts = [line.text for line in scene.show.log]
        assert any(t.startswith("Stake 1 to") for t in texts)
    finally:
        ui.close()


def test_stakes_read_back_from_stored_events():
    stored = [
        {
            "type": "StakeWon",
            "number": 1,
            "seats": [0],
            "amount": 3,
            "how": "face-up card",
            "card": "Kc",
            "count": None,
        },
        {"type": "StakeWon", "number": 3, "seats": [1, 2], "amount": 3, "how": "tie", "card": None, "count": 25},
        {"type": "StakeWon", "number": 2, "seats": [0], "amount": 3, "how": "nonsense"},
    ]
    found = stakes_won(stored)
    assert [(w.number, w.seats, w.how) for w in found] == [(1, (0,), "face-up card"), (3, (1, 2), "tie")]


def test_the_setup_offers_three_stake_brag_without_retaining_a_blind_hand():
    from casino_brag.engine.pub import HouseRules
    from casino_brag.save.pub_setup import RULE_CHOICES, shown_switches

    assert "three-stake" in RULE_CHOICES["variant"]
    names = [s.name for s in shown_switches(HouseRules(variant="three-stake"))]
    assert names[0] == "variant" and "retain_blind_hand" not in names and "wild_twos" not in names
    assert {"ante", "blind_play", "short_of_chips", "max_stake"} <= set(names)
