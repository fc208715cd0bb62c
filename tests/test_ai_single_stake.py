"""Computer opponents at Single-Stake Brag: the exact strength of a hand with braggers, and play
at every level."""

import random
from itertools import combinations

from casino_brag.engine.ai import ComputerPlayer
from casino_brag.engine.ai.seating import seat_players
from casino_brag.engine.ai.single.strength import OPPONENT_HANDS, chances
from casino_brag.engine.cards import FULL_DECK, parse_cards
from casino_brag.engine.pub import Action, HouseRules, Table
from casino_brag.engine.pub.games.single.ranking import bragger_value


def counted(text: str) -> tuple[float, float]:
    """The share of opponent hands beaten and tied, by going through every one of them."""
    mine = parse_cards(text)
    score = bragger_value(mine).score
    rest = [c for c in FULL_DECK if c not in mine]
    beats = ties = 0
    for hand in combinations(rest, 3):
        other = bragger_value(hand).score
        beats += other < score
        ties += other == score
    return beats / OPPONENT_HANDS, ties / OPPONENT_HANDS


def test_the_strength_of_a_hand_is_exact():
    for text in ("7h 5c 2d", "Qs Qh 5c", "Ad Kc 7h", "3s 3h 3c"):
        found = chances(parse_cards(text))
        assert (found.beats, found.ties) == counted(text)
    assert chances(parse_cards("As Ah Ac")).beats == 1.0
    assert chances(parse_cards("Qs Qh 5c")).against(first=True) > chances(parse_cards("Qs Qh 5c")).beats


def table(seats: int = 3, seed: int = 4) -> Table:
    return Table([f"P{i}" for i in range(seats)], 100, HouseRules(variant="single-stake"), seed=seed, dealer=seats - 1)


def decide(t: Table, level: str, character: str | None = None, rng: int = 1) -> Action:
    seat = t.to_act
    player = seat_players([ComputerPlayer(s, len(t.names), character, level, rng=rng) for s in range(len(t.names))])
    return player[seat].decide(t)


def test_hard_stakes_the_least_blind_and_easy_as_its_character_likes():
    t = table()
    t.start_hand()
    assert decide(t, "hard") == Action.bet(1)
    stakes = {decide(t, "easy", "ray", rng=r).amount for r in range(20)}
    assert len(stakes) > 1 and min(stakes) >= 1


def test_hard_drops_a_weak_hand_against_a_raise_and_raises_a_prial():
    t = table()
    t.start_hand({0: "7h 5c 2d", 1: "Ks Kh Kc", 2: "8s 4d 3c"})
    t.apply(Action.bet(1))
    t.apply(Action.bet(6))  # seat 0 raises with nothing
    assert decide(t, "hard").amount > 5  # three kings raise again
    t2 = table()
    t2.start_hand({0: "Qs Qd Kc", 1: "7h 5c 2d", 2: "8s 4d 3c"})
    t2.apply(Action.bet(1))
    t2.apply(Action.bet(8))
    assert decide(t2, "hard") == Action.fold()


def test_computer_players_finish_every_hand_at_every_level_with_chips_conserved():
    seats = 5
    t = Table([f"P{i}" for i in range(seats)], 60, HouseRules(variant="single-stake", ante=2), seed=9, dealer=0)
    levels = ("easy", "normal", "hard", "expert", "easy")
    characters = (None, "ray", "prof", None, "maggie")
    players = seat_players(
        [ComputerPlayer(s, seats, characters[s], levels[s], rng=random.Random(s)) for s in range(seats)]
    )
    for _ in range(60):
        if t.session_over:
            break
        t.start_hand()
        while not t.hand_over:
            t.apply(players[t.to_act].decide(t))
        assert sum(t.chips) == 300
    assert t.hand_number > 10
