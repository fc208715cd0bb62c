"""3 Card Brag Poker: worked hands for the blinds, the raise caps, blind half-price calls, the
draw, the second round, the showdown and its splits and side pots, refusals and replay.

Every table has the dealer in the last seat, so seat 0 posts the small blind and seat 1 the big.
"""

import pytest

from casino_brag.engine.cards import parse_cards
from casino_brag.engine.errors import IllegalAction
from casino_brag.engine.pub import Action, HouseRules, Table, replay, session_record, table_from_record
from casino_brag.engine.pub.games.poker.events import BlindPosted, Called, Drew, LimitRoundStarted, Raised
from casino_brag.engine.pub.games.poker.settle import layers

CHECK, CALL, RAISE, FOLD, LOOK = Action("check"), Action("call"), Action("raise"), Action.fold(), Action.look()


def table(seats: int = 4, chips: int | list[int] = 100, ante: int = 1, **rules) -> Table:
    return Table(
        [f"P{i}" for i in range(seats)],
        chips,
        HouseRules(variant="brag-poker", ante=ante, **rules),
        seed=7,
        dealer=seats - 1,
    )


def kinds(t: Table) -> dict[str, Action]:
    return {a.kind: a for a in t.legal_actions()}


def stack(t: Table, cards: str) -> None:
    """Put `cards` on top of the pack, in order, to fix the draw."""
    wanted = parse_cards(cards)
    rest = t.pack
    t._pack.take_out(rest)
    t._pack.to_bottom((*wanted, *(c for c in rest if c not in wanted)))


def everyone_looks_and_calls(t: Table) -> None:
    """Round 1: each player looks and calls; the big blind checks its option."""
    while t.game.deal.phase == "betting" and not t.hand_over:
        if t.is_legal(LOOK):
            t.apply(LOOK)
        t.apply(CALL if t.is_legal(CALL) else CHECK)


def test_the_two_players_left_of_the_dealer_post_the_blinds_and_the_next_acts_first():
    t = table(4, ante=2)
    t.start_hand()
    posted = [e for e in t.events_since(t.hand_start) if isinstance(e, BlindPosted)]
    assert [(e.seat, e.amount, e.big) for e in posted] == [(0, 2, False), (1, 4, True)]
    assert t.pot == 6 and t.chips == (98, 96, 100, 100)
    assert t.to_act == 2
    started = next(e for e in t.events_since(t.hand_start) if isinstance(e, LimitRoundStarted))
    assert (started.round, started.size) == (1, 8)  # bets and raises are twice the big blind
    offers = kinds(t)
    assert set(offers) == {"look", "fold", "call", "raise"}
    assert offers["call"].cost == 2 and offers["call"].blind  # half of 4 while blind
    assert offers["raise"].cost == 4 + 8


def test_heads_up_the_dealer_posts_the_big_blind_and_the_small_blind_acts_first():
    t = table(2)
    t.start_hand()
    assert t.chips == (99, 98) and t.to_act == 0


def test_the_big_blind_may_check_or_raise_when_everyone_only_called():
    t = table(3)
    t.start_hand()
    t.apply(LOOK)
    t.apply(CALL)  # seat 2, open: the full 2
    t.apply(CALL)  # seat 0, blind small blind: owes 1, pays 1
    assert t.to_act == 1
    assert set(kinds(t)) == {"look", "fold", "check", "raise"}
    t.apply(CHECK)
    assert t.game.deal.phase == "draw" and t.to_act == 0
    assert t.pot == 6


def test_a_blind_player_calls_at_half_price_rounded_up_and_matches_in_full():
    t = table(3, ante=1)
    t.start_hand()
    t.apply(LOOK)
    t.apply(RAISE)  # seat 2 raises to 6, paying 6
    assert t.chips[2] == 94
    t.apply(CALL)  # seat 0 blind owes 5: pays 3
    called = [e for e in t.events_since(t.hand_start) if isinstance(e, Called)][-1]
    assert (called.seat, called.cost, called.blind, called.level) == (0, 3, True, 6)
    assert t.chips[0] == 100 - 1 - 3
    assert t.game.deal.betting.owed(0) == 0
    t.apply(LOOK)  # the big blind looks: now calls at full price
    assert kinds(t)["call"].cost == 4 and not kinds(t)["call"].blind


def test_three_raises_cap_the_round_while_more_than_two_are_in():
    t = table(4)
    t.start_hand()
    for _ in range(3):
        t.apply(LOOK)
        t.apply(RAISE)
    raised = [e for e in t.events_since(t.hand_start) if isinstance(e, Raised)]
    assert [(e.kind, e.level, e.raises) for e in raised] == [("raise", 6, 1), ("raise", 10, 2), ("raise", 14, 3)]
    assert t.to_act == 1
    assert "raise" not in kinds(t)
    with pytest.raises(IllegalAction, match="three raises"):
        t.apply(RAISE)


def test_heads_up_there_is_no_raise_cap_but_the_chips():
    t = table(2, chips=60)
    t.start_hand()
    for _ in range(6):
        t.apply(RAISE)
    assert t.game.deal.betting.raises == 6
    assert "raise" in kinds(t)


def test_the_draw_changes_cards_from_the_top_of_the_pack_and_the_discards_go_under_it():
    t = table(2)
    t.start_hand({0: "2c 3d 9h", 1: "Ah Ad Kc"})
    t.apply(LOOK)
    t.apply(CALL)
    t.apply(LOOK)
    t.apply(CHECK)
    assert t.game.deal.phase == "draw" and t.to_act == 0
    assert len(t.legal_actions()) == 8  # any 0 to 3 of the three cards
    stack(t, "9c 9d")
    t.apply(Action.discard("2c 3d"))
    drew = [e for e in t.events if isinstance(e, Drew)][-1]
    assert drew.discarded == parse_cards("2c 3d") and drew.drawn == parse_cards("9c 9d")
    assert set(t.cards_of(0)["new"]) == set(parse_cards("9h 9c 9d"))
    assert t.pack[-2:] == parse_cards("2c 3d")
    assert drew.seen_by(1) == Drew(0, 2, None, None, None)  # the other player learns only how many
    t.apply(Action.discard(""))  # seat 1 stands pat
    started = [e for e in t.events if isinstance(e, LimitRoundStarted)][-1]
    assert (started.round, started.size, started.first) == (2, 8, 0)  # double the bet size
    t.apply(Action.bet(8))
    t.apply(CALL)
    assert t.hand_over and t.result.winner == 0 and t.result.how == "showdown"
    assert t.chips == (110, 90)


def test_a_blind_player_at_the_draw_looks_first_or_stands_pat():
    t = table(2)
    t.start_hand()
    t.apply(CALL)
    t.apply(CHECK)
    assert set(a.kind for a in t.legal_actions()) == {"look", "discard"}
    assert t.legal_actions()[1].cards == ()
    with pytest.raises(IllegalAction, match="look at your cards before"):
        t.apply(Action.discard(t.cards_of(0)["new"][:1]))
    t.apply(Action.discard(""))
    assert t.is_blind(0)


def test_equal_hands_split_the_pot_odd_chip_to_the_first_from_the_dealers_left():
    t = table(3)
    t.start_hand({0: "Ah Kd 9c", 1: "As Kh 9d", 2: "2c 3h 5s"})
    t.apply(LOOK)
    t.apply(FOLD)  # seat 2: pot 3
    t.apply(CALL)  # seat 0 pays 1 blind: pot 4
    t.apply(CHECK)
    t.apply(Action.discard(""))
    t.apply(Action.discard(""))
    t.apply(CHECK)
    t.apply(Action.bet(8))
    t.apply(CALL)  # seat 0 still blind: pays 4; pot 4 + 8 + 4 = 16
    assert t.result.how == "showdown" and t.result.split
    assert t.result.winnings == {0: 8, 1: 8}
    assert t.chips == (100 - 2 - 4 + 8, 100 - 2 - 8 + 8, 100)


def test_a_player_all_in_wins_only_what_each_other_player_matched():
    t = table(3, chips=[10, 100, 100])
    t.start_hand({0: "Ah As Ad", 1: "Kh Kd 2c", 2: "Qh Qd 3c"})
    for _ in range(2):
        t.apply(LOOK)
        t.apply(RAISE)  # seat 2 to 6, seat 0 to 10: its last chips
    assert t.status(0) == "covered" and t.chips[0] == 0
    t.apply(LOOK)
    t.apply(CALL)  # seat 1 to 10
    t.apply(CALL)  # seat 2 to 10
    t.apply(Action.discard(""))
    t.apply(Action.discard(""))
    t.apply(Action.discard(""))
    t.apply(Action.bet(8))  # seat 1 bets into the side pot
    t.apply(CALL)
    awards = t.result.awards
    assert [(a.pot, a.seat, a.amount) for a in awards] == [(0, 0, 30), (1, 1, 16)]
    assert t.chips == (30, 98, 82)


def test_layers_give_an_uncalled_excess_to_the_players_still_claiming():
    assert layers({0: 5, 1: 20, 2: 20}, [0, 1, 2], {0}) == [(15, [0, 1, 2]), (30, [1, 2])]
    assert layers({0: 5, 1: 9, 2: 12}, [0, 1], {0, 1}) == [(15, [0, 1]), (11, [1])]


def test_everyone_else_folding_wins_the_pot_without_a_showdown():
    t = table(3)
    t.start_hand()
    t.apply(FOLD)
    t.apply(FOLD)
    assert t.hand_over and t.result.how == "fold" and t.result.winner == 1
    assert t.chips == (99, 101, 100) and t.retain_offer is None


def test_illegal_actions_are_refused_and_change_nothing():
    t = table(3)
    t.start_hand()
    before = (t.events, t.chips, t.pot, t.to_act, t.legal_actions())
    for action, reason in [
        (CHECK, "cannot check"),
        (Action.bet(4), "call or raise"),
        (Action.discard(""), "after the first betting round"),
        (Action.see(), "no see"),
    ]:
        with pytest.raises(IllegalAction, match=reason):
            t.apply(action)
    assert (t.events, t.chips, t.pot, t.to_act, t.legal_actions()) == before


def test_short_of_chips_under_fold_only_folding_is_left():
    t = table(3, chips=[100, 100, 3], short_of_chips="fold")
    t.start_hand()
    t.apply(LOOK)
    assert set(kinds(t)) == {"fold", "call"}
    t.apply(CALL)
    t.apply(LOOK)
    t.apply(RAISE)
    t.apply(LOOK)
    t.apply(RAISE)
    assert t.to_act == 2 and set(kinds(t)) == {"fold"}


def test_without_blind_play_a_player_must_look_before_betting():
    t = table(3, blind_play=False)
    t.start_hand()
    assert set(kinds(t)) == {"look", "fold"}


def test_a_hand_replays_from_its_events_and_resumes_from_a_saved_record():
    t = table(3)
    t.start_hand()
    everyone_looks_and_calls(t)
    t.apply(Action.discard(t.cards_of(t.to_act)["new"][:2]))
    record = session_record(t)
    resumed = table_from_record(record, seed=99)
    assert (resumed.to_act, resumed.chips, resumed.pot) == (t.to_act, t.chips, t.pot)
    assert resumed.cards_of(0) == t.cards_of(0)
    while not t.hand_over:
        action = t.legal_actions()[0]
        t.apply(action)
        resumed.apply(action)
    assert resumed.chips == t.chips
    assert replay(t.events).events == t.events


def test_the_rules_pages_worked_example_plays_as_told():
    t = Table(["You", "Ann"], 100, HouseRules(variant="brag-poker"), seed=1, dealer=1)
    t.start_hand({0: "9h 9d Kc", 1: "Qs Qd 4c"})
    assert t.chips == (99, 98)  # you post the small blind 1, Ann the big blind 2
    t.apply(LOOK)
    assert kinds(t)["raise"].cost == 5
    t.apply(RAISE)
    t.apply(LOOK)
    assert kinds(t)["call"].cost == 4
    t.apply(CALL)
    stack(t, "9c")
    t.apply(Action.discard("Kc"))
    t.apply(Action.discard(""))
    t.apply(CHECK)
    t.apply(Action.bet(8))
    assert kinds(t)["raise"].cost == 16
    t.apply(RAISE)
    t.apply(CALL)
    assert t.result.winner == 0 and t.result.winnings == {0: 44}
    assert t.chips == (100 - 22 + 44, 100 - 22)
