"""`tournament --rules KEY=VALUE` takes every newer house rule, and a bad value is one clear line."""

import pytest

from casino_brag.commands.tournament import house_rules
from casino_brag.engine.ai.tournament import run_tournament
from casino_brag.errors import UserError

SETTINGS = [
    "lowball=on",
    "wild=one-eyed-jacks",
    "max_first_bet=5",
    "max_raise=none",
    "show_bottom=on",
    "blind_win=carry",
    "agreed_showdown=on",
]


def test_every_newer_switch_is_accepted_on_the_command_line():
    rules = house_rules("five-card", SETTINGS)
    assert (rules.lowball, rules.wild, rules.max_first_bet, rules.max_raise) == (True, "one-eyed-jacks", 5, None)
    assert (rules.show_bottom, rules.blind_win, rules.agreed_showdown) == (True, "carry", True)


@pytest.mark.parametrize("bad", ["wild=jokers-please", "blind_win=keep", "max_raise=0", "lowball=maybe"])
def test_a_bad_value_names_the_switch(bad):
    with pytest.raises(UserError, match=f"--rules: .*{bad.split('=')[0]}"):
        house_rules("three-card", [bad])


def test_a_short_tournament_runs_under_every_newer_switch_at_once():
    result = run_tournament(["hard", "easy", "easy"], 60, seed=2, rules=house_rules("three-card", SETTINGS))
    assert result.hands == 60
