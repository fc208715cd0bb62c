"""Helpers for the pub table tests: compact views of the offers and a quick way to play moves."""

from __future__ import annotations

from casino_brag.engine.cards import parse_cards
from casino_brag.engine.errors import IllegalAction
from casino_brag.engine.pub import Action, HouseRules, Table

NAMES5 = ["Andy", "Bill", "Chris", "Dan", "Eddie"]


def offers(table: Table) -> list[str]:
    """The legal actions as short text: "look", "fold", "bet 2-20", "bet 1-10 blind", "see 8"."""
    out = []
    for a in table.legal_actions():
        if a.kind == "bet":
            out.append(f"bet {a.min}-{a.max}" + (" blind" if a.blind else ""))
        elif a.kind in ("see", "cover"):
            out.append(f"{a.kind} {a.cost}")
        elif a.kind == "discard":
            out.append("discard " + " ".join(c.code for c in a.cards))
        else:
            out.append(a.kind + (f" {a.hand}" if a.hand else ""))
    return out


def kinds(table: Table) -> set[str]:
    return {a.kind for a in table.legal_actions()}


def move(table: Table, text: str) -> None:
    """Apply moves written like "look", "bet 4", "fold", "see", "cover", "keep", "discard Kd"."""
    for part in text.split(","):
        word, _, rest = part.strip().partition(" ")
        if word == "bet":
            table.apply(Action.bet(int(rest)))
        elif word == "discard":
            table.apply(Action.discard(parse_cards(rest)))
        elif word in ("look", "keep", "fold"):
            table.apply(Action(word, hand=rest or None))
        else:
            table.apply(Action(word))


def table_with(
    hands: dict[int, str] | None = None,
    n: int = 4,
    chips: int | list[int] = 100,
    dealer: int | None = None,
    **rules: object,
) -> Table:
    """A table whose first hand is dealt, seat 0 to act first unless `dealer` says otherwise.

    The maximum stake is 20 unless given, so the offers are easy to read.
    """
    names = [*NAMES5, "Fay", "Gus", "Hal"][:n]
    rules.setdefault("max_stake", 20)
    table = Table(names, chips, HouseRules(**rules), seed=7, dealer=n - 1 if dealer is None else dealer)
    table.start_hand(hands)
    return table


def bastard_with(
    hands: dict[int, str],
    community: str | None = None,
    n: int = 3,
    chips: int | list[int] = 100,
    dealer: int | None = None,
    **rules: object,
) -> Table:
    """A Bastard Brag table with its first hand dealt, seat 0 to act first unless `dealer` says otherwise."""
    names = [*NAMES5, "Fay", "Gus", "Hal"][:n]
    rules_ = HouseRules(variant="bastard", **rules)
    table = Table(names, chips, rules_, seed=11, dealer=n - 1 if dealer is None else dealer)
    table.start_hand(hands, community)
    return table


def shown_cards(table: Table) -> dict[int, str]:
    """The three counting cards of each shown hand, as text in the order chosen."""
    return {s.seat: " ".join(c.code for c in s.cards) for s in table.result.showdown}


def same_table(resumed: Table, table: Table) -> None:
    """A resumed table is the saved one as far as anyone at it can tell: the same chips, cards in
    front of each player and in the middle, pots, turn and offers, and the same cards in the pack
    (whose order is shuffled afresh on resume, with any blind hand waiting between hands)."""
    n = len(table.names)
    assert (resumed.names, resumed.rules, resumed.standings()) == (table.names, table.rules, table.standings())
    assert (resumed.chips, resumed.dealer, resumed.hand_number, resumed.hand_over, resumed.session_over) == (
        table.chips,
        table.dealer,
        table.hand_number,
        table.hand_over,
        table.session_over,
    )
    assert (resumed.to_act, resumed.retain_offer, resumed.offers, resumed.pot, resumed.pots) == (
        table.to_act,
        table.retain_offer,
        table.offers,
        table.pot,
        table.pots,
    )
    if table.hand_over:  # a blind hand waiting for the next deal is dealt afresh with the pack
        assert [list(resumed.cards_of(s)) for s in range(n)] == [list(table.cards_of(s)) for s in range(n)]
        unseen = [c.code for s in range(n) for cards in table.cards_of(s).values() for c in cards]
        again = [c.code for s in range(n) for cards in resumed.cards_of(s).values() for c in cards]
        assert sorted(again + [c.code for c in resumed.pack]) == sorted(unseen + [c.code for c in table.pack])
    else:
        assert [resumed.cards_of(s) for s in range(n)] == [table.cards_of(s) for s in range(n)]
        assert sorted(c.code for c in resumed.pack) == sorted(c.code for c in table.pack)
    if not table.hand_over:
        assert (resumed.stake, resumed.statuses, resumed.round, resumed.community_dealt, resumed.community_cards) == (
            table.stake,
            table.statuses,
            table.round,
            table.community_dealt,
            table.community_cards,
        )
        assert [resumed.put_in(s) for s in table.hand_seats] == [table.put_in(s) for s in table.hand_seats]


def hand_as_seen(table: Table, seat: int = 0) -> list[object]:
    """The events of the hand in play (or the last) as `seat` knows them, without the cut, whose
    depth follows the fresh shuffle of a resumed pack."""
    from casino_brag.engine.pub.events import PackCut

    return [e for e in table.events_for(seat, table.hand_start) if not isinstance(e, PackCut)]


def try_anything(machine, action: Action) -> None:
    """A state machine's probe of any action at all: a legal one is played through the machine's
    own `_apply`; any other must be refused with a reason and leave `_snapshot()` as it was."""
    table = machine.table
    if table.is_legal(action):
        machine._apply(action)
        return
    before = machine._snapshot()
    try:
        table.apply(action)
    except IllegalAction as exc:
        assert exc.reason
    else:
        raise AssertionError(f"{action} was applied although it was not legal")
    assert machine._snapshot() == before


def cards_held(table: Table) -> list:
    """Every card in front of a player, each of their hands in turn, seat by seat."""
    return [c for s in range(len(table.names)) for cards in table.cards_of(s).values() for c in cards]
