"""Single-Stake Brag with braggers: the old game, one stake equalised round the table.

The turns: the dealer puts up a stake before anyone picks up their cards (from the least first bet
to the largest the rules and the smallest stack dealt in allow). Then everyone picks up their
cards, and from the dealer's left each player in turn drops or meets the stake, and may raise it.
A raise must be met by everyone still in, the dealer too, or they drop: the turns go round until
everyone still in has put in the same and has answered the last raise. The dealer's stake is a
bet, not a blind: when everyone meets it, nobody raises and the dealer has no further say.

The stake never goes above what the poorest player still in could meet (their chips at the deal),
nor above the maximum stake; a raise adds at most the largest raise. So nobody is ever short of
chips and there are no side pots.

The settlement: when the stakes are equal the hands are shown, and the best takes the pot (see
`ranking` for the braggers). On full equality the one who bet first wins: the dealer, then the
others in the order they first put chips in. A player left alone takes the pot unshown. If
nobody meets the dealer's stake, the dealer takes it back and one ante from each player.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from casino_brag.engine.cards import Card
from casino_brag.engine.pub.actions import Action, offer
from casino_brag.engine.pub.events import AntePaid, Folded
from casino_brag.engine.pub.games.base import Game, HandTable, Outcome, Showing, TurnTable
from casino_brag.engine.pub.games.single.events import FirstBettorWins, HandPickedUp, StakeBet, StakeUnmet
from casino_brag.engine.pub.games.single.ranking import bragger_value
from casino_brag.engine.pub.results import HowWon, PotAward, ShownHand
from casino_brag.engine.pub.seats import Holding
from casino_brag.engine.pub.showdown import close_hand, show_hand

if TYPE_CHECKING:
    from casino_brag.engine.pub.rules import HouseRules


@dataclass
class Staking:
    """One deal's equalised betting: the stake everyone still in must reach, and who has answered."""

    number: int
    dealer: int
    stacks: dict[int, int]
    """Each player's chips at the deal: the most they could ever put in."""
    stake: int = 0
    opening: int = 0
    """The dealer's stake: the base of the raise cap per round."""
    answered: set[int] = field(default_factory=set)
    bettors: list[int] = field(default_factory=list)
    """Players in the order they first put chips in: the dealer first."""

    @property
    def staked(self) -> bool:
        return self.stake > 0


class SingleStakeBrag(Game):
    """The old game with braggers: the dealer's stake, equalised betting, prials and pairs only."""

    name = "single-stake"
    title = "Single-Stake Brag"
    stakes = 0
    dealer_first = True
    turn_kinds: ClassVar[frozenset[str]] = frozenset({"bet", "fold"})

    def __init__(self, rules: HouseRules) -> None:
        super().__init__(rules)
        self.staking: Staking | None = None

    # --- the deal and the dealer's stake -----------------------------------------------------

    def after_deal(self, table: HandTable) -> None:
        stacks = {s: table._seats[s].chips for s in table.hand_seats}
        self.staking = Staking(table.hand_number, table.hand_seats[-1], stacks)

    def current(self, table: HandTable) -> Staking:
        """The staking of the hand in play."""
        staking = self.staking
        assert staking is not None and staking.number == table.hand_number, "no Single-Stake deal in play"
        return staking

    def ceiling(self, table: HandTable, staking: Staking) -> int:
        """The highest the stake may go now: what the poorest player still in could meet, the
        maximum stake, the largest first bet (for the dealer's stake), the largest raise."""
        rules = self.rules
        still_in = [s for s in table.hand_seats if table._seats[s].active]
        caps = [min(staking.stacks[s] for s in still_in)]
        if not staking.staked:
            caps += [c for c in (rules.max_first_bet, rules.max_stake) if c is not None]
        else:
            caps += [c for c in (rules.max_stake,) if c is not None]
            if rules.max_raise is not None:
                caps.append(staking.stake + rules.max_raise)
            cap = rules.stake_cap(table._pots.total, staking.opening)
            if cap is not None:
                caps.append(cap)
        return max(min(caps), staking.stake)

    # --- turns -------------------------------------------------------------------------------

    def turn_offers(self, table: HandTable, seat: int) -> list[Action]:
        staking = self.current(table)
        top = self.ceiling(table, staking)
        if not staking.staked:  # the dealer's stake: no dropping before the cards are picked up
            return [offer("bet", min=min(self.rules.min_first_bet, top), max=top)]
        put_in = table._seats[seat].put_in
        return [offer("fold"), offer("bet", min=staking.stake - put_in, max=top - put_in)]

    def take_turn(self, table: TurnTable, seat: int, action: Action) -> None:
        staking = self.current(table)
        st = table._seats[seat]
        if action.kind == "fold":
            st.folded = True
            table._seats_changed()
            table._emit(Folded(seat, None))
            table._return_cards(seat)
        else:
            amount = action.amount
            assert amount is not None
            st.chips -= amount
            st.put_in += amount
            table._pots.add(amount)
            opening = not staking.staked
            raised = st.put_in > staking.stake
            if raised:
                staking.stake = table._betting.stake = st.put_in
                staking.answered = {seat}
            else:
                staking.answered.add(seat)
            if seat not in staking.bettors:
                staking.bettors.append(seat)
            table._emit(StakeBet(seat, amount, False, staking.stake, raised, opening))
            if opening:
                staking.opening = amount
                self._pick_up(table)
        still_in = [s for s in table.hand_seats if table._seats[s].active]
        if len(still_in) == 1:
            table._finish("fold", live_winner=still_in[0])
        elif all(s in staking.answered for s in still_in):
            table._finish("showdown", live_winner=None)
        else:
            table._to_act = table._next_seat(seat, still_in)

    def _pick_up(self, table: HandTable) -> None:
        """The dealer's stake is down: everyone picks up their cards."""
        for seat in table.hand_seats:
            st = table._seats[seat]
            holding = st.holdings["new"]
            holding.seen = True
            st.open = True
            table._emit(HandPickedUp(seat, holding.cards))

    def refusal(self, table: HandTable, seat: int, action: Action) -> str | None:
        staking = self.current(table)
        offers = self.turn_offers(table, seat)
        bet = offers[-1]
        if not staking.staked:
            if action.kind != "bet":
                return f"the dealer must first put up a stake of {bet.min} to {bet.max}"
            return f"the dealer's stake is {bet.min} to {bet.max} chips"
        if action.kind != "bet":
            return f"{self.title} has no {action.kind}: meet the stake for {bet.min}, raise, or drop"
        amount = action.amount
        if isinstance(amount, bool) or not isinstance(amount, int):
            return f"a bet is a whole number of chips, not {amount!r}"
        if amount < (bet.min or 0):
            return f"meeting the stake of {staking.stake} costs you {bet.min}"
        if bet.max == bet.min:
            return f"the stake may not be raised now: meet it for {bet.min} or drop"
        top = staking.stake + (bet.max or 0) - (bet.min or 0)
        return f"you may put in at most {bet.max}: the stake may not go above {top}"

    # --- how hands are formed and compared ---------------------------------------------------

    def show(self, holding: Holding, board: Sequence[Card] = ()) -> Showing:
        return Showing(bragger_value(holding.cards), holding.cards, (), holding.cards)

    def strength(self, holding: Holding, board: Sequence[Card] = ()) -> tuple[int, ...]:
        return (bragger_value(holding.cards).score,)

    # --- the settlement ----------------------------------------------------------------------

    def finish(
        self, table: HandTable, how: HowWon, live_winner: int | None, seer: int | None, seen: int | None
    ) -> Outcome:
        staking = self.current(table)
        seats = table._seats
        shown: list[ShownHand] = []
        if live_winner is not None:
            winner = live_winner
            if winner == staking.dealer and staking.bettors == [winner]:
                self._unmet(table, staking)
        else:
            order = [s for s in staking.bettors if seats[s].active]
            for seat in order:
                show_hand(table, seat, shown)
            scores = {s: self.strength(seats[s].holdings["new"]) for s in order}
            top = max(scores.values())
            tied = tuple(s for s in order if scores[s] == top)
            winner = tied[0]
            if len(tied) > 1:
                table._emit(FirstBettorWins(winner, tied))
        awards = [PotAward(0, winner, table._pots.total)]
        return close_hand(table, how, awards, shown, (winner,), None, None)

    def _unmet(self, table: HandTable, staking: Staking) -> None:
        """Nobody met the dealer's stake: it goes back, with one ante from each player."""
        antes = 0
        for seat in table.hand_seats:
            st = table._seats[seat]
            ante = min(self.rules.ante, st.chips)
            if seat == staking.dealer or not ante:
                continue
            st.chips -= ante
            st.put_in += ante
            table._pots.add(ante)
            antes += ante
            table._emit(AntePaid(seat, ante))
        table._emit(StakeUnmet(staking.dealer, staking.stake, antes))


GAMES: tuple[type[Game], ...] = (SingleStakeBrag,)
