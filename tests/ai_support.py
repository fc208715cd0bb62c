"""Helpers for the computer-opponent tests: seat a table of computer players and play it."""

from __future__ import annotations

from collections.abc import Callable

from casino_brag.engine.ai import LEVELS, CallingStation, ComputerPlayer, RandomPlayer, TableContext
from casino_brag.engine.ai.reads import HandLog, Tendencies
from casino_brag.engine.ai.seating import Seat
from casino_brag.engine.ai.view import DecisionView
from casino_brag.engine.pub import Action, HouseRules, Table


def seated(player, players):
    """A lone computer player in its seat (the table's side keeps what the seat may know)."""
    return Seat(player.seat, player, TableContext(players))


def seat_players(specs, context, seed=0):
    """Seated players for `specs` such as ["hard", "ray:easy", "random", "calling-station"]."""
    n = len(specs)
    players = []
    for seat, spec in enumerate(specs):
        if spec == "calling-station":
            players.append(CallingStation(seat))
        elif spec == "random":
            players.append(RandomPlayer(seat, rng=seed * 100 + seat))
        else:
            who, _, lvl = spec.partition(":")
            if who in LEVELS:
                who, lvl = None, who
            players.append(ComputerPlayer(seat, n, who, lvl or "normal", rng=seed * 100 + seat))
    return [Seat(seat, player, context) for seat, player in enumerate(players)]


def play(
    specs,
    hands,
    rules=None,
    seed=1,
    chips=500,
    on_decision: Callable[[Table, object, DecisionView | None, Action], None] | None = None,
):
    """Play up to `hands` hands; `on_decision(table, player, view, action)` sees every decision
    before it is applied (`view` is None for a baseline player)."""
    n = len(specs)
    context = TableContext(n)
    players = seat_players(specs, context, seed)
    table = Table([f"P{i}" for i in range(n)], chips, rules or HouseRules(), seed=seed, dealer=0)
    for _ in range(hands):
        if table.session_over:
            break
        table.start_hand()
        while True:
            seat = table.to_act if not table.hand_over else table.retain_offer
            if seat is None:
                break
            seated = players[seat]
            view = seated.view(table)
            action = seated.player.decide(view)
            if on_decision is not None:
                on_decision(table, seated.player, view if isinstance(seated.player, ComputerPlayer) else None, action)
            table.apply(action)
    return table, players


def heads_up(moves, stakes=(), seat=1, statuses=("open", "blind"), **changes):
    """A two-seat view with the given public moves (seat 1 acts first: seat 0 deals)."""
    fields = dict(
        seat=seat,
        rules=HouseRules(),
        hand_number=3,
        dealer=0,
        between_hands=False,
        pending=None,
        offers=(Action("fold"), Action("bet", min=1, max=100), Action("look")),
        chips=(200, 200),
        put_in=(1, 1),
        statuses=statuses,
        hands_held=(1, 1),
        pot=2,
        live_pot=2,
        stake=0,
        my_hands=(),
        my_kept=None,
        known=0,
        pinned=(0, 0),
        logs=(HandLog(), HandLog()),
        habits=(Tendencies(), Tendencies()),
        turns=len(moves),
        tilt=0.0,
        session_net=0,
        starting_chips=200,
        moves=tuple(moves),
        move_stakes=tuple(stakes),
    )
    fields.update(changes)
    return DecisionView(**fields)
