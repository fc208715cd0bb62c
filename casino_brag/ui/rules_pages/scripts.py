"""The illustrations of the Pub Brag rules page, replayed on the real table.

Each illustration is a script of moves at a `Table` with fixed hands; `replay` applies it one
step at a time and keeps, after each step, what the miniature table shows: the stake, the prices
a blind and an open player must pay, the pots, what each player has put in, and what the next
player may do. Every figure comes from the engine playing the moves, none is written by hand.
The first two are seed 003's betting examples, round for round; no pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from casino_brag.engine.cards import Card
from casino_brag.engine.pub import Action, HouseRules, Table
from casino_brag.engine.pub.betting import BettingRound
from casino_brag.engine.pub.events import (
    BetPlaced,
    Covered,
    Event,
    Folded,
    HandRetained,
    HandStarted,
    Looked,
    PotAwarded,
    Saw,
)
from casino_brag.engine.pub.seats import Status

NAMES = ("Andy", "Bill", "Chris", "Dan", "Eddie")


@dataclass(frozen=True)
class Script:
    """An illustration: the table, the hands dealt (one mapping per deal) and the steps, each a
    few moves written like "look, bet 2" or "fold new"; `notes` explain chosen steps (by index,
    0 being the deal)."""

    key: str
    names: tuple[str, ...]
    dealer: int
    deals: tuple[dict[int, str], ...]
    steps: tuple[str, ...]
    chips: tuple[int, ...] = ()
    notes: dict[int, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Frame:
    """The miniature table after one step."""

    hand: int
    round: int
    """The betting round, counted as the seed counts it: once round the players still in."""
    seat: int | None
    events: tuple[Event, ...]
    stake: int
    open_price: int
    blind_price: int
    pots: tuple[int, ...]
    put_in: tuple[int, ...]
    chips: tuple[int, ...]
    statuses: tuple[Status, ...]
    held: tuple[int, ...]
    shown: dict[int, tuple[Card, ...]]
    to_act: int | None
    offers: tuple[Action, ...]
    hand_over: bool
    note: str

    @property
    def pot(self) -> int:
        return sum(self.pots)

    def cell(self) -> tuple[str, int] | None:
        """The step as a cell of the seed's table: ("bet" | "blind" | "see" | "fold" | "cover", chips)."""
        for event in self.events:
            if isinstance(event, BetPlaced):
                return ("blind" if event.blind else "bet", event.amount)
            if isinstance(event, Saw):
                return ("see", event.cost)
            if isinstance(event, Covered):
                return ("cover", event.amount)
            if isinstance(event, Folded) and event.hand is None:
                return ("fold", 0)
        return None

    def awards(self) -> tuple[PotAwarded, ...]:
        return tuple(e for e in self.events if isinstance(e, PotAwarded))


LIMIT_20 = HouseRules(max_stake=20)

OPEN_EXAMPLE = Script(
    "open",
    NAMES,
    dealer=4,
    deals=({0: "Ah Ad 4c", 1: "2c 7d 9s", 2: "Kc Qd 3s", 3: "5c 6h 8d", 4: "Js Jc 2d"},),
    steps=(
        *("look, bet 1", "look, bet 1", "look, bet 1", "look, fold", "look, bet 2"),
        *("bet 2",) * 8,
        *("bet 2", "fold", "bet 2", "bet 5"),
        *("bet 5",) * 6,
        *("bet 5", "fold", "bet 10"),
        *("bet 10",) * 4,
        "see",
    ),
    notes={0: "deal", 5: "raise", 6: "stays", 17: "pace", 18: "nerve", 25: "two_left", 31: "see"},
)
"""Seed 003's betting example between five players: all open, Andy pays 20 to see."""

BLIND_EXAMPLE = Script(
    "blind",
    NAMES,
    dealer=4,
    deals=({0: "Kc 9d 4h", 1: "8s 8d 3c", 2: "8c 8h 3d", 3: "Qh Jd 2s", 4: "7s 6d 4c"},),
    steps=(
        *("look, bet 1", "bet 1", "look, bet 2", "bet 1", "look, bet 2"),
        *("bet 2", "bet 1", "bet 2", "bet 1", "bet 2") * 2,
        *("bet 2", "bet 1", "bet 4", "bet 2", "fold"),
        *("bet 4", "bet 5", "bet 10", "fold"),
        *("fold", "bet 5", "bet 10"),
        *("bet 5", "bet 10"),
        "see",
    ),
    notes={
        0: "deal",
        2: "blind_counts",
        18: "blind_raise",
        20: "blind_cheap",
        22: "blind_ten",
        25: "no_see",
        30: "blind_see",
    },
)
"""Seed 003's blind betting example: Bill and Dan blind; Chris may not see blind Bill."""

SEE_EXAMPLE = Script(
    "see",
    ("Dan", "Eddie"),
    dealer=1,
    deals=({0: "9c 9h 4d", 1: "Kd Qs 7c"},),
    steps=("bet 1", "look, bet 4", "bet 2", "bet 4", "see"),
    notes={0: "see_intro", 2: "see_open_cannot", 5: "see_blind_pays"},
)
"""A blind player against an open one: only the blind player may see, for twice the blind stake."""

COVER_EXAMPLE = Script(
    "cover",
    NAMES[:4],
    dealer=3,
    chips=(100, 3, 100, 100),
    deals=({0: "Qs Qd 7h", 1: "Ah Ad 2c", 2: "Kc Kh 3s", 3: "4h 4s Jc"},),
    steps=("look, bet 6", "cover", "look, bet 6", "look, fold", "bet 6", "see"),
    notes={0: "cover_intro", 2: "cover_closed", 3: "cover_side", 6: "cover_won"},
)
"""Bill is short of chips and covers: the pot closes, and the others bet on into a side pot."""

RETAIN_EXAMPLE = Script(
    "retain",
    NAMES[:3],
    dealer=2,
    deals=({0: "Kc Kd 3h", 1: "2c 5d 9h", 2: "4s 7s Jd"}, {0: "7d 5c 2h", 1: "Qc Js 6d", 2: "9s 9d Ac"}),
    steps=(
        *("bet 1", "look, fold", "look, fold", "keep"),
        "deal",
        *("look, bet 2", "look, bet 2", "look new", "fold new", "bet 1", "fold", "fold"),
    ),
    notes={
        0: "retain_intro",
        3: "retain_won",
        4: "retain_kept",
        5: "retain_two",
        8: "retain_look",
        9: "retain_fold",
        12: "retain_again",
    },
)
"""The retained blind hand: Andy wins blind, keeps the hand, and plays it against a new one."""

SCRIPTS = (OPEN_EXAMPLE, BLIND_EXAMPLE, SEE_EXAMPLE, COVER_EXAMPLE, RETAIN_EXAMPLE)


def _action(text: str) -> Action:
    word, _, rest = text.strip().partition(" ")
    if word == "bet":
        return Action.bet(int(rest))
    if word in ("look", "keep", "fold"):
        return Action(word, hand=rest or None)  # type: ignore[arg-type]
    return Action(word)  # type: ignore[arg-type]


def replay(script: Script) -> tuple[Frame, ...]:
    """The script played at a real table: the deal, then one frame per step."""
    chips = list(script.chips) if script.chips else 100
    table = Table(list(script.names), chips, LIMIT_20, seed=3, dealer=script.dealer)
    deals = iter(script.deals)
    table.start_hand(next(deals))
    frames = [_frame(table, script, 0, None, tuple(table.events[table.hand_start :]), 1)]
    order = list(table.hand_seats)
    last = -1
    round_ = 1
    for index, step in enumerate(script.steps, 1):
        start = len(table.events)
        seat = table.to_act if not table.hand_over else table.retain_offer
        if step == "deal":
            table.start_hand(next(deals))
            order, last, round_, seat = list(table.hand_seats), -1, 1, None
        else:
            assert seat is not None
            place = order.index(seat)
            if place < last and not table.hand_over:  # keeping a hand won blind is no betting round
                round_ += 1
            last = place
            for move in step.split(","):
                table.apply(_action(move))
        frames.append(_frame(table, script, index, seat, tuple(table.events[start:]), round_))
    return tuple(frames)


def _frame(table: Table, script: Script, index: int, seat: int | None, events: tuple[Event, ...], round_: int) -> Frame:
    betting = BettingRound(stake=table.stake)
    result = table.result if table.hand_over else None
    return Frame(
        hand=table.hand_number,
        round=round_,
        seat=seat,
        events=events,
        stake=table.stake,
        open_price=betting.open_minimum(table.rules),
        blind_price=betting.blind_minimum(table.rules),
        pots=tuple(p.amount for p in table.pots),
        put_in=tuple(table.put_in(s) for s in range(len(script.names))),
        chips=table.chips,
        statuses=table.statuses,
        held=tuple(table.hands_held(s) for s in range(len(script.names))),
        shown=dict(result.shown) if result is not None else {},
        to_act=None if table.hand_over else table.to_act,
        offers=() if table.hand_over else table.offers,
        hand_over=table.hand_over,
        note=script.notes.get(index, ""),
    )


def looked(frame: Frame) -> tuple[int, ...]:
    """The seats that looked at a hand in this step."""
    return tuple(e.seat for e in frame.events if isinstance(e, Looked))


def kept(frame: Frame) -> bool:
    return any(isinstance(e, HandRetained) for e in frame.events)


def dealt(frame: Frame) -> bool:
    return any(isinstance(e, HandStarted) for e in frame.events)
