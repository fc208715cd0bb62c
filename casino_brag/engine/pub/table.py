"""The pub table: a state machine for a session of traditional Brag at 2–8 seats.

`legal_actions()` is the only source of truth for what may happen; `apply()` either applies an
action completely or raises `IllegalAction` with a reason and changes nothing. Every change is
recorded as a frozen event (see `events.py`), from which the session replays exactly.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from itertools import combinations
from typing import Any

import casino_brag.engine.pub.lending as lending
from casino_brag.engine.cards import Card
from casino_brag.engine.errors import IllegalAction
from casino_brag.engine.pub.actions import Action, HandName, offer
from casino_brag.engine.pub.betting import BettingRound, bet_offer, may_see
from casino_brag.engine.pub.board import Board
from casino_brag.engine.pub.checkpoint import capture
from casino_brag.engine.pub.dealers_choice import CHOICES, choose, chooser, dealt_hand, keep_game
from casino_brag.engine.pub.events import (
    AntePaid,
    BetPlaced,
    BettingRoundStarted,
    CardDealt,
    CardsFixed,
    CommunityCardDealt,
    CommunityCardTurned,
    Covered,
    Discarded,
    Folded,
    HandKept,
    HandRetained,
    HandStarted,
    Looked,
    PackCut,
    PackShuffled,
    PotClosed,
    RetainDeclined,
    Saw,
)
from casino_brag.engine.pub.face_up import deal_face_up
from casino_brag.engine.pub.fixed_deal import parse_community, parse_fixed
from casino_brag.engine.pub.pots import Pots
from casino_brag.engine.pub.reasons import why_illegal
from casino_brag.engine.pub.results import HowWon
from casino_brag.engine.pub.seats import Holding, SeatState
from casino_brag.engine.pub.showdown_vote import ANSWERS, Vote, answer, may_propose, propose, settle_agreed
from casino_brag.engine.pub.state import HAND_ORDER, TableState
from casino_brag.engine.pub.view import SeatView, seat_view


class Table(TableState):
    """A session of pub Brag.

    `Table(names, chips=100, rules=HouseRules(), seed=None, dealer=None)`: `chips` is one stack for
    everyone or a list, `seed` fixes every shuffle and cut (None: each draws fresh randomness from
    the operating system), and `dealer` names the first dealer (None: the players cut for it).
    """

    def start_hand(
        self,
        hands: Mapping[int, str | Iterable[Card]] | None = None,
        community: str | Iterable[Card] | None = None,
    ) -> None:
        """Ante, deal, and hand the turn to the first player left of the dealer.

        `hands` may fix seats' cards, e.g. `{0: "As Kd 3c"}`, dealt as given in that order.
        In Bastard Brag `community` (or a "community" entry in `hands`) may fix the community
        cards, e.g. "Qh 7c 2d", turned in that order. An open offer to retain a blind hand lapses.
        """
        if self._in_hand:
            raise IllegalAction("a hand is already in progress")
        if self.session_over:
            raise IllegalAction("the session is over")
        dealer = self._dealer if self._hand_number == 0 else self._next_seat(self._dealer, self._playing_seats())
        n = len(self._seats)
        players = [s for s in ((dealer + i) % n for i in range(1, n + 1)) if self._can_play(s)]
        seat_hands: dict[int, str | Iterable[Card]] = {}
        entries: Iterable[tuple[Any, Any]] = (hands or {}).items()  # a "community" key is allowed too
        for key, given in entries:
            if key == "community":
                if community is not None:
                    raise ValueError("the community cards are given twice")
                community = given
            elif isinstance(key, int) and not isinstance(key, bool):
                seat_hands[key] = given
            else:
                raise ValueError(f"seat {key!r} is not dealt in this hand")
        fixed = parse_fixed(self, seat_hands, players)
        board = parse_community(self, community, fixed)
        keep_game(self)  # a circle of deals is over and the dealer made no choice: the game stays
        self._at_deal = capture(self, faces=True)
        dealt_hand(self)
        if self._retain_offer is not None:
            self._decline_retain(chosen=False)
        self._hand_number += 1
        self._dealer = dealer
        self._result = None
        self._pots = Pots.carrying(self._pots.total)  # a pot nobody won stays in the middle
        self._vote = Vote()
        self._betting = BettingRound()
        self._board = Board()
        self._round = 1
        for i, st in enumerate(self._seats):
            st.in_hand = False
            if i in players:
                st.reset_for_hand()
        self._seats_changed()
        self._hand_start = len(self._events)
        self._hand_seats = tuple(players)
        self._emit(HandStarted(self._hand_number, dealer, tuple(players)))
        if fixed or board:
            self._emit(CardsFixed(tuple(sorted(fixed.items())), board))
        if self._shuffle_due or self.rules.shuffle == "every-hand":
            self._shuffle(dealer, players)
        rules = self.rules
        for seat in players:
            ante = min(rules.ante * self.game.stakes, self._seats[seat].chips)
            if ante:
                self._pay(seat, ante)
                self._emit(AntePaid(seat, ante))
        if rules.covering:
            for seat in players:
                if self._seats[seat].chips == 0:
                    self._close_pot(seat)
        reserved = self._pack.take_out(board)
        dealt: dict[int, list[Card]] = {seat: [] for seat in players}
        for seat, card, rnd in self._pack.deal(players, self.game.dealt, fixed):
            dealt[seat].append(card)
            self._emit(CardDealt(seat, card, rnd))
        for seat, cards in dealt.items():
            self._seats[seat].holdings["new"] = Holding(tuple(cards))
        self.game.after_deal(self)
        deal_face_up(self)
        if self.game.community:  # dealt face down to the middle
            self._board = Board(reserved or self._pack.draw(self.game.community))
            for index, card in enumerate(self._board.cards):
                self._emit(CommunityCardDealt(index, card))
        self._show_bottom()
        self._in_hand = True
        self._to_act = None
        if self.game.rounds > 1 and len(self.betting_seats) >= 2:
            first = self._next_seat(dealer, self.betting_seats)
            self._emit(BettingRoundStarted(1, self.game.rounds, 0, first))
        if not self.game.first_turn(self, dealer):
            self._advance(self._previous_seat(dealer, players) if self.game.dealer_first else dealer)

    def _shuffle(self, dealer: int, players: list[int]) -> None:
        first = self._hand_number == 1
        self._pack.shuffle(self._rng)
        self._emit(PackShuffled("first deal" if first else "prial seen" if self._shuffle_due else "every hand"))
        cutter = self._previous_seat(dealer, players)
        self._emit(PackCut(cutter, self._pack.cut(self._rng)))
        self._history_start = len(self._events)
        self._shuffle_due = False

    @property
    def game_choice(self) -> int | None:
        """Under `dealers_choice`, the seat about to deal that chooses the next circle's game now
        (None: no choice is due); `choose_game` takes the choice, and `game_choices` lists them."""
        return chooser(self)

    game_choices = CHOICES

    def choose_game(self, variant: str, wild: str = "none") -> None:
        """The dealer's choice of game and wild cards for the next circle of deals, e.g.
        `choose_game("five-card", "jokers")`; IllegalAction (nothing changed) when none is due."""
        choose(self, variant, wild)

    def view(self, seat: int) -> SeatView:
        """What `seat` may know now, for a computer opponent's decision."""
        deciding = self.to_act if not self.hand_over else self.retain_offer
        return seat_view(self, seat, self.offers if deciding == seat else ())

    # --- turns -------------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Everything the player to act (or the player offered a retained hand) may do now."""
        return list(self.offers)

    @property
    def offers(self) -> tuple[Action, ...]:
        """`legal_actions()` as a tuple (offers are frozen, so it can be shared rather than copied)."""
        # Every change of state records an event, so the event count identifies the state.
        if self._offers_at != len(self._events):
            self._offers = tuple(self._find_offers())
            self._offers_at = len(self._events)
        return self._offers

    def _find_offers(self) -> list[Action]:
        if not self._in_hand:
            return self._retain_offers()
        seat = self._to_act
        assert seat is not None
        if self._lend_for is not None:  # short of chips: this player lends, or calls for a show
            return lending.offers(self, seat)
        st = self._seats[seat]
        if self.game.runs_turns(self):
            return self.game.turn_offers(self, seat)
        if st.pending == "discard":
            holding = st.holdings[st.looking_at or "new"]
            choices = [Action.discard(c) for c in combinations(holding.cards, self.game.discards)]
            return [*choices, offer("fold")]
        if st.pending == "keep":
            return [offer("keep", hand=st.looking_at), offer("fold", hand=st.looking_at)]
        if self._vote.open:
            return list(ANSWERS)
        offers: list[Action] = []
        blind = not st.open
        if blind and self._round >= self.game.look_from_round:
            if len(st.holdings) == 1:
                offers.append(offer("look"))
            else:
                offers += [offer("look", hand=k) for k in HAND_ORDER if k in st.holdings]
        offers.append(offer("fold"))
        rules = self.rules
        if blind and not rules.blind_play:
            return offers
        betting = self._betting
        bet = bet_offer(betting, rules, st.chips, blind, self._pots.total)
        if bet is not None:
            offers.append(bet)
        bettors = self.betting_seats
        if len(bettors) == 2:
            other = bettors[0] if bettors[1] == seat else bettors[1]
            cost = betting.see_cost(blind)
            if may_see(betting, blind, self.is_blind(other)) and st.chips >= cost:
                offers.append(offer("see", cost=cost, blind=blind))
        if bet is None and rules.covering:
            offers.append(offer("cover", cost=st.chips, blind=blind))
        if may_propose(self, seat):
            offers.append(offer("propose"))
        return offers

    def _retain_offers(self) -> list[Action]:
        if self._retain_offer is None:
            return []
        held = [k for k in HAND_ORDER if k in self._seats[self._retain_offer].holdings]
        keeps = [offer("keep", hand=k if len(held) > 1 else None) for k in held]
        return [*keeps, offer("fold")]

    def apply(self, action: Action) -> None:
        """Do `action` for the player to act, or raise IllegalAction and change nothing."""
        if not isinstance(action, Action):
            raise IllegalAction(f"not an action: {action!r}")
        action = self._normalise(action)
        for accepted in self.offers:
            if accepted.accepts(action):
                break
        else:
            raise IllegalAction(why_illegal(self, action))
        if not self._in_hand:
            if accepted.kind == "keep":
                self._retain(accepted.hand)
            else:
                self._decline_retain(chosen=True)
            return
        seat = self._to_act
        assert seat is not None
        kind = accepted.kind
        if kind in self.game.turn_kinds:
            self.game.take_turn(self, seat, action)
        elif kind == "bet":
            assert action.amount is not None
            self._bet(seat, action.amount, accepted.blind)
        elif kind == "look":
            self._look(seat, accepted.hand)
        elif kind == "fold" and accepted.hand is None:
            self._fold(seat)
        elif kind == "fold":
            self._fold_looked(seat)
        elif kind == "discard":
            self._discard(seat, accepted.cards)
        elif kind == "keep":
            self._keep_looked(seat)
        elif kind == "see":
            assert accepted.cost is not None
            self._see(seat, accepted.cost, accepted.blind)
        elif kind == "propose":
            propose(self, seat)
        elif kind in ("agree", "refuse"):
            if answer(self, seat, kind == "agree"):
                self._finish("showdown", live_winner=None, agreed=True)
        elif kind == "lend":
            self._to_act = lending.lend(self, seat)
        elif kind == "show":
            self._finish("see", live_winner=None, seer=seat, seen=lending.call_show(self, seat))
        else:
            self._cover(seat)
        if self._in_hand and self._to_act is not None and self._lend_for is None:
            self._to_act = lending.turn_to(self, self._to_act)  # looked, and now short of chips

    def is_legal(self, action: Action) -> bool:
        """Whether `apply(action)` would be accepted now."""
        action = self._normalise(action)
        return any(o.accepts(action) for o in self.legal_actions())

    def _normalise(self, action: Action) -> Action:
        """Naming the only hand in front of you is the same as naming none."""
        if action.hand is None:
            return action
        seat = self._to_act if self._in_hand else self._retain_offer
        if seat is None or action.kind not in ("look", "keep"):
            return action
        holdings = self._seats[seat].holdings
        if len(holdings) == 1 and action.hand in holdings:
            return replace(action, hand=None)
        return action

    # --- applying actions --------------------------------------------------------------------

    def _look(self, seat: int, hand: HandName | None) -> None:
        st = self._seats[seat]
        key: HandName = hand if hand is not None else next(k for k in HAND_ORDER if k in st.holdings)
        holding = st.holdings[key]
        holding.seen = True
        self._emit(Looked(seat, key, holding.cards))
        st.looking_at = key
        if len(st.holdings) == 2:
            st.pending = "keep"
        else:
            self._become_open(st)

    def _become_open(self, st: SeatState) -> None:
        st.open = True
        if self.game.discards:
            st.pending = "discard"
        else:
            st.pending = None
            st.looking_at = None

    def _keep_looked(self, seat: int) -> None:
        st = self._seats[seat]
        key = st.looking_at or "new"
        self._emit(HandKept(seat, key))
        other: HandName = "retained" if key == "new" else "new"
        self._to_bottom(seat, st.holdings.pop(other))
        self._show_bottom()
        self._become_open(st)

    def _fold_looked(self, seat: int) -> None:
        st = self._seats[seat]
        key = st.looking_at or "new"
        self._emit(Folded(seat, key))
        self._to_bottom(seat, st.holdings.pop(key))
        self._show_bottom()
        st.pending = None
        st.looking_at = None

    def _discard(self, seat: int, cards: tuple[Card, ...]) -> None:
        st = self._seats[seat]
        holding = st.holdings[st.looking_at or "new"]
        holding.kept = tuple(c for c in holding.cards if c not in cards)
        holding.discards = tuple(c for c in holding.cards if c in cards)
        self._emit(Discarded(seat, len(cards), holding.discards))
        st.pending = None
        st.looking_at = None

    def _fold(self, seat: int) -> None:
        st = self._seats[seat]
        st.folded = True
        self._seats_changed()
        st.pending = None
        self._emit(Folded(seat, None))
        for key in ("retained", "new"):
            if key in st.holdings:
                self._to_bottom(seat, st.holdings.pop(key))
        self._show_bottom()
        self._advance(seat)

    def _bet(self, seat: int, amount: int, blind: bool) -> None:
        self._pay(seat, amount)
        raised = self._betting.record_bet(seat, amount, blind)
        self._emit(BetPlaced(seat, amount, blind, self._betting.stake, raised))
        if self._seats[seat].chips == 0 and self.rules.covering:
            self._close_pot(seat)
        self._advance(seat)

    def _cover(self, seat: int) -> None:
        amount = self._seats[seat].chips
        self._pay(seat, amount)
        self._emit(Covered(seat, amount))
        self._close_pot(seat)
        self._advance(seat)

    def _see(self, seat: int, cost: int, blind: bool) -> None:
        other = next(s for s in self.betting_seats if s != seat)
        self._pay(seat, cost)
        self._emit(Saw(seat, other, cost, blind))
        self._finish("see", live_winner=None, seer=seat, seen=other)

    def _pay(self, seat: int, amount: int) -> None:
        st = self._seats[seat]
        st.chips -= amount
        st.put_in += amount
        self._pots.add(amount)

    def _close_pot(self, seat: int) -> None:
        self._seats[seat].covered = True
        self._seats_changed()
        index, amount = self._pots.close(seat)
        self._emit(PotClosed(index, seat, amount))

    def _advance(self, after: int) -> None:
        """Pass the turn left to the next player betting, or end the hand if the betting is over."""
        if self.game.runs_turns(self):  # no betting: every player dealt in takes a turn, the game runs them
            self._to_act = self._next_seat(after, self._hand_seats)
            return
        active, bettors = self._in_play or self._find_in_play()
        covered = len(active) > len(bettors)
        if len(active) == 1 and not covered:
            self._finish("fold", live_winner=active[0])
        elif covered and len(bettors) <= 1:
            self._finish("cover", live_winner=bettors[0] if bettors else None)
        elif self.game.round_over(self._betting.answered, bettors):
            self._end_round()
        else:
            self._to_act = lending.turn_to(self, self._next_seat(after, bettors))

    def _end_round(self) -> None:
        """Every player still betting has answered the stake: turn the next card, or show down."""
        if self._round >= self.game.rounds:
            self._finish("showdown", live_winner=None)
            return
        self._round += 1
        index, card = self._board.turn()
        self._emit(CommunityCardTurned(index, card, self._round))
        self._betting = self._betting.next_round()
        first = self._next_seat(self._dealer, self.betting_seats)
        self._emit(BettingRoundStarted(self._round, self.game.rounds, self._betting.stake, first))
        self._to_act = first

    def _finish(
        self,
        how: HowWon,
        live_winner: int | None,
        seer: int | None = None,
        seen: int | None = None,
        agreed: bool = False,
    ) -> None:
        """End the hand: the game settles it (or plays on with turns of its own), or every hand is
        shown after an agreed showdown."""
        if not agreed and self.game.play_on(self, how, live_winner, seer, seen):
            return
        self._in_hand = False
        self._to_act = None
        outcome = settle_agreed(self) if agreed else self.game.finish(self, how, live_winner, seer, seen)
        self._pots = Pots.carrying(outcome.carried)  # on the table until the next deal
        self._result = outcome.result
        self._shuffle_due = self._shuffle_due or outcome.prial_won
        self._retain_offer = outcome.retain_offer

    # --- retaining a blind hand --------------------------------------------------------------

    def _retain(self, hand: HandName | None) -> None:
        seat = self._retain_offer
        assert seat is not None
        st = self._seats[seat]
        key: HandName = hand if hand is not None else next(k for k in HAND_ORDER if k in st.holdings)
        self._emit(HandRetained(seat, key))
        kept = st.holdings.pop(key)
        for other in list(st.holdings):
            self._to_bottom(seat, st.holdings.pop(other))
        st.holdings["retained"] = Holding(kept.cards)
        self._retain_offer = None

    def _decline_retain(self, chosen: bool) -> None:
        seat = self._retain_offer
        assert seat is not None
        self._emit(RetainDeclined(seat, chosen))
        self._return_cards(seat)
        self._retain_offer = None
