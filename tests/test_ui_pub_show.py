"""The choreography shows the table as it is: once it has caught up, every player has exactly the
hands and cards the table says, your face-up cards are ones you may know, and the figures are
the table's. Random sessions, kept blind hands and folded hands included."""

from hypothesis import given, settings
from hypothesis import strategies as st

from casino_brag.engine.pub import Action, HouseRules, Table
from casino_brag.engine.pub.events import HandShown, Looked
from casino_brag.save.pub_book import HUMAN
from casino_brag.ui.pub.session import snapshot
from casino_brag.ui.pub.show import Show


def check(show: Table, table: Table, known: set) -> None:
    t = show.end
    assert show.figures(t) == snapshot(table)
    for seat in range(len(table.names)):
        present = [c for c in show.cards if c.seat == seat and c.present(t)]
        hands = {c.hand for c in present}
        status = table.status(seat)
        if not table.hand_over and status in ("blind", "open", "covered"):
            assert len(hands) == table.hands_held(seat), (seat, hands)
            for hand in hands:
                assert sum(c.hand == hand for c in present) == table.game.dealt
        elif not table.hand_over:
            assert not present, (seat, status)
        if seat == HUMAN:
            for sprite in present:
                if sprite.shown(t):
                    assert sprite.face in known


@settings(deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    seats=st.integers(2, 6),
    chips=st.sampled_from([8, 30, 100]),
    variant=st.sampled_from(["three-card", "four-card", "five-card"]),
    moves=st.randoms(use_true_random=False),
)
def test_the_screen_shows_the_hands_the_table_has(seed, seats, chips, variant, moves):
    table = Table([f"P{i}" for i in range(seats)], chips, HouseRules(variant=variant, session_hands=8), seed=seed)
    show = Show(table.names, table.rules.ranking, snapshot(table), dealt=table.game.dealt)
    known: set = set()
    cursor = 0

    def tell():
        nonlocal cursor
        fresh = [e.seen_by(HUMAN) for e in table.events_since(cursor)]
        cursor = len(table.events)
        events = [e for e in fresh if e is not None]
        for event in events:
            if isinstance(event, Looked) and event.cards:
                known.update(event.cards)
            if isinstance(event, HandShown):
                known.update(event.cards + event.discards)
        show.tell(events, snapshot(table), show.end, 0.0)

    tell()
    for _ in range(150):
        deciding = table.retain_offer if table.hand_over else table.to_act
        if deciding is None:
            if table.session_over:
                break
            table.start_hand()
        else:
            offer = moves.choice(table.legal_actions())
            if offer.kind == "bet":
                offer = Action.bet(min(offer.max, offer.min + moves.choice([0, 0, 2])))
            if offer.kind == "keep" and table.hand_over:
                offer = moves.choice([offer, offer, Action.fold()])
            table.apply(offer)
        tell()
        check(show, table, known)
        show.prune(show.end)


def test_a_resumed_table_lays_out_a_kept_blind_hand_and_deals_beside_it():
    table = Table(["You", "Ada", "Bob"], 50, HouseRules(), seed=3, dealer=2)
    table.start_hand()
    table.apply(Action.bet(1))
    table.apply(Action.fold())
    table.apply(Action.fold())
    table.apply(Action.keep())
    show = Show(table.names, table.rules.ranking, snapshot(table))
    show.lay_out([(seat, hand, len(cards)) for seat in range(3) for hand, cards in table.cards_of(seat).items()])
    assert show.hands_of(HUMAN, 0.0) == ["retained"]
    cursor = len(table.events)
    table.start_hand()
    events = [e.seen_by(HUMAN) for e in table.events_since(cursor)]
    show.tell([e for e in events if e is not None], snapshot(table), 0.0, 0.0)
    check(show, table, set())
    assert show.hands_of(HUMAN, show.end) == ["retained", "new"]
