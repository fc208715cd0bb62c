"""Bastard Brag at the pub table, driven by posted events: a hand through every betting round to
the showdown with the buttons always the table's legal actions, Blind Bastard's closed Look,
a Stud Bastard discard, the advisor over the board, the result told on the felt or under it, the
setup offering the game with its switches and agreeing the top prial, and speech bubbles kept on
the table at every seat."""

import pygame
import pytest
from pub_driver import pub_driver, until
from test_ui_pub_table import buttons_follow_choices, your_turn
from test_ui_scenes import assert_draw_is_pure
from ui_driver import Driver

from casino_brag.engine.ai.bastard.strength import board_chances
from casino_brag.engine.pub import Action
from casino_brag.engine.pub.events import Discarded, Looked
from casino_brag.save.pub_book import HUMAN
from casino_brag.save.pub_setup import BOARD_SWITCHES, SETUP_KEY, PubSetup
from casino_brag.ui.core.app import init_display
from casino_brag.ui.pub import layout as L
from casino_brag.ui.pub import view as pub_view
from casino_brag.ui.pub.furniture import bubble_rect
from casino_brag.ui.pub.scene import PubTableScene
from casino_brag.ui.pub.setup import PubSetupScene
from casino_brag.ui.pub.words import card_name
from casino_brag.ui.widgets.dialog import Dialog

BASTARD = {"variant": "bastard", "session_hands": 40}


def call_always(table: PubTableScene) -> None:
    """The opponents stay in for the least they may (so a hand reaches its showdown)."""

    def decide(view_table):
        bets = [o for o in view_table.legal_actions() if o.kind == "bet"]
        return Action.bet(bets[0].min) if bets else Action.fold()

    for player in table.game.players.values():
        player.decide = decide


def fix_deal(table: PubTableScene, hands: dict, community: str) -> None:
    deal = table.game.table.start_hand
    table.game.table.start_hand = lambda *a, **k: deal(hands, community=community)


@pytest.fixture
def folder(tmp_path):
    return tmp_path


def test_a_hand_through_every_round_to_the_showdown(folder):
    ui = pub_driver(folder, opponents=2, seed=7, animation="fast", rules=BASTARD)
    try:
        table = ui.top
        call_always(table)
        fix_deal(table, {0: "Qs Qc 4d", 1: "9h 8h 2s", 2: "Ac 5c 7d"}, "Qh 6s 3c")
        seen_rounds = set()
        looked = False
        until(ui, lambda: table.game.table.hand_number == 1)
        while True:
            until(ui, lambda: your_turn(ui)() or (table.game.table.hand_over and not table.show.busy(table.t)))
            t = table.game.table
            if t.hand_over and t.hand_number:
                break
            buttons_follow_choices(table)
            mark = table.show.board.round_at(table.t)
            assert mark is not None and (mark.round, mark.rounds) == (t.betting_round, 4)
            assert table.show.board.face_up(table.t) == t.community_cards
            seen_rounds.add(t.betting_round)
            assert_draw_is_pure(ui)
            if not looked:
                ui.key(pygame.K_l)
                looked = True
            ui.key(pygame.K_b)
        assert seen_rounds == {1, 2, 3, 4}
        result = table.game.table.result
        assert result.how == "showdown" and result.winner == HUMAN
        verdict = table.show.verdict(table.t)
        assert verdict.rule == table.bar_hint()
        assert verdict.rule.startswith("At the showdown, Prial of Queens (You) beats ")
        assert pub_view.headline_on_felt(table)  # three hands leave room above the board
        assert table.show.board.lit(table.t) == {c for c in result.community if c.rank == 12}
        assert_draw_is_pure(ui)
    finally:
        ui.close()


def test_blind_bastard_keeps_look_closed_until_the_last_card_is_turned(folder):
    ui = pub_driver(folder, opponents=1, seed=3, rules={**BASTARD, "blind_bastard": True})
    try:
        table = ui.top
        call_always(table)
        reasons = []
        until(ui, lambda: table.game.table.hand_number == 1)
        while True:
            until(ui, lambda: your_turn(ui)() or table.game.table.hand_over)
            t = table.game.table
            assert not t.hand_over, "the hand ended before the last round"
            look = next(c for c in table.choices if c.name == "look")
            if t.betting_round < 4:
                assert not look.enabled and "round 4" in look.reason
                assert "Blind Bastard" in table.bar_hint()
                ui.key(pygame.K_l)
                reasons.append(table.message)
                assert not [e for e in t.events if isinstance(e, Looked) and e.seat == HUMAN]
                ui.key(pygame.K_b)
            else:
                assert look.enabled
                ui.key(pygame.K_l)
                assert [e for e in t.events if isinstance(e, Looked) and e.seat == HUMAN]
                break
        assert reasons and all("Blind Bastard" in r for r in reasons)
    finally:
        ui.close()


def test_stud_bastard_discards_the_card_you_pick_and_the_advisor_suggests_one(folder):
    ui = pub_driver(folder, opponents=2, seed=6, rules={**BASTARD, "stud": True}, advisor=True)
    try:
        until(ui, your_turn(ui))
        table = ui.top
        ui.key(pygame.K_l)
        until(ui, lambda: not table.show.busy(table.t) and table.advice is not None)
        mine = table._your_visible_cards()
        assert len(mine) == 4 and len(table.advice.discard) == 1 and table.advice.discard[0] in mine
        ui.key(pygame.K_3)
        discard = next(c for c in table.choices if c.name == "discard")
        assert discard.enabled and card_name(mine[2]) in discard.label
        ui.key(pygame.K_d)
        (event,) = [e for e in table.game.table.events if isinstance(e, Discarded) and e.seat == HUMAN]
        assert event.cards == (mine[2],)
    finally:
        ui.close()


def test_the_advisor_weighs_your_hand_against_the_board_to_come(folder):
    ui = pub_driver(folder, opponents=2, seed=4, rules=BASTARD, advisor=True)
    try:
        table = ui.top
        call_always(table)
        until(ui, your_turn(ui))
        ui.key(pygame.K_l)
        while not table.game.table.community_cards:
            ui.key(pygame.K_b)
            until(ui, your_turn(ui))
        until(ui, lambda: table.advice is not None and table.advice.board == table.game.table.community_cards)
        advice = table.advice
        t = table.game.table
        expected = board_chances(t.rules, table._your_visible_cards(), t.community_cards, 2)
        assert (advice.chance, advice.percentile, advice.value) == (
            expected.chance,
            expected.percentile,
            expected.value,
        )
        assert len(advice.cards) == 3 and set(advice.cards) <= {*table._your_visible_cards(), *t.community_cards}
        assert_draw_is_pure(ui)
    finally:
        ui.close()


def test_with_every_hand_shown_the_result_is_told_under_the_table(folder):
    ui = pub_driver(folder, opponents=7, seed=5, animation="fast", rules=BASTARD)
    try:
        table = ui.top
        call_always(table)
        fix_deal(
            table,
            {
                0: "Kh 4c 7s",
                1: "Ks 5d 8c",
                2: "9h 9d 2c",
                3: "Ac 6h 3s",
                4: "2d 2s 5c",
                5: "Jh Js 4h",
                6: "7d 8d 6c",
                7: "Ad Kd 3c",
            },
            "Qh Jd Tc",
        )
        until(ui, lambda: your_turn(ui)())
        while not table.game.table.hand_over:
            ui.key(pygame.K_b)
            until(ui, lambda: table.game.table.hand_over or your_turn(ui)())
        until(ui, lambda: not table.show.busy(table.t))
        verdict = table.show.verdict(table.t)
        assert verdict.headline == "Nervous Nell wins " + str(table.game.table.result.awards[0].amount)
        assert not pub_view.headline_on_felt(table)
        assert len(table.show.labels) == 8
        assert_draw_is_pure(ui)
    finally:
        ui.close()


@pytest.mark.parametrize("seats", range(2, 9))
def test_speech_bubbles_stay_on_the_table_at_every_seat(seats):
    init_display()
    for seat in range(seats):
        anchor, opens = L.bubble_anchor(seat, seats)
        for words in ("Let's have a look", "Blind 1,000, raise!", "Raise to 1,000,000", "I'll keep it blind"):
            rect, _way = bubble_rect(words, anchor, opens, L.TABLE_AREA)
            assert L.TABLE_AREA.contains(rect), (seats, seat, words, rect)
            assert not rect.colliderect(L.LOG_RECT) and not rect.colliderect(L.BAR_RECT)


def test_the_setup_offers_bastard_brag_and_agrees_the_top_prial(tmp_path):
    ui = Driver(tmp_path, seed=4)
    try:
        ui.key(pygame.K_2)
        screen = ui.top
        assert isinstance(screen, PubSetupScene)
        variant = next(i for i, row in enumerate(screen.rows) if row.name == "variant")
        while screen.focus != variant:
            ui.key(pygame.K_DOWN)
        ui.key(pygame.K_LEFT)  # Bastard Brag is the last game in the list
        rules = screen.setup.rules
        assert rules.variant == "bastard" and rules.a23 == "low"
        names = [row.name for row in screen.rows]
        at = names.index("variant")
        assert names[at + 1 : at + 1 + len(BOARD_SWITCHES)] == list(BOARD_SWITCHES)
        assert "retain_blind_hand" not in names
        assert all(row.rect.bottom <= 720 for row in screen.rows)
        ui.key(pygame.K_DOWN)
        ui.key(pygame.K_RIGHT)  # four community cards
        wild = next(i for i, row in enumerate(screen.rows) if row.name == "wild")
        while screen.focus != wild:
            ui.key(pygame.K_DOWN)
        ui.key(pygame.K_RIGHT)  # wild twos
        assert (screen.setup.rules.community_cards, screen.setup.rules.wild) == (4, "twos")
        assert_draw_is_pure(ui)
        ui.key(pygame.K_RETURN)
        dialog = ui.top
        assert isinstance(dialog, Dialog) and "three threes" in dialog.message
        assert [label for label, _ in dialog.choices] == ["3-3-3 on top", "A-A-A on top", "Back"]
        ui.key(pygame.K_RIGHT)
        ui.key(pygame.K_RETURN)
        table = ui.top
        assert isinstance(table, PubTableScene)
        played = table.game.table.rules
        assert (played.variant, played.threes_top, played.community_cards, played.wild) == (
            "bastard",
            False,
            4,
            "twos",
        )
        remembered = PubSetup.from_dict(ui.store.settings()[SETUP_KEY])
        assert remembered.rules == played
        ui.key(pygame.K_ESCAPE)
        ui.key(pygame.K_2)
        ui.key(pygame.K_RETURN)
        ui.key(pygame.K_ESCAPE)  # Back: still choosing
        assert isinstance(ui.top, PubSetupScene)
        variant = next(i for i, row in enumerate(ui.top.rows) if row.name == "variant")
        while ui.top.focus != variant:
            ui.key(pygame.K_DOWN)
        ui.key(pygame.K_RIGHT)  # back to Three-Card Brag: the board's switches go
        rules = ui.top.setup.rules
        assert (rules.variant, rules.a23, rules.community_cards, rules.wild) == ("three-card", "high", 3, "twos")
    finally:
        ui.close()
