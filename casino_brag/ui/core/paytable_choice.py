"""Which paytable the casino table uses: the shipped ones, files the player loaded, and the
current choice, which falls back to the standard table (with the problem named) when a file
cannot be used."""

from __future__ import annotations

from pathlib import Path

from casino_brag import catalog
from casino_brag.engine.casino.paytable import Paytable, PaytableError

SAVED_FOLDER = "paytables"
"""Where the paytable editor saves tables, inside the player's data folder; offered at start."""


class PaytableChoice:
    """The tables on offer and the one chosen. Problems are kept for the window to show."""

    def __init__(self) -> None:
        self.tables: list[Paytable] = []
        self.problems: list[str] = []
        for name in catalog.shipped_names():
            try:
                self.tables.append(catalog.load(name))
            except PaytableError as exc:
                self.problems.append(str(exc))
        if not self.tables:  # every shipped file broken: nothing to fall back to
            raise PaytableError("paytables/", None, "no usable shipped paytable; reinstall casino-brag")
        self.index = 0

    @property
    def current(self) -> Paytable:
        return self.tables[self.index]

    @property
    def standard(self) -> Paytable:
        return next((t for t in self.tables if t.key == catalog.DEFAULT), self.tables[0])

    def select(self, spec: str) -> str | None:
        """Choose a table by shipped name or file path. On a problem, sit at the standard table
        and return the problem (file, key and what is wrong) for an error dialog."""
        for index, table in enumerate(self.tables):
            if spec in (table.key, table.source):
                self.index = index
                return None
        try:
            table = catalog.load(spec)
        except PaytableError as exc:
            self.index = self.tables.index(self.standard)
            return str(exc)
        self.tables.append(table)
        self.index = len(self.tables) - 1
        return None

    def offer(self, path: str | Path) -> str | None:
        """List a table file without sitting at it (a table the editor saved); the problem, if any."""
        spec = str(Path(path).expanduser())
        if any(spec == table.source for table in self.tables):
            return None
        try:
            self.tables.append(catalog.load(spec))
        except PaytableError as exc:
            return str(exc)
        return None

    def add_saved(self, data_dir: Path) -> None:
        """Offer every table saved in the data folder's paytables/; a broken one is kept as a problem."""
        folder = data_dir / SAVED_FOLDER
        if not folder.is_dir():
            return
        for path in sorted(folder.glob("*.toml")):
            problem = self.offer(path)
            if problem is not None:
                self.problems.append(problem)

    def add_file(self, path: str | Path) -> str | None:
        """A file dropped on the window or named on the command line."""
        return self.select(str(Path(path).expanduser()))

    def step(self, direction: int) -> Paytable:
        self.index = (self.index + direction) % len(self.tables)
        return self.current

    def spec(self) -> str:
        """What to save in the settings to choose this table again: its name or its path."""
        return self.spec_of(self.current)

    def spec_of(self, table: Paytable) -> str:
        return table.key if self.is_shipped(table) else table.source

    def is_shipped(self, table: Paytable) -> bool:
        path = catalog.shipped_path(table.key)
        return path is not None and Path(table.source) == path
