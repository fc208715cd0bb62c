"""The Pub Brag setup: the choices and their rules, remembering them, and the setup screen
driven by posted events (opponents, difficulty, chips, every house rule, sitting down)."""

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st
from ui_driver import Driver

from casino_brag.engine.pub import SWITCHES, HouseRules
from casino_brag.save.pub_setup import (
    BOARD_SWITCHES,
    CHARACTER_IDS,
    MAX_OPPONENTS,
    NOT_IN_BASTARD,
    RULE_CHOICES,
    SETUP_KEY,
    PubSetup,
    shown_switches,
)
from casino_brag.ui.core.text import tr
from casino_brag.ui.pub.scene import PubTableScene
from casino_brag.ui.pub.setup import PubSetupScene, rule_value
from casino_brag.ui.screens.menu import MenuScene


def test_the_count_keeps_chosen_characters_and_adds_from_the_cast():
    setup = PubSetup(opponents=("sid", "lou"))
    assert setup.with_count(4).opponents == ("sid", "lou", "edna", "ray")
    assert setup.with_count(1).opponents == ("sid",)
    assert len(setup.with_count(99).opponents) == MAX_OPPONENTS
    assert setup.with_count(0).opponents == ("sid",)


def test_seating_and_unseating_characters_keeps_one_to_seven():
    setup = PubSetup(opponents=("sid",))
    assert setup.toggled("sid") == setup  # the last opponent stays
    assert setup.toggled("ray").opponents == ("sid", "ray")
    full = PubSetup(opponents=CHARACTER_IDS[:7])
    assert full.toggled(CHARACTER_IDS[7]).opponents == (*CHARACTER_IDS[:6], CHARACTER_IDS[7])
    assert PubSetup(opponents=("sid", "ray")).toggled("sid").opponents == ("ray",)


def test_every_rule_steps_through_its_values_and_skips_impossible_ones():
    setup = PubSetup(rules=HouseRules(min_first_bet=10))
    stepped = setup.with_rule("max_stake", 1)
    assert stepped.rules.max_stake is None or stepped.rules.max_stake >= 10
    for name, values in RULE_CHOICES.items():
        seen = set()
        current = PubSetup(rules=HouseRules(variant="bastard")) if name in BOARD_SWITCHES else PubSetup()
        for _ in range(len(values)):
            current = current.with_rule(name, 1)
            seen.add(getattr(current.rules, name))
        assert seen == set(values), name


@given(
    st.dictionaries(
        st.sampled_from(["opponents", "level", "chips", "pace", "advisor", "rules", "junk"]),
        st.one_of(
            st.none(),
            st.integers(-5, 5000),
            st.text(max_size=8),
            st.booleans(),
            st.lists(st.sampled_from((*CHARACTER_IDS, "nobody")), max_size=9),
            st.dictionaries(
                st.sampled_from(["ante", "variant", "pot_limit", "x"]),
                st.one_of(st.integers(-3, 20), st.text(max_size=6)),
            ),
        ),
    )
)
def test_a_saved_setup_always_reads_back_as_a_valid_one(data):
    setup = PubSetup.from_dict(data)
    assert 1 <= len(setup.opponents) <= MAX_OPPONENTS
    assert PubSetup.from_dict(setup.to_dict()) == setup


def test_the_setup_shows_every_switch_of_the_chosen_game():
    traditional = {s.name for s in shown_switches(HouseRules())}
    assert traditional == {s.name for s in SWITCHES} - set(BOARD_SWITCHES)
    bastard = [s.name for s in shown_switches(HouseRules(variant="bastard"))]
    assert set(bastard) == {s.name for s in SWITCHES} - set(NOT_IN_BASTARD)
    assert bastard[: 1 + len(BOARD_SWITCHES)] == ["variant", *BOARD_SWITCHES]  # the game and its own switches
    assert "bastard" in RULE_CHOICES["variant"]


def test_every_house_rule_has_a_label_an_explanation_and_worded_values():
    for switch in SWITCHES:
        assert tr(f"rule.{switch.name}") == switch.label
        assert tr(f"rule.{switch.name}.help") == switch.help
        for value in RULE_CHOICES[switch.name]:
            assert rule_value(switch.name, value)


@pytest.fixture
def ui(tmp_path):
    driver = Driver(tmp_path, seed=4)
    yield driver
    driver.close()


def test_the_menu_opens_the_setup_and_every_choice_is_remembered(ui):
    assert isinstance(ui.top, MenuScene) and ui.top.buttons[1].enabled
    ui.key(pygame.K_2)
    setup_screen = ui.top
    assert isinstance(setup_screen, PubSetupScene)
    before = setup_screen.setup
    ui.key(pygame.K_8)  # seat Lucky Lou
    assert "lou" in setup_screen.setup.opponents
    ui.key(pygame.K_RIGHT)  # one more opponent
    assert len(setup_screen.setup.opponents) == len(before.opponents) + 2
    ui.key(pygame.K_DOWN)
    ui.key(pygame.K_RIGHT)  # difficulty
    ui.key(pygame.K_DOWN)
    ui.key(pygame.K_RIGHT)  # starting chips
    assert setup_screen.setup.level != before.level and setup_screen.setup.chips != before.chips
    for _ in range(3):
        ui.key(pygame.K_DOWN)
    variant_row = next(i for i, row in enumerate(setup_screen.rows) if row.name == "variant")
    while setup_screen.focus != variant_row:
        ui.key(pygame.K_DOWN)
    ui.key(pygame.K_RIGHT)
    assert setup_screen.setup.rules.variant == "four-card"
    saved = PubSetup.from_dict(ui.store.settings()[SETUP_KEY])
    assert saved == setup_screen.setup
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, MenuScene)
    ui.key(pygame.K_2)
    assert ui.top.setup == saved


def test_clicking_a_portrait_and_a_rule_control_changes_them(ui):
    ui.key(pygame.K_2)
    screen = ui.top
    character, rect = screen.card_rects()[5]
    seated = character in screen.setup.opponents
    ui.click(rect.center)
    assert (character in screen.setup.opponents) != seated
    row = next(r for r in screen.rows if r.name == "pot_limit")
    ui.click((row.control.right - 10, row.control.centery))
    assert screen.setup.rules.pot_limit is True


def test_sitting_down_opens_the_table_with_the_chosen_players(ui):
    ui.key(pygame.K_2)
    chosen = ui.top.setup
    ui.key(pygame.K_RETURN)
    table = ui.top
    assert isinstance(table, PubTableScene)
    assert table.game.table.names[1:] == chosen.names[1:]
    assert table.game.table.chips == (chosen.chips,) * (len(chosen.opponents) + 1)


def test_a_bankroll_too_small_for_the_starting_chips_is_explained(ui):
    ui.store.reset_bankroll(30)
    ui.key(pygame.K_2)
    screen = ui.top
    ui.key(pygame.K_RETURN)
    assert screen is ui.top and "30" in screen.message
