"""Random legal play under random combinations of the traditional game's newer house rules
(lowball, the largest first bet and raise, wild cards, the bottom card shown), with the checks of
`test_pub_stateful`: no chip created or lost, no offered action refused, every card somewhere
once, and every hand ends."""

import random
from typing import ClassVar

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import initialize
from test_pub_stateful import PubTable

from casino_brag.engine.pub import HouseRules, Table

NEW_SWITCHES = ("lowball", "max_first_bet", "max_raise", "wild", "show_bottom")
house_rules = st.builds(
    HouseRules,
    ante=st.integers(0, 3),
    min_first_bet=st.integers(1, 2),
    max_stake=st.one_of(st.none(), st.integers(3, 25)),
    pot_limit=st.booleans(),
    blind_play=st.booleans(),
    short_of_chips=st.sampled_from(["cover", "fold"]),
    variant=st.sampled_from(["three-card", "four-card", "five-card"]),
    session_hands=st.one_of(st.none(), st.integers(1, 30)),
    lowball=st.booleans(),
    max_first_bet=st.one_of(st.none(), st.integers(2, 10)),
    max_raise=st.one_of(st.none(), st.integers(1, 10)),
    wild=st.sampled_from(["none", "twos", "one-eyed-jacks"]),
    show_bottom=st.booleans(),
)


class HouseRulesTable(PubTable):
    switches_seen: ClassVar[set[str]] = set()

    @initialize(
        rules=house_rules,
        chips=st.lists(st.integers(0, 80), min_size=2, max_size=6).filter(lambda c: sum(x > 5 for x in c) >= 2),
        seed=st.integers(0, 2**32),
    )
    def setup(self, rules, chips, seed):
        playing = [i for i, c in enumerate(chips) if c > 5]
        self.table = Table([f"P{i}" for i in range(len(chips))], chips, rules, seed, playing[0])
        self.total = sum(chips)
        self.rng = random.Random(seed)
        self.actions_this_hand = 0
        HouseRulesTable.switches_seen |= {n for n in NEW_SWITCHES if getattr(rules, n) not in (None, False, "none")}


HouseRulesTable.TestCase.settings = settings(
    max_examples=40,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TestHouseRulesTable = HouseRulesTable.TestCase


def test_every_new_switch_was_played():
    """Runs after the machine above (same module): each new switch was on in some session."""
    if HouseRulesTable.switches_seen:
        assert HouseRulesTable.switches_seen == set(NEW_SWITCHES)
