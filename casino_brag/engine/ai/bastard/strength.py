"""Hand strength in Bastard Brag: a hand's chances given the community cards turned so far.

`BoardStrength` is the strength model `strength_model(rules)` gives a Bastard Brag table. Its
`chances(own, board, dead, pinned, unseen)` answers "my cards against one unknown holding, with
these community cards known and `unseen` more to come" (see `board_count.py` for how it counts);
the answers are cached, and questions that differ only by a relabelling of the suits share one
answer. It also keeps the plain `StrengthModel` answers about final hands (the percentile of a
shown hand, for telling a bluff), so the decision machinery of the other games works unchanged.

`board_chances(rules, own, board, opponents, seen)` is the practice advisor's question: the
percentile and the chance of winning against several opponents, given what is on the board.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from casino_brag.engine.ai.bastard.board_odds import BoardGame, BoardOdds
from casino_brag.engine.ai.odds import Odds, card_mask
from casino_brag.engine.bestof import best_three
from casino_brag.engine.cards import Card
from casino_brag.engine.hands import HandValue, Ranking
from casino_brag.engine.pub.rules import HouseRules

FINAL_HANDS_SAMPLED = 20_000
"""Final hands (a holding and a whole board) drawn to place a shown hand among all of them."""

SUIT_ZERO = sum(1 << (4 * r) for r in range(13))
"""The mask of the clubs: a card's index is 4 × (rank - 2) + suit."""


def board_game(rules: HouseRules) -> BoardGame:
    """The Bastard Brag game a table's rules play."""
    return BoardGame(rules.ranking, False, rules.community_cards, rules.cards_dealt)  # wild cards are in the ranking


def canonical(masks: Sequence[int]) -> tuple[int, ...]:
    """The masks with the suits relabelled into a standard order.

    Suits do not rank and wild twos are wild whatever their suit, so a question about these cards
    has the same answer as one about the relabelled cards: the suits are ordered by which cards
    of each suit every mask holds.
    """
    patterns = sorted(((tuple((m >> s) & SUIT_ZERO for m in masks), s) for s in range(4)), reverse=True)
    out = [0] * len(masks)
    for new, (_, old) in enumerate(patterns):
        for i, m in enumerate(masks):
            out[i] |= ((m >> old) & SUIT_ZERO) << new
    return tuple(out)


def _final_scores(game: BoardGame) -> list[int]:
    from casino_brag.engine.ai.bastard.board_count import (
        final_scores,  # numpy is loaded only once a Bastard hand is judged
    )

    return final_scores(game, FINAL_HANDS_SAMPLED)


class BoardStrength:
    """The strength model of a Bastard Brag game (a `StrengthModel`, plus `chances`)."""

    def __init__(self, game: BoardGame) -> None:
        self.game = game
        self.ranking: Ranking = game.ranking
        self.dealt = game.holding
        self._answers: dict[tuple[int, ...], BoardOdds] = {}

    def warm(self) -> None:
        """Build the tables every answer uses (a few tenths of a second, once per game)."""
        from casino_brag.engine.ai.bastard.board_count import triple_table

        triple_table(self.ranking, self.game.wild_twos)
        _final_scores(self.game)

    # --- the plain StrengthModel answers, about final hands ---------------------------------------

    def value(self, cards: Sequence[Card]) -> HandValue:
        """The value of the best three of `cards` (own cards and community cards together)."""
        return best_three(cards, self.ranking, self.game.wild_twos).value

    def counting_score(self, cards: Sequence[Card]) -> int:
        return self.value(cards).score

    def percentile(self, score: int) -> float:
        """The share of final hands (a holding with a whole board) that `score` beats, ties half."""
        scores = _final_scores(self.game)
        below, upto = bisect_left(scores, score), bisect_right(scores, score)
        return (below + (upto - below) / 2) / len(scores)

    def odds(self, score: int, dead: int, pinned: int = 0) -> Odds:
        """A final hand worth `score` against final hands in general (the board is not known here,
        so what the seat has seen is not taken into account: use `chances` for that)."""
        scores = _final_scores(self.game)
        below, upto = bisect_left(scores, score), bisect_right(scores, score)
        return Odds(len(scores), below, upto - below)

    # --- chances given the board ------------------------------------------------------------------

    def chances(self, own: int, board: int, dead: int = 0, pinned: int = 0, unseen: int | None = None) -> BoardOdds:
        """`own` cards (a mask) against one holding of the `pinned` cards and unknown ones.

        `board`: the community cards known (face up, or known from the pack's history); `unseen`:
        how many are still to come (by default all the rest); `dead`: other cards known to be
        neither in that holding nor to come (cards seen elsewhere, discards).
        """
        if unseen is None:
            unseen = self.game.community - board.bit_count()
        dead &= ~(own | board | pinned)
        key = (*canonical((own, board, dead, pinned)), unseen)
        found = self._answers.get(key)
        if found is not None:
            return found
        from casino_brag.engine.ai.bastard.board_count import count_odds

        own_c, board_c, dead_c, pinned_c = key[:4]
        answer = count_odds(self.game, own_c, board_c, dead_c, pinned_c, unseen)
        if len(self._answers) > 16_384:
            self._answers.clear()
        self._answers[key] = answer
        return answer


@cache
def board_model(game: BoardGame) -> BoardStrength:
    """The one shared model of a Bastard Brag game, its tables built."""
    model = BoardStrength(game)
    model.warm()
    return model


@dataclass(frozen=True)
class BoardChances:
    """How strong a Bastard Brag hand is, for the advisor."""

    value: HandValue
    """The best three of the player's cards and the community cards turned so far."""
    percentile: float
    """The share of the holdings an opponent may have that the hand beats at the end, ties half."""
    chance: float
    """The chance of holding the best hand at the end against `opponents` unknown holdings."""
    opponents: int
    exact: bool
    """Counted over every holding (the board complete), rather than over a fixed sample."""


def board_chances(
    rules: HouseRules,
    own: Sequence[Card],
    board: Sequence[Card] = (),
    opponents: int = 1,
    seen: Iterable[Card] = (),
) -> BoardChances:
    """The chances of a Bastard Brag hand: `own` are the cards it plays (three, or the four of a
    Stud Bastard hand not yet discarded from), `board` the community cards face up, and `seen`
    any other cards known not to be in play (a discard). Ties count half, as a split pot."""
    if not rules.bastard:
        raise ValueError("board chances are for Bastard Brag")
    model = board_model(board_game(rules))
    odds = model.chances(card_mask(own), card_mask(board), card_mask(seen))
    k = max(opponents, 0)
    return BoardChances(model.value((*own, *board)), odds.win(), odds.against(k), k, odds.exact)
