"""Settling a Casino Brag round: the paytable applied to two hands, one itemised line per bet.

This is a pure function of the hands, the decision and the stakes, so the round engine, the
exact analysis and the simulator can all be checked against the same rule text.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from casino_brag.engine.casino.paytable import Paytable, pay_key
from casino_brag.engine.hands import HandValue


class Bet(Enum):
    """The betting spots, and the Ante Bonus that is paid on the Ante spot."""

    ANTE = "ante"
    PLAY = "play"
    ANTE_BONUS = "ante_bonus"
    PAIR_BONUS = "pair_bonus"

    @property
    def title(self) -> str:
        return {"ante": "Ante", "play": "Play", "ante_bonus": "Ante Bonus", "pair_bonus": "Pair Bonus"}[self.value]


class Result(Enum):
    """How one line of a settlement ended."""

    WIN = "win"
    LOSE = "lose"
    PUSH = "push"
    NONE = "none"
    """An Ante Bonus line on a hand that earns no bonus: nothing staked, nothing paid."""


class Outcome(Enum):
    """How the round against the dealer ended (the Pair Bonus is settled on its own)."""

    FOLD = "fold"
    DEALER_NOT_QUALIFY = "dealer_not_qualify"
    WIN = "win"
    LOSE = "lose"
    TIE = "tie"

    @property
    def title(self) -> str:
        return {
            "fold": "Folded",
            "dealer_not_qualify": "Dealer does not qualify",
            "win": "Player wins",
            "lose": "Dealer wins",
            "tie": "Tie",
        }[self.value]


@dataclass(frozen=True)
class Payout:
    """One settled bet. `stake` is the chips on it (for the Ante Bonus, the Ante it pays on);
    `odds` are the odds "to 1" applied to a win; `net` is chips won (+) or lost (−); `returned`
    is what goes back to the bankroll (stake plus winnings, or the winnings alone for the bonus).
    """

    bet: Bet
    stake: int
    result: Result
    odds: Fraction
    net: int
    returned: int
    reason: str


@dataclass(frozen=True)
class Settlement:
    """Every line of a settled round, with the two hands and how the round ended."""

    player: HandValue
    dealer: HandValue
    outcome: Outcome
    dealer_qualifies: bool
    lines: tuple[Payout, ...]

    @property
    def staked(self) -> int:
        """Chips the player put on the table this round."""
        return sum(line.stake for line in self.lines if line.bet is not Bet.ANTE_BONUS)

    @property
    def returned(self) -> int:
        """Chips handed back to the player."""
        return sum(line.returned for line in self.lines)

    @property
    def net(self) -> int:
        """The player's result for the round; the house's is the opposite."""
        return sum(line.net for line in self.lines)

    def line(self, bet: Bet) -> Payout | None:
        return next((line for line in self.lines if line.bet is bet), None)


def winnings(stake: int, odds: Fraction) -> int:
    """Chips paid on a win at `odds` to 1; a fraction of a chip is not paid (casino breakage)."""
    total = stake * odds
    return total.numerator // total.denominator


def _odds_text(odds: Fraction) -> str:
    whole = odds.numerator // odds.denominator
    text = str(whole) if odds.denominator == 1 else f"{float(odds):g}"
    return f"{text} to 1"


def _hand_title(value: HandValue) -> str:
    """The paytable's name for the hand: "Prial of threes" when 3-3-3 has its own award."""
    return "Prial of threes" if pay_key(value) == "prial_of_threes" else value.category.title


def _won(bet: Bet, stake: int, odds: Fraction, reason: str) -> Payout:
    win = winnings(stake, odds)
    return Payout(bet, stake, Result.WIN, odds, win, stake + win, reason)


def _lost(bet: Bet, stake: int, reason: str) -> Payout:
    return Payout(bet, stake, Result.LOSE, Fraction(0), -stake, 0, reason)


def _pushed(bet: Bet, stake: int, reason: str) -> Payout:
    return Payout(bet, stake, Result.PUSH, Fraction(0), 0, stake, reason)


def outcome_of(paytable: Paytable, player: HandValue, dealer: HandValue, played: bool) -> Outcome:
    """Fold, dealer not qualifying, or the comparison of a qualifying dealer's hand with the player's."""
    if not played:
        return Outcome.FOLD
    if not paytable.rules.dealer_qualifies.qualifies(dealer):
        return Outcome.DEALER_NOT_QUALIFY
    if player > dealer:
        return Outcome.WIN
    return Outcome.LOSE if player < dealer else Outcome.TIE


def settle(
    paytable: Paytable, player: HandValue, dealer: HandValue, played: bool, ante: int, pair_bonus: int = 0
) -> Settlement:
    """Apply the paytable: one line for the Ante, and for the Play, Ante Bonus and Pair Bonus when in play."""
    rules = paytable.rules
    outcome = outcome_of(paytable, player, dealer, played)
    qualifies = rules.dealer_qualifies.qualifies(dealer)
    play = ante * rules.play_multiplier
    lines: list[Payout] = []
    even = Fraction(1)
    if outcome is Outcome.FOLD:
        lines.append(_lost(Bet.ANTE, ante, "Folded"))
    elif outcome is Outcome.DEALER_NOT_QUALIFY:
        why = f"Dealer does not qualify ({dealer.name}; needs {rules.dealer_qualifies.words})"
        if rules.ante_if_dealer_not_qualify == "win":
            lines.append(_won(Bet.ANTE, ante, even, why))
        else:
            lines.append(_pushed(Bet.ANTE, ante, why))
        lines.append(_pushed(Bet.PLAY, play, "Dealer does not qualify: Play pushes"))
    elif outcome is Outcome.WIN:
        why = f"{player.name} beats {dealer.name}"
        lines.append(_won(Bet.ANTE, ante, even, why))
        odds = paytable.play_odds_for(player)
        lines.append(_won(Bet.PLAY, play, odds, f"{why}; Play pays {_odds_text(odds)}"))
    elif outcome is Outcome.LOSE:
        why = f"{player.name} loses to {dealer.name}"
        lines.append(_lost(Bet.ANTE, ante, why))
        lines.append(_lost(Bet.PLAY, play, why))
    elif rules.tie == "push":
        lines.append(_pushed(Bet.ANTE, ante, "Tie: equal hands push"))
        lines.append(_pushed(Bet.PLAY, play, "Tie: equal hands push"))
    else:
        lines.append(_lost(Bet.ANTE, ante, "Tie: the dealer wins equal hands"))
        lines.append(_lost(Bet.PLAY, play, "Tie: the dealer wins equal hands"))
    if played and paytable.ante_bonus:
        odds = paytable.ante_bonus_for(player)
        if odds:
            win = winnings(ante, odds)
            why = f"{_hand_title(player)} pays {_odds_text(odds)}"
            lines.append(Payout(Bet.ANTE_BONUS, ante, Result.WIN, odds, win, win, why))
        else:
            why = f"No Ante Bonus on {player.category.title.lower()}"
            lines.append(Payout(Bet.ANTE_BONUS, ante, Result.NONE, Fraction(0), 0, 0, why))
    if pair_bonus:
        odds_or_none = paytable.pair_bonus.for_hand(player)
        if not played and rules.fold_forfeits_pair_bonus:
            lines.append(_lost(Bet.PAIR_BONUS, pair_bonus, "Folding forfeits the Pair Bonus"))
        elif odds_or_none is None:
            lines.append(_lost(Bet.PAIR_BONUS, pair_bonus, f"No Pair Bonus on {player.category.title.lower()}"))
        else:
            why = f"{_hand_title(player)} pays {_odds_text(odds_or_none)}"
            lines.append(_won(Bet.PAIR_BONUS, pair_bonus, odds_or_none, why))
    return Settlement(player, dealer, outcome, qualifies, tuple(lines))
