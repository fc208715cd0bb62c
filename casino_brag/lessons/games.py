"""The lessons of the other pub games: Bastard Brag's board, Seven-Card Brag's two hands and
Three-Stake Brag's three stakes."""

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
