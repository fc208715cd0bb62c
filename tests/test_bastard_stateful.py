"""Random legal Bastard Brag, driven by hypothesis, and long random sessions.

Chips are never created or lost; every card is in the pack, in front of a player or in the middle;
`legal_actions()` never offers what `apply()` rejects, and anything it does not offer is rejected
without changing the state; the community cards are turned one per betting round; every betting
round and every hand ends; and the event log replays the session exactly.
"""

import random

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import initialize, invariant
from pub_support import BettingTable

from casino_brag.engine.cards import FULL_DECK
from casino_brag.engine.pub import Action, HouseRules, Table, replay
from casino_brag.engine.pub.events import BettingRoundStarted, HandEnded

bastard_rules = st.builds(
    HouseRules,
    variant=st.just("bastard"),
    ante=st.integers(0, 4),
    min_first_bet=st.integers(1, 3),
    max_stake=st.one_of(st.none(), st.integers(3, 25)),
    pot_limit=st.booleans(),
    round_raise_cap=st.one_of(st.none(), st.integers(1, 4)),
    short_of_chips=st.sampled_from(["cover", "fold"]),
    shuffle=st.sampled_from(["after-prial-see", "every-hand"]),
    session_hands=st.one_of(st.none(), st.integers(1, 40)),
    a23=st.sampled_from([None, "high", "low"]),
    threes_top=st.booleans(),
    community_cards=st.sampled_from([3, 4]),
    wild=st.sampled_from(["none", "twos", "one-eyed-jacks"]),
    stud=st.booleans(),
    blind_bastard=st.booleans(),
    lowball=st.booleans(),
    max_first_bet=st.one_of(st.none(), st.integers(3, 10)),
    max_raise=st.one_of(st.none(), st.integers(1, 10)),
    show_bottom=st.booleans(),
)

any_action = st.one_of(
    st.builds(Action.bet, st.integers(-3, 80)),
    st.just(Action.look()),
    st.just(Action.fold()),
    st.just(Action.keep()),
    st.just(Action.see()),
    st.just(Action.cover()),
    st.builds(Action.discard, st.lists(st.sampled_from(FULL_DECK), min_size=1, max_size=2, unique=True)),
)


def pick_offer(offers, rng):
    """A player who rarely folds or sees, so that many hands reach the last betting round."""
    by_kind = {}
    for offer in offers:
        by_kind.setdefault(offer.kind, []).append(offer)
    roll = rng.random()
    for kind, chance in (("fold", 0.05), ("see", 0.08), ("look", 0.3)):
        if kind in by_kind and roll < chance:
            return by_kind[kind][0]
    rest = [o for o in offers if o.kind not in ("fold", "see")] or offers
    return rng.choice(rest)


def round_limit(table):
    """Most actions one betting round can take: each bet puts in a chip, each player looks once."""
    return sum(table.chips) + 3 * len(table.names) + 1


class BastardTable(BettingTable):
    any_action = any_action
    fold_chance = 0.15
    most_hands = 5
    widest_bet = 6

    @initialize(
        rules=bastard_rules,
        chips=st.lists(st.integers(0, 60), min_size=2, max_size=8).filter(lambda c: sum(x > 5 for x in c) >= 2),
        seed=st.integers(0, 2**32),
        cut=st.booleans(),
    )
    def setup(self, rules, chips, seed, cut):
        playing = [i for i, c in enumerate(chips) if c > 5]
        self.start(chips, rules, seed, None if cut else playing[0])
        self.round_seen = (0, 0)
        self.actions_this_round = 0

    def cards_aside(self):
        """The community cards in the middle."""
        return list(self.table.community_dealt)

    def _apply(self, action):
        """Counted by betting round, not by hand: a betting round that never ends."""
        table = self.table
        table.apply(action)  # must not raise: it came from legal_actions()
        where = (table.hand_number, table.betting_round)
        self.actions_this_round = self.actions_this_round + 1 if where == self.round_seen else 1
        self.round_seen = where
        assert self.actions_this_round <= round_limit(table), "a betting round that never ends"

    @invariant()
    def one_community_card_is_turned_per_betting_round(self):
        t = self.table
        if not t.hand_over:
            assert 1 <= t.betting_round <= t.betting_rounds
            assert len(t.community_cards) == t.betting_round - 1
            assert len(t.community_dealt) == t.community_size == t.rules.community_cards
            assert t.to_act is not None and t.to_act in t.betting_seats
            assert any(o.kind == "fold" for o in t.legal_actions())
            if t.betting_round < t.betting_rounds and t.rules.blind_bastard:
                assert all(o.kind != "look" for o in t.legal_actions())
        else:
            assert t.legal_actions() == [] and t.pot == 0 and t.community_dealt == ()


BastardTable.TestCase.settings = settings(
    BastardTable.TestCase.settings,
    stateful_step_count=30,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TestBastardTable = BastardTable.TestCase


def test_hundreds_of_hands_were_played():
    """Runs after the machine above (same module): the random play covered many hands."""
    if BastardTable.hands_played:
        print(f"hands played: {BastardTable.hands_played}")
        assert BastardTable.hands_played >= 500


SUB_VARIANTS = [
    {},
    {"community_cards": 4},
    {"wild": "twos"},
    {"stud": True},
    {"blind_bastard": True},
    {"stud": True, "wild": "twos", "community_cards": 4, "round_raise_cap": 4},
]


def test_long_random_sessions_stay_legal_conserve_chips_and_replay():
    """Six seats, 300 hands per sub-variant, every hand settled to the chip."""
    endings = set()
    splits = 0
    for number, switches in enumerate(SUB_VARIANTS):
        rng = random.Random(number)
        rules = HouseRules(variant="bastard", ante=1, max_stake=12, **switches)
        t = Table([f"P{i}" for i in range(6)], 1500, rules, seed=number)
        for _ in range(300):
            t.start_hand()
            while not t.hand_over:
                offer = pick_offer(t.legal_actions(), rng)
                if offer.kind == "bet":
                    offer = Action.bet(offer.min if rng.random() < 0.85 else rng.randint(offer.min, offer.max))
                t.apply(offer)
                assert sum(t.chips) + t.pot == 9000
            ended = next(e for e in reversed(t.events) if isinstance(e, HandEnded))
            assert sum(a.amount for a in ended.result.awards) == sum(t.put_in(s) for s in t.hand_seats)
            endings.add(ended.result.how)
            splits += ended.result.split
        events = t.events
        rounds = [e.round for e in events if isinstance(e, BettingRoundStarted)]
        assert max(rounds) == rules.betting_rounds
        assert replay(events).events == events
    assert endings == {"showdown", "see", "fold", "cover"} and splits > 100
