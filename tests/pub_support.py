"""Helpers for the pub table tests: compact views of the offers, a quick way to play moves, and
the random table every game's state machine builds on."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import assume
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from casino_brag.engine.cards import pack_cards, parse_cards
from casino_brag.engine.errors import IllegalAction
from casino_brag.engine.pub import Action, HouseRules, Table, replay, session_record, table_from_record

NAMES5 = ["Andy", "Bill", "Chris", "Dan", "Eddie"]


def offers(table: Table) -> list[str]:
    """The legal actions as short text: "look", "fold", "bet 2-20", "bet 1-10 blind", "see 8"."""
    out = []
    for a in table.legal_actions():
        if a.kind == "bet":
            out.append(f"bet {a.min}-{a.max}" + (" blind" if a.blind else ""))
        elif a.kind in ("see", "cover"):
            out.append(f"{a.kind} {a.cost}")
        elif a.kind == "discard":
            out.append("discard " + " ".join(c.code for c in a.cards))
        else:
            out.append(a.kind + (f" {a.hand}" if a.hand else ""))
    return out


def kinds(table: Table) -> set[str]:
    return {a.kind for a in table.legal_actions()}


def move(table: Table, text: str) -> None:
    """Apply moves written like "look", "bet 4", "fold", "see", "cover", "keep", "discard Kd"."""
    for part in text.split(","):
        word, _, rest = part.strip().partition(" ")
        if word == "bet":
            table.apply(Action.bet(int(rest)))
        elif word == "discard":
            table.apply(Action.discard(parse_cards(rest)))
        elif word in ("look", "keep", "fold"):
            table.apply(Action(word, hand=rest or None))
        else:
            table.apply(Action(word))


def table_with(
    hands: dict[int, str] | None = None,
    n: int = 4,
    chips: int | list[int] = 100,
    dealer: int | None = None,
    **rules: object,
) -> Table:
    """A table whose first hand is dealt, seat 0 to act first unless `dealer` says otherwise.

    The maximum stake is 20 unless given, so the offers are easy to read.
    """
    names = [*NAMES5, "Fay", "Gus", "Hal"][:n]
    rules.setdefault("max_stake", 20)
    table = Table(names, chips, HouseRules(**rules), seed=7, dealer=n - 1 if dealer is None else dealer)
    table.start_hand(hands)
    return table


def bastard_with(
    hands: dict[int, str],
    community: str | None = None,
    n: int = 3,
    chips: int | list[int] = 100,
    dealer: int | None = None,
    **rules: object,
) -> Table:
    """A Bastard Brag table with its first hand dealt, seat 0 to act first unless `dealer` says otherwise."""
    names = [*NAMES5, "Fay", "Gus", "Hal"][:n]
    rules_ = HouseRules(variant="bastard", **rules)
    table = Table(names, chips, rules_, seed=11, dealer=n - 1 if dealer is None else dealer)
    table.start_hand(hands, community)
    return table


def shown_cards(table: Table) -> dict[int, str]:
    """The three counting cards of each shown hand, as text in the order chosen."""
    return {s.seat: " ".join(c.code for c in s.cards) for s in table.result.showdown}


def same_table(resumed: Table, table: Table) -> None:
    """A resumed table is the saved one as far as anyone at it can tell: the same chips, cards in
    front of each player and in the middle, pots, turn and offers, and the same cards in the pack
    (whose order is shuffled afresh on resume, with any blind hand waiting between hands)."""
    n = len(table.names)
    assert (resumed.names, resumed.rules, resumed.standings()) == (table.names, table.rules, table.standings())
    assert (resumed.chips, resumed.dealer, resumed.hand_number, resumed.hand_over, resumed.session_over) == (
        table.chips,
        table.dealer,
        table.hand_number,
        table.hand_over,
        table.session_over,
    )
    assert (resumed.to_act, resumed.retain_offer, resumed.offers, resumed.pot, resumed.pots) == (
        table.to_act,
        table.retain_offer,
        table.offers,
        table.pot,
        table.pots,
    )
    if table.hand_over:  # a blind hand waiting for the next deal is dealt afresh with the pack
        assert [list(resumed.cards_of(s)) for s in range(n)] == [list(table.cards_of(s)) for s in range(n)]
        unseen = [c.code for s in range(n) for cards in table.cards_of(s).values() for c in cards]
        again = [c.code for s in range(n) for cards in resumed.cards_of(s).values() for c in cards]
        assert sorted(again + [c.code for c in resumed.pack]) == sorted(unseen + [c.code for c in table.pack])
    else:
        assert [resumed.cards_of(s) for s in range(n)] == [table.cards_of(s) for s in range(n)]
        assert sorted(c.code for c in resumed.pack) == sorted(c.code for c in table.pack)
    if not table.hand_over:
        assert (resumed.stake, resumed.statuses, resumed.round, resumed.community_dealt, resumed.community_cards) == (
            table.stake,
            table.statuses,
            table.round,
            table.community_dealt,
            table.community_cards,
        )
        assert [resumed.put_in(s) for s in table.hand_seats] == [table.put_in(s) for s in table.hand_seats]


def hand_as_seen(table: Table, seat: int = 0) -> list[object]:
    """The events of the hand in play (or the last) as `seat` knows them, without the cut, whose
    depth follows the fresh shuffle of a resumed pack."""
    from casino_brag.engine.pub.events import PackCut

    return [e for e in table.events_for(seat, table.hand_start) if not isinstance(e, PackCut)]


def cards_held(table: Table) -> list:
    """Every card in front of a player, each of their hands in turn, seat by seat."""
    return [c for s in range(len(table.names)) for cards in table.cards_of(s).values() for c in cards]


class TableMachine(RuleBasedStateMachine):
    """A random table of one game, driven by hypothesis: what every game must keep, whatever its
    rules. Chips are never created or lost; every card is in the pack, in front of a player or
    set aside by the game (`cards_aside`); every offer is accepted by `apply`, and anything else is
    refused with a reason without changing the state (`_snapshot`); every hand ends; and the event
    log replays the session, as its saved record resumes it.

    A game's machine sets `any_action` (what a player might try, legal or not), calls `start` from
    its `@initialize` rule, adds its own way of playing legal moves (through `_apply`) and its
    own invariants, and may change the hooks below."""

    any_action: st.SearchStrategy[Action]
    hands_played = 0
    """Hands dealt by every machine of this kind so far (a module checks that play was long)."""

    def start(self, chips: list[int], rules: HouseRules, seed: int, dealer: int | None = None, *, short=False):
        """Sit down at a new table; `short`: chips that may leave fewer than two able to play,
        a table the engine refuses and the example is dropped."""
        try:
            self.table = Table([f"P{i}" for i in range(len(chips))], chips, rules, seed, dealer)
        except ValueError as refused:
            assert short and "at least two players need chips" in str(refused)
            assume(False)
        self.total = sum(chips)
        self.rng = random.Random(seed)
        self.turns = 0

    # --- hooks ---------------------------------------------------------------------------------

    def may_deal(self) -> bool:
        """Whether a hand that is over may be followed by the next deal now."""
        return True

    def most_turns(self) -> int:
        """More turns than this in one hand: a hand that never ends."""
        return 400

    def pot_paid_out(self) -> bool:
        """When the pot must be empty: after every hand, unless the game carries it on."""
        return self.table.hand_over

    def cards_aside(self) -> list[Any]:
        """Cards neither in the pack nor in front of a player (drawn, in the middle)."""
        return []

    def _snapshot(self) -> tuple[Any, ...]:
        """What a refused action must leave as it was."""
        t = self.table
        return (len(t.events), t.chips, t.pot, t.to_act, t.pack, tuple(t.legal_actions()))

    # --- rules ---------------------------------------------------------------------------------

    @precondition(lambda self: self.table.hand_over and not self.table.session_over and self.may_deal())
    @rule()
    def deal(self):
        self.table.start_hand()
        type(self).hands_played += 1
        self.turns = 0

    @rule(data=st.data())
    def try_anything(self, data):
        """Any action at all: a legal one is played; any other must be refused with a reason and
        leave `_snapshot()` as it was."""
        action = data.draw(self.any_action, label="action")
        table = self.table
        if table.is_legal(action):
            self._apply(action)
            return
        before = self._snapshot()
        try:
            table.apply(action)
        except IllegalAction as exc:
            assert exc.reason
        else:
            raise AssertionError(f"{action} was applied although it was not legal")
        assert self._snapshot() == before

    def _apply(self, action: Action) -> None:
        self.table.apply(action)  # must not raise: it came from legal_actions()
        self.turns += 1
        assert self.turns <= self.most_turns(), "a hand that never ends"

    # --- invariants ----------------------------------------------------------------------------

    @invariant()
    def chips_are_never_created_or_lost(self):
        t = self.table
        assert sum(t.chips) + t.pot == self.total and all(c >= 0 for c in t.chips)
        if self.pot_paid_out():
            assert t.pot == 0

    @invariant()
    def every_card_is_somewhere_once(self):
        t = self.table
        everything = list(t.pack) + cards_held(t) + self.cards_aside()
        pack = pack_cards(t.rules.jokers)  # 52 cards, or 54 with the jokers
        assert len(everything) == len(pack) and set(everything) == set(pack)

    @invariant()
    def every_offer_is_accepted(self):
        """Every offer is legal; a bet's whole range, and no more, is affordable and accepted."""
        t = self.table
        for offer in t.legal_actions():
            if offer.kind == "bet":
                assert 0 < offer.min <= offer.max <= t.chips[t.to_act]
                assert t.is_legal(Action.bet(offer.min)) and t.is_legal(Action.bet(offer.max))
                assert not t.is_legal(Action.bet(offer.max + 1))
            else:
                assert t.is_legal(offer)

    def teardown(self):
        t = getattr(self, "table", None)
        if t is None:
            return
        steps = 0
        while not t.hand_over:  # every hand ends: folding whenever possible finishes it in a round
            offers = t.legal_actions()
            offer = next((o for o in offers if o.kind == "fold" and o.hand is None), offers[0])
            t.apply(Action.bet(offer.min) if offer.kind == "bet" else offer)
            steps += 1
            assert steps <= 3 * len(t.names)
        assert replay(t.events).events == t.events
        same_table(table_from_record(json.loads(json.dumps(session_record(t)))), t)


class BettingTable(TableMachine):
    """A table where a player may fold at any turn (traditional and Bastard Brag): moves drawn
    from the offers by hypothesis, and whole hands played at random, folding now and then."""

    fold_chance = 0.25
    most_hands = 6
    widest_bet: int | None = None
    """How far above the least a random bet goes (None: up to the most offered)."""

    def concrete(self, offer: Action) -> Action:
        """An action a player could make from an offer: a bet picks an amount in its range."""
        if offer.kind != "bet":
            return offer
        if self.rng.random() < 0.6:
            return Action.bet(offer.min)
        top = offer.max if self.widest_bet is None else min(offer.max, offer.min + self.widest_bet)
        return Action.bet(self.rng.randint(offer.min, top))

    @precondition(lambda self: self.table.legal_actions())
    @rule(data=st.data())
    def act(self, data):
        offer = data.draw(st.sampled_from(self.table.legal_actions()))
        self._apply(self.concrete(offer))

    @precondition(lambda self: not self.table.session_over)
    @rule(data=st.data())
    def play_hands(self, data):
        """Play whole hands at random (mostly cheap actions, so hands end as at a real table)."""
        for _ in range(data.draw(st.integers(1, self.most_hands), label="hands")):
            if self.table.session_over:
                return
            if self.table.hand_over:
                self.deal()
            while not self.table.hand_over:
                offers = self.table.legal_actions()
                folds = [o for o in offers if o.kind == "fold"]
                pick = folds[0] if folds and self.rng.random() < self.fold_chance else self.rng.choice(offers)
                self._apply(self.concrete(pick))

    def _snapshot(self) -> tuple[Any, ...]:
        t = self.table
        n = len(t.names)
        return (
            len(t.events),
            t.chips,
            t.pot,
            t.stake,
            t.to_act,
            t.retain_offer,
            t.betting_round,
            t.community_cards,
            t.pending_choice,
            t.pack,
            tuple(tuple(sorted(t.cards_of(s).items())) for s in range(n)),
            tuple(t.legal_actions()),
        )
