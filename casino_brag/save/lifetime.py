"""Lifetime statistics, computed from the saved ledger and hand history (never stored twice).

Counting from the ledger itself means the figures always agree with the bankroll: there is no
separate counter that a crash could leave out of step.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from casino_brag.save.store import Store

ANTE_GAME_BETS = ("ante", "ante_bonus", "play")
"""The bets whose sum is the Ante game: its house edge is quoted per Ante."""


@dataclass(frozen=True)
class BetTotals:
    """What one kind of bet took and gave back, over settled hands."""

    staked: int = 0
    returned: int = 0

    @property
    def net(self) -> int:
        return self.returned - self.staked


@dataclass(frozen=True)
class Lifetime:
    """Everything the Statistics screen and `casino-brag stats` show."""

    bankroll: int
    hands_played: int
    wagered: int
    returned: int
    wins: int
    losses: int
    pushes: int
    folds: int
    biggest_win: int
    interrupted: int
    in_play: int
    by_game: dict[str, int] = field(default_factory=dict)
    bets: dict[str, BetTotals] = field(default_factory=dict)
    decisions: int = 0
    correct: int = 0
    mistake_cost: float = 0.0

    @property
    def net(self) -> int:
        return self.returned - self.wagered

    @property
    def observed_return(self) -> Fraction | None:
        """Chips returned per chip wagered, over every settled hand."""
        return Fraction(self.returned, self.wagered) if self.wagered else None

    @property
    def mistakes(self) -> int:
        return self.decisions - self.correct

    @property
    def accuracy(self) -> Fraction | None:
        return Fraction(self.correct, self.decisions) if self.decisions else None

    def ante_game_net_per_ante(self) -> Fraction | None:
        """Net result of Ante + Play + Ante Bonus per Ante: comparable to the Ante's house edge."""
        ante = self.bets.get("ante", BetTotals())
        if not ante.staked:
            return None
        net = sum(self.bets.get(bet, BetTotals()).net for bet in ANTE_GAME_BETS)
        return Fraction(net, ante.staked)

    def pair_bonus_return(self) -> Fraction | None:
        bonus = self.bets.get("pair_bonus", BetTotals())
        return Fraction(bonus.returned, bonus.staked) if bonus.staked else None

    def as_json(self) -> dict[str, object]:
        def rate(value: Fraction | None) -> float | None:
            return None if value is None else float(value)

        return {
            "bankroll": self.bankroll,
            "hands_played": self.hands_played,
            "net": self.net,
            "wagered": self.wagered,
            "returned": self.returned,
            "observed_return": rate(self.observed_return),
            "wins": self.wins,
            "losses": self.losses,
            "pushes": self.pushes,
            "folds": self.folds,
            "biggest_win": self.biggest_win,
            "interrupted_hands_refunded": self.interrupted,
            "in_play": self.in_play,
            "hands_by_game": dict(self.by_game),
            "casino": {
                "ante_game_net_per_ante": rate(self.ante_game_net_per_ante()),
                "pair_bonus_return": rate(self.pair_bonus_return()),
                "bets": {bet: {"staked": t.staked, "returned": t.returned} for bet, t in sorted(self.bets.items())},
            },
            "trainer": {
                "decisions": self.decisions,
                "correct": self.correct,
                "mistakes": self.mistakes,
                "accuracy": rate(self.accuracy),
                "mistake_cost_antes": self.mistake_cost,
            },
        }


def lifetime(store: Store, paytable: str | None = None) -> Lifetime:
    """The lifetime figures; with `paytable`, the Casino Brag bet totals cover only that table."""
    settled = "status='settled'"
    (hands, wagered, returned, biggest) = store.query(
        f"SELECT COUNT(*), COALESCE(SUM(wagered), 0), COALESCE(SUM(returned), 0), "
        f"COALESCE(MAX(returned - wagered), 0) FROM hands WHERE {settled}"
    )[0]
    wins, losses, pushes, folds = store.query(
        "SELECT COALESCE(SUM(returned > wagered), 0), COALESCE(SUM(returned < wagered), 0), "
        f"COALESCE(SUM(returned = wagered), 0), COALESCE(SUM(outcome = 'fold'), 0) FROM hands WHERE {settled}"
    )[0]
    by_game = dict(store.query(f"SELECT game, COUNT(*) FROM hands WHERE {settled} GROUP BY game"))
    interrupted = store.query("SELECT COUNT(*) FROM hands WHERE status='void'")[0][0]
    in_play = store.query("SELECT COALESCE(SUM(wagered), 0) FROM hands WHERE status='open'")[0][0]
    where, args = "h.status='settled' AND h.game='casino'", []
    if paytable is not None:
        where += " AND h.paytable=?"
        args.append(paytable)
    bets: dict[str, BetTotals] = {}
    for bet, staked, paid in store.query(
        "SELECT l.bet, COALESCE(SUM(CASE WHEN l.kind='stake' THEN -l.amount END), 0), "
        "COALESCE(SUM(CASE WHEN l.kind='payout' THEN l.amount END), 0) "
        f"FROM ledger l JOIN hands h ON h.id = l.hand_id WHERE {where} GROUP BY l.bet",
        args,
    ):
        bets[bet] = BetTotals(int(staked), int(paid))
    decisions, correct, cost = store.query(
        "SELECT COUNT(*), COALESCE(SUM(chosen = best), 0), COALESCE(SUM(cost), 0.0) FROM decisions"
    )[0]
    return Lifetime(
        bankroll=store.bankroll,
        hands_played=int(hands),
        wagered=int(wagered),
        returned=int(returned),
        wins=int(wins),
        losses=int(losses),
        pushes=int(pushes),
        folds=int(folds),
        biggest_win=max(0, int(biggest)),
        interrupted=int(interrupted),
        in_play=int(in_play),
        by_game={str(k): int(v) for k, v in by_game.items()},
        bets=bets,
        decisions=int(decisions),
        correct=int(correct),
        mistake_cost=float(cost),
    )


def bankroll_series(store: Store, points: int = 400) -> list[int]:
    """The bankroll after each hand (and each deposit), thinned evenly to at most `points` values
    (the first and last are always kept) so a long history still draws quickly."""
    balances = [
        int(b)
        for (b,) in store.query(
            "SELECT balance FROM ledger WHERE id IN "
            "(SELECT MAX(id) FROM ledger GROUP BY COALESCE(hand_id, -id)) ORDER BY id"
        )
    ]
    count = len(balances)
    if count <= points:
        return balances
    step = (count - 1) / (points - 1)
    return [balances[round(i * step)] for i in range(points)]
