"""The words of 3 Card Brag Poker: its table talk, buttons, hints, setup line, history and rules page.

Part of the one catalog in `text.py` (merged into its `ENGLISH`), kept in its own module only
for size.
"""

from __future__ import annotations

POKER_ENGLISH: dict[str, str] = {
    "pub.setup.variant.brag_poker": "Blinds, fixed bets and raises, a draw of up to three cards, a second round.",
    "pub.rule.variant.brag_poker": "3 Card Brag Poker",
    "pub.variant.brag_poker": "3 Card Brag Poker",
    "poker.log.small_blind": "{name} posts the small blind, {amount}",
    "poker.log.small_blind.you": "You post the small blind, {amount}",
    "poker.log.big_blind": "{name} posts the big blind, {amount}",
    "poker.log.big_blind.you": "You post the big blind, {amount}",
    "poker.log.all_in": "(all in)",
    "poker.log.round": "Betting round {round} of 2: bets and raises are {size}; {name} acts first",
    "poker.log.round.you": "Betting round {round} of 2: bets and raises are {size}; you act first",
    "poker.log.check": "{name} checks",
    "poker.log.check.you": "You check",
    "poker.log.call": "{name} calls {cost}",
    "poker.log.call.you": "You call {cost}",
    "poker.log.call_blind": "{name} calls {cost} blind, at half price",
    "poker.log.call_blind.you": "You call {cost} blind, at half price",
    "poker.log.bet": "{name} bets {cost}",
    "poker.log.bet.you": "You bet {cost}",
    "poker.log.raise": "{name} raises the stake to {level}, paying {cost}",
    "poker.log.raise.you": "You raise the stake to {level}, paying {cost}",
    "poker.log.draw": "The draw: each player may change up to three cards, {name} first",
    "poker.log.draw.you": "The draw: each player may change up to three cards, you first",
    "poker.log.pat": "{name} stands pat",
    "poker.log.pat.you": "You stand pat",
    "poker.log.drew_one": "{name} changes one card",
    "poker.log.drew": "{name} changes {count} cards",
    "poker.log.drew.you": "You throw away {thrown} and draw {drawn}",
    "poker.bubble.small": "Small blind {amount}",
    "poker.bubble.big": "Big blind {amount}",
    "poker.bubble.check": "Check",
    "poker.bubble.call": "Call {amount}",
    "poker.bubble.call_blind": "Call {amount} blind",
    "poker.bubble.bet": "Bet {amount}",
    "poker.bubble.raise": "Raise to {level}",
    "poker.bubble.pat": "Stand pat",
    "poker.bubble.drew": "{count} cards",
    "poker.pot.round": "Round {round} of 2 · bets and raises {size}",
    "poker.pot.raises": "· raises {made} of {cap}",
    "poker.blinds_line": "Blinds {small}/{big}",
    "poker.seat.small": "SB · in {amount}",
    "poker.seat.big": "BB · in {amount}",
    "poker.pot.draw": "The draw: up to three cards each",
    "poker.hint.check": "Nothing to call: check for free, or bet {size}. Looking is free too.",
    "poker.hint.check_raise": "Nothing to call: check for free, or raise by {size}. Looking is free too.",
    "poker.hint.owed": "{owed} to call. A raise is {size} more; fold to drop out.",
    "poker.hint.owed_blind": (
        "{owed} to call: blind, you call for half, {price}. A raise is {owed} and {size} more; looking is free."
    ),
    "poker.hint.draw": "Click the cards you want to change (up to three), then Draw; none stands pat.",
    "poker.hint.draw_blind": "To change cards, look first; or stand pat blind and keep calling at half price.",
    "poker.button.look": "Look: free",
    "poker.button.check": "Check: free",
    "poker.button.call": "Call {cost}",
    "poker.button.call_blind": "Call {cost} blind",
    "poker.button.call_plain": "Call",
    "poker.button.bet": "Bet {cost}",
    "poker.button.raise": "Raise: {cost}",
    "poker.button.raise_plain": "Raise",
    "poker.button.pat": "Stand pat: free",
    "poker.button.pat_blind": "Stand pat blind: free",
    "poker.button.draw_one": "Draw 1 card: free",
    "poker.button.draw_plain": "Draw",
    "poker.button.draw": "Draw {count} cards: free",
    "poker.reason.call": "There is nothing you can call now",
    "poker.reason.raise": "No bet or raise now: three raises made, or too few chips",
    "rules.tab.brag_poker": "Brag Poker",
    "rules.brag_poker.yours": "You: 9-9-K, then 9",
    "rules.brag_poker.theirs": "Ann: Q-Q-4 pat",
    "rules.brag_poker": (
        "# Blinds and fixed bets\n\n"
        "No antes: the two players left of the dealer put in a small blind (the ante) and a big blind "
        "(twice it), and everyone gets three cards face down. From the left of the big blind each player "
        "folds, calls (matches the stake) or raises it. Bets and raises are fixed: twice the big blind. "
        "With nothing to call you check or bet. At most three raises a round while more than two players "
        "are in; heads up there is no cap. Everyone still in must match the stake before the round ends.\n\n"
        "While you have not looked, you call at half price, rounded up; bets and raises cost the full "
        "amount. Looking is free and does not use your turn.\n\n\n"
        "# The draw and the showdown\n\n"
        "Then from the dealer's left each player may throw away up to three cards and draw as many; "
        "blind, you look first or stand pat. A second round follows with bets and raises twice as big, "
        "then the best Brag hand wins. Equal hands split the pot. Short of chips you may call with what "
        "you have and are all in: you win from each player at most what you put in yourself."
    ),
    "rules.example.brag_poker": (
        "Ann deals: you post the small blind 1, she the big blind 2, so bets are 4, then 8. You look at "
        "9-9-K and raise the stake to 6, paying 5; Ann calls 4. You throw the K and draw a 9: a prial. Ann "
        "stands pat on Q-Q-4. You check, she bets 8, you raise to 16 and she calls 8: your prial of 9s "
        "beats her pair of Queens and takes the pot of 44."
    ),
}
