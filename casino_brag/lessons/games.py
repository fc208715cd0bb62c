"""The lessons of the other pub games: Bastard Brag's board, Seven-Card Brag's two hands,
Three-Stake Brag's three stakes, Single-Stake Brag's stake met round the table with its braggers,
and 3 Card Brag Poker's blinds, fixed limits and draw."""

from __future__ import annotations

from casino_brag.lessons.script import Deal, Expect, Lesson, Step

BASTARD = Lesson(
    id="bastard",
    table="pub",
    rules={"variant": "bastard"},
    deals=(Deal({0: "Kh Kd 6s", 1: "Qc 9d 4h"}, community="Ks 7c 2d"),),
    moves={1: ("look", "bet 2", "call", "call", "see")},
    steps=(
        Step("look", Expect("look")),
        Step("bet", Expect("bet", amount=1)),
        Step("round", Expect("bet", amount=2)),
        Step("prial", Expect("bet", least=3)),
        Step("third", Expect("bet")),
        Step("last", Expect("bet")),
    ),
)

SEVEN = Lesson(
    id="seven",
    table="pub",
    rules={"variant": "seven-card"},
    deals=(Deal({0: "As Ah Ad Kc Qc Jc 2d", 1: "9s 9h 5c 6d 7h Tc 3s"}),),
    moves={1: ("arrange 9s 9h Tc 5c 6d 7h 3s",)},
    steps=(Step("arrange", Expect("arrange", cards="As Ah Ad | Kc Qc Jc | 2d")),),
)

THREE_STAKE = Lesson(
    id="threestake",
    table="pub",
    rules={"variant": "three-stake"},
    deals=(Deal({0: "Td 9c Kh", 1: "4s 3h 8d"}),),
    moves={1: ("look", "bet 2", "fold", "stand")},
    steps=(
        Step("look", Expect("look")),
        Step("bet", Expect("bet", amount=1)),
        Step("raise", Expect("bet", least=3)),
        Step("stand", Expect("stand")),
    ),
)

SINGLE_STAKE = Lesson(
    id="single",
    table="pub",
    rules={"variant": "single-stake"},
    opponents=("edna", "bill"),
    dealer=0,
    deals=(Deal({0: "Qh Qd 5c", 1: "Ts 8c 4h", 2: "Qs Jc 8h"}),),  # Bill's pair is made with a bragger
    moves={1: ("bet 1", "call"), 2: ("bet 3",)},
    steps=(
        Step("stake", Expect("bet", amount=1)),
        Step("meet", Expect("bet", amount=2)),
    ),
)

POKER = Lesson(
    id="poker",
    table="pub",
    rules={"variant": "brag-poker"},
    dealer=0,
    deals=(Deal({0: "Qh Qd 4c", 1: "Ks 9h 6d"}),),  # you draw the 4 of diamonds, Edna the 2 of clubs and 6 of hearts
    moves={1: ("look", "raise", "discard 9h 6d", "bet 8", "call")},
    steps=(
        Step("call", Expect("call")),
        Step("look", Expect("look")),
        Step("draw", Expect("discard", cards="4c")),
        Step("raise", Expect("raise")),
    ),
)
