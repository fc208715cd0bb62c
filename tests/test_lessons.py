"""The lessons: every script is legal at a bare table and ends; every lesson is taken to its end
in the window with the right moves and, at each step, a wrong one first, which is answered
kindly in the coach panel and changes nothing; finishing is saved and ticked; the bankroll and
the saved pub game are never touched."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from lesson_driver import action_for, make, open_lesson, right_move, wait_for_you, words_on_screen, wrong_move
from ui_driver import Driver

from casino_brag.engine.pub import Action, HouseRules, Table
from casino_brag.engine.pub.games.poker.events import Called, Drew, Raised
from casino_brag.lessons.catalogue import LESSONS, lesson
from casino_brag.lessons.guide import Guide
from casino_brag.lessons.progress import PROGRESS_KEY, finished, mark_finished
from casino_brag.lessons.script import Expect, Lesson, Move, Step, move_of, scripted_action
from casino_brag.save.memory import blank_save
from casino_brag.save.store import STARTING_BANKROLL, Store
from casino_brag.ui.core.text import ENGLISH, tr
from casino_brag.ui.lessons.casino import CasinoLessonScene
from casino_brag.ui.lessons.screen import LIST, LessonsScene

PUB = [item for item in LESSONS if item.table == "pub"]


@pytest.mark.parametrize("taught", PUB, ids=lambda item: item.id)
def test_a_pub_script_is_legal_at_a_bare_table_and_ends(taught):
    """Your expected moves and the opponents' scripted ones, applied to the engine's table, use
    up the script exactly and end the last hand."""
    table, steps, moves = _played(taught)
    assert table.hand_over and not steps and not any(moves.values())


def _played(taught: Lesson) -> tuple[Table, list[Step], dict[int, list[str]]]:
    """The lesson played on a bare engine table, with what is left of the script."""
    rules = replace(HouseRules(), **taught.rules)
    table = Table(["You", *taught.opponents], list(taught.seat_chips()), rules, seed=24, dealer=taught.dealer)
    steps = list(taught.steps)
    moves = {seat: list(queue) for seat, queue in taught.moves.items()}
    for deal in taught.deals:
        table.start_hand(dict(deal.hands), deal.community)
        while (seat := table.retain_offer if table.hand_over else table.to_act) is not None:
            offers = table.legal_actions()
            if seat == 0:
                table.apply(action_for(steps.pop(0).expect, offers))
            else:
                table.apply(scripted_action(moves[seat].pop(0), offers))
    return table, steps, moves


def test_the_brag_poker_lesson_shows_a_half_price_blind_call_the_draw_and_a_fixed_raise():
    table, _, _ = _played(lesson("poker"))
    calls = [e for e in table.events if isinstance(e, Called) and e.seat == 0]
    assert [(e.cost, e.blind) for e in calls] == [(2, True)]  # 4 owed, half blind
    drew = next(e for e in table.events if isinstance(e, Drew) and e.seat == 0)
    assert [str(c) for c in drew.discarded] == ["4c"] and [str(c) for c in drew.drawn] == ["4d"]
    raised = [e for e in table.events if isinstance(e, Raised) and e.seat == 0]
    assert [(e.kind, e.cost) for e in raised] == [("raise", 16)]
    assert table.events[-1].result.winners == (0,)  # type: ignore[attr-defined]


def test_the_single_stake_lesson_ends_with_a_natural_pair_over_a_bragger_pair():
    table, _, _ = _played(lesson("single"))
    result = table.events[-1].result  # type: ignore[attr-defined]
    shown = {hand.seat: hand.value for hand in result.showdown}
    assert shown[0].category == shown[2].category and shown[0].ranks[0] == shown[2].ranks[0]
    assert (shown[0].wilds, shown[2].wilds) == (0, 1) and shown[0].ranks[1] < shown[2].ranks[1]
    assert result.winners == (0,)  # the natural pair wins despite the smaller odd card


def test_a_scripted_call_at_brag_poker_is_its_own_call():
    offers = [Action("fold"), Action("call", cost=2), Action("raise", cost=6)]
    assert scripted_action("call", offers) == Action("call")
    assert Expect("raise").matches(move_of(Action("raise", cost=6)))
    assert not Expect("call").matches(move_of(Action("raise", cost=6)))


def test_every_lesson_has_its_words():
    for taught in LESSONS:
        keys = [taught.title, taught.key("about"), taught.key("done")]
        keys += [taught.key(step.key) for step in taught.steps]
        keys += [taught.key(f"{step.key}.wrong") for step in taught.steps]
        assert not [key for key in keys if key not in ENGLISH], taught.id


def test_a_wrong_move_is_answered_and_the_lesson_waits():
    guide = Guide(lesson("blind"))
    assert not guide.judge(Move("fold"))
    assert (guide.index, guide.reply, guide.wrong) == (0, "lesson.blind.blind.wrong", 1)
    assert not guide.judge(Move("bet", 2))  # the right kind, the wrong amount
    assert guide.judge(Move("bet", 1))
    assert (guide.index, guide.reply) == (1, "")


def test_expectations():
    assert Expect("bet", least=5).matches(Move("bet", 9)) and not Expect("bet", least=5).matches(Move("bet", 4))
    seven = Expect("arrange", cards="As Ah Ad | Kc Qc Jc | 2d")
    hands = (frozenset({"Kc", "Qc", "Jc"}), frozenset({"As", "Ah", "Ad"}), frozenset({"2d"}))
    assert seven.matches(Move("arrange", cards=hands))  # either hand may come first
    mixed = (frozenset({"Kc", "Qc", "Ad"}), frozenset({"As", "Ah", "Jc"}), frozenset({"2d"}))
    assert not seven.matches(Move("arrange", cards=mixed))
    assert Expect("look", hand="retained").matches(Move("look", hand="retained"))
    assert not Expect("look", hand="retained").matches(Move("look", hand="new"))


def test_progress_round_trips_and_ignores_what_it_cannot_read():
    with blank_save() as store:
        assert finished(store) == set()
        mark_finished(store, "blind")
        mark_finished(store, "blind")
        mark_finished(store, "casino")
        assert finished(store) == {"blind", "casino"}
        assert store.settings()[PROGRESS_KEY] == ["blind", "casino"]
        store.save_settings({PROGRESS_KEY: {"not": "a list"}})
        assert finished(store) == set()


def test_the_menu_opens_the_lessons_screen(tmp_path):
    driver = Driver(tmp_path)
    try:
        driver.key(pygame.K_l)
        assert isinstance(driver.top, LessonsScene)
        assert tr("lesson.casino.title") in words_on_screen(driver)
        driver.key(pygame.K_ESCAPE)
        assert not isinstance(driver.top, LessonsScene)
    finally:
        driver.close()


def _state(scene: object) -> object:
    """What a refused move must leave as it was."""
    if isinstance(scene, CasinoLessonScene):
        s = scene.session
        return s.phase, {k: list(v) for k, v in s.stacks.items()}, s.bankroll, len(s.decks)
    table = scene.game.table  # type: ignore[attr-defined]
    return len(table.events), table.chips, table.pot


@pytest.mark.parametrize("taught", LESSONS, ids=lambda item: item.id)
def test_a_lesson_is_taken_to_its_end_with_a_wrong_move_at_every_step(tmp_path, taught):
    driver = Driver(tmp_path)
    try:
        scene = open_lesson(driver, taught)
        guide = scene.guide if isinstance(scene, CasinoLessonScene) else scene.lesson_game.guide
        for index, step in enumerate(taught.steps):
            wait_for_you(driver, scene)
            assert guide.index == index
            before = _state(scene)
            kind, action = wrong_move(scene)
            make(scene, kind, action)
            driver.step(0.05)
            assert guide.index == index and guide.reply == taught.key(f"{step.key}.wrong")
            assert _state(scene) == before, "a refused move changed the table"
            assert tr(guide.reply) in words_on_screen(driver), "the kind answer is not on screen"
            right_move(scene)
            driver.step(0.05)
            assert guide.index == index + 1 and not guide.reply
        wait_for_you(driver, scene)
        assert scene.done and tr(taught.key("done")) in words_on_screen(driver)
        assert taught.id in finished(driver.store)
        driver.key(pygame.K_RETURN)
        lessons = driver.top
        assert isinstance(lessons, LessonsScene) and taught.id in lessons.done
        assert tr("lessons.finished") in words_on_screen(driver)
    finally:
        driver.close()
    with Store.open(tmp_path) as store:
        assert store.bankroll == STARTING_BANKROLL
        assert store.count_hands() == 0 and store.sessions() == []
        assert finished(store) == {taught.id}


def test_leaving_a_lesson_midway_keeps_nothing_but_the_settings(tmp_path):
    driver = Driver(tmp_path)
    try:
        scene = open_lesson(driver, lesson("cover"))
        wait_for_you(driver, scene)
        right_move(scene)
        driver.key(pygame.K_ESCAPE)
        assert isinstance(driver.top, LessonsScene)
        assert finished(driver.store) == set()
    finally:
        driver.close()
    with Store.open(tmp_path) as store:
        assert store.bankroll == STARTING_BANKROLL and store.sessions() == []


def test_every_lesson_row_fits_in_the_list(tmp_path):
    driver = Driver(tmp_path)
    try:
        driver.key(pygame.K_l)
        screen = driver.top
        assert isinstance(screen, LessonsScene)
        assert all(LIST.contains(screen.row(index)) for index in range(len(LESSONS)))
    finally:
        driver.close()
