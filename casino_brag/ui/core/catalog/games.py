"""The words of the other Brag games of the seeds: Seven-, Nine- and Thirteen-Card Brag's table,
setup lines, history and rules page.

Part of the one catalog in `text.py` (merged into its `ENGLISH`), kept in its own module only
for size.
"""

from __future__ import annotations

GAMES_ENGLISH: dict[str, str] = {
    "pub.setup.variant.seven_card": "Seven cards each, no betting: arrange two hands and a discard; win both to scoop.",
    "pub.setup.variant.nine_card": "Nine cards each, no betting: arrange three hands; win all three to scoop.",
    "pub.setup.variant.thirteen_card": "Thirteen cards each, no betting: four hands and a discard; win all four.",
    "pub.rule.variant.seven_card": "Seven-Card Brag",
    "pub.rule.variant.nine_card": "Nine-Card Brag",
    "pub.rule.variant.thirteen_card": "Thirteen-Card Brag",
    "pub.variant.seven_card": "Seven-Card Brag",
    "pub.variant.nine_card": "Nine-Card Brag",
    "pub.variant.thirteen_card": "Thirteen-Card Brag",
    "pub.setup.too_many": "{game} deals to at most {most} players: seat fewer opponents.",
    "history.pub.lost_carry": "Nobody scooped: the pot carried",
    "seven.log.dealt": "Hand {number}: the pot holds {pot}.",
    "seven.log.declared": "{name} declared.",
    "seven.log.best": "Hand {number} to {name}: {hand}.",
    "seven.log.tied": "Hand {number}: identical best hands ({names}).",
    "seven.log.carried": "Nobody won every hand: {amount} stays for the next deal.",
    "seven.log.takes": "{name} takes {amount}.",
    "seven.reason.place_all": "Place every card first: {count} still loose.",
    "seven.best": "Best split",
    "seven.best.tip": "The advisor places your cards the way most likely to win every comparison.",
    "seven.clear": "Clear",
    "seven.declare": "Declare: free",
    "seven.deal": "Deal: ante {ante}",
    "seven.deal_free": "Deal: no ante",
    "seven.badge.best": "Best hand {number}",
    "seven.badge.arranging": "Arranging",
    "seven.badge.declared": "Declared",
    "seven.shared": "The last hand: the pot nobody scooped is shared.",
    "seven.comparison": "Hand {number} of {hands} turned over",
    "seven.wait": "Your cards come with the next deal.",
    "seven.slot": "Hand {number}",
    "seven.slot.discard": "Discard",
    "seven.hint": (
        "Click a card to put it in the lit slot; click a slot to choose it, a placed card to take it back. "
        "Win all {hands} comparisons to scoop."
    ),
    "seven.hint.ready": "Every card is placed. Declare, and the hands are compared one slot at a time.",
    "seven.verdict.carry": "Nobody scoops",
    "seven.verdict.carried": "No player held the best hand in every comparison: the pot stays for the next deal.",
    "seven.verdict.scoop": "{name} held the best hand in every comparison and scoops the pot.",
    "seven.verdict.scoop.you": "You held the best hand in every comparison and scoop the pot.",
    "seven.advisor": "Advisor",
    "seven.chance": "Against {count} random hands in each comparison, these hands scoop {chance} of the time.",
    "seven.chance.none": "Place every card (or take the best split) to see your chance of scooping.",
    "rules.tab.seven": "Seven-Card Brag",
    "rules.seven": (
        "# Arranging your cards\n\n"
        "Everyone antes and gets seven cards. There is no betting. You arrange them into two hands of three "
        "and one discard, and declare which hand is first. You need not put the stronger hand first, but the "
        "order is fixed before anything is shown.\n\n"
        "Nine-Card Brag deals nine for three hands, and Thirteen-Card Brag thirteen for four hands and a "
        "discard. The pack deals to at most seven, five or four players.\n\n\n"
        "# Comparing\n\n"
        "The first hands are turned over and compared, then the second hands, and so on, with the usual Brag "
        "ranking. A player who alone holds the best hand in every comparison scoops the pot.\n\n"
        "Otherwise nobody wins: the pot stays, everyone antes again into it and the next hand is dealt. "
        "Identical best hands in any comparison mean nobody scoops. A pot still there after the last agreed "
        "hand is shared evenly."
    ),
    "rules.seven.first": "First hand",
    "rules.seven.second": "Second hand",
    "rules.example.seven": (
        "You hold A-A-9-9-5-K-2. A-A-K first and 9-9-5 second beats an opponent's J-J-4 and 8-8-3 in both "
        "comparisons: you scoop. Had they held 7-7-7 first, they would take the first comparison, you the "
        "second, and the pot would carry to the next deal."
    ),
}
