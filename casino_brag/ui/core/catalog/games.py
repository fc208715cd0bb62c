"""The words of the other Brag games of the seeds: Seven-, Nine- and Thirteen-Card Brag's and
Three-Stake Brag's table, setup lines, history and rules pages.

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
    "pub.setup.variant.three_stake": "Three stakes: the best face-up card, the brag, and the count nearest 31.",
    "pub.rule.variant.three_stake": "Three-Stake Brag",
    "pub.variant.three_stake": "Three-Stake Brag",
    "stakes.log.up": "{name} shows {card} face up.",
    "stakes.log.up.you": "You show {card} face up.",
    "stakes.log.all_up": "{name} turns up {cards}: {count}.",
    "stakes.log.all_up.you": "You turn up {cards}: {count}.",
    "stakes.log.drew": "{name} draws {card}: {count}.",
    "stakes.log.drew.you": "You draw {card}: {count}.",
    "stakes.log.over": "{name} draws {card}: {count}, over 31 and out.",
    "stakes.log.over.you": "You draw {card}: {count}, over 31 and out.",
    "stakes.log.stood": "{name} stands on {count}.",
    "stakes.log.stood.you": "You stand on {count}.",
    "stakes.pools": "Pot {pot}: face-up card {face} · brag {brag} · 31: {thirty_one}",
    "stakes.hint": (
        "Towards 31 you count {count} (Ace 11, courts 10). Draw one card at a time: over 31 you are out, "
        "exactly 31 wins at once."
    ),
    "stakes.log.won": "Stake {number} to {names}: {amount} ({how}).",
    "stakes.count": "Count {count}",
    "stakes.over": "Over 31 ({count})",
    "stakes.stands": "Stands on {count}",
    "stakes.exactly": "31!",
    "stakes.button.draw": "Draw a card: free",
    "stakes.button.stand": "Stand on {count}: free",
    "stakes.reason.draw_empty": "The pack has no more cards to draw.",
    "stakes.verdict": "{name} wins the brag",
    "stakes.verdict.rule": "Stake 1 to {name1}: {how1}. Stake 2 to {name2}: {how2}. Stake 3 to {name3}: {how3}.",
    "stakes.how.face": "the best face-up card, {card}",
    "stakes.how.folded": "the others folded",
    "stakes.how.best": "the best hand",
    "stakes.how.exactly": "exactly 31 wins at once",
    "stakes.how.nearest": "nearest 31 without going over ({count})",
    "stakes.how.tie": "a tie on {count}, shared",
    "stakes.how.all_over": "everyone went over 31, so it is shared",
    "history.pub.three_stake": "Stake 1 {face}; stake 2 {brag}; stake 3 {thirty_one}",
    "rules.tab.three_stake": "Three-Stake Brag",
    "rules.three_stake.yours": "You: 28, then a 3",
    "rules.three_stake.dealers": "Bob: the brag",
    "rules.three_stake": (
        "# Three stakes\n\n"
        "Everyone puts up three equal stakes, one in each of three pools, and gets two cards face down and "
        "the third face up.\n\n"
        "Stake 1 goes to the best face-up card: the highest rank, and on equal ranks the player earliest "
        "from the dealer's left.\n\n"
        "Stake 2 is the brag: a round of ordinary Brag betting (blind or open, seeing, covering), and the "
        "best three-card hand still in wins the stake and the bets.\n\n\n"
        "# Drawing to 31\n\n"
        "Stake 3 goes to the count nearest 31 without going over. An Ace counts 11, a court card 10, the "
        "others their pips. After the betting everyone, folded or not, turns all their cards up. From the "
        "dealer's left each player in turn may draw cards one at a time, and is out at over 31. Exactly 31 "
        "wins at once, even on the deal, and nobody draws after it. Equal best counts share the stake, odd "
        "chips to those nearest the dealer's left; if everyone goes over, everyone shares it."
    ),
    "rules.example.three_stake": (
        "You hold 9-9 down and K up; Ann holds A-2 down and 7 up; Bob Q-Q down and 4 up, and deals. Your K "
        "is the best face-up card: stake 1 is yours. You and Ann fold the brag, so Bob's queens take stake "
        "2 and the bets. For the 31 you count 28 and draw a 3: exactly 31, and stake 3 is yours at once, "
        "before Ann (20) and Bob (24) may draw."
    ),
}
