"""Random legal play under random combinations of the traditional game's newer house rules
(lowball, the largest first bet and raise, wild cards with jokers among them, the bottom card shown, a carried
blind pot, the agreed showdown, the kept hand shown face up, dealer's choice of game), with the checks of
`test_pub_stateful`: no chip created or lost, no offered action refused, every card somewhere
once, and every hand ends."""

from typing import ClassVar

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import initialize, invariant, precondition, rule
from test_pub_stateful import PubTable

from casino_brag.engine.pub import HouseRules

NEW_SWITCHES = (
    "lowball",
    "max_first_bet",
    "max_raise",
    "wild",
    "show_bottom",
    "blind_win",
    "agreed_showdown",
    "retained_face_up",
    "dealers_choice",
)
house_rules = st.builds(
    HouseRules,
    ante=st.integers(0, 3),
    min_first_bet=st.integers(1, 2),
    max_stake=st.one_of(st.none(), st.integers(3, 25)),
    pot_limit=st.booleans(),
    blind_play=st.booleans(),
    short_of_chips=st.sampled_from(["cover", "fold", "lend"]),
    variant=st.sampled_from(["three-card", "four-card", "five-card"]),
    session_hands=st.one_of(st.none(), st.integers(1, 30)),
    lowball=st.booleans(),
    max_first_bet=st.one_of(st.none(), st.integers(2, 10)),
    max_raise=st.one_of(st.none(), st.integers(1, 10)),
    wild=st.sampled_from(["none", "twos", "one-eyed-jacks", "jokers"]),
    show_bottom=st.booleans(),
    blind_win=st.sampled_from(["take", "carry"]),
    agreed_showdown=st.booleans(),
    retained_face_up=st.booleans(),
    dealers_choice=st.booleans(),
)


class HouseRulesTable(PubTable):
    switches_seen: ClassVar[set[str]] = set()
    games_chosen: ClassVar[list[str]] = []

    @initialize(
        rules=house_rules,
        chips=st.lists(st.integers(0, 80), min_size=2, max_size=6).filter(lambda c: sum(x > 5 for x in c) >= 2),
        seed=st.integers(0, 2**32),
    )
    def setup(self, rules, chips, seed):
        playing = [i for i, c in enumerate(chips) if c > 5]
        self.start(chips, rules, seed, playing[0])
        HouseRulesTable.switches_seen |= {
            n for n in NEW_SWITCHES if getattr(rules, n) not in (None, False, "none", "take")
        } | ({"lend"} if rules.short_of_chips == "lend" else set())

    @precondition(lambda self: self.table.hand_over and not self.table.session_over)
    @rule()
    def deal(self):
        self.carried = self.table.pot  # a blind winner's pot carried from the last deal
        super().deal()

    @precondition(lambda self: self.table.game_choice is not None)
    @rule(data=st.data())
    def choose_the_game(self, data):
        """Dealer's choice: any game on offer is accepted, whatever was played before."""
        pick = data.draw(st.sampled_from(self.table.game_choices))
        self.table.choose_game(pick.variant, pick.wild)
        assert (self.table.rules.variant, self.table.rules.wild) == (pick.variant, pick.wild)
        assert self.table.game_choice is None
        HouseRulesTable.games_chosen.append(pick.variant)

    @invariant()
    def chips_are_never_created_or_lost(self):
        """A blind winner's pot may be carried to the next deal: then the pot holds more than was
        put in this hand, and is not empty between hands."""
        t = self.table
        assert sum(t.chips) + t.pot == self.total
        assert all(c >= 0 for c in t.chips)
        carried = getattr(self, "carried", 0) if not t.hand_over else 0
        assert sum(t.put_in(s) for s in range(len(t.names))) + carried >= t.pot or t.hand_over

    @invariant()
    def a_hand_in_progress_always_has_someone_to_act(self):
        """As at any table, except that a blind winner's carried pot stays between hands, and a
        player asked to agree to a showdown answers rather than folds, and a player whose
        opponent is short of chips lends or calls for a show."""
        t = self.table
        if not t.hand_over:
            assert t.to_act is not None and t.to_act in t.betting_seats
            assert any(o.kind in ("fold", "agree", "show") for o in t.legal_actions())
        elif t.retain_offer is None:
            carried = t.result.carried if t.result is not None else 0
            assert t.legal_actions() == [] and t.pot == carried


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
        assert HouseRulesTable.switches_seen == {*NEW_SWITCHES, "lend"}
        assert HouseRulesTable.games_chosen  # a dealer chose a game in some session
