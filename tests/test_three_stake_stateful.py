"""Random Three-Stake Brag, driven by hypothesis.

Chips are never created or lost; every card is in the pack, in front of a player or drawn towards
31; `legal_actions()` never offers what `apply()` rejects, and anything else is rejected without
changing the state; every hand ends; and the event log replays the session exactly.
"""

import random

from hypothesis import HealthCheck, assume, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule
from pub_support import cards_held, try_anything

from casino_brag.engine.cards import FULL_DECK
from casino_brag.engine.pub import Action, HouseRules, Table, replay, session_record, table_from_record

any_action = st.one_of(
    st.builds(Action.bet, st.integers(0, 9)),
    st.sampled_from([Action.fold(), Action.look(), Action.see(), Action.cover(), Action("draw"), Action("stand")]),
)


class ThreeStakeTable(RuleBasedStateMachine):
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
        try:
            self.table = Table([f"P{i}" for i in range(len(chips))], chips, rules, seed)
        except ValueError as refused:  # a table where fewer than two can afford the three antes
            assert "at least two players need chips" in str(refused)
            assume(False)
        self.total = sum(chips)
        self.rng = random.Random(seed)
        self.turns = 0

    @precondition(lambda self: self.table.hand_over and not self.table.session_over and self.table.retain_offer is None)
    @rule()
    def deal(self):
        self.table.start_hand()
        self.turns = 0

    @precondition(lambda self: self.table.legal_actions())
    @rule()
    def something_legal(self):
        offer = self.rng.choice(self.table.legal_actions())
        if offer.kind == "bet":
            offer = Action.bet(self.rng.randint(offer.min, min(offer.max, offer.min + 3)))
        self._apply(offer)

    @rule(action=any_action)
    def try_anything(self, action):
        try_anything(self, action)

    def _apply(self, action):
        self.table.apply(action)
        self.turns += 1
        assert self.turns <= 400, "a hand that never ends"

    def _snapshot(self):
        t = self.table
        return (len(t.events), t.chips, t.pot, t.to_act, t.pack, tuple(t.legal_actions()))

    @invariant()
    def chips_are_never_created_or_lost(self):
        t = self.table
        assert sum(t.chips) + t.pot == self.total and all(c >= 0 for c in t.chips)
        if t.hand_over:
            assert t.pot == 0

    @invariant()
    def every_card_is_somewhere_once(self):
        t = self.table
        held = cards_held(t)
        deal = t.game.deal
        drawn = [c for cards in deal.drawn.values() for c in cards] if deal and not t.hand_over else []
        everything = list(t.pack) + held + drawn
        assert len(everything) == 52 and set(everything) == set(FULL_DECK)

    @invariant()
    def offers_are_all_accepted(self):
        t = self.table
        for offer in t.legal_actions():
            if offer.kind != "bet":
                assert t.is_legal(offer)

    def teardown(self):
        t = getattr(self, "table", None)
        if t is None:
            return
        again = replay(t.events)
        assert (again.chips, again.pot, again.to_act) == (t.chips, t.pot, t.to_act)
        resumed = table_from_record(session_record(t))
        assert (resumed.chips, resumed.pot, resumed.to_act) == (t.chips, t.pot, t.to_act)


ThreeStakeTable.TestCase.settings = settings(
    max_examples=25, stateful_step_count=50, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
TestThreeStakeTable = ThreeStakeTable.TestCase
