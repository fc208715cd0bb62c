"""Random legal play at the pub table, driven by hypothesis.

Over thousands of hands in total: chips are never created or lost, every card is either in the
pack or in front of a player, `legal_actions()` never offers what `apply()` rejects, anything it
does not offer is rejected without changing the state, every hand ends, and the event log replays
the session exactly.
"""

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import initialize, invariant
from pub_support import BettingTable

from casino_brag.engine.cards import FULL_DECK
from casino_brag.engine.pub import Action, HouseRules

house_rules = st.builds(
    HouseRules,
    ante=st.integers(0, 5),
    min_first_bet=st.integers(1, 3),
    max_stake=st.one_of(st.none(), st.integers(3, 25)),
    pot_limit=st.booleans(),
    blind_play=st.booleans(),
    retain_blind_hand=st.booleans(),
    short_of_chips=st.sampled_from(["cover", "fold"]),
    shuffle=st.sampled_from(["after-prial-see", "every-hand"]),
    variant=st.sampled_from(["three-card", "four-card", "five-card"]),
    session_hands=st.one_of(st.none(), st.integers(1, 40)),
)

hands = st.sampled_from([None, "new", "retained"])
any_action = st.one_of(
    st.builds(Action.bet, st.integers(-3, 80)),
    st.builds(Action.look, hands),
    st.builds(Action.fold, hands),
    st.builds(Action.keep, hands),
    st.just(Action.see()),
    st.just(Action.cover()),
    st.builds(Action.discard, st.lists(st.sampled_from(FULL_DECK), min_size=1, max_size=2, unique=True)),
    st.builds(Action, st.just("see"), cost=st.integers(0, 40)),
)


class PubTable(BettingTable):
    any_action = any_action

    @initialize(
        rules=house_rules,
        chips=st.lists(st.integers(0, 80), min_size=2, max_size=8).filter(lambda c: sum(x > 5 for x in c) >= 2),
        seed=st.integers(0, 2**32),
        cut=st.booleans(),
    )
    def setup(self, rules, chips, seed, cut):
        playing = [i for i, c in enumerate(chips) if c > 5]
        self.start(chips, rules, seed, None if cut else playing[0])

    def most_turns(self):
        return 1999

    @invariant()
    def chips_are_never_created_or_lost(self):
        """As at every table, and the pot holds no more than was put in this hand."""
        super().chips_are_never_created_or_lost()
        assert sum(self.table.put_in(s) for s in range(len(self.table.names))) >= self.table.pot

    @invariant()
    def a_hand_in_progress_always_has_someone_to_act(self):
        t = self.table
        if not t.hand_over:
            assert t.to_act is not None and t.to_act in t.betting_seats
            assert t.legal_actions()
            assert any(o.kind == "fold" for o in t.legal_actions())
        elif t.retain_offer is None:
            assert t.legal_actions() == [] and t.pot == 0


PubTable.TestCase.settings = settings(
    PubTable.TestCase.settings,
    stateful_step_count=40,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TestPubTable = PubTable.TestCase


def test_thousands_of_hands_were_played():
    """Runs after the machine above (same module): the random play covered thousands of hands."""
    if PubTable.hands_played:
        print(f"hands played: {PubTable.hands_played}")
        assert PubTable.hands_played >= 1000
