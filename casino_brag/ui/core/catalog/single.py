"""English words of Single-Stake Brag with braggers: setup, buttons, table talk, verdicts, rules page."""

SINGLE_ENGLISH: dict[str, str] = {
    "pub.setup.variant.single_stake": "The old game: one stake met round the table, three wild braggers.",
    "pub.rule.variant.single_stake": "Single-Stake Brag",
    "pub.variant.single_stake": "Single-Stake Brag",
    "single.button.stake": "Stake {amount}",
    "single.button.stake_more": "Stake more: to {most}",
    "single.button.meet": "Meet: {cost}",
    "single.button.raise": "Raise: {least} to {most}",
    "single.button.raise_plain": "Raise",
    "single.button.meet_plain": "Meet",
    "single.button.drop": "Drop: free",
    "single.reason.raise": "The stake is already as high as the poorest player still in can meet.",
    "single.reason.stake_more": "The house rules allow no bigger stake.",
    "single.reason.dealer": "The dealer puts up the stake before anyone may drop.",
    "single.stake.title": "Your stake as the dealer",
    "single.stake.confirm": "Stake {amount}",
    "single.stake.caption": (
        "Put up {amount} before anyone picks up. If nobody meets it, it comes back with an ante from each."
    ),
    "single.raise.title": "Raise the stake",
    "single.raise.confirm": "Put in {amount}",
    "single.raise.caption": "{amount} makes the stake {stake}: everyone still in must meet it or drop.",
    "single.hint.stake": (
        "You deal: put up a stake before anyone picks up. If nobody meets it, it comes back to you "
        "with an ante of {ante} from each player."
    ),
    "single.hint.meet": "The stake is {stake}: meet it for {cost}, raise it, or drop. Starred cards are wild.",
    "single.stake": "Stake {stake}",
    "single.log.stake": "{name} puts up a stake of {amount}",
    "single.log.stake.you": "You put up a stake of {amount}",
    "single.log.meet": "{name} meets the stake: {amount}",
    "single.log.meet.you": "You meet the stake: {amount}",
    "single.log.raise": "{name} puts in {amount}, raising the stake to {stake}",
    "single.log.raise.you": "You put in {amount}, raising the stake to {stake}",
    "single.log.picked": "The stake is down: everyone picks up their cards",
    "single.log.unmet": "Nobody meets {name}'s stake: {name} takes back {stake} and {antes} in antes",
    "single.log.unmet.you": "Nobody meets your stake: you take back {stake} and {antes} in antes",
    "single.log.first": "Equal hands: {name} bet first and takes the pot",
    "single.log.first.you": "Equal hands: you bet first and take the pot",
    "single.bubble.stake": "Stake {amount}",
    "single.bubble.meet": "I'll meet it",
    "single.bubble.raise": "Raise to {stake}",
    "single.hand.bragger": "{hand} with a bragger",
    "single.hand.braggers": "{hand} with {count} braggers",
    "single.verdict.unmet": "Nobody met {name}'s stake: it goes back, with an ante from each player.",
    "single.verdict.unmet.you": "Nobody met your stake: it comes back, with an ante from each player.",
    "single.verdict.fold": "Everyone else dropped: {name} takes the pot without showing.",
    "single.verdict.fold.you": "Everyone else dropped: you take the pot without showing.",
    "single.verdict.beats": (
        "The stakes are equal, so the hands are shown: {winner}'s {winner_hand} beats {other}'s {other_hand}."
    ),
    "single.verdict.beats.you": (
        "The stakes are equal, so the hands are shown: your {winner_hand} beats {other}'s {other_hand}."
    ),
    "single.verdict.beats.yours": (
        "The stakes are equal, so the hands are shown: {winner}'s {winner_hand} beats your {other_hand}."
    ),
    "single.verdict.natural": (
        "{winner}'s {winner_hand} beats {other}'s {other_hand}: a natural hand beats the same hand made with braggers."
    ),
    "single.verdict.natural.you": (
        "Your {winner_hand} beats {other}'s {other_hand}: a natural hand beats the same hand made with braggers."
    ),
    "single.verdict.natural.yours": (
        "{winner}'s {winner_hand} beats your {other_hand}: a natural hand beats the same hand made with braggers."
    ),
    "single.verdict.first": "Equal hands, {hand}: {winner} bet first, and the first bettor wins.",
    "single.verdict.first.you": "Equal hands, {hand}: you bet first, and the first bettor wins.",
    "single.result.record": "Your Single-Stake Brag record",
    "rules.tab.single_stake": "Single-Stake",
    "rules.single_stake.yours": "You: three Kings",
    "rules.single_stake.theirs": "Ann: King, two braggers",
    "rules.single_stake": (
        "# The stake\n\n"
        "The dealer puts up a stake before anyone picks up their cards. Then, from the dealer's left, each "
        "player drops or meets the stake, and may raise it. A raise must be met by everyone still in, the "
        "dealer too, or they drop. When everyone still in has put in the same, the hands are shown and the "
        "best takes the pot. If nobody meets the dealer's stake, the dealer takes it back and one ante "
        "from each player. The stake never goes above what the poorest player still in can meet.\n\n\n"
        "# The braggers\n\n"
        "The Ace of diamonds, the Jack of clubs and the 9 of diamonds are braggers: each may stand for any "
        "card, and a gold star marks them on the table. Runs and flushes count for nothing: a prial beats a "
        "pair, a pair beats a high card, aces are top. A natural hand beats the same hand made with "
        "braggers (a bragger standing for itself is natural), and on equal hands the player who bet first "
        "wins: the dealer, then the others in turn."
    ),
    "rules.example.single_stake": (
        "Bob deals and stakes 2. You hold K-K-K and raise to 6; Ann holds the King of clubs with the Jack of "
        "clubs and the 9 of diamonds, two braggers, and meets. Bob drops. Both hands are three Kings, but "
        "yours is natural, so you take the pot of 14. Had the hands been equal, the first to bet would win."
    ),
}
