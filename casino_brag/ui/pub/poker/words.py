"""3 Card Brag Poker in words at the table: the line under the pot, your hint, and the showdown's
verdict (the table talk is in `talk`)."""

from __future__ import annotations

from collections.abc import Sequence

from casino_brag.engine.pub.games.poker.game import BragPoker
from casino_brag.engine.pub.games.poker.limits import RAISE_CAP
from casino_brag.engine.pub.results import HandResult
from casino_brag.engine.pub.table import Table
from casino_brag.save.pub_book import HUMAN
from casino_brag.ui.core.text import chips, tr
from casino_brag.ui.pub.words import Verdict, board_rule, winners_headline


def _playing(table: Table) -> BragPoker | None:
    game = table.game
    if not isinstance(game, BragPoker) or table.hand_over or game.deal is None:
        return None
    return game if game.deal.number == table.hand_number else None


def pot_line(table: Table) -> str | None:
    """The line under the pot: the blinds, the round, its bet size and the raises so far."""
    game = _playing(table)
    if game is None:
        return None
    deal = game.current(table)
    if deal.phase == "draw":
        return tr("poker.pot.draw")
    line = tr("poker.pot.round", round=deal.round, size=chips(deal.betting.size))
    if len(table.active_seats) > 2:
        line = f"{line} {tr('poker.pot.raises', made=deal.betting.raises, cap=RAISE_CAP)}"
    return line


def blinds_line(table: Table) -> str | None:
    """The blinds, where other games name their ante (None at any other game)."""
    game = table.game
    if not isinstance(game, BragPoker):
        return None
    small, big = game.blinds
    return tr("poker.blinds_line", small=chips(small), big=chips(big))


def seat_note(table: Table, seat: int, note: str, put_in: int) -> str:
    """A seat's note under its chips (`note`, saying what it has `put_in`), marked SB or BB for
    the blinds of the hand in play."""
    game = _playing(table)
    if game is None or not note:
        return note
    deal = game.current(table)
    if seat == deal.big_blind:
        return tr("poker.seat.big", amount=chips(put_in))
    return tr("poker.seat.small", amount=chips(put_in)) if seat == deal.small_blind else note


def hint(table: Table) -> str | None:
    """The line under your buttons while it is your turn in 3 Card Brag Poker (None otherwise)."""
    game = _playing(table)
    if game is None or table.to_act != HUMAN:
        return None
    deal = game.current(table)
    blind = table.is_blind(HUMAN)
    if deal.phase == "draw":
        return tr("poker.hint.draw_blind" if blind else "poker.hint.draw")
    owed = deal.betting.owed(HUMAN)
    size = chips(deal.betting.size)
    if owed <= 0:
        return tr("poker.hint.check_raise" if deal.betting.level else "poker.hint.check", size=size)
    if blind:
        return tr("poker.hint.owed_blind", owed=chips(owed), price=chips(deal.betting.price(HUMAN, True)), size=size)
    return tr("poker.hint.owed", owed=chips(owed), size=size)


def verdict(result: HandResult, names: Sequence[str]) -> Verdict | None:
    """A showdown's verdict: the best hand, any split, and the side pots (None after a fold)."""
    if result.how != "showdown" or not result.showdown:
        return None
    headline = winners_headline(result, names, result.winnings.get(result.winner, 0))
    return Verdict(headline, board_rule(result, names), result.winner, tuple(result.winners or (result.winner,)))
