"""Random 3 Card Brag Poker, driven by hypothesis.

Chips are never created or lost; every card is in the pack or in front of a player; everyone
still betting has matched the stake when a round ends; `legal_actions()` never offers what
`apply()` rejects, and anything else is rejected without changing the state; every hand ends;
and the event log replays the session exactly, as a saved record resumes it.
"""

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import initialize, invariant, precondition, rule
from pub_support import TableMachine

from casino_brag.engine.pub import Action, HouseRules


class BragPokerTable(TableMachine):
    any_action = st.one_of(
        st.builds(Action.bet, st.integers(0, 20)),
        st.builds(Action.discard, st.sampled_from(["", "As", "2c 3d", "Kh Qh Jh", "9s"])),
        st.sampled_from([Action.fold(), Action.look(), Action.see(), Action.cover(), Action("check"), Action("call")]),
        st.sampled_from([Action("raise"), Action("draw"), Action.keep()]),
    )

    @initialize(
        data=st.data(),
        ante=st.integers(0, 3),
        cover=st.booleans(),
        blind_play=st.booleans(),
        session_hands=st.one_of(st.none(), st.integers(1, 10)),
        seed=st.integers(0, 2**32),
    )
    def setup(self, data, ante, cover, blind_play, session_hands, seed):
        chips = data.draw(
            st.lists(st.integers(0, 60), min_size=2, max_size=8).filter(lambda c: sum(x > 0 for x in c) >= 2)
        )
        short = "cover" if cover else "fold"
        rules = HouseRules(
            variant="brag-poker", ante=ante, session_hands=session_hands, short_of_chips=short, blind_play=blind_play
        )
        self.start(chips, rules, seed, short=True)  # a table where fewer than two can play is refused

    @precondition(lambda self: self.table.legal_actions())
    @rule()
    def something_legal(self):
        offer = self.rng.choice(self.table.legal_actions())
        if offer.kind == "bet":
            offer = Action.bet(offer.min)
        self._apply(offer)

    def _apply(self, action):
        t = self.table
        deal = t.game.deal
        before = deal.round if deal else 0
        bettors = t.betting_seats
        super()._apply(action)
        if not t.hand_over and deal.round == before == 1 and deal.phase == "draw":
            owed = [s for s in bettors if s in t.betting_seats and deal.betting.owed(s) > 0]
            assert not owed, f"the first round ended with {owed} still to match the stake"

    @invariant()
    def nothing_blind_is_ever_kept(self):
        assert self.table.retain_offer is None

    @invariant()
    def raises_stay_within_the_cap(self):
        t = self.table
        deal = t.game.deal
        if deal is not None and not t.hand_over and len(t.active_seats) > 2:
            assert deal.betting.raises <= 3


BragPokerTable.TestCase.settings = settings(
    max_examples=30, stateful_step_count=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
TestBragPokerTable = BragPokerTable.TestCase
