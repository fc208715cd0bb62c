"""3 Card Brag Poker: blinds, fixed-limit betting, a draw, and a second round at double the bet.

The deal: no antes. The two players left of the dealer post the small blind (the ante) and the
big blind (twice it), and everyone is dealt three cards face down. In heads-up play the player
left of the dealer posts the small blind and the dealer the big one.

- Round 1: from the left of the big blind, each player folds, calls (matches the stake), or
  raises it by the bet size, twice the big blind; with nothing to call, a player checks or bets.
  The big blind may still raise when everyone has only called. Everyone still in must match the
  stake before the round ends (poker-style equalised calls).
- At most three raises a round while more than two players are in (the opening bet or the big
  blind is not a raise); heads up there is no cap but the chips.
- A player who has not looked at their cards calls at half the price (rounded up) and is counted
  as having matched the stake in full; bets and raises cost the full amount, blind or not.
  Looking is free and does not use the turn.
- The draw: from the dealer's left each player still in throws away 0 to 3 cards under the pack
  and draws as many from the top. A blind player must look before changing cards, or stands pat.
- Round 2: bets and raises are twice as big, and the first player still betting from the dealer's
  left acts first. Then every hand still in is shown and the best Brag hand wins; equal hands
  split, odd chips to the first from the dealer's left.
- Short of chips (the `cover` house rule): a player may call with everything they have and is
  then all in, with a claim on each other player's chips up to what they put in themselves (side
  pots); under `fold` a player who cannot pay the price must fold. A blind bigger than a
  player's chips takes them all, under either rule.

A won hand is never kept for the next deal: there is nothing blind to retain.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import TYPE_CHECKING, ClassVar, Literal, Protocol

from casino_brag.engine.pub.actions import Action, offer
from casino_brag.engine.pub.events import Folded, Looked, ToBottom
from casino_brag.engine.pub.games.base import Game, HandTable, Outcome, TurnTable
from casino_brag.engine.pub.games.classic import TraditionalBrag
from casino_brag.engine.pub.games.poker.events import (
    BlindPosted,
    Called,
    Checked,
    DrawStarted,
    Drew,
    LimitRoundStarted,
    Raised,
)
from casino_brag.engine.pub.games.poker.limits import LimitRound, bet_size, blinds
from casino_brag.engine.pub.games.poker.settle import settle_poker
from casino_brag.engine.pub.results import HowWon
from casino_brag.engine.pub.seats import Holding

if TYPE_CHECKING:
    from casino_brag.engine.pub.rules import HouseRules

Phase = Literal["betting", "draw"]


class PokerTable(TurnTable, Protocol):
    """The table as this game drives it: its turns, paying in, and who is in and betting."""

    def _pay(self, seat: int, amount: int) -> None: ...

    def _seats_changed(self) -> None: ...

    @property
    def active_seats(self) -> tuple[int, ...]: ...

    @property
    def betting_seats(self) -> tuple[int, ...]: ...


@dataclass
class PokerDeal:
    """One deal's blinds, betting round and draw (the table holds the chips and the cards)."""

    number: int
    small_blind: int
    big_blind: int
    betting: LimitRound
    phase: Phase = "betting"
    drawn: dict[int, int] = field(default_factory=dict)
    """How many cards each player who has drawn changed (public: everyone sees the count)."""

    @property
    def round(self) -> int:
        """1 before the draw, 2 after it."""
        return self.betting.number


class BragPoker(TraditionalBrag):
    """3 Card Brag Poker, the online draw game of seed 003."""

    name = "brag-poker"
    title = "3 Card Brag Poker"
    stakes = 0  # no antes: the blinds are the compulsory bets
    turn_kinds: ClassVar[frozenset[str]] = frozenset({"look", "fold", "check", "call", "bet", "raise", "discard"})

    def __init__(self, rules: HouseRules) -> None:
        super().__init__(rules)
        self.discards = 3  # the most a player may change at the draw
        self.deal: PokerDeal | None = None
        """The deal in play (or the last one): its blinds, its betting round and its draw."""

    def current(self, table: HandTable) -> PokerDeal:
        deal = self.deal
        assert deal is not None and deal.number == table.hand_number, "no 3 Card Brag Poker deal in play"
        return deal

    @property
    def blinds(self) -> tuple[int, int]:
        """The small and the big blind."""
        return blinds(self.rules.ante)

    def bet_size(self, round: int) -> int:
        """The bets and raises of betting round `round` (1 or 2)."""
        return bet_size(self.rules.ante, round)

    # --- the blinds and the first turn -------------------------------------------------------

    def first_turn(self, table: TurnTable, dealer: int) -> bool:
        poker: PokerTable = table  # type: ignore[assignment]  # the Table is one
        order = table.hand_seats
        small_seat, big_seat = order[0], order[1 % len(order)]
        betting = LimitRound(1, self.bet_size(1))
        self.deal = PokerDeal(table.hand_number, small_seat, big_seat, betting)
        for seat, amount, big in ((small_seat, self.blinds[0], False), (big_seat, self.blinds[1], True)):
            paid = min(amount, table._seats[seat].chips)
            poker._pay(seat, paid)
            betting.posted(seat, paid)
            all_in = table._seats[seat].chips == 0
            table._emit(BlindPosted(seat, paid, big, all_in))
            if all_in:
                self._all_in(poker, seat)
        first = self._after(poker, big_seat)
        table._emit(LimitRoundStarted(1, betting.size, first if first is not None else big_seat))
        self._go_on(poker, big_seat)
        return True

    # --- turns -------------------------------------------------------------------------------

    def turn_offers(self, table: HandTable, seat: int) -> list[Action]:
        deal = self.current(table)
        st = table._seats[seat]
        blind = not st.open
        if deal.phase == "draw":
            if blind:
                return [offer("look"), Action("discard")]
            cards = st.holdings["new"].cards
            return [Action("discard", cards=c) for n in range(4) for c in combinations(cards, n)]
        offers: list[Action] = [offer("look")] if blind else []
        offers.append(offer("fold"))
        if blind and not self.rules.blind_play:
            return offers
        betting = deal.betting
        chips = st.chips
        price = betting.price(seat, blind)
        if price <= 0:
            offers.append(offer("check"))
        elif chips >= price:
            offers.append(offer("call", cost=price, blind=blind))
        elif self.rules.covering:
            offers.append(offer("call", cost=chips, blind=blind))
        poker: PokerTable = table  # type: ignore[assignment]
        may_raise = any(s != seat for s in poker.betting_seats) and betting.may_raise(len(poker.active_seats))
        cost = betting.raise_cost(seat)
        if may_raise and chips >= cost:
            kind = "bet" if betting.level == 0 else "raise"
            offers.append(offer(kind, min=cost, max=cost, cost=cost) if kind == "bet" else offer(kind, cost=cost))
        return offers

    def take_turn(self, table: TurnTable, seat: int, action: Action) -> None:
        poker: PokerTable = table  # type: ignore[assignment]
        deal = self.current(table)
        st = table._seats[seat]
        kind = action.kind
        if kind == "look":
            holding = st.holdings["new"]
            holding.seen = True
            st.open = True
            table._emit(Looked(seat, "new", holding.cards))
            return  # looking does not use the turn
        if kind == "discard":
            self._draw(poker, deal, seat, action)
            return
        betting = deal.betting
        blind = not st.open
        if kind == "fold":
            st.folded = True
            poker._seats_changed()
            table._emit(Folded(seat, None))
            table._return_cards(seat)
        elif kind == "check":
            betting.acted.add(seat)
            table._emit(Checked(seat))
        elif kind == "call":
            price = betting.price(seat, blind)
            cost = min(price, st.chips)
            poker._pay(seat, cost)
            if cost < price:
                betting.part_called(seat, cost, blind)
            else:
                betting.called(seat)
            all_in = st.chips == 0
            table._emit(Called(seat, cost, blind, betting.matched[seat], all_in))
            if all_in:
                self._all_in(poker, seat)
        else:  # a bet or a raise
            cost = betting.raise_cost(seat)
            poker._pay(seat, cost)
            opened = betting.level == 0
            betting.raised(seat)
            table._emit(Raised(seat, "bet" if opened else "raise", cost, betting.level, betting.raises))
            if st.chips == 0:
                self._all_in(poker, seat)
        self._go_on(poker, seat)

    def _all_in(self, table: PokerTable, seat: int) -> None:
        table._seats[seat].covered = True
        table._seats_changed()

    def _after(self, table: PokerTable, seat: int) -> int | None:
        """The next player still betting left of `seat`, if any."""
        bettors = [s for s in table.betting_seats if s != seat]
        return table._next_seat(seat, bettors) if bettors else None

    def _go_on(self, table: PokerTable, last: int) -> None:
        """After `last` acted in a betting round: pass the turn on, or end the round or the hand."""
        deal = self.current(table)
        active = table.active_seats
        if len(active) == 1:
            table._finish("fold", live_winner=active[0])
            return
        bettors = table.betting_seats
        betting = deal.betting
        waiting = [s for s in bettors if s not in betting.acted or betting.owed(s) > 0]
        if len(bettors) == 1 and betting.owed(bettors[0]) <= 0:
            waiting = []  # alone with chips against players all in: nobody to bet against
        if not waiting:
            self._end_round(table, deal)
            return
        table._to_act = table._next_seat(last, waiting)

    def _end_round(self, table: PokerTable, deal: PokerDeal) -> None:
        if deal.round == 2:
            table._finish("showdown", live_winner=None)
            return
        deal.phase = "draw"
        order = [s for s in table.hand_seats if s in table.active_seats]
        for seat in order:  # the table's pending choice: each player's draw is still to come
            table._seats[seat].pending = "discard"
        table._emit(DrawStarted(order[0]))
        table._to_act = order[0]

    def _draw(self, table: PokerTable, deal: PokerDeal, seat: int, action: Action) -> None:
        st = table._seats[seat]
        old = st.holdings["new"]
        thrown = tuple(c for c in old.cards if c in action.cards)
        drawn = table._pack.draw(len(thrown)) if thrown else ()
        if thrown:
            table._pack.to_bottom(thrown)
            table._emit(ToBottom(seat, len(thrown), thrown, False, True))
        kept = tuple(c for c in old.cards if c not in thrown)
        cards = (*kept, *drawn)
        st.holdings["new"] = Holding(cards, seen=old.seen)
        st.pending = None
        table._emit(Drew(seat, len(thrown), thrown, drawn, cards))
        deal.drawn[seat] = len(thrown)
        waiting = [s for s in table.hand_seats if s in table.active_seats and s not in deal.drawn]
        if waiting:
            table._to_act = table._next_seat(seat, waiting)
            return
        deal.phase = "betting"
        deal.betting = LimitRound(2, self.bet_size(2))
        bettors = table.betting_seats
        if len(bettors) < 2:
            table._finish("showdown", live_winner=None)
            return
        order = [s for s in table.hand_seats if s in bettors]
        table._emit(LimitRoundStarted(2, deal.betting.size, order[0]))
        table._to_act = order[0]

    def refusal(self, table: HandTable, seat: int, action: Action) -> str | None:
        deal = self.current(table)
        st = table._seats[seat]
        kind = action.kind
        if deal.phase == "draw":
            if kind == "look":
                return "you have already looked at your cards"
            if kind == "discard" and not st.open:
                return "look at your cards before changing any, or stand pat (discard none)"
            if kind == "discard":
                return "discard 0 to 3 of your own cards, each once"
            return "the draw: discard 0 to 3 cards and draw as many (discard none to stand pat)"
        blind = not st.open
        betting = deal.betting
        if kind == "look":
            return "you have already looked at your cards"
        if kind == "discard":
            return "the draw comes after the first betting round"
        if blind and not self.rules.blind_play:
            return "this table plays no blind: look at your cards, or fold"
        if kind == "check":
            return f"you cannot check: {betting.price(seat, blind)} to call"
        if kind == "call":
            if betting.owed(seat) <= 0:
                return "there is nothing to call: check or bet"
            return f"you have too few chips to call {betting.price(seat, blind)}"
        if kind in ("bet", "raise"):
            if kind == "bet" and betting.level:
                return "there is a bet already: call or raise it"
            if kind == "raise" and not betting.level:
                return "there is no bet to raise: bet"
            if not betting.may_raise(len([x for x in table.hand_seats if table._seats[x].active])):
                return "three raises have been made this round: call or fold"
            return f"a {kind} costs {betting.raise_cost(seat)}"
        return f"{self.title} has no {kind}: fold, check, call, bet or raise"

    # --- the settlement ----------------------------------------------------------------------

    def finish(
        self, table: HandTable, how: HowWon, live_winner: int | None, seer: int | None, seen: int | None
    ) -> Outcome:
        return settle_poker(table, how, live_winner)


GAMES: tuple[type[Game], ...] = (BragPoker,)
