"""The casino table's choreography: when each card flies and turns, and where each stack of
chips goes as a hand is dealt and settled.

Plans are built once from what the engine decided (the cards, the settlement) and then only
read: every position is a function of the table's clock, so drawing changes nothing. `scale`
stretches every duration (the animation-speed setting); 0 is turbo, where everything has
already happened.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from casino_brag.engine.cards import Card
from casino_brag.engine.casino.settlement import Bet, Result, Settlement
from casino_brag.ui.casino import layout as L
from casino_brag.ui.casino.session import break_into_chips
from casino_brag.ui.widgets.motion import Flip, Motion, Point

NEVER = math.inf


@dataclass(frozen=True)
class CardMove:
    """One card: tossed from the shoe to its place, then maybe turned face up."""

    owner: str
    index: int
    card: Card | None
    """None for the dealer's cards: nobody knows them until the reveal."""
    motion: Motion
    flip: Flip | None
    """None: the card stays face down (the dealer's, until the reveal turns it)."""


@dataclass(frozen=True)
class Piece:
    """A stack of chips that travels along one or more legs and shows between two times."""

    chips: tuple[int, ...]
    legs: tuple[Motion, ...]
    appear: float = -NEVER
    vanish: float = NEVER

    def visible(self, t: float) -> bool:
        return self.appear <= t < self.vanish

    def pos(self, t: float) -> Point:
        current = self.legs[0]
        for leg in self.legs:
            if leg.started(t):
                current = leg
        return current.at(t) if current.started(t) else current.src


@dataclass(frozen=True)
class Cue:
    """A sound to play when the clock passes `at`."""

    at: float
    sound: str


@dataclass(frozen=True)
class DealPlan:
    cards: tuple[CardMove, ...]
    cues: tuple[Cue, ...]
    end: float


@dataclass(frozen=True)
class RevealPlan:
    """The dealer's cards turning over, then every bet settled with chips moving."""

    flips: tuple[Flip, ...]
    qualify_at: float
    banner_at: float
    paid_at: float
    """When the last chips reach the rack: the bankroll shows the new total from then on."""
    pieces: tuple[Piece, ...]
    cues: tuple[Cue, ...]
    end: float


def deal_plan(start: float, player: tuple[Card, ...], scale: float) -> DealPlan:
    """Cards leave the shoe one at a time, player first, then the player's three turn over."""
    moves: list[CardMove] = []
    cues: list[Cue] = []
    step, flight, turn = 0.13 * scale, 0.3 * scale, 0.26 * scale
    order = [(who, i) for i in range(3) for who in ("player", "dealer")]
    last_landing = start
    for n, (who, i) in enumerate(order):
        begin = start + n * step
        rect = L.card_rect(who, i)
        motion = Motion(L.SHOE, (rect.x, rect.y), begin, flight, "out")
        last_landing = max(last_landing, motion.end)
        moves.append(CardMove(who, i, player[i] if who == "player" else None, motion, None))
        cues.append(Cue(begin, "card_deal"))
    flips_start = last_landing + 0.05 * scale
    for n, move in enumerate(moves):
        if move.owner == "player":
            flip = Flip(flips_start + move.index * 0.09 * scale, turn)
            moves[n] = CardMove(move.owner, move.index, move.card, move.motion, flip)
            cues.append(Cue(flip.start, "card_flip"))
    end = flips_start + 2 * 0.09 * scale + turn
    return DealPlan(tuple(moves), tuple(sorted(cues, key=lambda c: c.at)), end)


def play_chips(start: float, amount: int, scale: float) -> Piece:
    """The Play bet going from the rack to its circle."""
    return Piece(
        tuple(break_into_chips(amount)), (Motion(L.RACK_CENTER, L.SPOTS[Bet.PLAY], start, 0.3 * scale),), appear=start
    )


def reveal_plan(start: float, settlement: Settlement, play_bet: int, scale: float) -> RevealPlan:
    """Turn the dealer's cards, then: losing stakes go to the dealer, winnings come out beside
    the bets they pay, and everything the player keeps returns to the rack."""
    flip_start = start + (0.35 if play_bet else 0.1) * scale
    flips = tuple(Flip(flip_start + i * 0.15 * scale, 0.3 * scale) for i in range(3))
    revealed = flips[-1].end
    qualify_at = revealed + 0.05 * scale
    lose_at, win_at, home_at = revealed + 0.3 * scale, revealed + 0.5 * scale, revealed + 1.2 * scale
    travel = 0.42 * scale
    pieces: list[Piece] = []
    cues = [Cue(f.start, "card_flip") for f in flips]
    if play_bet:
        pieces.append(
            Piece(
                tuple(break_into_chips(play_bet)),
                (
                    Motion(L.RACK_CENTER, L.SPOTS[Bet.PLAY], start, 0.3 * scale),
                    *_exit(Bet.PLAY, settlement, lose_at, home_at, travel),
                ),
                appear=start,
                vanish=_vanish(Bet.PLAY, settlement, lose_at, home_at, travel),
            )
        )
        cues.append(Cue(start, "chip_click"))
    for line in settlement.lines:
        spot = Bet.ANTE if line.bet is Bet.ANTE_BONUS else line.bet
        if line.bet is not Bet.PLAY and line.bet is not Bet.ANTE_BONUS:
            stake = Piece(
                tuple(break_into_chips(line.stake)),
                (Motion(L.SPOTS[spot], L.SPOTS[spot]), *_exit(line.bet, settlement, lose_at, home_at, travel)),
                vanish=_vanish(line.bet, settlement, lose_at, home_at, travel),
            )
            pieces.append(stake)
        winnings = line.returned - (line.stake if line.bet is not Bet.ANTE_BONUS else 0)
        if line.result is Result.WIN and winnings > 0:
            offset = L.ANTE_BONUS_OFFSET if line.bet is Bet.ANTE_BONUS else L.WIN_OFFSET
            beside = (L.SPOTS[spot][0] + offset[0], L.SPOTS[spot][1] + offset[1])
            pieces.append(
                Piece(
                    tuple(break_into_chips(winnings)),
                    (Motion(L.DEALER_TRAY, beside, win_at, travel), Motion(beside, L.RACK_CENTER, home_at, travel)),
                    appear=win_at,
                    vanish=home_at + travel,
                )
            )
    if any(line.result is Result.LOSE for line in settlement.lines):
        cues.append(Cue(lose_at, "chip_stack"))
    if any(line.result is Result.WIN for line in settlement.lines):
        cues.append(Cue(win_at, "chip_stack"))
    if settlement.returned:
        cues.append(Cue(home_at, "chip_stack"))
    verdict = _verdict(settlement.net, settlement.staked)
    if verdict:
        cues.append(Cue(qualify_at, verdict))
    end = home_at + travel + 0.05 * scale
    return RevealPlan(
        flips, qualify_at, qualify_at, home_at + travel, tuple(pieces), tuple(sorted(cues, key=lambda c: c.at)), end
    )


def _verdict(net: int, staked: int) -> str:
    """The sound for the result: a big win is a bonus paying several times the stakes."""
    if net >= 3 * max(1, staked):
        return "big_win"
    return "win" if net > 0 else "lose" if net < 0 else ""


def _exit(bet: Bet, settlement: Settlement, lose_at: float, home_at: float, travel: float) -> tuple[Motion, ...]:
    line = settlement.line(bet)
    src = L.SPOTS[bet]
    if line is None or line.result is Result.LOSE:
        return (Motion(src, L.DEALER_TRAY, lose_at, travel, "inout"),)
    return (Motion(src, L.RACK_CENTER, home_at, travel, "inout"),)


def _vanish(bet: Bet, settlement: Settlement, lose_at: float, home_at: float, travel: float) -> float:
    line = settlement.line(bet)
    return (lose_at if line is None or line.result is Result.LOSE else home_at) + travel


def chip_flight(value: int, src: Point, dst: Point, start: float, scale: float) -> Piece:
    """One chip tossed from the rack to a circle, or back."""
    return Piece((value,), (Motion(src, dst, start, 0.18 * scale, "out"),), appear=start, vanish=start + 0.18 * scale)
