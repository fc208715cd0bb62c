"""A pub table's checkpoint: the state between hands that a saved session keeps instead of a seed.

It holds what the players could all see at the table: each seat's chips, a pot carried to the
next deal, the dealer, the hands played, whether a shuffle is due, and who has a blind hand in
front of them for the next deal (and whose choice it is to keep one). It never holds the order
of the pack, nor between hands the faces of a blind hand nobody has seen: when a table is
restored, those cards are shuffled with fresh randomness and the blind hands dealt again from
them, so nothing saved says what a later deal will bring, and no edit of it can choose one. Only
the checkpoint taken as a hand is dealt names the blind hands' cards, since that hand resumes
with the same cards. Restoring checks every value as strictly as a paytable is checked and names
the first one that is wrong.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from casino_brag.engine.cards import Card, cards_text, pack_cards, parse_cards
from casino_brag.engine.pub.actions import HandName
from casino_brag.engine.pub.pack import PubPack
from casino_brag.engine.pub.pots import Pots
from casino_brag.engine.pub.seats import Holding

if TYPE_CHECKING:
    from casino_brag.engine.pub.state import TableState

KEYS = ("chips", "carried", "dealer", "hands", "shuffle_due", "retain_offer", "held", "pack")
HAND_NAMES: tuple[HandName, ...] = ("new", "retained")


def capture(state: TableState, faces: bool = False) -> dict[str, Any]:
    """The table as it stands between hands (JSON-ready). The pack appears only as its size, and a
    blind hand in front of a player by name only, unless `faces` (a hand about to be dealt, which
    will resume with these very cards)."""
    seats = state._seats
    held: dict[str, Any] = {
        str(i): {n: cards_text(h.cards) for n, h in s.holdings.items()} if faces else list(s.holdings)
        for i, s in enumerate(seats)
        if s.holdings
    }
    return {
        "chips": [s.chips for s in seats],
        "carried": state._pots.total,
        "dealer": state._dealer,
        "hands": state._hand_number,
        "shuffle_due": state._shuffle_due,
        "retain_offer": state._retain_offer,
        "held": held,
        "pack": len(state._pack),
        **({"circle": [state._circle_left, state._last_chooser]} if state.rules.dealers_choice else {}),
        **({"debts": [[b, lender, n] for (b, lender), n in sorted(state._debts.items())]} if state._debts else {}),
    }


def _whole(value: object, what: str, low: int = 0, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low or (high is not None and value > high):
        limit = f"{low}..{high}" if high is not None else f"{low} or more"
        raise ValueError(f"{what} must be a whole number {limit}, not {value!r}")
    return value


def _held(value: object, seats: int, dealt: int, faces: bool) -> dict[int, dict[HandName, tuple[Card, ...]]]:
    """Seat -> hand name -> cards; with no `faces` the cards are left empty, to be dealt afresh."""
    if not isinstance(value, Mapping):
        raise ValueError("held must be an object of seats")
    held: dict[int, dict[HandName, tuple[Card, ...]]] = {}
    shape = "an object of hands and their cards" if faces else "a list of its hands"
    for key, hands in value.items():
        if not isinstance(key, str) or not key.isdigit() or int(key) >= seats:
            raise ValueError(f"held names seat {key!r}, which is not at the table")
        if not isinstance(hands, Mapping if faces else list) or not hands:
            raise ValueError(f"held seat {key} must be {shape}")
        if any(name not in HAND_NAMES for name in hands) or len(set(hands)) != len(hands):
            raise ValueError(f"held seat {key} must name its hands as new or retained")
        parsed: dict[HandName, tuple[Card, ...]] = {}
        for name in hands:  # in the order they lie in front of the player
            cards = hands[name] if isinstance(hands, Mapping) else None
            parsed[name] = parse_cards(cards) if isinstance(cards, str) else ()
            if faces and len(parsed[name]) != dealt:
                raise ValueError(f"held seat {key} {name} must be {dealt} cards, not {cards!r}")
        held[int(key)] = parsed
    return held


def _debts(value: object, seats: int) -> dict[tuple[int, int], int]:
    """Chips lent and still owed (`short_of_chips = "lend"`): [[borrower, lender, amount], ...]."""
    if not isinstance(value, list):
        raise ValueError("debts must be a list of [borrower, lender, amount]")
    debts: dict[tuple[int, int], int] = {}
    for item in value:
        if not isinstance(item, list) or len(item) != 3:
            raise ValueError("each debt must be [borrower, lender, amount]")
        borrower, lender = _whole(item[0], "borrower", 0, seats - 1), _whole(item[1], "lender", 0, seats - 1)
        debts[(borrower, lender)] = _whole(item[2], "a debt", 1)
    return debts


def restore(state: TableState, checkpoint: object, rng: random.Random, faces: bool = False) -> None:
    """Put a freshly built table (its session's players, starting chips and rules) in the state
    `checkpoint` describes, shuffling the pack with `rng` and dealing blind hands from it, unless
    `faces` (a checkpoint taken at a deal) gives their cards. ValueError names what is wrong."""
    if not isinstance(checkpoint, Mapping):
        raise ValueError("the table must be an object")
    unknown = sorted(set(checkpoint) - set(KEYS) - {"circle", "debts"})
    missing = [k for k in KEYS if k not in checkpoint]
    if unknown or missing:
        raise ValueError(f"unknown table entry {unknown[0]!r}" if unknown else f"the table lacks {missing[0]!r}")
    seats = state._seats
    n = len(seats)
    chips = checkpoint["chips"]
    if not isinstance(chips, list) or len(chips) != n:
        raise ValueError(f"chips must list {n} stacks")
    stacks = [_whole(c, "chips") for c in chips]
    carried = _whole(checkpoint["carried"], "carried", 0, sum(state._starting))
    if sum(stacks) + carried != sum(state._starting):
        raise ValueError(
            f"the chips and the pot add up to {sum(stacks) + carried:,}, not the {sum(state._starting):,} "
            "the players began with"
        )
    limit = state.rules.session_hands
    hands = _whole(checkpoint["hands"], "hands", 0, limit if limit is not None else 10**9)
    dealer = _whole(checkpoint["dealer"], "dealer", 0, n - 1)
    shuffle_due = checkpoint["shuffle_due"]
    if not isinstance(shuffle_due, bool):
        raise ValueError(f"shuffle_due must be true or false, not {shuffle_due!r}")
    dealt = state.game.dealt
    held = _held(checkpoint["held"], n, dealt, faces)
    offer = checkpoint["retain_offer"]
    if offer is not None and _whole(offer, "retain_offer", 0, n - 1) not in held:
        raise ValueError(f"seat {offer} is offered a blind hand it does not hold")
    if any(seat != offer and list(hands_of) != ["retained"] for seat, hands_of in held.items()):
        raise ValueError("only a retained blind hand stays in front of a player between hands")
    cards = [c for hands_of in held.values() for group in hands_of.values() for c in group]
    if len(set(cards)) != len(cards):
        raise ValueError("held hands give the same card twice")
    size = len(pack_cards(state.rules.jokers)) - dealt * sum(len(hands_of) for hands_of in held.values())
    _whole(checkpoint["pack"], "pack", size, size)
    for st, count in zip(seats, stacks, strict=True):
        st.chips = count
    if hands == 0 and not state._can_play(dealer):
        raise ValueError(f"dealer {dealer} has no chips to deal the first hand")
    pack = PubPack(state.rules.jokers)
    pack.take_out(cards)
    pack.shuffle(rng)
    for seat, hands_of in held.items():
        seats[seat].holdings = {name: Holding(group or pack.draw(dealt)) for name, group in hands_of.items()}
    state._pack = pack
    state._pots = Pots()
    if carried:  # a pot nobody won waits in the middle for the next deal (Seven-Card Brag)
        state._pots.add(carried)
    state._dealer, state._hand_number = dealer, hands
    state._shuffle_due, state._retain_offer = shuffle_due, offer
    state._debts = _debts(checkpoint.get("debts", []), n)
    if "circle" in checkpoint:  # deals left before the next choice of game, and the last to choose
        circle = checkpoint["circle"]
        if not isinstance(circle, list) or len(circle) != 2:
            raise ValueError("circle must be the deals left and the last to choose")
        state._circle_left = _whole(circle[0], "circle", 0, n)
        state._last_chooser = None if circle[1] is None else _whole(circle[1], "last chooser", 0, n - 1)
    state._history_start = state._hand_start = len(state._events)
    state._seats_changed()
