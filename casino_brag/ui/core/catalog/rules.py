"""The words of the rules screen: the hand ranking's descriptions, each game's rules and the
worked examples.

Part of the one catalog in `text.py` (merged into its `ENGLISH`), kept in its own module only
for size.
"""

from __future__ import annotations

RULES_ENGLISH: dict[str, str] = {
    "rules.title": "Rules",
    "rules.tab.ranking": "Hand ranking",
    "rules.tab.casino": "Casino Brag",
    "rules.tab.pub": "Pub Brag",
    "rules.tab.bastard": "Bastard Brag",
    "rules.tab.house": "House rules",
    "rules.keys": "Left / Right or 1-{last} to turn the page",
    "rules.example": "Example",
    "rules.example.casino": (
        "You hold Q-6-4, the weakest hand worth playing, and play. The dealer turns over K-8-3: King high "
        "qualifies and beats your Queen high, so the Ante and the Play lose. Had the dealer held J-9-2, it "
        "would not qualify: the Ante pays 1 to 1 and the Play comes back."
    ),
    "rules.example.bastard": (
        "You hold J-8-3 and the board turns Q, A, 8. Your best three are 8-8-A, a pair of 8s with an Ace "
        "kicker: one card of your own and two of the board's. An opponent holding K-6-4 makes A-K-Q with the "
        "King, Queen and Ace, a run, and takes the pot."
    ),
    "rules.count": "{count} of the 22,100 hands ({share})",
    "rules.ranking.prial": (
        "Three of a kind. Three threes are the best hand of all, then A-A-A, K-K-K and down to 2-2-2."
    ),
    "rules.ranking.running_flush": (
        "Three in sequence, all one suit. A-2-3 is the best, then A-K-Q, K-Q-J down to 4-3-2."
    ),
    "rules.ranking.run": "Three in sequence, mixed suits, ranked like running flushes. K-A-2 is not a run.",
    "rules.ranking.flush": "Three of one suit. Compare the highest card, then the middle, then the lowest.",
    "rules.ranking.pair": "Two of a rank. The higher pair wins; equal pairs compare the odd card.",
    "rules.ranking.high_card": "Anything else. Compare the highest card, then the middle, then the lowest.",
    "rules.casino": (
        "# You against the dealer\n\n"
        "Put chips on the Ante (within the table limits). You may also bet the Pair Bonus, a side bet on your "
        "own three cards.\n\n"
        "You and the dealer get three cards each from a freshly shuffled pack. Yours are face up; the dealer's "
        "stay face down.\n\n"
        "Look at your cards and decide. Fold, and you lose the Ante. Play, and a Play bet equal to the Ante (or "
        "a multiple of it, as the paytable says) goes down.\n\n\n"
        "# Settling\n\n"
        "The dealer needs Queen high or better to qualify. If not, the Ante pays 1 to 1 and the Play bet "
        "comes back.\n\n"
        "If the dealer qualifies, the better hand wins the Ante and the Play at 1 to 1. Equal hands push.\n\n"
        "Whenever you play, the Ante Bonus pays extra on a run, a running flush or a prial, whatever the dealer "
        "holds. The Pair Bonus pays on your cards alone, even when you fold.\n\n"
        "Every payout comes from the table's paytable, shown at the table's left."
    ),
    "rules.pub": (
        "# Around the table\n\n"
        "Everyone antes and gets three cards, dealt one at a time. The pack is shuffled only before the first "
        "deal and after a hand won at a see with a prial; folded hands go to the bottom.\n\n"
        "Betting goes round from the dealer's left. On your turn, fold or bet at least the current stake: "
        "there is no checking, and no evening up of what each player has put in.\n\n"
        "You may play blind, without looking. A blind bet counts double, so a blind player pays half what an "
        "open player must.\n\n\n"
        "# Seeing\n\n"
        "Only when two players are left can one see the other, by paying double. The seen hand is shown "
        "first, and the seer wins only with a strictly better hand. An open player cannot see a blind one.\n\n"
        "If everyone else folds, the last player takes the pot without showing. A blind player who wins that "
        "way may keep the hand for the next deal.\n\n"
        "The Four- and Five-Card variants deal extra cards; you keep the best three.\n\n"
        "Short of chips, you may cover: put in all you have and play for the pot as it stands, while the "
        "others bet on into a side pot (or fold, if the house plays the harsh rule)."
    ),
    "rules.bastard": (
        "# The board and the rounds\n\n"
        "Everyone antes and gets three cards face down. Three community cards are dealt face down to the "
        "middle and turned one at a time.\n\n"
        "There are four betting rounds: before any card is turned, then after each turn. Blind and open "
        "betting work as in Pub Brag, and the stake carries from round to round: each round, everyone still "
        "in bets at least the stake again or folds.\n\n"
        "A round ends once everyone still betting has answered the stake since it last rose. With two "
        "players left, either may see in any round: the rest of the board is turned and the hands compared."
        "\n\n\n"
        "# The best three of six\n\n"
        "Your hand is the best three of your own cards and the community cards, using any 0 to 3 of your "
        "own. After the last round every hand still in is shown, the cards that count lit.\n\n"
        "A-2-3 is the lowest run here, below 4-3-2. Houses differ on whether 3-3-3 beats A-A-A, so the "
        "table asks you to agree it before play.\n\n"
        "Identical hands split the pot; chips that do not divide go to the winners nearest the dealer's left."
        "\n\n"
        "The house may play four community cards (a fifth round), wild cards, Stud Bastard (four cards each; "
        "throw one away on looking) or Blind Bastard (nobody looks until the last card is turned)."
    ),
    "rules.house": (
        "# Agreed before the first deal\n\n"
        "Going all in covers the pot: the pot closes there, you play for it as it stands, and the others bet "
        "on into a new pot you cannot win. Nobody has to match an all-in.\n\n"
        "Lowball turns the order of hands upside down: the hand that would lose at Brag wins. 5-3-2 of mixed "
        "suits is the best and three threes the worst; in Four-Card Brag the lower discard breaks a tie.\n\n"
        "Wild cards (twos, or the one-eyed jacks of spades and hearts) stand for any card. Of two hands "
        "otherwise equal, the one with fewer wilds wins, and a hand's name says how many it holds."
        "\n\n\n"
        "# \n\n"
        "Largest first bet and largest raise: the first bet of a hand may be no more than the one, and no "
        "later bet may add more than the other to the stake.\n\n"
        "Bottom card shown: the pack lies face up after the deal, and folded hands go face up on it, so "
        "everyone sees one card at its bottom.\n\n"
        "A blind winner's pot may carry on: when everyone folds to a blind player, the pot stays, everyone "
        "antes again, and the blind player may keep the hand for the next deal.\n\n"
        "Agreed showdown: with three or more in, a player may propose on their turn (H) that every hand be "
        "shown. If all the others agree (Y), the best hand takes the pot and equal best hands split it; a "
        "refusal (N) costs nothing, and each player may propose once a hand."
    ),
}
