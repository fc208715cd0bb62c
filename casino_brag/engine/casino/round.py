"""One round of Casino Brag as a state machine: bets → deal → play or fold → settle.

`legal_actions()` is the one source of truth for what may happen next; every action has a
`verify_…` (raises IllegalAction with the reason), a `can_…` and the action itself, which either
applies completely or changes nothing. Chips move through the player's `Ledger`, and each step
appends frozen event records that the table animates and hand history stores.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Literal

from casino_brag.engine.cards import Card, Deck
from casino_brag.engine.casino.ledger import Ledger
from casino_brag.engine.casino.paytable import Paytable
from casino_brag.engine.casino.settlement import Bet, Payout, Settlement, settle
from casino_brag.engine.errors import IllegalAction
from casino_brag.engine.hands import STANDARD, HandValue, evaluate


class Phase(Enum):
    BETTING = "betting"
    DECIDING = "deciding"
    """Cards are out; the player must play or fold."""
    DECIDED = "decided"
    """The decision is made; the dealer reveals when the round is settled."""
    SETTLED = "settled"


class Action(Enum):
    PLACE_ANTE = "place_ante"
    PLACE_PAIR_BONUS = "place_pair_bonus"
    DEAL = "deal"
    PLAY = "play"
    FOLD = "fold"
    SETTLE = "settle"


@dataclass(frozen=True)
class BetPlaced:
    """The chips on a spot changed: `amount` is the new total there, `change` the difference."""

    bet: Bet
    amount: int
    change: int


@dataclass(frozen=True)
class CardsDealt:
    to: Literal["player", "dealer"]
    cards: tuple[Card, ...]
    face_up: bool


@dataclass(frozen=True)
class Decided:
    played: bool
    play_bet: int


@dataclass(frozen=True)
class DealerRevealed:
    cards: tuple[Card, ...]
    hand: HandValue


@dataclass(frozen=True)
class DealerQualification:
    qualifies: bool
    hand: HandValue
    needed: str
    """What the dealer needs, in words: "Queen high or better"."""


@dataclass(frozen=True)
class PayoutSettled:
    payout: Payout


@dataclass(frozen=True)
class RoundSettled:
    settlement: Settlement


CasinoEvent = BetPlaced | CardsDealt | Decided | DealerRevealed | DealerQualification | PayoutSettled | RoundSettled


class CasinoRound:
    """One round at a casino table, taking chips from and returning them to `ledger`.

    Chips are conserved: `ledger.balance + on_table + house_result` equals the balance the
    round started with, at every step.
    """

    def __init__(self, paytable: Paytable, ledger: Ledger, rng: random.Random) -> None:
        self.paytable = paytable
        self.ledger = ledger
        self._rng = rng
        self.phase = Phase.BETTING
        self.ante = 0
        self.pair_bonus = 0
        self.play_bet = 0
        self.player_cards: tuple[Card, ...] = ()
        self._dealer_cards: tuple[Card, ...] = ()
        self.dealer_revealed = False
        self.settlement: Settlement | None = None
        self._events: list[CasinoEvent] = []

    # ----------------------------------------------------------------- what the table shows

    @property
    def events(self) -> tuple[CasinoEvent, ...]:
        return tuple(self._events)

    @property
    def dealer_cards(self) -> tuple[Card, ...]:
        """The dealer's cards once revealed; empty while they are face down."""
        return self._dealer_cards if self.dealer_revealed else ()

    @property
    def hidden_dealer_cards(self) -> tuple[Card, ...]:
        """The dealer's cards as dealt, face down or not: for the save file, so that a hand
        interrupted before the decision resumes with the same deal. Never for the table."""
        return self._dealer_cards

    @property
    def player_hand(self) -> HandValue | None:
        return evaluate(self.player_cards, STANDARD) if self.player_cards else None

    @property
    def play_amount(self) -> int:
        """The Play bet the current Ante calls for."""
        return self.ante * self.paytable.rules.play_multiplier

    @property
    def on_table(self) -> int:
        """Chips currently in the betting circles."""
        if self.phase is Phase.SETTLED:
            return 0
        return self.ante + self.pair_bonus + self.play_bet

    @property
    def house_result(self) -> int:
        """What the house has won (+) or paid (−) this round; 0 until settled."""
        return -self.settlement.net if self.settlement is not None else 0

    def legal_actions(self) -> tuple[Action, ...]:
        actions: list[Action] = []
        if self.phase is Phase.BETTING:
            actions.append(Action.PLACE_ANTE)
            if self.paytable.limits.max_pair_bonus > 0:
                actions.append(Action.PLACE_PAIR_BONUS)
            if self.can_deal():
                actions.append(Action.DEAL)
        elif self.phase is Phase.DECIDING:
            actions += [Action.PLAY, Action.FOLD]
        elif self.phase is Phase.DECIDED:
            actions.append(Action.SETTLE)
        return tuple(actions)

    # ----------------------------------------------------------------- bets

    def verify_place_ante(self, amount: int) -> None:
        """Any amount up to the table maximum may sit on the Ante while betting; dealing needs the minimum."""
        self._verify_phase(Phase.BETTING, "the Ante can only be changed before the deal")
        limits = self.paytable.limits
        _verify_chips(amount, "Ante")
        if amount > limits.max_ante:
            raise IllegalAction(f"the Ante is at most {limits.max_ante} at this table")
        if amount - self.ante > self.ledger.balance:
            raise IllegalAction(f"not enough chips: the bankroll holds {self.ledger.balance}")

    def can_place_ante(self, amount: int) -> bool:
        return _can(self.verify_place_ante, amount)

    def place_ante(self, amount: int) -> None:
        """Set the chips on the Ante to `amount` (0 takes them back)."""
        self.verify_place_ante(amount)
        self.ante = self._move_to_spot(Bet.ANTE, self.ante, amount)

    def verify_place_pair_bonus(self, amount: int) -> None:
        self._verify_phase(Phase.BETTING, "the Pair Bonus can only be changed before the deal")
        limit = self.paytable.limits.max_pair_bonus
        _verify_chips(amount, "Pair Bonus")
        if amount > limit:
            reason = f"the Pair Bonus is at most {limit} at this table" if limit else "this table has no Pair Bonus"
            raise IllegalAction(reason)
        if amount - self.pair_bonus > self.ledger.balance:
            raise IllegalAction(f"not enough chips: the bankroll holds {self.ledger.balance}")

    def can_place_pair_bonus(self, amount: int) -> bool:
        return _can(self.verify_place_pair_bonus, amount)

    def place_pair_bonus(self, amount: int) -> None:
        """Set the chips on the Pair Bonus to `amount` (0 takes them back)."""
        self.verify_place_pair_bonus(amount)
        self.pair_bonus = self._move_to_spot(Bet.PAIR_BONUS, self.pair_bonus, amount)

    def _move_to_spot(self, bet: Bet, current: int, amount: int) -> int:
        change = amount - current
        if change > 0:
            self.ledger.debit(change, f"{bet.title} bet")
        elif change < 0:
            self.ledger.credit(-change, f"{bet.title} bet taken back")
        if change:
            self._events.append(BetPlaced(bet, amount, change))
        return amount

    # ----------------------------------------------------------------- the deal

    def verify_deal(self, deck: Deck | None = None) -> None:
        self._verify_phase(Phase.BETTING, "the cards are already dealt")
        minimum = self.paytable.limits.min_ante
        if self.ante < minimum:
            raise IllegalAction(f"place an Ante of at least {minimum} to deal")
        if self.ledger.balance < self.play_amount:
            raise IllegalAction(f"keep {self.play_amount} chips back for the Play bet")
        if deck is not None and len(deck) < 6:
            raise IllegalAction("the deck needs at least 6 cards")

    def can_deal(self) -> bool:
        return _can(self.verify_deal)

    def deal(self, deck: Deck | None = None) -> None:
        """Three cards each from a freshly shuffled pack: the player's face up, the dealer's face down.

        `deck` fixes the order (top card first) for replays and tests; it is not modified.
        """
        self.verify_deal(deck)
        pack = Deck(deck.cards) if deck is not None else Deck.shuffled(self._rng)
        self.player_cards = pack.draw(3)
        self._dealer_cards = pack.draw(3)
        self.phase = Phase.DECIDING
        self._events.append(CardsDealt("player", self.player_cards, face_up=True))
        self._events.append(CardsDealt("dealer", self._dealer_cards, face_up=False))

    # ----------------------------------------------------------------- the decision

    def verify_play(self) -> None:
        self._verify_phase(Phase.DECIDING, "there is no hand to play")
        if not self.ledger.can_debit(self.play_amount):
            raise IllegalAction(f"not enough chips for the Play bet of {self.play_amount}")

    def can_play(self) -> bool:
        return _can(self.verify_play)

    def play(self) -> None:
        """Stay in: place the Play bet (Ante × the table's multiplier)."""
        self.verify_play()
        self.ledger.debit(self.play_amount, "Play bet")
        self.play_bet = self.play_amount
        self.phase = Phase.DECIDED
        self._events.append(Decided(True, self.play_bet))

    def verify_fold(self) -> None:
        self._verify_phase(Phase.DECIDING, "there is no hand to fold")

    def can_fold(self) -> bool:
        return _can(self.verify_fold)

    def fold(self) -> None:
        """Give up the Ante; the Pair Bonus still pays unless the table says folding forfeits it."""
        self.verify_fold()
        self.phase = Phase.DECIDED
        self._events.append(Decided(False, 0))

    # ----------------------------------------------------------------- settlement

    def verify_settle(self) -> None:
        self._verify_phase(Phase.DECIDED, "play or fold before the round is settled")

    def can_settle(self) -> bool:
        return _can(self.verify_settle)

    def settle(self) -> Settlement:
        """Reveal the dealer, settle every bet, and return the chips won to the ledger."""
        self.verify_settle()
        played = self.play_bet > 0
        player = evaluate(self.player_cards, STANDARD)
        dealer = evaluate(self._dealer_cards, STANDARD)
        result = settle(self.paytable, player, dealer, played, self.ante, self.pair_bonus)
        self.dealer_revealed = True
        self._events.append(DealerRevealed(self._dealer_cards, dealer))
        if played:
            qualifier = self.paytable.rules.dealer_qualifies
            self._events.append(DealerQualification(result.dealer_qualifies, dealer, qualifier.words))
        for line in result.lines:
            if line.returned:
                self.ledger.credit(line.returned, f"{line.bet.title} {line.result.value}")
            self._events.append(PayoutSettled(line))
        self.settlement = result
        self.phase = Phase.SETTLED
        self._events.append(RoundSettled(result))
        return result

    def _verify_phase(self, phase: Phase, reason: str) -> None:
        if self.phase is not phase:
            raise IllegalAction(reason)


def _verify_chips(amount: int, spot: str) -> None:
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise IllegalAction(f"the {spot} is a whole number of chips, not {amount!r}")
    if amount < 0:
        raise IllegalAction(f"the {spot} cannot be negative")


def _can(verify: Callable[..., None], *args: object) -> bool:
    try:
        verify(*args)
    except IllegalAction:
        return False
    return True
