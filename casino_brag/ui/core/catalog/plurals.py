"""The window's messages whose words follow a number ("1 chip", "5 chips"): each is an English
singular and plural here, and in a catalog as many forms as the language's plural rule asks for.

Part of the one catalog in `text.py`, looked up with `trn`.
"""

from __future__ import annotations

PLURALS: dict[str, tuple[str, str]] = {
    "stats.refunded": ("{count} interrupted hand was refunded", "{count} interrupted hands were refunded"),
    "table.auto.hands": ("{count} hand", "{count} hands"),
    "table.deal.keep_play": ("Keep {chips} chip back for the Play bet", "Keep {chips} chips back for the Play bet"),
    "history.void": (
        "This hand was interrupted and the {chips} chip staked on it was refunded.",
        "This hand was interrupted and all {chips} chips staked on it were refunded.",
    ),
    "settings.reset.done": ("Your bankroll is {chips} chip again", "Your bankroll is {chips} chips again"),
    "pub.rule.chips": ("{chips} chip", "{chips} chips"),
    "pub.rule.cards": ("{cards} card", "{cards} cards"),
    "pub.rule.hands": ("{hands} hand", "{hands} hands"),
    "pub.reason.pick": ("Pick {count} card to throw away first", "Pick {count} cards to throw away first"),
    "pub.advisor.to_turn": ("{count} community card still to turn", "{count} community cards still to turn"),
    "pub.advisor.chance": (
        "to be the best hand against the {count} opponent still in",
        "to be the best hand against the {count} opponents still in",
    ),
    "pub.advisor.board_against": (
        "with the best hand against the {count} still in",
        "with the best hand against the {count} still in",
    ),
    "pub.result.reason.hands": ("The {hands} hand is played.", "All {hands} hands are played."),
    "pub.result.reason.out": (
        "You ran out of chips after {hands} hand.",
        "You ran out of chips after {hands} hands.",
    ),
}
"""Messages whose words follow a number: English singular and plural; each language's catalog
has as many forms as its plural rule (CLDR, through Babel) asks for: Russian three."""
