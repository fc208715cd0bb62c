"""The English words of the pub trainer, the practice chooser, the trainer's statistics and the
illustrated rules pages."""

from __future__ import annotations

TRAINER_ENGLISH = {
    # the practice chooser
    "practice.title": "Practice",
    "practice.casino": "Casino Brag",
    "practice.casino.hint": "Play against the dealer with the trainer grading each Play or Fold.",
    "practice.pub": "Pub Brag",
    "practice.pub.hint": "Heads-up against the Expert, each decision valued by its solved strategy.",
    # the pub trainer
    "pubtrainer.title": "Pub trainer",
    "pubtrainer.subtitle": "Heads-up Three-Card Brag against the Expert, with practice chips",
    "pubtrainer.welcome": (
        "You play the traditional game against the Expert, two players, ante 1, the stake capped at 16. "
        "Before each decision, V shows what the Expert's solved strategy would do in your place and "
        "what every choice is worth in chips. After the hand each decision is graded by its cost.\n\n"
        "Press Space to deal."
    ),
    "pubtrainer.you": "You",
    "pubtrainer.expert": "Expert",
    "pubtrainer.values": "Values",
    "pubtrainer.deal": "Deal",
    "pubtrainer.decline": "Let it go",
    "pubtrainer.act.look": "Look",
    "pubtrainer.act.look_old": "Look old",
    "pubtrainer.act.fold": "Fold",
    "pubtrainer.act.bet": "Bet {amount}",
    "pubtrainer.act.bet_blind": "Bet {amount} blind",
    "pubtrainer.act.raise": "Raise {amount}",
    "pubtrainer.act.raise_blind": "Raise {amount} blind",
    "pubtrainer.act.see": "See {amount}",
    "pubtrainer.act.cover": "Cover",
    "pubtrainer.act.keep": "Keep",
    "pubtrainer.seat": "{chips} chips · {status}",
    "pubtrainer.status.blind": "blind",
    "pubtrainer.status.open": "open",
    "pubtrainer.status.folded": "folded",
    "pubtrainer.status.covered": "covered",
    "pubtrainer.status.out": "out",
    "pubtrainer.two_hands": "Two hands: a blind hand kept from the last deal",
    "pubtrainer.pot": "Pot {pot} · stake {stake}",
    "pubtrainer.move": "{name}: {move}",
    "pubtrainer.moved.look": "looks",
    "pubtrainer.moved.bet": "bets",
    "pubtrainer.moved.raise": "raises",
    "pubtrainer.moved.see": "sees",
    "pubtrainer.moved.fold": "folds",
    "pubtrainer.moved.cover": "covers",
    "pubtrainer.won": "You win the pot of {pot}",
    "pubtrainer.lost": "{name} wins the pot of {pot}",
    "pubtrainer.values.title": "The strategy's figures",
    "pubtrainer.values.how": (
        "The figures come from the Expert's solved strategy: the chance it gives each choice, and "
        "the chips each choice is worth over the whole hand when both of you play the strategy "
        "afterwards."
    ),
    "pubtrainer.values.ask": "Press V to see what the Expert would do in your place and what each choice is worth.",
    "pubtrainer.col.expert": "Expert",
    "pubtrainer.col.value": "Chips",
    "pubtrainer.choice.look": "Look",
    "pubtrainer.choice.fold": "Fold",
    "pubtrainer.choice.bet": "Bet (stay)",
    "pubtrainer.choice.raise": "Raise",
    "pubtrainer.choice.see": "See",
    "pubtrainer.choice.cover": "Cover",
    "pubtrainer.choice.keep": "Keep",
    "pubtrainer.values.note": (
        "You are blind: the values average over every hand you might hold. Chips are your expected "
        "net for the whole hand."
    ),
    "pubtrainer.values.class": (
        "Your hand is in strength class {rank} of {classes}. Chips are your expected net for the whole hand."
    ),
    "pubtrainer.outside": (
        "This situation lies outside the Expert's solved game (two hands, a cover, or more bets "
        "than it allows): no figures, and no grade."
    ),
    "pubtrainer.grades.title": "Your decisions",
    "pubtrainer.grades.none": "You made no decision this hand.",
    "pubtrainer.grades.best": "best: {action}, {best} against your {mine}",
    "pubtrainer.grades.right": "as good as the best choice",
    "pubtrainer.grades.outside": "outside the solved game: not graded",
    "pubtrainer.grades.summary": "Right {right} of {total} · cost {cost} chips",
    # the trainer's statistics
    "stats.pub_trainer": "Pub trainer",
    "pubtrainer.stats.title": "Pub trainer statistics",
    "pubtrainer.stats.hands": "Hands",
    "pubtrainer.stats.accuracy": "Accuracy",
    "pubtrainer.stats.cost": "Cost per hand, in chips",
    "pubtrainer.stats.ungraded": "Not graded",
    "pubtrainer.stats.chart": "Accuracy over time",
    "pubtrainer.stats.empty": "Play two graded hands to see your accuracy over time.",
    "pubtrainer.stats.recent": "Recent hands",
    "pubtrainer.stats.row": "{right} of {total} right · cost {cost}",
    # the illustrated Pub Brag rules page
    "rules.keys.pub": "Left / Right: step · Up / Down: example · 1-{last}: page",
    "rules.part.rules": "The rules",
    "rules.part.open": "Five open players",
    "rules.part.blind": "Playing blind",
    "rules.part.see": "Blind sees open",
    "rules.part.cover": "Covering the pot",
    "rules.part.retain": "Kept blind hand",
    "rules.pot": "Pot {pot}",
    "rules.side_pot": "side pot {pot}",
    "rules.status.blind": "blind",
    "rules.status.open": "open",
    "rules.status.folded": "folded",
    "rules.status.covered": "covered",
    "rules.status.out": "out",
    "rules.put_in": "put in {amount}",
    "rules.prices": "Stake {stake} · an open player bets at least {open}, a blind player {blind}",
    "rules.next": "Next: {name} may {choices}",
    "rules.round": "Round",
    "rules.step": "Step {step} of {steps}",
    "rules.cell.bet": "{amount}",
    "rules.cell.blind": "{amount} (blind)",
    "rules.cell.see": "{amount} (to see)",
    "rules.cell.fold": "fold",
    "rules.cell.cover": "{amount} (covers)",
    "rules.offer.look": "look",
    "rules.offer.fold": "fold",
    "rules.offer.bet": "bet {low}-{high}",
    "rules.offer.bet_blind": "bet {low}-{high} blind",
    "rules.offer.see": "see for {amount}",
    "rules.offer.cover": "cover with {amount}",
    "rules.offer.keep": "keep",
    "rules.said.deal": "Everyone antes 1 and gets three cards: the pot is {pot}.",
    "rules.said.bet": "{name} bets {amount}.",
    "rules.said.raise": "{name} bets {amount}, raising the stake to {stake}.",
    "rules.said.blind": "{name} bets {amount} blind, which counts as {counts}.",
    "rules.said.see": "{name} pays {amount} to see {other}.",
    "rules.said.fold": "{name} folds.",
    "rules.said.cover": "{name} has only {amount} left and covers the pot with it.",
    "rules.said.keep": "{name} keeps the blind hand for the next deal.",
    "rules.said.look": "{name} looks at the new hand, and must keep it or fold it at once.",
    "rules.said.fold_looked": "{name} folds the hand just looked at and plays the old one blind.",
    "rules.said.won": "{name} takes the pot of {amount}.",
    "rules.said.side_pot": "{name} takes the side pot of {amount}.",
    "rules.note.deal": (
        "A classic worked example of Brag betting, replayed by the game: the table on the right fills in "
        "round by round."
    ),
    "rules.note.raise": (
        "Eddie raises to 2. Andy must now bet 2 to stay in, whatever he put in before: there is no evening up."
    ),
    "rules.note.stays": "The betting can stay at 2 as long as everyone stays in.",
    "rules.note.pace": "Someone must force the pace: Eddie raises to 5.",
    "rules.note.nerve": ("Three players are in, so nobody may see: it is a matter of nerve until someone folds."),
    "rules.note.two_left": "Chris folds. With only Andy and Eddie left, either may now pay double to see.",
    "rules.note.see": (
        "Andy says \"see you\" and pays 20, twice Eddie's bet. Eddie's hand is shown first; Andy shows "
        "because his is better."
    ),
    "rules.note.blind_counts": (
        "Bill plays blind: his 1 counts as 2, so the stake is now 2 for the open players and 1 for the blind ones."
    ),
    "rules.note.blind_raise": "Chris raises to 4: an open player must now bet 4, a blind player 2.",
    "rules.note.blind_cheap": (
        "After four rounds Bill has put in 4 chips and Chris 10: blind play is cheap, and that is its whole point."
    ),
    "rules.note.blind_ten": "Bill's blind 5 counts as 10: the open stake jumps to 10.",
    "rules.note.no_see": (
        "Andy folds. Two players are left, but Chris, who is open, may not see blind Bill: you cannot see a blind man."
    ),
    "rules.note.blind_see": (
        "Bill pays 10, twice the blind stake, to see. The hands are equal, so the seer loses: Chris wins, "
        "and Bill need not show."
    ),
    "rules.note.see_intro": "Two players: Dan stays blind, Eddie will look.",
    "rules.note.see_open_cannot": (
        "Eddie is open and Dan blind: Eddie may bet or fold, but never see Dan. Dan may see Eddie."
    ),
    "rules.note.see_blind_pays": (
        "Dan sees for 4, twice the blind stake of 2. Eddie's hand is shown first; Dan's pair beats it, so "
        "Dan shows and wins."
    ),
    "rules.note.cover_intro": "Bill has only 3 chips: after his ante of 1, just 2 are left.",
    "rules.note.cover_closed": (
        "The pot closes at 12 with Bill's cover: he plays for it as it stands, and bets nothing more."
    ),
    "rules.note.cover_side": "Chris bets on into a new side pot, which Bill cannot win.",
    "rules.note.cover_won": (
        "The see settles the side pot first. Then Bill's hand is compared with the winner's for the pot he covered."
    ),
    "rules.note.retain_intro": "Andy bets blind and the others fold without a fight.",
    "rules.note.retain_won": "Andy wins without looking, so he may keep the blind hand on the table.",
    "rules.note.retain_kept": "He keeps it: it stays face down in front of him, still unseen.",
    "rules.note.retain_two": "The next hand is dealt: Andy has two blind hands in front of him.",
    "rules.note.retain_look": (
        "Looking at one hand, Andy must keep it or fold it at once; he may never look at both and choose."
    ),
    "rules.note.retain_fold": "Now he has one hand, the old one, still blind: he may look at it now or later.",
    "rules.note.retain_again": (
        "Andy wins blind again and may again keep the hand, but never more than one kept hand at a time."
    ),
    # the casino rules page's worked payouts
    "rules.keys.casino": "Left / Right: the rules, then worked payouts · 1-{last}: page",
    "rules.casino_part.rules": "The rules",
    "rules.casino_part.payouts": "Worked payouts with this table's paytable",
    "rules.worked.win": "You win with a run",
    "rules.worked.not_qualify": "The dealer does not qualify",
    "rules.worked.lose": "You lose, the Pair Bonus wins",
    "rules.worked.none": "no bonus",
    "rules.worked.push": "back",
    "rules.worked.lost": "lost {net}",
    "rules.worked.net": "Net: {net} chips",
}
