"""How strong a hand is: its exact percentile, and its chances against unknown holdings.

Every holding of a game is listed once from the best down, so any set of holdings is a bit mask
over that list (a Python int), and "the holdings an opponent may still have that are worse than
mine" is a handful of big-int ANDs and one bit count, whatever cards the seat has already seen.
In Three-Card Brag the list is all 22,100 hands and every answer is exact; in Four- and Five-Card
Brag, where a holding is worth its best three cards, the list is a fixed seeded sample of 20,000
holdings, which keeps the same speed (and the same answer for the same knowledge).

`strength_model(rules)` picks the model for a table. Bastard Brag, where a hand is worth the best
three of its own cards and a board of community cards, has its own model with the same answers
plus its chances given the board (`bastard.strength.BoardStrength`).
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Sequence
from functools import cache
from itertools import combinations
from math import comb

from casino_brag.engine.ai.odds import ALL_CARDS_MASK, Odds, StrengthModel, card_mask
from casino_brag.engine.cards import JOKER_MASK, Card, pack_cards
from casino_brag.engine.hands import Ranking, best_hand, hand_table
from casino_brag.engine.pub.rules import HouseRules


class HoldingOrder:
    """Holdings listed from the best down, with bit masks of list positions per card.

    For Three-Card Brag the list is every one of the 22,100 hands, so counts are exact; for the
    four- and five-card games it is a fixed, seeded sample of holdings valued by their best three.
    Holdings that avoid some cards, or include some, are then a few big-int operations away.
    """

    def __init__(self, ranking: Ranking, holdings: Sequence[tuple[int, int]]) -> None:
        ordered = sorted(holdings, key=lambda item: -item[1])
        self.ranking = ranking
        self.size = len(ordered)
        self.scores: list[int] = [score for _, score in ordered]
        self.ascending: list[int] = self.scores[::-1]
        self.first: dict[int, int] = {}
        self.end: dict[int, int] = {}
        for i, score in enumerate(self.scores):
            self.first.setdefault(score, i)
            self.end[score] = i + 1
        nbytes = (self.size + 7) // 8
        cards = 54 if any(mask >> 52 for mask, _ in ordered) else 52  # 54: a pack with jokers
        per_card = [bytearray(nbytes) for _ in range(cards)]
        for i, (mask, _) in enumerate(ordered):
            byte, bit = divmod(i, 8)
            m = mask
            while m:
                low = m & -m
                per_card[low.bit_length() - 1][byte] |= 1 << bit
                m ^= low
        self.holding: list[int] = [int.from_bytes(bytes(b), "little") for b in per_card]
        """holding[c]: the positions of every listed holding that contains card index c."""
        self.everything = (1 << self.size) - 1
        self._unions: dict[int, int] = {}
        """`_union` of each byte of a dead-card mask met so far, by its group and value."""

    def positions_without(self, dead: int) -> int:
        """The positions of holdings that use none of the `dead` cards.

        The union of the dead cards' positions is taken a byte of the 52-bit mask at a time, each
        byte's union made once and kept: seven unions at most instead of one per dead card.
        """
        out = 0
        unions = self._unions
        for group in range(7):
            byte = (dead >> (8 * group)) & 0xFF
            if byte:
                key = group << 8 | byte
                union = unions.get(key)
                if union is None:
                    union = unions[key] = self._union(byte << (8 * group))
                out |= union
        return self.everything & ~out

    def _union(self, cards: int) -> int:
        """The positions of holdings containing any of `cards`."""
        out = 0
        m = cards
        holding = self.holding
        while m:
            low = m & -m
            out |= holding[low.bit_length() - 1]
            m ^= low
        return out

    def positions_with(self, pinned: int) -> int:
        """The positions of holdings containing every `pinned` card."""
        out = self.everything
        m = pinned
        holding = self.holding
        while m:
            low = m & -m
            out &= holding[low.bit_length() - 1]
            m ^= low
        return out

    def rank_of(self, score: int) -> tuple[int, int]:
        """(first, end): the holdings scoring exactly `score` sit at positions first..end-1."""
        found = self.first.get(score)
        if found is not None:
            return found, self.end[score]
        # A score none of the listed holdings has: place it between its neighbours.
        first = len(self.ascending) - bisect_right(self.ascending, score)
        return first, first


SAMPLED_HOLDINGS = 20_000
"""How many four- or five-card holdings stand for all of them (a 95% margin of about ±0.7%)."""


@cache
def holding_order(ranking: Ranking, dealt: int) -> HoldingOrder:
    """The ordered holdings of a game, built once (a few tenths of a second at most)."""
    table = hand_table(ranking)
    if dealt == 3:
        return HoldingOrder(ranking, [(mask, value.score) for mask, value in table.items()])
    rng = random.Random(0x5EED + dealt)
    bits = [c.bit for c in pack_cards(bool(ranking.wilds & JOKER_MASK))]
    value = {mask: v.score for mask, v in table.items()}
    holdings: list[tuple[int, int]] = []
    for _ in range(SAMPLED_HOLDINGS):
        drawn = rng.sample(bits, dealt)
        holdings.append((sum(drawn), best_of(value, drawn)))
    return HoldingOrder(ranking, holdings)


class OrderedStrength:
    """Odds by bit counting over a game's ordered holdings: exact for three cards, sampled above."""

    def __init__(self, ranking: Ranking, dealt: int) -> None:
        self.ranking = ranking
        self.dealt = dealt
        self.order = holding_order(ranking, dealt)
        self.table = hand_table(ranking)
        self._alive: dict[int, int] = {}
        self._odds: dict[tuple[int, int, int], Odds] = {}
        self._counted: dict[tuple[int, int], list[int]] = {}
        self._trios = tuple(combinations(range(dealt), 3))
        self.pack_mask = ALL_CARDS_MASK | (ranking.wilds & JOKER_MASK)
        """Every card of the pack: 52, or 54 with the jokers."""
        self.score_of: dict[int, int] = {mask: v.score for mask, v in self.table.items()}
        """The score of every three-card hand by its card mask."""

    def counting_score(self, cards: Sequence[Card]) -> int:
        if len(cards) == 3:
            return self.table[cards[0].bit | cards[1].bit | cards[2].bit].score
        return best_hand(cards, self.ranking).value.score

    def percentile(self, score: int) -> float:
        first, end = self.order.rank_of(score)
        return (self.order.size - end + (end - first) / 2) / self.order.size

    def _alive_positions(self, dead: int) -> int:
        """Positions of holdings avoiding `dead` (the last few asked are kept: a seat asks again)."""
        alive = self._alive.get(dead)
        if alive is not None:
            return alive
        alive = self.order.positions_without(dead)
        if len(self._alive) > 64:
            self._alive.pop(next(iter(self._alive)))
        self._alive[dead] = alive
        return alive

    def odds(self, score: int, dead: int, pinned: int = 0) -> Odds:
        key = (score, dead, pinned)
        found = self._odds.get(key)
        if found is not None:
            return found
        odds = self._count(score, dead, pinned)
        if len(self._odds) > 4096:
            self._odds.clear()
        self._odds[key] = odds
        return odds

    def _count(self, score: int, dead: int, pinned: int) -> Odds:
        if self.dealt == 3:
            # Every route counts exactly here, so take the quickest: a holding with at most one
            # card unknown is counted card by card; one with more, by the bit masks.
            free = 3 - pinned.bit_count()
            if free <= 1:
                return self._count_one_free(score, pinned, self.pack_mask & ~(dead | pinned), free)
        alive = self._alive_positions(dead & ~pinned)
        if pinned:
            alive &= self.order.positions_with(pinned)
        holdings = alive.bit_count()
        if self.dealt > 3 and holdings < FEWEST_SAMPLED:
            # The fixed sample has too few holdings that fit what this seat knows: count the
            # possible holdings themselves (all of them if few, else a sample seeded by the key).
            pool = self.pack_mask & ~(dead | pinned)
            return self._enumerate(score, pinned, pool, self.dealt - pinned.bit_count())
        first, end = self.order.rank_of(score)
        worse = (alive >> end).bit_count()
        return Odds(holdings, worse, (alive >> first).bit_count() - worse)

    def _count_one_free(self, score: int, pinned: int, pool: int, free: int) -> Odds:
        """Three-Card Brag with at most one card of the holding unknown, counted card by card."""
        value = self.score_of
        if free <= 0:
            theirs = value[pinned]
            return Odds(1, int(theirs < score), int(theirs == score))
        worse = ties = holdings = 0
        m = pool
        while m:
            low = m & -m
            m ^= low
            theirs = value[pinned | low]
            holdings += 1
            if theirs < score:
                worse += 1
            elif theirs == score:
                ties += 1
        return Odds(holdings, worse, ties)

    def _enumerate(self, score: int, pinned: int, pool: int, free: int) -> Odds:
        """Odds counted over the holdings themselves: the pinned cards plus `free` from the pool."""
        theirs = self._holdings(pinned, pool, free)
        below, upto = bisect_left(theirs, score), bisect_right(theirs, score)
        return Odds(len(theirs), below, upto - below)

    def _holdings(self, pinned: int, pool: int, free: int) -> list[int]:
        """The scores, ascending, of every holding of the pinned cards plus `free` pool cards.

        Quicker than the bit masks when few cards are left unknown. When there are too many
        holdings to count, a fixed number are drawn with a generator seeded by the question, so
        the same knowledge always gives the same answer. Cached: the answer does not depend on
        the hand it is compared with.
        """
        key = (pinned, pool)
        found = self._counted.get(key)
        if found is not None:
            return found
        bits = _bits(pool)
        theirs: list[int] = []
        if 0 <= free <= len(bits):
            extras: Iterable[tuple[int, ...]] = combinations(bits, free)
            limit = ENUMERATE_UP_TO if self.dealt == 3 else SAMPLED_UP_TO
            if comb(len(bits), free) > limit:
                rng = random.Random(hash(key))
                extras = [tuple(rng.sample(bits, free)) for _ in range(limit)]
            value = self.score_of
            if self.dealt == 3:
                theirs = [value[pinned | sum(extra)] for extra in extras]
            else:
                fixed = tuple(_bits(pinned))
                theirs = [best_of(value, fixed + extra) for extra in extras]
            theirs.sort()
        if len(self._counted) > 1024:
            self._counted.clear()
        self._counted[key] = theirs
        return theirs


def best_of(value: dict[int, int], held: Sequence[int]) -> int:
    """The best three-card score among four or five single-card masks (written out: hot path)."""
    if len(held) == 4:
        a, b, c, d = held
        return max(value[a | b | c], value[a | b | d], value[a | c | d], value[b | c | d])
    a, b, c, d, e = held
    ab, ac, ad, bc, bd, cd = a | b, a | c, a | d, b | c, b | d, c | d
    return max(
        value[ab | c],
        value[ab | d],
        value[ab | e],
        value[ac | d],
        value[ac | e],
        value[ad | e],
        value[bc | d],
        value[bc | e],
        value[bd | e],
        value[cd | e],
    )


def _bits(mask: int) -> list[int]:
    """The single-card masks of a mask's cards."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


ENUMERATE_UP_TO = 300
"""Below this many possible holdings, counting them one by one beats the bit-mask route; above
it, when the bit masks cannot answer (see FEWEST_SAMPLED), this many holdings are drawn."""

SAMPLED_UP_TO = 160
"""Four- and Five-Card Brag: holdings drawn when too many fit what a seat knows to count them."""

FEWEST_SAMPLED = 200
"""Four- and Five-Card Brag: fewer fitting holdings than this in the fixed sample are too few."""


_last: list[tuple[HouseRules, StrengthModel]] = []


def strength_model(rules: HouseRules) -> StrengthModel:
    """The strength model for a table's game and ranking (one shared instance per game)."""
    if _last and _last[0][0] is rules:
        return _last[0][1]
    # Seven-, Nine- and Thirteen-Card Brag have no betting to judge: the three-card model stands in.
    dealt = rules.cards_dealt if rules.cards_dealt <= 5 else 3
    model = _board_model(rules) if rules.bastard else _model(rules.ranking, dealt)
    _last[:] = [(rules, model)]
    return model


def _board_model(rules: HouseRules) -> StrengthModel:
    from casino_brag.engine.ai.bastard.strength import board_game, board_model

    return board_model(board_game(rules))


@cache
def _model(ranking: Ranking, dealt: int) -> StrengthModel:
    return OrderedStrength(ranking, dealt)


def win_probability(
    rules: HouseRules,
    cards: Sequence[Card],
    opponents: int = 1,
    seen: Iterable[Card] = (),
    seer: bool = False,
    board: Sequence[Card] = (),
) -> float:
    """P(the best three of `cards` beat `opponents` unknown holdings), the `seen` cards aside.

    Exact against one holding. Against several it is the product of the one-holding chances:
    it treats the holdings as drawn independently, which slightly overstates how often they
    share cards but is within about a percentage point of dealing them out (see the tests).
    `seer`: whether ties are lost (as by a player who pays to see).

    In Bastard Brag `board` are the community cards face up, and the chance is that of the best
    three at the end, over the community cards still to come (a tie, a split pot, counts half
    unless `seer`); see `bastard.strength.board_chances` for the advisor's fuller answer.
    """
    model = strength_model(rules)
    if rules.bastard:
        from casino_brag.engine.ai.bastard.strength import BoardStrength

        assert isinstance(model, BoardStrength)
        return model.chances(card_mask(cards), card_mask(board), card_mask(seen)).against(opponents, seer)
    dead = card_mask(cards) | card_mask(seen)
    return model.odds(model.counting_score(cards), dead).win(seer) ** opponents
