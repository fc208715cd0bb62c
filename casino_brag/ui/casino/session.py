"""A sitting at the casino table: the engine's rounds, the chips on each spot, and the save file.

This is the table without pixels (no pygame), so the whole flow of a hand is tested directly.
The engine decides what is legal; the save file is written at the two moments chips are at
risk: the deal (Ante and Pair Bonus staked, with the whole deal, the dealer's cards too) and
the decision (the Play bet staked and every bet settled, in one transaction). Chips sitting on a
spot before the deal are not yet at risk, so a crash then loses nothing. A crash or a kill after
the deal is no free fold: the next sitting resumes that hand, with the same cards, waiting for
the player's decision.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable
from dataclasses import fields, is_dataclass
from fractions import Fraction
from typing import Any

from casino_brag.engine.cards import FULL_DECK, Card, Deck, cards_text, parse_cards
from casino_brag.engine.casino.analysis.strategy import Advice
from casino_brag.engine.casino.ledger import Ledger
from casino_brag.engine.casino.paytable import Paytable
from casino_brag.engine.casino.round import Action, CasinoRound, Phase
from casino_brag.engine.casino.settlement import Bet, Settlement
from casino_brag.engine.errors import BragError, IllegalAction
from casino_brag.engine.hands import BestHand, HandValue
from casino_brag.save.store import Decision, HandRecord, Payout, SaveFailed, Store
from casino_brag.ui.core.text import chips, tr, trn

SPOTS = (Bet.PAIR_BONUS, Bet.ANTE)
"""The spots a player puts chips on before the deal (the Play bet is placed by playing)."""


class Refused(Exception):
    """A bet or action the table refuses, with the reason to show the player."""


Advisor = Callable[[Paytable, tuple[Card, ...], int, int], Advice]
"""The optimal strategy: the best decision for a paytable, three cards, the Ante and the Pair Bonus."""


def as_record(value: object) -> Any:
    """An engine event (or anything inside one) as plain JSON data for hand history."""
    if isinstance(value, Card):
        return value.code
    if isinstance(value, HandValue):
        return {"name": value.name, "category": value.category.key, "pattern": value.pattern}
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, Fraction):
        return str(value)
    if isinstance(value, BestHand):  # a named tuple, recorded by its fields as the other records are
        return {"type": "BestHand"} | {name: as_record(getattr(value, name)) for name in value._fields}
    if isinstance(value, tuple | list):
        if value and all(isinstance(v, Card) for v in value):
            return cards_text(value)
        return [as_record(v) for v in value]
    if is_dataclass(value) and not isinstance(value, type):
        record = {"type": type(value).__name__}
        record.update({f.name: as_record(getattr(value, f.name)) for f in fields(value)})
        return record
    return value


class CasinoSession:
    """The table's state between the player and the engine: bets, undo, rebet, deal, decide."""

    def __init__(
        self,
        store: Store,
        paytable: Paytable,
        *,
        seed: int | None = None,
        practice: bool = False,
        advisor: Advisor | None = None,
        last_bets: dict[str, int] | None = None,
    ) -> None:
        self.store = store
        self.paytable = paytable
        self.practice = practice
        self.advisor = advisor
        self.rng = random.Random(seed) if seed is not None else random.SystemRandom()
        """Seeded practice replays; otherwise every shuffle draws from the operating system as it
        happens, so no state kept anywhere says what the next deal brings."""
        self.ledger = Ledger(store.bankroll)
        self.round = CasinoRound(paytable, self.ledger, self.rng)
        self.hand_id: int | None = None
        self.record: HandRecord | None = None
        self.advice: Advice | None = None
        self.graded: Decision | None = None
        self.last_bets: dict[str, int] = dict(last_bets or {})
        self.stacks: dict[Bet, list[int]] = {spot: [] for spot in SPOTS}
        """The chips on each spot, in the order they were placed (right-click takes the top one)."""
        self._undo: list[dict[Bet, list[int]]] = []
        self.notice = ""
        """Something to tell the player as the table opens (a hand that could not be resumed)."""
        self.resumed = False
        """This sitting began with a hand interrupted after its deal, now back on the table."""
        waiting = store.open_hands("casino")
        if waiting:
            self._resume(waiting[-1])

    # -- what the table shows --------------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        return self.round.phase

    @property
    def bankroll(self) -> int:
        """Chips in the player's rack (not counting chips sitting on the spots)."""
        return self.ledger.balance

    @property
    def settlement(self) -> Settlement | None:
        return self.round.settlement

    def bet(self, spot: Bet) -> int:
        return {Bet.ANTE: self.round.ante, Bet.PAIR_BONUS: self.round.pair_bonus, Bet.PLAY: self.round.play_bet}.get(
            spot, 0
        )

    def can(self, action: Action) -> bool:
        return action in self.round.legal_actions()

    def deal_refusal(self) -> str:
        """Why Deal is not possible now ("" when it is)."""
        if self.phase is not Phase.BETTING:
            return tr("table.deal.in_play")
        if self.round.ante < self.paytable.limits.min_ante:
            return tr("table.deal.min_ante", min=chips(self.paytable.limits.min_ante))
        if self.ledger.balance < self.round.play_amount:
            return trn("table.deal.keep_play", self.round.play_amount, chips=chips(self.round.play_amount))
        try:
            self.round.verify_deal()
        except IllegalAction as exc:
            return exc.reason
        return ""

    def can_undo(self) -> bool:
        return self.phase is Phase.BETTING and bool(self._undo)

    def rebet_amounts(self) -> dict[Bet, int]:
        return {spot: self.last_bets.get(spot.value, 0) for spot in SPOTS}

    def can_rebet(self) -> bool:
        return self.phase is Phase.BETTING and any(self.rebet_amounts().values())

    # -- chips on the spots ------------------------------------------------------------------------

    def _check(self, spot: Bet, amount: int) -> None:
        """The table limits and the bankroll, in the player's words (the engine checks them too)."""
        limits = self.paytable.limits
        if spot is Bet.ANTE and amount > limits.max_ante:
            raise Refused(tr("table.limit.ante", max=chips(limits.max_ante)))
        if spot is Bet.PAIR_BONUS and amount > limits.max_pair_bonus:
            if not limits.max_pair_bonus:
                raise Refused(tr("table.limit.no_pair_bonus"))
            raise Refused(tr("table.limit.pair_bonus", max=chips(limits.max_pair_bonus)))
        if amount - self.bet(spot) > self.ledger.balance:
            raise Refused(tr("table.limit.bankroll", chips=chips(self.ledger.balance)))

    def _set(self, spot: Bet, amount: int) -> None:
        self._check(spot, amount)
        try:
            if spot is Bet.ANTE:
                self.round.place_ante(amount)
            elif spot is Bet.PAIR_BONUS:
                self.round.place_pair_bonus(amount)
            else:
                raise IllegalAction(f"chips cannot be placed on the {spot.title} spot")
        except IllegalAction as exc:
            raise Refused(exc.reason) from None

    def _remember(self) -> None:
        self._undo.append({spot: list(chips) for spot, chips in self.stacks.items()})

    def add_chip(self, spot: Bet, value: int) -> None:
        """Put one chip on a spot; table limits and the bankroll are the engine's to enforce."""
        if self.phase is not Phase.BETTING:
            raise Refused(tr("table.bets_closed"))
        self._set(spot, self.bet(spot) + value)
        self._remember()
        self.stacks[spot].append(value)

    def remove_chip(self, spot: Bet) -> int:
        """Take the top chip off a spot; returns its value (0 when the spot is empty)."""
        if self.phase is not Phase.BETTING or not self.stacks.get(spot):
            return 0
        value = self.stacks[spot][-1]
        self._set(spot, self.bet(spot) - value)
        self._remember()
        self.stacks[spot].pop()
        return value

    def clear(self) -> None:
        if self.phase is not Phase.BETTING or not any(self.stacks.values()):
            return
        self._remember()
        for spot in SPOTS:
            self._set(spot, 0)
            self.stacks[spot] = []

    def undo(self) -> bool:
        """Put the spots back as they were before the last chip change."""
        if self.phase is not Phase.BETTING or not self._undo:
            return False
        before = self._undo.pop()
        order = sorted(SPOTS, key=lambda s: sum(before[s]) - self.bet(s))  # free chips before taking more
        for spot in order:
            self._set(spot, sum(before[spot]))
            self.stacks[spot] = before[spot]
        return True

    def rebet(self) -> None:
        """Place the last hand's bets again (as chips of the rack's values)."""
        if not self.can_rebet():
            raise Refused(tr("table.no_rebet"))
        wanted = self.rebet_amounts()
        before = {spot: list(chips) for spot, chips in self.stacks.items()}
        try:
            for spot in sorted(SPOTS, key=lambda s: wanted[s] - self.bet(s)):
                self._set(spot, wanted[spot])
        except Refused:
            for spot in SPOTS:
                self._set(spot, 0)
            for spot in SPOTS:
                self._set(spot, sum(before[spot]))
            raise
        self._undo.append(before)
        for spot in SPOTS:
            self.stacks[spot] = break_into_chips(wanted[spot])

    # -- the hand ----------------------------------------------------------------------------------

    def deal(self, deck: Deck | None = None) -> None:
        """Deal, and stake the Ante and Pair Bonus in the save file in the same step."""
        try:
            self.round.deal(deck)
        except IllegalAction as exc:
            raise Refused(exc.reason) from None
        self.last_bets = {spot.value: self.bet(spot) for spot in SPOTS}
        self._undo.clear()
        stakes = {"ante": self.round.ante, "pair_bonus": self.round.pair_bonus}
        try:
            self._begin_hand(stakes)
        except SaveFailed:  # nothing was staked: the cards go back and the bets stay on the spots
            self.ledger = Ledger(self.store.bankroll)
            self.round = CasinoRound(self.paytable, self.ledger, self.rng)
            for spot in SPOTS:
                if sum(self.stacks[spot]):
                    self._set(spot, sum(self.stacks[spot]))
            raise
        self._advise()

    def _begin_hand(self, stakes: dict[str, int]) -> None:
        self.hand_id = self.store.begin_hand(
            "casino",
            stakes,
            paytable=self.paytable.key,
            player_cards=cards_text(self.round.player_cards),
            detail={
                "paytable_name": self.paytable.name,
                "practice": self.practice,
                "table": {"dealer": cards_text(self.round.hidden_dealer_cards), "paytable": _spec(self.paytable)},
            },
        )

    def _advise(self) -> None:
        self.advice = (
            self.advisor(self.paytable, self.round.player_cards, self.round.ante, self.round.pair_bonus)
            if self.advisor
            else None
        )

    def _resume(self, hand: HandRecord) -> None:
        """Put an interrupted hand back on the table as it was dealt: the same paytable, bets and
        cards, the player to decide. A hand whose table can no longer be loaded is refunded."""
        from casino_brag import catalog

        table = hand.detail["table"]
        stakes = self.store.stakes(hand.id)
        ledger = Ledger(self.store.bankroll + sum(stakes.values()))
        try:
            paytable = catalog.load(str(table["paytable"]))
            player, dealer = parse_cards(hand.player_cards), parse_cards(str(table["dealer"]))
            again = CasinoRound(paytable, ledger, self.rng)
            again.place_ante(stakes.get("ante", 0))
            if stakes.get("pair_bonus"):
                again.place_pair_bonus(stakes["pair_bonus"])
            rest = [c for c in FULL_DECK if c not in (*player, *dealer)]
            again.deal(Deck((*player, *dealer, *rest)))
        except (BragError, ValueError) as exc:  # the table's file is gone or its limits changed
            refunded = self.store.void_hand(hand.id, "interrupted")
            self.notice = tr("table.resume.refunded", number=hand.id, chips=chips(refunded), problem=str(exc))
            self.ledger = Ledger(self.store.bankroll)
            self.round = CasinoRound(self.paytable, self.ledger, self.rng)
            return
        self.paytable, self.ledger, self.round = paytable, ledger, again
        self.practice = bool(hand.detail.get("practice", self.practice))
        self.stacks = {spot: break_into_chips(self.bet(spot)) for spot in SPOTS}
        self.last_bets = {spot.value: self.bet(spot) for spot in SPOTS}
        self.hand_id = hand.id
        self.resumed = True
        self._advise()

    def play(self, *, grade: bool = True) -> Settlement:
        return self._decide(True, grade)

    def fold(self, *, grade: bool = True) -> Settlement:
        return self._decide(False, grade)

    def _decide(self, played: bool, grade: bool = True) -> Settlement:
        """Play or fold, reveal and settle, and save it all as one transaction."""
        try:
            self.round.play() if played else self.round.fold()
        except IllegalAction as exc:
            raise Refused(exc.reason) from None
        result = self.round.settle()
        assert self.hand_id is not None
        self.graded = self._grade(played) if grade else None
        try:
            self._settle(played, result)
        except SaveFailed:  # nothing was settled: the hand is back on the table, still to decide
            hand_id, self.hand_id = self.hand_id, None
            self._resume(self.store.hand(hand_id))
            raise
        if self.store.bankroll != self.ledger.balance:  # the two books must agree after every hand
            raise RuntimeError(f"bankroll {self.store.bankroll} disagrees with the table's {self.ledger.balance}")
        return result

    def _settle(self, played: bool, result: Settlement) -> None:
        assert self.hand_id is not None
        self.record = self.store.settle_hand(
            self.hand_id,
            [Payout(line.bet.value, line.returned) for line in result.lines],
            stakes={"play": self.round.play_bet},
            outcome=result.outcome.value,
            other_cards=cards_text(self.round.dealer_cards),
            detail={
                "player_hand": as_record(result.player),
                "dealer_hand": as_record(result.dealer),
                "dealer_qualifies": result.dealer_qualifies,
                "played": played,
                "lines": [as_record(line) for line in result.lines],
                "net": result.net,
            },
            events=[as_record(event) for event in self.round.events],
            decision=self.graded,
        )

    def _grade(self, played: bool) -> Decision | None:
        if not self.practice or self.advice is None:
            return None
        advice, ante = self.advice, self.round.ante
        return Decision(
            cards=cards_text(self.round.player_cards),
            chosen="play" if played else "fold",
            best=advice.action,
            ev_chosen=str((advice.ev_play if played else advice.ev_fold) / ante),
            ev_best=str(max(advice.ev_play, advice.ev_fold) / ante),
            cost=float(advice.cost_of(played) / ante),
        )

    def next_round(self) -> None:
        """Clear the table for the next hand (the last bets stay available to Rebet)."""
        if self.phase is not Phase.SETTLED:
            raise Refused(tr("table.deal.in_play"))
        self.round = CasinoRound(self.paytable, self.ledger, self.rng)
        self.hand_id = None
        self.record = None
        self.advice = None
        self.graded = None
        self.stacks = {spot: [] for spot in SPOTS}
        self._undo.clear()

    def change_paytable(self, paytable: Paytable) -> None:
        """Sit at another table; only between hands (chips on the spots come back)."""
        if self.phase not in (Phase.BETTING, Phase.SETTLED):
            raise Refused(tr("table.deal.in_play"))
        if self.phase is Phase.BETTING:
            for spot in SPOTS:
                self._set(spot, 0)
        self.paytable = paytable
        self.round = CasinoRound(paytable, self.ledger, self.rng)
        self.stacks = {spot: [] for spot in SPOTS}
        self._undo.clear()

    def reload_bankroll(self) -> None:
        """Pick up a bankroll changed outside the table (a reset), between hands only."""
        if self.phase is Phase.BETTING and not any(self.stacks.values()):
            self.ledger = Ledger(self.store.bankroll)
            self.round = CasinoRound(self.paytable, self.ledger, self.rng)


def _spec(paytable: Paytable) -> str:
    """How to find the paytable again: a shipped table by name, any other by its path."""
    from casino_brag import catalog

    return paytable.key if catalog.shipped_path(paytable.key) is not None else paytable.source


CHIP_VALUES = (500, 100, 25, 5, 1)


def break_into_chips(amount: int) -> list[int]:
    """The fewest rack chips that make `amount`, smallest placed first (so big chips sit on top)."""
    chips: list[int] = []
    for value in CHIP_VALUES:
        count, amount = divmod(amount, value)
        chips.extend([value] * count)
    return chips[::-1]
