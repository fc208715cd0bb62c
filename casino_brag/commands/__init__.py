"""Subcommands of `casino-brag`: one module per report, each declaring its arguments and a
`run(args)`."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from importlib import import_module

from casino_brag.errors import UserError

TYPE_CHECKING = False  # as typing.TYPE_CHECKING (checkers treat it so) without importing typing
if TYPE_CHECKING:  # typing's names in annotations only: `--help` never loads more than it needs
    from types import ModuleType
    from typing import Any


class Command:
    """A subcommand: its name, one-line help, and the module that implements it.

    A plain class rather than a dataclass: `--help` and the quick reports would otherwise pay
    for importing dataclasses (and inspect) before doing anything."""

    __slots__ = ("help", "module", "name")

    def __init__(self, name: str, help: str, module: str) -> None:
        self.name = name
        self.help = help
        self.module = module

    def _impl(self) -> ModuleType:
        return import_module(f"casino_brag.commands.{self.module}")

    def register(self, sub: argparse._SubParsersAction[Any], with_arguments: bool = True) -> None:
        """List the command; with its arguments (which imports its module) only when asked."""
        parser = sub.add_parser(self.name, help=self.help, description=self.help)
        if with_arguments:
            add_arguments: Callable[[str, argparse.ArgumentParser], None] = self._impl().add_arguments
            add_arguments(self.name, parser)

    def run(self, args: argparse.Namespace) -> int:
        run: Callable[[str, argparse.Namespace], int] = self._impl().run
        return run(self.name, args)


class _Commands(tuple[Command, ...]):
    def by_name(self, name: str) -> Command:
        for command in self:
            if command.name == name:
                return command
        from casino_brag.commands.speech import say

        raise UserError(say("cli.unknown_command", name=repr(name)))


COMMANDS = _Commands(
    (
        Command("play", "open the game (the main menu, or straight to a table)", "play"),
        Command("rtp", "exact return, house edge and element of risk of paytables", "analysis"),
        Command("strategy", "the optimal Play/Fold strategy of a paytable", "analysis"),
        Command("simulate", "play N rounds with the optimal strategy and report the result", "analysis"),
        Command("paytables", "list the shipped paytables with their return", "analysis"),
        Command("par", "the PAR sheet of a paytable: every outcome with its exact combinations", "par"),
        Command("solve", "payout values that bring a bet's return closest to a target", "solve"),
        Command("compare", "paytables side by side: figures, strategy and the payouts that differ", "compare"),
        Command("stats", "your saved bankroll and lifetime statistics", "stats"),
        Command("tournament", "computer-only Pub Brag sessions that measure the opponents", "tournament"),
        Command("completion", "print a shell completion script for bash, zsh or fish", "completion"),
    )
)
