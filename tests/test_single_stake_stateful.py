"""Random Single-Stake Brag, driven by hypothesis.

Chips are never created or lost; every card is in the pack or in front of a player; the stake is
equal for everyone still in when a hand is shown; `legal_actions()` never offers what `apply()`
rejects, and anything else is rejected without changing the state; every hand ends; and the
event log replays the session exactly, as a saved session resumes it.
"""

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import initialize, invariant, precondition, rule
from pub_support import TableMachine

from casino_brag.engine.pub import Action, HouseRules


class SingleStakeTable(TableMachine):
    any_action = st.one_of(
        st.builds(Action.bet, st.integers(-1, 60)),
        st.sampled_from([Action.fold(), Action.look(), Action.see(), Action.cover(), Action("stand"), Action.keep()]),
    )

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
        self.start(chips, rules, seed, short=True)

    @precondition(lambda self: self.table.legal_actions())
    @rule()
    def something_legal(self):
        offer = self.rng.choice(self.table.legal_actions())
        if offer.kind == "bet":
            offer = Action.bet(self.rng.randint(offer.min, min(offer.max, offer.min + 4)))
        self._apply(offer)

    @invariant()
    def a_shown_hand_was_equalised(self):
        t = self.table
        result = t.result
        if t.hand_over and result is not None and result.how == "showdown" and result.number == t.hand_number:
            put = {t.put_in(s.seat) for s in result.showdown}
            assert len(put) == 1


SingleStakeTable.TestCase.settings = settings(
    max_examples=30, stateful_step_count=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
TestSingleStakeTable = SingleStakeTable.TestCase
