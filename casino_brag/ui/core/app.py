"""The window and its main loop: a 1280×720 logical screen fitted to any window size (`viewport`), the scene
stack, the save file and the player's preferences.

The loop draws only when something changed: while a scene animates it runs at 60 frames per
second; otherwise it sleeps between looks for input and draws nothing until the player acts.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import tempfile
import time
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from casino_brag.save.memory import practice_copy
from casino_brag.save.store import STARTING_BANKROLL, Store, StoreError
from casino_brag.ui.core import footprint, theme, viewport
from casino_brag.ui.core.assets import Assets
from casino_brag.ui.core.paytable_choice import PaytableChoice
from casino_brag.ui.core.prefs import Prefs
from casino_brag.ui.core.scene import Scene, SceneStack
from casino_brag.ui.core.services import LaunchOptions
from casino_brag.ui.core.text import chips, tr
from casino_brag.ui.core.viewport import Viewport
from casino_brag.ui.screens.menu import MenuScene
from casino_brag.ui.widgets import backdrop
from casino_brag.ui.widgets.dialog import Dialog

if TYPE_CHECKING:
    from casino_brag.engine.cards import Card
    from casino_brag.engine.casino.analysis.exact import Analysis
    from casino_brag.engine.casino.analysis.strategy import Advice
    from casino_brag.engine.casino.paytable import Paytable
    from casino_brag.ui.casino.session import Advisor

FPS = 60
IDLE_FPS = 30
"""How often an idle screen looks for input. pygame's event.wait polls every millisecond, so a
short sleep in clock.tick costs less: about 0.5% of a core, with input answered within 33 ms."""
FIRST_FRAME_ENV = "CASINO_BRAG_EXIT_AFTER_FIRST_FRAME"
"""Set by the start-up benchmark: print the wall-clock time of the first frame, then quit."""


class NoDisplay(Exception):
    """No video device could be opened (a server, an SSH session without X)."""


HEADLESS_DRIVERS = ("offscreen", "dummy")


def init_display() -> None:
    """Start SDL's video; raise NoDisplay when there is nothing to show a window on.

    SDL quietly falls back to an invisible "offscreen" driver when no display exists, so that
    counts as no display unless SDL_VIDEODRIVER asked for it (as the tests and benchmarks do).
    """
    requested = os.environ.get("SDL_VIDEODRIVER", "")
    if (
        sys.platform.startswith("linux")
        and not requested
        and not os.environ.get("DISPLAY")
        and not os.environ.get("WAYLAND_DISPLAY")
    ):
        raise NoDisplay("neither DISPLAY nor WAYLAND_DISPLAY is set")
    with _SdlMessages().caught() as messages:
        try:
            pygame.display.init()
        except pygame.error as exc:
            messages.drop()  # the one-line "no display" replaces SDL's own complaints
            raise NoDisplay(str(exc)) from exc
    driver = pygame.display.get_driver()
    if driver in HEADLESS_DRIVERS and driver != requested:
        pygame.display.quit()
        raise NoDisplay(f"only the {driver} video driver is available")
    pygame.font.init()


SDL_NOISE = ("XDG_RUNTIME_DIR",)
"""SDL's start-up remarks that say nothing to a player (it prints them straight to stderr)."""


class _SdlMessages:
    """What SDL writes straight to stderr (file descriptor 2) while it starts, caught so that
    its start-up noise is not shown; `drop()` keeps back the rest too (a failed start, which the
    game reports in its own one line)."""

    def __init__(self) -> None:
        self.dropped = False

    def drop(self) -> None:
        self.dropped = True

    @contextlib.contextmanager
    def caught(self) -> Iterator[_SdlMessages]:
        try:
            saved = os.dup(2)
        except OSError:  # no stderr to catch
            yield self
            return
        with tempfile.TemporaryFile() as caught:
            sys.stderr.flush()
            os.dup2(caught.fileno(), 2)
            try:
                yield self
            finally:
                sys.stderr.flush()
                os.dup2(saved, 2)
                os.close(saved)
                caught.seek(0)
                text = caught.read().decode("utf-8", "replace")
                for line in [] if self.dropped else text.splitlines():
                    if not any(noise in line for noise in SDL_NOISE):
                        print(line, file=sys.stderr)


class App:
    """The running game: owns the window, the loop, the stack and the services scenes use
    (`Services` is what a scene sees of it)."""

    def __init__(self, store: Store, options: LaunchOptions) -> None:
        self.store = store
        self.options = options
        defaulted: list[tuple[str, Any, Any]] = []
        self.prefs = Prefs.load(store, defaulted)
        for name, saved, used in defaulted:
            shown = {"saved": _shown(saved), "used": _shown(used)}
            store.notices.append(tr("dialog.setting_defaulted", name=name, path=store.path, **shown))
        self.stack = SceneStack()
        self._waiting: list[Scene] = []
        self.clock = pygame.time.Clock()
        self.running = False
        self.assets = Assets()
        self.assets.check()  # a broken installation is reported now, not in the middle of a hand
        pygame.display.set_caption(_title())
        pygame.display.set_icon(self.assets.icon(64))
        self.windowed = (theme.WIDTH, theme.HEIGHT)
        """The window's size when not fullscreen (the player may resize it)."""
        self.window = self._set_mode(self.prefs.fullscreen)
        self.screen: pygame.Surface = footprint.RecordingSurface((theme.WIDTH, theme.HEIGHT))
        """The logical screen every scene draws on; scaled onto the window when it is another size."""
        self.viewport = Viewport(self.window.get_size())
        viewport.use(self.viewport)
        pygame.key.set_repeat(400, 40)
        self.tables = PaytableChoice()
        self.tables.add_saved(self.options.data_dir)

    # -- the window ---------------------------------------------------------------------------

    def _set_mode(self, fullscreen: bool) -> pygame.Surface:
        """A resizable window (or the whole screen); the game fills it by `Viewport`'s scale."""
        with warnings.catch_warnings():  # SDL warns when only a software renderer exists
            warnings.simplefilter("ignore")
            if fullscreen:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            return pygame.display.set_mode(self.windowed, pygame.RESIZABLE)

    def resized(self) -> None:
        """The window changed size: fit the logical screen to it afresh."""
        window = pygame.display.get_surface()
        if window is None:
            return
        self.window = window
        if not self.prefs.fullscreen:
            self.windowed = window.get_size()
        self.viewport = Viewport(window.get_size())
        viewport.use(self.viewport)

    def toggle_fullscreen(self) -> None:
        self.prefs.fullscreen = not self.prefs.fullscreen
        self.window = self._set_mode(self.prefs.fullscreen)
        self.resized()
        self.save_prefs()

    def set_fullscreen(self, on: bool) -> None:
        if on != self.prefs.fullscreen:
            self.toggle_fullscreen()

    # -- services for scenes -------------------------------------------------------------------

    def play_sound(self, name: str) -> None:
        if self.prefs.sound:
            self.assets.volume = self.prefs.volume
            self.assets.play(name)

    def update_loops(self) -> None:
        """Start, re-level or stop the room ambience and the table music to match the settings:
        each at its own volume times the master volume, both silent when sound is off."""
        master = self.prefs.volume if self.prefs.sound else 0.0
        self.assets.set_loop("ambience", self.prefs.ambience * master)
        self.assets.set_loop("music", self.prefs.music * master)

    def step_paytable(self, direction: int) -> None:
        """Sit at the next (or previous) paytable, and remember the choice."""
        self.tables.step(direction)
        self.prefs.paytable = self.tables.spec()
        self.save_prefs()

    def choose_paytable(self, spec: str) -> bool:
        """Sit at a table by name or path; a broken file shows an error dialog naming the problem
        and the standard table is used instead. True when the choice worked."""
        problem = self.tables.select(spec)
        self.prefs.paytable = self.tables.spec()
        self.save_prefs()
        if problem is not None:
            self.push(
                Dialog(self, tr("dialog.paytable_error"), tr("dialog.paytable_fallback", problem=problem), tone="error")
            )
            return False
        return True

    @property
    def advisor(self) -> Advisor:
        """The optimal strategy of any paytable, from the exact analysis."""
        return _advise

    def theory(self, paytable: Paytable) -> Analysis:
        """The exact analysis of a paytable (cached by the engine; a few milliseconds each, from the
        shipped dealer outcome counts)."""
        from casino_brag.analysis_data import install_shipped_counts
        from casino_brag.engine.casino.analysis.exact import analyse

        install_shipped_counts()
        return analyse(paytable)

    def start(self) -> None:
        """The first screens: the menu, a table if the command line asked for one, then any
        notices from opening the save file (a refunded hand, a corrupt file moved aside). A save
        whose ledger does not add up opens no menu: only a choice of a new bankroll or quitting."""
        if self.store.ledger_problem is not None:
            self._refuse_unbalanced(self.store.ledger_problem)
            return
        self.update_loops()
        menu = MenuScene(self)
        self.push(menu)
        for problem in self.tables.problems:
            self.notify(tr("dialog.paytable_error"), problem)
        if self.prefs.paytable != self.tables.current.key:
            self.choose_paytable(self.prefs.paytable)
        if self.options.paytable:
            self.choose_paytable(self.options.paytable)
        if self.options.mode == "casino" or self.store.open_hands("casino"):
            menu.open_casino()  # an interrupted hand waits at the casino table for its decision
        elif self.options.mode == "pub":
            menu.open_pub()
        for notice in self.store.notices:
            self.notify(tr("dialog.notice"), notice)
        self.store.notices.clear()

    def _refuse_unbalanced(self, problem: str) -> None:
        self.push(backdrop.Felt(self))
        message = tr("dialog.unbalanced", problem=problem[:1].upper() + problem[1:], chips=chips(STARTING_BANKROLL))
        choices = [(tr("dialog.unbalanced.afresh"), self._start_afresh), (tr("menu.quit"), self.quit)]
        self.push(Dialog(self, tr("dialog.unbalanced.title"), message, choices=choices, tone="error"))

    def _start_afresh(self) -> None:
        """The player chose a new bankroll: the old file is kept aside, and the game starts."""
        try:
            self.store.start_afresh()
        except StoreError as exc:
            self.push(Dialog(self, tr("dialog.error"), str(exc), on_close=self.quit, tone="error"))
            return
        self.stack.clear()
        self.start()

    def save_prefs(self) -> None:
        if self.store.ledger_problem is None:  # a save that does not add up is left as it was found
            self.prefs.save(self.store)

    def push(self, scene: Scene) -> Scene:
        """Show a scene. A dialog arriving while another is up waits its turn, so messages
        (a refunded hand, a broken paytable) are read one at a time."""
        if isinstance(scene, Dialog) and isinstance(self.stack.top, Dialog):
            self._waiting.append(scene)
            return scene
        return self.stack.push(scene)

    def pop(self, scene: Scene | None = None) -> None:
        self.stack.pop(scene)
        if self._waiting:
            self.stack.push(self._waiting.pop(0))
        if not len(self.stack):
            self.running = False

    def replace(self, scene: Scene) -> Scene:
        return self.stack.replace(scene)

    def notify(self, title: str, message: str, *, on_close: Callable[[], None] | None = None) -> None:
        """Show a message in a dialog over whatever is on screen."""
        self.push(Dialog(self, title, message, on_close=on_close))

    def quit(self) -> None:
        self.running = False

    def request_quit(self) -> None:
        """The window's close button: scenes with something in play may ask first."""
        for scene in reversed(list(self.stack)):
            ask: Callable[[Callable[[], None]], bool] | None = getattr(scene, "confirm_leave", None)
            if ask is not None and not ask(self.quit):
                return
        self.quit()

    # -- the loop -------------------------------------------------------------------------------

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.resized()
            return
        mapped = self.viewport.event(event)
        if mapped is None:  # a click on the bars beside the game
            return
        event = mapped
        if event.type == pygame.QUIT:
            self.request_quit()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        else:
            self.stack.handle(event)

    def draw(self) -> None:
        theme.tint(self.prefs.felt)
        if self.viewport.exact:
            self.stack.draw(self.window)
        else:
            with footprint.recording(layout=False, keep_lines=True) as drawn:
                self.stack.draw(self.screen)
            self.viewport.present(self.screen, self.window, drawn)
        pygame.display.flip()

    def step(self, dt: float) -> None:
        """One turn of the loop with a given time step: input, time, paint. Tests drive this."""
        for event in pygame.event.get():
            self.dispatch(event)
            if not self.running:
                return
        self.stack.update(dt)
        self.draw()

    def _running(self) -> bool:
        """Read afresh each time: any event's handler may end the game."""
        return self.running

    def run(self) -> int:
        """Run until the player quits. Idle screens wait for input instead of spinning."""
        self.running = True
        self.draw()
        if os.environ.get(FIRST_FRAME_ENV):
            print(f"first-frame {time.time():.6f}", flush=True)
            return 0
        self.clock.tick()
        while self._running():
            was_busy = self.stack.busy()
            self.clock.tick(FPS if was_busy else IDLE_FPS)
            events = pygame.event.get()
            for event in events:
                self.dispatch(event)
                if not self._running():
                    break
            if not self._running():
                break
            self.stack.update(min(self.clock.get_time() / 1000, 0.1))
            if events or was_busy or self.stack.busy():
                self.draw()
        self.save_prefs()
        return 0


def _advise(paytable: Paytable, cards: tuple[Card, ...], ante: int, pair_bonus: int) -> Advice:
    from casino_brag.engine.casino.analysis.exact import analyse

    return analyse(paytable).strategy.advise(cards, max(1, ante), pair_bonus)


def _shown(value: object) -> str:
    """A setting's value as the player might have typed it, cut short if long."""
    text = json.dumps(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _title() -> str:
    return tr("app.title")


@contextlib.contextmanager
def playing_save(data_dir: Path, seed: int | None) -> Iterator[Store]:
    """The save the window plays on: the player's own, or, when a seed replays the same deals,
    a practice copy in memory, so a known deal can never win or lose real chips."""
    with Store.open(data_dir) as saved:
        if seed is None:
            yield saved
            return
        with practice_copy(saved) as practice:
            yield practice


def launch(
    *,
    data_dir: Path,
    mode: str | None = None,
    paytable: str | None = None,
    seed: int | None = None,
    opponents: int | None = None,
) -> int:
    """Open the window and play until the player quits. No display is a one-line user error."""
    from casino_brag.errors import UserError
    from casino_brag.save.lock import FolderLock

    try:
        init_display()
    except NoDisplay as exc:
        raise UserError(tr("app.no_display")) from exc
    lock = FolderLock(data_dir)
    try:
        lock.acquire()
        with playing_save(data_dir, seed) as store:
            app = App(store, LaunchOptions(data_dir, mode, paytable, seed, opponents))
            app.start()
            return app.run()
    finally:
        lock.release()
        pygame.quit()
