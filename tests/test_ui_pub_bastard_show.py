"""Bastard Brag on screen, without a window: the community cards the choreography shows are the
table's (never a face still down), the betting round is the table's, a showdown marks exactly the
cards each hand used and lights the board cards the winners used, a split pot's chips go to every
winner, and the result is said in words."""

from hypothesis import given, settings
from hypothesis import strategies as st

from casino_brag.engine.cards import parse_cards
from casino_brag.engine.pub import Action, HouseRules, Table
from casino_brag.engine.pub.events import CommunityCardTurned, HandShown, Looked
from casino_brag.save.pub_book import HUMAN
from casino_brag.ui.pub import layout as L
from casino_brag.ui.pub import words
from casino_brag.ui.pub.bastard.board_view import round_marks
from casino_brag.ui.pub.session import snapshot
from casino_brag.ui.pub.show import NEVER, Show

SWITCHES = st.fixed_dictionaries(
    {
        "community_cards": st.sampled_from([3, 4]),
        "wild": st.sampled_from(["none", "twos", "one-eyed-jacks"]),
        "stud": st.booleans(),
        "blind_bastard": st.booleans(),
    }
)


def show_for(table: Table) -> Show:
    rules = table.rules
    return Show(
        table.names,
        rules.ranking,
        snapshot(table),
        dealt=rules.cards_dealt,
        community=rules.community,
    )


class Watcher:
    """Tells the show what you may know of each move, as the scene does."""

    def __init__(self, table: Table, show: Show, scale: float = 0.0) -> None:
        self.table, self.show, self.scale = table, show, scale
        self.cursor = 0
        self.known: set = set()

    def tell(self) -> list:
        fresh = [e.seen_by(HUMAN) for e in self.table.events_since(self.cursor)]
        self.cursor = len(self.table.events)
        events = [e for e in fresh if e is not None]
        for event in events:
            if isinstance(event, Looked) and event.cards:
                self.known.update(event.cards)
            if isinstance(event, HandShown):
                self.known.update(event.own + event.cards)
            if isinstance(event, CommunityCardTurned):
                self.known.add(event.card)
        self.show.tell(events, snapshot(self.table), self.show.end, self.scale)
        return events


def check_board(show: Show, table: Table, known: set) -> None:
    t = show.end
    board = show.board
    present = sorted(board.present(t), key=lambda c: c.index)
    faces = [c.face for c in present if c.face is not None]
    assert set(faces) <= known, "a community card shown before it was turned"
    if not table.hand_over:
        assert [c.index for c in present] == list(range(table.community_size))
        assert tuple(c.face for c in present if c.turning(t)[1]) == table.community_cards
        assert board.face_up(t) == table.community_cards
        mark = board.round_at(t)
        if table.to_act is not None:
            assert mark is not None and (mark.round, mark.rounds) == (table.betting_round, table.betting_rounds)
    else:
        result = table.result
        assert tuple(faces) == result.community
        shown = {s.seat: s for s in result.showdown}
        for seat, hand in shown.items():
            mine = [c for c in show.cards if c.seat == seat and c.present(t)]
            used = {c.face for c in mine if c.used_at <= t}
            assert used == set(hand.own_used), (seat, used, hand)
            assert all(c.used_at <= t or c.unused_at <= t or c.discard_at <= t for c in mine)
        winners = [s for s in result.winners if s in shown]
        if winners and result.how != "fold":
            assert board.lit(t) == {c for s in winners for c in shown[s].community_used}


@settings(deadline=None, max_examples=25)
@given(
    seed=st.integers(0, 2**32 - 1),
    seats=st.integers(2, 6),
    chips=st.sampled_from([10, 40, 100]),
    switches=SWITCHES,
    moves=st.randoms(use_true_random=False),
)
def test_the_screen_shows_the_board_the_table_has(seed, seats, chips, switches, moves):
    table = Table(
        [f"P{i}" for i in range(seats)], chips, HouseRules(variant="bastard", session_hands=6, **switches), seed=seed
    )
    show = show_for(table)
    watcher = Watcher(table, show)
    watcher.tell()
    for _ in range(200):
        if table.to_act is None:
            if table.session_over:
                break
            table.start_hand()
        else:
            offer = moves.choice(table.legal_actions())
            if offer.kind == "bet":
                offer = Action.bet(min(offer.max, offer.min + moves.choice([0, 0, 3])))
            table.apply(offer)
        watcher.tell()
        check_board(show, table, watcher.known)
        show.prune(show.end)


def calling(table: Table) -> None:
    """Everyone stays in for the least they may, to the showdown."""
    while not table.hand_over:
        bet = next(o for o in table.legal_actions() if o.kind == "bet")
        table.apply(Action.bet(bet.min))


def test_a_split_pot_sends_chips_to_every_winner_and_says_so():
    table = Table(["You", "Ada", "Bob", "Cy"], 50, HouseRules(variant="bastard"), seed=1, dealer=3)
    show = show_for(table)
    watcher = Watcher(table, show, scale=1.0)
    table.start_hand({0: "Kh 4c 7s", 1: "Ks 5d 8c", 2: "Kd 9d 2c", 3: "Ac 6h 3s"}, community="Qh Jd Tc")
    watcher.tell()
    calling(table)
    watcher.tell()
    result = table.result
    assert result.how == "showdown" and set(result.winners) == {0, 1, 2} and result.split
    pot = L.pot_center(True)
    paid = [f for f in show.flights if f.src == pot]
    assert sorted(f.dst for f in paid) == sorted(L.chip_spot(s, 4, True) for s in (0, 1, 2))
    verdict = show.verdict(show.end)
    assert verdict is not None and set(verdict.winners) == {0, 1, 2}
    pot = sum(a.amount for a in result.awards)
    assert pot % 3 == 2 and sorted(a.amount for a in result.awards) == [pot // 3, pot // 3 + 1, pot // 3 + 1]
    assert verdict.headline == f"You, Ada and Bob split {pot}"
    first = max(result.awards, key=lambda a: (a.amount, -((a.seat - 3) % 4))).seat
    assert verdict.rule == (
        "You, Ada and Bob have equal hands, Run K-Q-J: the pot is split, and the odd chip goes "
        f"to {['You', 'Ada', 'Bob'][first]}, nearest the dealer's left."
    )
    assert show.board.lit(show.end) == set(parse_cards("Qh Jd"))
    labels = {label.seat: label.text for label in show.labels}
    assert labels == {0: "Run K-Q-J", 1: "Run K-Q-J", 2: "Run K-Q-J", 3: "Run Q-J-10"}


def shown(seat, own, board, ranking):
    from casino_brag.engine.bestof import best_three
    from casino_brag.engine.pub import ShownHand

    best = best_three((*parse_cards(own), *parse_cards(board)), ranking, own=3)
    return ShownHand(seat, best.cards, (), best.value, parse_cards(own))


def test_an_even_split_and_side_pots_in_words():
    from casino_brag.engine.pub import HandResult, PotAward

    ranking = HouseRules(variant="bastard").ranking
    board = "Qh Jd Tc"
    hands = (
        shown(1, "Ks 5d 8c", board, ranking),
        shown(2, "Kd 9d 2c", board, ranking),
        shown(3, "9h 9s 4c", board, ranking),
    )
    result = HandResult(
        4,
        1,
        "cover",
        (PotAward(1, 3, 6), PotAward(0, 1, 10), PotAward(0, 2, 10)),
        hands,
        winners=(1, 2),
        community=parse_cards(board),
    )
    names = ["You", "Ada", "Bob", "Cy"]
    verdict = words.verdict(result, names, None)
    assert verdict.headline == "Ada and Bob split 20"
    assert verdict.rule == (
        "Ada and Bob have equal hands, Run K-Q-J: the pot is split, 10 each. Side pots: pot 2 of 6 to Cy (Run Q-J-10)."
    )


def test_the_showdown_names_the_best_hand_and_the_next_best():
    table = Table(["You", "Ada", "Bob"], 50, HouseRules(variant="bastard"), seed=3, dealer=2)
    show = show_for(table)
    watcher = Watcher(table, show, scale=1.0)
    table.start_hand({0: "Qs Qc 4d", 1: "9h 8h 2s", 2: "Ac 5c 7d"}, community="Qh 6s 3c")
    watcher.tell()
    calling(table)
    watcher.tell()
    verdict = show.verdict(show.end)
    result = table.result
    assert verdict.headline == f"You win {sum(a.amount for a in result.awards)}!"
    assert verdict.rule == "At the showdown, Prial of Queens (You) beats Run 7-6-5 (Bob)."
    mine = [c for c in show.cards if c.seat == HUMAN and c.used_at < NEVER]
    assert {c.face for c in mine} == set(parse_cards("Qs Qc"))
    lines = [entry.text for entry in show.log]
    assert "The Q of hearts is turned" in lines
    assert any(line.startswith("You show Prial of Queens, 1 from the board") for line in lines)
    assert any(line.startswith("Round 2 of 4: ") for line in lines)


def test_the_betting_rounds_are_marked_under_the_board():
    for count in (3, 4):
        marks = round_marks(count + 1, count)
        assert len(marks) == count + 1
        board = L.board_rect(count)
        assert marks[0][0] < board.left and all(board.left < x < board.right for x, _ in marks[1:])
        assert all(y > board.bottom for _, y in marks)
