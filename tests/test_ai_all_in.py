"""Going all in covers the pot, so the opponents never raise further than anyone can follow
(DESIGN §1, Covering and going all in)."""

from ai_support import play

from casino_brag.engine.ai import ComputerPlayer
from casino_brag.engine.pub import HouseRules, Table


def test_an_opponent_never_raises_past_what_a_short_opponent_can_meet():
    for seed in range(6):
        table = Table(["Short", "Hard"], [25, 300], HouseRules(ante=20), seed=seed, dealer=0)
        table.start_hand({0: "4c 7d 9s", 1: "As Ad Ah"})
        hard = ComputerPlayer(1, 2, None, "hard", rng=seed)
        action = hard.decide(table)
        while action.kind == "look":
            table.apply(action)
            action = hard.decide(table)
        assert action.kind == "bet"
        assert action.amount <= 2 * 5  # the short player is blind with 5 chips after the ante


def test_across_whole_sessions_no_raise_goes_past_the_deepest_opponent_still_betting():
    def check(table, player, view, action):
        if view is None or action.kind != "bet":
            return
        reaches = [view.chips[s] * (2 if view.statuses[s] == "blind" else 1) for s in view.betting_opponents]
        bet = next(o for o in view.offers if o.kind == "bet")
        stake = 2 * action.amount if bet.blind else action.amount
        least = 2 * bet.min if bet.blind else bet.min
        assert stake <= max(least + 1, *reaches)

    table, _ = play(["hard", "normal", "easy"], 60, chips=[40, 300, 80], on_decision=check)
    assert sum(table.chips) + table.pot == 420
