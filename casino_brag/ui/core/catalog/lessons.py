"""The words of the lessons: the Lessons screen, the coach panel, and each lesson's requests,
reasons and kind answers (`lesson.<lesson>.<step>` and `lesson.<lesson>.<step>.wrong`).

Part of the one catalog in `text.py` (merged into its `ENGLISH`), kept in its own module for size.
"""

from __future__ import annotations

LESSONS_ENGLISH: dict[str, str] = {
    "menu.lessons": "Lessons",
    "menu.lessons.hint": "Short guided hands that teach the games, with play chips",
    "lessons.title": "Lessons",
    "lessons.count": "{done} of {total} finished",
    "lessons.start": "Start lesson",
    "lessons.finished": "finished",
    "lessons.table.casino": "At the casino table",
    "lessons.table.pub": "At the pub table",
    "lessons.chips": "Lessons use play chips: your bankroll and your saved pub game are never touched.",
    "lessons.play_chips": "Play chips",
    "lessons.coach.title": "Lesson: {name}",
    "lessons.coach.step": "step {step} of {steps}",
    "lessons.coach.leave": "Esc leaves the lesson",
    "lessons.coach.back": "Enter or Esc: back to the lessons",
    "lessons.coach.watch": "Watch how the hand ends.",
    "lessons.over": "The lesson is over: watch the hand end, then press Enter.",
    # the casino game
    "lesson.casino.title": "The casino game",
    "lesson.casino.about": "You against the dealer: the Ante and the Pair Bonus, the Play decision, the dealer's "
    "Queen-high qualifier and the bonuses, over three hands.",
    "lesson.casino.ante": "Every hand starts with an Ante. Click the Ante circle (or press A) to put a chip on it.",
    "lesson.casino.ante.wrong": "Not yet: the Ante comes first. Click the Ante circle, or press A.",
    "lesson.casino.pair": "The Pair Bonus is a side bet on your own three cards: it pays on a pair or better, "
    "whatever the dealer holds. Click its circle or press B.",
    "lesson.casino.pair.wrong": "One chip on the Pair Bonus, please: click its circle or press B.",
    "lesson.casino.deal": "Your bets are down. Press D to deal three cards to you and three to the dealer.",
    "lesson.casino.deal.wrong": "The bets are fine as they are. Press D to deal.",
    "lesson.casino.play": "A pair of Kings. Now decide: Play puts a bet equal to the Ante on the table, Fold "
    "gives up the Ante. Play anything from Queen-6-4 up; a pair is far better. Press P.",
    "lesson.casino.play.wrong": "Folding would throw away a strong hand. A pair is well above Queen-6-4: press P "
    "to play.",
    "lesson.casino.again": "The dealer held Jack high. The dealer needs Queen high or better to qualify; without "
    "it your Ante is paid 1 to 1 and your Play bet comes back. The Pair Bonus paid 1 to 1 on your pair. "
    "Press D to deal again with the same bets.",
    "lesson.casino.again.wrong": "Leave the bets as they are: press D and the same bets go out again.",
    "lesson.casino.run": "A run, 8-9-10! Besides the Pair Bonus (6 to 1 on a run), the Ante Bonus pays 1 to 1 on "
    "a run whenever you play, win or lose. Press P.",
    "lesson.casino.run.wrong": "A run is a hand to play: the Ante Bonus pays only if you play. Press P.",
    "lesson.casino.third": "The dealer's Queen-7-4 just qualified, and your run beat it: Ante and Play paid 1 to 1, "
    "plus both bonuses. Press D for the last hand.",
    "lesson.casino.third.wrong": "Just press D: the same bets go out again.",
    "lesson.casino.fold": "Jack-7-3 is below Queen-6-4, so folding loses less than playing on average. The Pair "
    "Bonus still pays on your cards alone. Press F to fold.",
    "lesson.casino.fold.wrong": "Playing Jack-7-3 costs more on average than folding: the dealer usually beats it. "
    "Press F.",
    "lesson.casino.done": "Well done. You folded and lost the Ante (the Pair Bonus lost too, with no pair). That is "
    "the whole casino game: Ante, Pair Bonus, Play or Fold, and the Queen-high qualifier.",
    # betting and the stake
    "lesson.betting.title": "Betting and the stake",
    "lesson.betting.about": "The traditional game against Edna, with every hand open: the stake, betting at least "
    "it, raising, and a see.",
    "lesson.betting.look": "At this table everyone plays open, so first look at your cards: press L.",
    "lesson.betting.look.wrong": "Look at your cards first (L): at this table nobody bets without looking.",
    "lesson.betting.bet": "A pair of Kings. Betting starts left of the dealer, with you. There is no check: to "
    "stay in you bet at least the stake, now 1. Press B to bet 1.",
    "lesson.betting.bet.wrong": "Bet just the stake for now: press B to bet 1.",
    "lesson.betting.raise": "Edna bet 4, so the stake is now 4. With a pair of Kings, raise: press R and bet "
    "more than 4. Your bet becomes the new stake.",
    "lesson.betting.raise.wrong": "Your Kings are worth a raise: press R and choose more than 4.",
    "lesson.betting.done": "Edna paid twice the stake to see you. Your hand was shown first; your Kings beat her "
    "Queen high, and the pot is yours.",
    # blind play and looking
    "lesson.blind.title": "Blind play and looking",
    "lesson.blind.about": "You start blind. A blind bet counts double; looking costs no turn, but from then on "
    "you pay the full stake.",
    "lesson.blind.blind": "You have not looked: you are blind. A blind bet counts as twice as much open, so 1 "
    "blind is as good as 2 open. Press B to bet 1 blind.",
    "lesson.blind.blind.wrong": "Stay blind for now, without looking: press B to bet 1 blind.",
    "lesson.blind.look": "Edna looked and bet 2 open. Now look at your cards: press L. Looking does not use your turn.",
    "lesson.blind.look.wrong": "Look first (L): it costs nothing, and then you decide.",
    "lesson.blind.open": "Ace-King-Jack. You are open now, so you must bet at least the stake of 2. Press B to bet 2.",
    "lesson.blind.open.wrong": "Ace high is worth staying in: press B to bet the stake, 2.",
    "lesson.blind.done": "Edna folded and the pot is yours. Blind bets are cheap, but you bet without knowing your "
    "cards.",
    # seeing and the tie
    "lesson.seeing.title": "Seeing, and who loses a tie",
    "lesson.seeing.about": "With two players left, one may pay to see the other. On equal hands the one who sees "
    "loses.",
    "lesson.seeing.look": "Look at your cards first: press L.",
    "lesson.seeing.look.wrong": "Press L to look at your cards first.",
    "lesson.seeing.bet": "A pair of Eights. Bet the stake: press B to bet 1.",
    "lesson.seeing.bet.wrong": "Bet the stake for now: press B to bet 1.",
    "lesson.seeing.tie": "Edna bet 2. With only two of you left you could see her, for twice the stake. But the "
    "one who sees must have a strictly better hand: a tie goes to the player seen. Bet 2 instead (B).",
    "lesson.seeing.tie.wrong": "If you see and the hands are equal, you lose. Bet 2 instead and let Edna decide.",
    "lesson.seeing.done": "Edna saw you. Both of you held Eights with a Six: a tie, so the player seen (you) wins "
    "and the one who saw loses.",
    # you cannot see a blind player
    "lesson.nosee.title": "You cannot see a blind player",
    "lesson.nosee.about": "An open player may not see a blind one: only bet or fold. A blind player may see anybody.",
    "lesson.nosee.look": "Look at your cards: press L.",
    "lesson.nosee.look.wrong": "Press L to look at your cards first.",
    "lesson.nosee.bet": "A flush. Bet the stake: press B to bet 1.",
    "lesson.nosee.bet.wrong": "Bet the stake: press B to bet 1.",
    "lesson.nosee.only_bet": "Edna is still blind, and her bet of 1 counts as 2. Nobody open can see a blind "
    "player, so you have no See: bet or fold. Press B to bet 2.",
    "lesson.nosee.only_bet.wrong": "Against a blind player you may only bet or fold. Your flush is good: bet 2 (B).",
    "lesson.nosee.done": "Edna, still blind, saw you at the blind price, 2. A blind player may see anyone. Your "
    "flush beat her pair of Tens.",
    # covering the pot
    "lesson.cover.title": "Covering the pot",
    "lesson.cover.about": "Short of chips? Cover: put in all you have. The others bet on in a side pot, and your "
    "hand still plays for the main pot.",
    "lesson.cover.look": "You have only 9 chips left after the ante. Look at your cards: press L.",
    "lesson.cover.look.wrong": "Press L to look at your cards first.",
    "lesson.cover.bet": "Three Queens: a prial! Press R and bet 4.",
    "lesson.cover.bet.wrong": "Bet 4 with your prial: press R and choose 4.",
    "lesson.cover.cover": "The stake is 8 and you have 5. Cover: put in everything (C). You can win no more than "
    "you could match, so the rest goes into a side pot for the others.",
    "lesson.cover.cover.wrong": "Don't fold a prial: cover instead (C) and put in your last 5 chips.",
    "lesson.cover.done": "Edna won the side pot between her and Bill; your Queens beat both for the main pot.",
    # the retained blind hand
    "lesson.retained.title": "The retained blind hand",
    "lesson.retained.about": "Win blind when everyone folds, and you may keep the hand unseen for the next deal. "
    "Then you hold two hands and may look at just one.",
    "lesson.retained.blind": "Bet 1 blind without looking: press B.",
    "lesson.retained.blind.wrong": "Stay blind: press B to bet 1 blind.",
    "lesson.retained.keep": "Edna folded: you won blind. You may keep this hand, still unseen, for the next "
    "deal. Press K to keep it.",
    "lesson.retained.keep.wrong": "Keep the hand (K): that is what this lesson is about.",
    "lesson.retained.look": "After the next deal (N) you hold two hands: the new one and the one you kept. "
    "You may look at only one. Look at the kept hand: press K.",
    "lesson.retained.look.wrong": "Look at the kept hand, not the new one: only one may be looked at.",
    "lesson.retained.choose": "Ace-Queen-9. Play this one and the new hand is thrown in; fold it and you play "
    "the new one blind. Keep it (K).",
    "lesson.retained.choose.wrong": "Ace high is worth keeping: press K to keep the kept hand.",
    "lesson.retained.bet": "Now you are open with your kept hand. Bet the stake of 2 (B).",
    "lesson.retained.bet.wrong": "Bet the stake: press B to bet 2.",
    "lesson.retained.done": "Edna folded again. A third hand is never allowed: you keep one, never both.",
    # Four-Card Brag
    "lesson.four.title": "Four-Card Brag",
    "lesson.four.about": "Four cards each. When you look you throw one away to keep your best three; the "
    "discard breaks ties.",
    "lesson.four.look": "Look at your four cards: press L.",
    "lesson.four.look.wrong": "Press L to look first.",
    "lesson.four.discard": "Three Sevens and a Two. Throw away the Two to keep the prial: click it (or press 4), "
    "then D.",
    "lesson.four.discard.wrong": "That breaks up your prial. Throw away the Two of clubs instead.",
    "lesson.four.bet": "Bet the stake: press B to bet 1.",
    "lesson.four.bet.wrong": "Bet the stake for now: press B to bet 1.",
    "lesson.four.raise": "Edna bet 2. A prial is worth more: press R and bet 3 or more.",
    "lesson.four.raise.wrong": "Raise with your prial: press R and choose 3 or more.",
    "lesson.four.done": "Edna folded. In Four-Card Brag your best three count; blind players keep all four.",
    # Five-Card Brag
    "lesson.five.title": "Five-Card Brag",
    "lesson.five.about": "Five cards each. When you look you throw two away to keep your best three.",
    "lesson.five.look": "Look at your five cards: press L.",
    "lesson.five.look.wrong": "Press L to look first.",
    "lesson.five.discard": "9-10-Jack of clubs is a running flush. Throw away the 3 of diamonds and the King of "
    "hearts, then press D.",
    "lesson.five.discard.wrong": "Keep 9-10-Jack of clubs: throw away the 3 of diamonds and the King of hearts.",
    "lesson.five.bet": "Bet the stake: press B to bet 1.",
    "lesson.five.bet.wrong": "Bet the stake for now: press B to bet 1.",
    "lesson.five.call": "Edna bet 2. Bet 2 (B) and let her see you.",
    "lesson.five.call.wrong": "Bet 2 (B): let Edna pay to see your running flush.",
    "lesson.five.done": "Edna saw your running flush and lost with her pair of Aces.",
    # Bastard Brag
    "lesson.bastard.title": "Bastard Brag's board",
    "lesson.bastard.about": "Three cards of your own and three in the middle, turned one at a time, with a "
    "betting round before each. Your best three of all six count.",
    "lesson.bastard.look": "Three cards each, and three face down in the middle. Look at yours: press L.",
    "lesson.bastard.look.wrong": "Press L to look first.",
    "lesson.bastard.bet": "A pair of Kings. Bet the stake: press B to bet 1.",
    "lesson.bastard.bet.wrong": "Bet the stake for now: press B to bet 1.",
    "lesson.bastard.round": "Edna bet 2. Bet 2 (B): the round ends once everyone has answered the stake, and "
    "then a card in the middle turns.",
    "lesson.bastard.round.wrong": "Bet the stake of 2 (B) to end this round.",
    "lesson.bastard.prial": "The King of spades turned: with your two Kings that is a prial, since any three of "
    "the six cards count. Raise: press R and bet 3 or more.",
    "lesson.bastard.prial.wrong": "Your prial of Kings is worth a raise: press R and choose 3 or more.",
    "lesson.bastard.third": "The second card turned. Bet again (B): Edna cannot beat three Kings with these cards.",
    "lesson.bastard.third.wrong": "Keep betting (B): your prial is very strong.",
    "lesson.bastard.last": "The last card turned; this is the final round. Bet once more (B).",
    "lesson.bastard.last.wrong": "Bet once more (B).",
    "lesson.bastard.done": "Edna saw you. Your Kings with the King in the middle beat her best three.",
    # Seven-Card Brag
    "lesson.seven.title": "Seven-Card Brag",
    "lesson.seven.about": "Seven cards, arranged into two hands of three and a discard; each hand is compared "
    "with the others' hand in the same place. Nine- and Thirteen-Card Brag do the same with three and four hands.",
    "lesson.seven.arrange": "Make your two best hands: the three Aces, and King-Queen-Jack of clubs (a running "
    "flush); the Two is the discard. Click the cards in turn, then press Enter to declare.",
    "lesson.seven.arrange.wrong": "Not quite: the three Aces make one hand, King-Queen-Jack of clubs the other, and "
    "the Two is thrown away. Clear (C) and try again.",
    "lesson.seven.done": "You won both comparisons, a scoop. In Nine-Card Brag you make three hands, in "
    "Thirteen-Card Brag four and a discard.",
    # Three-Stake Brag
    "lesson.threestake.title": "Three-Stake Brag",
    "lesson.threestake.about": "Three stakes: the best face-up card, the brag, and the count nearest 31.",
    "lesson.threestake.look": "You put up three stakes. Stake 1 goes to the best face-up card: your King. Look "
    "at your cards: press L.",
    "lesson.threestake.look.wrong": "Press L to look first.",
    "lesson.threestake.bet": "Stake 2 is the brag, played like Three-Card Brag. Bet the stake: press B to bet 1.",
    "lesson.threestake.bet.wrong": "Bet the stake for now: press B to bet 1.",
    "lesson.threestake.raise": "Edna bet 2. Raise: press R and bet 3 or more.",
    "lesson.threestake.raise.wrong": "Raise: press R and choose 3 or more.",
    "lesson.threestake.stand": "Stake 3 goes to the count nearest 31: Aces 11, court cards 10. You have 29. Only "
    "a Two would help and most cards bust you, so stand (S).",
    "lesson.threestake.stand.wrong": "At 29 nearly every card takes you over 31. Stand instead.",
    "lesson.threestake.done": "You won all three stakes: the King face up, the brag when Edna folded, and 29 "
    "against her 15.",
    # Single-Stake Brag
    "lesson.single.title": "Single-Stake Brag",
    "lesson.single.about": "The old game: the dealer's stake, met round the table or dropped, raises everyone "
    "must meet, and three wild braggers.",
    "lesson.single.stake": "You deal, and nobody antes: the dealer puts up the stake before anyone picks up "
    "their cards. Press B to stake 1.",
    "lesson.single.stake.wrong": "Stake just 1 for this lesson: press B.",
    "lesson.single.meet": "Everyone picked up. Edna met your stake and Bill raised it to 3. A raise must be met "
    "by everyone still in, the dealer too, or they drop. You hold a pair of Queens: press B to meet for 2.",
    "lesson.single.meet.wrong": "A pair of Queens is worth staying in: press B to meet the raise for 2.",
    "lesson.single.done": "Edna met too, so the stakes are equal and the hands are shown. The braggers, the Ace "
    "of diamonds, Jack of clubs and 9 of diamonds, are wild: Bill's Jack of clubs made his pair of Queens. "
    "Yours is natural, and a natural hand beats the same hand made with braggers. Runs and flushes count for "
    "nothing here, and on equal hands the first to bet wins.",
    # 3 Card Brag Poker
    "lesson.poker.title": "3 Card Brag Poker",
    "lesson.poker.about": "Blinds instead of antes, bets and raises of a fixed size, half-price calls for a "
    "blind player, a draw, and a showdown.",
    "lesson.poker.call": "No antes: the players left of the dealer post blinds. Heads up, Edna posted the "
    "small blind, 1, and you, the dealer, the big blind, 2. Edna raised: a raise is always the fixed 4 in this "
    "round. You have not looked, so you call at half price: press C to call 2 blind.",
    "lesson.poker.call.wrong": "Stay blind for now: a blind call costs half, 2 instead of 4. Press C.",
    "lesson.poker.look": "Everyone has matched the stake: now the draw. Edna changed two cards. A blind player "
    "must look before changing any: press L.",
    "lesson.poker.look.wrong": "Look first (L): unseen, you could only stand pat.",
    "lesson.poker.draw": "A pair of Queens and a 4. Change the 4: click it, then press D to draw one card.",
    "lesson.poker.draw.wrong": "Keep the pair of Queens and change only the 4 of clubs: click it, then D.",
    "lesson.poker.raise": "You drew the 4 of diamonds: still a pair of Queens. In the second round bets and "
    "raises are twice as big, 8. Edna bet 8. Raise: press R. It costs 16, her 8 and 8 more.",
    "lesson.poker.raise.wrong": "A pair of Queens is worth a raise here: press R. A raise is always the fixed 8.",
    "lesson.poker.done": "Edna called, and every hand still in is shown: she drew two cards to her King and "
    "missed. Your pair of Queens takes the pot; the best Brag hand wins, and equal hands split.",
}
