"""Seven-, Nine- and Thirteen-Card Brag: arranging the cards dealt, and settling by comparisons.

The turns: from the dealer's left, each player declares their arrangement face down, every card
dealt in order: the first hand of three, the second, and so on, then the discards (Seven- and
Thirteen-Card Brag discard one card, Nine-Card Brag none). A player need not put the stronger hand
first, but the order is fixed before anything is shown. There is no betting and no folding.

The settlement: the first hands are turned over in deal order and the best takes the comparison,
then the second hands, and so on. A player who alone holds the best hand in every comparison
scoops the pot. Identical best hands in any comparison mean nobody scoops, and then the pot
carries to the next deal (everyone antes again into it). When no next deal will come (the agreed
hands are played, or fewer than two players could ante again), a pot nobody scoops is shared
evenly by the players of that deal, odd chips to those nearest the dealer's left.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, ClassVar

from casino_brag.engine.bestof import best_three
from casino_brag.engine.cards import Card, cards_text
from casino_brag.engine.hands import evaluate
from casino_brag.engine.pub.actions import Action
from casino_brag.engine.pub.games.base import Game, HandTable, Outcome, Showing, TurnTable
from casino_brag.engine.pub.games.bastard import share
from casino_brag.engine.pub.games.seven.events import ComparisonHandShown, ComparisonWon, HandsArranged, PotCarried
from casino_brag.engine.pub.results import HowWon, PotAward, ShownHand
from casino_brag.engine.pub.seats import Holding
from casino_brag.engine.pub.showdown import close_hand

if TYPE_CHECKING:
    from casino_brag.engine.pub.rules import HouseRules


def split(cards: Sequence[Card], hands: int) -> tuple[tuple[Card, ...], ...]:
    """The declared hands of an arrangement, in order, without the discards."""
    return tuple(tuple(cards[3 * i : 3 * i + 3]) for i in range(hands))


class ArrangedBrag(Game):
    """A game of arranged hands: `hands` hands of three from the cards dealt, the rest discarded."""

    hands: ClassVar[int]
    turn_kinds = frozenset({"arrange"})

    def __init__(self, rules: HouseRules) -> None:
        super().__init__(rules)
        self.discards = self.dealt - 3 * self.hands

    # --- turns -------------------------------------------------------------------------------

    def turn_offers(self, table: HandTable, seat: int) -> list[Action]:
        """One offer, carrying the cards as dealt: any order of exactly those cards is accepted."""
        return [Action("arrange", cards=table._seats[seat].holdings["new"].cards)]

    def take_turn(self, table: TurnTable, seat: int, action: Action) -> None:
        st = table._seats[seat]
        holding = st.holdings["new"]
        holding.seen = True
        holding.kept = action.cards[: 3 * self.hands]
        holding.discards = action.cards[3 * self.hands :]
        st.open = True
        table._emit(HandsArranged(seat, action.cards))
        waiting = [s for s in table.hand_seats if table._seats[s].active and not table._seats[s].open]
        if waiting:
            table._to_act = table._next_seat(seat, waiting)
        else:
            table._finish("showdown", live_winner=None)

    def refusal(self, table: HandTable, seat: int, action: Action) -> str | None:
        shape = f"{self.hands} hands of three" + (f" and {self.discards} discard" if self.discards else "")
        if action.kind != "arrange":
            return f"{self.title} has no betting: arrange your {self.dealt} cards into {shape}"
        dealt = table._seats[seat].holdings["new"].cards
        return f"arrange exactly the cards you were dealt, each once ({cards_text(sorted(dealt))}), as {shape}"

    # --- how hands are formed and compared ---------------------------------------------------

    def show(self, holding: Holding, board: Sequence[Card] = ()) -> Showing:
        """The first declared hand (before declaring: the best three), the rest set aside; the
        player's own cards in the order declared."""
        if holding.kept is not None:
            first = holding.kept[:3]
            declared = (*holding.kept, *holding.discards)
            return Showing(evaluate(first, self.ranking), first, declared[3:], declared)
        best = best_three(holding.cards, self.ranking)
        return Showing(best.value, best.cards, tuple(c for c in holding.cards if c not in best.cards), holding.cards)

    def strength(self, holding: Holding, board: Sequence[Card] = ()) -> tuple[int, ...]:
        """The score of each declared hand in order (before declaring: the best three only)."""
        if holding.kept is None:
            return (best_three(holding.cards, self.ranking).strength,)
        return tuple(evaluate(hand, self.ranking).score for hand in split(holding.kept, self.hands))

    # --- the settlement ----------------------------------------------------------------------

    def finish(
        self, table: HandTable, how: HowWon, live_winner: int | None, seer: int | None, seen: int | None
    ) -> Outcome:
        seats = table._seats
        players = [s for s in table.hand_seats if seats[s].active]
        declared = {s: split(seats[s].holdings["new"].kept or (), self.hands) for s in players}
        best_of: list[tuple[int, ...]] = []
        for number in range(1, self.hands + 1):
            scores: dict[int, int] = {}
            for seat in players:
                hand = declared[seat][number - 1]
                value = evaluate(hand, self.ranking)
                scores[seat] = value.score
                table._emit(ComparisonHandShown(number, seat, hand, value))
            top = max(scores.values())
            best_of.append(tuple(s for s in players if scores[s] == top))
            table._emit(ComparisonWon(number, best_of[-1]))
        shown = [self._shown(seats[s].holdings["new"], s) for s in players]
        pots = table._pots.pots
        total = sum(p.amount for p in pots)
        scooper = best_of[0][0] if all(len(b) == 1 and b[0] == best_of[0][0] for b in best_of) else None
        if scooper is not None:
            awards = [PotAward(i, scooper, p.amount) for i, p in reversed(list(enumerate(pots))) if p.amount]
            return close_hand(table, "showdown", awards, shown, (scooper,), None, None)
        if table.session_over:
            shares = share(total, players)
            awards = [PotAward(0, s, a) for s, a in zip(players, shares, strict=True) if a]
            return close_hand(table, "showdown", awards, shown, tuple(players), None, None)
        table._emit(PotCarried(total))
        outcome = close_hand(table, "carry", [], shown, (), None, None)
        return replace(outcome, carried=total)

    def _shown(self, holding: Holding, seat: int) -> ShownHand:
        showing = self.show(holding)
        return ShownHand(seat, showing.cards, showing.discards, showing.value, showing.own)


class SevenCardBrag(ArrangedBrag):
    """Seven cards: two hands and a discard."""

    name = "seven-card"
    title = "Seven-Card Brag"
    hands = 2


class NineCardBrag(ArrangedBrag):
    """Nine cards: three hands, no discard."""

    name = "nine-card"
    title = "Nine-Card Brag"
    hands = 3


class ThirteenCardBrag(ArrangedBrag):
    """Thirteen cards: four hands and a discard."""

    name = "thirteen-card"
    title = "Thirteen-Card Brag"
    hands = 4


GAMES: tuple[type[Game], ...] = (SevenCardBrag, NineCardBrag, ThirteenCardBrag)
