"""Paying out a 3 Card Brag Poker hand: the best hand takes the pot, equal hands split it, and a
player who went all in wins from each other player at most what they put in themselves.

The pot is cut into layers at each all-in player's total (side pots, as in poker). Every player
still in who is not all in has a claim on every layer: a blind player who called at half price
has matched the stake in full. A layer nobody still in has a claim on (chips a folded player put
in above every all-in total) joins the layer below it.
"""

from __future__ import annotations

from casino_brag.engine.pub.games.base import HandTable, Outcome
from casino_brag.engine.pub.games.bastard import share
from casino_brag.engine.pub.results import HowWon, PotAward, ShownHand
from casino_brag.engine.pub.showdown import close_hand, show_hand


def layers(paid: dict[int, int], live: list[int], all_in: set[int]) -> list[tuple[int, list[int]]]:
    """The pot cut into (chips, the players in `live` with a claim on them), the main pot first.

    `paid` is what every player dealt in put in this hand; `live` the players still in, in order
    from the dealer's left; `all_in` those of them with no chips left."""
    tops = sorted({paid[s] for s in live if s in all_in})
    cuts: list[tuple[int, list[int]]] = []
    below = 0
    for top in [*tops, None]:
        chips = sum(max(0, (p if top is None else min(p, top)) - below) for p in paid.values())
        claim = [s for s in live if s not in all_in or (top is not None and paid[s] >= top)]
        if chips:
            if claim or not cuts:
                cuts.append((chips, claim or list(live)))
            else:
                cuts[-1] = (cuts[-1][0] + chips, cuts[-1][1])
        if top is not None:
            below = top
    return cuts


def settle_poker(table: HandTable, how: HowWon, live_winner: int | None) -> Outcome:
    """Pay the pot: all of it to the last player in, or by layers to the best hands shown."""
    seats = table._seats
    order = table.hand_seats
    live = [s for s in order if seats[s].active]
    total = table._pots.total
    shown: list[ShownHand] = []
    if how == "fold":
        assert live_winner is not None
        return close_hand(table, how, [PotAward(0, live_winner, total)], shown, (live_winner,), None, None)
    for seat in live:
        show_hand(table, seat, shown)
    strength = {s: table.game.strength(seats[s].playing_holding()[1]) for s in live}
    paid = {s: seats[s].put_in for s in order}
    all_in = {s for s in live if seats[s].covered}
    awards: list[PotAward] = []
    winners: tuple[int, ...] = ()
    for index, (chips, claim) in enumerate(layers(paid, live, all_in)):
        best = max(strength[s] for s in claim)
        takers = [s for s in claim if strength[s] == best]
        if index == 0:
            winners = tuple(takers)
        for seat, amount in zip(takers, share(chips, takers), strict=True):
            if amount:
                awards.append(PotAward(index, seat, amount))
    return close_hand(table, "showdown", awards, shown, winners, None, None)
