"""Your buttons at the pub table always match the table's legal actions: every offer can be made
from an enabled button, every enabled button applies a legal action, and nothing is enabled
while it is not your move. Also the end of a hand in words, case by case."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from casino_brag.engine.cards import parse_cards
from casino_brag.engine.hands import evaluate
from casino_brag.engine.pub import Action, HouseRules, Table
from casino_brag.engine.pub.results import HandResult, PotAward, ShownHand
from casino_brag.save.pub_book import HUMAN
from casino_brag.ui.core.text import tr
from casino_brag.ui.pub import controls, words


def situation(table):
    bettors = table.betting_seats
    others = [s for s in bettors if s != HUMAN]
    return controls.Situation(
        bettors=len(bettors),
        stake=table.stake,
        blind=table.is_blind(HUMAN),
        other_blind=len(others) == 1 and table.is_blind(others[0]),
        blind_play=table.rules.blind_play,
        covering=table.rules.covering,
    )


def buttons(table, selection=()):
    deciding = table.retain_offer if table.hand_over else table.to_act
    yours = deciding == HUMAN
    return controls.choices(
        table.legal_actions() if yours else [],
        your_turn=yours,
        in_hand=not table.hand_over,
        pending=table.pending_choice if yours else None,
        waiting_for="" if deciding in (None, HUMAN) else "Ada",
        selection=selection,
        can_deal=table.hand_over and table.retain_offer is None and not table.session_over,
        over=table.session_over,
        situation=situation(table),
    )


def check_buttons(table):
    deciding = table.retain_offer if table.hand_over else table.to_act
    shown = buttons(table)
    assert len({c.key for c in shown}) == len(shown), "two buttons share a key"
    for choice in shown:
        if choice.enabled and choice.action is not None:
            assert table.is_legal(choice.action), choice
        if not choice.enabled:
            assert choice.reason or choice.name == "deal", choice
    if deciding != HUMAN:
        assert all(c.name in ("deal", "result") or not c.enabled for c in shown)
        return
    offers = table.legal_actions()
    for offer in offers:
        if offer.kind == "bet":
            bet = next(c for c in shown if c.name == "bet")
            assert bet.enabled and bet.action == Action.bet(offer.min)
            raising = next(c for c in shown if c.name == "raise")
            assert raising.enabled == (offer.max > offer.min)
            span = controls.raise_range(offers)
            assert span == ((offer.min + 1, offer.max) if offer.max > offer.min else None)
        elif offer.kind == "discard":
            picked = buttons(table, selection=offer.cards)
            discard = next(c for c in picked if c.name == "discard")
            assert discard.enabled and offer.accepts(discard.action)
        else:
            assert any(c.enabled and c.action is not None and offer.accepts(c.action) for c in shown), offer
    kinds = {o.kind for o in offers}
    for choice in shown:
        if choice.name == "raise":
            assert choice.enabled == ("bet" in kinds and controls.raise_range(offers) is not None)
        elif choice.name == "see":
            assert choice.enabled == ("see" in kinds)


def random_move(table, rng):
    offers = table.legal_actions()
    offer = rng.choice(offers)
    if offer.kind == "bet":
        high = offer.min + rng.choice([0, 0, 1, 3, offer.max - offer.min])
        return Action.bet(min(offer.max, high))
    return offer


@settings(deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    seats=st.integers(2, 8),
    chips=st.sampled_from([6, 20, 60, 200]),
    variant=st.sampled_from(["three-card", "four-card", "five-card"]),
    covering=st.booleans(),
    blind_play=st.booleans(),
    limit=st.sampled_from([None, 10]),
    moves=st.randoms(use_true_random=False),
)
def test_the_buttons_always_match_the_legal_actions(seed, seats, chips, variant, covering, blind_play, limit, moves):
    rules = HouseRules(
        variant=variant,
        short_of_chips="cover" if covering else "fold",
        blind_play=blind_play,
        max_stake=limit,
        session_hands=6,
        ante=1,
    )
    table = Table([f"P{i}" for i in range(seats)], chips, rules, seed=seed)
    for _ in range(120):
        check_buttons(table)
        deciding = table.retain_offer if table.hand_over else table.to_act
        if deciding is None:
            if table.session_over:
                break
            table.start_hand()
        else:
            table.apply(random_move(table, moves))
    check_buttons(table)


def test_a_retained_blind_hand_offers_both_looks_then_keep_or_fold():
    table = Table(["You", "Ada", "Bob"], 50, HouseRules(), seed=3, dealer=2)
    table.start_hand()
    table.apply(Action.bet(1))
    table.apply(Action.fold())
    table.apply(Action.fold())
    names = [c.name for c in buttons(table)]
    assert names == ["retain", "decline"]
    table.apply(Action.keep())
    assert [c.name for c in buttons(table)] == ["deal"]
    table.start_hand()
    while table.to_act != HUMAN:
        table.apply(
            Action.bet(table.legal_actions()[-1].min)
            if any(o.kind == "bet" for o in table.legal_actions())
            else Action.fold()
        )
    shown = buttons(table)
    assert {"look_new", "look_retained"} <= {c.name for c in shown if c.enabled}
    check_buttons(table)
    table.apply(next(c.action for c in shown if c.name == "look_retained"))
    assert [c.name for c in buttons(table)] == ["keep", "fold_hand"]
    check_buttons(table)


# -- the end of a hand in words -------------------------------------------------------------------------

NAMES = ["You", "Ada", "Bob"]


def shown(seat, cards):
    cards = parse_cards(cards)
    return ShownHand(seat, cards, (), evaluate(cards))


def test_a_fold_out_says_the_winner_takes_the_pot_unseen():
    result = HandResult(1, 1, "fold", (PotAward(0, 1, 12),), ())
    said = words.verdict(result, NAMES, None)
    assert said.headline == "Ada wins 12" and "without showing" in said.rule


def test_a_see_won_by_the_seer_names_both_hands():
    result = HandResult(1, 2, "see", (PotAward(0, 2, 30),), (shown(1, "9h 9d 4c"), shown(2, "Ah Kh 2h")), 2, 1)
    said = words.verdict(result, NAMES, None)
    assert said.rule == tr(
        "verdict.see.seer_wins", seer="Bob", seer_hand="Flush A-K-2", seen_hand="Pair of 9s, 4 kicker"
    )


def test_your_equal_hand_at_a_see_is_a_tie_that_the_seen_player_wins():
    result = HandResult(1, 1, "see", (PotAward(0, 1, 30),), (shown(1, "9h 9d 4c"),), 0, 1)
    assert words.verdict(result, NAMES, evaluate(parse_cards("9s 9c 4d"))).rule == "Tie: the seen player wins."
    worse = words.verdict(result, NAMES, evaluate(parse_cards("8s 8c 4d"))).rule
    assert "beats your Pair of 8s" in worse
    blind = words.verdict(result, NAMES, None).rule
    assert blind.startswith("You cannot beat")


def test_an_opponent_who_cannot_beat_the_seen_hand_throws_in_unseen():
    result = HandResult(1, 0, "see", (PotAward(0, 0, 30),), (shown(0, "9h 9d 4c"),), 2, 0)
    said = words.verdict(result, NAMES, None)
    assert said.headline == "You win 30!" and said.rule.startswith("Bob cannot beat Pair of 9s")


def test_covered_pots_are_each_named():
    result = HandResult(
        1, 1, "cover", (PotAward(0, 2, 18), PotAward(1, 1, 10)), (shown(1, "9h 9d 4c"), shown(2, "Qh Qd 2c"))
    )
    rule = words.verdict(result, NAMES, None).rule
    assert "pot 1 of 18 to Bob (Pair of Queens, 2 kicker)" in rule
    assert "pot 2 of 10 to Ada (Pair of 9s, 4 kicker)" in rule
    one = HandResult(1, 2, "cover", (PotAward(0, 2, 18),), (shown(1, "9h 9d 4c"), shown(2, "Qh Qd 2c")))
    assert words.verdict(one, NAMES, None).rule == (
        "After the all-in, Pair of Queens, 2 kicker (Bob) beats Pair of 9s, 4 kicker (Ada)."
    )


def test_every_event_of_a_random_session_has_words():
    rng = random.Random(4)
    table = Table(NAMES, 30, HouseRules(variant="four-card", session_hands=8), seed=4)
    while not table.session_over:
        deciding = table.retain_offer if table.hand_over else table.to_act
        if deciding is None:
            table.start_hand()
        else:
            table.apply(random_move(table, rng))
    for event in table.events_for(HUMAN):
        line = words.log_line(event, NAMES)
        assert line is None or ("{" not in line and line.strip())
        speech = words.bubble(event, 0)
        assert speech is None or speech.strip()
