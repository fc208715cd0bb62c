"""Driving the game window headless in tests: an App on the dummy video driver, posted events,
and fixed time steps. A test closes every window it opens (`with Driver(...)`, `driver.close()`
in a `finally`, or a fixture), so that no save connection outlives its test; conftest checks."""

from __future__ import annotations

from pathlib import Path
from types import TracebackType
from typing import ClassVar

import pygame

from casino_brag.save.store import Store
from casino_brag.ui.core.app import App, LaunchOptions, init_display


class Driver:
    unclosed: ClassVar[list[Driver]] = []
    """The windows not closed yet, oldest first."""

    def __init__(self, folder: Path, **options: object) -> None:
        init_display()
        pygame.event.clear()
        self.store = Store.open(folder)
        try:
            self.app = App(self.store, LaunchOptions(folder, **options))  # type: ignore[arg-type]
            self.app.start()
        except BaseException:
            self.store.close()
            raise
        Driver.unclosed.append(self)
        self.app.running = True
        self.step()

    @property
    def top(self) -> object:
        return self.app.stack.top

    def key(self, key: int, mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
        self.step()

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        self.step()

    def move(self, pos: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.step()

    def step(self, dt: float = 1 / 60) -> None:
        self.app.step(dt)

    def wait(self, seconds: float, dt: float = 0.1) -> None:
        """Let time pass in coarse steps (animations are functions of time, so this is exact)."""
        for _ in range(round(seconds / dt)):
            self.step(dt)

    def close(self) -> None:
        """Let every scene go and close the save (a second call does nothing)."""
        if self in Driver.unclosed:
            Driver.unclosed.remove(self)
            self.app.stack.clear()
            self.store.close()

    def __enter__(self) -> Driver:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, _: TracebackType | None) -> None:
        self.close()
