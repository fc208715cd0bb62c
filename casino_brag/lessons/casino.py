"""The casino lesson: the Ante and the Pair Bonus, the deal, the Play decision, the dealer's
Queen-high qualifier and the bonuses, over three scripted hands on the standard paytable."""

from __future__ import annotations

from casino_brag.lessons.script import Deal, Expect, Lesson, Step

CASINO = Lesson(
    id="casino",
    table="casino",
    deals=(
        Deal({0: "Ks Kd 7c", 1: "Jh 9c 3d"}),  # a pair; the dealer does not qualify
        Deal({0: "8h 9s Td", 1: "Qc 7h 4s"}),  # a run; the dealer qualifies with the least Queen high
        Deal({0: "Jc 7d 3s", 1: "Ah 5c 2d"}),  # below Q-6-4: fold
    ),
    steps=(
        Step("ante", Expect("ante")),
        Step("pair", Expect("pair_bonus")),
        Step("deal", Expect("deal")),
        Step("play", Expect("play")),
        Step("again", Expect("deal")),
        Step("run", Expect("play")),
        Step("third", Expect("deal")),
        Step("fold", Expect("fold")),
    ),
)
