"""Random Single-Stake Brag, driven by hypothesis.

Chips are never created or lost; every card is in the pack or in front of a player; the stake is
equal for everyone still in when a hand is shown; `legal_actions()` never offers what `apply()`
rejects, and anything else is rejected without changing the state; every hand ends; and the
event log replays the session exactly, as a saved session resumes it.
"""

import random

from hypothesis import HealthCheck, assume, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule
from pub_support import cards_held, try_anything

from casino_brag.engine.cards import FULL_DECK
from casino_brag.engine.pub import Action, HouseRules, Table, replay, session_record, table_from_record

any_action = st.one_of(
    st.builds(Action.bet, st.integers(-1, 60)),
    st.sampled_from([Action.fold(), Action.look(), Action.see(), Action.cover(), Action("stand"), Action.keep()]),
)


class SingleStakeTable(RuleBasedStateMachine):
    @initialize(
        data=st.data(),
        ante=st.integers(0, 3),
        min_first_bet=st.integers(1, 4),
        max_raise=st.one_of(st.none(), st.integers(1, 6)),
        session_hands=st.one_of(st.none(), st.integers(1, 10)),
        seed=st.integers(0, 2**32),
    )
    def setup(self, data, ante, min_first_bet, max_raise, session_hands, seed):
        chips = data.draw(st.lists(st.integers(0, 40), min_size=2, max_size=8))
        rules = HouseRules(
            variant="single-stake",
            ante=ante,
            min_first_bet=min_first_bet,
            max_raise=max_raise,
            session_hands=session_hands,
        )
        try:
            self.table = Table([f"P{i}" for i in range(len(chips))], chips, rules, seed)
        except ValueError as refused:
            assert "at least two players need chips" in str(refused)
            assume(False)
        self.total = sum(chips)
        self.rng = random.Random(seed)
        self.turns = 0

    @precondition(lambda self: self.table.hand_over and not self.table.session_over)
    @rule()
    def deal(self):
        self.table.start_hand()
        self.turns = 0

    @precondition(lambda self: self.table.legal_actions())
    @rule()
    def something_legal(self):
        offer = self.rng.choice(self.table.legal_actions())
        if offer.kind == "bet":
            offer = Action.bet(self.rng.randint(offer.min, min(offer.max, offer.min + 4)))
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
        everything = list(t.pack) + cards_held(t)
        assert len(everything) == 52 and set(everything) == set(FULL_DECK)

    @invariant()
    def offers_are_all_accepted_and_affordable(self):
        t = self.table
        for offer in t.legal_actions():
            if offer.kind == "bet":
                assert 0 < offer.min <= offer.max <= t.chips[t.to_act]
                assert t.is_legal(Action.bet(offer.min)) and t.is_legal(Action.bet(offer.max))
            else:
                assert t.is_legal(offer)

    @invariant()
    def a_shown_hand_was_equalised(self):
        t = self.table
        result = t.result
        if t.hand_over and result is not None and result.how == "showdown" and result.number == t.hand_number:
            put = {t.put_in(s.seat) for s in result.showdown}
            assert len(put) == 1

    def teardown(self):
        t = getattr(self, "table", None)
        if t is None:
            return
        again = replay(t.events)
        assert (again.chips, again.pot, again.to_act) == (t.chips, t.pot, t.to_act)
        resumed = table_from_record(session_record(t))
        assert (resumed.chips, resumed.pot, resumed.to_act, resumed.offers) == (t.chips, t.pot, t.to_act, t.offers)


SingleStakeTable.TestCase.settings = settings(
    max_examples=30, stateful_step_count=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
TestSingleStakeTable = SingleStakeTable.TestCase
