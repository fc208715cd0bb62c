"""English text of the traditional game's newer house rules: jokers, the kept hand shown face up,
dealer's choice."""

from __future__ import annotations

HOUSE_ENGLISH: dict[str, str] = {
    "card.joker": "the joker",
    "pub.rule.wild.jokers": "Two jokers",
    "pub.rule.wild.jokers.help": "Two jokers join the pack, 54 cards, and are wild; fewer wilds win ties.",
    "rules.house.jokers": (
        "Jokers: two jokers join the pack, which then holds 54 cards, and each stands for any card. A hand's "
        "name says what its jokers became, and of two hands otherwise equal the one with fewer jokers wins."
    ),
    "log.face_up": "{name}'s new hand lies face up: {hand}. The others look; who can't beat it folds",
    "log.face_up.you": "Your new hand lies face up: {hand}. The others look; who can't beat it folds",
    "log.face_up.beaten": "The face-up hand goes under the pack, and the betting goes on",
    "log.face_up.unbeaten": "Nobody can beat it: {name} takes the antes",
    "log.face_up.unbeaten.you": "Nobody can beat it: you take the antes",
    "pub.choice.title": "Dealer's choice",
    "pub.choice.message": "A round of deals is over: choose the game and wild cards for the next round.",
    "pub.choice.deal": "Deal",
    "pub.choice.whose": "{name}'s choice",
    "pub.choice.yours": "your choice",
    "pub.choice.wild": ", {wild} wild",
    "log.choice": "{name} chooses {game}, wild cards: {wild}, for the next {hands} deals",
    "log.choice.you": "You choose {game}, wild cards: {wild}, for the next {hands} deals",
    "log.choice.kept": "{name} keeps {game}, wild cards: {wild}, for the next {hands} deals",
    "log.choice.kept.you": "You keep {game}, wild cards: {wild}, for the next {hands} deals",
    "log.pack.jokers_in": "The two jokers go into the pack, and it is shuffled",
    "log.pack.jokers_out": "The jokers come out of the pack, and it is shuffled",
    "rules.house.dealers_choice": (
        "Dealer's choice: after each round of deals, the players in turn choose the game (three, four or "
        "five cards) and the wild cards for the next round."
    ),
    "pub.button.lend": "Lend {amount}",
    "pub.button.lend.short": "You have too few chips to lend",
    "pub.button.show": "Show",
    "pub.hint.lend": "{name} cannot afford the next bet: lend the chips needed, or call for a show.",
    "pub.owes": "owes {amount}",
    "bubble.lend": "I'll lend you {amount}",
    "bubble.show": "Let's see them",
    "log.loan": "{name} lends {other} {amount} to bet",
    "log.loan.you": "You lend {other} {amount} to bet",
    "log.loan.to_you": "{name} lends you {amount} to bet",
    "log.show_called": "{other} is short of chips: {name} calls for a show",
    "log.show_called.you": "{other} is short of chips: you call for a show",
    "log.loan_repaid": "{name} pays {other} back {amount}",
    "log.loan_repaid.you": "You pay {other} back {amount}",
    "log.loan_settled": "Settling up: {name} pays {other} {amount}",
    "log.loan_settled.you": "Settling up: you pay {other} {amount}",
    "log.loan_unpaid": ", and {amount} goes unpaid",
    "pub.rule.short_of_chips.lend": "Lend or show",
    "pub.rule.short_of_chips.lend.help": "Two left and one short: the other lends the chips, or calls for a show.",
    "rules.house.lend": (
        "Lend or show: with two left, a player who cannot afford the next bet is lent the chips by the "
        "other, or the other calls for a show. Loans come back out of the borrower's next winnings, and "
        "what is owed at the end is settled then."
    ),
    "rules.house.face_up": (
        "Kept hand shown: whoever keeps a blind hand is dealt the next hand face up. The others must look, "
        "and whoever cannot beat the face-up hand folds. If all fold, the blind player takes the antes and "
        "may keep the blind hand again; otherwise the face-up hand goes and the betting goes on."
    ),
}

HOUSE_PARAGRAPHS: tuple[tuple[str, ...], ...] = (
    ("rules.house.jokers", "rules.house.dealers_choice", "rules.house.lend"),
    ("rules.house.face_up",),
)
"""The Rules screen's paragraphs on these house rules, under each column of its House rules page."""
