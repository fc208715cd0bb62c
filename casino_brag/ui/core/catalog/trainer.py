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
    "trainer.title": "Pub trainer",
    "trainer.subtitle": "Heads-up Three-Card Brag against the Expert, with practice chips",
    "trainer.welcome": (
        "You play the traditional game against the Expert, two players, ante 1, the stake capped at 16. "
        "Before each decision, V shows what the Expert's solved strategy would do in your place and "
        "what every choice is worth in chips. After the hand each decision is graded by its cost.\n\n"
        "Press Space to deal."
    ),
    "trainer.you": "You",
    "trainer.expert": "Expert",
    "trainer.values": "Values",
    "trainer.deal": "Deal",
    "trainer.decline": "Let it go",
    "trainer.act.look": "Look",
    "trainer.act.look_old": "Look old",
    "trainer.act.fold": "Fold",
    "trainer.act.bet": "Bet {amount}",
    "trainer.act.bet_blind": "Bet {amount} blind",
    "trainer.act.raise": "Raise {amount}",
    "trainer.act.raise_blind": "Raise {amount} blind",
    "trainer.act.see": "See {amount}",
    "trainer.act.cover": "Cover",
    "trainer.act.keep": "Keep",
    "trainer.seat": "{chips} chips · {status}",
    "trainer.status.blind": "blind",
    "trainer.status.open": "open",
    "trainer.status.folded": "folded",
    "trainer.status.covered": "covered",
    "trainer.status.out": "out",
    "trainer.two_hands": "Two hands: a blind hand kept from the last deal",
    "trainer.pot": "Pot {pot} · stake {stake}",
    "trainer.move": "{name}: {move}",
    "trainer.moved.look": "looks",
    "trainer.moved.bet": "bets",
    "trainer.moved.raise": "raises",
    "trainer.moved.see": "sees",
    "trainer.moved.fold": "folds",
    "trainer.moved.cover": "covers",
    "trainer.won": "You win the pot of {pot}",
    "trainer.lost": "{name} wins the pot of {pot}",
    "trainer.values.title": "The strategy's figures",
    "trainer.values.how": (
        "The figures come from the Expert's solved strategy: the chance it gives each choice, and "
        "the chips each choice is worth over the whole hand when both of you play the strategy "
        "afterwards."
    ),
    "trainer.values.ask": "Press V to see what the Expert would do in your place and what each choice is worth.",
    "trainer.col.expert": "Expert",
    "trainer.col.value": "Chips",
    "trainer.choice.look": "Look",
    "trainer.choice.fold": "Fold",
    "trainer.choice.bet": "Bet (stay)",
    "trainer.choice.raise": "Raise",
    "trainer.choice.see": "See",
    "trainer.choice.cover": "Cover",
    "trainer.choice.keep": "Keep",
    "trainer.values.note": (
        "You are blind: the values average over every hand you might hold. Chips are your expected "
        "net for the whole hand."
    ),
    "trainer.values.class": (
        "Your hand is in strength class {rank} of 32. Chips are your expected net for the whole hand."
    ),
    "trainer.outside": (
        "This situation lies outside the Expert's solved game (two hands, a cover, or more bets "
        "than it allows): no figures, and no grade."
    ),
    "trainer.grades.title": "Your decisions",
    "trainer.grades.none": "You made no decision this hand.",
    "trainer.grades.best": "best: {action}",
    "trainer.grades.outside": "outside the solved game: not graded",
    "trainer.grades.summary": "Right {right} of {total} · cost {cost} chips",
    # the trainer's statistics
    "stats.pub_trainer": "Pub trainer",
    "trainer.stats.title": "Pub trainer statistics",
    "trainer.stats.hands": "Hands",
    "trainer.stats.accuracy": "Accuracy",
    "trainer.stats.cost": "Cost per hand",
    "trainer.stats.ungraded": "Not graded",
    "trainer.stats.chart": "Accuracy over time",
    "trainer.stats.empty": "Play two graded hands to see your accuracy over time.",
    "trainer.stats.recent": "Recent hands",
    "trainer.stats.row": "{right} of {total} right · cost {cost}",
}
