"""The pub lessons, heads-up against one scripted opponent unless a rule needs more: betting and
the stake, blind play and looking, seeing and the tie, the blind player nobody may see, covering,
the retained blind hand, and the Four- and Five-Card discards."""

from __future__ import annotations

from casino_brag.lessons.script import Deal, Expect, Lesson, Step

OPEN_ONLY = {"blind_play": False}

BETTING = Lesson(
    id="betting",
    table="pub",
    rules=OPEN_ONLY,
    deals=(Deal({0: "Kh Kd 5s", 1: "Qc Td 4h"}),),
    moves={1: ("look", "bet 4", "see")},
    steps=(
        Step("look", Expect("look")),
        Step("bet", Expect("bet", amount=1)),
        Step("raise", Expect("bet", least=5)),
    ),
)

BLIND = Lesson(
    id="blind",
    table="pub",
    deals=(Deal({0: "Ac Kd Js", 1: "9h 6c 3d"}),),
    moves={1: ("look", "bet 2", "fold")},
    steps=(
        Step("blind", Expect("bet", amount=1)),
        Step("look", Expect("look")),
        Step("open", Expect("bet", amount=2)),
    ),
)

SEEING = Lesson(
    id="seeing",
    table="pub",
    deals=(Deal({0: "8h 8d 6c", 1: "8s 8c 6d"}),),
    moves={1: ("look", "bet 2", "see")},
    steps=(
        Step("look", Expect("look")),
        Step("bet", Expect("bet", amount=1)),
        Step("tie", Expect("bet", amount=2)),
    ),
)

NO_SEE = Lesson(
    id="nosee",
    table="pub",
    deals=(Deal({0: "Qs Js 4s", 1: "Td Tc 2h"}),),
    moves={1: ("bet 1", "see")},
    steps=(
        Step("look", Expect("look")),
        Step("bet", Expect("bet", amount=1)),
        Step("only_bet", Expect("bet", amount=2)),
    ),
)

COVER = Lesson(
    id="cover",
    table="pub",
    opponents=("edna", "bill"),
    chips=(10, 100, 100),
    dealer=2,
    deals=(Deal({0: "Qs Qd Qh", 1: "Ah Kh 4h", 2: "7c 7d Ks"}),),
    moves={1: ("look", "bet 8", "bet 8"), 2: ("look", "bet 8", "see")},
    steps=(
        Step("look", Expect("look")),
        Step("bet", Expect("bet", amount=4)),
        Step("cover", Expect("cover")),
    ),
)

RETAINED = Lesson(
    id="retained",
    table="pub",
    deals=(
        Deal({0: "Ad Qc 9h", 1: "Jd 8s 3c"}),
        Deal({0: "6c 5h 2s", 1: "Kc Ks 9d"}),
    ),
    moves={1: ("look", "fold", "look", "bet 2", "fold")},
    steps=(
        Step("blind", Expect("bet", amount=1)),
        Step("keep", Expect("keep")),
        Step("look", Expect("look", hand="retained")),
        Step("choose", Expect("keep", hand="retained")),
        Step("bet", Expect("bet", amount=2)),
    ),
)

FOUR_CARD = Lesson(
    id="four",
    table="pub",
    rules={"variant": "four-card"},
    deals=(Deal({0: "7h 7s 7d 2c", 1: "Ac Jd 8s 5h"}),),
    moves={1: ("look", "discard 5h", "bet 2", "fold")},
    steps=(
        Step("look", Expect("look")),
        Step("discard", Expect("discard", cards="2c")),
        Step("bet", Expect("bet", amount=1)),
        Step("raise", Expect("bet", least=3)),
    ),
)

FIVE_CARD = Lesson(
    id="five",
    table="pub",
    rules={"variant": "five-card"},
    deals=(Deal({0: "9c Tc Jc 3d Kh", 1: "As Ad 6c 5h 2s"}),),
    moves={1: ("look", "discard 5h 2s", "bet 2", "see")},
    steps=(
        Step("look", Expect("look")),
        Step("discard", Expect("discard", cards="3d Kh")),
        Step("bet", Expect("bet", amount=1)),
        Step("call", Expect("bet", amount=2)),
    ),
)
