"""Every pub game goes through the one game interface, and the table asks it rather than testing
names: swap the game and the table deals, compares, runs its rounds and settles by the new one."""

import pytest
from pub_support import move

from casino_brag.engine.pub import HouseRules, Table
from casino_brag.engine.pub.games import game_class, game_for, game_names
from casino_brag.engine.pub.games.base import Game
from casino_brag.engine.pub.games.bastard import BastardBrag, finish_board_hand
from casino_brag.engine.pub.games.classic import FiveCardBrag, FourCardBrag, ThreeCardBrag
from casino_brag.engine.pub.rules import CARDS_DEALT


@pytest.mark.parametrize(
    "variant, game, dealt, community, rounds",
    [
        ("three-card", ThreeCardBrag, 3, 0, 1),
        ("four-card", FourCardBrag, 4, 0, 1),
        ("five-card", FiveCardBrag, 5, 0, 1),
        ("bastard", BastardBrag, 3, 3, 4),
    ],
)
def test_each_variant_is_a_game_behind_the_interface(variant, game, dealt, community, rounds):
    table = Table(["A", "B", "C"], seed=1, dealer=2, rules=HouseRules(variant=variant))
    assert type(table.game) is game and isinstance(table.game, Game)
    assert (table.game.dealt, table.game.community, table.game.rounds) == (dealt, community, rounds)
    table.start_hand()
    assert all(len(cards) == dealt for cards in (table.cards_of(s)["new"] for s in range(3)))
    assert len(table.community_dealt) == community


def test_the_catalogue_holds_every_variant_the_rules_name():
    assert set(game_names()) == set(CARDS_DEALT)
    assert game_names()[0] == "three-card"
    for name in game_names():
        assert game_class(name).name == name and game_class(name).title


def test_stud_and_four_community_cards_are_read_from_the_rules():
    game = game_for(HouseRules(variant="bastard", stud=True, community_cards=4, blind_bastard=True))
    assert (game.dealt, game.discards, game.community, game.rounds, game.look_from_round) == (4, 1, 4, 5, 5)


class LowestWins(ThreeCardBrag):
    """A made-up game: the traditional rules, but the worse hand wins (the key turned round)."""

    def strength(self, holding, board=()):
        return tuple(-k for k in super().strength(holding, board))


def test_the_table_compares_hands_by_its_game():
    hands = {0: "Ah Ad As", 1: "2c 7d 9s"}
    winners = []
    for game in (ThreeCardBrag, LowestWins):
        table = Table(["A", "B"], 100, seed=5, dealer=1)
        table.game = game(table.rules)
        table.start_hand(hands)
        move(table, "look")
        move(table, "bet 2")
        move(table, "look")
        move(table, "see")
        winners.append(table.result.winner)
    assert winners == [0, 1]


class OneRoundShowdown(ThreeCardBrag):
    """A made-up game: one betting round that ends once everyone has answered the stake, then
    every hand still in is shown (settled as Bastard Brag settles a showdown)."""

    def round_over(self, answered, bettors):
        return set(answered).issuperset(bettors)

    def finish(self, table, how, live_winner, seer, seen):
        return finish_board_hand(table, how, live_winner, seer, seen)


def test_the_table_ends_betting_rounds_when_its_game_says():
    table = Table(["A", "B", "C"], 100, seed=5, dealer=2)
    table.game = OneRoundShowdown(table.rules)
    table.start_hand({0: "Ah Ad As", 1: "2c 7d 9s", 2: "Kc Qd 3s"})
    for _ in range(3):
        move(table, "bet 1")
    assert table.hand_over and table.result.how == "showdown"
    assert table.result.winner == 0 and {s.seat for s in table.result.showdown} == {0, 1, 2}


def test_the_table_settles_by_its_game(monkeypatch):
    calls = []
    table = Table(["A", "B"], 100, seed=5, dealer=1)
    real = table.game.finish

    def finish(*args):
        calls.append(args[1])
        return real(*args)

    monkeypatch.setattr(table.game, "finish", finish)
    table.start_hand()
    move(table, "fold")
    assert calls == ["fold"] and table.result.winner == 1
