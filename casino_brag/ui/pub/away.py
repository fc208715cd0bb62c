"""Telling you, as you come back to a Pub Brag session, how the hand you left was played out
without you: who took each pot and with what, and your chips now (see save/away.py)."""

from __future__ import annotations

from collections.abc import Sequence

from casino_brag.save.away import Away, read_away
from casino_brag.save.pub_book import Unfinished
from casino_brag.ui.core.services import Services
from casino_brag.ui.core.text import chips, hand_name, tr
from casino_brag.ui.pub.scene import display_names
from casino_brag.ui.pub.words import said


def tell_away(app: Services, saved: Unfinished) -> None:
    """If the session was left in the middle of a hand, say how that hand ended, over the table."""
    names = display_names(saved.setup)
    away = read_away(saved.away, len(names))
    if away is not None:
        app.notify(tr("away.title"), away_words(away, names))


def away_words(away: Away, names: Sequence[str]) -> str:
    """The whole story in plain sentences, one per pot, then your chips."""
    lines = [tr("away.intro", number=away.hand)]
    for won in away.pots:
        key = "away.pot" if won.pot == 0 else "away.side"
        if won.hand is None:
            key += ".unseen" if away.how == "fold" else ".plain"
        hand = hand_name(won.hand) if won.hand is not None else ""
        lines.append(said(key, won.seat, name=names[won.seat], amount=chips(won.amount), hand=hand, number=won.pot + 1))
    if away.carried:
        lines.append(tr("away.carried", amount=chips(away.carried)))
    lines.append(tr("away.chips", chips=chips(away.chips)))
    return " ".join(lines)
