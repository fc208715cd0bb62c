"""The setup screen's house rules in a player's words, and saved setups with the newer switches."""

import re

from casino_brag.engine.pub import SWITCHES, HouseRules
from casino_brag.save.pub_setup import RULE_CHOICES, PubSetup
from casino_brag.ui.pub.setup import rule_help

IDENTIFIER = re.compile(r"\b[a-z]+(?:[-_][a-z]+)+\b|\bunset\b")
"""An engine identifier such as after-prial-see, every-hand or wild_twos, or the word "unset"."""


def test_every_switch_and_every_choice_is_explained_in_a_players_words():
    for switch in SWITCHES:
        for value in RULE_CHOICES[switch.name]:
            words = rule_help(switch.name, value)
            assert words and not IDENTIFIER.search(words), (switch.name, value, words)
            assert not re.search(rf"\b{re.escape(str(value))}:", words), (switch.name, value, words)


def test_choices_that_differ_in_kind_each_say_what_they_do():
    for name in ("short_of_chips", "shuffle", "a23", "wild", "blind_win"):
        explained = {rule_help(name, value) for value in RULE_CHOICES[name] if value != "none"}
        assert len(explained) == len([v for v in RULE_CHOICES[name] if v != "none"]), name


def test_a_saved_setup_with_the_newer_switches_loads_and_round_trips():
    rules = HouseRules(
        lowball=True, wild="one-eyed-jacks", max_first_bet=10, max_raise=5, show_bottom=True, blind_win="carry"
    )
    saved = PubSetup(rules=rules).to_dict()
    assert PubSetup.from_dict(saved).rules == rules
    broken = dict(saved, rules={**saved["rules"], "wild": "jokers-and-more", "max_raise": -1})
    loaded = PubSetup.from_dict(broken).rules
    assert (loaded.wild, loaded.max_raise, loaded.lowball, loaded.blind_win) == ("none", None, True, "carry")


def test_the_button_bar_offers_show_all_and_then_agree_or_refuse():
    from casino_brag.engine.pub import Action, Table
    from casino_brag.ui.pub.controls import choices

    t = Table(["You", "B", "C"], 100, HouseRules(agreed_showdown=True), seed=3, dealer=2)
    t.start_hand()
    bar = choices(t.legal_actions(), your_turn=True, in_hand=True, pending=None, waiting_for="")
    propose = next(c for c in bar if c.name == "propose")
    assert propose.enabled and propose.label == "Show all" and propose.cap == "H"
    t.apply(propose.action)
    t.apply(Action.refuse())
    bar = choices(t.legal_actions(), your_turn=True, in_hand=True, pending=None, waiting_for="")
    assert "propose" not in [c.name for c in bar]  # once a hand
    t2 = Table(["A", "You", "C"], 100, HouseRules(agreed_showdown=True), seed=3, dealer=2)
    t2.start_hand()
    t2.apply(Action.propose())
    answers = choices(t2.legal_actions(), your_turn=True, in_hand=True, pending=None, waiting_for="")
    assert [(c.name, c.cap) for c in answers] == [("agree", "Y"), ("refuse", "N")]
