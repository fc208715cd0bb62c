"""Three-Stake Brag: three pools of equal stakes, each won its own way.

The deal: every player puts up three equal stakes (the ante three times: stake 1, then 2, then 3,
as far as their chips go) and is dealt two cards face down and the third face up.

- Stake 1 goes to the best face-up card: the highest rank, and on equal ranks the player
  earliest from the dealer's left.
- Stake 2 is the brag: a round of the table's Brag betting, then the best three-card hand among
  those still in wins the stake and the bets, as in Three-Card Brag (a see, covering, a fold).
- Stake 3 goes to the count nearest 31 without going over: an Ace counts 11, a court card 10,
  the others their pips. When the betting is over every player, folded or not, turns all their
  cards face up; from the dealer's left each in turn may draw cards from the pack one at a time
  and is out at over 31. Exactly 31 wins at once (on the deal: the earliest from the dealer's
  left), and nobody draws after it. Equal best counts share the stake; if everyone is over 31,
  everyone shares it. Odd chips of a share go to those nearest the dealer's left.

No blind hand is retained: every hand is turned up for the 31.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from casino_brag.engine.cards import Card, Rank
from casino_brag.engine.pub.actions import Action, offer
from casino_brag.engine.pub.events import ToBottom
from casino_brag.engine.pub.games.base import Game, HandTable, Outcome, TurnTable
from casino_brag.engine.pub.games.bastard import share
from casino_brag.engine.pub.games.classic import TraditionalBrag, settle_brag
from casino_brag.engine.pub.games.threestake.events import CardDrawn, CardsTurnedUp, StakeHow, StakeWon, Stood
from casino_brag.engine.pub.results import HowWon, PotAward
from casino_brag.engine.pub.showdown import close_hand

if TYPE_CHECKING:
    from casino_brag.engine.pub.rules import HouseRules

TARGET = 31


def pips(card: Card) -> int:
    """A card's count towards 31: Ace 11, a court card 10, the others their pips."""
    return 11 if card.rank == Rank.ACE else min(int(card.rank), 10)


def count(cards: Sequence[Card]) -> int:
    """The count of `cards` towards 31."""
    return sum(pips(c) for c in cards)


@dataclass
class Deal:
    """One deal's stakes and its draw towards 31 (the table holds the chips; this says whose)."""

    number: int
    dealt: dict[int, tuple[Card, ...]]
    reserved: tuple[int, int]
    """The chips of stake 1 and of stake 3, lying in the main pot with the brag's chips."""
    room: int
    """Cards that may still be drawn: those above the cards put under the pack this deal."""
    brag: tuple[HowWon, int | None, int | None, int | None] | None = None
    drawing: bool = False
    drawn: dict[int, list[Card]] = field(default_factory=dict)
    done: dict[int, int] = field(default_factory=dict)
    """Seats whose draw is over, with their count (over 31: out)."""
    exactly: int | None = None
    """The seat that made exactly 31."""

    def cards(self, seat: int) -> tuple[Card, ...]:
        return (*self.dealt[seat], *self.drawn.get(seat, ()))


class ThreeStakeBrag(TraditionalBrag):
    """Three stakes: the best face-up card, the brag, and the count nearest 31."""

    name = "three-stake"
    title = "Three-Stake Brag"
    stakes = 3
    turn_kinds: ClassVar[frozenset[str]] = frozenset({"draw", "stand"})

    def __init__(self, rules: HouseRules) -> None:
        super().__init__(rules)
        self.deal: Deal | None = None

    # --- the deal ----------------------------------------------------------------------------

    def after_deal(self, table: HandTable) -> None:
        ante = self.rules.ante
        first = third = 0
        dealt: dict[int, tuple[Card, ...]] = {}
        for seat in table.hand_seats:
            paid = table._seats[seat].put_in
            first += min(ante, paid)
            third += max(0, paid - 2 * ante)
            dealt[seat] = table._seats[seat].holdings["new"].cards
        self.deal = Deal(table.hand_number, dealt, (first, third), len(table._pack))
        for seat, cards in dealt.items():
            table._emit(CardsTurnedUp(seat, cards[2:], count(cards[2:])))

    def _current(self, table: HandTable) -> Deal:
        deal = self.deal
        assert deal is not None and deal.number == table.hand_number, "no Three-Stake deal in play"
        return deal

    # --- the draw towards 31 -----------------------------------------------------------------

    def runs_turns(self, table: HandTable) -> bool:
        deal = self.deal
        return deal is not None and deal.number == table.hand_number and deal.drawing

    def play_on(
        self, table: TurnTable, how: HowWon, live_winner: int | None, seer: int | None, seen: int | None
    ) -> bool:
        deal = self._current(table)
        if deal.brag is not None:  # the draw is over: settle everything
            return False
        deal.brag = (how, live_winner, seer, seen)
        for seat in table.hand_seats:
            cards = deal.dealt[seat]
            total = count(cards)
            table._emit(CardsTurnedUp(seat, cards, total))
            if total > TARGET:
                deal.done[seat] = total
            elif total == TARGET and deal.exactly is None:
                deal.exactly = seat
        if deal.exactly is not None:
            return False
        first = self._next_drawer(table, deal, None)
        if first is None:
            return False
        deal.drawing = True
        table._to_act = first
        return True

    def _next_drawer(self, table: HandTable, deal: Deal, after: int | None) -> int | None:
        order = table.hand_seats
        start = 0 if after is None else order.index(after) + 1
        return next((s for s in order[start:] if s not in deal.done), None)

    def turn_offers(self, table: HandTable, seat: int) -> list[Action]:
        deal = self._current(table)
        return [offer("draw"), offer("stand")] if deal.room > 0 else [offer("stand")]

    def take_turn(self, table: TurnTable, seat: int, action: Action) -> None:
        deal = self._current(table)
        if action.kind == "draw":
            (card,) = table._pack.draw(1)
            deal.room -= 1
            deal.drawn.setdefault(seat, []).append(card)
            total = count(deal.cards(seat))
            table._emit(CardDrawn(seat, card, total))
            if total == TARGET:
                deal.exactly = seat
                deal.done[seat] = total
                self._end_draw(table, deal)
                return
            if total < TARGET:
                return  # the same player draws again or stands
            deal.done[seat] = total
        else:
            total = count(deal.cards(seat))
            deal.done[seat] = total
            table._emit(Stood(seat, total))
        following = self._next_drawer(table, deal, seat)
        if following is None:
            self._end_draw(table, deal)
        else:
            table._to_act = following

    def _end_draw(self, table: TurnTable, deal: Deal) -> None:
        deal.drawing = False
        assert deal.brag is not None
        table._finish(*deal.brag)

    def refusal(self, table: HandTable, seat: int, action: Action) -> str | None:
        if not self.runs_turns(table):
            if action.kind in self.turn_kinds:
                return "the draw towards 31 comes after the brag's betting"
            return None
        total = count(self._current(table).cards(seat))
        return f"drawing towards 31 (you have {total}): draw a card or stand"

    # --- the settlement ----------------------------------------------------------------------

    def finish(
        self, table: HandTable, how: HowWon, live_winner: int | None, seer: int | None, seen: int | None
    ) -> Outcome:
        deal = self._current(table)
        first, third = deal.reserved
        winner, brag_awards, shown = settle_brag(table, live_winner, seer, seen)
        awards: list[PotAward] = []
        for award in brag_awards:
            amount = award.amount - (first + third if award.pot == 0 else 0)
            if amount > 0:
                awards.append(PotAward(award.pot, award.seat, amount))
        players = table.hand_seats
        faces = {s: deal.dealt[s][2] for s in players}
        top = max(int(c.rank) for c in faces.values())
        face_winner = next(s for s in players if int(faces[s].rank) == top)
        table._emit(StakeWon(1, (face_winner,), first, "face-up card", card=faces[face_winner]))
        won = sum(a.amount for a in awards)
        why: StakeHow = "folded" if how == "fold" else "best hand"
        table._emit(StakeWon(2, tuple(dict.fromkeys(a.seat for a in awards)) or (winner,), won, why))
        counted = [PotAward(0, face_winner, first)]
        winners3, why3, best = self._thirty_one(deal, players)
        table._emit(StakeWon(3, winners3, third, why3, count=best))
        counted += [PotAward(0, s, a) for s, a in zip(winners3, share(third, winners3), strict=True)]
        for seat in players:
            drawn = tuple(deal.drawn.get(seat, ()))
            if drawn:
                table._pack.to_bottom(drawn)
                table._emit(ToBottom(seat, len(drawn), drawn, True, True))
        return close_hand(table, how, [a for a in counted + awards if a.amount], shown, (winner,), seer, seen)

    def _thirty_one(self, deal: Deal, players: Sequence[int]) -> tuple[tuple[int, ...], StakeHow, int | None]:
        if deal.exactly is not None:
            return (deal.exactly,), "exactly 31", TARGET
        totals = {s: count(deal.cards(s)) for s in players}
        under = {s: t for s, t in totals.items() if t <= TARGET}
        if not under:
            return tuple(players), "all over", None
        best = max(under.values())
        winners = tuple(s for s in players if under.get(s) == best)
        return winners, ("nearest 31" if len(winners) == 1 else "tie"), best


GAMES: tuple[type[Game], ...] = (ThreeStakeBrag,)
