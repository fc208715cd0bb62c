"""Bastard Brag (seed 002): three cards each and community cards turned one at a time, with a
betting round before the first turn and after each; every hand is the best three of a player's
own cards and the community cards.

Betting: a round ends when every player still betting has answered the stake since the last
raise. Stud Bastard deals four cards (one is discarded on looking), and in Blind Bastard nobody
may look until the last betting round. Wild twos stand for any card, and of two equal hands the
one with fewer wild cards wins.

The end of a hand: the last community cards, the showdown and split pots.

- A player left alone (everyone else folded) takes every pot unseen; unturned community cards
  stay face down.
- Otherwise the betting is over (the last round ended, a see, or at most one player left with
  chips against players who covered): community cards still face down are turned, and each
  player's hand is the best three of their own cards and all the community cards.
- At a see the seen hand is shown first; the seer wins only with a strictly better hand, and the
  loser is out of the hand without showing. Otherwise every hand still in is shown, in turn from
  the dealer's left.
- Each pot goes to the best hand among the players it belongs to: everyone still in, except that
  a player who covered has no claim on the pots opened after they ran out of chips. Identical
  best hands split a pot evenly; chips that do not divide go one each to the winners nearest the
  dealer's left.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

from casino_brag.engine.bestof import best_three
from casino_brag.engine.cards import Card
from casino_brag.engine.pub.events import CommunityCardTurned
from casino_brag.engine.pub.games.base import Game, HandTable, Outcome, Showing
from casino_brag.engine.pub.pots import Pot
from casino_brag.engine.pub.results import HowWon, PotAward, ShownHand
from casino_brag.engine.pub.seats import Holding
from casino_brag.engine.pub.showdown import close_hand, show_hand

if TYPE_CHECKING:
    from casino_brag.engine.pub.rules import HouseRules


class BastardBrag(Game):
    """Bastard Brag: the best three of a player's own cards and the community cards."""

    name = "bastard"
    title = "Bastard Brag"

    def __init__(self, rules: HouseRules) -> None:
        super().__init__(rules)
        self._look_from = self.rounds if rules.blind_bastard else 1

    @property
    def look_from_round(self) -> int:
        """Blind Bastard: nobody looks before the last betting round."""
        return self._look_from

    def round_over(self, answered: Collection[int], bettors: Collection[int]) -> bool:
        """Every player still betting has answered the stake since the last raise."""
        return set(answered).issuperset(bettors)

    def show(self, holding: Holding, board: Sequence[Card] = ()) -> Showing:
        """The discards shown are none (a Stud Bastard discard stays face down), and among equally
        good threes the one using most of the player's own cards is shown."""
        own = holding.kept if holding.kept is not None else holding.cards
        best = best_three((*own, *board), self.ranking, own=len(own))
        return Showing(best.value, best.cards, (), own)

    def strength(self, holding: Holding, board: Sequence[Card] = ()) -> tuple[int, ...]:
        """With wild twos, of two equal hands the one with fewer wild cards wins."""
        own = holding.kept if holding.kept is not None else holding.cards
        return (best_three((*own, *board), self.ranking).strength,)

    def finish(
        self, table: HandTable, how: HowWon, live_winner: int | None, seer: int | None, seen: int | None
    ) -> Outcome:
        return finish_board_hand(table, how, live_winner, seer, seen)


GAMES: tuple[type[Game], ...] = (BastardBrag,)


def share(amount: int, winners: Sequence[int]) -> list[int]:
    """Split `amount` evenly among `winners` (given from the dealer's left); odd chips go first."""
    whole, odd = divmod(amount, len(winners))
    return [whole + (1 if i < odd else 0) for i in range(len(winners))]


def claims(pots: Sequence[Pot], contenders: Sequence[int]) -> list[list[int]]:
    """For each pot, the contenders it belongs to (in the order given).

    A player who covered closed pot `i` and has a claim on pots 0 to `i` only.
    """
    closed_at = {p.closed_by: i for i, p in enumerate(pots) if p.closed_by is not None}
    return [[s for s in contenders if closed_at.get(s, len(pots)) >= i] for i in range(len(pots))]


def award_pots(
    pots: Sequence[Pot], contenders: Sequence[int], strength: dict[int, tuple[int, ...]]
) -> tuple[list[PotAward], tuple[int, ...]]:
    """Awards for every pot, latest first, and the seats sharing the main pot."""
    awards: list[PotAward] = []
    main: tuple[int, ...] = ()
    for index, claimants in reversed(list(enumerate(claims(pots, contenders)))):
        if not claimants:
            if pots[index].amount:
                raise ValueError(f"pot {index} has chips but nobody with a claim on it")
            continue
        best = max(strength[s] for s in claimants)
        winners = [s for s in claimants if strength[s] == best]
        if index == 0:
            main = tuple(winners)
        if pots[index].amount:
            for seat, amount in zip(winners, share(pots[index].amount, winners), strict=True):
                if amount:
                    awards.append(PotAward(index, seat, amount))
    return awards, main


def finish_board_hand(
    table: HandTable, how: HowWon, live_winner: int | None, seer: int | None, seen: int | None
) -> Outcome:
    """Settle a Bastard Brag hand that just stopped betting, emitting what a watcher sees in order."""
    board = table._board
    if how != "fold":
        while board.face_down:
            index, card = board.turn()
            table._emit(CommunityCardTurned(index, card, None))
    community = board.face_up
    seats = table._seats
    active = [s for s in table.hand_seats if seats[s].active]
    pots = table._pots.pots
    shown: list[ShownHand] = []
    if how == "fold":
        assert live_winner is not None
        awards = [PotAward(i, live_winner, p.amount) for i, p in reversed(list(enumerate(pots))) if p.amount]
        return close_hand(table, how, awards, shown, (live_winner,), seer, seen, community=community)
    game = table.game
    strength = {s: game.strength(seats[s].playing_holding()[1], community) for s in active}
    contenders = active
    if seer is not None and seen is not None:
        show_hand(table, seen, shown, community)
        loser = seen if strength[seer] > strength[seen] else seer
        if loser == seen:
            show_hand(table, seer, shown, community)
        contenders = [s for s in active if s != loser]
    for seat in contenders:
        show_hand(table, seat, shown, community)
    awards, main = award_pots(pots, contenders, strength)
    return close_hand(table, how, awards, shown, main, seer, seen, community=community)
