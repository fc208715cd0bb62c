"""Random Seven-, Nine- and Thirteen-Card Brag, driven by hypothesis.

Chips are never created or lost (a carried pot stays on the table between hands); every card is in
the pack or in front of a player; `legal_actions()` never offers what `apply()` rejects, and
anything else is rejected without changing the state; every hand ends after one declaration per
player; and the event log replays the session exactly.
"""

import json
import random

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule
from pub_support import cards_held, same_table, try_anything

from casino_brag.engine.cards import FULL_DECK
from casino_brag.engine.pub import Action, HouseRules, Table, replay, session_record, table_from_record
from casino_brag.engine.pub.games.seven.events import HandsArranged

MOST = {"seven-card": 7, "nine-card": 5, "thirteen-card": 4}

any_action = st.one_of(
    st.builds(Action.bet, st.integers(0, 9)),
    st.just(Action.fold()),
    st.just(Action.look()),
    st.just(Action.see()),
    st.builds(Action.arrange, st.lists(st.sampled_from(FULL_DECK), min_size=0, max_size=13, unique=True)),
)


class ArrangedTable(RuleBasedStateMachine):
    @initialize(
        variant=st.sampled_from(sorted(MOST)),
        data=st.data(),
        ante=st.integers(0, 5),
        session_hands=st.one_of(st.none(), st.integers(1, 12)),
        seed=st.integers(0, 2**32),
    )
    def setup(self, variant, data, ante, session_hands, seed):
        chips = data.draw(
            st.lists(st.integers(0, 30), min_size=2, max_size=MOST[variant]).filter(
                lambda c: sum(x > 0 for x in c) >= 2
            )
        )
        rules = HouseRules(variant=variant, ante=ante, session_hands=session_hands)
        self.table = Table([f"P{i}" for i in range(len(chips))], chips, rules, seed)
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
    def arrange_at_random(self):
        [offer] = self.table.legal_actions()
        cards = list(offer.cards)
        self.rng.shuffle(cards)
        self._apply(Action.arrange(cards))

    @precondition(lambda self: self.table.legal_actions())
    @rule()
    def arrange_as_dealt(self):
        self._apply(self.table.legal_actions()[0])

    @rule(action=any_action)
    def try_anything(self, action):
        try_anything(self, action)

    def _apply(self, action):
        table = self.table
        table.apply(action)
        self.turns += 1
        assert self.turns <= len(table.hand_seats), "a hand that never ends"
        if table.hand_over:
            declared = [e for e in table.events_since(table.hand_start) if isinstance(e, HandsArranged)]
            assert len(declared) == len(table.hand_seats)

    def _snapshot(self):
        t = self.table
        return (len(t.events), t.chips, t.pot, t.to_act, t.pack, tuple(t.legal_actions()))

    @invariant()
    def chips_are_never_created_or_lost(self):
        t = self.table
        assert sum(t.chips) + t.pot == self.total and all(c >= 0 for c in t.chips)
        if t.session_over:
            assert t.pot == 0

    @invariant()
    def every_card_is_somewhere_once(self):
        t = self.table
        held = cards_held(t)
        everything = list(t.pack) + held
        assert len(everything) == 52 and set(everything) == set(FULL_DECK)

    @invariant()
    def the_only_offer_is_to_arrange_the_cards_dealt(self):
        t = self.table
        if t.hand_over:
            assert t.legal_actions() == []
        else:
            [offer] = t.legal_actions()
            assert offer.kind == "arrange" and set(offer.cards) == set(t.cards_of(t.to_act)["new"])
            assert t.is_legal(offer)

    def teardown(self):
        if hasattr(self, "table"):
            assert replay(self.table.events).events == self.table.events
            same_table(table_from_record(json.loads(json.dumps(session_record(self.table)))), self.table)


ArrangedTable.TestCase.settings = settings(
    max_examples=40, stateful_step_count=40, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
TestArrangedTable = ArrangedTable.TestCase


def test_long_random_sessions_conserve_chips():
    for variant, seats in MOST.items():
        table = Table([f"P{i}" for i in range(seats)], 40, HouseRules(variant=variant, ante=2), seed=seats)
        rng = random.Random(seats)
        for _ in range(150):
            if table.session_over:
                break
            table.start_hand()
            while not table.hand_over:
                cards = list(table.legal_actions()[0].cards)
                rng.shuffle(cards)
                table.apply(Action.arrange(cards))
            assert sum(table.chips) + table.pot == 40 * seats
        assert replay(table.events).events == table.events
