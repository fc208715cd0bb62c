"""Driving the lessons in tests: open one from the menu, then take each step with the right move
(or a wrong one), through the same methods the tables' buttons and keys call."""

from __future__ import annotations

import pygame
from ui_driver import Driver

from casino_brag.engine.casino.settlement import Bet
from casino_brag.engine.pub import Action
from casino_brag.lessons.catalogue import LESSONS
from casino_brag.lessons.script import Expect, Lesson, Move, move_of
from casino_brag.ui.core import footprint, theme
from casino_brag.ui.lessons.casino import CasinoLessonScene
from casino_brag.ui.lessons.pub import LessonArrangeScene, LessonTableScene

LessonScene = CasinoLessonScene | LessonTableScene | LessonArrangeScene


def open_lesson(driver: Driver, lesson: Lesson) -> LessonScene:
    """From the menu: L for the Lessons screen, down to the lesson, Enter."""
    driver.key(pygame.K_l)
    for _ in range(LESSONS.index(lesson)):
        driver.key(pygame.K_DOWN)
    driver.key(pygame.K_RETURN)
    scene = driver.top
    assert isinstance(scene, CasinoLessonScene | LessonTableScene | LessonArrangeScene)
    return scene


def wait_for_you(driver: Driver, scene: LessonScene, limit: int = 2000) -> None:
    """Let the table play on (the scripted opponents, the animations) until it waits for you."""
    for _ in range(limit):
        if your_move(scene) or scene.done:
            return
        if isinstance(scene, LessonTableScene) and scene.game.can_deal and not scene.show.busy(scene.t):
            scene.deal()
        if isinstance(scene, LessonArrangeScene) and scene.game.can_deal and not scene.revealing():
            scene.deal()
        driver.step(0.1)
    raise AssertionError("the lesson never waited for a move")


def your_move(scene: LessonScene) -> bool:
    if isinstance(scene, CasinoLessonScene):
        return not scene.animating() and not scene.guide.through
    if isinstance(scene, LessonArrangeScene):
        return scene.game.your_turn and scene.arranging is not None
    return scene.game.your_turn and not scene.show.busy(scene.t)


def action_for(expect: Expect, offers: list[Action]) -> Action:
    """A pub action that meets the step."""
    if expect.kind == "bet":
        least = next(o.min for o in offers if o.kind == "bet")
        assert least is not None
        return Action.bet(expect.amount if expect.amount is not None else max(least, expect.least or 0))
    if expect.kind == "discard":
        return Action.discard(expect.cards)
    if expect.kind == "arrange":
        return Action.arrange(expect.cards.replace("|", " "))
    if expect.kind in ("look", "fold", "keep"):
        return {"look": Action.look, "fold": Action.fold, "keep": Action.keep}[expect.kind](expect.hand)  # type: ignore[arg-type]
    return Action(expect.kind)  # type: ignore[arg-type]


def make(scene: LessonScene, kind: str, action: Action | None = None) -> None:
    """Make a move the way the table's controls do."""
    if isinstance(scene, CasinoLessonScene):
        moves = {
            "ante": lambda: scene.add_chip(Bet.ANTE),
            "pair_bonus": lambda: scene.add_chip(Bet.PAIR_BONUS),
            "deal": scene.do_deal,
            "play": scene.do_play,
            "fold": scene.do_fold,
            "undo": scene.do_undo,
        }
        moves[kind]()
        return
    assert action is not None
    if isinstance(scene, LessonArrangeScene):
        assert scene.arranging is not None
        scene.arranging.fill(action.cards)
        scene.declare()
        return
    scene.act(action)


def right_move(scene: LessonScene) -> None:
    step = scene.guide.step if isinstance(scene, CasinoLessonScene) else scene.lesson_game.guide.step
    assert step is not None
    if isinstance(scene, CasinoLessonScene):
        make(scene, step.expect.kind)
    else:
        make(scene, step.expect.kind, action_for(step.expect, scene.game.table.legal_actions()))


def wrong_move(scene: LessonScene) -> tuple[str, Action | None]:
    """A move the step does not ask for (a legal one where the table offers one)."""
    if isinstance(scene, CasinoLessonScene):
        step = scene.guide.step
        assert step is not None
        kind = {"ante": "pair_bonus", "pair_bonus": "deal", "deal": "ante", "play": "fold", "fold": "play"}[
            step.expect.kind
        ]
        return kind, None
    guide = scene.lesson_game.guide
    step = guide.step
    assert step is not None
    offers = scene.game.table.legal_actions()
    if step.expect.kind == "arrange":
        dealt = offers[0].cards
        return "arrange", Action.arrange(list(reversed(dealt)))
    right = action_for(step.expect, offers)
    for offer in offers:
        candidate = offer if offer.kind != "bet" else Action.bet(offer.max or 1)
        if offer.kind == "bet" and step.expect.kind == "bet":
            candidate = Action.bet(right.amount + 1 if step.expect.amount is not None else offer.min or 1)  # type: ignore[operator]
        if candidate != right and not guide.lesson.steps[guide.index].expect.matches(_move(candidate)):
            return candidate.kind, candidate
    raise AssertionError(f"no wrong move to make at {step.key}")


def _move(action: Action) -> Move:
    return move_of(action)


def words_on_screen(driver: Driver) -> str:
    """Every line of words the window draws now, joined."""
    screen = footprint.RecordingSurface((theme.WIDTH, theme.HEIGHT))
    with footprint.recording() as recorder:
        driver.app.stack.draw(screen)
    return " ".join(m.what for m in recorder.marks if m.kind == "text")
