"""Random 3 Card Brag Poker, driven by hypothesis.

Chips are never created or lost; every card is in the pack or in front of a player; everyone
still betting has matched the stake when a round ends; `legal_actions()` never offers what
`apply()` rejects, and anything else is rejected without changing the state; every hand ends;
and the event log replays the session exactly, as a saved record resumes it.
"""

import random

from hypothesis import HealthCheck, assume, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule
from pub_support import cards_held, try_anything

from casino_brag.engine.cards import FULL_DECK
from casino_brag.engine.pub import Action, HouseRules, Table, replay, session_record, table_from_record

any_action = st.one_of(
    st.builds(Action.bet, st.integers(0, 20)),
    st.builds(Action.discard, st.sampled_from(["", "As", "2c 3d", "Kh Qh Jh", "9s"])),
    st.sampled_from([Action.fold(), Action.look(), Action.see(), Action.cover(), Action("check"), Action("call")]),
    st.sampled_from([Action("raise"), Action("draw"), Action.keep()]),
)


class BragPokerTable(RuleBasedStateMachine):
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
        try:
            self.table = Table([f"P{i}" for i in range(len(chips))], chips, rules, seed)
        except ValueError as refused:  # a table where fewer than two can play
            assert "at least two players need chips" in str(refused)
            assume(False)
        self.total = sum(chips)
        self.rng = random.Random(seed)
        self.turns = 0

    @precondition(lambda self: self.table.hand_over and not self.table.session_over)
    @rule()
    def deal(self):
        assert self.table.retain_offer is None  # nothing blind is ever kept
        self.table.start_hand()
        self.turns = 0

    @precondition(lambda self: self.table.legal_actions())
    @rule()
    def something_legal(self):
        offer = self.rng.choice(self.table.legal_actions())
        if offer.kind == "bet":
            offer = Action.bet(offer.min)
        self._apply(offer)

    @rule(action=any_action)
    def try_anything(self, action):
        try_anything(self, action)

    def _apply(self, action):
        t = self.table
        deal = t.game.deal
        before = deal.round if deal else 0
        bettors = t.betting_seats
        self.table.apply(action)
        self.turns += 1
        assert self.turns <= 400, "a hand that never ends"
        if not t.hand_over and deal.round == before == 1 and deal.phase == "draw":
            owed = [s for s in bettors if s in t.betting_seats and deal.betting.owed(s) > 0]
            assert not owed, f"the first round ended with {owed} still to match the stake"

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
    def offers_are_all_accepted(self):
        t = self.table
        for offer in t.legal_actions():
            if offer.kind != "bet":
                assert t.is_legal(offer)
            else:
                assert t.is_legal(Action.bet(offer.min))

    @invariant()
    def raises_stay_within_the_cap(self):
        t = self.table
        deal = t.game.deal
        if deal is not None and not t.hand_over and len(t.active_seats) > 2:
            assert deal.betting.raises <= 3

    def teardown(self):
        t = getattr(self, "table", None)
        if t is None:
            return
        again = replay(t.events)
        assert (again.chips, again.pot, again.to_act) == (t.chips, t.pot, t.to_act)
        resumed = table_from_record(session_record(t))
        assert (resumed.chips, resumed.pot, resumed.to_act) == (t.chips, t.pot, t.to_act)
        assert resumed.legal_actions() == t.legal_actions()


BragPokerTable.TestCase.settings = settings(
    max_examples=30, stateful_step_count=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
TestBragPokerTable = BragPokerTable.TestCase
