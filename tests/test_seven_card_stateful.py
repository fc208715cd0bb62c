"""Random Seven-, Nine- and Thirteen-Card Brag, driven by hypothesis.

Chips are never created or lost (a carried pot stays on the table between hands); every card is in
the pack or in front of a player; `legal_actions()` never offers what `apply()` rejects, and
anything else is rejected without changing the state; every hand ends after one declaration per
player; and the event log replays the session exactly.
"""

import random

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import initialize, invariant, precondition, rule
from pub_support import TableMachine

from casino_brag.engine.cards import FULL_DECK
from casino_brag.engine.pub import Action, HouseRules, Table, replay
from casino_brag.engine.pub.games.seven.events import HandsArranged

MOST = {"seven-card": 7, "nine-card": 5, "thirteen-card": 4}


class ArrangedTable(TableMachine):
    any_action = st.one_of(
        st.builds(Action.bet, st.integers(0, 9)),
        st.just(Action.fold()),
        st.just(Action.look()),
        st.just(Action.see()),
        st.builds(Action.arrange, st.lists(st.sampled_from(FULL_DECK), min_size=0, max_size=13, unique=True)),
    )

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
        self.start(chips, HouseRules(variant=variant, ante=ante, session_hands=session_hands), seed)

    def most_turns(self):
        """One declaration a player."""
        return len(self.table.hand_seats)

    def pot_paid_out(self):
        """A pot nobody won outright is carried to the next deal: only the session's end pays it all."""
        return self.table.session_over

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

    def _apply(self, action):
        super()._apply(action)
        table = self.table
        if table.hand_over:
            declared = [e for e in table.events_since(table.hand_start) if isinstance(e, HandsArranged)]
            assert len(declared) == len(table.hand_seats)

    @invariant()
    def the_only_offer_is_to_arrange_the_cards_dealt(self):
        t = self.table
        if t.hand_over:
            assert t.legal_actions() == []
        else:
            [offer] = t.legal_actions()
            assert offer.kind == "arrange" and set(offer.cards) == set(t.cards_of(t.to_act)["new"])
            assert t.is_legal(offer)


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
