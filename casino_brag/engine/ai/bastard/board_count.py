"""Counting Bastard Brag odds: the scenarios, and the strength of many hands at once with numpy.

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

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from math import comb

import numpy as np
import numpy.typing as npt

from casino_brag.engine.ai.bastard.board_odds import RANGE_POINTS, BoardGame, BoardOdds
from casino_brag.engine.bestof import strength_table
from casino_brag.engine.hands import Ranking

Ints = npt.NDArray[np.int64]
Strengths = npt.NDArray[np.int32]

EXACT_UP_TO = 4096
"""Holdings counted one by one when the board is complete and there are at most this many (when
the seat knows many of the cards, or some of the opponent's); above it a fixed sample is drawn."""

BOARDS_SAMPLED = {2: 128, 3: 384, 4: 384}
"""Boards drawn when two or more community cards are still face down, by how many: more when the
whole board is to come, since the board decides most then (and those answers are the most reused)."""

WHOLE_BOARDS_SAMPLED = 1536
"""Boards drawn when the whole board is to come and nothing else is known: the one question
asked of every hand dealt, whose answers (one per hand, suits aside) are reused all session."""

HOLDINGS_PER_BOARD = {1: 24, 2: 8, 3: 8, 4: 8}
"""Holdings drawn for each way the board may fall, by how many cards are to come (at least the
most opponents a table can hold; more with one card to come, when every card it may be is counted)."""

CATEGORY_SHIFT = 14
"""A strength shifted right by this is the hand's `Category` (strength = score·4 + 3 - wilds)."""

HOLDINGS_SAMPLED = 2048
"""Holdings drawn when the board is complete but there are too many to count (a 95% margin of
about ±2% on the chance against one holding)."""


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
def scenarios(live: int, unseen: int, holding: int, whole: bool = False) -> Scenarios:
    """The fixed sample (or the full list) of scenarios for `live` unknown cards (`whole`: the
    larger sample for a hand's first question)."""
    generator = np.random.default_rng([live, unseen, holding, int(whole), 0xBA57])
    if unseen == 0:
        count = comb(live, holding)
        if count <= EXACT_UP_TO:
            rows = np.array(list(combinations(range(live), holding)), dtype=np.int64).reshape(count, holding)
            return Scenarios(np.zeros((1, 0), dtype=np.int64), rows, count, True)
        rows = _distinct(generator, HOLDINGS_SAMPLED, live, holding)
        return Scenarios(np.zeros((1, 0), dtype=np.int64), rows, HOLDINGS_SAMPLED, False)
    if unseen == 1:
        boards = np.arange(live, dtype=np.int64).reshape(live, 1)
    else:
        boards = _distinct(generator, WHOLE_BOARDS_SAMPLED if whole else BOARDS_SAMPLED[unseen], live, unseen)
    per_board = HOLDINGS_PER_BOARD[unseen]
    taken = np.zeros((len(boards), live))
    taken[np.arange(len(boards))[:, None], boards] = 2.0  # a board's own cards sort last
    keys = generator.random((len(boards), per_board, live)) + taken[:, None, :]
    holdings = np.argsort(keys, axis=2)[:, :, :holding].reshape(len(boards) * per_board, holding)
    return Scenarios(boards, holdings.astype(np.int64), per_board, False)


def _distinct(generator: np.random.Generator, rows: int, live: int, k: int) -> Ints:
    """`rows` uniformly random sets of `k` distinct positions below `live` (the first k of a
    random permutation)."""
    return np.argsort(generator.random((rows, live)), axis=1)[:, :k].astype(np.int64)


@cache
def final_scores(game: BoardGame, samples: int) -> list[int]:
    """The scores, ascending, of a fixed sample of final hands: a holding's best three with a whole
    board (for placing a shown hand among all of them)."""
    generator = np.random.default_rng([game.community, game.holding, 0xF1A1])
    cards = game.community + game.holding
    rows = _distinct(generator, samples, 52, cards)
    strengths = best_of(game, [rows[:, j] for j in range(cards)], (), samples)
    return sorted((strengths >> 2).tolist())


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
        return BoardOdds(0, 0, 0, ((0, 0),), 1, False)  # nothing fits what is known: no information
    plan = scenarios(len(live), unseen, free, whole=not (board | dead | pinned) and unseen == game.community)
    board_cards = indices(board)
    theirs_fixed = board_cards + indices(pinned)
    holding_columns = [live.take(plan.holdings[:, j]) for j in range(free)]
    now = int(best_of(game, [], indices(own) + board_cards, 1)[0])
    if unseen == 0:
        theirs = best_of(game, holding_columns, theirs_fixed, len(plan.holdings))
        worse = int(np.count_nonzero(theirs < now))
        ties = int(np.count_nonzero(theirs == now))
        n = len(theirs)
        curve, curve_seer = _range_curves(theirs, theirs, now)
        return BoardOdds(n, worse, ties, ((worse, ties),), n, plan.exact, 0.0, curve, curve_seer)
    board_columns = [live.take(plan.boards[:, j]) for j in range(unseen)]
    boards = len(plan.boards)
    mine_per_board = best_of(game, board_columns, indices(own) + board_cards, boards)
    repeated = [np.repeat(column, plan.per_board) for column in board_columns]
    theirs = best_of(game, holding_columns + repeated, theirs_fixed, len(plan.holdings))
    mine = np.repeat(mine_per_board, plan.per_board)
    lost = (theirs < mine).reshape(boards, plan.per_board).sum(axis=1)
    tied = (theirs == mine).reshape(boards, plan.per_board).sum(axis=1)
    per_board = tuple(zip(lost.tolist(), tied.tolist(), strict=True))
    improves = float(np.count_nonzero((mine_per_board >> CATEGORY_SHIFT) > (now >> CATEGORY_SHIFT))) / boards
    judged_now = best_of(game, holding_columns, theirs_fixed, len(plan.holdings))
    curve, curve_seer = _range_curves(judged_now, theirs, mine)
    return BoardOdds(
        len(theirs), int(lost.sum()), int(tied.sum()), per_board, plan.per_board, False, improves, curve, curve_seer
    )


def _range_curves(
    judged: Strengths, theirs: Strengths, mine: Strengths | int
) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """My chances against the best 1/R … R/R of the holdings by how their player judges them now
    (`judged`), counted against their final hands (`theirs`): ties half, and ties lost."""
    order = np.argsort(-judged, kind="stable")
    beaten = (theirs < mine)[order]
    tied = (theirs == mine)[order]
    seen_beaten = np.cumsum(beaten)
    with_ties = seen_beaten + np.cumsum(tied) / 2
    n = len(order)
    counts = np.maximum(1, np.rint(np.arange(1, RANGE_POINTS + 1) * n / RANGE_POINTS).astype(np.int64))
    return (
        tuple((with_ties[counts - 1] / counts).tolist()),
        tuple((seen_beaten[counts - 1] / counts).tolist()),
    )
