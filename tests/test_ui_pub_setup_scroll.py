"""The setup screen's house rules scroll: every rule keeps a full-height row with its explanation
under it, the focused rule is always in view, and the mouse wheel scrolls the list."""

import pygame
from ui_driver import Driver

from casino_brag.ui.core import viewport
from casino_brag.ui.pub.setup import PubSetupScene
from casino_brag.ui.pub.setup_rows import RULE_H, RuleList


def _setup_screen(tmp_path) -> tuple[Driver, PubSetupScene]:
    ui = Driver(tmp_path)
    ui.key(pygame.K_2)
    screen = ui.top
    assert isinstance(screen, PubSetupScene)
    return ui, screen


def _rules(screen: PubSetupScene) -> list:
    return screen.rule_list.rows


def test_the_focused_rule_is_always_in_view_and_the_list_scrolls_back(tmp_path) -> None:
    ui, screen = _setup_screen(tmp_path)
    try:
        rules = _rules(screen)
        assert screen.rule_list.scrolls and all(row.rect.height == RULE_H for row in rules)
        assert rules[0].shown and not rules[-1].shown
        while screen.rows[screen.focus] is not rules[-1]:
            ui.key(pygame.K_DOWN)
            focused = screen.rows[screen.focus]
            assert focused.shown and (focused not in rules or RuleList.VIEW.contains(focused.rect))
        assert not rules[0].shown
        ui.key(pygame.K_DOWN)  # round to the top of the screen: the list is as it was
        assert screen.focus == 0
        ui.key(pygame.K_UP)
        assert screen.rows[screen.focus] is rules[-1] and rules[-1].shown
    finally:
        ui.close()


def test_the_wheel_over_the_rules_scrolls_them_and_a_rule_out_of_view_is_not_clicked(tmp_path, monkeypatch) -> None:
    ui, screen = _setup_screen(tmp_path)
    try:
        rules = _rules(screen)
        monkeypatch.setattr(viewport, "mouse_pos", lambda: RuleList.VIEW.center)
        first = rules[0]
        spot = (first.control.right - 10, first.control.centery)
        before = first.value()
        for _ in range(3):
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
            ui.step()
        assert screen.rule_list.first == 3 and not first.shown and rules[3].shown
        assert rules[3].rect.y == RuleList.VIEW.y
        ui.click(spot)  # the fourth rule lies there now: the first is left alone
        assert first.value() == before and screen.rows[screen.focus] is rules[3]
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=10, flipped=False))
        ui.step()
        assert screen.rule_list.first == 0 and first.shown
        ui.click((first.rect.x + 20, first.rect.centery))  # the first rule focused
        for _ in range(3):
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
            ui.step()
        assert screen.rows[screen.focus] is first and not first.shown
        ui.key(pygame.K_RIGHT)  # scrolled away by the wheel, it comes back to be changed
        assert first.shown and screen.rule_list.first == 0 and first.value() != before
        monkeypatch.setattr(viewport, "mouse_pos", lambda: (100, 300))  # over the cast
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        ui.step()
        assert screen.rule_list.first == 0
    finally:
        ui.close()
