"""Drawing towards 31 by the exact chance of going over, given every card face up on the table.

At the draw every card dealt is face up, so the unseen cards are the pack's 52 less those on the
table. Each card still unseen is equally likely to come next, which gives the exact chance that
one more card takes a count over 31 (`bust_chance`).

Hard looks further ahead with the same chances (`Lookahead`): standing on a
count wins only if every player still to draw fails to pass it, each of them drawing until they
pass it or go over; drawing is worth the best of standing and drawing again at each count it may
reach, and exactly 31 wins at once. A count below the best already standing has to draw. Normal
judges the same figures with a little noise. Easy looks only at its own count and the chance of
going over, and draws on while that chance is under a half and the count under 27, the way a
careless player does, whatever the others hold.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from casino_brag.engine.ai.difficulty import Skill
from casino_brag.engine.ai.style import STEADY, Style
from casino_brag.engine.cards import FULL_DECK, Card
from casino_brag.engine.pub.actions import Action
from casino_brag.engine.pub.games.threestake.game import TARGET, ThreeStakeBrag, count, pips

if TYPE_CHECKING:
    from casino_brag.engine.pub.table import Table


@dataclass(frozen=True)
class DrawSpot:
    """What a player deciding to draw can see: their count, the best count already standing, the
    counts of the players still to draw after them, and every card face up on the table."""

    count: int
    best_standing: int
    to_come: tuple[int, ...]
    seen: frozenset[Card]
    may_draw: bool


def chances(seen: frozenset[Card]) -> tuple[float, ...]:
    """The chance that the next card counts 2..11 (index 0..11; 0 and 1 unused), from the unseen cards."""
    tally = [0] * 12
    for card in FULL_DECK:
        if card not in seen:
            tally[pips(card)] += 1
    left = sum(tally)
    return tuple(n / left for n in tally) if left else tuple(0.0 for _ in tally)


def bust_chance(count: int, seen: frozenset[Card]) -> float:
    """The exact chance that one more card takes `count` over 31."""
    unseen = [card for card in FULL_DECK if card not in seen]
    over = sum(1 for card in unseen if count + pips(card) > TARGET)
    return over / len(unseen) if unseen else 1.0


class Lookahead:
    """The chances of taking the stake from each count, for one decision: the next cards' odds,
    the best count standing and the counts still to draw, each figure worked out once."""

    def __init__(self, best: int, to_come: Sequence[int], odds: tuple[float, ...]) -> None:
        self.best = best
        self.to_come = tuple(to_come)
        self.odds = [(value, p) for value, p in enumerate(odds) if p]
        self._fails: dict[tuple[int, int], float] = {}
        self._draws: dict[int, float] = {}

    def stand(self, count: int) -> float:
        """The chance that standing on `count` takes the stake (a tie with a count standing counts half)."""
        if count < self.best:
            return 0.0
        chance = 0.5 if count == self.best else 1.0
        for other in self.to_come:
            chance *= self._fails_to_pass(other, count)
        return chance

    def _fails_to_pass(self, start: int, mark: int) -> float:
        """The chance that a player at `start`, drawing until they pass `mark`, goes over 31 first."""
        if mark < start <= TARGET:
            return 0.0
        found = self._fails.get((start, mark))
        if found is None:
            found = 0.0
            for value, p in self.odds:
                reached = start + value
                found += p if reached > TARGET else p * self._fails_to_pass(reached, mark)
            self._fails[start, mark] = found
        return found

    def draw(self, count: int) -> float:
        """The chance of taking the stake by drawing one card now and playing on as well as possible."""
        found = self._draws.get(count)
        if found is None:
            found = 0.0
            for value, p in self.odds:
                reached = count + value
                if reached == TARGET:
                    found += p
                elif reached < TARGET:
                    found += p * max(self.stand(reached), self.draw(reached))
            self._draws[count] = found
        return found


def choose_draw(spot: DrawSpot, skill: Skill, rng: random.Random, style: Style = STEADY) -> Action:
    """Draw or stand."""
    if not spot.may_draw:
        return Action("stand")
    if not skill.counts_the_field:
        over = bust_chance(spot.count, spot.seen) + rng.gauss(0.0, skill.noise)
        dare = 0.5 + (style.aggression - 0.5) * 0.2
        return Action("draw") if over < dare and spot.count < 27 else Action("stand")
    ahead = Lookahead(spot.best_standing, spot.to_come, chances(spot.seen))
    stand, draw = ahead.stand(spot.count), ahead.draw(spot.count)
    if skill.noise:
        draw += rng.gauss(0.0, skill.noise)
    return Action("draw") if draw > stand else Action("stand")


def spot_at(table: Table, seat: int) -> DrawSpot:
    """`seat`'s draw as the table shows it: everything here is face up."""
    game = table.game
    assert isinstance(game, ThreeStakeBrag) and game.deal is not None, "not a Three-Stake draw"
    deal = game.deal
    order = table.hand_seats
    standing = [c for c in deal.done.values() if c <= TARGET]
    later = order[order.index(seat) + 1 :]
    seen = frozenset(card for s in order for card in deal.cards(s))
    return DrawSpot(
        count(deal.cards(seat)),
        max(standing, default=0),
        tuple(count(deal.cards(s)) for s in later if s not in deal.done),
        seen,
        any(o.kind == "draw" for o in table.offers),
    )
