"""Random Three-Stake Brag, driven by hypothesis.

Chips are never created or lost; every card is in the pack, in front of a player or drawn towards
31; `legal_actions()` never offers what `apply()` rejects, and anything else is rejected without
changing the state; every hand ends; and the event log replays the session exactly.
"""

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import initialize, precondition, rule
from pub_support import TableMachine

from casino_brag.engine.pub import Action, HouseRules


class ThreeStakeTable(TableMachine):
    any_action = st.one_of(
        st.builds(Action.bet, st.integers(0, 9)),
        st.sampled_from([Action.fold(), Action.look(), Action.see(), Action.cover(), Action("draw"), Action("stand")]),
    )

    @initialize(
        data=st.data(),
        ante=st.integers(0, 3),
        cover=st.booleans(),
        session_hands=st.one_of(st.none(), st.integers(1, 10)),
        seed=st.integers(0, 2**32),
    )
    def setup(self, data, ante, cover, session_hands, seed):
        chips = data.draw(
            st.lists(st.integers(0, 30), min_size=2, max_size=8).filter(lambda c: sum(x > 0 for x in c) >= 2)
        )
        short = "cover" if cover else "fold"
        rules = HouseRules(variant="three-stake", ante=ante, session_hands=session_hands, short_of_chips=short)
        self.start(chips, rules, seed, short=True)  # fewer than two may afford the three antes

    def may_deal(self):
        return self.table.retain_offer is None

    def cards_aside(self):
        """The cards drawn towards 31."""
        t = self.table
        deal = t.game.deal
        return [c for cards in deal.drawn.values() for c in cards] if deal and not t.hand_over else []

    @precondition(lambda self: self.table.legal_actions())
    @rule()
    def something_legal(self):
        offer = self.rng.choice(self.table.legal_actions())
        if offer.kind == "bet":
            offer = Action.bet(self.rng.randint(offer.min, min(offer.max, offer.min + 3)))
        self._apply(offer)


ThreeStakeTable.TestCase.settings = settings(
    max_examples=25, stateful_step_count=50, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
TestThreeStakeTable = ThreeStakeTable.TestCase
