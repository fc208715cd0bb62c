"""Traditional Brag: Three-, Four- and Five-Card Brag, one betting round, the best three of a
player's own cards.

The betting goes round until a see or until one player is left. After a see the seen hand is
shown first and the seer shows only a strictly better hand; on a tie the seen player wins.
Players who covered are compared with the winner of the later pot, latest first, and take their
pot only with a strictly better hand. A player left alone wins without showing, and a blind
winner may be offered their hand to keep (the retained blind hand).

Four-Card Brag deals four and Five-Card Brag five; on looking a player discards down to three.
In Four-Card Brag the discard breaks a tie between equal hands.
"""

from __future__ import annotations

from collections.abc import Sequence

from casino_brag.engine.cards import Card
from casino_brag.engine.pub.games.base import Game, HandTable, Outcome, Showing
from casino_brag.engine.pub.results import HowWon, PotAward, ShownHand
from casino_brag.engine.pub.seats import Holding
from casino_brag.engine.pub.showdown import close_hand, show_hand


class TraditionalBrag(Game):
    """The traditional game: a player's own cards, the best three of them counting."""

    discard_breaks_ties = False

    def show(self, holding: Holding, board: Sequence[Card] = ()) -> Showing:
        value, cards, discards = holding.best(self.ranking)
        return Showing(value, cards, discards, holding.kept or holding.cards)

    def strength(self, holding: Holding, board: Sequence[Card] = ()) -> tuple[int, ...]:
        value, _cards, discards = holding.best(self.ranking)
        if self.discard_breaks_ties:  # lower discards win under lowball, the order reversed
            sign = -1 if self.ranking.lowball else 1
            return (value.score, *sorted((sign * int(c.rank) for c in discards), reverse=True))
        return (value.score,)

    def finish(
        self, table: HandTable, how: HowWon, live_winner: int | None, seer: int | None, seen: int | None
    ) -> Outcome:
        return finish_hand(table, how, live_winner, seer, seen)


class ThreeCardBrag(TraditionalBrag):
    name = "three-card"
    title = "Three-Card Brag"


class FourCardBrag(TraditionalBrag):
    """Four cards each; the discarded card breaks ties."""

    name = "four-card"
    title = "Four-Card Brag"
    discard_breaks_ties = True


class FiveCardBrag(TraditionalBrag):
    name = "five-card"
    title = "Five-Card Brag"


GAMES: tuple[type[Game], ...] = (ThreeCardBrag, FourCardBrag, FiveCardBrag)


def finish_hand(table: HandTable, how: HowWon, live_winner: int | None, seer: int | None, seen: int | None) -> Outcome:
    """Settle the hand that just stopped betting, emitting what a watcher sees in order."""
    winner, awards, shown = settle_brag(table, live_winner, seer, seen)
    seats = table._seats
    rules = table.rules
    carried = 0
    if how == "fold" and rules.blind_win == "carry" and not seats[winner].open and not table.session_over:
        carried, awards = sum(a.amount for a in awards), []  # the pot stays; everyone antes again
    offer: int | None = None
    if (
        how == "fold"
        and rules.retain_blind_hand
        and rules.blind_play
        and not seats[winner].open
        and not table.session_over
    ):
        offer = winner
    return close_hand(table, how, awards, shown, (winner,), seer, seen, offer, carried=carried)


def settle_brag(
    table: HandTable, live_winner: int | None, seer: int | None, seen: int | None
) -> tuple[int, list[PotAward], list[ShownHand]]:
    """Who takes each pot after the betting, showing the hands a see or a cover turns over:
    (the main pot's winner, the awards, the hands shown in order)."""
    seats = table._seats
    game = table.game

    def beats(challenger: int, holder: int) -> bool:
        a = game.strength(seats[challenger].playing_holding()[1])
        b = game.strength(seats[holder].playing_holding()[1])
        return a > b

    shown: list[ShownHand] = []
    if seer is not None and seen is not None:
        show_hand(table, seen, shown)
        live_winner = seen
        if beats(seer, seen):
            show_hand(table, seer, shown)
            live_winner = seer
    winner, awards, comparisons = table._pots.settle(live_winner, beats, lambda seat: seats[seat].folded)
    for holder, challenger in comparisons:
        show_hand(table, holder, shown)
        if beats(challenger, holder):
            show_hand(table, challenger, shown)
    return winner, awards, shown
