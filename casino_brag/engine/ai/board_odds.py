"""Bastard Brag odds: a hand against unknown holdings while community cards are still to come.

A Bastard Brag hand is worth the best three of a player's own cards and the whole board, so its
chances depend on the community cards not yet turned as much as on the opponents' cards. They are
counted over *scenarios*: a way the rest of the board may fall, and a holding an opponent may have,
both made of cards this seat has not seen (`live` cards, uniformly distributed as far as it knows).

- When the board is complete (or a question is about the hand as it stands), every holding an
  opponent could have is counted exactly, whenever there are at most `EXACT_UP_TO` of them.
- With one card to come, every card it could be is counted, each against a fixed sample of
  holdings; with more to come, a fixed sample of boards is drawn, each with its own holdings.

The samples are positions in the list of live cards, drawn once per shape with a fixed seed, so
the same knowledge always gives the same answer. Hands are valued with numpy: one flat table
holds the strength of every ordered triple of cards (see `bestof.strength_table`), and the best
three of a row of cards is a handful of gathers; cards the whole question shares (the turned
community cards, the seat's own cards) are folded into small tables first.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from math import comb

import numpy as np
import numpy.typing as npt

from ..bestof import strength_table
from ..hands import Ranking

Ints = npt.NDArray[np.int64]
Strengths = npt.NDArray[np.int32]

EXACT_UP_TO = 20_000
"""Holdings counted one by one when the board is complete and there are at most this many."""

BOARDS_SAMPLED = 96
"""Boards drawn when two or more community cards are still face down."""

HOLDINGS_PER_BOARD = 8
"""Holdings drawn for each way the board may fall (at least the most opponents a table can hold)."""

CATEGORY_SHIFT = 14
"""A strength shifted right by this is the hand's `Category` (strength = score·4 + 3 - wilds)."""

HOLDINGS_SAMPLED = 1024
"""Holdings drawn when the board is complete but there are too many to count (Stud Bastard)."""


@dataclass(frozen=True)
class BoardGame:
    """What the odds depend on: the ranking, wild twos, community cards and cards per holding."""

    ranking: Ranking
    wild_twos: bool
    community: int
    holding: int
    """Cards an opponent plays from: 3, or 4 in Stud Bastard (valued at the best of all four)."""


@dataclass(frozen=True)
class BoardOdds:
    """My hand against one unknown holding, over the ways the board may still fall.

    Of `holdings` scenarios counted, `worse` lose to mine and `ties` equal it. A tie at a
    showdown splits the pot, so it is worth half; at a see it goes to the player seen. `boards`
    holds, per way the board may fall, my chance (ties half) against one holding on that board.
    """

    holdings: int
    worse: int
    ties: int
    boards: tuple[float, ...]
    per_board: int
    exact: bool
    improves: float = 0.0
    """The share of the ways the board may fall that lift my hand into a better category."""

    def _beaten(self, seer: bool) -> float:
        return self.worse if seer else self.worse + self.ties / 2

    def win(self, seer: bool = False) -> float:
        """P(win) against one holding (a half when nothing fits what is known)."""
        if self.holdings == 0:
            return 0.5
        return self._beaten(seer) / self.holdings

    def win_against_top(self, fraction: float, seer: bool = False) -> float:
        """P(win) against a holding from the best `fraction` of the possible ones (see `strength.Odds`)."""
        n = self.holdings
        if n == 0:
            return 0.5
        top = max(fraction, 1e-6) * n
        return min(1.0, max(0.0, (top - (n - self._beaten(seer))) / top))

    def field_factor(self, opponents: int) -> float:
        """How much better my chances against `opponents` holdings are than the plain product.

        The board is shared: when it falls my way I tend to beat everyone at once. Against k
        holdings the chance is the average over boards of p^k, which is at least (average p)^k;
        this is their ratio (1 when the board is complete).
        """
        if opponents <= 1 or len(self.boards) <= 1:
            return 1.0
        mean = sum(self.boards) / len(self.boards)
        if mean <= 0:
            return 1.0
        return together(self.boards, self.per_board, opponents) / mean**opponents

    def against(self, opponents: int, seer: bool = False) -> float:
        """P(beating `opponents` independent holdings at once), the shared board allowed for."""
        if opponents <= 0:
            return 1.0
        return min(1.0, self.win(seer) ** opponents * self.field_factor(opponents))


def together(boards: Sequence[float], per_board: int, k: int) -> float:
    """The average over boards of p^k, estimated from `per_board` holdings per board.

    A board's p is a share of a few sampled holdings, and its k-th power would overstate p^k (the
    sampling noise adds to it); the falling power x(x-1)…(x-k+1) / n(n-1)…(n-k+1) of the count x
    of holdings beaten is an unbiased estimate of p^k instead.
    """
    n = per_board
    if k > n:
        return sum(p**k for p in boards) / len(boards)
    total = 0.0
    for p in boards:
        x = p * n
        term = 1.0
        for i in range(k):
            term *= max(0.0, x - i) / (n - i)
        total += term
    return total / len(boards)


# --- the strength of a row of cards ---------------------------------------------------------------


@cache
def triple_table(ranking: Ranking, wild_twos: bool) -> Strengths:
    """The strength of every ordered triple of distinct card indices at i·2704 + j·52 + k (0 if not)."""
    table = strength_table(ranking, wild_twos)
    a, b, c, values = [], [], [], []
    for i, j, k in combinations(range(52), 3):
        a.append(i)
        b.append(j)
        c.append(k)
        values.append(table[(1 << i) | (1 << j) | (1 << k)])
    out = np.zeros(52**3, dtype=np.int32)
    x, y, z = np.array(a), np.array(b), np.array(c)
    v = np.array(values, dtype=np.int32)
    for p, q, r in ((x, y, z), (x, z, y), (y, x, z), (y, z, x), (z, x, y), (z, y, x)):
        out[p * 2704 + q * 52 + r] = v
    return out


@dataclass(frozen=True)
class _Fixed:
    """What a set of fixed cards contributes: their own best three, and the best three each single
    card or pair of cards makes with them (`singles`: 52 entries; `pairs`: 52·52)."""

    alone: int
    singles: Strengths | None
    pairs: Strengths | None


_fixed_cache: dict[tuple[Ranking, bool, tuple[int, ...]], _Fixed] = {}


def _fixed(ranking: Ranking, wild_twos: bool, cards: tuple[int, ...]) -> _Fixed:
    key = (ranking, wild_twos, cards)
    found = _fixed_cache.get(key)
    if found is not None:
        return found
    table = triple_table(ranking, wild_twos)
    alone = max((int(table[i * 2704 + j * 52 + k]) for i, j, k in combinations(cards, 3)), default=-1)
    singles: Strengths | None = None
    for i, j in combinations(cards, 2):
        row = table[i * 2704 + j * 52 : i * 2704 + j * 52 + 52]
        singles = row.copy() if singles is None else np.maximum(singles, row)
    pairs: Strengths | None = None
    for i in cards:
        block = table[i * 2704 : (i + 1) * 2704]
        pairs = block.copy() if pairs is None else np.maximum(pairs, block)
    if len(_fixed_cache) > 512:
        _fixed_cache.clear()
    made = _fixed_cache[key] = _Fixed(alone, singles, pairs)
    return made


def best_of(game: BoardGame, columns: Sequence[Ints], fixed: tuple[int, ...], rows: int) -> Strengths:
    """The strength of the best three of each row: the cards in `columns` (one array per card, one
    entry per row) together with the `fixed` cards every row shares. No card may repeat in a row."""
    table = triple_table(game.ranking, game.wild_twos)
    shared = _fixed(game.ranking, game.wild_twos, tuple(sorted(fixed)))
    best: Strengths = np.full(rows, shared.alone, dtype=np.int32)
    times52 = [c * 52 for c in columns]
    times2704 = [c * 2704 for c in columns]
    n = len(columns)
    for i, j, k in combinations(range(n), 3):
        np.maximum(best, table.take(times2704[i] + times52[j] + columns[k]), out=best)
    if shared.pairs is not None:
        for i, j in combinations(range(n), 2):
            np.maximum(best, shared.pairs.take(times52[i] + columns[j]), out=best)
    if shared.singles is not None:
        for column in columns:
            np.maximum(best, shared.singles.take(column), out=best)
    return best


# --- where the unknown cards may be ------------------------------------------------------------------


@dataclass(frozen=True)
class Scenarios:
    """Positions in a list of `live` cards: `boards` (one row per way the board may fall, `unseen`
    columns) and `holdings` (`per_board` rows for each board in turn, distinct from its cards)."""

    boards: Ints
    holdings: Ints
    per_board: int
    exact: bool


@cache
def scenarios(live: int, unseen: int, holding: int) -> Scenarios:
    """The fixed sample (or the full list) of scenarios for `live` unknown cards."""
    rng = random.Random(f"bastard/{live}/{unseen}/{holding}")
    if unseen == 0:
        count = comb(live, holding)
        if count <= EXACT_UP_TO:
            rows = np.array(list(combinations(range(live), holding)), dtype=np.int64).reshape(count, holding)
            return Scenarios(np.zeros((1, 0), dtype=np.int64), rows, count, True)
        drawn = [rng.sample(range(live), holding) for _ in range(HOLDINGS_SAMPLED)]
        return Scenarios(np.zeros((1, 0), dtype=np.int64), np.array(drawn, dtype=np.int64), HOLDINGS_SAMPLED, False)
    if unseen == 1:
        boards = [[c] for c in range(live)]
    else:
        boards = [rng.sample(range(live), unseen) for _ in range(BOARDS_SAMPLED)]
    holdings: list[list[int]] = []
    for board in boards:
        rest = [c for c in range(live) if c not in board]
        holdings += [rng.sample(rest, holding) for _ in range(HOLDINGS_PER_BOARD)]
    shaped = np.array(holdings, dtype=np.int64).reshape(len(holdings), holding)
    return Scenarios(np.array(boards, dtype=np.int64), shaped, HOLDINGS_PER_BOARD, False)


def indices(mask: int) -> tuple[int, ...]:
    """The card indices of a 52-bit mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return tuple(out)


def count_odds(game: BoardGame, own: int, board: int, dead: int, pinned: int, unseen: int) -> BoardOdds:
    """My `own` cards against one holding of the `pinned` cards plus live ones, with `board` the
    community cards known and `unseen` more to come. `dead`: cards known to be elsewhere."""
    out_of_play = own | board | dead | pinned
    live = np.array([i for i in range(52) if not (out_of_play >> i) & 1], dtype=np.int64)
    free = game.holding - pinned.bit_count()
    if free < 0 or len(live) < unseen + free:
        return BoardOdds(0, 0, 0, (0.5,), 1, False)  # nothing fits what is known: no information
    plan = scenarios(len(live), unseen, free)
    board_cards = indices(board)
    theirs_fixed = board_cards + indices(pinned)
    holding_columns = [live.take(plan.holdings[:, j]) for j in range(free)]
    now = int(best_of(game, [], indices(own) + board_cards, 1)[0])
    if unseen == 0:
        theirs = best_of(game, holding_columns, theirs_fixed, len(plan.holdings))
        worse = int(np.count_nonzero(theirs < now))
        ties = int(np.count_nonzero(theirs == now))
        n = len(theirs)
        return BoardOdds(n, worse, ties, ((worse + ties / 2) / max(n, 1),), n, plan.exact)
    board_columns = [live.take(plan.boards[:, j]) for j in range(unseen)]
    boards = len(plan.boards)
    mine_per_board = best_of(game, board_columns, indices(own) + board_cards, boards)
    repeated = [np.repeat(column, plan.per_board) for column in board_columns]
    theirs = best_of(game, holding_columns + repeated, theirs_fixed, len(plan.holdings))
    mine = np.repeat(mine_per_board, plan.per_board)
    lost = (theirs < mine).reshape(boards, plan.per_board).sum(axis=1)
    tied = (theirs == mine).reshape(boards, plan.per_board).sum(axis=1)
    per_board = tuple(float(w + t / 2) / plan.per_board for w, t in zip(lost.tolist(), tied.tolist(), strict=True))
    improves = float(np.count_nonzero((mine_per_board >> CATEGORY_SHIFT) > (now >> CATEGORY_SHIFT))) / boards
    return BoardOdds(len(theirs), int(lost.sum()), int(tied.sum()), per_board, plan.per_board, False, improves)
