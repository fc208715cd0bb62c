"""What the computer opponents decide: always legal, reproducible, and sensible where it counts."""

import random
from itertools import combinations

from ai_support import play, seated
from hypothesis import given, settings
from hypothesis import strategies as st

from casino_brag.engine.ai import LEVELS, ComputerPlayer, level
from casino_brag.engine.ai.characters import character
from casino_brag.engine.ai.policy import HandPlan, choose
from casino_brag.engine.ai.reads import HandLog, Tendencies
from casino_brag.engine.ai.style import STEADY
from casino_brag.engine.ai.view import DecisionView
from casino_brag.engine.cards import parse_cards
from casino_brag.engine.hands import best_hand, evaluate
from casino_brag.engine.pub import Action, HouseRules, Table
from casino_brag.engine.pub.events import BetPlaced, Discarded, HandShown, Looked

PLAYERS = ["edna", "ray", "prof", "bill", "nell", "sid", "maggie", "lou", "easy", "normal", "hard"]

rules_strategy = st.builds(
    HouseRules,
    ante=st.integers(0, 3),
    min_first_bet=st.integers(1, 3),
    max_stake=st.one_of(st.none(), st.integers(3, 40)),
    pot_limit=st.booleans(),
    blind_play=st.booleans(),
    retain_blind_hand=st.booleans(),
    short_of_chips=st.sampled_from(["cover", "fold"]),
    shuffle=st.sampled_from(["after-prial-see", "every-hand"]),
    variant=st.sampled_from(["three-card", "four-card", "five-card"]),
)


@settings(max_examples=30)
@given(
    rules=rules_strategy,
    specs=st.lists(st.sampled_from(PLAYERS), min_size=2, max_size=6),
    levels=st.sampled_from(list(LEVELS)),
    seed=st.integers(0, 10_000),
    chips=st.integers(5, 300),
)
def test_every_decision_is_legal_under_any_house_rules(rules, specs, levels, seed, chips):
    specs = [s if s in LEVELS else f"{s}:{levels}" for s in specs]
    decisions = [0]

    def on_decision(table, player, view, action):
        assert table.is_legal(action), (action, table.legal_actions())
        decisions[0] += 1

    play(specs, 12, rules, seed=seed, chips=chips, on_decision=on_decision)
    assert decisions[0] > 0


def test_a_seed_replays_every_decision():
    runs = [play(["hard", "ray", "bill:easy", "lou:hard"], 40, HouseRules(), seed=21)[0].events for _ in range(2)]
    assert runs[0] == runs[1]
    other = play(["hard", "ray", "bill:easy", "lou:hard"], 40, HouseRules(), seed=22)[0].events
    assert other != runs[0]


# --- single decisions from a hand-made view ------------------------------------------------------


def make_view(**changes):
    """A decision view at a three-player table: seat 0 to act, open, with a hand looked at."""
    n = changes.pop("players", 3)
    fields = dict(
        seat=0,
        rules=HouseRules(),
        hand_number=30,
        dealer=n - 1,
        between_hands=False,
        pending=None,
        offers=(Action("fold"), Action("bet", min=4, max=400), Action("see", cost=8)),
        chips=(400,) * n,
        put_in=(5,) * n,
        statuses=("open",) * n,
        hands_held=(1,) * n,
        pot=40,
        live_pot=40,
        stake=4,
        my_hands=(("new", parse_cards("Ks Qd 9c")),),
        my_kept=None,
        known=0,
        pinned=(0,) * n,
        logs=(HandLog(looked=True, open_bets=1, open_decisions=1, highest_bet=4),) * n,
        habits=(Tendencies(),) * n,
        turns=6,
        tilt=0.0,
        session_net=0,
        starting_chips=500,
    )
    fields.update(changes)
    return DecisionView(**fields)


def plan(**changes):
    base = dict(hand_number=30, misjudge=0.0, bluff=False, slowplay=False, start_blind=False, blind_rounds=3)
    base.update(changes)
    return HandPlan(**base)


def decide(view, who="prof", lvl="hard", seed=1, **plan_changes):
    return choose(view, character(who).style, level(lvl), plan(**plan_changes), random.Random(seed))


def heads_up(opponent_habits, opponent_log, hand="Js 8d 6c"):
    return make_view(
        players=2,
        statuses=("open", "open"),
        my_hands=(("new", parse_cards(hand)),),
        logs=(HandLog(looked=True, open_bets=1, open_decisions=1, highest_bet=4), opponent_log),
        habits=(Tendencies(), opponent_habits),
        pot=100,
    )


def test_sees_a_proven_bluffer_but_folds_to_a_tight_player():
    raised = HandLog(looked=True, open_bets=3, open_raises=2, open_decisions=3, highest_bet=8)
    bluffer = Tendencies(
        hands=60,
        looked=60,
        first_open=60,
        first_open_stayed=50,
        later_open=80,
        later_open_stayed=75,
        open_bets=125,
        open_raises=70,
        shown_after_raise=12,
        bluffs_shown=8,
        faced_raise=30,
        folded_to_raise=3,
    )
    rock = Tendencies(
        hands=60,
        looked=60,
        first_open=60,
        first_open_stayed=12,
        later_open=20,
        later_open_stayed=12,
        open_bets=24,
        open_raises=6,
        shown_after_raise=6,
        bluffs_shown=0,
        faced_raise=10,
        folded_to_raise=8,
    )
    assert decide(heads_up(bluffer, raised)).kind in ("see", "bet")
    assert decide(heads_up(rock, raised)).kind == "fold"


def test_pot_odds_keep_a_middling_hand_in_for_a_small_price_but_not_a_big_one():
    hand = (("new", parse_cards("Js 9d 7c")),)
    blind = dict(statuses=("open", "blind", "blind"), logs=(HandLog(looked=True), HandLog(), HandLog()))
    cheap = make_view(**blind, my_hands=hand, pot=200, stake=4, offers=(Action("fold"), Action("bet", min=4, max=400)))
    dear = make_view(
        **blind, my_hands=hand, pot=24, stake=150, offers=(Action("fold"), Action("bet", min=150, max=400))
    )
    assert decide(cheap).kind == "bet"
    assert decide(dear).kind == "fold"


def test_a_slow_played_prial_bets_small_until_the_pot_is_big():
    prial = (("new", parse_cards("3s 3d 3c")),)
    small = make_view(my_hands=prial, pot=12, stake=2, offers=(Action("fold"), Action("bet", min=2, max=400)))
    big = make_view(my_hands=prial, pot=300, stake=2, offers=(Action("fold"), Action("bet", min=2, max=400)))
    assert decide(small, "sid", slowplay=True) == Action.bet(2)
    assert decide(small, "maggie", slowplay=False).amount > 2
    assert decide(big, "sid", slowplay=True).amount > 2


def test_a_planned_bluff_bets_a_weak_hand_against_players_who_fold():
    weak = (("new", parse_cards("7s 4d 2c")),)
    folder = Tendencies(hands=40, faced_raise=20, folded_to_raise=14, first_open=40, first_open_stayed=20)
    view = heads_up(folder, HandLog(looked=True, open_bets=1, open_decisions=1, highest_bet=4), "7s 4d 2c")
    view = make_view(**{**view.__dict__, "my_hands": weak})
    assert decide(view, "bill", bluff=True).kind == "bet"
    assert decide(view, "bill", bluff=False).kind == "fold"


def test_no_bluff_against_a_player_who_never_folds():
    station = Tendencies(hands=40, faced_raise=30, folded_to_raise=0)
    view = heads_up(station, HandLog(), "7s 4d 2c")
    view = make_view(
        **{**view.__dict__, "statuses": ("open", "blind"), "offers": (Action("fold"), Action("bet", min=4, max=400))}
    )
    assert decide(view, "bill", "hard", bluff=True).kind == "fold"


def test_strong_hands_bet_bigger_into_players_who_never_fold():
    station = Tendencies(hands=40, faced_raise=30, folded_to_raise=0)
    folder = Tendencies(hands=40, faced_raise=30, folded_to_raise=20)
    strong = (("new", parse_cards("As Ad Kc")),)
    offers = (Action("fold"), Action("bet", min=4, max=400))
    vs_station = make_view(
        players=2,
        statuses=("open", "blind"),
        my_hands=strong,
        offers=offers,
        habits=(Tendencies(), station),
        logs=(HandLog(looked=True), HandLog()),
    )
    vs_folder = make_view(**{**vs_station.__dict__, "habits": (Tendencies(), folder)})
    assert decide(vs_station).amount > decide(vs_folder).amount


def test_blind_players_look_when_the_price_outgrows_the_pot():
    blind = dict(
        statuses=("blind", "open", "open"),
        my_hands=(),
        logs=(HandLog(blind_bets=1, highest_bet=4), HandLog(looked=True), HandLog(looked=True)),
    )
    cheap = make_view(
        **blind, pot=40, stake=4, offers=(Action("look"), Action("fold"), Action("bet", min=2, max=200, blind=True))
    )
    dear = make_view(
        **blind, pot=40, stake=60, offers=(Action("look"), Action("fold"), Action("bet", min=30, max=200, blind=True))
    )
    assert decide(cheap, "ray", start_blind=True, blind_rounds=5).kind == "bet"
    assert decide(dear, "prof", start_blind=True, blind_rounds=5).kind == "look"
    assert decide(cheap, "edna", start_blind=True, blind_rounds=5).kind == "look"  # Edna never plays blind


def test_blind_play_switched_off_means_looking_not_folding():
    view = make_view(
        rules=HouseRules(blind_play=False),
        statuses=("blind", "open", "open"),
        my_hands=(),
        offers=(Action("look"), Action("fold")),
    )
    assert decide(view, "ray", start_blind=True, blind_rounds=9).kind == "look"


def test_short_of_chips_covers_a_strong_hand_and_folds_a_weak_one():
    offers = (Action("fold"), Action("cover", cost=10))
    strong = make_view(
        chips=(10, 400, 400), pot=200, stake=40, offers=offers, my_hands=(("new", parse_cards("Qs Qd Qc")),)
    )
    weak = make_view(**{**strong.__dict__, "my_hands": (("new", parse_cards("7s 4d 2c")),), "pot": 20})
    assert decide(strong).kind == "cover"
    assert decide(weak).kind == "fold"


def test_of_two_hands_a_good_looked_at_one_is_kept_and_a_poor_one_folded():
    offers = (Action("keep", hand="new"), Action("fold", hand="new"))
    good = make_view(pending="keep", offers=offers, my_hands=(("new", parse_cards("Ks Kd 4c")),), hands_held=(2, 1, 1))
    poor = make_view(**{**good.__dict__, "my_hands": (("new", parse_cards("7s 4d 2c")),)})
    assert decide(good) == Action("keep", hand="new")
    assert decide(poor) == Action("fold", hand="new")


def test_a_blind_hand_won_unseen_is_kept_for_the_next_deal():
    view = make_view(between_hands=True, offers=(Action("keep"), Action("fold")), statuses=("blind",) * 3)
    assert decide(view, "prof", "hard").kind == "keep"
    assert decide(view, "edna", "hard").kind == "fold"


def test_discards_leave_the_best_three_except_for_a_careless_beginner():
    cards = parse_cards("As 2d 3c Kh Qs")  # A-2-3 is the best run; keeping the high cards gives A-K-Q
    offers = (*(Action.discard(c) for c in combinations(cards, 2)), Action("fold"))
    view = make_view(
        rules=HouseRules(variant="five-card"), pending="discard", offers=offers, my_hands=(("new", cards),)
    )
    assert decide(view, "prof", "normal") == Action.discard(best_hand(cards).discards)
    slips = sum(decide(view, "prof", "easy", seed=s) != Action.discard(best_hand(cards).discards) for s in range(40))
    assert 5 < slips < 35


# --- habits over whole sessions ------------------------------------------------------------------


def bets_by(table, seat):
    return [e for e in table.events if isinstance(e, BetPlaced) and e.seat == seat]


def test_blind_pressure_and_never_blind_show_in_play():
    table, _ = play(["maggie:hard", "edna:hard", "prof:hard", "ray:hard"], 150, HouseRules(), seed=5, chips=2000)
    assert not any(e.blind for e in bets_by(table, 1))  # Edna
    assert any(e.blind and e.raised for e in bets_by(table, 0))  # Maggie raises blind
    assert sum(e.blind for e in bets_by(table, 3)) > sum(e.blind for e in bets_by(table, 2))  # Ray over Prof


def test_bluffs_appear_and_are_shown_up_at_a_see():
    """Bill raises open with weak hands often enough to be caught; Edna hardly ever."""

    def weak_raises(who):
        table, _ = play([f"{who}:hard", "lou", "nell", "calling-station"], 300, HouseRules(), seed=2, chips=3000)
        raised, caught = False, 0
        for e in table.events:
            if isinstance(e, BetPlaced) and e.seat == 0 and not e.blind and e.raised:
                raised = True
            elif isinstance(e, HandShown) and e.seat == 0 and raised:
                caught += evaluate(e.cards).category == 0 and e.value.ranks[0] < 12
            elif type(e).__name__ == "HandStarted":
                raised = False
        return caught

    assert weak_raises("bill") > weak_raises("edna")


def test_computer_players_look_before_they_discard():
    table, _ = play(["hard", "easy", "ray"], 30, HouseRules(variant="four-card"), seed=3)
    looked = {(e.seat, i) for i, e in enumerate(table.events) if isinstance(e, Looked)}
    discards = [(e.seat, i) for i, e in enumerate(table.events) if isinstance(e, Discarded)]
    assert discards and all(any(s == seat and j < i for s, j in looked) for seat, i in discards)


def test_a_computer_player_needs_a_decision_to_make():
    table = Table(["A", "B"], 100, HouseRules(), seed=1, dealer=1)
    table.start_hand()
    player = seated(ComputerPlayer(1, 2, None, "hard", rng=1), 2)
    view = player.view(table)
    assert view.offers == ()
    try:
        player.player.decide(view)
    except ValueError as exc:
        assert "no decision" in str(exc)
    else:
        raise AssertionError("choose() accepted a view with nothing to decide")
    assert STEADY.tightness == 0.5
